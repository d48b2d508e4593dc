import { describe, expect, it } from 'vitest';
import { classifyLine } from '../../src/readings/classify-line';
import {
  simulatedBarcode,
  simulatedTag,
  simulatedTagSerial,
  withCheckDigit,
} from '../../src/sources/simulated-codes';

describe('simulated codes', () => {
  it('makes EPC-like tags of 24 hex digits that carry their serial', () => {
    const serial = 3_527_000_123_456;
    const tag = simulatedTag(serial);
    expect(tag).toMatch(/^30[0-9A-F]{22}$/);
    expect(simulatedTagSerial(tag)).toBe(serial);
    expect(simulatedTag(serial + 1)).not.toBe(tag);
  });

  it('computes GS1 check digits', () => {
    expect(withCheckDigit('400638133393')).toBe('4006381333931');
    expect(withCheckDigit('9638507')).toBe('96385074');
  });

  it('makes barcodes in the app form, with valid EAN check digits', () => {
    for (let serial = 0; serial < 20; serial++) {
      const reading = classifyLine(simulatedBarcode(serial));
      expect(reading?.kind).toBe('barcode');
      if (reading?.kind !== 'barcode') continue;
      if (reading.symbology.startsWith('EAN')) {
        expect(withCheckDigit(reading.code.slice(0, -1))).toBe(reading.code);
      }
    }
  });
});
