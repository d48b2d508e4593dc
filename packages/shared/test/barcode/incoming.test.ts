import { describe, expect, it } from 'vitest';
import {
  parseIncomingBarcode,
  parseSpecBarcode,
  type IncomingBarcodeResult,
} from '../../src/barcode/incoming';
import { parseReading } from '../../src/reader/parse';

const today = new Date('2025-06-15T10:00:00Z');
const parse = (text: string) => parseIncomingBarcode(text, { today });

function barcodeOf(result: IncomingBarcodeResult | null) {
  if (!result?.ok) throw new Error(`expected a barcode, got ${JSON.stringify(result)}`);
  return result.barcode;
}

describe('parseIncomingBarcode: the spec format', () => {
  it('reads order, item code, lot and net weight', () => {
    const result = parse('ente : ORD-2025-001|Articolo Cliente : ART01|Lotto : L2025/7|Peso netto Kg : 12,5');
    expect(result).toEqual({
      ok: true,
      format: 'spec',
      barcode: { order: 'ORD-2025-001', itemCode: 'ART01', lot: 'L2025/7', netWeightKg: 12.5 },
    });
  });

  it('accepts a dot, a comma or no decimal separator in the weight', () => {
    expect(barcodeOf(parse('Peso netto Kg : 12.50')).netWeightKg).toBe(12.5);
    expect(barcodeOf(parse('Peso netto Kg : 0,125')).netWeightKg).toBe(0.125);
    expect(barcodeOf(parse('Peso netto Kg : 7')).netWeightKg).toBe(7);
  });

  it('tolerates case and spacing differences in the labels and around values', () => {
    expect(barcodeOf(parse(' ENTE: O1 | articolo  cliente:A1|LOTTO :L1 |peso netto kg:3'))).toEqual({
      order: 'O1',
      itemCode: 'A1',
      lot: 'L1',
      netWeightKg: 3,
    });
  });

  it('returns only the fields present, ignoring other parts', () => {
    expect(barcodeOf(parse('Descrizione : Mele|Lotto : L1|Fornitore : X'))).toEqual({ lot: 'L1' });
  });

  it('leaves out a label with no value', () => {
    expect(barcodeOf(parse('ente : |Lotto : L1'))).toEqual({ lot: 'L1' });
    expect(barcodeOf(parse('ente :'))).toEqual({});
  });

  it('reads the parts joined by the reader from a multi-line barcode', () => {
    const reading = parseReading('Barcode (ente : O1\r\nLotto : L1) [QR]');
    expect(barcodeOf(parse(reading.code))).toEqual({ order: 'O1', lot: 'L1' });
  });

  it('does not take "Articolo Cliente" for the order label', () => {
    expect(barcodeOf(parse('Articolo Cliente : A1'))).toEqual({ itemCode: 'A1' });
  });

  it.each(['12,5 kg', '1.234,5', '-3', ',5', 'abc'])('refuses the weight %j', (weight) => {
    const result = parse(`ente : O1|Peso netto Kg : ${weight}`);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('invalid-weight');
  });

  it('refuses two different values for one field, accepts a repeated one', () => {
    const result = parse('Lotto : A|Lotto : B');
    expect(!result.ok && result.error.code).toBe('duplicate-field');
    expect(barcodeOf(parse('Lotto : A|Lotto : A'))).toEqual({ lot: 'A' });
    expect(barcodeOf(parse('Peso netto Kg : 2,5|Peso netto Kg : 2.50'))).toEqual({ netWeightKg: 2.5 });
  });

  it('wins over GS1 when any part carries a spec label', () => {
    expect(parse('0109501101530003|Lotto : L1')).toEqual({
      ok: true,
      format: 'spec',
      barcode: { lot: 'L1' },
    });
  });

  it('parseSpecBarcode answers null without spec labels', () => {
    expect(parseSpecBarcode('0109501101530003')).toBeNull();
    expect(parseSpecBarcode('Cliente : X')).toBeNull();
  });
});

describe('parseIncomingBarcode: GS1', () => {
  it('maps 400, 01, 10, 310n, 21 and 17', () => {
    expect(parse(']C1400PO-77\x1d0109501101530003' + '3102001250' + '17251231' + '10L1\x1d21S1')).toEqual({
      ok: true,
      format: 'gs1',
      barcode: {
        order: 'PO-77',
        gtin: '09501101530003',
        lot: 'L1',
        netWeightKg: 12.5,
        netWeight: { value: 12.5, unit: 'kg' },
        serial: 'S1',
        expiry: '2025-12-31',
      },
    });
  });

  it('maps 02 to the GTIN, with 00 and 37', () => {
    expect(barcodeOf(parse('(00)106141411234567897(02)10801234567898(37)24'))).toEqual({
      sscc: '106141411234567897',
      gtin: '10801234567898',
      count: 24,
    });
  });

  it('reads a GS1 barcode whose separators the reader turned into |', () => {
    const reading = parseReading('Barcode (0109501101530003\r\n10L1\r\n3103001250) [GS1-128]');
    expect(barcodeOf(parse(reading.code))).toEqual({
      gtin: '09501101530003',
      lot: 'L1',
      netWeightKg: 1.25,
      netWeight: { value: 1.25, unit: 'kg' },
    });
  });

  it('gives no item code from GS1', () => {
    expect(barcodeOf(parse('(01)09501101530003'))).toEqual({ gtin: '09501101530003' });
  });
});

describe('parseIncomingBarcode: neither format', () => {
  it.each([
    ['ORD-2025-001', 'not-gs1'],
    ['', 'empty'],
    ['1401234567890', 'unknown-ai'],
    ['0109501101530004', 'check-digit'],
  ])('%j → %s', (text, code) => {
    const result = parse(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe(code);
    expect(!result.ok && result.error.message).toBeTruthy();
  });
});
