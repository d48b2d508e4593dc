import { describe, expect, it } from 'vitest';
import {
  MAX_READING_LENGTH,
  ReaderParseError,
  joinLineBreaks,
  parseReading,
  splitTags,
  tryParseReading,
} from '../../src/reader/parse';

describe('parseReading: barcodes', () => {
  it('reads code and symbology', () => {
    expect(parseReading('Barcode (8001234567890) [EAN13]')).toEqual({
      kind: 'barcode',
      code: '8001234567890',
      symbology: 'EAN13',
    });
  });

  it('keeps parentheses and brackets that belong to the code', () => {
    expect(parseReading('Barcode ((01)09501101530003(10)AB) [GS1-128]')).toEqual({
      kind: 'barcode',
      code: '(01)09501101530003(10)AB',
      symbology: 'GS1-128',
    });
    expect(parseReading('Barcode (A) [B] C) [QR]')).toEqual({
      kind: 'barcode',
      code: 'A) [B] C',
      symbology: 'QR',
    });
  });

  it('keeps the GS1 group separator inside the code', () => {
    expect(parseReading('Barcode (10LOT\x1d17251231) [DataMatrix]')).toMatchObject({
      code: '10LOT\x1d17251231',
    });
  });

  it('joins line breaks inside a barcode with |', () => {
    expect(parseReading('Barcode (ente : ORD1\r\nLotto : L1\nPeso netto Kg : 2\rX) [QR]')).toMatchObject({
      kind: 'barcode',
      code: 'ente : ORD1|Lotto : L1|Peso netto Kg : 2|X',
    });
  });

  it('drops line breaks at the end of a code (a QR whose text ends in one), not inside it', () => {
    expect(parseReading('Barcode (8010000000001\n) [QRCODE]')).toEqual({
      kind: 'barcode',
      code: '8010000000001',
      symbology: 'QRCODE',
    });
    expect(parseReading('Barcode (A\r\nB\r\n) [QRCODE]\n')).toMatchObject({ code: 'A|B' });
  });

  it('accepts an empty symbology', () => {
    expect(parseReading('Barcode (123) []')).toEqual({ kind: 'barcode', code: '123', symbology: '' });
  });

  it('refuses a barcode without a code', () => {
    const result = tryParseReading('Barcode () [EAN13]');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.reason).toBe('empty-barcode');
  });

  it('takes a line that only looks like a barcode as a tag', () => {
    for (const line of [
      'Barcode (123) [EAN13] ',
      'Barcode (123)',
      'barcode (123) [EAN13]',
      'Barcode 123 [X]',
    ]) {
      expect(parseReading(line)).toEqual({ kind: 'tag', code: line, tags: [line] });
    }
  });
});

describe('parseReading: tags', () => {
  it('takes any other line as one tag', () => {
    expect(parseReading('E2801160600002086A5C3F91')).toEqual({
      kind: 'tag',
      code: 'E2801160600002086A5C3F91',
      tags: ['E2801160600002086A5C3F91'],
    });
  });

  it('splits several tags read at once, whatever the line break', () => {
    expect(parseReading('A\r\nB\nC\rD')).toEqual({
      kind: 'tag',
      code: 'A|B|C|D',
      tags: ['A', 'B', 'C', 'D'],
    });
    expect(parseReading('A|B')).toMatchObject({ tags: ['A', 'B'] });
  });

  it('drops the line terminator but keeps empty parts inside', () => {
    expect(parseReading('TAG1\r\n')).toEqual({ kind: 'tag', code: 'TAG1', tags: ['TAG1'] });
    expect(parseReading('A\n\nB\n')).toMatchObject({ code: 'A||B', tags: ['A', '', 'B'] });
    expect(parseReading('\nA')).toMatchObject({ code: '|A', tags: ['', 'A'] });
    expect(parseReading('A|')).toMatchObject({ tags: ['A', ''] });
  });
});

describe('parseReading: lines that are not readings', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['\r\n', 'blank'],
    ['\x00\x1d\t', 'blank'],
    ['\u200b', 'blank'],
    ['x'.repeat(MAX_READING_LENGTH + 1), 'too-long'],
  ] as const)('%j is refused as %s', (line, reason) => {
    const result = tryParseReading(line);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.reason).toBe(reason);
    expect(() => parseReading(line)).toThrow(ReaderParseError);
  });

  it('accepts a reading of exactly the maximum length', () => {
    expect(parseReading('x'.repeat(MAX_READING_LENGTH))).toMatchObject({ kind: 'tag' });
  });

  it('throws an error carrying the reason', () => {
    try {
      parseReading('');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ReaderParseError);
      expect((error as ReaderParseError).reason).toBe('empty');
      expect((error as ReaderParseError).name).toBe('ReaderParseError');
    }
  });
});

describe('helpers', () => {
  it('joinLineBreaks treats \\r\\n as one break', () => {
    expect(joinLineBreaks('a\r\nb\n\rc')).toBe('a|b||c');
  });

  it('splitTags splits on |', () => {
    expect(splitTags('a|b')).toEqual(['a', 'b']);
    expect(splitTags('')).toEqual(['']);
  });
});
