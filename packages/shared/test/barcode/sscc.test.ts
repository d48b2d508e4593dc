import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGs1 } from '../../src/barcode/gs1';
import {
  buildSscc,
  companyPrefixProblem,
  formatSscc,
  isValidSscc,
  ssccOfScan,
  ssccSerialCapacity,
} from '../../src/barcode/sscc';

describe('SSCC check digit: GS1 examples', () => {
  it('GS1 General Specifications 2.2.1: (00) 1 0614141 123456789 7', () => {
    expect(buildSscc('1', '0614141', 123456789)).toBe('106141411234567897');
  });

  it('GS1 Digital Link standard: /00/006141411234567890', () => {
    expect(buildSscc('0', '0614141', 123456789)).toBe('006141411234567890');
  });

  it('GS1 Logistic Label Guideline (Italian prefix): (00) 3 8012345 123456789 1', () => {
    const sscc = buildSscc('3', '8012345', 123456789);
    expect(sscc).toBe('380123451234567891');
    expect(formatSscc(sscc, 7)).toBe('(00) 3 8012345 123456789 1');
  });

  it('a wrong check digit is not an SSCC', () => {
    expect(isValidSscc('106141411234567897')).toBe(true);
    expect(isValidSscc('106141411234567898')).toBe(false);
    expect(isValidSscc('10614141123456789')).toBe(false);
  });
});

describe('company prefix', () => {
  it('takes 7 to 11 digits', () => {
    expect(companyPrefixProblem('8012345')).toBeNull();
    expect(companyPrefixProblem('80123456789')).toBeNull();
    expect(companyPrefixProblem('')).toBe('missing');
    expect(companyPrefixProblem(null)).toBe('missing');
    expect(companyPrefixProblem('801234')).toBe('wrong_length');
    expect(companyPrefixProblem('801234567890')).toBe('wrong_length');
    expect(companyPrefixProblem('80123A5')).toBe('not_digits');
  });

  it('leaves 10^(16 - length) serials; one past the last is refused', () => {
    expect(ssccSerialCapacity('80123456789')).toBe(100000);
    expect(buildSscc('0', '80123456789', 99999)).toMatch(/^08012345678999999\d$/);
    expect(() => buildSscc('0', '80123456789', 100000)).toThrow(RangeError);
  });
});

describe('allocation never repeats (fast-check)', () => {
  const prefix = fc
    .integer({ min: 7, max: 11 })
    .chain((length) => fc.stringMatching(new RegExp(`^\\d{${length}}$`)));

  it('distinct counter values give distinct, valid SSCCs that a scanner reads back as AI 00', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }).map(String),
        prefix,
        fc.uniqueArray(fc.integer({ min: 1, max: 99999 }), { minLength: 2, maxLength: 50 }),
        (extension, companyPrefix, serials) => {
          const ssccs = serials.map((serial) => buildSscc(extension, companyPrefix, serial));
          expect(new Set(ssccs).size).toBe(serials.length);
          for (const sscc of ssccs) {
            expect(isValidSscc(sscc)).toBe(true);
            const read = parseGs1(`(00)${sscc}`);
            expect(read.ok && read.data.sscc).toBe(sscc);
          }
        },
      ),
    );
  });
});

describe('ssccOfScan', () => {
  it('reads AI 00 from GS1-128, DataMatrix and Digital Link; nothing from a package name', () => {
    expect(ssccOfScan(']C100380123451234567891')).toBe('380123451234567891');
    expect(ssccOfScan('(00)380123451234567891(02)08012345000012(37)12')).toBe('380123451234567891');
    expect(ssccOfScan(']d200380123451234567891')).toBe('380123451234567891');
    expect(ssccOfScan('https://id.gs1.org/00/380123451234567891')).toBe('380123451234567891');
    expect(ssccOfScan('PK-12-001')).toBeNull();
    expect(ssccOfScan('00380123451234567892')).toBeNull();
  });
});
