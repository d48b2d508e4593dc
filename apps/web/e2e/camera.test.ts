/**
 * Scanning with the camera, in Chromium fed a fake video of a printed barcode (rendered with bwip-js):
 * the reading arrives at the screen in front like a reader's. The decoder is the zxing-wasm ponyfill
 * (Chromium on Linux has no BarcodeDetector), its WASM served by our own server: no request leaves
 * it. Without a camera (or without permission) the operator gets the spec's message.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { answerDialog } from './support/app';
import { launchBrowser } from './support/browser';
import { fakeCameraVideo } from './support/fake-camera';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { insert, insertOne, openScreen, seedBasics, seedUser } from './support/goods';

const CAMERA_FLAGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

describe('camera scanning', () => {
  let server: TestServer;
  let reader: FakeReader;
  let atoken: string;
  let browser: Browser | undefined;
  const videos = { ean13: '', dataMatrix: '', aside: '' };

  beforeAll(async () => {
    [server, reader] = await Promise.all([startTestServer(), startFakeReader()]);
    const basics = await seedBasics(server);
    const supplier = await insertOne(server, 'suppliers', { name: 'Oleificio Ligure' });
    const order = await insertOne(server, 'projects', {
      name: 'AC-2025-0001',
      project_typology_id: basics.typologies.ac,
      supplier_id: supplier,
    });
    const oil = await insertOne(server, 'items', {
      code: 'OLI-1L',
      description: 'Olio extravergine 1 L',
      barcode: '9501101530003',
      measure_unit_id: basics.unit,
    });
    await insert(server, 'picks', [
      { project_id: order, item_id: oil, quantity: 60, quantity_detected: 0, quantity_remaining: 60 },
    ]);
    atoken = (await seedUser(server, 'mario@example.com', basics.locations.receiving)).atoken;
    // Two pixels a module: the code fits the aiming box of a 360 px wide viewfinder.
    videos.ean13 = await fakeCameraVideo('ean13', '9501101530003', 2);
    videos.aside = await fakeCameraVideo('ean13', '9501101530003', 2, { atLeft: true });
    videos.dataMatrix = await fakeCameraVideo(
      'gs1datamatrix',
      '(400)AC-2025-0001(01)09501101530003(3202)005512(15)260630(10)L-DM1',
      4,
    );
  });

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  afterAll(async () => {
    await reader?.stop();
    await server?.close();
  });

  /** The incoming screen in a browser whose camera shows `video` (or no camera at all). */
  async function incomingWithCamera(args: string[]): Promise<{ page: Page; requests: string[] }> {
    browser = await launchBrowser(args);
    const { page } = await openScreen(browser, server, reader, atoken, '/incoming', { debug: true });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    return { page, requests };
  }

  const value = (page: Page, name: string) => page.getByTestId(`incoming-${name}`).inputValue();

  it('an EAN-13 in front of the camera arrives as a barcode reading, the WASM from our server', async () => {
    const { page, requests } = await incomingWithCamera([
      ...CAMERA_FLAGS,
      `--use-file-for-fake-video-capture=${videos.ean13}`,
    ]);
    await page.getByTestId('camera-scan').click();
    await page.getByTestId('camera-view').waitFor();
    await page.getByTestId('camera-view').waitFor({ state: 'detached', timeout: 30_000 });

    // Like a reader's barcode: the debug area shows it, the screen takes it (no order in it: it says
    // so, and a refused reading leaves the form as it was, issue 48).
    await expect(page.getByTestId('debug-last').textContent()).resolves.toBe('Barcode: 9501101530003');
    await answerDialog(page, 'warning', 'OK', 'Il barcode letto non contiene il campo ordine');
    await expect(value(page, 'barcode')).resolves.toBe('');

    expect(requests.some((url) => /\/assets\/zxing_reader-[\w-]+\.wasm$/.test(url))).toBe(true);
    expect(requests.filter((url) => !url.startsWith(server.url) && !url.startsWith(reader.url))).toEqual([]);
  });

  it('a GS1 DataMatrix fills the incoming form: order, item, lot, weight converted from pounds, best before', async () => {
    const { page } = await incomingWithCamera([
      ...CAMERA_FLAGS,
      `--use-file-for-fake-video-capture=${videos.dataMatrix}`,
    ]);
    await page.getByTestId('camera-scan').click();
    await page.getByTestId('camera-view').waitFor({ state: 'detached', timeout: 30_000 });
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid=incoming-lot]') as HTMLInputElement | null)?.value === 'L-DM1',
    );
    // The order and item combos show their choice once their option lists have arrived.
    await expect.poll(() => value(page, 'order')).toBe('AC-2025-0001');
    await expect.poll(() => value(page, 'item')).toBe('OLI-1L');
    await expect(value(page, 'weight')).resolves.toBe('25.002');
    await expect(page.getByText('In etichetta: 55,12 lb = 25,002 kg').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('incoming-label-dates').textContent()).resolves.toBe(
      'Da consumarsi preferibilmente entro: 30/06/2026',
    );
  });

  it('a refused permission says how to allow the camera', async () => {
    // A camera is there, but the permission prompt is answered 'Block'.
    const { page } = await incomingWithCamera([
      '--use-fake-device-for-media-stream',
      '--deny-permission-prompts',
    ]);
    await page.getByTestId('camera-scan').click();
    await answerDialog(page, 'error', 'Continua', 'Accesso alla fotocamera negato.');
    await expect(page.getByTestId('camera-view').count()).resolves.toBe(0);
  });

  it("without a camera: 'Camera del dispositivo non presente o non utilizzabile!'", async () => {
    const { page } = await incomingWithCamera(['--use-fake-ui-for-media-stream']);
    await page.getByTestId('camera-scan').click();
    await answerDialog(page, 'error', 'Continua', 'Camera del dispositivo non presente o non utilizzabile!');
    await expect(page.getByTestId('camera-view').count()).resolves.toBe(0);
  });

  it('a code the viewfinder does not show is not read; the aiming box is drawn', async () => {
    const { page } = await incomingWithCamera([
      ...CAMERA_FLAGS,
      `--use-file-for-fake-video-capture=${videos.aside}`,
    ]);
    await page.getByTestId('camera-scan').click();
    await page.getByTestId('camera-aim').waitFor();
    // Several frames decoded, none read: the code lies outside the aimed area.
    await page.waitForFunction(() => performance.getEntriesByName('camera-decode').length >= 5, undefined, {
      timeout: 30_000,
    });
    await expect(page.getByTestId('camera-view').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('debug-last').count()).resolves.toBe(0);
  });

  it("Android's Back closes the viewfinder only: the screen and what was typed stay", async () => {
    const { page } = await incomingWithCamera(CAMERA_FLAGS);
    await page.getByTestId('incoming-lot').fill('L-TYPED');
    await page.getByTestId('camera-scan').click();
    await page.getByTestId('camera-hint').filter({ hasText: 'Inquadrare il barcode' }).waitFor();
    await page.goBack();
    await page.getByTestId('camera-view').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/incoming');
    await expect(value(page, 'lot')).resolves.toBe('L-TYPED');
  });

  it('closes without a reading when the operator closes it', async () => {
    const { page } = await incomingWithCamera([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ]);
    await page.getByTestId('camera-scan').click();
    // Chromium's own fake camera shows a moving pattern, no barcode.
    await page.getByTestId('camera-hint').filter({ hasText: 'Inquadrare il barcode' }).waitFor();
    await page.getByTestId('camera-close').click();
    await page.getByTestId('camera-view').waitFor({ state: 'detached' });
    await expect(value(page, 'barcode')).resolves.toBe('');
  });
});
