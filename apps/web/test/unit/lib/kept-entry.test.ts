// @vitest-environment jsdom
/**
 * The open quantity dialog kept across a reload (lib/scan/use-kept-entry.ts): the line, the typed
 * quantity and the lot of the reading that opened it come back once the lines are there, so that
 * Conferma sends the reading as it would have; a page that goes away without unmounting (a reload)
 * keeps it, leaving the screen forgets it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { Reading } from '@warehouse/shared';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));

const { useScanEngine } = await import('../../../src/lib/scan/use-scan-engine');
const { useKeptEntry } = await import('../../../src/lib/scan/use-kept-entry');
const { readKept } = await import('../../../src/lib/keep');
const { setUser } = await import('../../../src/lib/session');
const { dialogs } = await import('../../../src/lib/dialogs/dialogs');

type Line = { id: number; code: string };
const LINES: Line[] = [{ id: 11, code: '8001' }];
const SCREEN = 'test/1';

function useScreen(ready: boolean) {
  const engine = useScanEngine<Line>({
    ready,
    findLine: (code) => LINES.find((l) => l.code === code),
    unknown: () => ({ message: 'Articolo non trovato!' }),
    sameItem: (a, b) => a.id === b.id,
    unit: () => 'PZ',
    divisible: () => false,
    initialQuantity: () => 1,
    repeatScan: 'increment',
    whileOpen: 'replace',
    checkQuantity: () => ({ ok: true }),
  });
  useKeptEntry(SCREEN, engine, ready, {
    refOf: (line: Line) => line.id,
    lineOf: (id: number) => LINES.find((l) => l.id === id) ?? null,
  });
  return engine;
}

const tagReading = (code: string): Reading => ({ kind: 'tag', code, tags: [code] });

describe('the kept quantity dialog', () => {
  beforeEach(() => {
    localStorage.clear();
    setUser({ id: 7, email: 'op@example.com' });
  });
  afterEach(() => dialogs.closeAll());

  it("comes back with its quantity and the opening reading's lot; Conferma hands them on once", async () => {
    const first = renderHook(() => useScreen(true));
    await act(() => first.result.current.loop.handle(tagReading('8001')));
    expect(first.result.current.open?.lot).toEqual({ tag: '8001' });
    act(() => first.result.current.setQuantity('4'));
    expect(readKept(SCREEN)).toMatchObject({ ref: 11, quantity: '4', lot: { tag: '8001' } });

    // A reload: the page goes without unmounting; the next one starts while its lines load.
    const again = renderHook(({ ready }) => useScreen(ready), { initialProps: { ready: false } });
    expect(again.result.current.open).toBeNull();
    again.rerender({ ready: true });
    expect(again.result.current.open).toMatchObject({ line: LINES[0], quantity: '4', lot: { tag: '8001' } });
    let accepted: Awaited<ReturnType<typeof again.result.current.submit>> = null;
    await act(async () => {
      accepted = await again.result.current.submit();
    });
    expect(accepted).toMatchObject({ line: LINES[0], quantity: 4, lot: { tag: '8001' } });
    expect(readKept(SCREEN)).toBeNull();
  });

  it('leaving the screen forgets it', async () => {
    const screen = renderHook(() => useScreen(true));
    await act(() => screen.result.current.loop.handle(tagReading('8001')));
    expect(readKept(SCREEN)).not.toBeNull();
    screen.unmount();
    expect(readKept(SCREEN)).toBeNull();
  });
});
