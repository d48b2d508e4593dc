import { describe, expect, it } from 'vitest';
import { messages } from '../../src/messages';
import { parseReading } from '../../src/reader/parse';
import { validateSingleTag } from '../../src/reader/tag';

const multiple = { ok: false, reason: 'multipleTags', message: messages.multipleTags };
const partial = { ok: false, reason: 'partialTag', message: messages.partialTag };

describe('validateSingleTag', () => {
  it('accepts one tag', () => {
    expect(validateSingleTag(parseReading('E280116060000208'))).toEqual({
      ok: true,
      tag: 'E280116060000208',
    });
    expect(validateSingleTag('LP-0001')).toEqual({ ok: true, tag: 'LP-0001' });
  });

  it('refuses several tags read at once', () => {
    expect(validateSingleTag(parseReading('A\r\nB'))).toEqual(multiple);
    expect(validateSingleTag('A|B|C')).toEqual(multiple);
  });

  it('reports a reading with an empty part as partial, before counting parts', () => {
    expect(validateSingleTag('A||B')).toEqual(partial);
    expect(validateSingleTag('A|')).toEqual(partial);
    expect(validateSingleTag('|A')).toEqual(partial);
    expect(validateSingleTag(parseReading('A\n\nB'))).toEqual(partial);
  });

  it('reports an empty reading as partial', () => {
    expect(validateSingleTag('')).toEqual(partial);
    expect(validateSingleTag({ kind: 'tag', code: '', tags: [''] })).toEqual(partial);
  });

  it('passes a barcode as one code, even with | in it', () => {
    expect(validateSingleTag(parseReading('Barcode (ente : X|Lotto : Y) [QR]'))).toEqual({
      ok: true,
      tag: 'ente : X|Lotto : Y',
    });
  });

  it('uses the spec texts', () => {
    expect(messages.multipleTags).toBe('Letto più di un TAG. Avvicinarsi solo al TAG da leggere e riprovare');
    expect(messages.partialTag).toBe('TAG letto solo in parte. Riprovare a leggere');
  });
});
