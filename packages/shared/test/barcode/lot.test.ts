import { describe, expect, it } from 'vitest';
import { lotFromBarcode, lotOfReadings, lotPayload } from '../../src/barcode/lot';

describe('the lot a reading carries', () => {
  it('GS1-128: (10) with the use-by (17), else the best-before (15)', () => {
    expect(lotFromBarcode('(01)08001234567897(10)L2611(17)270131')).toEqual({
      lot: 'L2611',
      expiryDate: '2027-01-31',
    });
    expect(lotFromBarcode('(01)08001234567897(15)270228(10)L2611')).toEqual({
      lot: 'L2611',
      expiryDate: '2027-02-28',
    });
    expect(lotFromBarcode('(01)08001234567897(17)270131(15)270228(10)L1')).toMatchObject({
      expiryDate: '2027-01-31',
    });
  });

  it('a GS1 Digital Link, an incoming label, and plain codes', () => {
    expect(lotFromBarcode('https://id.gs1.org/01/08001234567897/10/L2611?17=270131')).toEqual({
      lot: 'L2611',
      expiryDate: '2027-01-31',
    });
    expect(lotFromBarcode('ente : AC-1|Articolo Cliente : FAR|Lotto : L77|Peso netto Kg : 12,5')).toEqual({
      lot: 'L77',
    });
    expect(lotFromBarcode('8001234567897')).toEqual({});
    expect(lotFromBarcode('PK-42-003')).toEqual({});
    expect(lotFromBarcode('(01)08001234567897')).toEqual({});
  });

  it("a tag's lot is the one its readings agree on", () => {
    expect(lotOfReadings([{ lot: 'L1', expiry_date: '2027-01-31' }])).toEqual({
      lot: 'L1',
      expiryDate: '2027-01-31',
    });
    expect(lotOfReadings([{ lot: 'L1' }, { lot: null }])).toEqual({ lot: 'L1' });
    expect(lotOfReadings([{ lot: 'L1' }, { lot: 'L2' }])).toEqual({});
    expect(lotOfReadings([])).toEqual({});
  });

  it('the payload names a date only with a lot', () => {
    expect(lotPayload({ lot: 'L1', expiryDate: '2027-01-31' })).toEqual({
      lot: 'L1',
      expiry_date: '2027-01-31',
    });
    expect(lotPayload({ expiryDate: '2027-01-31' })).toEqual({});
    expect(lotPayload({})).toEqual({});
  });

  it('a tag read without a lot sends the tag, for the server to find its lot; a lot read wins', () => {
    expect(lotPayload({ tag: 'E280-1' })).toEqual({ tag: 'E280-1' });
    expect(lotPayload({ lot: 'L1', tag: 'E280-1' })).toEqual({ lot: 'L1' });
  });
});
