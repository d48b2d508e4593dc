import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHarness, type Harness } from './harness';

/** A minimal server-sent-events reader over fetch, for tests: collects every event it receives. */
export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
}

export interface OpenStream {
  status: number;
  events: StreamEvent[];
  /** Changes received, parsed. */
  changes(): {
    model: string;
    id: number;
    kind: string;
    project_id: number | null;
    document_id: number | null;
  }[];
  /** Waits until `predicate` holds for the events received so far. */
  waitFor(predicate: (events: StreamEvent[]) => boolean, what: string, timeoutMs?: number): Promise<void>;
  /** The id of the last event (or id-only line) received: what a client sends as Last-Event-ID. */
  lastEventId(): string | undefined;
  close(): void;
}

export async function openStream(
  baseUrl: string,
  token: string,
  query: string,
  lastEventId?: string,
): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/v2/events?${query}`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(lastEventId !== undefined ? { 'last-event-id': lastEventId } : {}),
    },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  let last: string | undefined;
  const waiters = new Set<() => void>();
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const fields: Record<string, string> = {};
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              if (colon < 0) continue;
              fields[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, '');
            }
            if (fields.id !== undefined) last = fields.id;
            if (fields.data !== undefined)
              events.push({ id: fields.id, event: fields.event ?? 'message', data: fields.data });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // aborted
      }
    })();
  } else {
    await res.text();
  }
  return {
    status: res.status,
    events,
    changes: () => events.filter((e) => e.event === 'change').map((e) => JSON.parse(e.data)),
    lastEventId: () => last,
    async waitFor(predicate, what, timeoutMs = 10_000) {
      if (predicate(events)) return;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for ${what}; received ${JSON.stringify(events)}`));
        }, timeoutMs);
        const check = () => {
          if (!predicate(events)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
}

export interface StreamSuite {
  /** The harness, listening on `url` (both set by the suite's `beforeAll`). */
  h: Harness;
  url: string;
  /**
   * Opens a stream on the listening server and, when it is accepted, waits until it is open (its
   * first non-change event); every stream is closed after each test.
   */
  stream(query: string, token?: string, lastEventId?: string): Promise<OpenStream>;
}

/** A harness listening on a real socket for the `describe` block that calls it, stopped after it. */
export function eventStreamSuite(dialect: 'sqlite' | 'postgres'): StreamSuite {
  const streams: OpenStream[] = [];
  const suite: StreamSuite = {
    h: undefined as unknown as Harness,
    url: '',
    async stream(query, token = suite.h.tokens.operator, lastEventId) {
      const opened = await openStream(suite.url, token, query, lastEventId);
      streams.push(opened);
      if (opened.status === 200)
        await opened.waitFor((e) => e.some((x) => x.event !== 'change'), 'the stream to open');
      return opened;
    },
  };
  beforeAll(async () => {
    suite.h = await createHarness(dialect);
    suite.url = await suite.h.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await suite.h?.close();
  });
  return suite;
}
