/**
 * The data of a counting screen: the inventory, the document counted into, the lines with the
 * outbox's pending counts on them, and the server's answers taken into the cached lines as the
 * outbox delivers them (no reload per count).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contributionsTotal } from '@warehouse/shared';
import { useLiveScreen } from '../../domain/live';
import { queryClient } from '../../lib/api';
import { useKeptCopy } from '../../lib/keep';
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
import { keptCountKey, readKeptCount, type KeptCount } from './kept-count';
import type { CountAnswer } from './types';

export type CountView = ReturnType<typeof useCount>;

export function useCount(descriptor: CountMode, projectId: number, place: CountPlace) {
  const scope = countScope(projectId, place);
  // The device's copy shows at once and is replaced by the server's answers as they come
  // (`initialDataUpdatedAt: 0`: always fetched); without a network it stays (kept-count.ts).
  const [kept] = useState(() => readKeptCount(projectId, place));
  const fromDevice = { initialDataUpdatedAt: 0, meta: { silentError: kept !== null } };
  const project = useQuery({
    queryKey: inventoryKeys.project(projectId),
    queryFn: () => fetchProject(projectId),
    initialData: kept?.project,
    ...fromDevice,
  });
  const documentKey = inventoryKeys.document(projectId, place);
  const document = useQuery({
    queryKey: documentKey,
    queryFn: () => fetchCountDocument(projectId, place),
    initialData: kept ? kept.document : undefined,
    ...fromDevice,
  });
  const locationId = 'locationId' in place ? place.locationId : null;
  const location = useQuery({
    queryKey: ['inventory', 'location', locationId],
    queryFn: () => fetchLocation(locationId!),
    enabled: locationId !== null,
    initialData: kept?.location ?? undefined,
    ...fromDevice,
  });
  const linesKey = inventoryKeys.lines(projectId, place);
  const lines = useQuery({
    queryKey: linesKey,
    queryFn: () => descriptor.loadLines(projectId, place),
    initialData: kept?.lines,
    ...fromDevice,
  });
  const fromServer =
    project.dataUpdatedAt > 0 &&
    document.dataUpdatedAt > 0 &&
    lines.dataUpdatedAt > 0 &&
    (locationId === null || location.dataUpdatedAt > 0);
  useKeptCopy<KeptCount>(
    keptCountKey(projectId, place),
    fromServer && project.data && lines.data
      ? {
          project: project.data,
          document: document.data ?? null,
          location: location.data ?? null,
          lines: lines.data,
        }
      : undefined,
  );
  const { pending, refused } = useOutbox(scope);
  // Another operator's counts in the same document show here at once.
  const documentId = document.data?.id;
  useLiveScreen(
    documentId === undefined
      ? null
      : { documents: [documentId], reload: [linesKey, documentKey, inventoryKeys.project(projectId)] },
  );

  const shown = useMemo(() => {
    const metas = pending.map((e) => e.meta as CountMeta);
    return withPending(lines.data ?? [], metas).sort(compareLines);
  }, [lines.data, pending]);
  const index = useMemo(() => indexLines(shown), [shown]);

  // The server's answers go into the cached lines once per frame, with the outbox's own update.
  const answers = useRef<[OutboxEntry, CountAnswer][]>([]);
  const onSent = useCallback(
    (entry: OutboxEntry, answer: unknown) => {
      if (entry.scope !== scope) return;
      // Applied by an earlier send whose answer was lost: the server's lines are the truth.
      if (answer === null) return void queryClient.invalidateQueries({ queryKey: linesKey });
      if (answers.current.push([entry, answer as CountAnswer]) > 1) return;
      requestAnimationFrame(() => {
        const batch = answers.current;
        answers.current = [];
        queryClient.setQueryData(documentKey, batch[batch.length - 1]![1].document);
        queryClient.setQueryData<CountLine[]>(linesKey, (old) => old && batch.reduce(applyAnswer, old));
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

/** One server answer taken into the lines: the pick as it stands now, or the item's reading. */
function applyAnswer(lines: CountLine[], [entry, answer]: [OutboxEntry, CountAnswer]): CountLine[] {
  const { pick, project_row: row, counted_by: countedBy } = answer;
  const counted = countedBy ? { countedBy } : {};
  if (pick) {
    const [fresh] = linesFromPicks([pick]);
    const at = lines.findIndex((l) => l.pickId === pick.id);
    if (at < 0) return [...lines, { ...fresh!, ...counted }];
    const old = lines[at]!;
    return lines.map((l, i) =>
      i === at
        ? {
            ...fresh!,
            item: fresh!.item ?? old.item,
            locationName: old.locationName || fresh!.locationName,
            countedBy: countedBy ?? old.countedBy,
          }
        : l,
    );
  }
  const meta = entry.meta as CountMeta;
  const [fresh] = linesFromReadings([{ ...row, item: row.item ?? meta.item }]);
  // The reading is the operator's own: the line is what every operator's readings add up to.
  const detected = countedBy ? contributionsTotal(countedBy) : fresh!.detected;
  const at = lines.findIndex((l) => l.itemId === row.item_id);
  return at >= 0
    ? lines.map((l, i) => (i === at ? { ...l, detected, ...counted } : l))
    : [...lines, { ...fresh!, detected, ...counted }];
}
