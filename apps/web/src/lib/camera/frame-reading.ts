/**
 * What one camera frame reads (issue 48): every barcode the decoder found in the aiming box, as one
 * reading. The barcodes of one GS1 logistic label seen together (SSCC; item, count and date; lot)
 * are joined into one element string, so the screen in front takes what it uses: the item with its
 * count (37), lot and date on an item screen, the SSCC on truck loading. Barcodes that are no one
 * label: the item's barcode (an EAN/UPC, or GS1 with a GTIN: what most screens read), else the first
 * found. The screens reading packages (truck loading) read their package labels one at a time.
 */
import { joinGs1Label, parseGs1 } from '@warehouse/shared';
import type { DetectedBarcode } from './detector';

/** An item's barcode: an EAN/UPC, or GS1 carrying a GTIN. */
const ITEM_FORMATS = new Set(['ean_13', 'ean_8', 'upc_a', 'upc_e']);
const namesItem = ({ rawValue, format }: DetectedBarcode) => {
  if (ITEM_FORMATS.has(format)) return true;
  const read = parseGs1(rawValue, { requireCompanions: false });
  return read.ok && (read.data.gtin ?? read.data.contentGtin) !== undefined;
};

export function frameReading(found: readonly DetectedBarcode[]): DetectedBarcode | null {
  const codes = found.filter((b) => b.rawValue !== '');
  if (codes.length <= 1) return codes[0] ?? null;
  const label = joinGs1Label(codes.map((b) => b.rawValue));
  if (label) return { rawValue: label, format: 'code_128' };
  return codes.find(namesItem) ?? codes[0] ?? null;
}
