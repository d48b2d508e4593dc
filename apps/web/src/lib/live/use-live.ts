/**
 * The app's one live hub (live-hub.ts) and the hooks screens use: `useLive` registers what a screen
 * shows while it is mounted; `usePresence` names the other users with the same places open.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { configuredBaseUrl } from '../api';
import { getToken, getUser, subscribeSession } from '../session';
import { connectLiveEvents, type ChangeEvent, type LiveScope, type PresentUser } from './event-stream';
import { LiveHub } from './live-hub';

let hub: LiveHub | null = null;

function theHub(): LiveHub {
  if (hub) return hub;
  const created = new LiveHub({ connect: connectLiveEvents, getToken, baseUrl: configuredBaseUrl });
  hub = created;
  // A new sign-in, or the network back: try again at once instead of waiting for the backoff.
  let token = getToken();
  subscribeSession(() => {
    if (getToken() === token) return;
    token = getToken();
    if (token) created.wake();
    else created.close();
  });
  globalThis.addEventListener?.('online', () => created.wake());
  return created;
}

export interface LiveHandlers {
  /** Changes in the scope, batched; the current user's own ones are left out (already shown). */
  onChange(events: ChangeEvent[]): void;
  /** Reload everything shown. */
  onResync(): void;
}

const keyOf = (scope: LiveScope | null) =>
  scope
    ? JSON.stringify([scope.projects ?? [], scope.documents ?? [], scope.models ?? [], scope.within ?? []])
    : '';

/** Follows `scope` while mounted (nothing while null, e.g. before the ids are known). */
export function useLive(scope: LiveScope | null, handlers: LiveHandlers): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  const key = keyOf(scope);
  useEffect(() => {
    if (!key) return;
    const [projects, documents, models, within] = JSON.parse(key) as [number[], number[], string[], string[]];
    if (projects.length + documents.length + models.length + within.length === 0) return;
    return theHub().add({
      scope: { projects, documents, models, within },
      onChange: (events) => {
        const me = getUser()?.id;
        const others = events.filter((e) => e.user_id === null || e.user_id !== me);
        if (others.length > 0) ref.current.onChange(others);
      },
      onResync: () => ref.current.onResync(),
    });
  }, [key]);
}

const NO_ONE: PresentUser[] = [];

/** Who last changed a record as the live stream told it (`LiveHub.writerOf`), or null. */
export const liveWriterOf = (model: string, id: number) => theHub().writerOf(model, id);

/** A user's name as the live stream's presence told it (`LiveHub.nameOf`), or null. */
export const liveNameOf = (userId: number) => theHub().nameOf(userId);

/** The other users with one of these projects or documents open, by name, each once. */
export function usePresence(places: {
  projects?: readonly number[];
  documents?: readonly number[];
}): PresentUser[] {
  const live = theHub();
  const presence = useSyncExternalStore(live.subscribe, live.getPresence, live.getPresence);
  const key = keyOf(places);
  return useMemo(() => {
    const [projects, documents] = JSON.parse(key) as [number[], number[]];
    const found = new Map<number, PresentUser>();
    for (const id of projects) for (const u of presence.projects[id] ?? []) found.set(u.id, u);
    for (const id of documents) for (const u of presence.documents[id] ?? []) found.set(u.id, u);
    return found.size === 0 ? NO_ONE : [...found.values()].sort((a, b) => a.name.localeCompare(b.name, 'it'));
  }, [presence, key]);
}
