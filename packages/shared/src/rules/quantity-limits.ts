/**
 * What a quantity may be, for the server (which refuses anything else) and the screens (which say
 * so before sending). One place for the limits, so a screen never accepts what the API refuses.
 */

/** The largest quantity one reading, count or pick may carry, in any unit. */
export const MAX_QUANTITY = 999_999;

/**
 * Above this a screen asks the operator to confirm before saving: a scanned code typed into a
 * quantity field is far larger, a real count of one item in one place rarely is.
 */
export const PLAUSIBLE_QUANTITY = 9_999;

/** Decimal places kept for units that allow decimals (kg to the gram). */
export const QUANTITY_DECIMALS = 3;

export type QuantityRefusal = 'notANumber' | 'negative' | 'zero' | 'notWhole' | 'aboveMaximum' | 'tooPrecise';

export interface QuantityRules {
  /** The measure unit allows decimals (kg, m); PZ and CF do not. */
  divisible: boolean;
  /** A count may be 0 (inventory); a reading may not. */
  allowZero?: boolean;
  /** A correction may be negative (project management's deletions); a reading may not. */
  allowNegative?: boolean;
}

export type QuantityResult = { ok: true; value: number } | { ok: false; reason: QuantityRefusal };

/** Checks a number against the rules: finite, sign, zero, whole for undivisible units, at most MAX_QUANTITY. */
export function checkQuantity(value: unknown, rules: QuantityRules): QuantityResult {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { ok: false, reason: 'notANumber' };
  if (value < 0 && !rules.allowNegative) return { ok: false, reason: 'negative' };
  if (value === 0 && !rules.allowZero) return { ok: false, reason: 'zero' };
  if (Math.abs(value) > MAX_QUANTITY) return { ok: false, reason: 'aboveMaximum' };
  if (!rules.divisible && !Number.isInteger(value)) return { ok: false, reason: 'notWhole' };
  const scaled = value * 10 ** QUANTITY_DECIMALS;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return { ok: false, reason: 'tooPrecise' };
  return { ok: true, value };
}

/**
 * Reads what an operator typed: digits, at most one decimal mark (',' or '.') where the unit allows
 * decimals, an optional leading '-' only where negatives are allowed. No exponent, no spaces inside,
 * no thousands separators: '1e3' and '1.000' on a PZ line are refused, never read as something else.
 */
export function parseQuantityText(text: string, rules: QuantityRules): QuantityResult {
  const trimmed = text.trim();
  const pattern = rules.divisible ? /^-?\d+(?:[.,]\d+)?$/ : /^-?\d+$/;
  if (!pattern.test(trimmed)) {
    if (!rules.divisible && /^-?\d+[.,]\d+$/.test(trimmed)) return { ok: false, reason: 'notWhole' };
    return { ok: false, reason: 'notANumber' };
  }
  return checkQuantity(Number(trimmed.replace(',', '.')), rules);
}

/** The Italian sentence for a refusal, shown by the screens and returned by the server. */
export const quantityRefusalTexts: Record<QuantityRefusal, string> = {
  notANumber: 'Inserire un numero nel campo Quantità!',
  negative: 'Non è consentito inserire valori negativi nel campo Quantità!',
  zero: 'La quantità deve essere maggiore di zero.',
  notWhole: "L'unità di misura non ammette decimali: inserire un numero intero.",
  aboveMaximum: `La quantità supera il massimo consentito (${MAX_QUANTITY.toLocaleString('it-IT')}).`,
  tooPrecise: `Sono ammessi al massimo ${QUANTITY_DECIMALS} decimali.`,
};

/** Whether a value should be confirmed by the operator before it is saved. */
export function needsPlausibilityConfirmation(value: number): boolean {
  return Math.abs(value) > PLAUSIBLE_QUANTITY;
}

/**
 * Measure units counted in whole pieces or packs, by code (compared without case or blanks): the
 * default of a unit's `divisible` flag when nobody sets it (migration 019, a unit created without
 * it). Every other unit (KG, M, LT…) allows decimals. The flag on the unit is what the rules read.
 */
export const WHOLE_UNIT_CODES: readonly string[] = [
  'PZ',
  'PZZ',
  'PEZZI',
  'NR',
  'N.',
  'CF',
  'CT',
  'SC',
  'CONF',
  'COLLI',
];

/** The default `divisible` of a unit of this code or name: false for the whole-piece codes above. */
export function defaultDivisible(code: string | null | undefined): boolean {
  return !WHOLE_UNIT_CODES.includes((code ?? '').trim().toUpperCase());
}

/** A measure unit as the server sends it with an item (`divisible` may be missing on old data). */
export interface MeasureUnitFlags {
  code?: string | null;
  name?: string | null;
  divisible?: unknown;
}

/**
 * Whether quantities in this unit may have decimals: the unit's `divisible` flag (a boolean, or
 * SQLite's 0/1), else the one fallback, `defaultDivisible` of its code (or name). No unit at all:
 * decimals allowed (nothing says it is counted in pieces). The server and the screens ask this.
 */
export function unitDivisible(unit: MeasureUnitFlags | null | undefined): boolean {
  const flag = unit?.divisible;
  if (typeof flag === 'boolean') return flag;
  if (flag === 0 || flag === 1) return flag === 1;
  const code = unit?.code?.trim() ? unit.code : unit?.name;
  return defaultDivisible(code);
}
