/**
 * The incoming entry's field rules (issue 23): the weight is a plain positive decimal, read as typed
 * ('1,5' and '1.5' are both one and a half) and never rewritten; a typed tag passes the same
 * single-tag check as a reading; the remaining hint never goes negative and writes its decimals with
 * the mark the weight field uses.
 */
import { validateSingleTag } from '@warehouse/shared';
import { formatQuantity } from '../../domain/format';
import { m } from '../../messages/it';

/** A box heavier than this (kg) is a typing slip, not a delivery. */
export const MAX_WEIGHT_KG = 99_999;

const PLAIN_DECIMAL = /^\d{1,5}(?:[.,]\d{1,3})?$/;

export type WeightRead = { ok: true; kg: number } | { ok: false; message: string } | { ok: 'empty' };

/** The weight field's text as kg, or why it is refused. */
export function readWeight(text: string): WeightRead {
  const value = text.trim();
  if (value === '') return { ok: 'empty' };
  if (!PLAIN_DECIMAL.test(value)) {
    // Digits only but too many of them: say the bound rather than "not a number".
    if (/^\d{6,}(?:[.,]\d*)?$/.test(value)) return { ok: false, message: m.incoming.weightTooHigh };
    return { ok: false, message: m.incoming.weightInvalid };
  }
  const kg = Number(value.replace(',', '.'));
  if (kg <= 0) return { ok: false, message: m.incoming.weightInvalid };
  if (kg > MAX_WEIGHT_KG) return { ok: false, message: m.incoming.weightTooHigh };
  return { ok: true, kg };
}

/** The kg of a weight text, or null when empty or refused. */
export function weightKg(text: string): number | null {
  const read = readWeight(text);
  return read.ok === true ? read.kg : null;
}

/** A label's weight (kg) as the field shows it: the number as written, never reformatted later. */
export const weightText = (kg: number): string => String(kg);

/** The '/ remaining' hint: never below 0, with the field's decimal mark (comma unless it holds a dot). */
export function remainingHint(remaining: number, field: string): string {
  const text = formatQuantity(Math.max(0, remaining));
  return m.incoming.remaining(field.includes('.') ? text.replace(',', '.') : text);
}

/** The spec's single-tag message for a typed tag ('A|B', 'A|'), or null when it is one tag. */
export function typedTagError(text: string): string | null {
  if (text.trim() === '') return null;
  const single = validateSingleTag(text.trim());
  return single.ok ? null : single.message;
}
