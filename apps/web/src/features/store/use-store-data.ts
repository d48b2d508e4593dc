/**
 * The data of the store screen, as it must be in a Wi-Fi dead spot (as picking's use-picking-data):
 * the supply and its picks last loaded are kept on the device (lib/keep, per user, supply and mode)
 * so a reload without a network still shows them, replaced by the server's as soon as it answers;
 * each 'Quantità Prelevata' waiting in the outbox (scope `store:<supply id>`) replaces its pick's
 * picked quantity on screen; one the server took goes into its pick at once, then the picks reload.
 */
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buildBarcodeIndex, picksOfProjectQuery, type PicksData } from '../../domain/picks';
import { projectQuery } from '../../domain/projects';
import { readingScope } from '../../domain/readings';
import type { Pick, Project } from '../../domain/records';
import { putSentPickWrite, usePicksWithPending } from '../../domain/use-pending-picks';
import { readKept, useKeptCopy } from '../../lib/keep';
import type { OutboxEntry } from '../../lib/outbox';
import { useOutboxSent } from '../../lib/outbox/use-outbox';

interface KeptSupply {
  picks: Pick[];
  project: Project;
}

const isKeptSupply = (value: unknown): value is KeptSupply => {
  const v = value as KeptSupply | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.picks) && typeof v.project === 'object';
};

export function useStoreData(projectId: number, picking: boolean) {
  const keptKey = `store/supply/${projectId}/${picking ? 'picking' : 'supply'}`;
  const [kept] = useState(() => {
    const value = readKept<unknown>(keptKey);
    return isKeptSupply(value) ? value : null;
  });
  const picksOptions = picksOfProjectQuery(projectId);
  const picksQuery = useQuery<PicksData>({
    queryKey: picksOptions.queryKey,
    queryFn: picksOptions.queryFn as () => Promise<PicksData>,
    initialData: kept ? { picks: kept.picks, index: buildBarcodeIndex(kept.picks) } : undefined,
    initialDataUpdatedAt: 0,
    meta: { silentError: kept !== null },
  });
  const projectOptions = projectQuery(projectId);
  const project = useQuery<Project>({
    queryKey: projectOptions.queryKey,
    queryFn: projectOptions.queryFn as () => Promise<Project>,
    initialData: kept?.project,
    initialDataUpdatedAt: 0,
    meta: { silentError: kept !== null },
  });

  const loaded = picksQuery.data;
  // Only what came from the server is worth keeping (not the kept copy written back).
  const fromServer = loaded && project.data && picksQuery.dataUpdatedAt > 0 && project.dataUpdatedAt > 0;
  const forgetKept = useKeptCopy<KeptSupply>(
    keptKey,
    fromServer ? { picks: loaded.picks, project: project.data } : undefined,
  );

  const scope = readingScope('store', projectId);
  const { pending, refused, picks, byId } = usePicksWithPending(loaded?.picks, scope);

  // 'Quantità Prelevata' the server took: its answer is the pick as stored; no GET follows.
  const onSent = useCallback(
    (entry: OutboxEntry, answer: unknown) => {
      if (entry.scope === scope) putSentPickWrite(picksOptions.queryKey, entry.meta, answer);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key follows the scope
    [scope],
  );
  useOutboxSent(onSent);

  return {
    /** Drops the kept supply (the screen is closed), with any write still waiting. */
    forgetKept,
    picksQuery,
    project,
    picks,
    byId,
    index: loaded?.index,
    /** Loaded from the server, or kept from an earlier visit. */
    ready: loaded !== undefined,
    scope,
    pending,
    /** Picked quantities the server refused (with why), until dismissed. */
    refused,
  };
}
