/** The calls of the picking-list screens (spec section 7) and their query keys. */
import { api, queryClient } from '../../lib/api';
import { buildBarcodeIndex, sortPicks, type BarcodeIndex } from './rules';
import type { Pick, Project } from './types';
import { forEachLimited, removeIfPresent } from '../../lib/write-queue';

export const PICKING_TYPOLOGY = 'LP';

export const pickingKeys = {
  lists: ['picking', 'lists'] as const,
  picks: (projectIds: readonly number[]) => ['picking', 'picks', projectIds.join(',')] as const,
  projects: (projectIds: readonly number[]) => ['picking', 'projects', projectIds.join(',')] as const,
};

/** The id of the project typology with this title (LP, AN), or null when there is none. */
export async function typologyId(title: string): Promise<number | null> {
  const found = await api.list<{ id: number }>('project_typologies', { q: { title_eq: title } });
  return found[0]?.id ?? null;
}

/** Every picking list (projects of typology LP), in the spec's order (also applied by the screen). */
export async function fetchPickingLists(): Promise<Project[]> {
  const typology = await typologyId(PICKING_TYPOLOGY);
  if (typology === null) return [];
  return api.list<Project>('projects', {
    q: {
      project_typology_id_eq: typology,
      s: ['closed asc', 'prepared asc', 'delivered asc', 'partial asc', 'suspended asc', 'updated_at desc'],
    },
  });
}

/** A picking list by its name (a reading that is not in the loaded list). */
export async function findPickingListByName(name: string): Promise<Project | null> {
  const typology = await typologyId(PICKING_TYPOLOGY);
  if (typology === null) return null;
  const found = await api.list<Project>('projects', {
    q: { project_typology_id_eq: typology, name_eq: name },
  });
  return found[0] ?? null;
}

export interface PicksData {
  /** In display order: item location name, then item code. */
  picks: Pick[];
  /** Barcode → picks; the item codes never change while the screen is open, so it is built once. */
  index: BarcodeIndex;
}

/** All picks of the selected lists in one request, sorted once, with their barcode index. */
export async function fetchPicks(projectIds: readonly number[]): Promise<PicksData> {
  if (projectIds.length === 0) return { picks: [], index: new Map() };
  const picks = sortPicks(await api.search<Pick>('picks', { project_id_in: [...projectIds] }));
  return { picks, index: buildBarcodeIndex(picks) };
}

export async function fetchProjects(projectIds: readonly number[]): Promise<Project[]> {
  if (projectIds.length === 0) return [];
  return api.list<Project>('projects', { q: { id_in: [...projectIds] } });
}

/**
 * Reads one pick again (its detected quantity and readings changed) and puts it in place in the
 * cached list: the order and the barcode index stay as they are.
 */
export async function refreshPick(projectIds: readonly number[], pickId: number): Promise<Pick> {
  const fresh = await api.getById<Pick>('picks', pickId);
  queryClient.setQueryData<PicksData>(pickingKeys.picks(projectIds), (data) => {
    if (!data) return data;
    const at = data.picks.findIndex((p) => p.id === pickId);
    if (at < 0) return data;
    const picks = data.picks.slice();
    picks[at] = fresh;
    return { picks, index: data.index };
  });
  return fresh;
}

/** Deletes every reading of a project in one server transaction (safe to run again). */
export async function deleteProjectReadings(projectId: number): Promise<void> {
  await api.request('POST', `/projects/${projectId}`, { query: { do: 'delete_rows' }, json: {} });
}

/** Deletes the given readings. */
export async function deleteReadings(ids: readonly number[]): Promise<void> {
  await forEachLimited(ids, 4, (id) => removeIfPresent('project_rows', id));
}
