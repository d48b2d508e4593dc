/**
 * The screen's commands held until the server has them (docs/web-app.md, "Which write path"): a
 * multi-row operation the operator waits for (Concludi, Esci, a row's trash) is one server command,
 * prepared by the command client (domain/commands.ts) with its Idempotency-Key fixed beforehand,
 * so sending it again cannot apply it twice. Scanned quantities never come here: the outbox
 * (lib/outbox) keeps them on the device.
 *
 * When a command fails for a reason that can pass by itself (no network, a server restarting, the
 * same request still running: `isTransientFailure`) the queue waits and sends it again by itself, on
 * the app's one schedule (lib/retry-schedule.ts) and at once when the browser reports the network
 * back. Commands queued meanwhile go after it; nothing is dropped. Past `WRITE_STALL_MS` without
 * getting through, the queue says so (`stalled`). Any other failure (the server refused it) is shown
 * once and the rest stays queued until the operator taps 'Riprova' (`retry`). A command usually ends
 * with its navigation, so a retried Concludi still ends where it should.
 */
import { useMemo, useState, useSyncExternalStore } from 'react';
import { isTransientFailure, showApiError } from './api';
import { RETRY_DELAYS_MS, WRITE_STALL_MS } from './retry-schedule';

/** One prepared command and what follows it on screen; safe to run again (its key is fixed). */
export type Command = () => Promise<unknown>;

export { WRITE_STALL_MS };

export interface CommandQueueState {
  /** A command is running now. */
  busy: boolean;
  /** Commands waiting after a failure: sent again by themselves (`waiting`) or after `retry`. */
  pending: number;
  /** The server cannot be reached now: the pending commands are sent again by themselves. */
  waiting: boolean;
  /** The oldest pending command has not got through for more than `WRITE_STALL_MS`. */
  stalled: boolean;
}

export interface ScreenCommands extends CommandQueueState {
  /** Queues the commands; resolves true once the queue is empty, false if a command was refused. */
  run(commands: Command[]): Promise<boolean>;
  /** Runs the pending commands now (after a refusal, or not to wait for the next automatic try). */
  retry(): Promise<boolean>;
  /**
   * Drops every command not yet started (see `CommandQueue.cancel`): true at once when none was
   * on its way, false once the command that was already sent has settled (it may have been applied).
   */
  cancel(): Promise<boolean>;
}

const IDLE: CommandQueueState = { busy: false, pending: 0, waiting: false, stalled: false };

/** The queue itself, without React: timers and the browser's `online` event are its only outside. */
export class CommandQueue {
  private commands: Command[] = [];
  private state: CommandQueueState = IDLE;
  private running = false;
  /** A command was refused: the queue waits for `retry`. */
  private refused = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stallTimer: ReturnType<typeof setTimeout> | null = null;
  private waiters: ((ok: boolean) => void)[] = [];
  /** The command on its way to the server now, if any. */
  private inFlight: Promise<unknown> | null = null;
  /** Counts cancellations: a command started before the last one is neither retried nor shown. */
  private generation = 0;
  private readonly listeners = new Set<() => void>();
  private readonly onOnline = () => void this.retry();

  constructor(private readonly delays: readonly number[] = RETRY_DELAYS_MS) {}

  getState = (): CommandQueueState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  run = (commands: Command[]): Promise<boolean> => {
    this.commands.push(...commands);
    // After a refusal, new work waits behind the refused command until the operator retries.
    if (this.refused) {
      this.set({ pending: this.commands.length });
      return Promise.resolve(false);
    }
    const done = this.whenDone();
    if (this.state.waiting) this.set({ pending: this.commands.length });
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
   * The operator threw the work away (e.g. 'Cancella lista' over a held save): the commands not yet
   * started are dropped, their waiters resolve false, the retry and stall timers stop, and nothing
   * runs later behind the operator's back. A command already sent cannot be recalled: it runs to its
   * end but is not retried nor reported; the promise resolves false once it has settled (the
   * screen says it may have been applied), true at once when nothing was on its way.
   */
  cancel = async (): Promise<boolean> => {
    this.generation++;
    this.commands = [];
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

  private set(patch: Partial<CommandQueueState>) {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.set({ busy: true });
    while (this.commands.length > 0) {
      this.startStallClock();
      const generation = this.generation;
      try {
        this.inFlight = this.commands[0]!();
        await this.inFlight;
        // Cancelled while on its way: the commands now queued are new work, this one is not among them.
        if (generation === this.generation) this.commands.shift();
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
    this.set({ busy: false, waiting: true, pending: this.commands.length });
  }

  /** The server's word: shown once, and the queue waits for the operator. */
  private refuse(error: unknown) {
    showApiError(error);
    this.refused = true;
    this.clearStallClock();
    globalThis.removeEventListener?.('online', this.onOnline);
    this.set({ busy: false, waiting: false, stalled: false, pending: this.commands.length });
    this.settle(false);
  }

  /** Started when a command first tries; only getting through (or a refusal) stops it. */
  private startStallClock() {
    if (this.stallTimer !== null) return;
    this.stallTimer = setTimeout(() => {
      this.set({ stalled: true, pending: this.commands.length });
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
 * A screen's command queue. It outlives the screen: commands still waiting when the operator leaves
 * are sent all the same once the server answers (nothing decided is dropped).
 */
export function useCommandQueue(): ScreenCommands {
  const [queue] = useState(() => new CommandQueue());
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  return useMemo(
    () => ({ ...state, run: queue.run, retry: queue.retry, cancel: queue.cancel }),
    [state, queue],
  );
}
