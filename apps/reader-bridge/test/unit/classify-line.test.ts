import { describe, expect, it } from 'vitest';
import { classifyLine } from '../../src/readings/classify-line';
import { formatBarcode, formatTags } from '../../src/readings/format-reading';

describe('classifyLine', () => {
  it('passes a line in the Barcode (code) [symbology] form through as a barcode', () => {
    expect(classifyLine('Barcode (8001234567890) [EAN13]')).toEqual({
      kind: 'barcode',
      code: '8001234567890',
      symbology: 'EAN13',
    });
    // Like the app: the code runs up to the last ') ['.
    expect(classifyLine('Barcode (A (1) [x]) [QRCODE]')).toEqual({
      kind: 'barcode',
      code: 'A (1) [x]',
      symbology: 'QRCODE',
    });
  });

  it('drops the barcode form with an empty code, which the app refuses', () => {
    expect(classifyLine('Barcode () [EAN13]')).toBeNull();
  });

  it.each([
    [']E08001234567890', '8001234567890', 'EAN13'],
    [']E480012346', '80012346', 'EAN8'],
    [']C0PAL0001234', 'PAL0001234', 'CODE128'],
    [']C10101234567890128', '0101234567890128', 'GS1-128'],
    [']Q1https://example.com/a', 'https://example.com/a', 'QRCODE'],
    [']d2010123', '010123', 'GS1-DATAMATRIX'],
    [']A0ABC-1', 'ABC-1', 'CODE39'],
    [']X0OTHER', 'OTHER', 'AIM-X0'],
  ])('maps the AIM identifier of %s to a barcode', (line, code, symbology) => {
    expect(classifyLine(line)).toEqual({ kind: 'barcode', code, symbology });
  });

  it('takes any other line as tags, split on |', () => {
    expect(classifyLine('E2801160600002054C5A1B2C')).toEqual({
      kind: 'tags',
      tags: ['E2801160600002054C5A1B2C'],
    });
    expect(classifyLine('A| B ||C')).toEqual({ kind: 'tags', tags: ['A', 'B', 'C'] });
    expect(classifyLine(']E0')).toEqual({ kind: 'tags', tags: [']E0'] });
    expect(classifyLine(' | ')).toBeNull();
  });
});

describe('formatting readings', () => {
  it('writes barcodes in the form the app parses and replaces line breaks with |', () => {
    expect(formatBarcode('8001234567890', 'EAN13')).toBe('Barcode (8001234567890) [EAN13]');
    expect(formatBarcode('line 1\r\nline 2\nline 3', 'QRCODE')).toBe(
      'Barcode (line 1|line 2|line 3) [QRCODE]',
    );
    expect(formatTags(['A', 'B\nC'])).toBe('A|B|C');
  });
});
