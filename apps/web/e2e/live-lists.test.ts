import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { seedInventoryData } from './support/inventory';
import {
  answer,
  apiAs,
  barcodeLine,
  createProject,
  dialog,
  openScreen,
  seedCatalog,
  type Catalog,
} from './support/picking-store';
import { startTestServer, type TestServer } from './support/server';
import { twoOperatorsForSuite } from './support/two-operators';
import { apiClient, barcodeLine as goodsBarcode, insertOne, seedBasics, seedUser } from './support/goods';

/**
 * Lists another operator changes while one has them open (issue 12): the selection lists and an
 * inventory's documents follow without a reload, and incoming's order lines follow another
 * operator's receipts. Two operators, each in their own browser context
 * with their own reader. No timing is asserted (the bench measures it).
 */
/** Marks the page: the mark is gone if the page is ever reloaded. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { liveMark: true }));
const stillMarked = (page: Page) => page.evaluate(() => 'liveMark' in window);
const listRow = (page: Page, id: number) => page.locator(`[data-testid=lists-table] [data-row-id="${id}"]`);

describe('live selection lists', () => {
  const ops = twoOperatorsForSuite((s) => seedCatalog(s));

  it('picking selection: a list suspended, and one created, by another operator show without a reload', async () => {
    const { server, readers, bruno, data: catalog } = ops;
    const [i1] = catalog.items as [Catalog['items'][0]];
    const list = await createProject(
      server,
      { name: 'LP-SEL-LIVE', project_typology_id: catalog.typologies.lp },
      [[i1, 5]],
    );
    const a = await ops.open(0, '/picking/selection');
    await listRow(a.page, list.id).and(a.page.locator('.wh-list-new')).waitFor();
    await mark(a.page);

    // Bruno reads into the list and suspends it from its management screen.
    const b = await ops.open(1, `/picking/management?projectIds=${list.id}`);
    await b.page.locator(`[data-row-id="${list.picks[0]}"]`).waitFor();
    readers[1].send(barcodeLine(i1.barcode));
    const modal = b.page.getByTestId('pick-modal');
    await modal.waitFor();
    await modal.getByTestId('pick-quantity').fill('2');
    await modal.getByTestId('pick-confirm').click();
    await modal.waitFor({ state: 'detached' });
    await b.page.getByTestId('picking-suspend').click();
    await dialog(b.page, 'confirm').waitFor();
    await answer(b.page, true);
    await b.page.waitForURL((url) => url.pathname === '/picking/selection');

    // Anna's screen, never reloaded, shows the list suspended.
    await listRow(a.page, list.id).and(a.page.locator('.wh-list-suspended')).waitFor();

    // A list Bruno creates appears on Anna's screen.
    const api = await apiAs(server, bruno);
    const created = await api.post<{ id: number }>('/projects', {
      project: { name: 'LP-SEL-NUOVA', project_typology_id: catalog.typologies.lp },
    });
    await listRow(a.page, created.id).filter({ hasText: 'LP-SEL-NUOVA' }).waitFor();
    expect(await stillMarked(a.page)).toBe(true);
  });
});

/** The inventory's documents list (its own server: the demo inventories need an empty database). */
describe('live inventory documents list (/inventory/selection/{id})', () => {
  const ops = twoOperatorsForSuite((s) => seedInventoryData(s, 'contatore-liste@test.it'));

  it('a document created, closed and deleted by another operator shows on the list without a reload', async () => {
    const demo = ops.data;
    const mixed = await demo.idOf('projects', 'name', `INV-${demo.year}-MISTO`);
    const path = `/inventory/selection/${mixed}?free=true&picking=true`;
    const a = await ops.open(0, path);
    const b = await ops.open(1, path);
    const row = (page: Page, name: string) =>
      page.locator('[data-testid=documents-table] [data-testid=table-row]').filter({ hasText: name });
    await row(a.page, 'A02-01').waitFor();
    await row(b.page, 'A02-01').waitFor();
    expect(await row(a.page, 'B01-02').count()).toBe(0);
    await mark(a.page);

    // Bruno creates the document of location B01-02.
    await b.page.getByTestId('document-new').click();
    await b.page.getByTestId('document-location').click();
    await b.page.getByRole('option', { name: 'B01-02', exact: true }).click();
    await b.page.getByTestId('document-confirm').click();
    await row(a.page, 'B01-02').waitFor();

    // Bruno closes it: Anna's row says so.
    await row(b.page, 'B01-02').getByTestId('document-edit').click();
    await b.page.getByTestId('document-closed').check();
    await b.page.getByTestId('document-confirm').click();
    await b.page.getByTestId('document-modal').waitFor({ state: 'detached' });
    await expect.poll(() => row(a.page, 'B01-02').locator('td').nth(1).textContent()).toBe('Sì');

    // Bruno deletes it: it leaves Anna's list.
    await row(b.page, 'B01-02').getByTestId('document-delete').click();
    await answer(b.page, true);
    await row(a.page, 'B01-02').waitFor({ state: 'detached' });
    expect(await stillMarked(a.page)).toBe(true);
  });
});

/** Incoming: the order's lines follow another operator's receipts on the same order. */
describe('live incoming order lines', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
  });
  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  it('the remaining quantity follows a receipt another operator saves on the same order', async () => {
    const basics = await seedBasics(server);
    const order = await insertOne(server, 'projects', {
      name: 'AC-LIVE-0001',
      project_typology_id: basics.typologies.ac,
    });
    const pasta = await insertOne(server, 'items', {
      code: 'PAS-LIVE',
      description: 'Pasta live 500 g',
      barcode: '8000000000099',
      measure_unit_id: basics.unit,
    });
    const pick = await insertOne(server, 'picks', {
      project_id: order,
      item_id: pasta,
      quantity: 120,
      quantity_detected: 0,
      quantity_remaining: 120,
    });
    const anna = await seedUser(server, 'anna-in@example.com', basics.locations.receiving);
    const bruno = await seedUser(server, 'bruno-in@example.com', basics.locations.receiving);
    const a = await openScreen(browser, server, reader, anna.atoken, '/incoming');
    reader.send(
      goodsBarcode('ente : AC-LIVE-0001|Articolo Cliente : PAS-LIVE|Lotto : L-9|Peso netto Kg : 12,5'),
    );
    const remaining = a.page.getByTestId('incoming-remaining');
    await expect.poll(() => remaining.textContent()).toBe('/ 120');
    await mark(a.page);

    // Bruno, at another bay, receives 12.5 kg of the same line.
    const api = await apiClient(server, bruno.atoken);
    await api.post('/project_rows', {
      project_row: {
        project_id: order,
        item_id: pasta,
        pick_id: pick,
        location_id: basics.locations.receiving,
        quantity: 12.5,
        code: 'E280LIVE0001',
      },
    });
    await expect.poll(() => remaining.textContent()).toBe('/ 107.5');
    expect(await stillMarked(a.page)).toBe(true);
    await a.context.close();
  });
});
