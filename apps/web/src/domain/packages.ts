/** Packages (colli): a package's barcode is its name. */
import { queryOptions } from '@tanstack/react-query';
import { isPackageClosable, isPackageLoadable, ssccOfScan, type PackageMeasures } from '@warehouse/shared';
import { api } from '../lib/api';
import { dialogs } from '../lib/dialogs';
import { feedback } from '../lib/reader';
import { m } from '../messages/it';
import type { Package, Project } from './records';

export const packageKeys = {
  all: ['packages'] as const,
  ofProject: (projectId: number) => ['packages', 'project', projectId] as const,
  inState: (state: PackageStage, projectId?: number) => ['packages', state, projectId ?? 'all'] as const,
  projectsWith: (state: PackageStage) => ['packages', state, 'projects'] as const,
};

/** The package named as the scanned barcode, or null. */
export async function findPackageByName(name: string): Promise<Package | null> {
  const [found] = await api.list<Package>('packages', { q: { name_eq: name } });
  return found ?? null;
}

/** The package given this SSCC (AI 00 of its GS1 logistic label), or null. */
export async function findPackageBySscc(sscc: string): Promise<Package | null> {
  const [found] = await api.list<Package>('packages', { q: { sscc_eq: sscc } });
  return found ?? null;
}

/** The package a label names: by the SSCC its GS1 barcode carries, else by its name. */
export function findPackageByLabel(code: string): Promise<Package | null> {
  const sscc = ssccOfScan(code);
  return sscc ? findPackageBySscc(sscc) : findPackageByName(code);
}

/** A project's packages in their sort order (incremental ascending). */
export const packagesOfProjectQuery = (projectId: number) =>
  queryOptions({
    queryKey: packageKeys.ofProject(projectId),
    queryFn: () => api.list<Package>('packages', { q: { project_id_eq: projectId, s: 'incremental asc' } }),
  });

/**
 * A package a reading may still go into, so the package searches find it: neither closed nor
 * shipped (spec §4: "Closed and shipped packages are no longer findable"). The server refuses the
 * others with the same rule.
 */
export function isPackageOpen(pkg: Package): boolean {
  return isPackageClosable(pkg);
}

// ---- closing and truck loading (spec §4 "Package lifecycle") --------------------------------------

/** Where a package is in its life: `open` waits for 'Chiudi Collo', `closed` for the truck. */
export type PackageStage = 'open' | 'closed';

const STAGE_FILTER: Record<PackageStage, { closed_eq: boolean; shipped_eq: boolean }> = {
  open: { closed_eq: false, shipped_eq: false },
  closed: { closed_eq: true, shipped_eq: false },
};

/** Whether a package (as read now) is at `stage`: the rule the server commands apply too. */
export const isAtStage = (pkg: Package, stage: PackageStage) =>
  stage === 'open' ? isPackageClosable(pkg) : isPackageLoadable(pkg);

/** The packages at `stage`, of one project or all, by incremental. */
export function fetchPackagesAt(stage: PackageStage, projectId?: number): Promise<Package[]> {
  return api.list<Package>('packages', {
    q: { ...STAGE_FILTER[stage], ...(projectId ? { project_id_eq: projectId } : {}), s: 'incremental asc' },
  });
}

export const packagesAtQuery = (stage: PackageStage, projectId?: number) =>
  queryOptions({
    queryKey: packageKeys.inState(stage, projectId),
    queryFn: () => fetchPackagesAt(stage, projectId),
  });

/** The projects that have packages at `stage` (those worth choosing), by name. */
export const projectsWithPackagesQuery = (stage: PackageStage) =>
  queryOptions({
    queryKey: packageKeys.projectsWith(stage),
    queryFn: async () => {
      const ids = [...new Set((await fetchPackagesAt(stage)).map((p) => p.project_id))].filter(
        (id): id is number => typeof id === 'number',
      );
      if (ids.length === 0) return [];
      const projects = await api.list<Project>('projects', { q: { id_in: ids, s: 'name asc' } });
      return projects;
    },
  });

/** The URL of the package's picture (the latest, if several), signed for the signed-in user. */
export function packagePictureUrl(pkg: Package): string | null {
  const pictures = pkg.pictures ?? [];
  return pictures.length > 0 ? (pictures[pictures.length - 1]!.url ?? null) : null;
}

/**
 * 'Chiudi Collo': one request (the server's `close_package` command) with the lock_version the
 * package was read with — multipart with the PNG when there is a photo (spec §7), JSON otherwise.
 */
export function closePackage(
  pkg: Pick<Package, 'id' | 'lock_version' | 'name'>,
  measures: PackageMeasures,
  photo: Blob | null,
  key: string,
): Promise<{ package: Package }> {
  const values = { ...measures, lock_version: pkg.lock_version ?? 0, closed: true };
  const options = { query: { do: 'close_package' }, idempotencyKey: key };
  if (!photo) {
    return api.request('POST', `/packages/${pkg.id}`, { ...options, json: { package: values } });
  }
  const form = new FormData();
  for (const [field, value] of Object.entries(values)) form.append(`packages[${field}]`, String(value));
  form.append('packages[pictures][]', photo, `collo-${pkg.name ?? pkg.id}.png`);
  return api.request('POST', `/packages/${pkg.id}`, { ...options, formData: form });
}

export interface LoadAnswer {
  packages: Package[];
  loaded: number;
  shipping_date: string;
}

/** 'Carica selezionati': every selected package shipped in one all-or-nothing request. */
export function loadPackages(packages: readonly Pick<Package, 'id' | 'lock_version'>[], key: string) {
  return api.request<LoadAnswer>('POST', '/packages', {
    query: { do: 'load_packages' },
    json: { packages: packages.map((p) => ({ id: p.id, lock_version: p.lock_version ?? 0 })) },
    idempotencyKey: key,
  });
}

/**
 * A package label read on a screen that puts readings into this project's packages (order packing,
 * package preparation): the package chosen, 'refused' for one of this project that is closed and
 * shipped (or no longer offered), null when the code is no package of this project.
 */
export async function packageOfReading(
  code: string,
  projectId: number,
  offered: readonly Package[],
): Promise<{ kind: 'chosen'; package: Package } | { kind: 'refused' } | null> {
  // The server's word, not the list on screen: another device may have closed and shipped it.
  const found = await findPackageByLabel(code);
  if (found && found.project_id === projectId)
    return isPackageOpen(found) ? { kind: 'chosen', package: found } : { kind: 'refused' };
  // Listed here but no longer findable: closed and shipped meanwhile.
  const sscc = ssccOfScan(code);
  return offered.some((p) => (sscc ? p.sscc === sscc : p.name === code)) ? { kind: 'refused' } : null;
}

/** A package label refused by `packageOfReading`: the error sound and the spec's message. */
export function refusePackage(): Promise<void> {
  feedback.error();
  return dialogs.warning(m.scan.packageNotFound);
}
