// @vitest-environment jsdom
/**
 * The command queue sends a save again by itself while the server cannot be reached: backing off from
 * 1 s to 15 s, at once when the browser reports the network back, and says when a save is stalled.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../../src/lib/api';
import { ApiError } from '../../../src/lib/api/client';

const shown = vi.hoisted(() => [] as unknown[]);
vi.mock('../../../src/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, showApiError: (error: unknown) => shown.push(error) };
});

const { CommandQueue, WRITE_STALL_MS } = await import('../../../src/lib/command-queue');
const { RETRY_DELAYS_MS } = await import('../../../src/lib/retry-schedule');

const offline = () => new ApiError('Server non raggiungibile', 'network', 0);
const stillRunning = () =>
  new ApiError('Richiesta già in corso', 'http', 409, { error: 'x', id: 'request_in_progress' });
const proxyDown = () => new ApiError('Errore del server (codice 502)', 'http', 502, '<html>');

/** A step that fails with `failures` errors in turn, then succeeds; counts its tries. */
function flaky(failures: (() => Error)[]) {
  const step = vi.fn(async () => {
    const next = failures.shift();
    if (next) throw next();
  });
  return step;
}

/** Lets the queue's promises run, then moves the clock. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('CommandQueue: automatic retry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    shown.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('backs off 1 s, 2 s, 4 s, 8 s, then every 15 s, and completes by itself once the server answers', async () => {
    const queue = new CommandQueue();
    const step = flaky(Array.from({ length: 7 }, () => offline));
    const done = queue.run([step]);
    await advance(0);
    expect(step).toHaveBeenCalledTimes(1);
    expect(queue.getState()).toMatchObject({ busy: false, waiting: true, pending: 1 });

    const tries: number[] = [];
    for (const delay of [1000, 2000, 4000, 8000, 15000, 15000]) {
      await advance(delay - 1);
      tries.push(step.mock.calls.length);
      await advance(1);
    }
    // Just before each delay ran out, nothing more had been sent.
    expect(tries).toEqual([1, 2, 3, 4, 5, 6]);
    expect(step).toHaveBeenCalledTimes(7);
    await advance(15000);
    expect(step).toHaveBeenCalledTimes(8);
    await expect(done).resolves.toBe(true);
    expect(queue.getState()).toEqual({ busy: false, pending: 0, waiting: false, stalled: false });
    expect(shown).toEqual([]);
    expect(RETRY_DELAYS_MS).toEqual([1000, 2000, 4000, 8000, 15000]);
  });

  it('the browser reporting the network back sends at once, without waiting for the timer', async () => {
    const queue = new CommandQueue();
    const step = flaky([offline, offline, offline, offline]);
    const done = queue.run([step]);
    await advance(1000 + 2000 + 4000);
    expect(step).toHaveBeenCalledTimes(4);
    window.dispatchEvent(new Event('online'));
    await advance(0);
    expect(step).toHaveBeenCalledTimes(5);
    await expect(done).resolves.toBe(true);
    // Nothing more is scheduled once through.
    await advance(60_000);
    expect(step).toHaveBeenCalledTimes(5);
  });

  it('a request still running after a server restart, or a proxy answering 502, is waited for too', async () => {
    const queue = new CommandQueue();
    const step = flaky([stillRunning, proxyDown]);
    const done = queue.run([step]);
    await advance(1000 + 2000);
    await expect(done).resolves.toBe(true);
    expect(step).toHaveBeenCalledTimes(3);
    expect(shown).toEqual([]);
  });

  it('steps queued while waiting go after the waiting one, in order, each once', async () => {
    const queue = new CommandQueue();
    const sent: string[] = [];
    let down = true;
    const write = (name: string) => async () => {
      if (down) throw offline();
      sent.push(name);
    };
    const first = queue.run([write('a')]);
    await advance(0);
    const second = queue.run([write('b'), write('c')]);
    await advance(0);
    expect(queue.getState()).toMatchObject({ waiting: true, pending: 3, busy: false });
    down = false;
    await advance(1000);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(sent).toEqual(['a', 'b', 'c']);
  });

  it('says the save is stalled past the stall time, and stops saying it once through', async () => {
    const queue = new CommandQueue();
    const step = flaky(Array.from({ length: 5 }, () => offline));
    const done = queue.run([step]);
    await advance(WRITE_STALL_MS - 1);
    expect(queue.getState().stalled).toBe(false);
    await advance(1);
    expect(queue.getState()).toMatchObject({ stalled: true, waiting: true, pending: 1 });
    await advance(15000);
    await expect(done).resolves.toBe(true);
    expect(queue.getState().stalled).toBe(false);
  });

  it('a write the server refuses is shown once and waits for Riprova, never retried by itself', async () => {
    const queue = new CommandQueue();
    const refusal = new ApiError('Quantità non valida', 'http', 422, { error: 'x', id: 'invalid_input' });
    const step = flaky([() => refusal]);
    await expect(queue.run([step])).resolves.toBe(false);
    await advance(120_000);
    expect(step).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([refusal]);
    expect(queue.getState()).toMatchObject({ pending: 1, waiting: false, stalled: false });
    await expect(queue.retry()).resolves.toBe(true);
  });
});
