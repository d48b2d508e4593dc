// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogs, getOpenDialogs } from '../../src/lib/dialogs/dialogs';
import {
  deliverLine,
  subscribeReadings,
  type InputReading,
  type ReadingOptions,
} from '../../src/lib/reader/readings';

function subscribe(options: ReadingOptions = {}) {
  const got: InputReading[] = [];
  const off = subscribeReadings({ current: (r) => void got.push(r) }, { current: options });
  return { got, off };
}

describe('readings', () => {
  afterEach(() => dialogs.closeAll());

  it('parses a barcode and a tag and delivers them to the screen in front only', () => {
    const back = subscribe();
    const front = subscribe();
    deliverLine('Barcode (8001234567890) [EAN13]', 'reader');
    deliverLine('E2801160600002\nE2801160600003', 'reader');
    expect(back.got).toEqual([]);
    expect(front.got).toEqual([
      expect.objectContaining({
        kind: 'barcode',
        code: '8001234567890',
        symbology: 'EAN13',
        source: 'reader',
      }),
      expect.objectContaining({
        kind: 'tag',
        code: 'E2801160600002|E2801160600003',
        tags: ['E2801160600002', 'E2801160600003'],
      }),
    ]);
    front.off();
    deliverLine('Barcode (1) [QR]', 'reader');
    expect(back.got).toHaveLength(1);
    back.off();
  });

  it('a plain line typed by a wedge scanner is a barcode', () => {
    const s = subscribe();
    deliverLine('ABC-123', 'wedge');
    expect(s.got[0]).toMatchObject({
      kind: 'barcode',
      code: 'ABC-123',
      symbology: 'KEYBOARD',
      source: 'wedge',
    });
    s.off();
  });

  it('is ignored while a dialog is open when the screen asks so', () => {
    const s = subscribe({ gate: 'modals' });
    void dialogs.confirm('Sicuro?');
    deliverLine('TAG1', 'reader');
    expect(s.got).toEqual([]);
    dialogs.closeAll();
    deliverLine('TAG2', 'reader');
    expect(s.got.map((r) => r.code)).toEqual(['TAG2']);
    s.off();
    const t = subscribe();
    void dialogs.info('x');
    deliverLine('TAG3', 'reader');
    expect(t.got.map((r) => r.code)).toEqual(['TAG3']);
    t.off();
  });

  it('a line that cannot be parsed gives the reading warning, once', () => {
    const s = subscribe();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    deliverLine('   ', 'reader');
    deliverLine('', 'reader');
    expect(s.got).toEqual([]);
    expect(getOpenDialogs()).toEqual([
      expect.objectContaining({
        kind: 'warning',
        title: 'Lettura Barcode/TAG',
        message:
          'Errore nella lettura del barcode/tag<br>La lettura contiene solo spazi o caratteri di controllo',
      }),
    ]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
    s.off();
  });

  it('an error thrown by the screen handler is shown in an error dialog', async () => {
    const off = subscribeReadings(
      {
        current: async () => {
          throw new Error('Articolo non trovato!');
        },
      },
      { current: {} },
    );
    deliverLine('Barcode (1) [EAN13]', 'reader');
    await vi.waitFor(() =>
      expect(getOpenDialogs()[0]).toMatchObject({ kind: 'error', message: 'Articolo non trovato!' }),
    );
    off();
  });
});
