import { allComplete, nothingDetected } from './quantity';
import { plan } from './plan';
import type { CountFlags, PickQuantities, Plan } from './types';

/**
 * The state of a reference-item document from its picks (package preparation): closed when every
 * pick is exactly complete (exceeding is not allowed there); partial when not closed and something
 * was detected.
 */
export function referenceDocumentState(picks: readonly PickQuantities[]): CountFlags {
  const closed = allComplete(picks, false);
  return { closed, partial: !closed && !nothingDetected(picks) };
}

/**
 * Leaving package preparation (packing spec §4): the reference-item document gets its recalculated
 * state; when it is partial the user confirms leaving with data missing. The screen then
 * recalculates the parent document with `parentDocumentState` (and the project, when its
 * update-project setting is on).
 */
export function exitPackagePreparation(picks: readonly PickQuantities[]): Plan<CountFlags> {
  const state = referenceDocumentState(picks);
  return state.partial ? plan(state, { confirm: 'exitIncomplete' }) : plan(state);
}

export interface ChildState {
  closed?: boolean | null;
  partial?: boolean | null;
}

/**
 * The state of a parent (document or project) from its children: closed when every child is
 * closed; partial when not closed and some child is closed or partial. A parent without children
 * has nothing done: neither closed nor partial.
 */
export function parentDocumentState(children: readonly ChildState[]): CountFlags {
  const closed = children.length > 0 && children.every((child) => child.closed === true);
  const partial = !closed && children.some((child) => child.closed === true || child.partial === true);
  return { closed, partial };
}
