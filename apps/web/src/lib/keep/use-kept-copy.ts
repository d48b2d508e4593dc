import { useCallback, useEffect, useRef } from 'react';
import { whenIdle } from '../idle';
import { writeKept, writeKeptCopy } from './kept-state';

/** A newer copy of a screen's lists is written at most this often. */
export const KEPT_COPY_REFRESH_MS = 15_000;

interface Writer {
  screen: string;
  /** The value last given, to tell a new one from the same parts built again by a render. */
  last: object | undefined;
  /** The newest value not yet written. */
  pending: { value: unknown } | undefined;
  /** When this screen's copy was last written; undefined until the first one. */
  writtenAt: number | undefined;
  cancel: (() => void) | undefined;
}

/**
 * Keeps `value`, what the server last sent for this screen (undefined while nothing has come), as the
 * screen's kept copy; an object whose properties are the same as the last one's (built again by a
 * render) counts as unchanged (`writeKeptCopy`), so that a reload without a network still shows the lists.
 *
 * Turning 2,000 picks into text and storing it takes 300–400 ms of main thread on a handheld, and
 * the lists change with every reading the server takes and every live update. Written on each
 * change, the copy held up the operator's next reading. So: the first copy is written when the
 * device is next idle; later ones at most every `KEPT_COPY_REFRESH_MS`, the newest only, and at
 * once when the page is hidden or left (a reload, a closed tab, the handheld put away), so what the
 * next visit finds is never older than that. Leaving the screen does not cancel a waiting write.
 *
 * Returns `forget`: drops the kept copy and any write still waiting (the lists are closed).
 */
export function useKeptCopy<T extends object>(screen: string, value: T | undefined): () => void {
  const writer = useRef<Writer>({
    screen,
    last: undefined,
    pending: undefined,
    writtenAt: undefined,
    cancel: undefined,
  });
  if (writer.current.screen !== screen) {
    // Another selection: its own first copy (a write waiting for the previous one still happens).
    writer.current = { screen, last: undefined, pending: undefined, writtenAt: undefined, cancel: undefined };
  }

  // The same value as far as keeping goes (idempotent, so safe to note during render).
  const w = writer.current;
  if (value !== undefined && !(w.last && sameParts(w.last, value))) w.last = value;
  const current = value === undefined ? undefined : w.last;

  useEffect(() => {
    if (current === undefined) return;
    const w = writer.current;
    w.pending = { value: current };
    if (w.cancel) return; // the waiting write takes the newest value when it runs
    const wait = w.writtenAt === undefined ? 0 : Math.max(0, w.writtenAt + KEPT_COPY_REFRESH_MS - Date.now());
    let cancelIdle: (() => void) | undefined;
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => flush(w));
    }, wait);
    w.cancel = () => {
      clearTimeout(timer);
      cancelIdle?.();
      w.cancel = undefined;
    };
  }, [current]);

  useEffect(() => {
    const w = writer.current;
    // The first copy waits only for an idle moment; later ones may wait seconds: those go now.
    const onHide = () => {
      if (document.visibilityState === 'hidden' && w.writtenAt !== undefined) flush(w);
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
    };
  }, [screen]);

  return useCallback(() => {
    const w = writer.current;
    w.cancel?.();
    w.pending = undefined;
    writeKept(w.screen, null);
  }, []);
}

function flush(w: Writer): void {
  w.cancel?.();
  const pending = w.pending;
  if (!pending) return;
  w.pending = undefined;
  w.writtenAt = Date.now();
  writeKeptCopy(w.screen, pending.value);
}

function sameParts(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
