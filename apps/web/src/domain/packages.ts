/** Packages (colli): a package's barcode is its name. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { Package } from './records';

export const packageKeys = {
  all: ['packages'] as const,
  ofProject: (projectId: number) => ['packages', 'project', projectId] as const,
};

/** The package named as the scanned barcode, or null. */
export async function findPackageByName(name: string): Promise<Package | null> {
  const [found] = await api.list<Package>('packages', { q: { name_eq: name } });
  return found ?? null;
}

/** A project's packages in their sort order (incremental ascending). */
export const packagesOfProjectQuery = (projectId: number) =>
  queryOptions({
    queryKey: packageKeys.ofProject(projectId),
    queryFn: () => api.list<Package>('packages', { q: { project_id_eq: projectId, s: 'incremental asc' } }),
  });

/** A package that may still be loaded: not closed and shipped. */
export function isPackageOpen(pkg: Package): boolean {
  return !(pkg.closed && pkg.shipped);
}
