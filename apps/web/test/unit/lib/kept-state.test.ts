// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  KEPT_COPIES_MAX,
  KEPT_COPY_MAX_AGE_MS,
  hasKept,
  readKept,
  useKeptState,
  writeKept,
  writeKeptCopy,
} from '../../../src/lib/keep';
import { setUser } from '../../../src/lib/session';

const isList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

describe('kept screen state', () => {
  beforeEach(() => {
    localStorage.clear();
    setUser({ id: 7, email: 'op@example.com' });
  });

  it('keeps what was entered for the next visit of the same user to the same screen', () => {
    const first = renderHook(() => useKeptState<string[]>('outgoing', [], { accept: isList }));
    expect(first.result.current.restored).toBe(false);
    act(() => first.result.current.set(['TAG1', 'TAG2']));
    first.unmount();

    const again = renderHook(() => useKeptState<string[]>('outgoing', [], { accept: isList }));
    expect(again.result.current.value).toEqual(['TAG1', 'TAG2']);
    expect(again.result.current.restored).toBe(true);
  });

  it('never shows one user the work of another, nor one screen that of another', () => {
    writeKept('outgoing', ['TAG1']);
    expect(hasKept('outgoing')).toBe(true);
    expect(readKept('incoming')).toBeNull();
    expect(hasKept('incoming')).toBe(false);
    setUser({ id: 8, email: 'other@example.com' });
    expect(readKept('outgoing')).toBeNull();
    expect(hasKept('outgoing')).toBe(false);
    const { result } = renderHook(() => useKeptState<string[]>('outgoing', []));
    expect(result.current.value).toEqual([]);
  });

  it('forgets the state once cleared (after a save) and keeps nothing for an empty screen', () => {
    const { result } = renderHook(() =>
      useKeptState<string[]>('outgoing', [], { isEmpty: (v) => v.length === 0 }),
    );
    act(() => result.current.set(['TAG1']));
    expect(readKept('outgoing')).toEqual(['TAG1']);
    act(() => result.current.clear());
    expect(result.current.value).toEqual([]);
    expect(readKept('outgoing')).toBeNull();
  });

  it('drops stored state it does not recognise instead of trusting it', () => {
    localStorage.setItem('warehouse.kept.7.outgoing', '{"not":"a list"}');
    const { result } = renderHook(() => useKeptState<string[]>('outgoing', [], { accept: isList }));
    expect(result.current.value).toEqual([]);
    localStorage.setItem('warehouse.kept.7.outgoing', '{broken');
    expect(readKept('outgoing')).toBeNull();
  });

  describe('copies of server lists', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const start = Date.UTC(2026, 10, 23, 8);

    it('keeps only the newest few, whoever kept them, and never the operator work beside them', () => {
      writeKept('outgoing', ['TAG1']);
      for (let n = 0; n <= KEPT_COPIES_MAX; n++) writeKeptCopy(`picking/lists/${n}`, { n }, 7, start + n);
      setUser({ id: 8, email: 'other@example.com' });
      writeKeptCopy('store/supply/1/picking', { mine: true }, 8, start + 100);

      expect(readKept('store/supply/1/picking')).toEqual({ mine: true });
      setUser({ id: 7, email: 'op@example.com' });
      const kept = [...Array(KEPT_COPIES_MAX + 1).keys()].filter((n) => readKept(`picking/lists/${n}`));
      // The two oldest gave way to the newer ones; the readings being entered are untouched.
      expect(kept).toEqual([...Array(KEPT_COPIES_MAX + 1).keys()].slice(2));
      expect(readKept('outgoing')).toEqual(['TAG1']);
    });

    it('forgets copies older than their age limit when another is written', () => {
      writeKeptCopy('picking/lists/old', { old: true }, 7, start);
      writeKeptCopy('picking/lists/recent', { recent: true }, 7, start + KEPT_COPY_MAX_AGE_MS - DAY);
      expect(readKept('picking/lists/old')).toEqual({ old: true });

      writeKeptCopy('picking/lists/today', { today: true }, 7, start + KEPT_COPY_MAX_AGE_MS + 1);
      expect(readKept('picking/lists/old')).toBeNull();
      expect(readKept('picking/lists/recent')).toEqual({ recent: true });
      expect(readKept('picking/lists/today')).toEqual({ today: true });
    });

    it('writing a copy again refreshes it rather than adding one', () => {
      for (let n = 0; n < KEPT_COPIES_MAX; n++) writeKeptCopy(`picking/lists/${n}`, { n }, 7, start + n);
      writeKeptCopy('picking/lists/0', { n: 0, again: true }, 7, start + 10);
      writeKeptCopy('picking/lists/new', { fresh: true }, 7, start + 11);
      expect(readKept('picking/lists/0')).toEqual({ n: 0, again: true });
      expect(readKept('picking/lists/1')).toBeNull();
    });
  });
});
