// @vitest-environment jsdom
/**
 * `cancel()`: the operator throws away a held save ('Cancella lista' on outgoing), so nothing of it
 * runs later behind their back. A step already on its way cannot be recalled: the queue says so by
 * resolving false once it has settled, and does not retry it.
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

const offline = () => new ApiError('Server non raggiungibile', 'network', 0);
const IDLE = { busy: false, pending: 0, waiting: false, stalled: false };

describe('CommandQueue.cancel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    shown.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('drops a save held by an outage: its waiters hear false, and nothing runs when the network is back', async () => {
    const queue = new CommandQueue();
    const tries = { save: 0, after: 0 };
    const save = vi.fn(async () => {
      tries.save++;
      throw offline();
    });
    const after = vi.fn(async () => void tries.after++);
    const done = queue.run([save, after]);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(save).toHaveBeenCalledTimes(3);
    expect(queue.getState()).toMatchObject({ waiting: true, pending: 2 });

    await expect(queue.cancel()).resolves.toBe(true);
    await expect(done).resolves.toBe(false);
    expect(queue.getState()).toEqual(IDLE);

    // Neither the timer, the browser's online event nor the stall clock brings it back.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(WRITE_STALL_MS + 120_000);
    expect(save).toHaveBeenCalledTimes(3);
    expect(after).not.toHaveBeenCalled();
    expect(queue.getState()).toEqual(IDLE);
    expect(shown).toEqual([]);
  });

  it('drops steps left after a refusal, so Riprova has nothing to send', async () => {
    const queue = new CommandQueue();
    const refusal = new ApiError('Quantità non valida', 'http', 422, { error: 'x', id: 'invalid_input' });
    const refused = vi.fn(async () => {
      throw refusal;
    });
    await expect(queue.run([refused])).resolves.toBe(false);
    await expect(queue.cancel()).resolves.toBe(true);
    expect(queue.getState()).toEqual(IDLE);
    await expect(queue.retry()).resolves.toBe(true);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('a step already sent runs to its end (false once it settled), is not retried, and the rest is dropped', async () => {
    const queue = new CommandQueue();
    let answer!: (fail: boolean) => void;
    const inFlight = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          answer = (fail) => (fail ? reject(offline()) : resolve());
        }),
    );
    const next = vi.fn(async () => undefined);
    const done = queue.run([inFlight, next]);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.getState().busy).toBe(true);

    let settled: boolean | null = null;
    const cancelled = queue.cancel().then((ok) => (settled = ok));
    await expect(done).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    // Still on its way: the screen keeps what it shows until it has settled.
    expect(settled).toBeNull();
    expect(queue.getState()).toMatchObject({ busy: true, pending: 0 });

    answer(true); // the server could not be reached after all: no retry of cancelled work
    await cancelled;
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(inFlight).toHaveBeenCalledTimes(1);
    expect(next).not.toHaveBeenCalled();
    expect(queue.getState()).toEqual(IDLE);
    expect(shown).toEqual([]);
  });

  it('work queued after a cancel runs normally, behind the step still on its way', async () => {
    const queue = new CommandQueue();
    const order: string[] = [];
    let finish!: () => void;
    const slow = () =>
      new Promise<void>((resolve) => {
        finish = () => (order.push('slow'), resolve());
      });
    void queue.run([slow, async () => void order.push('dropped')]);
    await vi.advanceTimersByTimeAsync(0);
    const cancelled = queue.cancel();
    const later = queue.run([async () => void order.push('new')]);
    finish();
    await expect(cancelled).resolves.toBe(false);
    await expect(later).resolves.toBe(true);
    expect(order).toEqual(['slow', 'new']);
    expect(queue.getState()).toEqual(IDLE);
  });
});
