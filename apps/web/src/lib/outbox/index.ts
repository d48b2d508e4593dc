/**
 * The app's one outbox (see outbox.ts): sent through the API client, for the logged-in user, and
 * tried again by itself when the browser reports the network back or the page becomes visible.
 * `startOutbox()` runs once at start-up, so writes left by a closed tab are sent without the
 * screen that queued them being opened again.
 */
import { api, errorIdOf, isApiError, isTransientFailure, newIdempotencyKey } from '../api/app-client';
import { refusalOf, refusalText } from '../api/refusal';
import { getUser, hasSession, subscribeSession } from '../session';
import { m } from '../../messages/it';
import {
  createOutbox,
  type BatchOutcome,
  type OutboxDeps,
  type OutboxEntry,
  type SendFailure,
} from './outbox';

export type { OutboxEntry, OutboxMove, OutboxWrite, SentListener } from './outbox';
import type { OutboxMove } from './outbox';

function serverMessage(body: unknown, fallback: string): string {
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error.trim() ? error : fallback;
}

/**
 * Which failures are worth sending again: the app's one rule (`isTransientFailure`) for a kept write,
 * so an ended session waits for the next sign-in too. Any other answer is the server's word on this
 * write: it is refused, with the server's own message.
 */
export function classifySendFailure(error: unknown): SendFailure {
  if (!isApiError(error))
    return { retry: false, message: error instanceof Error ? error.message : String(error) };
  if (isTransientFailure(error, { kept: true })) return { retry: true };
  // The server's word, with who did it and when where it named them ('… già conclusa da Anna alle 10:42').
  const refusal = refusalOf(error);
  return {
    retry: false,
    message: refusal ? refusalText(refusal) : serverMessage(error.body, error.message),
    id: errorIdOf(error),
  };
}

function sendEntry(entry: OutboxEntry): Promise<unknown> {
  return api.request(entry.method, entry.path, {
    query: entry.query,
    json: entry.json,
    idempotencyKey: entry.key,
    // The outbox waits and retries by itself; a retry loop inside the client would hold the queue.
    retry: false,
  });
}

/** The page's localStorage, or a memory stand-in where there is none (tests, private modes that refuse it). */
function deviceStorage(): OutboxDeps['storage'] {
  try {
    if (globalThis.localStorage) return globalThis.localStorage;
  } catch {
    // access refused: fall through
  }
  const memory = new Map<string, string>();
  return {
    get length() {
      return memory.size;
    },
    key: (i) => [...memory.keys()][i] ?? null,
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  };
}

interface BatchAnswer {
  results?: { key: string; status: number; answer?: unknown; error?: string; id?: string }[];
}

/**
 * Entries marked `batch` go as `{"batch": [{"key": …, …json}, …]}` to their path; the server answers
 * `{"results": [{"key", "status", "answer" | "error", "id"}]}`, applying each key once (a batch made
 * up differently when sent again cannot apply an entry twice). See docs/web-app.md, "Outbox".
 */
async function sendBatch(group: OutboxEntry[]): Promise<BatchOutcome[]> {
  const first = group[0]!;
  const answer = await api.request<BatchAnswer>(first.method, first.path, {
    query: first.query,
    json: { batch: group.map((e) => ({ key: e.key, ...(e.json as object) })) },
    // Each entry carries its own key inside the batch; the request itself is safe to repeat.
    idempotencyKey: false,
    retry: false,
  });
  const byKey = new Map((answer.results ?? []).map((r) => [r.key, r]));
  return group.map((entry): BatchOutcome => {
    const result = byKey.get(entry.key);
    if (!result) throw new Error(m.api.invalidResponse);
    return result.status < 300
      ? { ok: true, answer: result.answer ?? null }
      : { ok: false, message: result.error ?? m.api.httpError(result.status), id: result.id };
  });
}

export const outbox = createOutbox({
  sendBatch,
  storage: deviceStorage(),
  send: sendEntry,
  classify: classifySendFailure,
  currentUserId: () => getUser()?.id ?? null,
  newKey: newIdempotencyKey,
});

let started = false;

/** Sends what an earlier page left, and again whenever the network or the page comes back. */
export function startOutbox(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void outbox.flush());
  // Every sign-in (login screen, the 'Sessione scaduta' dialog, an access token) stores the user:
  // that user's waiting writes go at once, not at the next retry (up to 15 s later).
  subscribeSession(() => {
    if (hasSession()) void outbox.flush();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void outbox.flush();
  });
  void outbox.flush();
}

/** How long an action that must follow a list's readings (closing it, deleting) waits for them. */
export const OUTBOX_DRAIN_WAIT_MS = 5000;

/**
 * Sends now and waits until no entry of these scopes is pending any more: true once none is (at
 * once when none was), false when some still wait after `ms` (the server is out of reach). Refused
 * entries do not hold it: they will never be sent, the operator sees and dismisses them.
 */
export function outboxDrained(scopes: readonly string[], ms = OUTBOX_DRAIN_WAIT_MS): Promise<boolean> {
  const wanted = new Set(scopes);
  const waiting = () => outbox.entries().some((e) => e.state === 'pending' && wanted.has(e.scope));
  if (!waiting()) return Promise.resolve(true);
  void outbox.flush();
  return new Promise((resolve) => {
    const done = (drained: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(drained);
    };
    const timer = setTimeout(() => done(!waiting()), ms);
    const unsubscribe = outbox.subscribe(() => {
      if (!waiting()) done(true);
    });
  });
}

/** What became of a moved reading: stored there, refused there too (kept), or still on its way. */
export type MoveOutcome = 'stored' | 'refused' | 'waiting';

/**
 * Moves a refused entry where the operator chose (`outbox.move`) and waits for the server's word:
 * 'stored' once it took it (the entry is gone), 'refused' when it refused it there too (the entry
 * is kept with the new reason), 'waiting' when it did not answer within `ms` (the entry stays on the
 * device, listed as on its way, and goes by itself).
 */
export function moveRefused(key: string, move: OutboxMove, ms = OUTBOX_DRAIN_WAIT_MS): Promise<MoveOutcome> {
  const moved = outbox.move(key, move);
  if (moved === null) return Promise.resolve('refused');
  const outcome = (): MoveOutcome | null => {
    const entry = outbox.entries().find((e) => e.key === moved);
    if (!entry) return 'stored';
    return entry.state === 'refused' ? 'refused' : null;
  };
  return new Promise((resolve) => {
    const done = (result: MoveOutcome) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(result);
    };
    const timer = setTimeout(() => done(outcome() ?? 'waiting'), ms);
    const unsubscribe = outbox.subscribe(() => {
      const result = outcome();
      if (result) done(result);
    });
    const now = outcome();
    if (now) done(now);
  });
}
