import { describe, expect, it } from 'vitest';
import { parseDate, parseNumber } from '../../../src/actions/import/values';
import { sniffDelimiter } from '../../../src/actions/import/source';

describe('CSV import values', () => {
  it.each([
    ['1234,5', 1234.5],
    ['1.234,5', 1234.5],
    ['1.234.567', 1234567],
    ['1234.5', 1234.5],
    ['1,234.5', 1234.5],
    ['-3', -3],
    [' 7 ', 7],
  ])('number %j → %d', (raw, value) => {
    expect(parseNumber(raw)).toEqual({ value });
  });

  it.each(['tre', '1,2,3', '1..2', '12a'])('%j is not a number', (raw) => {
    expect(parseNumber(raw)).toHaveProperty('error');
  });

  it.each([
    ['31/12/2026', '2026-12-31'],
    ['1/2/2026', '2026-02-01'],
    ['31-12-2026', '2026-12-31'],
    ['31.12.26', '2026-12-31'],
    ['2026-12-31', '2026-12-31'],
    ['2026/1/5', '2026-01-05'],
    ['2026-12-31T10:00:00Z', '2026-12-31'],
  ])('date %j → %s', (raw, value) => {
    expect(parseDate(raw)).toEqual({ value });
  });

  it.each(['31/02/2026', '2026-13-01', 'domani', '12/2026'])('%j is not a date', (raw) => {
    expect(parseDate(raw)).toHaveProperty('error');
  });

  it('an empty cell is no value', () => {
    expect(parseNumber('')).toEqual({ value: undefined });
    expect(parseDate(' ')).toEqual({ value: undefined });
  });

  it('the separator is the one the header uses more, quotes aside', () => {
    expect(sniffDelimiter('code;description;barcode')).toBe(';');
    expect(sniffDelimiter('code,description')).toBe(',');
    expect(sniffDelimiter('"a;b",c,d')).toBe(',');
    expect(sniffDelimiter('code')).toBe(',');
  });
});
