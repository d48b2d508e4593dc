import { describe, expect, it } from 'vitest';
import { readWeight, remainingHint, typedTagError } from '../../../src/features/incoming/entry-rules';
import { screenWords } from '../../../src/features/incoming/save-messages';
import { wedgeReadingFor } from '../../../src/lib/reader/wedge';

describe('incoming weight', () => {
  it("'1,5' and '1.5' are both one and a half", () => {
    expect(readWeight('1,5')).toEqual({ ok: true, kg: 1.5 });
    expect(readWeight('1.5')).toEqual({ ok: true, kg: 1.5 });
    expect(readWeight(' 12 ')).toEqual({ ok: true, kg: 12 });
  });

  it('refuses what is not a plain positive decimal, never rewriting it', () => {
    for (const text of ['-2', '1e3', '1.2.3', '0', '0,0', 'abc', '1,2345', '+3'])
      expect(readWeight(text)).toEqual({ ok: false, message: expect.stringContaining('Peso non valido') });
  });

  it('refuses a weight above the bound with its own message', () => {
    expect(readWeight('12345678901234567890')).toEqual({
      ok: false,
      message: 'Peso troppo alto: inserire al massimo 99999 kg',
    });
    expect(readWeight('99999,999')).toMatchObject({ ok: false });
    expect(readWeight('99999')).toEqual({ ok: true, kg: 99999 });
  });

  it('an empty field is neither valid nor an error', () => {
    expect(readWeight('')).toEqual({ ok: 'empty' });
  });
});

describe('the remaining hint', () => {
  it('never goes below 0 and uses the decimal mark of the field', () => {
    expect(remainingHint(-4.8, '5')).toBe('/ 0');
    expect(remainingHint(4.8, '')).toBe('/ 4,8');
    expect(remainingHint(4.8, '1,5')).toBe('/ 4,8');
    expect(remainingHint(4.8, '1.5')).toBe('/ 4.8');
  });
});

describe('a typed tag', () => {
  it('passes the single-tag check', () => {
    expect(typedTagError('E280')).toBeNull();
    expect(typedTagError('A|B')).toBe('Letto più di un TAG. Avvicinarsi solo al TAG da leggere e riprovare');
    expect(typedTagError('A|')).toBe('TAG letto solo in parte. Riprovare a leggere');
  });
});

describe("the server's field names in the screen's words", () => {
  it('names the fields as the screen labels them', () => {
    expect(screenWords('Valore già presente per il campo item_id', 'x')).toBe(
      'Valore già presente per il campo Articolo',
    );
    expect(screenWords('Valore già presente per il campo Codice letto', 'x')).toBe(
      'Valore già presente per il campo TAG RFID',
    );
    expect(screenWords('Campo obbligatorio mancante: code', 'Nuovo Lotto non creato!')).toBe(
      'Campo obbligatorio mancante: Lotto',
    );
  });
});

describe('a keyboard-wedge line on a screen that reads tags', () => {
  const wedge = (code: string) =>
    ({ kind: 'barcode', code, symbology: 'KEYBOARD', raw: code, source: 'wedge' }) as const;

  it('is a tag when it looks like an EPC and the screen asks for tags', () => {
    expect(wedgeReadingFor(wedge('E28011606000020A1B2C3D4E'), { tags: true })).toMatchObject({
      kind: 'tag',
      tags: ['E28011606000020A1B2C3D4E'],
    });
  });

  it('stays a barcode otherwise', () => {
    expect(wedgeReadingFor(wedge('E28011606000020A1B2C3D4E'), {}).kind).toBe('barcode');
    expect(wedgeReadingFor(wedge('8001234567890'), { tags: true }).kind).toBe('barcode');
    expect(wedgeReadingFor(wedge('ente : AC-1|Lotto : L'), { tags: true }).kind).toBe('barcode');
  });
});
