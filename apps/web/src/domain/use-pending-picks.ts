/**
 * The screens' side of pick writes waiting in the outbox (picking readings, store 'Quantità
 * Prelevata'): the loaded picks with what waits counted in, and a write the server took put into
 * the cached list at once, before the pick is read again. The rules themselves are pure, in
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
import { picksById, type PicksData } from './picks';
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
 * A pick write the server took (an outbox entry's `meta`), counted into its pick in the cached list
 * under `key` at once, so the row does not step back while the pick is read again. Answers the
 * write, or null when the entry is no pick write.
 */
export function putSentPickWrite(key: QueryKey, meta: unknown): PendingPickReading | null {
  const write = pendingPickReading(meta);
  if (!write) return null;
  const sent = new Map([[write.pickId, { quantity: write.quantity, set: write.set === true }]]);
  queryClient.setQueryData<PicksData>(key, (data) =>
    data ? { ...data, picks: withPendingPicks(data.picks, sent) } : data,
  );
  return write;
}
