/**
 * The incoming-goods barcode as operators' readers deliver it: every supported AI mapped to the form's
 * fields, every group-separator variant (with and without a symbology identifier), through the reader
 * bridge's `Barcode (…) [type]` line and as a keyboard wedge types it.
 */
import { describe, expect, it } from 'vitest';
import { parseIncomingBarcode, type IncomingBarcodeResult } from '../../src/barcode/incoming';
import { parseReading } from '../../src/reader/parse';

const today = new Date('2025-06-15T10:00:00Z');
const parse = (text: string) => parseIncomingBarcode(text, { today });
const GS = '\x1d';
const GTIN = '09501101530003';
const CONTENT_GTIN = '10801234567898';
const SSCC = '106141411234567897';

function barcodeOf(result: IncomingBarcodeResult) {
  if (!result.ok) throw new Error(`expected a barcode, got ${result.error.code}: ${result.error.message}`);
  expect(result.format).toBe('gs1');
  return result.barcode;
}

const SEPARATORS = [
  GS,
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
];

describe('parseIncomingBarcode: every GS1 AI of incoming goods', () => {
  it('00 SSCC', () => expect(barcodeOf(parse(`00${SSCC}`))).toEqual({ sscc: SSCC }));
  it('01 GTIN', () => expect(barcodeOf(parse(`01${GTIN}`))).toEqual({ gtin: GTIN }));
  it('02 contained GTIN, as the GTIN, with 37 count on a logistic unit', () =>
    expect(barcodeOf(parse(`00${SSCC}02${CONTENT_GTIN}3748`))).toEqual({
      sscc: SSCC,
      gtin: CONTENT_GTIN,
      count: 48,
    }));
  const item = (text: string) => barcodeOf(parse(`01${GTIN}${text}`));
  it('10 lot', () => expect(item('10L-2025/7')).toEqual({ gtin: GTIN, lot: 'L-2025/7' }));
  it('17 expiry', () => expect(item('17251200')).toEqual({ gtin: GTIN, expiry: '2025-12-31' }));
  it('15 best before', () => expect(item('15251200')).toEqual({ gtin: GTIN, bestBefore: '2025-12-31' }));
  it('21 serial', () => expect(item('21SN0001')).toEqual({ gtin: GTIN, serial: 'SN0001' }));
  it('400 order number', () =>
    expect(barcodeOf(parse('400AC-2025-0001'))).toEqual({ order: 'AC-2025-0001' }));

  it.each([
    ['3100', '000013', 13],
    ['3101', '000135', 13.5],
    ['3102', '001350', 13.5],
    ['3103', '013500', 13.5],
    ['3104', '135000', 13.5],
    ['3105', '001350', 0.0135],
  ])('%s net weight %s is %d kg', (ai, value, kg) => {
    expect(item(`${ai}${value}`)).toEqual({
      gtin: GTIN,
      netWeightKg: kg,
      netWeight: { value: kg, unit: 'kg' },
    });
  });

  it.each([
    ['3200', '000055', 55, 24.94758],
    ['3202', '005512', 55.12, 25.002],
    ['3205', '100000', 1, 0.453592],
  ])('%s net weight %s is %d lb, converted to kg', (ai, value, pounds, kg) => {
    const barcode = item(`${ai}${value}`);
    expect(barcode.netWeight).toEqual({ value: pounds, unit: 'lb' });
    expect(barcode.netWeightKg).toBeCloseTo(kg, 3);
  });

  it('a full pallet label: every field at once', () => {
    expect(
      barcodeOf(parse(`00${SSCC}02${CONTENT_GTIN}17251231` + `3103012500400PO-9${GS}10L9${GS}3724`)),
    ).toEqual({
      sscc: SSCC,
      gtin: CONTENT_GTIN,
      expiry: '2025-12-31',
      netWeightKg: 12.5,
      netWeight: { value: 12.5, unit: 'kg' },
      order: 'PO-9',
      lot: 'L9',
      count: 24,
    });
  });
});

describe('parseIncomingBarcode: group separator variants', () => {
  const expected = {
    order: 'AC-7',
    gtin: GTIN,
    netWeightKg: 12.5,
    netWeight: { value: 12.5, unit: 'kg' },
    lot: 'LOT1',
    serial: 'SER9',
  };
  const body = (s: string) => `400AC-7${s}01${GTIN}3102001250` + `10LOT1${s}21SER9`;

  it.each(SEPARATORS)('%j alone', (s) => {
    expect(barcodeOf(parse(body(s)))).toEqual(expected);
  });

  it.each(SEPARATORS)('%j after a ]C1 symbology identifier', (s) => {
    expect(barcodeOf(parse(`]C1${body(s)}`))).toEqual(expected);
  });

  it.each(SEPARATORS)('%j as the leading FNC1 and as a trailing separator', (s) => {
    expect(barcodeOf(parse(`${s}${body(s)}${s}`))).toEqual(expected);
    expect(barcodeOf(parse(`]C1${s}${body(s)}${s}`))).toEqual(expected);
  });

  it.each([']e0', ']d2', ']Q3'])('%s (DataBar, DataMatrix, QR) carries GS1 too', (id) => {
    expect(barcodeOf(parse(`${id}${body(GS)}`))).toEqual(expected);
  });
});

describe('parseIncomingBarcode: as the readers deliver it', () => {
  it('through the reader bridge, with ASCII 29 separators', () => {
    const reading = parseReading(`Barcode (]C1400AC-7${GS}01${GTIN}10LOT1) [GS1-128]`);
    expect(reading.kind).toBe('barcode');
    expect(barcodeOf(parse(reading.code))).toEqual({ order: 'AC-7', gtin: GTIN, lot: 'LOT1' });
  });

  it('through the reader bridge, with separators sent as line breaks', () => {
    const reading = parseReading(`Barcode (400AC-7\r\n01${GTIN}3103012500\n10LOT1) [GS1-128]`);
    expect(barcodeOf(parse(reading.code))).toEqual({
      order: 'AC-7',
      gtin: GTIN,
      netWeightKg: 12.5,
      netWeight: { value: 12.5, unit: 'kg' },
      lot: 'LOT1',
    });
  });

  it('through the reader bridge, with a bracketed placeholder inside the code', () => {
    const reading = parseReading(`Barcode (]C1400AC-7[GS]01${GTIN}10LOT1) [GS1-128]`);
    expect(barcodeOf(parse(reading.code))).toEqual({ order: 'AC-7', gtin: GTIN, lot: 'LOT1' });
  });

  it('the spec format through the reader bridge', () => {
    const reading = parseReading(
      'Barcode (ente : AC-7|Articolo Cliente : PAS-500|Lotto : L1|Peso netto Kg : 12,5) [QRCODE]',
    );
    expect(parse(reading.code)).toEqual({
      ok: true,
      format: 'spec',
      barcode: { order: 'AC-7', itemCode: 'PAS-500', lot: 'L1', netWeightKg: 12.5 },
    });
  });

  it('the spec format with its parts on separate lines', () => {
    const reading = parseReading('Barcode (ente : AC-7\nArticolo Cliente : PAS-500\nLotto : L1) [QRCODE]');
    expect(parse(reading.code)).toMatchObject({
      ok: true,
      format: 'spec',
      barcode: { order: 'AC-7', itemCode: 'PAS-500', lot: 'L1' },
    });
  });
});
