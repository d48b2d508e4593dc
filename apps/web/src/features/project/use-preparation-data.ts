/**
 * What the management works on, from its URL (/project/management/{id}?…&document&referenceItem):
 * the project, the document (parent), the reference item and its picks (the readings still waiting
 * in the outbox counted in), and the way back to selection.
 */
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { pickKeys, picksOfDocumentQuery } from '../../domain/picks';
import { readingScope } from '../../domain/readings';
import { putSentPickWrite, usePicksWithPending } from '../../domain/use-pending-picks';
import type { OutboxEntry } from '../../lib/outbox';
import { useOutboxSent } from '../../lib/outbox/use-outbox';
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
  const key = pickKeys.ofDocument(referenceItemId);
  // The readings waiting in the outbox count into their picks ('Già inserita', the excess check).
  const scope = readingScope('preparation', referenceItemId);
  const { picks, byId, pending } = usePicksWithPending(picksQuery.data?.picks, scope);
  // A reading the server took: its answer carries the pick with the new totals; no GET follows.
  useOutboxSent(
    useCallback(
      (entry: OutboxEntry, answer: unknown) => {
        if (entry.scope === scope) putSentPickWrite(key, entry.meta, answer);
      },
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the key follows the scope
      [scope],
    ),
  );

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
    key,
    scope,
    pending,
  };
}

export type PreparationData = ReturnType<typeof usePreparationData>;
