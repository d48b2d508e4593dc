/**
 * Live updates on a screen (docs/web-app.md, "Live updates"): another operator's writes in what the
 * screen has open reach its queries without a reload. The keys are the domain factories' keys, the
 * same that fetch and invalidate. One hook per screen:
 *
 *   useLiveScreen({ projects: ids, reload: [projectKeys.byIds(ids)], picks: pickKeys.ofLists(ids) });
 *
 * - a pick whose totals changed is read again alone and put in place (`picks`: a `PicksData` key);
 *   readings are announced through their pick, so they need nothing more there;
 * - anything else in scope reloads the `reload` queries, at most every RELOAD_EVERY_MS (the last
 *   change always gets its reload);
 * - `reset` from the server, or the stream opening after the screen loaded, reloads everything.
 */
import { useEffect, useRef } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '../lib/api';
import type { ChangeEvent } from '../lib/live/event-stream';
import { useLive } from '../lib/live/use-live';
import { refreshPick, type PicksData } from './picks';

export interface LiveScreen {
  projects?: readonly number[];
  documents?: readonly number[];
  /** The queries the screen shows, reloaded when another operator changes what is in scope. */
  reload: readonly QueryKey[];
  /** A list of picks with its barcode index (`PicksData`): patched one pick at a time. */
  picks?: QueryKey;
}

export const RELOAD_EVERY_MS = 300;
/** More changed picks than this at once: the list is reloaded instead of read pick by pick. */
const PATCH_AT_MOST = 20;

/** What a batch of changes asks of a screen: picks to read again, and whether to reload the rest. */
export function planLiveUpdate(events: readonly ChangeEvent[], patchesPicks: boolean) {
  const picks = new Set<number>();
  let reload = false;
  let reloadPicks = false;
  for (const event of events) {
    if (patchesPicks && event.model === 'picks') {
      if (event.kind === 'update') picks.add(event.id);
      else reloadPicks = true;
    } else if (!(patchesPicks && event.model === 'project_rows')) reload = true;
  }
  if (picks.size > PATCH_AT_MOST) {
    picks.clear();
    reloadPicks = true;
  }
  return { picks: [...picks], reload, reloadPicks };
}

function invalidate(keys: readonly QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** Follows what the screen has open (null: nothing yet) and keeps its queries current. */
export function useLiveScreen(screen: LiveScreen | null): void {
  const ref = useRef(screen);
  const throttle = useRef<{ timer: ReturnType<typeof setTimeout> | null; last: number; picks: boolean }>({
    timer: null,
    last: 0,
    picks: false,
  });
  useEffect(() => {
    ref.current = screen;
  });
  useEffect(() => {
    const state = throttle.current;
    return () => {
      if (state.timer !== null) clearTimeout(state.timer);
    };
  }, []);

  const reloadSoon = (withPicks: boolean) => {
    const state = throttle.current;
    state.picks ||= withPicks;
    if (state.timer !== null) return;
    const run = () => {
      state.timer = null;
      state.last = Date.now();
      const current = ref.current;
      if (!current) return;
      invalidate(state.picks && current.picks ? [...current.reload, current.picks] : current.reload);
      state.picks = false;
    };
    state.timer = setTimeout(run, Math.max(0, state.last + RELOAD_EVERY_MS - Date.now()));
  };

  useLive(screen ? { projects: screen.projects, documents: screen.documents } : null, {
    onChange(events) {
      const current = ref.current;
      if (!current) return;
      const plan = planLiveUpdate(events, current.picks !== undefined);
      const picksKey = current.picks;
      const shown = picksKey && queryClient.getQueryData<PicksData>(picksKey)?.picks;
      for (const id of plan.picks) {
        // Only a pick this screen shows is read again (a project's other documents have theirs).
        if (picksKey && shown?.some((p) => p.id === id))
          void refreshPick(picksKey, id).catch(() => undefined);
      }
      if (plan.reload || plan.reloadPicks) reloadSoon(plan.reloadPicks);
    },
    onResync() {
      const current = ref.current;
      if (current) invalidate(current.picks ? [...current.reload, current.picks] : current.reload);
    },
  });
}
