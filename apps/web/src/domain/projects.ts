/**
 * Projects: picking lists (typology LP), store supplies (AN, branch '1'), supplier orders (AC) and the
 * outgoing customers. Their calls and query options; the keys under `projectKeys.all` serve
 * fetching, invalidation and live updates alike.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, refetchUnlessJustFetched } from '../lib/api';
import type { Project } from './records';
import { branchId, ensureTypologyId, TYPOLOGY, typologyId } from './typologies';

export const SUPPLY_BRANCH_CODE = '1';

export const projectKeys = {
  all: ['projects'] as const,
  one: (id: number) => ['projects', 'one', id] as const,
  byIds: (ids: readonly number[]) => ['projects', 'ids', ids.join(',')] as const,
  pickingLists: ['projects', 'picking-lists'] as const,
  storeContext: ['projects', 'store-context'] as const,
  /** Every store list (both modes), for invalidation. */
  storeLists: ['projects', 'store'] as const,
  store: (picking: boolean) => ['projects', 'store', picking] as const,
  openSupplierOrders: ['projects', 'open-supplier-orders'] as const,
  customersOf: (typologyTitle: string) => ['projects', 'customers', typologyTitle] as const,
};

const PICKING_LIST_SORT = ['closed asc', 'prepared asc', 'delivered asc', 'partial asc', 'suspended asc'];

/** Every picking list (projects of typology LP), in the spec's order. */
export async function fetchPickingLists(): Promise<Project[]> {
  const typology = await typologyId(TYPOLOGY.picking);
  if (typology === null) return [];
  return api.list<Project>('projects', {
    q: { project_typology_id_eq: typology, s: [...PICKING_LIST_SORT, 'updated_at desc'] },
  });
}

export const pickingListsQuery = () =>
  queryOptions({ queryKey: projectKeys.pickingLists, queryFn: fetchPickingLists });

/** A picking list by its name (a reading that is not in the loaded list). */
export async function findPickingListByName(name: string): Promise<Project | null> {
  const typology = await typologyId(TYPOLOGY.picking);
  if (typology === null) return null;
  const found = await api.list<Project>('projects', {
    q: { project_typology_id_eq: typology, name_eq: name },
  });
  return found[0] ?? null;
}

export async function fetchProjectsByIds(ids: readonly number[]): Promise<Project[]> {
  if (ids.length === 0) return [];
  return api.list<Project>('projects', { q: { id_in: [...ids] } });
}

/** Who last changed a record and when (`GET /<model>/{id}?do=last_writer`), or {} when unknown. */
export function fetchLastWriter(
  id: number,
  model = 'projects',
): Promise<{ by?: { id: number; name: string }; at?: string }> {
  return api.request('GET', `/${model}/${id}`, { query: { do: 'last_writer' } });
}

export const projectsByIdsQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: projectKeys.byIds(ids),
    queryFn: () => fetchProjectsByIds(ids),
    // Prefetched by the picking route while the screen's chunk loads (app/prefetch.ts).
    refetchOnMount: refetchUnlessJustFetched,
  });

export const projectQuery = (id: number) =>
  queryOptions({ queryKey: projectKeys.one(id), queryFn: () => api.getById<Project>('projects', id) });

// ---- store supplies ----------------------------------------------------------------------------

export interface StoreContext {
  typologyId: number | null;
  branchId: number | null;
}

/** The AN typology and the branch with code '1'. */
export async function fetchStoreContext(): Promise<StoreContext> {
  const [typology, branch] = await Promise.all([typologyId(TYPOLOGY.supply), branchId(SUPPLY_BRANCH_CODE)]);
  return { typologyId: typology, branchId: branch };
}

export const storeContextQuery = () =>
  queryOptions({ queryKey: projectKeys.storeContext, queryFn: fetchStoreContext, staleTime: 60_000 });

/** Supplies of branch '1' whose store flag equals the picking flag. */
export async function fetchStoreProjects(context: StoreContext, picking: boolean): Promise<Project[]> {
  if (context.typologyId === null || context.branchId === null) return [];
  return api.list<Project>('projects', {
    q: {
      project_typology_id_eq: context.typologyId,
      branch_id_eq: context.branchId,
      store_eq: picking,
      s: ['suspended desc', 'updated_at desc'],
    },
  });
}

export const storeProjectsQuery = (context: StoreContext | undefined, picking: boolean) =>
  queryOptions({
    queryKey: projectKeys.store(picking),
    queryFn: () => fetchStoreProjects(context!, picking),
    enabled: context !== undefined,
  });

// ---- supplier orders (incoming) ------------------------------------------------------------------

/** Open supplier orders (typology AC, closed = false), by name. */
export function fetchOpenSupplierOrders(): Promise<Project[]> {
  return api.list<Project>('projects', {
    q: { project_typology_title_eq: TYPOLOGY.supplierOrder, closed_eq: false, s: 'name asc' },
  });
}

export const openSupplierOrdersQuery = () =>
  queryOptions({ queryKey: projectKeys.openSupplierOrders, queryFn: fetchOpenSupplierOrders });

// ---- customers of the outgoing module ------------------------------------------------------------

/** The projects of a typology (by title), by name: the outgoing module's customers. */
export function fetchProjectsOfTypology(title: string): Promise<Project[]> {
  return api.list<Project>('projects', { q: { project_typology_title_eq: title, s: 'name asc' } });
}

export const customersQuery = (typologyTitle: string) =>
  queryOptions({
    queryKey: projectKeys.customersOf(typologyTitle),
    queryFn: () => fetchProjectsOfTypology(typologyTitle),
  });

/** A new project of a typology (created when missing), posted to the singular `project` model. */
export async function createProjectOfTypology(title: string, name: string): Promise<Project> {
  const projectTypologyId = await ensureTypologyId(title);
  return api.create<Project>('project', { name, project_typology_id: projectTypologyId });
}

// ---- picking-list commands (one server transaction each; docs/server.md, "Commands") -------------

export type PickingCommand = 'conclude_picking' | 'suspend_picking';

export interface PickingCommandAnswer {
  projects: Project[];
  results: { project_id: number; state: string; changed: boolean }[];
}

/**
 * Concludes or suspends the selected lists in one request, with the lock_version each was read
 * with; `confirmed` when the operator already accepted the rule's question. `key` is fixed by the
 * caller so a retried request is applied once.
 */
export function runPickingCommand(
  command: PickingCommand,
  lists: readonly Pick<Project, 'id' | 'lock_version'>[],
  confirmed: boolean,
  key: string,
): Promise<PickingCommandAnswer> {
  return api.request<PickingCommandAnswer>('POST', '/projects', {
    query: { do: command },
    json: { lists: lists.map((l) => ({ id: l.id, lock_version: l.lock_version ?? 0 })), confirmed },
    idempotencyKey: key,
  });
}

// ---- store supply commands (goods-flow §4; one server transaction each) -------------------------

export type StoreCommand = 'close_store' | 'exit_store';

export interface StoreCommandAnswer {
  project: Project;
  state: string;
  changed: boolean;
  /** Back to the selection; false when the supply stays on screen (nothing picked yet). */
  leave: boolean;
  readings_created: number;
}

/**
 * Closes ('Concludi') or leaves ('Esci') a store supply in one request, with the lock_version the
 * supply was read with; `picking` is the mode (fulfilment or creation), `confirmed` when the
 * operator already accepted the rule's question. `key` makes a retried request apply once.
 */
export function runStoreCommand(
  command: StoreCommand,
  supply: Pick<Project, 'id' | 'lock_version'>,
  picking: boolean,
  confirmed: boolean,
  key: string,
): Promise<StoreCommandAnswer> {
  return api.request<StoreCommandAnswer>('POST', `/projects/${supply.id}`, {
    query: { do: command },
    json: { lock_version: supply.lock_version ?? 0, picking, confirmed },
    idempotencyKey: key,
  });
}
