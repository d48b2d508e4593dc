/**
 * Issue 37 on the three inventory counts (list, free, mixed): with the line dialog open and the
 * cursor in 'Quantità', scans from a fast wedge, a slow one (80–150 ms between keys) and one sending
 * a prefix add 1 for the same item and ask to replace for another; the field never holds a code, no
 * scanner's Enter confirms anything. One server, browser and page for the whole file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { answerDialog } from './support/app';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { inventoryScreen, readingsOf, seedInventoryData, type InventoryDemo } from './support/inventory';
import { openScreen } from './support/screen';
import { startTestServer, type TestServer } from './support/server';
import { wedgeScan, type WedgeOptions } from './support/wedge';

const WEDGES: WedgeOptions[] = [{ timing: 'fast' }, { timing: 'slow' }, { timing: 'slow', prefix: '~' }];

describe('keyboard-wedge scans into the inventory line dialog', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let demo: InventoryDemo;
  let page: Page;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    demo = await seedInventoryData(server);
    ({ page } = await openScreen(browser, server, reader, demo.atoken, '/home', { scanPrefix: '~' }));
  });
  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  const barcodeOf = async (code: string) =>
    (await server.db.selectFrom('items').select('barcode').where('code', '=', code).executeTakeFirstOrThrow())
      .barcode as string;
  const modal = () => page.getByTestId('line-modal');
  const quantity = () => modal().getByTestId('line-quantity');

  const screens = [
    { name: 'list', item: 'DET-LAV', other: 'CAR-IGI' },
    { name: 'free', item: 'PAS-500', other: 'ZUC-1K' },
    { name: 'mixed', item: 'CAF-250', other: 'PAS-500' },
  ] as const;

  for (const screen of screens)
    it(`${screen.name} counting: the same item adds 1 by any wedge, another asks to replace, no code in the field`, async () => {
      const { id: project, path } = await inventoryScreen(server, demo, screen.name);
      await page.goto(`${server.url}${path}`);
      await page.getByTestId('count-table').waitFor();
      const before = await readingsOf(server, project);
      const barcode = await barcodeOf(screen.item);
      await wedgeScan(page, barcode, { timing: 'fast' });
      await modal().waitFor();
      await expect(modal().getByTestId('line-code').textContent()).resolves.toContain(screen.item);
      await expect(quantity().evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      const start = Number(await quantity().inputValue());
      let expected = start;
      for (const options of WEDGES) {
        await wedgeScan(page, barcode, options);
        expected++;
        await expect.poll(() => quantity().inputValue()).toBe(String(expected));
      }
      for (const options of WEDGES) {
        await wedgeScan(page, await barcodeOf(screen.other), options);
        await answerDialog(page, 'confirm', 'No', "Confermi di voler sostituire l'articolo corrente?");
        await expect(modal().getByTestId('line-code').textContent()).resolves.toContain(screen.item);
        await expect(quantity().inputValue()).resolves.toBe(String(expected));
      }
      // No scanner's Enter confirmed the dialog: nothing was written.
      await expect(modal().isVisible()).resolves.toBe(true);
      expect(await readingsOf(server, project)).toEqual(before);
      await modal().getByTestId('line-cancel').click();
      await modal().waitFor({ state: 'detached' });
    });
});
