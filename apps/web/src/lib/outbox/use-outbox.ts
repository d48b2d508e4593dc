import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { outbox, type OutboxEntry, type SentListener } from './index';

export interface OutboxView {
  /** This scope's entries waiting to be sent, oldest first. */
  pending: OutboxEntry[];
  /** This scope's entries the server refused. */
  refused: OutboxEntry[];
  /** Refused entries the operator moved elsewhere, on their way there (also among `pending`). */
  moving: OutboxEntry[];
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

/** Which entries a screen shows: one scope, several (a screen over many lists), or all. */
export type OutboxScopes = string | readonly string[] | undefined;

function inScopes(scopes: OutboxScopes): (entry: OutboxEntry) => boolean {
  if (scopes === undefined) return () => true;
  if (typeof scopes === 'string') return (entry) => entry.scope === scopes;
  const set = new Set(scopes);
  return (entry) => set.has(entry.scope);
}

/** The outbox entries of one scope, of several, or of every scope, kept current. */
export function useOutbox(scopes?: OutboxScopes): OutboxView {
  const entries = useSyncExternalStore(subscribePerFrame, outbox.entries, outbox.entries);
  // An array made at each render must not redo the filtering: the scopes are compared by value.
  const scopeKey = scopes === undefined ? undefined : typeof scopes === 'string' ? scopes : scopes.join('\n');
  return useMemo(() => {
    const mine = entries.filter(inScopes(scopeKey?.split('\n')));
    return {
      pending: mine.filter((e) => e.state === 'pending'),
      refused: mine.filter((e) => e.state === 'refused'),
      moving: mine.filter((e) => e.state === 'pending' && e.movedTo !== undefined),
    };
  }, [entries, scopeKey]);
}

/** Runs `listener` for each entry the server accepts while the component is mounted. */
export function useOutboxSent(listener: SentListener): void {
  useEffect(() => outbox.onSent(listener), [listener]);
}
