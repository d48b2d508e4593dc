import { describe, expect, it } from 'vitest';
import { ReaderConnection, reconnectDelay } from '../../src/lib/reader/connection';
import type { ReaderStatus } from '../../src/lib/reader/status';

class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
  }
}

function harness() {
  FakeSocket.all = [];
  const statuses: ReaderStatus[] = [];
  const lines: string[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const conn = new ReaderConnection({
    url: 'ws://127.0.0.1:12345',
    onLine: (l) => lines.push(l),
    onStatus: (s) => statuses.push(s),
    WebSocket: FakeSocket as unknown as new (url: string) => WebSocket,
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
    clearTimeout: () => undefined,
  });
  return { conn, statuses, lines, timers };
}

describe('reader connection', () => {
  it('backs off 0.5 s doubling up to 5 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(reconnectDelay)).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('connects, delivers text frames, reconnects with backoff and resets it once open', () => {
    const { conn, statuses, lines, timers } = harness();
    conn.start();
    const first = FakeSocket.all[0]!;
    expect(first.url).toBe('ws://127.0.0.1:12345');
    first.onopen?.();
    expect(statuses).toEqual(['connecting', 'connected']);
    first.onmessage?.({ data: 'Barcode (123) [EAN13]' });
    first.onmessage?.({ data: new ArrayBuffer(2) });
    expect(lines).toEqual(['Barcode (123) [EAN13]']);

    first.onclose?.();
    expect(statuses.at(-1)).toBe('disconnected');
    expect(timers.map((t) => t.ms)).toEqual([500]);
    timers[0]!.fn();
    FakeSocket.all[1]!.onclose?.();
    expect(timers.map((t) => t.ms)).toEqual([500, 1000]);
    timers[1]!.fn();
    FakeSocket.all[2]!.onopen?.();
    expect(statuses.at(-1)).toBe('connected');
    FakeSocket.all[2]!.onclose?.();
    expect(timers.at(-1)?.ms).toBe(500);
  });

  it('stop closes the socket and does not reconnect', () => {
    const { conn, statuses, timers } = harness();
    conn.start();
    FakeSocket.all[0]!.onopen?.();
    conn.stop();
    expect(FakeSocket.all[0]!.closed).toBe(true);
    expect(statuses.at(-1)).toBe('disconnected');
    expect(timers).toHaveLength(0);
  });
});
