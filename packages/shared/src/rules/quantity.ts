import type { PickQuantities } from './types';

/**
 * Quantities may be decimals (kg) summed by the server, so 0.1 + 0.2 must count as 0.3: values this
 * close (relative to their size) are equal.
 */
const RELATIVE_TOLERANCE = 1e-9;

/** -1, 0 or 1 as `a` is below, equal to (within rounding) or above `b`. */
export function compareQuantities(a: number, b: number): -1 | 0 | 1 {
  if (Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b))) return 0;
  return a < b ? -1 : 1;
}

export function detectedOf(pick: PickQuantities): number {
  return pick.quantity_detected ?? 0;
}

export type RowStatus = 'empty' | 'partial' | 'completed' | 'exceeded';

/** Colour of a pick row: nothing detected, less than expected, exactly expected, more. */
export function rowStatus(expected: number, detected: number): RowStatus {
  if (compareQuantities(detected, 0) === 0) return 'empty';
  const comparison = compareQuantities(detected, expected);
  return comparison < 0 ? 'partial' : comparison === 0 ? 'completed' : 'exceeded';
}

/** A pick is complete at exactly the expected quantity, or at least that much when excess is allowed. */
export function isPickComplete(expected: number, detected: number, excessAllowed = true): boolean {
  const comparison = compareQuantities(detected, expected);
  return excessAllowed ? comparison >= 0 : comparison === 0;
}

/** A pick is closed once what was detected plus what is being entered reaches the expected quantity. */
export function isPickClosed(expected: number, detected: number, entered: number): boolean {
  return compareQuantities(detected + entered, expected) >= 0;
}

export type TouchState = 'complete' | 'untouched' | 'partial';

/**
 * Where a set of picks stands: every pick complete; nothing detected on any; or in between.
 * Complete is checked first, as the spec's closing rules do (so an empty set counts as complete).
 */
export function touchState(picks: readonly PickQuantities[], excessAllowed = true): TouchState {
  if (allComplete(picks, excessAllowed)) return 'complete';
  if (nothingDetected(picks)) return 'untouched';
  return 'partial';
}

export function allComplete(picks: readonly PickQuantities[], excessAllowed = true): boolean {
  return picks.every((pick) => isPickComplete(pick.quantity, detectedOf(pick), excessAllowed));
}

export function nothingDetected(picks: readonly PickQuantities[]): boolean {
  return picks.every((pick) => compareQuantities(detectedOf(pick), 0) === 0);
}
