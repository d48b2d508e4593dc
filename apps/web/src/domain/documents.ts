/** Documents (inventory and reference-item counts): a document's barcode is its name. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { Document } from './records';

export const documentKeys = {
  all: ['documents'] as const,
  ofProject: (projectId: number) => ['documents', 'project', projectId] as const,
};

/** The document named as the scanned barcode, or null. */
export async function findDocumentByName(name: string): Promise<Document | null> {
  const [found] = await api.list<Document>('documents', { q: { name_eq: name } });
  return found ?? null;
}

/** A project's documents, sorted as the spec lists them: closed, partial, name. */
export const documentsOfProjectQuery = (projectId: number) =>
  queryOptions({
    queryKey: documentKeys.ofProject(projectId),
    queryFn: () =>
      api.list<Document>('documents', {
        q: { project_id_eq: projectId, s: ['closed asc', 'partial asc', 'name asc'] },
      }),
  });
