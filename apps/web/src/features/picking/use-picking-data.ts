/**
 * The data of the picking screen over the selected lists, as it must be in a Wi-Fi dead spot:
 *
 * - the picks and lists last loaded are kept on the device (lib/keep, per user and selection), so a
 *   reload without a network still shows the lists, refreshed from the server as soon as it answers;
 * - the readings waiting in the outbox (scope `picking:<list id>`) are counted into their picks: the
 *   row's quantity, the modal's 'Già inserita' and the excess check include them;
 * - each reading the server accepts is taken into its pick from the answer (no GET, no reload).
 */
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buildBarcodeIndex, fetchPicksOfLists, pickKeys, type PicksData } from '../../domain/picks';
import { fetchProjectsByIds, projectKeys } from '../../domain/projects';
import { readingScope } from '../../domain/readings';
import type { Pick, Project } from '../../domain/records';
import { putSentPickWrite, usePicksWithPending } from '../../domain/use-pending-picks';
import { queryClient, refetchUnlessJustFetched } from '../../lib/api';
import { hasKept, readKept, useKeptCopy } from '../../lib/keep';
import type { OutboxEntry } from '../../lib/outbox';
import { useOutboxSent } from '../../lib/outbox/use-outbox';

interface KeptLists {
  picks: Pick[];
  lists: Project[];
}

const isKeptLists = (value: unknown): value is KeptLists => {
  const v = value as KeptLists | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.picks) && Array.isArray(v.lists);
};

/** Where the selection's last loaded picks and lists are kept on the device. */
export const keptListsKey = (idsParam: string) => `picking/lists/${idsParam}`;

export function usePickingData(projectIds: readonly number[], idsParam: string) {
  const keptKey = keptListsKey(idsParam);
  // The route's loader (app/prefetch.ts) asked for both while the chunk loaded: an answer that has
  // just arrived is not asked for a second time on mount (`refetchUnlessJustFetched`).
  const key = pickKeys.ofLists(projectIds);
  const listsKey = projectKeys.byIds(projectIds);
  const [{ kept, keptExists }] = useState(() => {
    // The picks and lists are already here (the prefetch answered first): the kept copy would only be
    // parsed to be thrown away, which for 2,000 picks is a visible delay on a handheld.
    if (queryClient.getQueryData(key) !== undefined && queryClient.getQueryData(listsKey) !== undefined)
      return { kept: null, keptExists: hasKept(keptKey) };
    const value = readKept<unknown>(keptKey);
    return isKeptLists(value) ? { kept: value, keptExists: true } : { kept: null, keptExists: false };
  });
  // What the device kept shows at once and is replaced by the server's lists as soon as they come
  // (`initialDataUpdatedAt: 0`: always fetched); a failed fetch then leaves it on screen. A function,
  // so that the kept copy's index is built once, not on every render.
  const picksQuery = useQuery<PicksData>({
    queryKey: key,
    queryFn: () => fetchPicksOfLists(projectIds),
    refetchOnMount: refetchUnlessJustFetched,
    initialData: kept ? () => ({ picks: kept.picks, index: buildBarcodeIndex(kept.picks) }) : undefined,
    initialDataUpdatedAt: 0,
    meta: { silentError: keptExists },
  });
  const listsQuery = useQuery<Project[]>({
    queryKey: listsKey,
    queryFn: () => fetchProjectsByIds(projectIds),
    refetchOnMount: refetchUnlessJustFetched,
    initialData: kept?.lists,
    initialDataUpdatedAt: 0,
    meta: { silentError: keptExists },
  });

  const loaded = picksQuery.data;
  const lists = listsQuery.data;
  // Only what came from the server is worth keeping (not the kept copy written back).
  const fromServer = loaded && lists && picksQuery.dataUpdatedAt > 0 && listsQuery.dataUpdatedAt > 0;
  const forgetKept = useKeptCopy<KeptLists>(keptKey, fromServer ? { picks: loaded.picks, lists } : undefined);

  const scopes = useMemo(() => projectIds.map((id) => readingScope('picking', id)), [projectIds]);
  const { pending, refused, pendingQuantities, picks, byId } = usePicksWithPending(loaded?.picks, scopes);

  // A reading the server took: its answer carries the pick with the new totals; no GET follows.
  const onSent = useCallback(
    (entry: OutboxEntry, answer: unknown) => {
      if (scopes.includes(entry.scope)) putSentPickWrite(key, entry.meta, answer);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key follows the scopes
    [scopes],
  );
  useOutboxSent(onSent);

  return {
    key,
    /** Drops the kept lists (the selection is closed), with any write still waiting. */
    forgetKept,
    picksQuery,
    listsQuery,
    lists,
    /** The picks with the pending readings counted in. */
    picks,
    byId,
    index: loaded?.index,
    /** Loaded from the server, or kept from an earlier visit. */
    ready: loaded !== undefined && lists !== undefined,
    scopes,
    pending,
    pendingQuantities,
    refused,
  };
}
