/**
 * Picks (order lines: what to pick against what was read): their calls and query options, the
 * order they are shown in, the barcode → pick index, and the quantities the shared rules take.
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import {
  isPickComplete,
  validateQuantity,
  type PickingListProject,
  type PickQuantities,
  type QuantityCheck,
} from '@warehouse/shared';
import { api, isApiError, queryClient, refetchUnlessJustFetched, type QueryObject } from '../lib/api';
import { PICKS_LIST_FIELDS, PICKS_WITH_READINGS_FIELDS } from './pick-fields';
import { itemCodes } from './items';
import type { Pick } from './records';

/**
 * The field selection (`a`) each cached picks list is loaded with. A write whose answer puts a pick
 * into one of them (`add_reading`, `store_picked`) asks for the same selection: the pick comes back
 * as the list holds it, without what the list never reads (its readings), never narrower.
 */
export const pickListFields = {
  ofLists: PICKS_LIST_FIELDS,
  ofProject: PICKS_WITH_READINGS_FIELDS,
  ofDocument: PICKS_LIST_FIELDS,
} as const;

export const pickKeys = {
  all: ['picks'] as const,
  /** The picks of several picking lists, with their barcode index. */
  ofLists: (projectIds: readonly number[]) => ['picks', 'lists', projectIds.join(',')] as const,
  ofProject: (projectId: number) => ['picks', 'project', projectId] as const,
  ofOrder: (orderId: number | null) => ['picks', 'order', orderId] as const,
  ofDocument: (documentId: number) => ['picks', 'document', documentId] as const,
};

const collator = new Intl.Collator('it', { numeric: true, sensitivity: 'base' });

/** The location a pick is sorted and shown by: its item's location, else the pick's own. */
export function pickLocationName(pick: Pick): string {
  return pick.item?.location?.name ?? pick.location?.name ?? '';
}

/** Picking order (spec section 2): item location name, then item code. */
export function comparePicks(a: Pick, b: Pick): number {
  return (
    collator.compare(pickLocationName(a), pickLocationName(b)) ||
    collator.compare(a.item?.code ?? '', b.item?.code ?? '') ||
    a.id - b.id
  );
}

export function sortPicks(picks: readonly Pick[]): Pick[] {
  return [...picks].sort(comparePicks);
}

/** What a pick search box matches: item code and description. */
export function pickSearchText(pick: Pick): string {
  return `${pick.item?.code ?? ''} ${pick.item?.description ?? ''}`;
}

export function detectedOf(pick: Pick): number {
  return Number(pick.quantity_detected ?? 0);
}

/**
 * A pick's open reading dialog as the scan engine follows it (`ScanDescriptor.seen`): the pick as it
 * is now ('Già inserita' with other operators' readings, live). A reading adds to the pick, so a
 * figure changed meanwhile never stops it (issue 41): no `figure` to compare.
 */
export function pickSeen(current: (pick: Pick) => Pick) {
  return { current };
}

export function expectedOf(pick: Pick): number {
  return Number(pick.quantity ?? 0);
}

/** A pick's quantities as the shared rules take them. */
export function quantitiesOf(pick: Pick): PickQuantities {
  return { id: pick.id, quantity: expectedOf(pick), quantity_detected: pick.quantity_detected };
}

export type BarcodeIndex = ReadonlyMap<string, readonly number[]>;

/**
 * Barcode and additional barcode → the ids of the picks of that item, in the given (display) order.
 * Item codes do not change while a screen is open, so it is built once per load.
 */
export function buildBarcodeIndex(picks: readonly Pick[]): BarcodeIndex {
  const index = new Map<string, number[]>();
  for (const pick of picks) {
    for (const code of new Set(itemCodes(pick.item))) {
      const list = index.get(code);
      if (list) list.push(pick.id);
      else index.set(code, [pick.id]);
    }
  }
  return index;
}

/** Pick id → pick, for the index's lookups on the current quantities. */
export function picksById(picks: readonly Pick[]): Map<number, Pick> {
  return new Map(picks.map((pick) => [pick.id, pick]));
}

/**
 * The pick a reading opens: among the picks of the item read (one per selected list at most), the
 * first one still to complete, else the first.
 */
export function findPickForCode(
  index: BarcodeIndex,
  byId: ReadonlyMap<number, Pick>,
  code: string,
  excessAllowed = true,
): Pick | undefined {
  const ids = index.get(code) ?? index.get(code.trim());
  if (!ids) return undefined;
  const picks = ids.map((id) => byId.get(id)).filter((p): p is Pick => p !== undefined);
  return picks.find((p) => !isPickComplete(expectedOf(p), detectedOf(p), excessAllowed)) ?? picks[0];
}

/** Names of the item's other locations (besides the one shown). */
export function otherLocations(pick: Pick): string[] {
  const main = pickLocationName(pick);
  const names: string[] = [];
  for (const location of pick.item?.locations ?? []) {
    if (location.name && location.name !== main && !names.includes(location.name)) names.push(location.name);
  }
  return names;
}

/** A quantity entered for a pick, checked against it (negative, excess when asked). */
export function checkPickQuantity(pick: Pick, entered: number, excessAllowed: boolean): QuantityCheck {
  return validateQuantity({ entered, detected: detectedOf(pick), expected: expectedOf(pick), excessAllowed });
}

/** The selected lists with their picks, as the closing rules want them (lists without picks too). */
export function listsWithPicks(projectIds: readonly number[], picks: readonly Pick[]): PickingListProject[] {
  const byProject = new Map<number, Pick[]>(projectIds.map((id) => [id, []]));
  for (const pick of picks) byProject.get(pick.project_id)?.push(pick);
  return projectIds.map((id) => ({ id, picks: (byProject.get(id) ?? []).map(quantitiesOf) }));
}

// ---- calls -------------------------------------------------------------------------------------

/**
 * The picks matching `q`, lean, by GET: an unchanged list is revalidated (304), not downloaded, and
 * answered as the same array as before (never changed here: `sortPicks` copies), see `indexedOnce`.
 */
function listPicks(q: QueryObject, fields: QueryObject): Promise<Pick[]> {
  return api.list<Pick>('picks', { q, a: fields }, { sameObjectWhenUnchanged: true });
}

export interface PicksData {
  /** In display order: item location name, then item code. */
  picks: Pick[];
  /** Barcode → picks; the item codes never change while the screen is open, so it is built once. */
  index: BarcodeIndex;
}

function indexed(picks: Pick[]): PicksData {
  return { picks, index: buildBarcodeIndex(picks) };
}

const sortedAndIndexed = new WeakMap<readonly Pick[], PicksData>();

/**
 * Sorted and indexed once per answer: a list the server confirms unchanged (a reload after the live
 * stream opens, a focus) comes back as the same array, so the same `PicksData` is answered and
 * react-query keeps its data as it is: no sorting, no index, no table render for 2,000 picks.
 */
function indexedOnce(answer: readonly Pick[]): PicksData {
  let data = sortedAndIndexed.get(answer);
  if (!data) {
    data = indexed(sortPicks(answer));
    sortedAndIndexed.set(answer, data);
  }
  return data;
}

/** All picks of the given projects in one request, sorted once, with their barcode index. */
export async function fetchPicksOfLists(projectIds: readonly number[]): Promise<PicksData> {
  if (projectIds.length === 0) return indexed([]);
  return indexedOnce(await listPicks({ project_id_in: [...projectIds] }, pickListFields.ofLists));
}

export const picksOfListsQuery = (projectIds: readonly number[]) =>
  queryOptions({
    queryKey: pickKeys.ofLists(projectIds),
    queryFn: () => fetchPicksOfLists(projectIds),
    // Prefetched by the route while the screen's chunk loads (app/prefetch.ts).
    refetchOnMount: refetchUnlessJustFetched,
  });

/** The picks of one project, sorted, with their barcode index. */
export const picksOfProjectQuery = (projectId: number) =>
  queryOptions({
    queryKey: pickKeys.ofProject(projectId),
    queryFn: async () => indexedOnce(await listPicks({ project_id_eq: projectId }, pickListFields.ofProject)),
  });

/** An order's picks as the server lists them (incoming). */
export const picksOfOrderQuery = (orderId: number) =>
  queryOptions({
    queryKey: pickKeys.ofOrder(orderId),
    queryFn: () => api.list<Pick>('picks', { q: { project_id_eq: orderId } }),
  });

export function fetchPick(id: number): Promise<Pick> {
  return api.getById<Pick>('picks', id);
}

/**
 * Puts a pick as the server answered it (a write's answer, a live update) in place in the cached
 * list under `key`: the order and the barcode index stay as they are.
 */
export function putPick(key: QueryKey, fresh: Pick): void {
  queryClient.setQueryData<PicksData>(key, (data) => {
    if (!data) return data;
    const at = data.picks.findIndex((p) => p.id === fresh.id);
    if (at < 0) return data;
    const picks = data.picks.slice();
    picks[at] = fresh;
    return { picks, index: data.index };
  });
}

/** Deletes a pick (a store supply's or a counted line's trash); "already gone" (404) counts as done, so it can run again. */
export async function deletePick(id: number): Promise<void> {
  try {
    await api.remove('picks', id);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

/** Reads one pick again (another operator changed it: a live update) and puts it in place. */
export async function refreshPick(key: QueryKey, pickId: number): Promise<Pick> {
  const fresh = await fetchPick(pickId);
  putPick(key, fresh);
  return fresh;
}

/** The pick a write's answer carries (`add_reading`: `{ pick }`; `store_picked`: the pick itself). */
export function pickOfAnswer(answer: unknown, pickId: number): Pick | null {
  const a = answer as { pick?: Pick; id?: number } | null;
  if (!a || typeof a !== 'object') return null;
  if (a.pick && a.pick.id === pickId) return a.pick;
  return a.id === pickId ? (a as Pick) : null;
}

/** The picks of one document of a project (a package-preparation reference item), sorted, indexed. */
export const picksOfDocumentQuery = (projectId: number, documentId: number) =>
  queryOptions({
    queryKey: pickKeys.ofDocument(documentId),
    queryFn: async () =>
      indexedOnce(
        await listPicks({ project_id_eq: projectId, document_id_eq: documentId }, pickListFields.ofDocument),
      ),
  });
