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
 * - `rows`: a plain list of records of one model (e.g. an inventory's documents) whose changed
 *   records are read again together and put in place, instead of reloading the whole list;
 * - `reset` from the server, or the stream opening after the screen loaded, reloads everything.
 *
 * Scope: `projects`/`documents` (what the screen works on: counts as presence), `models` (whole
 * models, e.g. `['projects']` on a selection list) and `within` (`documents:12`: one model's records
 * of a project, without its readings).
 */
import { useEffect, useRef } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from '../lib/api';
import type { ChangeEvent } from '../lib/live/event-stream';
import { timeOf } from '../lib/api/refusal';
import { liveNameOf, liveWriterOf, useLive } from '../lib/live/use-live';
import { m } from '../messages/it';
import { formatQuantity } from './format';
import { refreshPick, type PicksData } from './picks';

export interface LiveScreen {
  projects?: readonly number[];
  documents?: readonly number[];
  models?: readonly string[];
  within?: readonly string[];
  /** The queries the screen shows, reloaded when another operator changes what is in scope. */
  reload: readonly QueryKey[];
  /** A list of picks with its barcode index (`PicksData`): patched one pick at a time. */
  picks?: QueryKey;
  /** A plain list of records of `model` (an array under `key`): updated records are read again by `load`. */
  rows?: LiveRows;
}

export interface LiveRows {
  model: string;
  key: QueryKey;
  load(ids: readonly number[]): Promise<readonly { id: number }[]>;
}

/** The records of `rows.model` updated in a batch (others are left to `planLiveUpdate`). */
export function updatedRows(
  events: readonly ChangeEvent[],
  model: string,
): { ids: number[]; rest: ChangeEvent[] } {
  const ids = new Set<number>();
  const rest: ChangeEvent[] = [];
  for (const event of events) {
    if (event.model === model && event.kind === 'update') ids.add(event.id);
    else rest.push(event);
  }
  return { ids: [...ids], rest };
}

/** Puts freshly read records in place in the cached list (records no longer found are left to a reload). */
async function patchRows(rows: LiveRows, ids: readonly number[]): Promise<void> {
  const shown = queryClient.getQueryData<readonly { id: number }[]>(rows.key);
  const wanted = ids.filter((id) => shown?.some((r) => r.id === id));
  if (wanted.length === 0) return;
  const fresh = new Map((await rows.load(wanted)).map((r) => [r.id, r]));
  queryClient.setQueryData<readonly { id: number }[]>(rows.key, (old) =>
    old?.map((r) => fresh.get(r.id) ?? r),
  );
  if (fresh.size < wanted.length) void queryClient.invalidateQueries({ queryKey: rows.key });
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
  const throttle = useRef<{
    timer: ReturnType<typeof setTimeout> | null;
    last: number;
    picks: boolean;
    rows: Set<number>;
    reload: boolean;
  }>({ timer: null, last: 0, picks: false, rows: new Set(), reload: false });
  useEffect(() => {
    ref.current = screen;
  });
  useEffect(() => {
    const state = throttle.current;
    return () => {
      if (state.timer !== null) clearTimeout(state.timer);
    };
  }, []);

  /** `reload` false: only the rows gathered in `state.rows` are read again. */
  const reloadSoon = (withPicks: boolean, reload = true) => {
    const state = throttle.current;
    state.picks ||= withPicks;
    if (reload) state.reload = true;
    if (state.timer !== null) return;
    const run = () => {
      state.timer = null;
      state.last = Date.now();
      const current = ref.current;
      const rowIds = [...state.rows];
      state.rows.clear();
      const again = state.reload;
      state.reload = false;
      if (!current) return;
      if (again)
        invalidate(state.picks && current.picks ? [...current.reload, current.picks] : current.reload);
      else if (current.rows && rowIds.length > 0)
        void patchRows(current.rows, rowIds).catch(() => invalidate([current.rows!.key]));
      state.picks = false;
    };
    state.timer = setTimeout(run, Math.max(0, state.last + RELOAD_EVERY_MS - Date.now()));
  };

  useLive(
    screen
      ? {
          projects: screen.projects,
          documents: screen.documents,
          models: screen.models,
          within: screen.within,
        }
      : null,
    {
      onChange(all) {
        const current = ref.current;
        if (!current) return;
        let events: readonly ChangeEvent[] = all;
        if (current.rows) {
          const { ids, rest } = updatedRows(all, current.rows.model);
          ids.forEach((id) => throttle.current.rows.add(id));
          events = rest;
          if (ids.length > 0) reloadSoon(false, false);
        }
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
    },
  );
}

/** Who last changed a record, as the live stream told it, with the time ('10:42'); null when unknown. */
export function changedBy(model: string, id: number): { name: string; time: string } | null {
  const writer = liveWriterOf(model, id);
  return writer?.name ? { name: writer.name, time: timeOf(writer.at) } : null;
}

/** The author of a reading the screen holds (its `user_id`, `created_at`), named where known. */
function readingBy(reading: { userId: number; at: string }): { name: string; time: string } | null {
  const name = liveNameOf(reading.userId);
  return name ? { name, time: timeOf(reading.at) } : null;
}

/**
 * What an open decision dialog shows when its record changed since it opened (issue 41): the figure
 * stored now, and who set it and when as the live stream told; null when the figure is the same.
 */
export function setMeanwhileNote(model: string, id: number, opened: string, now: string): string | null {
  if (opened === now) return null;
  const who = changedBy(model, id);
  return who ? m.commands.setMeanwhileBy(who.name, now, who.time) : m.commands.setMeanwhile(now);
}

/** Who wrote a pick's latest reading and when, from the readings the screen read with it. */
export function lastReadingOf(pick: {
  project_rows?: readonly { id: number; user_id?: number | null; created_at?: string | null }[] | null;
}): { userId: number; at: string } | null {
  const latest = [...(pick.project_rows ?? [])].sort((a, b) => b.id - a.id)[0];
  return latest?.user_id != null && latest.created_at
    ? { userId: latest.user_id, at: latest.created_at }
    : null;
}

/**
 * What an open dialog says when its pick's 'Già inserita' changed under it (issue 41): the new
 * figure, and who changed it and when where the live stream said so.
 */
export function detectedChangedText(
  now: number,
  by: { pickId?: number | null; reading?: { userId: number; at: string } | null },
): string {
  const who = by.reading ? readingBy(by.reading) : by.pickId ? changedBy('picks', by.pickId) : null;
  const figure = formatQuantity(now);
  return who ? m.scan.detectedChangedBy(who.name, who.time, figure) : m.scan.detectedChanged(figure);
}
