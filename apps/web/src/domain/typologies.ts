/**
 * Project typologies and branches: the look-ups by title or code that several modules start from
 * (picking lists are typology LP, store supplies AN of branch '1', supplier orders AC).
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { Branch, ProjectTypology } from './records';

export const TYPOLOGY = { picking: 'LP', supply: 'AN', supplierOrder: 'AC' } as const;

export const typologyKeys = {
  all: ['project_typologies'] as const,
  byTitle: (title: string) => ['project_typologies', 'title', title] as const,
};

/** The id of the project typology with this title, or null when there is none. */
export async function typologyId(title: string): Promise<number | null> {
  const found = await api.list<ProjectTypology>('project_typologies', { q: { title_eq: title } });
  return found[0]?.id ?? null;
}

/** The typology id by title, cached for a minute (typologies are set up once). */
export const typologyIdQuery = (title: string) =>
  queryOptions({
    queryKey: typologyKeys.byTitle(title),
    queryFn: () => typologyId(title),
    staleTime: 60_000,
  });

/** The typology's id, created ({title, inventory, picking, free} all false) when missing. */
export async function ensureTypologyId(title: string): Promise<number> {
  const found = await typologyId(title);
  if (found !== null) return found;
  const created = await api.create<ProjectTypology>('project_typologies', {
    title,
    inventory: false,
    picking: false,
    free: false,
  });
  return created.id;
}

/** The id of the branch with this code, or null. */
export async function branchId(code: string): Promise<number | null> {
  const found = await api.list<Branch>('branches', { q: { code_eq: code } });
  return found[0]?.id ?? null;
}
