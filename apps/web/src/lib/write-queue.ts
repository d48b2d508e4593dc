/**
 * Multi-step writes that survive a dropped connection (ARCHITECTURE.md): a screen action is a list
 * of steps run one after another. Each write step carries its own Idempotency-Key, fixed when the
 * step is made, so running it again after a failure cannot apply it twice. When a step fails the
 * rest stay queued, the error is shown, and the screen offers to retry (`pending` > 0); the last
 * step of an action is usually its navigation, so a retried action still ends where it should.
 */
import { useCallback, useRef, useState } from 'react';
import { api, isApiError, newIdempotencyKey, showApiError } from './api';

export type Step = () => Promise<unknown>;

export interface WriteQueueState {
  /** Steps are running. */
  busy: boolean;
  /** Steps left after a failure, waiting for `retry`. */
  pending: number;
}

export interface WriteQueue extends WriteQueueState {
  /** Queues the steps; resolves true once the queue is empty, false if a step failed. */
  run(steps: Step[]): Promise<boolean>;
  /** Runs the steps left after a failure. */
  retry(): Promise<boolean>;
}

export function useWriteQueue(): WriteQueue {
  const [state, setState] = useState<WriteQueueState>({ busy: false, pending: 0 });
  const queue = useRef<Step[]>([]);
  const running = useRef<Promise<boolean> | null>(null);
  const failed = useRef(false);

  const pump = useCallback((): Promise<boolean> => {
    if (running.current) return running.current;
    failed.current = false;
    setState({ busy: true, pending: 0 });
    const work = (async () => {
      while (queue.current.length > 0) {
        const step = queue.current[0]!;
        try {
          await step();
          queue.current.shift();
        } catch (error) {
          showApiError(error);
          failed.current = true;
          setState({ busy: false, pending: queue.current.length });
          return false;
        }
      }
      setState({ busy: false, pending: 0 });
      return true;
    })();
    running.current = work.finally(() => {
      running.current = null;
    });
    return running.current;
  }, []);

  const run = useCallback(
    (steps: Step[]) => {
      queue.current.push(...steps);
      // After a failure, new work waits behind the failed step until the operator retries.
      if (failed.current && !running.current) {
        setState({ busy: false, pending: queue.current.length });
        return Promise.resolve(false);
      }
      return pump();
    },
    [pump],
  );

  return { ...state, run, retry: pump };
}

/** POST with a key fixed now, so a retried step creates nothing twice. */
export function createStep<T>(
  model: string,
  payload: unknown,
  then?: (created: T) => Promise<unknown>,
): Step {
  const key = newIdempotencyKey();
  return async () => {
    const created = await api.create<T>(model, payload, { idempotencyKey: key });
    if (then) await then(created);
  };
}

/** PUT with a key fixed now. */
export function updateStep(model: string, id: number, payload: unknown, then?: () => Promise<unknown>): Step {
  const key = newIdempotencyKey();
  return async () => {
    await api.update(model, id, payload, { idempotencyKey: key });
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
