/**
 * The live change events of `GET /api/v2/events` (docs/server.md, "Live updates"), for screens that
 * must show another operator's work without reloading. Pure of React: the session, the base URL,
 * fetch and the clock are injected, so the rules are unit-tested with a fake fetch.
 *
 * Rules:
 * - fetch-based (an EventSource cannot send the Authorization header); one stream per scope;
 * - every event's id is remembered and sent back as `Last-Event-ID` on reconnection, so nothing
 *   committed while the connection was down is lost (the server replays it);
 * - a dropped stream or a failed connection is retried with growing, jittered delays (reset once
 *   a stream opens); `reconnectNow()` skips the wait (call it on the browser's `online` event);
 * - `reset` from the server means "too much was missed": reload everything the screen shows;
 * - 401 stops (the session ended: the app's sign-in flow takes over); other 4xx stop too (a bug).
 */
import { API_PREFIX } from '../api/client';

export type ChangeKind = 'create' | 'update' | 'destroy';

/** One record written by someone (possibly this very client): reload what shows it. */
export interface ChangeEvent {
  model: string;
  id: number;
  kind: ChangeKind;
  project_id: number | null;
  document_id: number | null;
  /** Who wrote it: a screen can say that someone else is working on the same list. */
  user_id: number | null;
}

/** What the screen has open; at least one of them. */
export interface LiveScope {
  projects?: readonly number[];
  documents?: readonly number[];
  /** Whole models, e.g. `['projects']` on a list of orders. */
  models?: readonly string[];
  /**
   * One model's records of a project, as `model:projectId` (e.g. `documents:12`: an inventory's
   * documents, without its readings); the server accepts documents, picks and packages.
   */
  within?: readonly string[];
}

export interface PresentUser {
  id: number;
  name: string;
}

/** Per project and document id of the scope: the other users with it open (only ids with someone). */
export interface PresenceMessage {
  projects: Record<string, PresentUser[]>;
  documents: Record<string, PresentUser[]>;
}

export type LiveStatus = 'connecting' | 'open' | 'waiting' | 'unauthorized' | 'failed' | 'closed';

export interface LiveEventsOptions {
  scope: LiveScope;
  onChange(event: ChangeEvent): void;
  /** The server could not replay what was missed: reload everything shown. */
  onReset?(): void;
  /** The stream is open and has replayed what was missed (sent after every (re)connection). */
  onReady?(): void;
  /** Who else has the scope's projects and documents open (sent on opening and on each change). */
  onPresence?(presence: PresenceMessage): void;
  /** Resume after this event id (a stream reopened with another scope continues where it was). */
  lastEventId?: string;
  onStatus?(status: LiveStatus): void;
  getToken(): string | null;
  /** Server origin, '' for the page's own. */
  baseUrl?: () => string;
  fetch?: typeof fetch;
  /** Waits before each reconnection attempt, in order; the last repeats. */
  backoffMs?: readonly number[];
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
}

export interface LiveEvents {
  /** Reconnects at once if waiting to retry (e.g. the network came back). */
  reconnectNow(): void;
  /** The id to resume after. */
  lastEventId(): string;
  close(): void;
}

export const DEFAULT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/** One event of a text/event-stream, as the SSE specification parses it. */
export interface StreamMessage {
  event: string;
  data: string;
  /** The last event id seen so far, also set by id-only blocks. */
  lastEventId: string;
}

/**
 * Feeds text chunks in, gets whole messages out. Lines may end in LF, CR or CRLF; comments (`:`)
 * are ignored; a block with an `id` but no data only moves `lastEventId`.
 */
export function createStreamParser(onMessage: (message: StreamMessage) => void, lastEventId = '') {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id = lastEventId;

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), lastEventId: id });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        // A lone CR at the end may be the first half of CRLF: wait for more.
        if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) return;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    lastEventId: () => id,
  };
}

function queryOf(scope: LiveScope): string {
  const params = new URLSearchParams();
  if (scope.projects?.length) params.set('projects', scope.projects.join(','));
  if (scope.documents?.length) params.set('documents', scope.documents.join(','));
  if (scope.models?.length) params.set('models', scope.models.join(','));
  if (scope.within?.length) params.set('within', scope.within.join(','));
  return params.toString();
}

const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Opens the stream and keeps it open until `close()`. */
export function connectLiveEvents(options: LiveEventsOptions): LiveEvents {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const sleep = options.sleep ?? abortableSleep;
  const random = options.random ?? Math.random;
  const query = queryOf(options.scope);
  if (!query) throw new Error('connectLiveEvents needs projects, documents or models');

  const closed = new AbortController();
  let wait = new AbortController();
  let lastEventId = options.lastEventId ?? '';
  let status: LiveStatus | undefined;
  const report = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };

  function dispatch(message: StreamMessage) {
    lastEventId = message.lastEventId;
    if (message.event === 'reset') options.onReset?.();
    else if (message.event === 'ready') options.onReady?.();
    else if (message.event === 'change' || message.event === 'presence') {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return; // A malformed event is skipped; the next reload of the screen corrects it.
      }
      if (message.event === 'change') options.onChange(data as ChangeEvent);
      else options.onPresence?.(data as PresenceMessage);
    }
  }

  /** One connection; resolves with what to do next. */
  async function once(): Promise<'retry' | 'stop'> {
    const token = options.getToken();
    if (!token) {
      report('unauthorized');
      return 'stop';
    }
    report('connecting');
    const base = (options.baseUrl?.() ?? '').replace(/\/+$/, '');
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    let res: Response;
    try {
      res = await doFetch(`${base}${API_PREFIX}/events?${query}`, {
        headers,
        cache: 'no-store',
        signal: closed.signal,
      });
    } catch {
      return 'retry';
    }
    if (res.status === 401) {
      report('unauthorized');
      return 'stop';
    }
    if (res.status >= 400 && res.status < 500) {
      report('failed');
      return 'stop';
    }
    if (!res.ok || !res.body) return 'retry';
    report('open');
    attempt = 0;
    const parser = createStreamParser(dispatch, lastEventId);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    const stopReading = () => void reader.cancel().catch(() => {});
    closed.signal.addEventListener('abort', stopReading);
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(value);
        // Also moved by id-only blocks, which dispatch nothing.
        lastEventId = parser.lastEventId();
      }
    } catch {
      // Connection lost mid-stream: resume from the last id.
    } finally {
      closed.signal.removeEventListener('abort', stopReading);
    }
    return 'retry';
  }

  let attempt = 0;
  void (async () => {
    while (!closed.signal.aborted) {
      const next = await once();
      if (next === 'stop' || closed.signal.aborted) break;
      report('waiting');
      const base = backoff[Math.min(attempt, backoff.length - 1)] ?? 1_000;
      attempt++;
      wait = new AbortController();
      // ±20 % so that many handhelds do not come back in step after a server restart.
      await sleep(Math.round(base * (0.8 + 0.4 * random())), AbortSignal.any([wait.signal, closed.signal]));
    }
    if (closed.signal.aborted) report('closed');
  })();

  return {
    reconnectNow: () => wait.abort(),
    lastEventId: () => lastEventId,
    close: () => closed.abort(),
  };
}
