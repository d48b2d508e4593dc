/**
 * The outgoing save as the screen runs it: one at a time, never blocking the screen. Through an
 * outage it waits and tries again by itself (the app's retry schedule, at once when the browser
 * reports the network back or the operator taps 'Riprova'), while a banner says how many readings
 * wait; 'Cancella lista' drops it (a chunk already on its way cannot be recalled: said so).
 */
import { useEffect, useRef, useState } from 'react';
import { RETRY_DELAYS_MS } from '../../lib/retry-schedule';
import { moveRows } from './api';
import { runOutgoingSave, type SavePlan, type SaveResult } from './save';

export interface OutgoingSaveState {
  /** A save is under way (Salva is off until it ends). */
  sending: boolean;
  /** The server cannot be reached: the save waits and tries again by itself. */
  waiting: boolean;
  /** Readings of the save not written yet. */
  left: number;
}

const IDLE: OutgoingSaveState = { sending: false, waiting: false, left: 0 };

interface Control {
  dropped: boolean;
  /** Ends the current wait: true tries again now, false stops. */
  wake: (go: boolean) => void;
  finished: Promise<SaveResult>;
  /** A chunk is on its way to the server. */
  inFlight: boolean;
}

const delayOf = (failures: number) => RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1] ?? 1000;

export function useOutgoingSave() {
  const [state, setState] = useState<OutgoingSaveState>(IDLE);
  const current = useRef<Control | null>(null);
  // Leaving the screen drops a held save: the list stays kept on the device and comes back with it.
  useEffect(
    () => () => {
      if (current.current) current.current.dropped = true;
      current.current?.wake(false);
    },
    [],
  );

  const start = (plan: SavePlan, saved: (codes: string[], key: string) => void) => {
    let left = plan.chunks.reduce((n, c) => n + c.updates.length, 0);
    const control: Control = {
      dropped: false,
      wake: () => undefined,
      inFlight: true,
      finished: Promise.resolve({ kind: 'dropped' }),
    };
    const wait = (failures: number) =>
      new Promise<boolean>((resolve) => {
        control.inFlight = false;
        const done = (go: boolean) => {
          clearTimeout(timer);
          globalThis.removeEventListener?.('online', online);
          control.wake = () => undefined;
          control.inFlight = go && !control.dropped;
          resolve(go && !control.dropped);
        };
        const online = () => done(true);
        const timer = setTimeout(() => done(true), delayOf(failures));
        globalThis.addEventListener?.('online', online);
        control.wake = done;
        if (control.dropped) done(false);
      });
    setState({ sending: true, waiting: false, left });
    control.finished = runOutgoingSave(plan, moveRows, {
      saved: (codes, key) => {
        left -= codes.length;
        setState((s) => ({ ...s, left }));
        saved(codes, key);
      },
      waiting: (on) => setState((s) => ({ ...s, waiting: on })),
      wait,
      dropped: () => control.dropped,
    }).finally(() => {
      if (current.current === control) current.current = null;
      setState(IDLE);
    });
    current.current = control;
    return control.finished;
  };

  return {
    ...state,
    start,
    /** 'Riprova' on the banner: the held save tries again now. */
    retryNow: () => current.current?.wake(true),
    /**
     * Drops the save: true at once when nothing was on its way, false once the chunk already sent
     * has settled (it may have been written).
     */
    async drop(): Promise<boolean> {
      const control = current.current;
      if (!control) return true;
      control.dropped = true;
      const inFlight = control.inFlight;
      control.wake(false);
      if (!inFlight) return true;
      await control.finished;
      return false;
    },
  };
}
