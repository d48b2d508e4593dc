/**
 * The quantity an operator types in a scan screen's modal, read by the shared rule
 * (`parseQuantityText` of `@warehouse/shared`, the server's too): digits and one decimal mark where
 * the measure unit allows decimals, no exponent, 0 refused unless the screen counts zeros, at most
 * MAX_QUANTITY. A module's own rule (the excess check) comes after, from its descriptor.
 */
import {
  needsPlausibilityConfirmation,
  parseQuantityText,
  PLAUSIBLE_QUANTITY,
  quantityRefusalTexts,
} from '@warehouse/shared';

/**
 * Units counted in whole pieces or packs when the master data does not say (a measure unit's
 * `divisible` flag wins where the server sends it): '1,5' PZ or CF is refused. Compared without case
 * or blanks; any other unit (kg, m, l) allows decimals.
 */
export const WHOLE_UNITS: readonly string[] = ['PZ', 'PZZ', 'PEZZI', 'NR', 'N.', 'CF', 'CT', 'CONF', 'COLLI'];

export function isWholeUnit(unit: string | null | undefined): boolean {
  return WHOLE_UNITS.includes((unit ?? '').trim().toUpperCase());
}

/** A measure unit as the server sends it (`divisible` once the master data has it). */
export interface MeasureUnitLike {
  name?: string | null;
  code?: string | null;
  divisible?: unknown;
}

/** Whether quantities in this unit may have decimals: its `divisible` flag, else by its name. */
export function isDivisibleUnit(unit: MeasureUnitLike | null | undefined): boolean {
  if (typeof unit?.divisible === 'boolean') return unit.divisible;
  return !isWholeUnit(unit?.name ?? unit?.code ?? '');
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
  if (!read.ok) return { ok: false, message: quantityRefusalTexts[read.reason] };
  return { ok: true, quantity: read.value, implausible: needsPlausibilityConfirmation(read.value) };
}

export { PLAUSIBLE_QUANTITY };
