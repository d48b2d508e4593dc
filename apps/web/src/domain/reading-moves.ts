/**
 * Where a kept reading may go (issue 41, 'Letture non registrate' → 'Sposta'): a picking reading
 * refused because its list was concluded goes onto the same item in another open picking list, as
 * a new addition (`add_reading` on that list's pick, a new Idempotency-Key). The server checks it as
 * any reading (the same container and module rules), so a list concluded meanwhile refuses it and
 * the reading stays kept. A store 'Quantità Prelevata' refused because its supply was closed goes
 * the same way onto the same item of another supply in fulfilment, as an addition of its quantity
 * (`add_reading`: the server holds it to `isStoreSupplyFinished`, as `store_picked`). Order
 * packing offers its other open packages (features/order).
 */
import { isProjectConcluded } from '@warehouse/shared';
import { api } from '../lib/api';
import type { OutboxEntry } from '../lib/outbox';
import type { MoveTarget, RefusedMover } from '../lib/outbox/move-dialog';
import { m } from '../messages/it';
import { fetchPick, pickListFields } from './picks';
import { fetchPickingLists, fetchStoreContext, fetchStoreProjects } from './projects';
import type { Pick, Project } from './records';

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

/** The pick a store 'Quantità Prelevata' entry was sent to (`/picks/{id}?do=store_picked`), or null. */
export function storePickId(entry: OutboxEntry): number | null {
  if (entry.method !== 'POST' || entry.query?.do !== 'store_picked') return null;
  const found = /^\/picks\/(\d+)$/.exec(entry.path);
  return found ? Number(found[1]) : null;
}

/** A store 'Quantità Prelevata' as an addition of its quantity to another supply's pick. */
function storedOnPick(entry: OutboxEntry, pick: Pick, target: string): MoveTarget {
  const { quantity, location_id } = entry.json as { quantity: number; location_id?: number | null };
  return {
    id: String(pick.id),
    label: target,
    move: {
      path: `/picks/${pick.id}`,
      // Kept in the store's scope: its answer, if it goes anywhere, goes into a store list.
      query: { do: 'add_reading', a: pickListFields.ofProject },
      json: { quantity, location_id: location_id ?? null },
      meta: { pickId: pick.id, quantity },
      target,
    },
  };
}

/**
 * The open lists (other than the reading's own) with a pick of the reading's item, each as the
 * reading moved there: where a refused reading may go.
 */
async function openListsWithItem(
  pickId: number | null,
  lists: () => Promise<Project[]>,
  open: (list: Project) => boolean,
  onPick: (pick: Pick, name: string) => MoveTarget,
): Promise<MoveTarget[]> {
  if (pickId === null) return [];
  const [source, all] = await Promise.all([fetchPick(pickId), lists()]);
  const others = all.filter((l) => l.id !== source.project_id && open(l));
  return (await picksOfItemIn(source.item_id, others)).map(([pick, list]) => onPick(pick, list.name ?? ''));
}

/** The first pick of `itemId` in each of `lists` that has one, with its list. */
async function picksOfItemIn(itemId: number, lists: Project[]): Promise<[Pick, Project][]> {
  if (lists.length === 0) return [];
  const picks = await api.list<Pick>('picks', {
    q: { item_id_eq: itemId, project_id_in: lists.map((l) => l.id) },
  });
  return lists.flatMap((list): [Pick, Project][] => {
    const pick = picks.find((p) => p.project_id === list.id);
    return pick ? [[pick, list]] : [];
  });
}

/** Picking management's kept readings: onto the same item in another open picking list. */
export const pickingMover: RefusedMover = {
  movable: (entry) => readingPickId(entry) !== null,
  targets: (entry) =>
    openListsWithItem(
      readingPickId(entry),
      fetchPickingLists,
      // Offered as the server will take it (the same rule as its container check).
      (l) => !isProjectConcluded(l, 'outgoing'),
      (pick, name) => readingOnPick(entry, pick, name),
    ),
  none: m.outbox.moveNoList,
};

/** Store fulfilment's kept quantities: onto the same item of another supply in fulfilment. */
export const storeMover: RefusedMover = {
  movable: (entry) => storePickId(entry) !== null,
  targets: (entry) =>
    openListsWithItem(
      storePickId(entry),
      async () => fetchStoreProjects(await fetchStoreContext(), true),
      (l) => !isProjectConcluded(l, 'supply'),
      (pick, name) => storedOnPick(entry, pick, name),
    ),
  none: m.outbox.moveNoList,
};
