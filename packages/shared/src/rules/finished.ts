/**
 * When a list is finished, so that no later action reopens it (issue 12): an untouched 'Esci' on a
 * concluded picking list would otherwise clear its store flag (its readings were deleted at
 * 'Concludi', so it looks untouched), and a suspend after a conclude would leave it both finished
 * and suspended.
 */

/** The flags that mark a project done; missing ones count as false. */
export interface FinishFlags {
  closed?: boolean | null;
  store?: boolean | null;
  prepared?: boolean | null;
  delivered?: boolean | null;
}

/** Picking lists exceed the expected quantity freely unless a site turns the excess check on (spec §5, §9). */
export const PICKING_EXCESS_ALLOWED = true;

/** A picking list is finished once concluded (store true, goods-flow §4) or closed, prepared, delivered. */
export function isPickingListFinished(project: FinishFlags): boolean {
  return Boolean(project.store || project.closed || project.prepared || project.delivered);
}

/**
 * A store supply is finished for the screen that has it open. Fulfilment (`picking`): once closed
 * there (prepared) or closed, delivered. Supply creation: also once sent to fulfilment (store true).
 */
export function isStoreSupplyFinished(project: FinishFlags, { picking }: { picking: boolean }): boolean {
  if (project.closed || project.prepared || project.delivered) return true;
  return !picking && Boolean(project.store);
}
