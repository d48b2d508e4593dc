import { parseGs1, type Gs1Data, type Gs1ErrorCode, type Gs1Options } from './gs1';

/**
 * What an incoming-goods barcode can fill in. The spec's own format gives order, item code, lot and
 * net weight; a GS1 label gives the order (AI 400), lot and weight too, plus a GTIN the item can be
 * looked up by (as its barcode) and a few logistic values.
 */
export interface IncomingBarcode {
  order?: string;
  itemCode?: string;
  lot?: string;
  netWeightKg?: number;
  /** The net weight as a GS1 label gives it, in kg or in pounds (then converted into `netWeightKg`). */
  netWeight?: { value: number; unit: 'kg' | 'lb' };
  /** GTIN of the item (AI 01), or of the items contained in the unit (AI 02). */
  gtin?: string;
  serial?: string;
  /** ISO date YYYY-MM-DD (AI 17, use by). */
  expiry?: string;
  /** ISO date YYYY-MM-DD (AI 15, best before). */
  bestBefore?: string;
  sscc?: string;
  count?: number;
}

export type IncomingBarcodeErrorCode = 'invalid-weight' | 'duplicate-field' | Gs1ErrorCode;

export type IncomingBarcodeResult =
  | { ok: true; format: 'spec' | 'gs1'; barcode: IncomingBarcode }
  /** `ai`: the GS1 application identifier at fault, when there is one. */
  | { ok: false; error: { code: IncomingBarcodeErrorCode; message: string; ai?: string } };

type SpecField = 'order' | 'itemCode' | 'lot' | 'netWeightKg';

/**
 * The spec's labels ('ente : ', 'Articolo Cliente : ', 'Lotto : ', 'Peso netto Kg : '), matched at
 * the start of a part without regard to case or to the spaces around ':', since label printers and
 * hand-made labels vary in both.
 */
const SPEC_LABELS: [SpecField, RegExp][] = [
  ['order', /^ente\s*:/i],
  ['itemCode', /^articolo\s+cliente\s*:/i],
  ['lot', /^lotto\s*:/i],
  ['netWeightKg', /^peso\s+netto\s+kg\s*:/i],
];

// A decimal with either separator; thousands separators are refused as ambiguous ('1.250' or '1,250').
const WEIGHT = /^\d+(?:[.,]\d+)?$/;

/** Parses the spec's `label : value|label : value` format; null when no part carries a spec label. */
export function parseSpecBarcode(text: string): IncomingBarcodeResult | null {
  const barcode: IncomingBarcode = {};
  let recognised = false;
  for (const rawPart of text.split('|')) {
    const part = rawPart.trim();
    const label = SPEC_LABELS.find(([, pattern]) => pattern.test(part));
    // Parts without a known label are other data on the same label: ignored.
    if (label === undefined) continue;
    recognised = true;
    const [field, pattern] = label;
    const value = part.replace(pattern, '').trim();
    if (value === '') continue;
    let parsed: string | number = value;
    if (field === 'netWeightKg') {
      if (!WEIGHT.test(value)) {
        return {
          ok: false,
          error: { code: 'invalid-weight', message: `Net weight is not a number: "${value}"` },
        };
      }
      parsed = Number(value.replace(',', '.'));
    }
    if (barcode[field] !== undefined && barcode[field] !== parsed) {
      return {
        ok: false,
        error: {
          code: 'duplicate-field',
          message: `Two different values for ${field}: "${barcode[field]}", "${value}"`,
        },
      };
    }
    Object.assign(barcode, { [field]: parsed });
  }
  return recognised ? { ok: true, format: 'spec', barcode } : null;
}

/**
 * Parses an incoming-goods barcode: the spec's format when any part carries one of its labels, GS1
 * otherwise. An error result means neither applies (the GS1 error says why the text is not GS1).
 */
export function parseIncomingBarcode(text: string, options: Gs1Options = {}): IncomingBarcodeResult {
  const spec = parseSpecBarcode(text);
  if (spec !== null) return spec;
  const gs1 = parseGs1(text, options);
  if (!gs1.ok) return { ok: false, error: gs1.error };
  return { ok: true, format: 'gs1', barcode: incomingFromGs1(gs1.data) };
}

/**
 * What GS1 data (one barcode's, or a whole label's from `parseGs1Label`) fills in on receiving: only
 * the fields it carries, so callers can test `'lot' in barcode` or spread it over a form.
 */
export function incomingFromGs1(data: Gs1Data): IncomingBarcode {
  const { order, gtin, contentGtin, lot, netWeightKg, netWeight, serial, expiry, bestBefore, sscc, count } =
    data;
  const barcode: IncomingBarcode = {
    order,
    gtin: gtin ?? contentGtin,
    lot,
    netWeightKg,
    netWeight,
    serial,
    expiry,
    bestBefore,
    sscc,
    count,
  };
  for (const key of Object.keys(barcode) as (keyof IncomingBarcode)[]) {
    if (barcode[key] === undefined) delete barcode[key];
  }
  return barcode;
}
