/**
 * Issue 37: the camera as a scanner on order packing and on the price label, in Chromium fed a fake
 * video (a GS1 DataMatrix rendered with bwip-js). The DataMatrix carries a demo item's GTIN (its
 * EAN-13 padded to 14 digits) with a lot and an expiry: both screens find the item through the one
 * resolver. One server for the file; one browser per video (Chromium takes its camera at launch).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VirtualPrinter } from '../../server/src/printing/virtual-printer';
import { seedDemoIfEmpty } from '../../server/src/seed/demo';
import { answerDialog } from './support/app';
import { launchBrowser } from './support/browser';
import { fakeCameraLabel, fakeCameraVideo } from './support/fake-camera';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { insertOne, openScreen } from './support/goods';
import { startTestServer, type TestServer } from './support/server';

const CAMERA_FLAGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

describe('camera scanning on order packing and the price label', () => {
  let server: TestServer;
  let reader: FakeReader;
  let atoken: string;
  let browser: Browser | undefined;
  let order = 0;
  let video = '';
  /** A supplier's whole logistic label: SSCC; PAS-500's GTIN with a count of 24; best-before and lot. */
  let labelVideo = '';
  let pastaBarcode = '';
  const outDir = mkdtempSync(join(tmpdir(), 'warehouse-e2e-camera-'));
  const printer = new VirtualPrinter({ port: 0, outDir });

  beforeAll(async () => {
    const [s, r, address] = await Promise.all([startTestServer(), startFakeReader(), printer.start()]);
    [server, reader] = [s, r];
    await seedDemoIfEmpty(
      { db: server.db, dialect: 'sqlite', close: async () => {} },
      { loopbackOnly: true },
    );
    const pasta = await server.db
      .selectFrom('items')
      .select('barcode')
      .where('code', '=', 'PAS-500')
      .executeTakeFirstOrThrow();
    const year = new Date().getFullYear();
    order = (
      await server.db
        .selectFrom('projects')
        .select('id')
        .where('name', '=', `LP-${year}-0101`)
        .executeTakeFirstOrThrow()
    ).id as number;
    pastaBarcode = String(pasta.barcode);
    // The price label needs the store printer of the user's plant, ready.
    const plant = await insertOne(server, 'plants', { name: 'Negozio Camera' });
    await insertOne(server, 'printers', {
      name: 'Stampante Negozio',
      purpose: 'store',
      plant_id: plant,
      host: '127.0.0.1',
      port: address.port,
    });
    printer.state = 'ready';
    ({ atoken } = await server.createUser({
      email: 'camera@example.com',
      password: 'password-123',
      admin: true,
      plantId: plant,
    }));
    video = await fakeCameraVideo('gs1datamatrix', `(01)0${String(pasta.barcode)}(17)271231(10)LOT123`, 4);
    labelVideo = await fakeCameraLabel(
      ['(00)380123456789012346', `(02)0${String(pasta.barcode)}(37)24`, '(15)270131(10)LOT42'].map(
        (text) => ({ bcid: 'gs1-128', text, scale: 1, height: 6 }),
      ),
    );
  });

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  afterAll(async () => {
    await Promise.all([reader?.stop(), server?.close(), printer.stop()]);
    rmSync(outDir, { recursive: true, force: true });
  });

  async function scanWithCamera(path: string, withCode: boolean | string = true): Promise<Page> {
    const shown = withCode === true ? video : withCode;
    const file = shown ? [`--use-file-for-fake-video-capture=${shown}`] : [];
    browser = await launchBrowser([...CAMERA_FLAGS, ...file]);
    const { page } = await openScreen(browser, server, reader, atoken, path);
    return page;
  }

  async function readThroughTheViewfinder(page: Page) {
    await page.getByTestId('camera-scan').click();
    await page.getByTestId('camera-view').waitFor();
    await page.getByTestId('camera-view').waitFor({ state: 'detached', timeout: 30_000 });
  }

  it('order packing: the DataMatrix opens PAS-500 with 1', async () => {
    const page = await scanWithCamera(
      `/order/management/${order}?incoming=false&outgoing=false&picking=true&revision=false&locked=false`,
    );
    // The demo has no label printer: the operator goes on without labels.
    await answerDialog(page, 'confirm', 'SI');
    await page.locator('[data-testid=picks-table] [data-testid=table-row]').first().waitFor();
    await readThroughTheViewfinder(page);
    const modal = page.getByTestId('pick-modal');
    await modal.waitFor();
    await expect(modal.getByTestId('pick-code').textContent()).resolves.toBe('PAS-500');
    await expect(modal.getByTestId('pick-quantity').inputValue()).resolves.toBe('1');
    await expect(page.getByText('Articolo non trovato!').count()).resolves.toBe(0);
  });

  it('price label: the DataMatrix chooses PAS-500', async () => {
    const page = await scanWithCamera('/print/price_label');
    await readThroughTheViewfinder(page);
    await expect.poll(() => page.getByTestId('price-label-code').inputValue()).toBe('PAS-500');
    await expect(page.getByTestId('price-label-description').inputValue()).resolves.toBe(
      'Pasta di semola spaghetti 500 g',
    );
  });

  it("price label: Android's Back with the viewfinder open closes it only; the chosen item stays", async () => {
    // Chromium's own fake camera: a moving pattern, no barcode.
    const page = await scanWithCamera('/print/price_label', false);
    reader.send(`Barcode (${pastaBarcode}) [EAN13]`);
    await expect.poll(() => page.getByTestId('price-label-code').inputValue()).toBe('PAS-500');
    await page.getByTestId('camera-scan').click();
    await page.getByTestId('camera-hint').filter({ hasText: 'Inquadrare il barcode' }).waitFor();
    await page.goBack();
    await page.getByTestId('camera-view').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/print/price_label');
    await expect(page.getByTestId('price-label-code').inputValue()).resolves.toBe('PAS-500');
  });

  // Issue 48: every barcode in the aiming box is decoded and the label read as one.
  const PACKING = '?incoming=false&outgoing=false&picking=true&revision=false&locked=false';

  it('order packing: a whole logistic label opens PAS-500 with its count 24 and shows its lot', async () => {
    const page = await scanWithCamera(`/order/management/${order}${PACKING}`, labelVideo);
    await answerDialog(page, 'confirm', 'SI');
    await page.locator('[data-testid=picks-table] [data-testid=table-row]').first().waitFor();
    await readThroughTheViewfinder(page);
    const modal = page.getByTestId('pick-modal');
    await modal.waitFor();
    await expect(modal.getByTestId('pick-code').textContent()).resolves.toBe('PAS-500');
    await expect(modal.getByTestId('pick-quantity').inputValue()).resolves.toBe('24');
    await expect(modal.getByTestId('read-lot').textContent()).resolves.toBe('LOT42');
    await expect(modal.getByTestId('read-lot-date').textContent()).resolves.toBe('31/01/2027');
    await expect(page.getByText('Articolo non trovato!').count()).resolves.toBe(0);
    await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS ?? outDir, 'camera-label-packing.png') });
  });

  it('price label: a whole logistic label chooses PAS-500', async () => {
    const page = await scanWithCamera('/print/price_label', labelVideo);
    await readThroughTheViewfinder(page);
    await expect.poll(() => page.getByTestId('price-label-code').inputValue()).toBe('PAS-500');
    await expect(page.getByText('Articolo non trovato!').count()).resolves.toBe(0);
  });

  it('a viewfinder closed because the page was hidden is offered again when the page shows', async () => {
    const page = await scanWithCamera('/print/price_label', false);
    await page.getByTestId('camera-scan').click();
    await page.getByTestId('camera-view').waitFor();
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await page.getByTestId('camera-view').waitFor({ state: 'detached' });
    await setVisibility('visible');
    const offer = page.getByTestId('camera-reopen-offer');
    await offer.waitFor();
    await expect(offer.textContent()).resolves.toContain('Lettura con la fotocamera interrotta');
    // Its button says all of 'Riapri fotocamera' at 360 px.
    const label = page.getByTestId('camera-reopen').locator('.mantine-Button-label');
    await expect(label.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
    await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS ?? outDir, 'camera-reopen-offer.png') });
    await page.getByTestId('camera-reopen').click();
    await page.getByTestId('camera-view').waitFor();
    await expect(offer.count()).resolves.toBe(0);
    // Closed by hand: nothing offered.
    await page.getByTestId('camera-close').click();
    await page.getByTestId('camera-view').waitFor({ state: 'detached' });
    await expect(offer.count()).resolves.toBe(0);
  });
});
