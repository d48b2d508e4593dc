/**
 * Readings queued on the device (the outbox) and not yet on the server, counted into their picks:
 * a pick's detected quantity on screen, its modal's 'Già inserita' and the excess check all include
 * them, so an operator never enters the same goods twice while the server is out of reach.
 * Pure: the screens pass the outbox's pending entries in.
 */
import type { Pick } from './records';

/** What a queued pick reading carries for the screens (`meta` of its outbox entry). */
export interface PendingPickReading {
  pickId: number;
  quantity: number;
}

/** An outbox entry's meta, if it is a pick reading (storage is outside our control: checked). */
export function pendingPickReading(meta: unknown): PendingPickReading | null {
  const m = meta as Partial<PendingPickReading> | null;
  if (typeof m !== 'object' || m === null) return null;
  if (!Number.isSafeInteger(m.pickId) || typeof m.quantity !== 'number' || !Number.isFinite(m.quantity))
    return null;
  return { pickId: m.pickId!, quantity: m.quantity };
}

/** The pending quantity of each pick (picks without any are absent). */
export function pendingByPick(metas: readonly unknown[]): Map<number, number> {
  const byPick = new Map<number, number>();
  for (const meta of metas) {
    const reading = pendingPickReading(meta);
    if (reading) byPick.set(reading.pickId, (byPick.get(reading.pickId) ?? 0) + reading.quantity);
  }
  return byPick;
}

/**
 * The picks with their pending quantities added to `quantity_detected` (new objects for those
 * only; the same array when nothing is pending, so memoised tables do not re-render).
 */
export function withPendingPicks(picks: Pick[], pending: ReadonlyMap<number, number>): Pick[] {
  if (pending.size === 0) return picks;
  return picks.map((pick) => {
    const extra = pending.get(pick.id);
    if (!extra) return pick;
    return { ...pick, quantity_detected: roundQuantity(Number(pick.quantity_detected ?? 0) + extra) };
  });
}

/** Sums of decimals (0,1 + 0,2) kept to the 3 decimals a quantity has. */
function roundQuantity(value: number): number {
  return Math.round(value * 1000) / 1000;
}
