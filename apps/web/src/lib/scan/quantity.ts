/**
 * The quantity an operator types in a scan screen's modal: read with a decimal comma, refused when
 * negative or with decimals for a unit counted in whole pieces. A module's own rule (the excess
 * check) comes after, from its descriptor.
 */
import { messages as sharedMessages } from '@warehouse/shared';
import { m } from '../../messages/it';

/**
 * Units counted in whole pieces: a quantity with decimals makes no sense for them ('1,5' PZ is
 * refused). Compared without case or blanks. Extend the list here when the master data uses others.
 */
export const WHOLE_UNITS: readonly string[] = ['PZ', 'PZZ', 'PEZZI', 'NR', 'N.'];

export function isWholeUnit(unit: string | null | undefined): boolean {
  return WHOLE_UNITS.includes((unit ?? '').trim().toUpperCase());
}

/** The number typed in a quantity field ('' → NaN; a decimal comma accepted). */
export function parseQuantity(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  const text = (value ?? '').trim().replace(',', '.');
  return text === '' || text === '-' ? Number.NaN : Number(text);
}

export type EnteredQuantity =
  | { ok: true; quantity: number }
  /** `field`: shown under the field; otherwise a warning dialog with `title`. */
  | { ok: false; message: string; title?: string; field: boolean };

/** The typed text as a quantity for a line counted in `unit`, or why it is refused. */
export function readQuantity(text: string | number, unit: string): EnteredQuantity {
  const quantity = parseQuantity(text);
  const title = sharedMessages.invalidQuantityTitle;
  if (!Number.isFinite(quantity))
    return { ok: false, message: sharedMessages.invalidQuantity, title, field: false };
  if (quantity < 0) return { ok: false, message: sharedMessages.negativeQuantity, title, field: false };
  if (isWholeUnit(unit) && !Number.isInteger(quantity))
    return { ok: false, message: m.scan.wholeUnit(unit.trim().toUpperCase()), field: true };
  return { ok: true, quantity };
}
