import { nothingDetected, touchState } from './quantity';
import { plan, stay } from './plan';
import type { CountFlags, PickQuantities, Plan } from './types';

/**
 * 'Concludi' of an inventory count (packing spec §4): complete → closed, not partial, leave; nothing
 * detected → nothing happens, the screen stays; otherwise confirmation (the count differs from what
 * was expected), then closed and not partial.
 */
export function concludeInventoryCount(
  picks: readonly PickQuantities[],
  excessAllowed = true,
): Plan<CountFlags> {
  const state = touchState(picks, excessAllowed);
  if (state === 'untouched') return stay();
  const closed = { closed: true, partial: false };
  return state === 'complete' ? plan(closed) : plan(closed, { confirm: 'concludeInventoryPartial' });
}

/**
 * 'Esci/Sospendi' of an inventory count: nothing detected → closed and partial false, leave;
 * otherwise confirmation, then closed false and partial true.
 */
export function suspendInventoryCount(picks: readonly PickQuantities[]): Plan<CountFlags> {
  if (nothingDetected(picks)) return plan({ closed: false, partial: false });
  return plan({ closed: false, partial: true }, { confirm: 'suspendInventory' });
}

/**
 * Leaving list inventory: finished or untouched leave at once, writing nothing; partly done asks
 * first and, on yes, marks the document partial (the spec's "partial intent"). Exceeding is not
 * allowed in list inventory, so finished means every pick exactly at its expected quantity.
 */
export function exitListInventory(
  picks: readonly PickQuantities[],
  excessAllowed = false,
): Plan<Partial<CountFlags>> {
  const state = touchState(picks, excessAllowed);
  if (state !== 'partial') return plan<Partial<CountFlags>>(null);
  return plan({ partial: true }, { confirm: 'exitIncomplete' });
}

/**
 * Leaving free inventory: finished leaves writing nothing; untouched clears closed and partial;
 * partly done asks first, then marks the document partial. Free inventory allows exceeding.
 */
export function exitFreeInventory(
  picks: readonly PickQuantities[],
  excessAllowed = true,
): Plan<Partial<CountFlags>> {
  const state = touchState(picks, excessAllowed);
  if (state === 'complete') return plan<Partial<CountFlags>>(null);
  if (state === 'untouched') return plan({ closed: false, partial: false });
  return plan({ partial: true }, { confirm: 'exitIncomplete' });
}
