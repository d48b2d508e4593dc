// @vitest-environment jsdom
/**
 * A screen's kept copy of server lists (picking, store): written when idle, then at most every
 * KEPT_COPY_REFRESH_MS with the newest lists, at once when the page is hidden, and never again once
 * forgotten. Readings change the lists all the time; writing 2,000 picks on each held up the next one.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_COPY_REFRESH_MS, readKept, useKeptCopy } from '../../../src/lib/keep';
import { setUser } from '../../../src/lib/session';

type Lists = { picks: number[] };

function render(initial: Lists | undefined, screen = 'picking.1,2') {
  return renderHook(({ value, key }: { value: Lists | undefined; key: string }) => useKeptCopy(key, value), {
    initialProps: { value: initial, key: screen },
  });
}

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('a screen’s kept copy of server lists', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    setUser({ id: 7, email: 'op@example.com' });
  });
  afterEach(() => {
    setHidden(false);
    vi.useRealTimers();
  });

  it('writes nothing before the lists come, and the first lists once the page is idle', () => {
    const hook = render(undefined);
    act(() => vi.advanceTimersByTime(5_000));
    expect(readKept('picking.1,2')).toBeNull();

    hook.rerender({ value: { picks: [1] }, key: 'picking.1,2' });
    expect(readKept('picking.1,2')).toBeNull(); // not in the frame that shows them
    act(() => vi.advanceTimersByTime(1_000));
    expect(readKept('picking.1,2')).toEqual({ picks: [1] });
  });

  it('writes later lists at most every refresh interval, the newest only', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const hook = render({ picks: [1] });
    act(() => vi.advanceTimersByTime(1_000));
    const writes = () => setItem.mock.calls.filter(([key]) => key.endsWith('picking.1,2')).length;
    expect(writes()).toBe(1);

    for (let reading = 2; reading <= 10; reading++) {
      hook.rerender({ value: { picks: Array.from({ length: reading }, (_, i) => i) }, key: 'picking.1,2' });
      act(() => vi.advanceTimersByTime(1_000));
    }
    expect(writes()).toBe(1);
    expect(readKept<Lists>('picking.1,2')?.picks).toHaveLength(1);

    act(() => vi.advanceTimersByTime(KEPT_COPY_REFRESH_MS));
    expect(writes()).toBe(2);
    expect(readKept<Lists>('picking.1,2')?.picks).toHaveLength(10);
    setItem.mockRestore();
  });

  it('takes the same lists built again by a render for no change', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const picks = [1, 2];
    const hook = render({ picks });
    act(() => vi.advanceTimersByTime(1_000));
    hook.rerender({ value: { picks }, key: 'picking.1,2' });
    act(() => vi.advanceTimersByTime(KEPT_COPY_REFRESH_MS + 1_000));
    expect(setItem.mock.calls.filter(([key]) => key.endsWith('picking.1,2'))).toHaveLength(1);
    setItem.mockRestore();
  });

  it('writes the waiting lists at once when the page is hidden (a reload, a closed tab)', () => {
    const hook = render({ picks: [1] });
    act(() => vi.advanceTimersByTime(1_000));
    hook.rerender({ value: { picks: [1, 2] }, key: 'picking.1,2' });
    expect(readKept('picking.1,2')).toEqual({ picks: [1] });
    act(() => setHidden(true));
    expect(readKept('picking.1,2')).toEqual({ picks: [1, 2] });
  });

  it('still writes a waiting copy after the screen is left', () => {
    const hook = render({ picks: [1] });
    act(() => vi.advanceTimersByTime(1_000));
    hook.rerender({ value: { picks: [1, 2] }, key: 'picking.1,2' });
    hook.unmount();
    act(() => vi.advanceTimersByTime(KEPT_COPY_REFRESH_MS + 1_000));
    expect(readKept('picking.1,2')).toEqual({ picks: [1, 2] });
  });

  it('forgets the copy for good when the lists are closed, even with a write waiting', () => {
    const hook = render({ picks: [1] });
    act(() => vi.advanceTimersByTime(1_000));
    hook.rerender({ value: { picks: [1, 2] }, key: 'picking.1,2' });
    act(() => hook.result.current());
    expect(readKept('picking.1,2')).toBeNull();
    act(() => vi.advanceTimersByTime(KEPT_COPY_REFRESH_MS + 1_000));
    act(() => setHidden(true));
    expect(readKept('picking.1,2')).toBeNull();
  });

  it('writes the first copy of another selection without waiting for the previous one’s interval', () => {
    const hook = render({ picks: [1] }, 'picking.1');
    act(() => vi.advanceTimersByTime(1_000));
    hook.rerender({ value: { picks: [5] }, key: 'picking.5' });
    act(() => vi.advanceTimersByTime(1_000));
    expect(readKept('picking.5')).toEqual({ picks: [5] });
    expect(readKept('picking.1')).toEqual({ picks: [1] });
  });
});
