/**
 * What the management works on, from its URL (/project/management/{id}?…&document&referenceItem):
 * the project, the document (parent), the reference item and its picks, and the way back to selection.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { pickKeys, picksById, picksOfDocumentQuery } from '../../domain/picks';
import { projectQuery } from '../../domain/projects';
import { paths } from '../../lib/paths';
import { documentQuery } from './api';
import { flagsQuery, readFlags } from './mode';

export function usePreparationData() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const projectId = Number(id);
  const flags = useMemo(() => readFlags(params), [params]);
  const documentId = Number(params.get('document'));
  const referenceItemId = Number(params.get('referenceItem'));
  const selection = paths.projectSelection.href(flagsQuery(flags, { keepProject: 'true' }));

  const project = useQuery(projectQuery(projectId));
  const parent = useQuery(documentQuery(documentId));
  const referenceItem = useQuery(documentQuery(referenceItemId));
  const picksQuery = useQuery(picksOfDocumentQuery(projectId, referenceItemId));
  const picks = useMemo(() => picksQuery.data?.picks ?? [], [picksQuery.data]);
  const byId = useMemo(() => picksById(picks), [picks]);

  return {
    projectId,
    referenceItemId,
    selection,
    project,
    parent,
    referenceItem,
    picksQuery,
    picks,
    byId,
    key: pickKeys.ofDocument(referenceItemId),
  };
}

export type PreparationData = ReturnType<typeof usePreparationData>;
