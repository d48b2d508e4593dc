/**
 * Issue 37: a keyboard-wedge scan is a scan wherever the focus is. With a quantity modal open and the
 * cursor in 'Quantità', scans from a fast wedge, a slow one (80–150 ms between keys) and one sending
 * a prefix do what a bridge reading does there — add 1 for the same item on order packing and on
 * picking, the replace question for another item — and the field never holds a code; a person's
 * typing still lands in it and their Enter confirms it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { answerDialog } from './support/app';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import {
  flagsQuery,
  openPacking,
  packagesOf,
  packingOrder,
  seedPacking,
  type PackingFixture,
} from './support/packing';
import { startTestServer, type TestServer } from './support/server';
import {
  answer,
  barcodeLine,
  createProject,
  dialog,
  eventually,
  openScreen,
  readingsOf,
  seedOperator,
  type Catalog,
} from './support/picking-store';
import { personTypes, wedgeScan, type WedgeOptions } from './support/wedge';

const FAST: WedgeOptions = { timing: 'fast' };
const SLOW: WedgeOptions = { timing: 'slow' };
const PREFIXED: WedgeOptions = { timing: 'slow', prefix: '~' };

describe('keyboard-wedge scans into a quantity modal', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let catalog: Catalog;
  let fx: PackingFixture;

  const modal = () => page.getByTestId('pick-modal');
  const quantity = () => modal().getByTestId('pick-quantity');
  const code = () => modal().getByTestId('pick-code').textContent();

  async function refuseReplacement(
    barcode: string,
    options: WedgeOptions,
    keeps: { code: string; qty: string },
  ) {
    await wedgeScan(page, barcode, options);
    await dialog(page, 'confirm').getByText("Confermi di voler sostituire l'articolo corrente?").waitFor();
    await answer(page, false);
    await expect(code()).resolves.toBe(keeps.code);
    await expect(quantity().inputValue()).resolves.toBe(keeps.qty);
  }

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  describe('order packing (the same item adds 1)', () => {
    let order: Awaited<ReturnType<typeof packingOrder>>;

    beforeAll(async () => {
      fx = await seedPacking(server);
      catalog = fx.catalog;
      order = await packingOrder(server, fx, 'incoming', [20, 2]);
      const { atoken } = await seedOperator(server);
      ({ page } = await openScreen(browser, server, reader, atoken, '/home', { scanPrefix: '~' }));
      await openPacking(page, server, order.id, 'incoming');
    });

    it('a scan opens the row with 1; the same item scanned into the focused field adds 1, by any wedge', async () => {
      const barcode = catalog.items[0]!.barcode;
      await wedgeScan(page, barcode, FAST);
      await modal().waitFor();
      await expect(code()).resolves.toBe('ART-001');
      await expect(quantity().inputValue()).resolves.toBe('1');
      await expect(quantity().evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await wedgeScan(page, barcode, FAST);
      await expect.poll(() => quantity().inputValue()).toBe('2');
      await wedgeScan(page, barcode, SLOW);
      await expect.poll(() => quantity().inputValue()).toBe('3');
      await wedgeScan(page, barcode, PREFIXED);
      await expect.poll(() => quantity().inputValue()).toBe('4');
      // No scanner's Enter confirmed anything.
      await expect(modal().isVisible()).resolves.toBe(true);
      expect(await readingsOf(server, order.id)).toEqual([]);
    });

    it('another item scanned into the field asks to replace; No keeps the row and its quantity', async () => {
      for (const options of [FAST, SLOW, PREFIXED])
        await refuseReplacement(catalog.items[1]!.barcode, options, { code: 'ART-001', qty: '4' });
    });

    it("a person's typing still goes into the field, and their Enter confirms it", async () => {
      await quantity().focus();
      await page.keyboard.press('End');
      await page.keyboard.press('Backspace');
      await personTypes(page, '6');
      await expect.poll(() => quantity().inputValue()).toBe('6');
      await page.keyboard.press('Enter');
      await modal().waitFor({ state: 'detached' });
      await eventually(async () => {
        expect((await readingsOf(server, order.id)).map((r) => r.quantity)).toEqual([6]);
      });
    });
  });

  describe('readings between screens', () => {
    it('a reading sent right after choosing an order waits for its screen and opens its row, once', async () => {
      const order = await packingOrder(server, fx, 'incoming', [3, 3]);
      await page.goto(`${server.url}/order/selection?${flagsQuery('incoming')}`);
      await page.getByTestId('table-row').filter({ hasText: order.name }).click();
      await page.waitForURL((url) => url.pathname === `/order/management/${order.id}`);
      // Order packing has just been entered, its rows not loaded yet: the reading waits for them.
      reader.send(barcodeLine(order.items[1]!.barcode));
      await modal().waitFor();
      await expect(code()).resolves.toBe(order.items[1]!.code);
      await expect(quantity().inputValue()).resolves.toBe('1');
      await modal().getByTestId('pick-confirm').click();
      await modal().waitFor({ state: 'detached' });
      await eventually(async () => {
        expect((await readingsOf(server, order.id)).map((r) => [r.item_id, r.quantity])).toEqual([
          [order.items[1]!.id, 1],
        ]);
      });
    });
  });

  describe('package labels in order packing', () => {
    it('a package label read chooses that package; a closed and shipped one is refused', async () => {
      const order = await packingOrder(server, fx, 'outgoing', [2, 2]);
      await openPacking(page, server, order.id, 'outgoing');
      reader.send(barcodeLine(order.items[0]!.barcode));
      await modal().waitFor();
      await modal().getByTestId('pick-new-package').click();
      await eventually(async () => expect(await packagesOf(server, order.id)).toHaveLength(1));
      await modal().getByTestId('pick-new-package').click();
      await eventually(async () => expect(await packagesOf(server, order.id)).toHaveLength(2));
      const [first, second] = (await packagesOf(server, order.id)).map((p) => ({
        id: Number(p.id),
        name: String(p.name),
      })) as [{ id: number; name: string }, { id: number; name: string }];
      await expect.poll(() => modal().getByTestId('pick-package').inputValue()).toBe(String(second.id));
      // The chosen package's whole name fits the closed select at 360 px (text, paddings, arrow).
      const fits = await modal()
        .getByTestId('pick-package')
        .evaluate((el) => {
          const select = el as HTMLSelectElement;
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = context.measureText(select.selectedOptions[0]?.text ?? '').width;
          return text + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) <= select.clientWidth;
        });
      expect(fits).toBe(true);
      await wedgeScan(page, first.name, FAST);
      await expect.poll(() => modal().getByTestId('pick-package').inputValue()).toBe(String(first.id));
      await expect(code()).resolves.toBe(order.items[0]!.code);

      await server.db
        .updateTable('packages')
        .set({ closed: 1, shipped: 1 })
        .where('id', '=', second.id)
        .execute();
      reader.send(barcodeLine(second.name, 'CODE128'));
      await dialog(page, 'warning').getByText('Collo non trovato oppure già chiuso e spedito!').waitFor();
      await answerDialog(page, 'warning', 'OK');
      await expect.poll(() => modal().getByTestId('pick-package').inputValue()).toBe(String(first.id));
      await modal().getByTestId('pick-cancel').click();
    });
  });

  describe('picking (the same item adds 1, as on packing)', () => {
    let list: { id: number; picks: number[] };

    beforeAll(async () => {
      const [i1, i2] = catalog.items as [Catalog['items'][0], Catalog['items'][0]];
      list = await createProject(server, { name: 'LP-WEDGE', project_typology_id: catalog.typologies.lp }, [
        [i1, 5],
        [i2, 2],
      ]);
      await page.goto(`${server.url}/picking/management?projectIds=${list.id}`);
      await page.locator('[data-testid=picks-table] [data-testid=table-row]').first().waitFor();
    });

    it('scans into the focused field add 1 to the typed quantity, never type into it; another item asks to replace', async () => {
      const barcode = catalog.items[0]!.barcode;
      await wedgeScan(page, barcode, SLOW);
      await modal().waitFor();
      await personTypes(page, '3');
      await expect.poll(() => quantity().inputValue()).toBe('3');
      let expected = 3;
      for (const options of [FAST, SLOW, PREFIXED]) {
        await wedgeScan(page, barcode, options);
        expected++;
        await expect.poll(() => quantity().inputValue()).toBe(String(expected));
      }
      await refuseReplacement(catalog.items[1]!.barcode, FAST, { code: 'ART-001', qty: '6' });
      await modal().getByTestId('pick-confirm').click();
      await modal().waitFor({ state: 'detached' });
      await eventually(async () => {
        expect((await readingsOf(server, list.id)).map((r) => r.quantity)).toEqual([6]);
      });
    });

    it('an unknown code read by a slow wedge is reported whole, never its end', async () => {
      await wedgeScan(page, '8099999999994', SLOW);
      const warning = dialog(page, 'warning');
      await warning.waitFor();
      await expect(warning.getByTestId('dialog-message').innerText()).resolves.toBe(
        'Articolo non trovato!\nCodice letto: 8099999999994',
      );
      await warning.getByRole('button', { name: 'OK' }).click();
    });
  });
});
