import { detectedOf, compareQuantities, nothingDetected, touchState } from './quantity';
import { plan, stay } from './plan';
import type { Id, Plan, PickQuantities, ProjectFlags } from './types';

export interface StoreOptions {
  /** true on the store picking (fulfilment) screen, false on the supply creation screen. */
  picking: boolean;
  excessAllowed?: boolean;
}

/** Picks with nothing detected: a partial close gives each a zero-quantity reading. */
export function picksWithoutReadings(picks: readonly PickQuantities[]): Id[] {
  return picks.filter((pick) => compareQuantities(detectedOf(pick), 0) === 0).map((pick) => pick.id);
}

/**
 * Closing a store project (goods-flow §4). Supply creation: store true, everything else false.
 * Picking: complete → store (= the picking flag) and prepared true, partial and suspended false;
 * nothing detected → nothing happens and the screen stays; partial → after confirmation, zero-quantity
 * readings for the unread picks, then store and prepared true, partial true, suspended false.
 */
export function closeStore(
  picks: readonly PickQuantities[],
  { picking, excessAllowed = true }: StoreOptions,
): Plan<ProjectFlags> {
  if (!picking) return plan({ store: true, prepared: false, partial: false, suspended: false });
  const state = touchState(picks, excessAllowed);
  if (state === 'untouched') return stay();
  if (state === 'complete') return plan({ store: picking, prepared: true, partial: false, suspended: false });
  return plan(
    { store: picking, prepared: true, partial: true, suspended: false },
    { confirm: 'partialPicking', zeroQuantityPickIds: picksWithoutReadings(picks) },
  );
}

/**
 * Leaving a store project (goods-flow §4), back to /store/selection. Picking with nothing detected:
 * suspended false, no question. Picking otherwise: confirmation, then partial false and suspended
 * true. Supply creation: partial false and suspended true, no question. A finished supply
 * (`isStoreSupplyFinished`) is left as it is: leaving never reopens or suspends it.
 */
export function exitStore(
  picks: readonly PickQuantities[],
  { picking, finished = false }: Pick<StoreOptions, 'picking'> & { finished?: boolean },
): Plan<Partial<ProjectFlags>> {
  if (finished) return plan<Partial<ProjectFlags>>(null);
  if (!picking) return plan({ partial: false, suspended: true });
  if (nothingDetected(picks)) return plan({ suspended: false });
  return plan({ partial: false, suspended: true }, { confirm: 'suspendPicking' });
}

export interface PickWithReadings {
  id: Id;
  project_rows?: readonly { id: Id }[] | null;
}

export interface RowDeletionPlan {
  confirm: 'deleteItem';
  /** The pick to delete (supply creation), or null. */
  deletePickId: Id | null;
  /** Readings to delete. */
  deleteReadingIds: Id[];
  /** Readings whose quantity is set to 0 (store picking keeps them, emptied). */
  clearReadingIds: Id[];
}

/**
 * Deleting a row of a store project (goods-flow §4): in supply creation the pick goes with its
 * readings; in store picking the pick stays and its readings' quantities are cleared. Both destroy
 * work, so both ask first.
 */
export function deleteStoreRow(
  pick: PickWithReadings,
  { picking }: Pick<StoreOptions, 'picking'>,
): RowDeletionPlan {
  const readingIds = (pick.project_rows ?? []).map((row) => row.id);
  return picking
    ? { confirm: 'deleteItem', deletePickId: null, deleteReadingIds: [], clearReadingIds: readingIds }
    : { confirm: 'deleteItem', deletePickId: pick.id, deleteReadingIds: readingIds, clearReadingIds: [] };
}

/**
 * What setting a pick's picked quantity writes: the first reading takes the quantity and any others
 * are emptied; without readings one is created (none for a quantity of 0).
 */
export function pickedQuantityWrites(
  readings: readonly { id: number; quantity?: number | null }[],
  quantity: number,
): { update: { id: number; quantity: number }[]; create: number | null } {
  if (readings.length === 0) return { update: [], create: quantity === 0 ? null : quantity };
  const update = readings
    .map((row, i) => ({ id: row.id, quantity: i === 0 ? quantity : 0, before: Number(row.quantity ?? 0) }))
    .filter((row, i) => i === 0 || row.before !== 0)
    .map(({ id, quantity: q }) => ({ id, quantity: q }));
  return { update, create: null };
}
