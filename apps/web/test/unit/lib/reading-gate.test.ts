// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reading } from '@warehouse/shared';
import { dialogs, getOpenDialogs } from '../../../src/lib/dialogs/dialogs';
import { feedback } from '../../../src/lib/reader/feedback';
import { decide } from '../../../src/lib/reader/gate';
import { deliverLine, subscribeReadings, type ReadingOptions } from '../../../src/lib/reader/readings';
import { ScanLoop, type ScanDescriptor, type ScanPorts } from '../../../src/lib/scan/scan-loop';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../src/lib/toasts', () => ({
  toast: Object.assign((message: string) => void toasts.push(message), {
    warning: (message: string) => void toasts.push(message),
  }),
}));

interface Line {
  id: number;
  code: string;
}
const RIGHT: Line = { id: 1, code: '8001' };

/** The engine as a scan screen runs it: the real dialogs as ports, readings through the one gate. */
function engine(options: ReadingOptions = { gate: 'dialogs' }) {
  const ports: ScanPorts = {
    confirm: (message) => dialogs.confirm(message),
    warning: (message, title) => void dialogs.warning(message, title ? { title } : undefined),
    error: () => feedback.error(),
    refuse: (message) => {
      feedback.error();
      toasts.push(message);
    },
  };
  const descriptor: ScanDescriptor<Line> = {
    ready: true,
    findLine: (code) => (code === RIGHT.code ? RIGHT : undefined),
    unknown: (code) => ({ message: `Articolo non trovato!<br>Codice letto: ${code}` }),
    sameItem: (a, b) => a.id === b.id,
    unit: () => 'PZ',
    divisible: () => false,
    initialQuantity: () => 1,
    repeatScan: 'increment',
    whileOpen: 'replace',
    checkQuantity: () => ({ ok: true }),
  };
  const loop = new ScanLoop(descriptor, ports);
  const handled: Promise<void>[] = [];
  const off = subscribeReadings(
    { current: (r: Reading) => void handled.push(loop.handle(r)) },
    { current: options },
  );
  return { loop, off, settle: () => Promise.all(handled) };
}

/** A fake reader: what the bridge sends for a barcode. */
const read = (code: string) => deliverLine(`Barcode (${code}) [EAN13]`, 'reader');

describe('the one dialog gate (readings under a dialog)', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(feedback, 'error').mockImplementation(() => {});
    vi.spyOn(feedback, 'good').mockImplementation(() => {});
    toasts.length = 0;
  });
  afterEach(() => {
    dialogs.closeAll();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('the right label scanned straight after a wrong one closes the warning and opens its line', async () => {
    const e = engine();
    read('999');
    await e.settle();
    expect(getOpenDialogs().map((d) => d.kind)).toEqual(['warning']);
    read('8001');
    await e.settle();
    expect(getOpenDialogs()).toEqual([]);
    expect(e.loop.getState().open?.line).toBe(RIGHT);
    e.off();
  });

  it('a reading under a question is refused with the error sound and a short message, and changes nothing', async () => {
    const e = engine();
    const answer = dialogs.confirm('Confermi?');
    read('8001');
    await e.settle();
    expect(e.loop.getState().open).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual(['Lettura ignorata: rispondere prima alla domanda']);
    expect(getOpenDialogs().map((d) => d.kind)).toEqual(['confirm']);
    getOpenDialogs()[0]!.close(true);
    expect(await answer).toBe(true);
    e.off();
  });

  it('an error waiting for Continua keeps readings out the same way', async () => {
    const e = engine();
    void dialogs.error('Salvataggio non riuscito');
    read('8001');
    await e.settle();
    expect(e.loop.getState().open).toBeNull();
    expect(toasts).toEqual(['Lettura ignorata: chiudere prima il messaggio']);
    e.off();
  });

  it("another modal gates a selection screen ('modals') but not a scan screen's own modal ('dialogs')", async () => {
    const modal = document.createElement('section');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    const got: string[] = [];
    const selection = subscribeReadings(
      { current: (r) => void got.push(r.code) },
      { current: { gate: 'modals' } },
    );
    read('8001');
    expect(got).toEqual([]);
    expect(toasts).toEqual(['Lettura ignorata: chiudere prima la finestra aperta']);
    selection();
    const e = engine();
    read('8001');
    await e.settle();
    expect(e.loop.getState().open?.line).toBe(RIGHT);
    e.off();
  });

  it('decides by what is open', () => {
    expect(decide('none', [{ id: 1, kind: 'confirm' }], true)).toEqual({ action: 'deliver' });
    expect(decide('dialogs', [], true)).toEqual({ action: 'deliver' });
    expect(
      decide(
        'dialogs',
        [
          { id: 4, kind: 'info' },
          { id: 5, kind: 'warning' },
        ],
        false,
      ),
    ).toEqual({
      action: 'dismiss',
      ids: [4, 5],
    });
    expect(decide('modals', [{ id: 4, kind: 'warning' }], true)).toEqual({
      action: 'refuse',
      reason: 'modal',
    });
    expect(decide('dialogs', [{ id: 6, kind: 'prompt' }], false)).toEqual({
      action: 'refuse',
      reason: 'question',
    });
    // A warning whose closing leaves the screen (no store printer, then home) is never answered by a reading.
    expect(decide('dialogs', [{ id: 7, kind: 'warning', leavesScreen: true }], false)).toEqual({
      action: 'refuse',
      reason: 'error',
    });
  });
});
