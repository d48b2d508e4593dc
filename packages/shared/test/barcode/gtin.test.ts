import { describe, expect, it } from 'vitest';
import * as shared from '@warehouse/shared';
import { normalizeGtin, sameGtin } from '../../src/barcode/gtin';

it('is exported by the package entry point', () => {
  expect(shared.normalizeGtin).toBe(normalizeGtin);
  expect(shared.sameGtin).toBe(sameGtin);
});

describe('normalizeGtin', () => {
  it.each([
    ['09501101530003', '09501101530003'],
    ['9501101530003', '09501101530003'],
    ['012345678905', '00012345678905'],
    ['96385074', '00000096385074'],
    [' 9501101530003 ', '09501101530003'],
  ])('%j → %j', (code, gtin) => {
    expect(normalizeGtin(code)).toBe(gtin);
  });

  it.each(['', 'ABC', '123', '1234567890', '950110153000X', '123456789012345', null, undefined])(
    'is null for %j',
    (code) => {
      expect(normalizeGtin(code)).toBeNull();
    },
  );
});

describe('sameGtin', () => {
  it('matches a GTIN-14 from AI (01) with the EAN-13 or UPC-12 of an item', () => {
    expect(sameGtin('09501101530003', '9501101530003')).toBe(true);
    expect(sameGtin('00012345678905', '012345678905')).toBe(true);
    expect(sameGtin('00000096385074', '96385074')).toBe(true);
  });

  it('does not match different GTINs or codes that are not GTINs', () => {
    expect(sameGtin('09501101530003', '9501101530004')).toBe(false);
    expect(sameGtin('ART01', 'ART01')).toBe(false);
    expect(sameGtin(null, null)).toBe(false);
    expect(sameGtin('', '')).toBe(false);
  });
});
