/**
 * Writes queued on the device (the outbox) and not yet on the server, counted into their picks: a
 * pick's detected quantity on screen, its modal's 'Già inserita' and the excess check all include
 * them, so an operator never enters the same goods twice while the server is out of reach.
 * A picking reading adds its quantity; a store 'Quantità Prelevata' (`set`) replaces the pick's
 * picked quantity. Pure: the screens pass the outbox's pending entries in, oldest first.
 */
import type { Pick } from './records';

/** What a queued pick write carries for the screens (`meta` of its outbox entry). */
export interface PendingPickReading {
  pickId: number;
  quantity: number;
  /** The quantity replaces the pick's picked quantity (store) instead of adding to it. */
  set?: boolean;
}

/** What waits for one pick: a quantity to add, or (after a `set`) the picked quantity it will have. */
export interface PendingOnPick {
  quantity: number;
  set: boolean;
}

/** An outbox entry's meta, if it is a pick write (storage is outside our control: checked). */
export function pendingPickReading(meta: unknown): PendingPickReading | null {
  const m = meta as Partial<PendingPickReading> | null;
  if (typeof m !== 'object' || m === null) return null;
  if (!Number.isSafeInteger(m.pickId) || typeof m.quantity !== 'number' || !Number.isFinite(m.quantity))
    return null;
  return { pickId: m.pickId!, quantity: m.quantity, ...(m.set === true ? { set: true } : {}) };
}

/** What waits per pick, from the pending entries' metas oldest first (picks without any are absent). */
export function pendingByPick(metas: readonly unknown[]): Map<number, PendingOnPick> {
  const byPick = new Map<number, PendingOnPick>();
  for (const meta of metas) {
    const write = pendingPickReading(meta);
    if (!write) continue;
    const before = byPick.get(write.pickId);
    byPick.set(
      write.pickId,
      write.set
        ? { quantity: write.quantity, set: true }
        : { quantity: roundQuantity((before?.quantity ?? 0) + write.quantity), set: before?.set ?? false },
    );
  }
  return byPick;
}

/**
 * The picks with what waits counted into `quantity_detected` (new objects for those only; the same
 * array when nothing is pending, so memoised tables do not re-render).
 */
export function withPendingPicks(picks: Pick[], pending: ReadonlyMap<number, PendingOnPick>): Pick[] {
  if (pending.size === 0) return picks;
  return picks.map((pick) => {
    const extra = pending.get(pick.id);
    if (!extra) return pick;
    const detected = extra.set ? extra.quantity : Number(pick.quantity_detected ?? 0) + extra.quantity;
    return { ...pick, quantity_detected: roundQuantity(detected) };
  });
}

/** Sums of decimals (0,1 + 0,2) kept to the 3 decimals a quantity has. */
function roundQuantity(value: number): number {
  return Math.round(value * 1000) / 1000;
}
