import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { outbox, type OutboxEntry, type SentListener } from './index';

export interface OutboxView {
  /** This scope's entries waiting to be sent, oldest first. */
  pending: OutboxEntry[];
  /** This scope's entries the server refused. */
  refused: OutboxEntry[];
}

/**
 * Changes reach the screen at most once per frame: a burst of a thousand readings, or the queue
 * draining once the network is back, is one render per frame rather than one per write.
 */
function subscribePerFrame(listener: () => void): () => void {
  let frame = 0;
  const unsubscribe = outbox.subscribe(() => {
    if (frame === 0) frame = requestAnimationFrame(() => ((frame = 0), listener()));
  });
  return () => {
    cancelAnimationFrame(frame);
    unsubscribe();
  };
}

/** The outbox entries of one scope (or every scope), kept current. */
export function useOutbox(scope?: string): OutboxView {
  const entries = useSyncExternalStore(subscribePerFrame, outbox.entries, outbox.entries);
  return useMemo(() => {
    const mine = scope === undefined ? entries : entries.filter((e) => e.scope === scope);
    return {
      pending: mine.filter((e) => e.state === 'pending'),
      refused: mine.filter((e) => e.state === 'refused'),
    };
  }, [entries, scope]);
}

/** Runs `listener` for each entry the server accepts while the component is mounted. */
export function useOutboxSent(listener: SentListener): void {
  useEffect(() => outbox.onSent(listener), [listener]);
}
