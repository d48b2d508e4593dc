/**
 * The screens' side of pick writes waiting in the outbox (picking readings, store 'Quantità
 * Prelevata'): the loaded picks with what waits counted in, and a write the server took put into
 * the cached list from the server's answer. The rules themselves are pure, in
 * pending-picks.ts.
 */
import { useMemo } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '../lib/api';
import { useOutbox, type OutboxScopes } from '../lib/outbox/use-outbox';
import {
  pendingByPick,
  pendingPickReading,
  withPendingPicks,
  type PendingPickReading,
} from './pending-picks';
import { pickOfAnswer, picksById, putPick, type PicksData } from './picks';
import type { Pick } from './records';

/** `loaded` with the pending writes of `scopes` counted in, by id too, and the entries themselves. */
export function usePicksWithPending(loaded: Pick[] | undefined, scopes: OutboxScopes) {
  const { pending, refused } = useOutbox(scopes);
  const pendingQuantities = useMemo(() => pendingByPick(pending.map((e) => e.meta)), [pending]);
  const picks = useMemo(() => withPendingPicks(loaded ?? [], pendingQuantities), [loaded, pendingQuantities]);
  const byId = useMemo(() => picksById(picks), [picks]);
  return { pending, refused, pendingQuantities, picks, byId };
}

/**
 * A pick write the server took (an outbox entry's `meta`, and the server's answer): the pick as the
 * answer carries it (`add_reading`, `store_picked`: totals recomputed, lock_version) goes into the
 * cached list under `key`; an answer without the pick (an entry queued before the command existed)
 * counts the write into the cached pick. Answers the write, or null when the entry is no pick write.
 */
export function putSentPickWrite(key: QueryKey, meta: unknown, answer?: unknown): PendingPickReading | null {
  const write = pendingPickReading(meta);
  if (!write) return null;
  const fresh = pickOfAnswer(answer, write.pickId);
  if (fresh) {
    putPick(key, fresh);
    return write;
  }
  const sent = new Map([[write.pickId, { quantity: write.quantity, set: write.set === true }]]);
  queryClient.setQueryData<PicksData>(key, (data) =>
    data ? { ...data, picks: withPendingPicks(data.picks, sent) } : data,
  );
  return write;
}
