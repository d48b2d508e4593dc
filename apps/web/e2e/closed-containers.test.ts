/**
 * Screens never open a closed container for writing (issue 30): a concluded order, a closed
 * inventory location document, a concluded picking list or supply opened by URL show the reason,
 * never an editable screen whose work the server would refuse. And nothing the API accepts breaks a screen: quantities
 * at the upper limit (MAX_QUANTITY, with the three decimals of a divisible unit) fit 360 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MAX_QUANTITY } from '@warehouse/shared';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { flagsQuery, packingOrder, seedPacking, type PackingFixture } from './support/packing';
import {
  barcodeLine,
  createProject,
  dialog,
  insert,
  openScreen,
  readingsOf,
  seedOperator,
  type Screen,
} from './support/picking-store';
import { overflowing } from './support/screen';
import { startTestServer, type TestServer } from './support/server';

/** The largest quantity a divisible unit stores: the limit less a thousandth. */
const LARGEST = MAX_QUANTITY - 0.001;

describe('closed containers and the largest quantities', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let fx: PackingFixture;
  let screen: Screen;
  let page: Page;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    fx = await seedPacking(server);
    const [kg] = await insert(server, 'measure_units', [{ name: 'KG', code: 'KG', divisible: true }]);
    await server.db
      .updateTable('items')
      .set({ measure_unit_id: kg })
      .where('id', '=', fx.catalog.items[1]!.id)
      .execute();

    ids.concluded = (await packingOrder(server, fx, 'outgoing', [2], { prepared: true })).id;
    const big = await packingOrder(server, fx, 'outgoing', [MAX_QUANTITY, LARGEST]);
    ids.big = big.id;
    for (const [i, pick] of big.picks.entries()) {
      const quantity = i === 0 ? MAX_QUANTITY : LARGEST;
      await insert(server, 'project_rows', [
        { project_id: big.id, pick_id: pick, item_id: big.items[i]!.id, quantity },
      ]);
      await server.db
        .updateTable('picks')
        .set({ quantity_detected: quantity, quantity_remaining: 0 })
        .where('id', '=', pick)
        .execute();
    }

    const [list, mixed] = await insert(server, 'project_typologies', [
      { title: 'Inventario Con Anagrafica', inventory: true },
      { title: 'IN', inventory: true },
    ]);
    const [a0101, b0201] = fx.catalog.locations as [number, number];
    [ids.listInventory, ids.mixedInventory] = (await insert(server, 'projects', [
      { name: 'INV-LISTA', project_typology_id: list },
      { name: 'INV-MISTO', project_typology_id: mixed },
    ])) as [number, number];
    ids.listLocation = a0101;
    await insert(server, 'documents', [
      { name: 'A01-01', project_id: ids.listInventory, location_id: a0101, closed: true, partial: false },
    ]);
    [ids.closedDocument, ids.bigDocument] = (await insert(server, 'documents', [
      { name: 'A01-01', project_id: ids.mixedInventory, location_id: a0101, closed: true, partial: false },
      { name: 'B02-01', project_id: ids.mixedInventory, location_id: b0201, closed: false, partial: false },
    ])) as [number, number];
    for (const [i, quantity] of [MAX_QUANTITY, LARGEST].entries()) {
      const item = fx.catalog.items[i]!.id;
      const [pick] = await insert(server, 'picks', [
        {
          project_id: ids.mixedInventory,
          document_id: ids.bigDocument,
          item_id: item,
          location_id: b0201,
          quantity,
          quantity_detected: quantity,
          quantity_remaining: 0,
        },
      ]);
      await insert(server, 'project_rows', [
        {
          project_id: ids.mixedInventory,
          document_id: ids.bigDocument,
          pick_id: pick,
          item_id: item,
          quantity,
        },
      ]);
    }

    ids.concludedList = (
      await createProject(
        server,
        { name: 'LP-2026-0900', project_typology_id: fx.catalog.typologies.lp, store: true },
        [[fx.catalog.items[0]!, 1]],
      )
    ).id;
    ids.openList = (
      await createProject(server, { name: 'LP-2026-0901', project_typology_id: fx.catalog.typologies.lp }, [
        [fx.catalog.items[2]!, 2],
      ])
    ).id;
    ids.finishedSupply = (
      await createProject(
        server,
        {
          name: 'AN-2026-0900',
          project_typology_id: fx.catalog.typologies.an,
          branch_id: fx.catalog.branchOne,
          store: true,
          prepared: true,
        },
        [[fx.catalog.items[0]!, 1]],
      )
    ).id;

    const { atoken } = await seedOperator(server);
    screen = await openScreen(browser, server, reader, atoken, '/home');
    page = screen.page;
  });
  afterAll(async () => {
    await screen?.context.close();
    await browser?.close();
    await reader?.stop();
    await fx?.printer.close();
    await server?.close();
  });

  const settle = async () => {
    await page.getByTestId('page-title').waitFor();
    await page.waitForFunction(() => document.querySelector('.mantine-Loader-root') === null);
  };

  it('a concluded order opened by URL shows why, with no table, modal or action to write with', async () => {
    await page.goto(`${server.url}/order/management/${ids.concluded}?${flagsQuery('outgoing')}`);
    const notice = page.getByTestId('order-concluded');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      `LP-2026-0001 è già concluso: non accetta altre letture né colli`,
    );
    expect(await page.getByTestId('picks-table').count()).toBe(0);
    expect(await page.getByTestId('packing-conclude').count()).toBe(0);
    // Its back button returns to the selection it came from.
    await page.getByTestId('nav-back').click();
    await page.waitForURL('**/order/selection?incoming=false&outgoing=true&picking=false');
  });

  it("a closed location document opened by URL shows the spec's warning instead of the count", async () => {
    const message = (project: string) =>
      `Ubicazione non accessibile. E' già stata dichiarata conclusa in ${project}`;
    await page.goto(
      `${server.url}/inventory/mixed_management/${ids.mixedInventory}?document=${ids.closedDocument}&free=true&picking=true`,
    );
    await page.getByTestId('count-closed').waitFor();
    expect(await page.getByTestId('count-closed').textContent()).toBe(message('INV-MISTO'));
    expect(await page.getByTestId('count-table').count()).toBe(0);
    expect(await page.getByTestId('count-conclude').count()).toBe(0);

    // List counting reaches its document by location: the same.
    await page.goto(
      `${server.url}/inventory/list_management/${ids.listInventory}?free=false&picking=false&location=${ids.listLocation}`,
    );
    await page
      .getByTestId('count-closed')
      .filter({ hasText: message('INV-LISTA') })
      .waitFor();
    expect(await page.getByTestId('line-add').count()).toBe(0);
  });

  it('a concluded picking list and a finished supply opened by URL say so and take nothing', async () => {
    await page.goto(`${server.url}/picking/management?projectIds=${ids.concludedList}`);
    const notice = page.getByTestId('picking-finished');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      'LP-2026-0900 è già concluso: non accetta altre letture né colli',
    );
    expect(await page.getByTestId('picking-conclude').count()).toBe(0);

    await page.goto(`${server.url}/store/management/${ids.finishedSupply}?picking=true`);
    await page.getByTestId('store-finished').waitFor();
    expect(await page.getByTestId('store-finished').textContent()).toBe(
      'AN-2026-0900 è già concluso: non accetta altre letture né colli',
    );
    // Read-only: the supply is shown, with no way to conclude or leave a write behind.
    expect(await page.getByTestId('store-conclude').count()).toBe(0);
  });

  it('a selection with a concluded list names it, leaves its picks out and never reads into it', async () => {
    await page.goto(`${server.url}/picking/management?projectIds=${ids.openList},${ids.concludedList}`);
    const notice = page.getByTestId('picking-some-finished');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      'LP-2026-0900 è già concluso: non accetta altre letture né colli',
    );
    const table = page.getByTestId('picks-table');
    await table.getByText(fx.catalog.items[2]!.code).waitFor();
    expect(await table.getByText(fx.catalog.items[0]!.code, { exact: true }).count()).toBe(0);

    // The concluded list's item, scanned: not found in this selection, no modal, nothing written.
    reader.send(barcodeLine(fx.catalog.items[0]!.barcode));
    const warning = dialog(page, 'warning');
    await warning.waitFor();
    expect(await page.getByTestId('pick-modal').count()).toBe(0);
    await warning.getByRole('button', { name: 'OK' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(await readingsOf(server, ids.concludedList!)).toEqual([]);

    // The open list still takes its readings.
    reader.send(barcodeLine(fx.catalog.items[2]!.barcode));
    await page.getByTestId('pick-modal').waitFor();
    expect(await page.getByTestId('pick-code').textContent()).toBe(fx.catalog.items[2]!.code);
    await page.keyboard.press('Escape');
    await page.getByTestId('pick-modal').waitFor({ state: 'detached' });
  });

  it('quantities at the upper limit fit a 360 px screen (order packing, inventory counting)', async () => {
    expect(page.viewportSize()?.width).toBe(360);
    await page.goto(`${server.url}/order/management/${ids.big}?${flagsQuery('outgoing')}`);
    await page.locator('[data-testid=picks-table] [data-testid=table-row]').first().waitFor();
    await settle();
    expect(await overflowing(page)).toEqual([]);

    await page.goto(
      `${server.url}/inventory/mixed_management/${ids.mixedInventory}?document=${ids.bigDocument}&free=true&picking=true`,
    );
    await page.getByTestId('count-table').locator('[data-testid=table-row]').first().waitFor();
    await settle();
    expect(await page.getByTestId('line-row-detected').allTextContents()).toEqual(
      expect.arrayContaining(['999999', '999998,999']),
    );
    expect(await overflowing(page)).toEqual([]);
  });
});
