/**
 * Multi-step writes that survive a dropped connection (ARCHITECTURE.md): a screen action is a list
 * of steps run one after another. Each write step carries its own Idempotency-Key, fixed when the
 * step is made, so running it again after a failure cannot apply it twice.
 *
 * When a step fails for a reason that can pass by itself (no network, a server restarting, the same
 * request still running: `isTransientFailure`) the queue waits and runs it again by itself: on a
 * timer that backs off from 1 s to 15 s, and at once when the browser reports the network back.
 * New steps queue behind it; nothing is dropped. Past `WRITE_STALL_MS` without getting through, the
 * queue says so (`stalled`). Any other failure (the server refused it) is shown once and the rest
 * stays queued until the operator taps 'Riprova' (`retry`). The last step of an action is usually
 * its navigation, so a retried action still ends where it should.
 */
import { useMemo, useState, useSyncExternalStore } from 'react';
import { api, isApiError, isTransientFailure, newIdempotencyKey, showApiError } from './api';
import { RETRY_DELAYS_MS } from './retry-schedule';

export type Step = () => Promise<unknown>;

/** Waits before each automatic retry while the server cannot be reached: the app's one schedule. */
export const WRITE_RETRY_DELAYS_MS = RETRY_DELAYS_MS;
/**
 * A write that has not got through after this long is stalled and the operator is told: as long as
 * the API client tries one request on a dead network (its own retries, 0.5 + 1.5 + 3 s) twice over.
 */
export const WRITE_STALL_MS = 15_000;

export interface WriteQueueState {
  /** A step is running now. */
  busy: boolean;
  /** Steps waiting after a failure: sent again by themselves (`waiting`) or after `retry`. */
  pending: number;
  /** The server cannot be reached now: the pending steps are sent again by themselves. */
  waiting: boolean;
  /** The oldest pending step has not got through for more than `WRITE_STALL_MS`. */
  stalled: boolean;
}

export interface WriteQueue extends WriteQueueState {
  /** Queues the steps; resolves true once the queue is empty, false if a step was refused. */
  run(steps: Step[]): Promise<boolean>;
  /** Runs the pending steps now (after a refusal, or not to wait for the next automatic try). */
  retry(): Promise<boolean>;
  /**
   * Drops every step not yet started (see `StepQueue.cancel`): resolves true at once when none was
   * on its way, false once the step that was already sent has settled (it may have been applied).
   */
  cancel(): Promise<boolean>;
}

const IDLE: WriteQueueState = { busy: false, pending: 0, waiting: false, stalled: false };

/** The queue itself, without React: timers and the browser's `online` event are its only outside. */
export class StepQueue {
  private steps: Step[] = [];
  private state: WriteQueueState = IDLE;
  private running = false;
  /** A step was refused: the queue waits for `retry`. */
  private refused = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stallTimer: ReturnType<typeof setTimeout> | null = null;
  private waiters: ((ok: boolean) => void)[] = [];
  /** The step on its way to the server now, if any. */
  private inFlight: Promise<unknown> | null = null;
  /** Counts cancellations: a step started before the last one is neither retried nor shown. */
  private generation = 0;
  private readonly listeners = new Set<() => void>();
  private readonly onOnline = () => void this.retry();

  constructor(private readonly delays: readonly number[] = WRITE_RETRY_DELAYS_MS) {}

  getState = (): WriteQueueState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  run = (steps: Step[]): Promise<boolean> => {
    this.steps.push(...steps);
    // After a refusal, new work waits behind the refused step until the operator retries.
    if (this.refused) {
      this.set({ pending: this.steps.length });
      return Promise.resolve(false);
    }
    const done = this.whenDone();
    if (this.state.waiting) this.set({ pending: this.steps.length });
    else void this.pump();
    return done;
  };

  retry = (): Promise<boolean> => {
    this.refused = false;
    this.failures = 0;
    this.clearRetryTimer();
    const done = this.whenDone();
    void this.pump();
    return done;
  };

  /**
   * The operator threw the work away (e.g. 'Cancella lista' over a held save): the steps not yet
   * started are dropped, their waiters resolve false, the retry and stall timers stop, and nothing
   * runs later behind the operator's back. A step already sent cannot be recalled: it runs to its
   * end but is not retried nor reported; the promise resolves false once it has settled (the
   * screen says it may have been applied), true at once when nothing was on its way.
   */
  cancel = async (): Promise<boolean> => {
    this.generation++;
    this.steps = [];
    this.refused = false;
    this.failures = 0;
    this.clearRetryTimer();
    this.clearStallClock();
    globalThis.removeEventListener?.('online', this.onOnline);
    const inFlight = this.inFlight;
    this.set(inFlight ? { busy: true, pending: 0, waiting: false, stalled: false } : IDLE);
    this.settle(false);
    if (!inFlight) return true;
    await inFlight.then(
      () => undefined,
      () => undefined,
    );
    return false;
  };

  private whenDone(): Promise<boolean> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private settle(ok: boolean) {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((resolve) => resolve(ok));
  }

  private set(patch: Partial<WriteQueueState>) {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.set({ busy: true });
    while (this.steps.length > 0) {
      this.startStallClock();
      const generation = this.generation;
      try {
        this.inFlight = this.steps[0]!();
        await this.inFlight;
        // Cancelled while on its way: the steps now queued are new work, this one is not among them.
        if (generation === this.generation) this.steps.shift();
        this.gotThrough();
      } catch (error) {
        if (generation !== this.generation) {
          this.clearStallClock();
          continue;
        }
        this.running = false;
        if (isTransientFailure(error)) return this.waitForServer();
        return this.refuse(error);
      } finally {
        this.inFlight = null;
      }
    }
    this.running = false;
    this.set(IDLE);
    this.settle(true);
  }

  private gotThrough() {
    this.failures = 0;
    this.clearStallClock();
    if (this.state.waiting || this.state.stalled) this.set({ waiting: false, stalled: false, pending: 0 });
    globalThis.removeEventListener?.('online', this.onOnline);
  }

  /** Not reached: try again after the next delay, or at once when the network is back. */
  private waitForServer() {
    this.failures++;
    const delay = this.delays[Math.min(this.failures, this.delays.length) - 1] ?? 1000;
    this.clearRetryTimer();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.pump();
    }, delay);
    globalThis.addEventListener?.('online', this.onOnline);
    this.set({ busy: false, waiting: true, pending: this.steps.length });
  }

  /** The server's word: shown once, and the queue waits for the operator. */
  private refuse(error: unknown) {
    showApiError(error);
    this.refused = true;
    this.clearStallClock();
    globalThis.removeEventListener?.('online', this.onOnline);
    this.set({ busy: false, waiting: false, stalled: false, pending: this.steps.length });
    this.settle(false);
  }

  /** Started when a step first tries; only getting through (or a refusal) stops it. */
  private startStallClock() {
    if (this.stallTimer !== null) return;
    this.stallTimer = setTimeout(() => {
      this.set({ stalled: true, pending: this.steps.length });
    }, WRITE_STALL_MS);
  }

  private clearStallClock() {
    if (this.stallTimer !== null) clearTimeout(this.stallTimer);
    this.stallTimer = null;
  }

  private clearRetryTimer() {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}

/**
 * A screen's write queue. It outlives the screen: steps still waiting when the operator leaves are
 * sent all the same once the server answers (nothing entered is dropped).
 */
export function useWriteQueue(): WriteQueue {
  const [queue] = useState(() => new StepQueue());
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  return useMemo(
    () => ({ ...state, run: queue.run, retry: queue.retry, cancel: queue.cancel }),
    [state, queue],
  );
}

/** POST with a key fixed now, so a retried step creates nothing twice. */
export function createStep<T>(
  model: string,
  payload: unknown,
  then?: (created: T) => Promise<unknown>,
): Step {
  const key = newIdempotencyKey();
  return async () => {
    // The queue waits and sends again by itself: the client's own retries would only hold it busy.
    const created = await api.create<T>(model, payload, { idempotencyKey: key, retry: false });
    if (then) await then(created);
  };
}

/** PUT with a key fixed now. */
export function updateStep(model: string, id: number, payload: unknown, then?: () => Promise<unknown>): Step {
  const key = newIdempotencyKey();
  return async () => {
    await api.update(model, id, payload, { idempotencyKey: key, retry: false });
    if (then) await then();
  };
}

/** DELETE that counts "already gone" (404) as done: the goal is that the record no longer exists. */
export async function removeIfPresent(model: string, id: number): Promise<void> {
  try {
    await api.remove(model, id);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

/** Runs `task` over the values, at most `concurrency` at a time; fails on the first error. */
export async function forEachLimited<T>(
  values: readonly T[],
  concurrency: number,
  task: (value: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < values.length) {
      const value = values[next++] as T;
      await task(value);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, values.length) }, worker));
}
