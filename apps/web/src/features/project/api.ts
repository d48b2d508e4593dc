/** Package preparation's calls (spec §7) and the two server commands it runs. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { LabelOutcome } from '../../domain/printing';
import type { Document, Package, Project } from '../../domain/records';

export const preparationKeys = {
  projects: (typology: string) => ['preparation', 'projects', typology] as const,
  documents: (projectId: number, closedToo: boolean) =>
    ['preparation', 'documents', projectId, closedToo] as const,
  referenceItems: (documentId: number, closedToo: boolean) =>
    ['preparation', 'referenceItems', documentId, closedToo] as const,
  packages: (projectId: number) => ['preparation', 'packages', projectId] as const,
  document: (id: number) => ['preparation', 'document', id] as const,
};

const DOCUMENT_SORT = ['closed asc', 'partial asc', 'name asc'];

/** Projects of the typology (by title), by name. */
export const preparationProjectsQuery = (typology: string) =>
  queryOptions({
    queryKey: preparationKeys.projects(typology),
    queryFn: () =>
      api.list<Project>('projects', {
        q: { project_typology_title_eq: typology, closed_eq: false, s: 'name asc' },
      }),
  });

/** The project's documents (top level); closed ones only for supervisors. */
export const preparationDocumentsQuery = (projectId: number, closedToo: boolean) =>
  queryOptions({
    queryKey: preparationKeys.documents(projectId, closedToo),
    queryFn: () =>
      api.list<Document>('documents', {
        q: {
          project_id_eq: projectId,
          parent_id_null: true,
          ...(closedToo ? {} : { closed_eq: false }),
          s: DOCUMENT_SORT,
        },
      }),
  });

/** The reference items (child documents) of a document; closed ones only for supervisors. */
export const referenceItemsQuery = (documentId: number, closedToo: boolean) =>
  queryOptions({
    queryKey: preparationKeys.referenceItems(documentId, closedToo),
    queryFn: () =>
      api.list<Document>('documents', {
        q: { parent_id_eq: documentId, ...(closedToo ? {} : { closed_eq: false }), s: DOCUMENT_SORT },
      }),
  });

export const documentQuery = (id: number) =>
  queryOptions({
    queryKey: preparationKeys.document(id),
    queryFn: () => api.getById<Document>('documents', id),
  });

/** The project's packages still open, by incremental. */
export const openPackagesQuery = (projectId: number) =>
  queryOptions({
    queryKey: preparationKeys.packages(projectId),
    queryFn: () =>
      api.list<Package>('packages', {
        q: { project_id_eq: projectId, closed_eq: false, shipped_eq: false, s: 'incremental asc' },
      }),
  });

export interface PreparedPackages {
  packages: Package[];
  labels: LabelOutcome | null;
}

/**
 * 'Stampa etichette': `count` new packages, one label each on `printerId` (server command); with
 * `null` (no printer now) the labels are owed, with `undefined` (printer management off) none.
 */
export function preparePackages(
  projectId: number,
  count: number,
  printerId: number | null | undefined,
): Promise<PreparedPackages> {
  return api.request<PreparedPackages>('POST', `/projects/${projectId}`, {
    query: { do: 'prepare_packages' },
    json: { count, ...(printerId !== undefined ? { printer_id: printerId } : {}) },
  });
}

export interface ExitAnswer {
  documents: Document[];
  project: Project | null;
}

/** Leaving management: one command recalculates reference item, parent and (by setting) project. */
export function exitPreparation(
  referenceItem: Document,
  parent: Document,
  project: Project | undefined,
  confirmed: boolean,
  idempotencyKey: string,
): Promise<ExitAnswer> {
  return api.request<ExitAnswer>('POST', `/documents/${referenceItem.id}`, {
    idempotencyKey,
    query: { do: 'exit_project_preparation' },
    json: {
      lock_version: referenceItem.lock_version ?? 0,
      parent: { id: parent.id, lock_version: parent.lock_version ?? 0 },
      ...(project ? { project: { id: project.id, lock_version: project.lock_version ?? 0 } } : {}),
      confirmed,
    },
  });
}
