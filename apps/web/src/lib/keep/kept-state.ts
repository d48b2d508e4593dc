/**
 * Unsaved screen state kept on the device, per signed-in user and per screen (issue 23): readings
 * not yet saved, the chosen customer or order, the open entry. A session that ends, a reload or a
 * closed tab does not throw the work away; the next visit of the same user to the same screen gets
 * it back. Saving (or clearing on purpose) removes it. Another user on the same device never sees it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getUser } from '../session';

const PREFIX = 'warehouse.kept.';

function storageKey(screen: string, userId: number | string): string {
  return `${PREFIX}${userId}.${screen}`;
}

function currentUserId(): number | null {
  return getUser()?.id ?? null;
}

/** The state kept for this user and screen, or null when there is none (or it cannot be read). */
export function readKept<T>(screen: string, userId = currentUserId()): T | null {
  if (userId === null) return null;
  try {
    const text = localStorage.getItem(storageKey(screen, userId));
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** Whether something is kept for this user and screen, without reading it (parsing a big one costs). */
export function hasKept(screen: string, userId = currentUserId()): boolean {
  if (userId === null) return false;
  try {
    return localStorage.getItem(storageKey(screen, userId)) !== null;
  } catch {
    return false;
  }
}

/** Keeps `value` for this user and screen; null removes it. */
export function writeKept<T>(screen: string, value: T | null, userId = currentUserId()): void {
  if (userId === null) return;
  try {
    if (value === null) localStorage.removeItem(storageKey(screen, userId));
    else localStorage.setItem(storageKey(screen, userId), JSON.stringify(value));
  } catch {
    // storage full or unavailable: the state still lives in memory for this visit
  }
}

/** How many copies of server lists a device keeps, and for how long (see `writeKeptCopy`). */
export const KEPT_COPIES_MAX = 5;
export const KEPT_COPY_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/** When each copy was written, by storage key: small, so pruning never parses a copy itself. */
const COPIES_INDEX = 'warehouse.kept-copies';

function readCopiesIndex(): Record<string, number> {
  try {
    const index: unknown = JSON.parse(localStorage.getItem(COPIES_INDEX) ?? '{}');
    return index && typeof index === 'object' ? (index as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps a copy of what the server sent (a picking list, a supply) so that a reload without a
 * network still shows it. Unlike work the operator entered, a copy can be loaded again, so copies
 * are pruned whenever one is written: those older than `KEPT_COPY_MAX_AGE_MS` and all but the
 * `KEPT_COPIES_MAX` newest (of any user). A big list must not fill the storage the outbox needs.
 */
export function writeKeptCopy<T>(screen: string, value: T, userId = currentUserId(), now = Date.now()): void {
  if (userId === null) return;
  const key = storageKey(screen, userId);
  const index = readCopiesIndex();
  index[key] = now;
  const newestFirst = Object.entries(index).sort(([, a], [, b]) => b - a);
  const dropped = newestFirst.filter(
    ([, at], position) => position >= KEPT_COPIES_MAX || !(now - at < KEPT_COPY_MAX_AGE_MS),
  );
  try {
    for (const [old] of dropped) {
      localStorage.removeItem(old);
      delete index[old];
    }
    localStorage.setItem(COPIES_INDEX, JSON.stringify(index));
  } catch {
    // storage unavailable: nothing kept, nothing to prune
  }
  writeKept(screen, value, userId);
}

export interface KeptState<T> {
  value: T;
  /** True when `value` came back from an earlier visit (so the screen can say so once). */
  restored: boolean;
  set(next: T | ((previous: T) => T)): void;
  /** Back to `initial` and nothing kept (after a successful save, or a confirmed clear). */
  clear(): void;
}

/**
 * React state that is also written to the device on every change. `isEmpty` says which values are
 * not worth keeping (nothing entered yet); `accept` checks what was read back, since storage is
 * outside our control: anything it refuses is dropped rather than trusted.
 */
export function useKeptState<T>(
  screen: string,
  initial: T,
  options: { isEmpty?: (value: T) => boolean; accept?: (value: unknown) => value is T } = {},
): KeptState<T> {
  const { isEmpty, accept } = options;
  const [start] = useState(() => {
    const kept = readKept<unknown>(screen);
    if (kept !== null && (!accept || accept(kept))) return { value: kept as T, restored: true };
    return { value: initial, restored: false };
  });
  const [value, setValue] = useState<T>(start.value);
  const initialRef = useRef(initial);

  useEffect(() => {
    writeKept(screen, isEmpty?.(value) ? null : value);
  }, [screen, value, isEmpty]);

  const clear = useCallback(() => {
    writeKept(screen, null);
    setValue(initialRef.current);
  }, [screen]);

  return { value, restored: start.restored, set: setValue, clear };
}
