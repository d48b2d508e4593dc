// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasKept, readKept, useKeptState, writeKept } from '../../../src/lib/keep';
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
});
