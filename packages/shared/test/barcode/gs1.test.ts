import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, gs1DateToIso, parseGs1, type Gs1Result } from '../../src/barcode/gs1';

const today = new Date('2025-06-15T10:00:00Z');
const parse = (text: string) => parseGs1(text, { today });
const GS = '\x1d';
const GTIN = '09501101530003'; // GS1's own example GTIN
const CONTENT_GTIN = '10801234567898';
const SSCC = '106141411234567897';

function data(result: Gs1Result) {
  if (!result.ok) throw new Error(`expected success, got ${result.error.code}: ${result.error.message}`);
  return result.data;
}

function errorOf(result: Gs1Result) {
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

describe('parseGs1: application identifiers', () => {
  it('00 SSCC', () => {
    expect(data(parse(`00${SSCC}`))).toEqual({ sscc: SSCC });
  });

  it('01 GTIN, 17 expiry and 10 lot', () => {
    expect(data(parse(`01${GTIN}17251231` + '10LOT-1/A'))).toEqual({
      gtin: GTIN,
      expiry: '2025-12-31',
      lot: 'LOT-1/A',
    });
  });

  it('02 contained GTIN with 37 count on a logistic unit (00)', () => {
    expect(data(parse(`00${SSCC}02${CONTENT_GTIN}37144`))).toEqual({
      sscc: SSCC,
      contentGtin: CONTENT_GTIN,
      count: 144,
    });
  });

  it('21 serial', () => {
    expect(data(parse(`01${GTIN}21SN(42)*x`))).toEqual({ gtin: GTIN, serial: 'SN(42)*x' });
  });

  it('400 purchase order number', () => {
    expect(data(parse('400PO/2025-000123'))).toEqual({ order: 'PO/2025-000123' });
  });

  it.each([
    ['3100', '000012', 12],
    ['3101', '000125', 12.5],
    ['3102', '001250', 12.5],
    ['3103', '001250', 1.25],
    ['3104', '012345', 1.2345],
    ['3105', '123456', 1.23456],
  ])('%s net weight %s is %d kg', (ai, value, kg) => {
    expect(data(parse(`01${GTIN}${ai}${value}`))).toEqual({
      gtin: GTIN,
      netWeightKg: kg,
      netWeight: { value: kg, unit: 'kg' },
      measures: [{ ai, title: 'NET WEIGHT (kg)', value: kg, unit: 'kg' }],
    });
  });

  it('every AI together, in the order read', () => {
    const result = parse(`00${SSCC}02${CONTENT_GTIN}17260101` + `3102001250400PO1${GS}10L1${GS}3712`);
    expect(result.ok && result.elements).toEqual([
      { ai: '00', value: SSCC },
      { ai: '02', value: CONTENT_GTIN },
      { ai: '17', value: '260101' },
      { ai: '3102', value: '001250' },
      { ai: '400', value: 'PO1' },
      { ai: '10', value: 'L1' },
      { ai: '37', value: '12' },
    ]);
    expect(data(result)).toEqual({
      sscc: SSCC,
      contentGtin: CONTENT_GTIN,
      expiry: '2026-01-01',
      netWeightKg: 12.5,
      netWeight: { value: 12.5, unit: 'kg' },
      measures: [{ ai: '3102', title: 'NET WEIGHT (kg)', value: 12.5, unit: 'kg' }],
      order: 'PO1',
      lot: 'L1',
      count: 12,
    });
  });

  it('accepts the maximum lengths of variable values', () => {
    expect(data(parse(`01${GTIN}10${'A'.repeat(20)}`)).lot).toHaveLength(20);
    expect(data(parse(`01${GTIN}21${'9'.repeat(20)}`)).serial).toHaveLength(20);
    expect(data(parse(`00${SSCC}02${CONTENT_GTIN}37${'9'.repeat(8)}`)).count).toBe(99_999_999);
    expect(data(parse(`400${'B'.repeat(30)}`)).order).toHaveLength(30);
  });
});

describe('parseGs1: group separators', () => {
  it.each([
    '\x1d',
    '<GS>',
    '<gs>',
    '{GS}',
    '[GS]',
    '\\x1d',
    '\\X1D',
    '\\u001d',
    '^]',
    'Alt029',
    '~',
    '#',
    '|',
  ])('ends a variable value at %j', (separator) => {
    expect(data(parse(`01${GTIN}10LOT1${separator}21SER9${separator}3103001250`))).toMatchObject({
      gtin: GTIN,
      lot: 'LOT1',
      serial: 'SER9',
      netWeightKg: 1.25,
    });
  });

  it('ignores a leading FNC1, doubled and trailing separators, and one after a fixed value', () => {
    expect(data(parse(`${GS}01${GTIN}${GS}${GS}10L${GS}`))).toEqual({ gtin: GTIN, lot: 'L' });
    expect(data(parse(`<GS>01${GTIN}10L`))).toEqual({ gtin: GTIN, lot: 'L' });
  });

  it('without a separator a variable value runs to the end', () => {
    expect(data(parse(`01${GTIN}10LOT1` + '21SER9'))).toEqual({ gtin: GTIN, lot: 'LOT121SER9' });
  });
});

describe('parseGs1: symbology identifiers', () => {
  it.each([']C1', ']e0', ']d2', ']Q3', ']J1'])('strips %s', (id) => {
    expect(data(parse(`${id}01${GTIN}`))).toEqual({ gtin: GTIN });
    expect(data(parse(`${id}${GS}01${GTIN}10X`))).toEqual({ gtin: GTIN, lot: 'X' });
  });

  it.each([']C0', ']E0', ']d1', ']Q1'])('refuses %s, which is not GS1', (id) => {
    expect(errorOf(parse(`${id}01${GTIN}`)).code).toBe('not-gs1');
  });
});

describe('parseGs1: human-readable form', () => {
  it('reads (AI)value pairs', () => {
    expect(data(parse(`(01)${GTIN}(10)ABC`))).toEqual({ gtin: GTIN, lot: 'ABC' });
  });

  it('allows spaces around values and a symbology identifier', () => {
    expect(data(parse(`]C1 (01) ${GTIN} (3103) 001250 (10) ABC `))).toMatchObject({
      gtin: GTIN,
      netWeightKg: 1.25,
      lot: 'ABC',
    });
  });

  it('refuses a value longer than its fixed length', () => {
    expect(errorOf(parse(`(01)${GTIN}9(10)A`))).toMatchObject({ code: 'too-long', ai: '01' });
  });

  it('refuses text before the first AI', () => {
    expect(errorOf(parse(`(1)2(01)${GTIN}`)).code).toBe('not-gs1');
    expect(errorOf(parse('(ABC)')).code).toBe('not-gs1');
  });

  it('names an unknown AI', () => {
    expect(errorOf(parse(`(01)${GTIN}(14)251231`))).toMatchObject({ code: 'unknown-ai', ai: '14' });
  });
});

describe('parseGs1: malformed data', () => {
  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    [']C1', 'empty'],
    [`${GS}<GS>`, 'empty'],
    ['HELLO', 'not-gs1'],
    [`${GS}ABC`, 'not-gs1'],
    ['14251231', 'unknown-ai'],
    ['3106123456', 'unknown-ai'],
    [`01${GTIN}19ABC`, 'unknown-ai'],
    [`01${GTIN}XYZ`, 'unknown-ai'],
    ['01950110153000', 'too-short'],
    [`00${SSCC.slice(0, 17)}`, 'too-short'],
    ['172512', 'too-short'],
    ['3103' + '1250', 'too-short'],
    ['01095011015300AB', 'not-numeric'],
    ['17ABCDEF', 'not-numeric'],
    ['3103 01250', 'not-numeric'],
    ['3712A', 'not-numeric'],
    [`10${'A'.repeat(21)}`, 'too-long'],
    [`21${'A'.repeat(21)}`, 'too-long'],
    [`37${'1'.repeat(9)}`, 'too-long'],
    [`400${'A'.repeat(31)}`, 'too-long'],
    [`10${GS}21X`, 'empty-value'],
    ['10LOT 1', 'invalid-character'],
    ['10LOTè', 'invalid-character'],
    ['400A@B', 'invalid-character'],
    ['0109501101530004', 'check-digit'],
    [`00${SSCC.slice(0, 17)}0`, 'check-digit'],
    ['0210801234567890', 'check-digit'],
    ['17251301', 'invalid-date'],
    ['17250230', 'invalid-date'],
    ['17250001', 'invalid-date'],
    ['17250132', 'invalid-date'],
    [`10A${GS}10B`, 'duplicate-ai'],
    [`01${GTIN}02${CONTENT_GTIN}`, 'conflicting-ai'],
    ['3102001250' + '3103001250', 'conflicting-ai'],
  ])('%j → %s', (text, code) => {
    const error = errorOf(parse(text));
    expect(error.code).toBe(code);
    expect(error.message).not.toBe('');
  });

  it('reports which AI is wrong', () => {
    expect(errorOf(parse('0109501101530004'))).toMatchObject({ code: 'check-digit', ai: '01' });
    expect(errorOf(parse(`01${GTIN}17251301`))).toMatchObject({ code: 'invalid-date', ai: '17' });
  });

  it('accepts the same element twice', () => {
    const result = parse(`01${GTIN}10A${GS}10A`);
    expect(result.ok && result.elements).toEqual([
      { ai: '01', value: GTIN },
      { ai: '10', value: 'A' },
    ]);
  });
});

describe('gs1CheckDigit', () => {
  it('computes the GS1 mod-10 check digit', () => {
    expect(gs1CheckDigit('0950110153000')).toBe(3);
    expect(gs1CheckDigit('1080123456789')).toBe(8);
    expect(gs1CheckDigit('10614141123456789')).toBe(7);
    expect(gs1CheckDigit('0000000000000')).toBe(0);
  });
});

describe('gs1DateToIso', () => {
  it('gives the last day of the month for day 00', () => {
    expect(gs1DateToIso('240200', today)).toBe('2024-02-29');
    expect(gs1DateToIso('250200', today)).toBe('2025-02-28');
    expect(gs1DateToIso('251200', today)).toBe('2025-12-31');
  });

  it('picks the century within 50 years of the reference year (GS1 rule)', () => {
    expect(gs1DateToIso('750101', today)).toBe('2075-01-01');
    expect(gs1DateToIso('760101', today)).toBe('1976-01-01');
    expect(gs1DateToIso('990101', today)).toBe('1999-01-01');
    expect(gs1DateToIso('000101', today)).toBe('2000-01-01');
    expect(gs1DateToIso('300101', new Date('2080-01-01T00:00:00Z'))).toBe('2130-01-01');
    expect(gs1DateToIso('310101', new Date('2080-01-01T00:00:00Z'))).toBe('2031-01-01');
  });

  it('defaults the reference to today', () => {
    const yy = String(new Date().getUTCFullYear() % 100).padStart(2, '0');
    expect(gs1DateToIso(`${yy}0101`)).toBe(`${new Date().getUTCFullYear()}-01-01`);
  });

  it('refuses what is not a date', () => {
    expect(gs1DateToIso('25011', today)).toBeNull();
    expect(gs1DateToIso('2501AB', today)).toBeNull();
    expect(gs1DateToIso('251301', today)).toBeNull();
    expect(gs1DateToIso('250431', today)).toBeNull();
  });
});
