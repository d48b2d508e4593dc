/**
 * The GS1 logistic label (GS1 Logistic Label Guideline), 4 × 6 in (≈ A6), one template at 203 dpi
 * and one at 300 dpi drawn from the same layout in millimetres:
 * - top: from (the site's name and address, settings `site.*`) and to (the customer, as on the order label);
 * - middle: the data with their titles — SSCC, CONTENUTO (02, the GTIN when the package holds one
 *   item only), QUANTITÀ (37), LOTTO (10), SCADENZA (15), the last three when single;
 * - bottom: the GS1-128 symbols, FNC1 encoded (gs1-128.ts), narrow bar 0.5 mm, quiet zones kept
 *   (the left margin is 10 modules and more), the SSCC's lowest, 32 mm high, with its human-readable
 *   line '(00) 3 8012345 123456789 1' under the bars.
 */
import {
  formatSscc,
  hasValidCheckDigit,
  labelCustomer,
  labelDate,
  labelQuantity,
  normalizeGtin,
  type LabelParty,
} from '@warehouse/shared';

const FNC1 = '\u001d';

/** Draws the layout at `dpmm` dots per millimetre. */
function layout(dpmm: number): string {
  const d = (mm: number) => Math.round(mm * dpmm);
  const module = Math.max(1, Math.round(0.5 * dpmm));
  const text = (x: number, y: number, size: number, width: number, data: string) =>
    `^FO${d(x)},${d(y)}^A0N,${d(size)},${d(size)}^FB${d(width)},1,0,L^FH^FD${data}^FS`;
  const rule = (y: number) =>
    `^FO${d(4)},${d(y)}^GB${d(93.6)},${Math.max(2, d(0.4))},${Math.max(2, d(0.4))}^FS`;
  const left = 8; // mm: more than the 10-module quiet zone at 0.5 mm (5 mm)
  return [
    '^XA',
    '^CI28',
    `^PW${d(101.6)}`,
    `^LL${d(152.4)}`,
    // Top: from / to.
    text(4, 3, 2.6, 12, 'DA:'),
    text(16, 3, 3.2, 80, '{{site_name|cut:44}}'),
    text(16, 7.5, 2.8, 80, '{{site_address|cut:50}}'),
    text(4, 12, 2.6, 12, 'A:'),
    text(16, 12, 3.6, 80, '{{customer_name|cut:40}}'),
    text(16, 17, 3, 80, '{{customer_address|cut:48}}'),
    text(
      16,
      21,
      3,
      80,
      '{{customer_postal_code|cut:10}} {{customer_locality|cut:28}} {{customer_province|cut:4}}',
    ),
    rule(25.5),
    // Middle: the data in clear, with their titles.
    text(4, 27.5, 2.6, 30, 'SSCC'),
    text(30, 27, 4, 68, '{{sscc_text|cut:40}}'),
    text(4, 33, 2.6, 30, 'CONTENUTO (02)'),
    text(30, 32.5, 3.6, 68, '{{content_gtin|cut:14}}'),
    text(4, 38.5, 2.6, 30, 'QUANTITÀ (37)'),
    text(30, 38, 3.6, 68, '{{content_count|cut:10}}'),
    text(4, 44, 2.6, 30, 'LOTTO (10)'),
    text(30, 43.5, 3.6, 68, '{{content_lot|cut:20}}'),
    text(4, 49.5, 2.6, 30, 'SCADENZA (15)'),
    text(30, 49, 3.6, 68, '{{content_date|cut:10}}'),
    text(
      4,
      54.5,
      2.6,
      93,
      'Collo {{package_incremental}} di {{project_packages_number}}  {{package_name|cut:24}}',
    ),
    rule(59),
    // Bottom: GS1-128 symbols, the SSCC lowest.
    `^FO${d(left)},${d(62)}^BY${module}{{content_elements|gs1128:${d(20)}}}`,
    text(left, 83, 2.8, 90, '{{content_text|cut:60}}'),
    `^FO${d(left)},${d(88)}^BY${module}{{lot_elements|gs1128:${d(20)}}}`,
    text(left, 109, 2.8, 90, '{{lot_text|cut:60}}'),
    `^FO${d(left)},${d(114)}^BY${module}{{sscc_elements|gs1128:${d(32)}}}`,
    text(left, 147, 3.4, 90, '{{sscc_text|cut:40}}'),
    '^XZ',
  ].join('\n');
}

export const LOGISTIC_LABEL_203 = layout(8);
export const LOGISTIC_LABEL_300 = layout(12);

export interface LogisticReading {
  item_id: number;
  barcode?: string | null;
  quantity: number;
  lot?: string | null;
  expiry_date?: string | null;
}

export interface LogisticLabelInput {
  date: Date;
  site: { name?: string | null; address?: string | null };
  address?: LabelParty | null;
  customer?: LabelParty | null;
  sscc: string;
  companyPrefixLength: number;
  packageName: string;
  position: number;
  total: number;
  readings: readonly LogisticReading[];
}

/** The one value all readings share, or null when they differ or none has one. */
function single<T>(values: readonly (T | null | undefined)[]): T | null {
  const set = new Set(values.map((v) => v ?? null));
  return set.size === 1 ? ([...set][0] ?? null) : null;
}

/** 'YYYY-MM-DD' → GS1 'YYMMDD'. */
const gs1Date = (iso: string) => `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;

/**
 * The logistic label's fields: the content data (02, 37, 10, 15) only when the package holds one
 * item with a GTIN barcode (and one lot, one date), as the guideline says for a homogeneous unit.
 */
export function logisticLabelFields(input: LogisticLabelInput): Record<string, string> {
  const readings = input.readings.filter((r) => Math.abs(r.quantity) > 1e-9);
  const itemId = single(readings.map((r) => r.item_id));
  const barcode = normalizeGtin(single(readings.map((r) => r.barcode)));
  const gtin = itemId !== null && barcode && hasValidCheckDigit(barcode) ? barcode : null;
  const total = readings.reduce((sum, r) => sum + r.quantity, 0);
  const count = gtin && Number.isInteger(total) && total > 0 && total <= 99_999_999 ? String(total) : null;
  const lot = gtin ? single(readings.map((r) => r.lot)) : null;
  const date = gtin ? single(readings.map((r) => r.expiry_date)) : null;
  const isoDate = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;

  const content = gtin ? [`02${gtin}`, ...(count ? [`37${count}`] : [])] : [];
  const lotParts = [...(isoDate ? [`15${gs1Date(isoDate)}`] : []), ...(lot ? [`10${lot}`] : [])];
  const clear = (parts: string[]) => parts.map((p) => `(${p.slice(0, 2)})${p.slice(2)}`).join(' ');
  const site = input.site;
  return {
    current_date: labelDate(input.date),
    ...labelCustomer(input.address, input.customer),
    site_name: (site.name ?? '').trim(),
    site_address: (site.address ?? '').trim(),
    package_name: input.packageName,
    package_incremental: String(input.position),
    project_packages_number: String(input.total),
    sscc_text: formatSscc(input.sscc, input.companyPrefixLength),
    sscc_elements: `00${input.sscc}`,
    content_gtin: gtin ?? '',
    content_count: count ? labelQuantity(Number(count)) : '',
    content_lot: lot ?? '',
    content_date: isoDate ? `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}.${isoDate.slice(0, 4)}` : '',
    // Variable-length values are followed by FNC1 (GS) when another element comes after them.
    content_elements: content.join(FNC1),
    content_text: clear(content),
    lot_elements: lotParts.join(FNC1),
    lot_text: clear(lotParts),
  };
}
