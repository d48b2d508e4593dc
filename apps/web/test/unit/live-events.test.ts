import { describe, expect, it, vi } from 'vitest';
import {
  connectLiveEvents,
  createStreamParser,
  type ChangeEvent,
  type LiveStatus,
  type StreamMessage,
} from '../../src/lib/live/event-stream';

/** A server answer whose body the test writes piece by piece, then ends. */
function streamReply() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const change = (id: number, record: number) =>
  `id: ${id}\nevent: change\ndata: ${JSON.stringify({ model: 'project_rows', id: record, kind: 'create', project_id: 7, document_id: null, user_id: 2 })}\n\n`;

function setup(answers: (() => Response | Promise<Response>)[]) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: init?.headers as Record<string, string> });
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => {}); // stays connecting
    return next();
  });
  const sleeps: number[] = [];
  const changes: ChangeEvent[] = [];
  const statuses: LiveStatus[] = [];
  const onReset = vi.fn();
  const live = connectLiveEvents({
    scope: { projects: [7, 8], models: ['projects'] },
    getToken: () => 'T1',
    baseUrl: () => 'http://server:3000/',
    fetch: fetch as unknown as typeof globalThis.fetch,
    onChange: (e) => changes.push(e),
    onReset,
    onStatus: (s) => statuses.push(s),
    backoffMs: [100, 200, 400],
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { live, calls, fetch, sleeps, changes, statuses, onReset };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function until(check: () => boolean, what = 'the condition') {
  for (let i = 0; i < 200 && !check(); i++) await settle();
  if (!check()) throw new Error(`${what} never held`);
}

describe('the event stream parser', () => {
  it('reads messages split anywhere across chunks, with LF, CR or CRLF line ends', () => {
    const got: StreamMessage[] = [];
    const parser = createStreamParser((m) => got.push(m));
    const text =
      'retry: 2000\r\n\r\n: ping\n\nid: 4\nevent: change\ndata: {"a":\ndata: 1}\r\rid: 9\n\nid: 10\ndata: x\n\n';
    for (const piece of text.match(/.{1,3}/gs)!) parser.push(piece);
    expect(got).toEqual([
      { event: 'change', data: '{"a":\n1}', lastEventId: '4' },
      { event: 'message', data: 'x', lastEventId: '10' },
    ]);
    expect(parser.lastEventId()).toBe('10');
  });
});

describe('connectLiveEvents', () => {
  it('opens the stream for the scope with the session token and hands over each change', async () => {
    const first = streamReply();
    const { calls, changes, statuses, live } = setup([() => first.response]);
    await until(() => calls.length === 1);
    expect(calls[0]!.url).toBe('http://server:3000/api/v2/events?projects=7%2C8&models=projects');
    expect(calls[0]!.headers).toMatchObject({ Authorization: 'Bearer T1', Accept: 'text/event-stream' });
    expect(calls[0]!.headers['Last-Event-ID']).toBeUndefined();
    first.write(`retry: 2000\n\nid: 41\nevent: ready\ndata: {}\n\n${change(42, 900)}`);
    await until(() => changes.length === 1);
    expect(changes[0]).toEqual({
      model: 'project_rows',
      id: 900,
      kind: 'create',
      project_id: 7,
      document_id: null,
      user_id: 2,
    });
    expect(statuses).toEqual(['connecting', 'open']);
    live.close();
  });

  it('reconnects after the stream drops, sending the last event id so nothing is missed', async () => {
    const first = streamReply();
    const second = streamReply();
    const { calls, changes, sleeps, live } = setup([() => first.response, () => second.response]);
    await until(() => calls.length === 1);
    first.write(`${change(42, 900)}id: 50\n\n`); // an id-only heartbeat moves the position too
    await until(() => changes.length === 1);
    first.end();
    await until(() => calls.length === 2);
    expect(calls[1]!.headers['Last-Event-ID']).toBe('50');
    expect(sleeps).toEqual([100]);
    second.write(change(51, 901));
    await until(() => changes.length === 2);
    expect(changes.map((c) => c.id)).toEqual([900, 901]);
    live.close();
  });

  it('backs off more after each failure, and starts over once a stream opens', async () => {
    const opened = streamReply();
    const network = () => Promise.reject(new TypeError('Failed to fetch'));
    const down = () => new Response('', { status: 503 });
    const { calls, sleeps, live } = setup([network, down, network, network, () => opened.response, network]);
    await until(() => calls.length === 5, 'five connection attempts');
    expect(sleeps).toEqual([100, 200, 400, 400]);
    opened.end();
    // The stream ended, then one more failure: the waits start over from the shortest.
    await until(() => sleeps.length >= 6, 'six waits');
    expect(sleeps.slice(4, 6)).toEqual([100, 200]);
    live.close();
  });

  it('asks the screen to reload everything on reset', async () => {
    const first = streamReply();
    const { calls, onReset, changes, live } = setup([() => first.response]);
    await until(() => calls.length === 1);
    first.write('id: 90\nevent: reset\ndata: {}\n\n');
    await until(() => onReset.mock.calls.length === 1);
    expect(changes).toEqual([]);
    live.close();
  });

  it('stops on 401: the session ended and the sign-in flow takes over', async () => {
    const { calls, statuses, sleeps } = setup([
      () => new Response('{"error":"Sessione scaduta"}', { status: 401 }),
    ]);
    await until(() => statuses.includes('unauthorized'));
    await settle();
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('stops reading and reconnecting once closed', async () => {
    const first = streamReply();
    const { calls, statuses, live } = setup([() => first.response]);
    await until(() => calls.length === 1);
    live.close();
    await until(() => statuses.includes('closed'));
    expect(calls).toHaveLength(1);
  });
});
