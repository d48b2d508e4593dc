import { useCallback, useEffect, useRef } from 'react';
import { whenIdle } from '../idle';
import { writeKept, writeKeptCopy } from './kept-state';

/** A newer copy of a screen's lists is written at most this often. */
export const KEPT_COPY_REFRESH_MS = 15_000;

interface Writer {
  screen: string;
  /** The newest value not yet written. */
  pending: { value: unknown } | undefined;
  /** When this screen's copy was last written; undefined until the first one. */
  writtenAt: number | undefined;
  cancel: (() => void) | undefined;
}

/**
 * Keeps `value`, what the server last sent for this screen (undefined while nothing has come), as the
 * screen's kept copy (`writeKeptCopy`), so that a reload without a network still shows the lists.
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
export function useKeptCopy<T>(screen: string, value: T | undefined): () => void {
  const writer = useRef<Writer>({ screen, pending: undefined, writtenAt: undefined, cancel: undefined });
  if (writer.current.screen !== screen) {
    // Another selection: its own first copy (a write waiting for the previous one still happens).
    writer.current = { screen, pending: undefined, writtenAt: undefined, cancel: undefined };
  }

  useEffect(() => {
    if (value === undefined) return;
    const w = writer.current;
    w.pending = { value };
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
  }, [value]);

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
