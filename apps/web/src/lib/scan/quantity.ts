/**
 * The quantity an operator types in a scan screen's modal, read by the shared rule
 * (`parseQuantityText` of `@warehouse/shared`, the server's too): digits and one decimal mark where
 * the measure unit allows decimals (its `divisible` flag), no exponent, 0 refused unless the screen counts zeros, at most
 * MAX_QUANTITY. A module's own rule (the excess check) comes after, from its descriptor.
 */
import {
  needsPlausibilityConfirmation,
  parseQuantityText,
  PLAUSIBLE_QUANTITY,
  unitDivisible,
  type MeasureUnitFlags,
} from '@warehouse/shared';
import { m } from '../../messages/it';

/** A measure unit as the server sends it with an item. */
export type MeasureUnitLike = MeasureUnitFlags;

/**
 * Whether quantities in this unit may have decimals: its `divisible` flag, else the shared fallback
 * by its code (`unitDivisible` of @warehouse/shared, the server's rule too).
 */
export function isDivisibleUnit(unit: MeasureUnitLike | null | undefined): boolean {
  return unitDivisible(unit);
}

/** Whether a field may show this text while the operator types (digits and, if divisible, one mark). */
export function acceptsQuantityText(text: string, divisible: boolean): boolean {
  if (text.length > 12) return false;
  return divisible ? /^\d*(?:[.,]\d*)?$/.test(text) : /^\d*$/.test(text);
}

/** The number typed in a quantity field ('' → NaN; a decimal comma accepted). */
export function parseQuantity(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  const text = (value ?? '').trim().replace(',', '.');
  return text === '' || text === '-' ? Number.NaN : Number(text);
}

export type EnteredQuantity =
  | {
      ok: true;
      quantity: number;
      /** Above PLAUSIBLE_QUANTITY: the operator confirms it first. */ implausible: boolean;
    }
  /** The sentence shown under the field. */
  | { ok: false; message: string };

export interface QuantityFieldRules {
  divisible: boolean;
  /** A count of 0 means "none here" (inventory); elsewhere 0 is refused. */
  allowZero?: boolean;
}

/** The typed text as a quantity, or the sentence saying why not. */
export function readQuantity(text: string | number, rules: QuantityFieldRules): EnteredQuantity {
  const typed = typeof text === 'number' ? String(text) : text;
  const read = parseQuantityText(typed, { divisible: rules.divisible, allowZero: rules.allowZero });
  if (!read.ok) return { ok: false, message: m.rules.quantity[read.reason] };
  return { ok: true, quantity: read.value, implausible: needsPlausibilityConfirmation(read.value) };
}

export { PLAUSIBLE_QUANTITY };
