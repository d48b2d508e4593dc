/**
 * GTINs come in four lengths (GTIN-8, -12, -13, -14) that name the same item once padded with leading
 * zeros to 14 digits: GS1 AI (01) always carries 14 digits, while an item's barcode is usually stored
 * as the 13-digit EAN or the 12-digit UPC printed on it.
 */

const GTIN = /^\d{8}$|^\d{12,14}$/;

/** The 14-digit form of a GTIN-8/12/13/14 (spaces trimmed); null when the text is not a GTIN. */
export function normalizeGtin(code: string | null | undefined): string | null {
  const text = (code ?? '').trim();
  return GTIN.test(text) ? text.padStart(14, '0') : null;
}

/** Whether two codes are the same GTIN, whatever length each is written in. */
export function sameGtin(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normalizeGtin(a);
  return left !== null && left === normalizeGtin(b);
}

/** The ways an item's barcode may store a GTIN: its 14-digit form, then -13, -12 and -8 where they fit. */
export function gtinForms(gtin: string): string[] {
  const full = normalizeGtin(gtin);
  if (!full) return [];
  const cuts = [13, 12, 8].filter((n) => /^0*$/.test(full.slice(0, 14 - n)));
  return [full, ...cuts.map((n) => full.slice(14 - n))];
}
