/** The calls of the store supply screens (spec section 7) and their query keys. */
import { api } from '../../lib/api';
import { typologyId } from '../picking/api';
import { sortPicks } from '../picking/rules';
import type { Item, Pick, Project } from '../picking/types';

export const SUPPLY_TYPOLOGY = 'AN';
export const SUPPLY_BRANCH_CODE = '1';
/** Location of a new supply pick (spec section 9). */
export const DEFAULT_LOCATION_ID = 1;

export const storeKeys = {
  all: ['store'] as const,
  context: ['store', 'context'] as const,
  allProjects: ['store', 'projects'] as const,
  projects: (picking: boolean) => ['store', 'projects', picking] as const,
  project: (id: number) => ['store', 'project', id] as const,
  picks: (id: number) => ['store', 'picks', id] as const,
  items: ['store', 'items'] as const,
};

export interface StoreContext {
  typologyId: number | null;
  branchId: number | null;
}

/** The AN typology and the branch with code '1'. */
export async function fetchStoreContext(): Promise<StoreContext> {
  const [typology, branches] = await Promise.all([
    typologyId(SUPPLY_TYPOLOGY),
    api.list<{ id: number }>('branches', { q: { code_eq: SUPPLY_BRANCH_CODE } }),
  ]);
  return { typologyId: typology, branchId: branches[0]?.id ?? null };
}

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

export function fetchProject(id: number): Promise<Project> {
  return api.getById<Project>('projects', id);
}

export async function fetchStorePicks(projectId: number): Promise<Pick[]> {
  return sortPicks(await api.search<Pick>('picks', { project_id_eq: projectId }));
}

/** Every item, for the new-item selector. */
export function fetchItems(): Promise<Item[]> {
  return api.list<Item>('items', { q: { s: 'code asc' } });
}

/** The item with this barcode, else the item of this additional barcode, else null. */
export async function findItemByCode(code: string): Promise<Item | null> {
  const byBarcode = await api.list<Item>('items', { q: { barcode_eq: code } });
  if (byBarcode[0]) return byBarcode[0];
  const extra = await api.list<{ item?: Item | null }>('additional_barcodes', { q: { code_eq: code } });
  return extra[0]?.item ?? null;
}
