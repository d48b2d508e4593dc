import { describe, expect, it } from 'vitest';
import { refusalText } from '../../../src/lib/api/refusal';

/** 10:42 today in the device's time zone, as the server sends it (ISO). */
const at1042 = new Date(2026, 10, 27, 10, 42).toISOString();
const marco = { id: 3, name: 'Marco Operatore' };

/** What the operator reads of a refusal that names who changed the record last (issue 30). */
describe('refusalText', () => {
  it("a closed order, document or package: the server's sentence, then its last change", () => {
    expect(
      refusalText({
        id: 'record_closed',
        error: 'LP-7 è già concluso: non accetta altre letture né colli',
        by: marco,
        at: at1042,
      }),
    ).toBe(
      'LP-7 è già concluso: non accetta altre letture né colli (ultima modifica di Marco Operatore alle 10:42)',
    );
    expect(
      refusalText({ id: 'record_closed', error: 'Collo non trovato oppure già chiuso e spedito!' }),
    ).toBe('Collo non trovato oppure già chiuso e spedito!');
  });

  it('a list finished by someone: who finished it and when', () => {
    expect(
      refusalText({
        id: 'already_closed',
        error: 'Lista di prelievo LP-7 già conclusa',
        by: marco,
        at: at1042,
      }),
    ).toBe('Lista di prelievo LP-7 già conclusa da Marco Operatore alle 10:42');
  });
});
