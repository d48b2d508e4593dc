import { parseGs1, type Gs1Data } from './gs1';
import { parseSpecBarcode } from './incoming';

/**
 * The lot a reading carries, wherever it was read (issue 34): a GS1 element string or Digital Link
 * with (10), an incoming label's 'Lotto : ' part, or a tag whose reading already has a lot. The date
 * kept with it is the use-by (17), else the best-before (15): one date, the one a recall is about
 * (docs/decisions.md, "Lots on readings").
 */
export interface ReadLot {
  lot?: string;
  /** ISO date YYYY-MM-DD. */
  expiryDate?: string;
  /**
   * The RFID tag read, when the reading was a tag: the server gives the reading the lot of the tag's
   * readings (its incoming reading, which its tracks hang on), the same in every module.
   */
  tag?: string;
}

/** The longest lot a reading keeps (the column's size; GS1's (10) is at most 20 characters). */
export const LOT_MAX_LENGTH = 255;

function cleanLot(lot: string | null | undefined): string | undefined {
  const text = lot?.trim();
  return text ? text.slice(0, LOT_MAX_LENGTH) : undefined;
}

/**
 * The lot and date of parsed GS1 data (what the scan resolver keeps of an item's GS1 barcode, or of
 * a logistic label read barcode by barcode).
 */
export function lotFromGs1(data: Pick<Gs1Data, 'lot' | 'expiry' | 'bestBefore'>): ReadLot {
  const lot = cleanLot(data.lot);
  const expiryDate = data.expiry ?? data.bestBefore;
  return { ...(lot ? { lot } : {}), ...(expiryDate ? { expiryDate } : {}) };
}

/** The lot a scanned code carries: the spec's incoming label, then GS1; nothing for a plain code. */
export function lotFromBarcode(code: string): ReadLot {
  const spec = parseSpecBarcode(code);
  if (spec?.ok) {
    const lot = cleanLot(spec.barcode.lot);
    return lot ? { lot } : {};
  }
  const gs1 = parseGs1(code.trim());
  return gs1.ok ? lotFromGs1(gs1.data) : {};
}

/** The lot of a tag: the one its readings agree on (none when they name different lots). */
export function lotOfReadings(
  readings: readonly { lot?: string | null; expiry_date?: string | null }[],
): ReadLot {
  const lots = new Set(readings.map((r) => cleanLot(r.lot)).filter((l): l is string => l !== undefined));
  if (lots.size !== 1) return {};
  const [lot] = [...lots] as [string];
  const expiryDate = readings.find((r) => cleanLot(r.lot) === lot && r.expiry_date)?.expiry_date;
  return { lot, ...(expiryDate ? { expiryDate } : {}) };
}

/**
 * The reading's payload fields for a lot read with it (nothing when none was read); a tag read
 * without a lot sends the tag, whose lot the server finds.
 */
export function lotPayload(read: ReadLot): { lot?: string; expiry_date?: string; tag?: string } {
  return {
    ...(read.lot ? { lot: read.lot } : {}),
    ...(read.lot && read.expiryDate ? { expiry_date: read.expiryDate } : {}),
    ...(!read.lot && read.tag ? { tag: read.tag } : {}),
  };
}
