// @vitest-environment jsdom
/**
 * The camera's side of the reading pipeline: a decoded barcode becomes a reader line that reaches the
 * screen in front as a barcode reading, GS1 separators intact; the camera button shows only while a
 * screen takes readings.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { parseIncomingBarcode } from '@warehouse/shared';
import { CameraScanButton, readerLine } from '../../../src/lib/camera';
import { frameReading } from '../../../src/lib/camera/frame-reading';
import { deliverLine, subscribeReadings, type InputReading } from '../../../src/lib/reader/readings';

afterEach(cleanup);

// jsdom has no matchMedia, which Mantine's provider reads (the usual Mantine test set-up).
window.matchMedia ??= (media: string) =>
  ({
    matches: false,
    media,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

describe('camera readings', () => {
  it('a decoded barcode reaches the screen in front like a reader line, with its symbology', () => {
    const got: InputReading[] = [];
    const off = subscribeReadings({ current: (r) => void got.push(r) }, { current: {} });
    deliverLine(readerLine('9501101530003', 'ean_13'), 'camera');
    const gs1 = '400AC-1\x1d0109501101530003320200551210L1';
    deliverLine(readerLine(gs1, 'data_matrix'), 'camera');
    off();
    expect(got).toEqual([
      expect.objectContaining({
        kind: 'barcode',
        code: '9501101530003',
        symbology: 'EAN13',
        source: 'camera',
      }),
      expect.objectContaining({ kind: 'barcode', code: gs1, symbology: 'DATAMATRIX', source: 'camera' }),
    ]);
    expect(parseIncomingBarcode((got[1] as InputReading).code)).toMatchObject({
      ok: true,
      barcode: { order: 'AC-1', gtin: '09501101530003', lot: 'L1', netWeight: { value: 55.12, unit: 'lb' } },
    });
  });

  it('names every format the camera decodes as the readers do', () => {
    expect(readerLine('X', 'code_128')).toBe('Barcode (X) [CODE128]');
    expect(readerLine('X', 'qr_code')).toBe('Barcode (X) [QRCODE]');
    expect(readerLine('X', 'itf')).toBe('Barcode (X) [ITF]');
    expect(readerLine('X', 'some_future_format')).toBe('Barcode (X) [SOME_FUTURE_FORMAT]');
  });

  it('the header button shows only while a screen takes readings', () => {
    render(
      <MantineProvider>
        <CameraScanButton />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('camera-scan')).toBeNull();
    let off = () => {};
    act(() => {
      off = subscribeReadings({ current: () => {} }, { current: {} });
    });
    expect(screen.getByTestId('camera-scan').getAttribute('aria-label')).toBe('Leggi con la fotocamera');
    act(() => off());
    expect(screen.queryByTestId('camera-scan')).toBeNull();
  });

  // Issue 48: a whole logistic label in the aiming box is read as one reading, not as its SSCC.
  describe('every barcode of a frame', () => {
    const GS = '\x1d';
    const SSCC = { rawValue: '00380123456789012346', format: 'code_128' };
    const CONTENT = { rawValue: `0208001234567897${'37'}24${GS}15270131`, format: 'code_128' };
    const LOT = { rawValue: '10LOT42', format: 'code_128' };

    it('the barcodes of one label become one GS1 reading with item, count, date, lot and SSCC', () => {
      const read = frameReading([SSCC, CONTENT, LOT]);
      expect(read).toEqual({
        rawValue: `]C1${SSCC.rawValue}0208001234567897${'37'}24${GS}1527013110LOT42`,
        format: 'code_128',
      });
      const got: InputReading[] = [];
      const off = subscribeReadings({ current: (r) => void got.push(r) }, { current: {} });
      deliverLine(readerLine(read!.rawValue, read!.format), 'camera');
      off();
      expect(parseIncomingBarcode((got[0] as InputReading).code)).toMatchObject({
        ok: true,
        barcode: { sscc: '380123456789012346', gtin: '08001234567897', count: 24, lot: 'LOT42' },
      });
    });

    it("one barcode is read as it is; barcodes of no one label give the item's, else the first", () => {
      expect(frameReading([SSCC])).toEqual(SSCC);
      expect(frameReading([])).toBeNull();
      const ean = { rawValue: '8001234567897', format: 'ean_13' };
      const otherSscc = { rawValue: '00380123456789012353', format: 'code_128' };
      expect(frameReading([SSCC, otherSscc, CONTENT])).toEqual(CONTENT);
      const collo = { rawValue: 'COLLO-1', format: 'code_128' };
      expect(frameReading([collo, ean])).toEqual(ean);
      expect(frameReading([collo, { rawValue: 'COLLO-2', format: 'code_128' }])).toEqual(collo);
    });
  });
});
