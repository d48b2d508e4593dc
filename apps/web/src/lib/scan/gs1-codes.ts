/**
 * GS1 element strings (GS1-128, GS1 DataMatrix, GS1 QR, a Digital Link URI) read where a screen looks
 * items up by barcode: the GTIN they carry — (01), or (02) on a logistic label — in every length an
 * item's barcode may be stored in (GTIN-14, -13, -12, -8), and what else the reading says about the
 * goods (lot, dates, weight, count), for the reading to carry.
 */
import { gtinForms, parseGs1, type Gs1Data } from '@warehouse/shared';

/** The ways a GTIN may be stored as an item's barcode (one rule, in packages/shared). */
export const gtinVariants = gtinForms;

/** What a GS1 reading says about the goods, named as a reading stores it. */
export interface ScanTrace {
  /** AI 10. */
  lot?: string;
  /** AI 17, ISO date. */
  expiryDate?: string;
  /** AI 15, ISO date. */
  bestBefore?: string;
  /** AI 310n / 320n, in kg. */
  netWeightKg?: number;
  /** AI 37 (or 30). */
  count?: number;
}

export function traceOf(data: Gs1Data): ScanTrace {
  const trace: ScanTrace = {};
  if (data.lot !== undefined) trace.lot = data.lot;
  if (data.expiry !== undefined) trace.expiryDate = data.expiry;
  if (data.bestBefore !== undefined) trace.bestBefore = data.bestBefore;
  if (data.netWeightKg !== undefined) trace.netWeightKg = data.netWeightKg;
  const count = data.count ?? data.variableCount;
  if (count !== undefined) trace.count = count;
  return trace;
}

export interface Gs1Item {
  /** The item's barcode as it may be stored, longest first. */
  codes: string[];
  data: Gs1Data;
  trace: ScanTrace;
}

/**
 * The item codes a GS1 reading stands for, or null when it is not GS1 or carries no GTIN. One
 * barcode of a multi-barcode label is read on its own (companions are checked across the label by
 * the screens that read labels, not within one barcode).
 */
export function gs1ItemOf(code: string): Gs1Item | null {
  const text = code.trim();
  if (!/^(\]|\(|\d{2}|https?:)/.test(text)) return null;
  const parsed = parseGs1(text, { requireCompanions: false });
  if (!parsed.ok) return null;
  const gtin = parsed.data.gtin ?? parsed.data.contentGtin;
  if (!gtin) return null;
  return { codes: gtinVariants(gtin), data: parsed.data, trace: traceOf(parsed.data) };
}
