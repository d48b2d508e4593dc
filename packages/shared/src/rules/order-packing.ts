import { nothingDetected, touchState } from './quantity';
import { plan, stay } from './plan';
import { picksWithoutReadings } from './store';
import type { PickQuantities, Plan, ProjectFlags } from './types';

/** The mode flags of /order/management/{id}. */
export interface OrderModes {
  incoming: boolean;
  outgoing: boolean;
  picking: boolean;
  /** Order packing allows exceeding by default. */
  excessAllowed?: boolean;
}

/**
 * Concluding order packing (packing spec §4). Complete: store = the picking flag, prepared = incoming
 * or outgoing, partial and suspended false. Nothing detected: nothing happens, the screen stays.
 * Partial: after 'Evasione parziale!…', zero-quantity readings for the unread picks, then partial
 * true and suspended false. After a write the screen prints the label (when it can) and leaves.
 */
export function concludeOrderPacking(
  picks: readonly PickQuantities[],
  { incoming, outgoing, picking, excessAllowed = true }: OrderModes,
): Plan<Partial<ProjectFlags>> {
  const state = touchState(picks, excessAllowed);
  if (state === 'complete') {
    return plan({ store: picking, prepared: incoming || outgoing, partial: false, suspended: false });
  }
  if (state === 'untouched') return stay();
  return plan(
    { partial: true, suspended: false },
    { confirm: 'partialPacking', zeroQuantityPickIds: picksWithoutReadings(picks) },
  );
}

/**
 * Suspending/leaving order packing (packing spec §4): nothing detected → suspended false, no
 * question; otherwise confirmation, then partial false and suspended true (reopenable later).
 */
export function suspendOrderPacking(picks: readonly PickQuantities[]): Plan<Partial<ProjectFlags>> {
  if (nothingDetected(picks)) return plan({ suspended: false });
  return plan({ partial: false, suspended: true }, { confirm: 'suspendPacking' });
}
