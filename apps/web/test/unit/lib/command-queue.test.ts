// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type * as ApiModule from '../../../src/lib/api';

const shown = vi.hoisted(() => [] as unknown[]);
vi.mock('../../../src/lib/api', async (importOriginal) => {
  const original = await importOriginal<typeof ApiModule>();
  return { ...original, showApiError: (error: unknown) => shown.push(error) };
});

const { useCommandQueue } = await import('../../../src/lib/command-queue');

describe('useCommandQueue', () => {
  it('runs the steps in order and reports when the queue is empty', async () => {
    const done: number[] = [];
    const { result } = renderHook(() => useCommandQueue());
    let ok = false;
    await act(async () => {
      ok = await result.current.run([async () => void done.push(1), async () => void done.push(2)]);
    });
    expect(ok).toBe(true);
    expect(done).toEqual([1, 2]);
    expect(result.current).toMatchObject({ busy: false, pending: 0 });
  });

  it('a failing step stops the queue, shows the error and keeps the rest for a retry', async () => {
    const done: string[] = [];
    let fail = true;
    const { result } = renderHook(() => useCommandQueue());
    const steps = [
      async () => void done.push('a'),
      async () => {
        if (fail) throw new Error('rete');
        done.push('b');
      },
      async () => void done.push('navigate'),
    ];
    let ok = true;
    await act(async () => {
      ok = await result.current.run(steps);
    });
    expect(ok).toBe(false);
    expect(done).toEqual(['a']);
    expect(shown).toEqual([new Error('rete')]);
    expect(result.current).toMatchObject({ busy: false, pending: 2 });

    // New work waits behind the failed step.
    await act(async () => {
      ok = await result.current.run([async () => void done.push('later')]);
    });
    expect(ok).toBe(false);
    expect(done).toEqual(['a']);
    expect(result.current.pending).toBe(3);

    fail = false;
    await act(async () => {
      ok = await result.current.retry();
    });
    expect(ok).toBe(true);
    expect(done).toEqual(['a', 'b', 'navigate', 'later']);
    expect(result.current).toMatchObject({ busy: false, pending: 0 });
  });

  it('steps queued while others run join the same run', async () => {
    const done: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { result } = renderHook(() => useCommandQueue());
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = result.current.run([async () => (await gate, void done.push(1))]);
    });
    expect(result.current.busy).toBe(true);
    act(() => {
      second = result.current.run([async () => void done.push(2)]);
    });
    release();
    await act(async () => {
      await expect(first).resolves.toBe(true);
      await expect(second).resolves.toBe(true);
    });
    expect(done).toEqual([1, 2]);
  });
});
