/**
 * The data of a counting screen: the inventory, the document counted into, the lines with the
 * outbox's pending counts on them, and the server's answers taken into the cached lines as the
 * outbox delivers them (no reload per count).
 */
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/api';
import { useOutbox, useOutboxSent } from '../../lib/outbox/use-outbox';
import type { OutboxEntry } from '../../lib/outbox';
import {
  countScope,
  fetchCountDocument,
  fetchLocation,
  fetchProject,
  inventoryKeys,
  type CountPlace,
} from './api';
import {
  compareLines,
  indexLines,
  linesFromPicks,
  linesFromReadings,
  withPending,
  type CountLine,
  type CountMeta,
} from './count-lines';
import type { CountMode } from './count-modes';
import type { CountAnswer } from './types';

export function useCount(descriptor: CountMode, projectId: number, place: CountPlace) {
  const scope = countScope(projectId, place);
  const project = useQuery({
    queryKey: inventoryKeys.project(projectId),
    queryFn: () => fetchProject(projectId),
  });
  const documentKey = inventoryKeys.document(projectId, place);
  const document = useQuery({ queryKey: documentKey, queryFn: () => fetchCountDocument(projectId, place) });
  const locationId = 'locationId' in place ? place.locationId : null;
  const location = useQuery({
    queryKey: ['inventory', 'location', locationId],
    queryFn: () => fetchLocation(locationId!),
    enabled: locationId !== null,
  });
  const linesKey = inventoryKeys.lines(projectId, place);
  const lines = useQuery({ queryKey: linesKey, queryFn: () => descriptor.loadLines(projectId, place) });
  const { pending, refused } = useOutbox(scope);

  const shown = useMemo(() => {
    const metas = pending.map((e) => e.meta as CountMeta);
    return withPending(lines.data ?? [], metas).sort(compareLines);
  }, [lines.data, pending]);
  const index = useMemo(() => indexLines(shown), [shown]);

  const onSent = useCallback(
    (entry: OutboxEntry, answer: unknown) => {
      if (entry.scope !== scope) return;
      const { pick, project_row: row, document: doc } = answer as CountAnswer;
      queryClient.setQueryData(documentKey, doc);
      queryClient.setQueryData<CountLine[]>(linesKey, (old) => {
        if (!old) return old;
        if (pick) {
          const [fresh] = linesFromPicks([pick]);
          const at = old.findIndex((l) => l.pickId === pick.id);
          return at >= 0
            ? old.map((l, i) =>
                i === at
                  ? {
                      ...fresh!,
                      item: fresh!.item ?? l.item,
                      locationName: l.locationName || fresh!.locationName,
                    }
                  : l,
              )
            : [...old, fresh!];
        }
        const meta = entry.meta as CountMeta;
        const [fresh] = linesFromReadings([{ ...row, item: row.item ?? meta.item }]);
        const at = old.findIndex((l) => l.itemId === row.item_id);
        return at >= 0
          ? old.map((l, i) => (i === at ? { ...l, detected: fresh!.detected } : l))
          : [...old, fresh!];
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys follow scope
    [scope],
  );
  useOutboxSent(onSent);

  const placeName =
    'documentId' in place ? (document.data?.name ?? '') : (location.data?.name ?? document.data?.name ?? '');
  return { scope, project, document, lines, shown, index, pending, refused, placeName };
}
