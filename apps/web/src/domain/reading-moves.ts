/**
 * Where a kept reading may go (issue 41, 'Letture non registrate' → 'Sposta'): a picking reading
 * refused because its list was concluded goes onto the same item in another open picking list, as
 * a new addition (`add_reading` on that list's pick, a new Idempotency-Key). The server checks it as
 * any reading (the same container and module rules), so a list concluded meanwhile refuses it and
 * the reading stays kept. Order packing offers its other open packages (features/order).
 */
import { isPickingListFinished } from '@warehouse/shared';
import { api } from '../lib/api';
import type { OutboxEntry } from '../lib/outbox';
import type { MoveTarget, RefusedMover } from '../lib/outbox/move-dialog';
import { m } from '../messages/it';
import { fetchPick } from './picks';
import { fetchPickingLists } from './projects';
import type { Pick } from './records';

/** The pick an `add_reading` entry was sent to (`/picks/{id}?do=add_reading`), or null. */
export function readingPickId(entry: OutboxEntry): number | null {
  if (entry.method !== 'POST' || entry.query?.do !== 'add_reading') return null;
  const found = /^\/picks\/(\d+)$/.exec(entry.path);
  return found ? Number(found[1]) : null;
}

/** The same reading sent to another pick: its own fields, the new pick in its path and meta. */
export function readingOnPick(entry: OutboxEntry, pick: Pick, target: string): MoveTarget {
  return {
    id: String(pick.id),
    label: target,
    move: {
      path: `/picks/${pick.id}`,
      query: entry.query,
      json: entry.json,
      meta: { ...(entry.meta as object), pickId: pick.id },
      target,
    },
  };
}

/**
 * The open picking lists (other than the reading's own) with a pick of the reading's item: where a
 * refused picking reading may go.
 */
export async function openListsWithItem(entry: OutboxEntry): Promise<MoveTarget[]> {
  const pickId = readingPickId(entry);
  if (pickId === null) return [];
  const [source, lists] = await Promise.all([fetchPick(pickId), fetchPickingLists()]);
  const open = lists.filter((l) => l.id !== source.project_id && !isPickingListFinished(l));
  if (open.length === 0) return [];
  const picks = await api.list<Pick>('picks', {
    q: { item_id_eq: source.item_id, project_id_in: open.map((l) => l.id) },
  });
  const names = new Map(open.map((l) => [l.id, l.name ?? '']));
  return open.flatMap((list) => {
    const pick = picks.find((p) => p.project_id === list.id);
    return pick ? [readingOnPick(entry, pick, names.get(list.id)!)] : [];
  });
}

/** Picking management's kept readings: onto the same item in another open picking list. */
export const pickingMover: RefusedMover = {
  movable: (entry) => readingPickId(entry) !== null,
  targets: openListsWithItem,
  none: m.outbox.moveNoList,
};
