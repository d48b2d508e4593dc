// @vitest-environment jsdom
/**
 * Concludi / Esci and a row's trash on the scan engine: the question first ("No" sends nothing),
 * then one prepared command held by the screen's command queue — Concludi is off while it runs —
 * and an answer for a tap that has nothing to write.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';

const show = vi.hoisted(() => vi.fn((_: unknown) => 'toast-id'));
vi.mock('@mantine/notifications', () => ({ notifications: { show, hide: vi.fn() } }));

const { useScanEngine } = await import('../../../src/lib/scan/use-scan-engine');
const { dialogs, getOpenDialogs } = await import('../../../src/lib/dialogs/dialogs');

type Line = { id: number };
const descriptor = {
  ready: true,
  findLine: () => undefined,
  unknown: () => ({ message: 'Articolo non trovato!' }),
  sameItem: (a: Line, b: Line) => a.id === b.id,
  unit: () => 'PZ',
  divisible: () => false,
  initialQuantity: () => '' as const,
  repeatScan: 'ignore' as const,
  whileOpen: 'ignore' as const,
  checkQuantity: () => ({ ok: true as const }),
};

const question = async () => {
  for (let i = 0; i < 50 && getOpenDialogs().length === 0; i++) await new Promise((r) => setTimeout(r, 0));
  return getOpenDialogs()[0]!;
};

describe("the scan engine's closing", () => {
  afterEach(() => {
    dialogs.closeAll();
    show.mockClear();
  });

  it("'No' to the question sends nothing", async () => {
    const { result } = renderHook(() => useScanEngine<Line>(descriptor));
    const command = vi.fn(async () => undefined);
    await act(async () => {
      const done = result.current.closing({ confirm: 'Concludere la lista?', command });
      (await question()).close(false);
      await done;
    });
    expect(command).not.toHaveBeenCalled();
  });

  it("'Sì' runs the command once; Concludi is off while it runs and on again once it is through", async () => {
    const { result } = renderHook(() => useScanEngine<Line>(descriptor));
    let finish!: () => void;
    const command = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let done!: Promise<void>;
    await act(async () => {
      done = result.current.closing({ confirm: 'Concludere la lista?', command });
      (await question()).close(true);
      await vi.waitFor(() => expect(command).toHaveBeenCalledTimes(1));
    });
    expect(result.current.ready).toBe(false);
    expect(result.current.commands.busy).toBe(true);
    await act(async () => {
      finish();
      await done;
    });
    expect(command).toHaveBeenCalledTimes(1);
    expect(result.current.ready).toBe(true);
  });

  it('nothing to write: no command, the operator is told so', async () => {
    const { result } = renderHook(() => useScanEngine<Line>(descriptor));
    await act(() => result.current.closing({ confirm: null, command: null, nothing: 'Nessuna lettura' }));
    const shown = show.mock.lastCall?.[0] as { message: { props: { text: string } } } | undefined;
    expect(shown?.message.props.text).toBe('Nessuna lettura');
  });

  it('a refused trash is held: pending until Riprova, which sends the same command again', async () => {
    const { result } = renderHook(() => useScanEngine<Line>(descriptor));
    let refuse = true;
    const command = vi.fn(async () => {
      if (refuse) throw new Error('Lettura di una lista conclusa');
    });
    await act(async () => {
      await expect(result.current.send(command)).resolves.toBe(false);
    });
    expect(result.current.commands.pending).toBe(1);
    expect(result.current.ready).toBe(false);
    refuse = false;
    await act(async () => {
      await expect(result.current.commands.retry()).resolves.toBe(true);
    });
    expect(command).toHaveBeenCalledTimes(2);
    expect(result.current.commands.pending).toBe(0);
    expect(result.current.ready).toBe(true);
  });
});
