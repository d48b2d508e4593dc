/**
 * Label printing rules shared by the price-label screen and the server (spec
 * packing-inventory-labels.md sections 2 and 5: the number of labels is required).
 */

/** The most copies one print may ask for: a sheet of price labels, not a runaway loop. */
export const MAX_LABEL_COPIES = 999;

export type LabelCountCheck =
  { ok: true; count: number } | { ok: false; reason: 'required' | 'invalid' | 'too-many' };

/** A label count as typed: a whole number from 1 to MAX_LABEL_COPIES. */
export function checkLabelCount(value: unknown): LabelCountCheck {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return { ok: false, reason: 'required' };
  }
  const count = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isInteger(count) || count < 1) return { ok: false, reason: 'invalid' };
  if (count > MAX_LABEL_COPIES) return { ok: false, reason: 'too-many' };
  return { ok: true, count };
}
