/**
 * Order selection end to end, in each mode: which orders are listed (the query of spec section 4),
 * their order and colours, the Cliente/Fornitore column, search 'Cerca: ' over name, customer and
 * supplier, sortable columns, a row opening /order/management/{id} with the same flags, and a barcode
 * or tag equal to an order name opening that order ('Ordine non trovato!' otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { answerDialog } from './support/app';
import { barcodeLine, openScreen, seedUser } from './support/goods';
import { seedOrders, type SeededOrders } from './support/orders';

describe('order selection', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let seeded: SeededOrders;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    seeded = await seedOrders(server);
    const user = await seedUser(server, 'sara@example.com', seeded.basics.locations.receiving);
    ({ page } = await openScreen(browser, server, reader, user.atoken, '/order/selection?incoming'));
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  async function visit(query: string) {
    await page.goto(`${server.url}/order/selection${query}`);
    await page.locator('[data-testid=reader-status][data-state=connected]').waitFor();
    await page.getByTestId('table-row').first().waitFor();
  }

  /** Each row's [name, colour class]. */
  const rows = () =>
    page
      .getByTestId('table-row')
      .evaluateAll((trs) =>
        trs.map((tr) => [
          tr.querySelector('td')?.textContent ?? '',
          /wh-order-row-(\w+)/.exec(tr.className)?.[1],
        ]),
      );
  const headers = () => page.locator('thead th').allTextContents();

  async function waitForNames(names: string[]) {
    await page.waitForFunction(
      (expected) =>
        JSON.stringify(
          [...document.querySelectorAll('[data-testid="table-row"]')].map(
            (tr) => tr.querySelector('td')?.textContent,
          ),
        ) === JSON.stringify(expected),
      names,
    );
  }

  it('incoming: open supplier orders, open first then latest, coloured by state, with Fornitore', async () => {
    await page.getByTestId('table-row').first().waitFor();
    await expect(headers()).resolves.toEqual(['Ordine', 'Fornitore', 'Azioni']);
    await expect(page.getByText('Cerca:').count()).resolves.toBe(1);
    await expect(rows()).resolves.toEqual([
      ['AC-NEW', 'new'],
      ['AC-PART', 'partial'],
      ['AC-SUSP', 'suspended'],
      ['AC-PREP', 'closed'],
    ]);
    await expect(page.getByTestId('table-row').first().locator('td').nth(1).textContent()).resolves.toBe(
      'Pastificio Lombardo',
    );
    // Colours really differ on screen.
    const backgrounds = await page
      .getByTestId('table-row')
      .evaluateAll((trs) =>
        trs.map((tr) => getComputedStyle(tr.querySelector('td') as Element).backgroundColor),
      );
    expect(new Set(backgrounds).size).toBe(4);
  });

  it('search covers the order name and the supplier name', async () => {
    const box = page.getByTestId('order-table-search');
    await box.fill('oleificio');
    await waitForNames(['AC-PART', 'AC-PREP']);
    await box.fill('ac-su');
    await waitForNames(['AC-SUSP']);
    await box.fill('');
    await waitForNames(['AC-NEW', 'AC-PART', 'AC-SUSP', 'AC-PREP']);
  });

  it('columns sort: Ordine up and down, Fornitore', async () => {
    await page.getByTestId('sort-name').click();
    await waitForNames(['AC-NEW', 'AC-PART', 'AC-PREP', 'AC-SUSP']);
    await page.getByTestId('sort-name').click();
    await waitForNames(['AC-SUSP', 'AC-PREP', 'AC-PART', 'AC-NEW']);
    await page.getByTestId('sort-supplier').click();
    const suppliers = await page
      .getByTestId('table-row')
      .evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent));
    expect(suppliers).toEqual([
      'Oleificio Toscano',
      'Oleificio Toscano',
      'Pastificio Lombardo',
      'Pastificio Lombardo',
    ]);
  });

  it('a row opens /order/management/{id} with the same flags', async () => {
    await page.getByTestId('table-row').filter({ hasText: 'AC-PART' }).click();
    await page.waitForURL(`${server.url}/order/management/${seeded.ids['AC-PART']}?incoming`);
  });

  it('outgoing: open customer orders only (no partial, closed), with Cliente; search by customer', async () => {
    await visit('?outgoing');
    await expect(headers()).resolves.toEqual(['Ordine', 'Cliente', 'Azioni']);
    await expect(rows()).resolves.toEqual([
      ['LP-0105', 'new'],
      ['LP-0101', 'new'],
      ['LP-0102', 'suspended'],
    ]);
    await page.getByTestId('order-table-search').fill('bianchi');
    await waitForNames(['LP-0105', 'LP-0102']);
    await page.getByTestId('table-row').filter({ hasText: 'LP-0102' }).click();
    await page.waitForURL(`${server.url}/order/management/${seeded.ids['LP-0102']}?outgoing`);
  });

  it('picking (flags given as booleans): the picking lists, with Cliente', async () => {
    await visit('?incoming=false&outgoing=false&picking=true');
    await expect(headers()).resolves.toEqual(['Ordine', 'Cliente', 'Azioni']);
    await waitForNames(['LP-0105', 'LP-0101', 'LP-0102']);
    await page.getByTestId('order-table-search').fill('rossi');
    await waitForNames(['LP-0101']);
  });

  it('a barcode equal to an order name opens it, with the flags', async () => {
    await visit('?picking=true');
    reader.send(barcodeLine('LP-0101', 'CODE128'));
    await page.waitForURL(`${server.url}/order/management/${seeded.ids['LP-0101']}?picking=true`);
  });

  it('a tag equal to an order name opens it', async () => {
    await visit('?outgoing');
    reader.send('LP-0102');
    await page.waitForURL(`${server.url}/order/management/${seeded.ids['LP-0102']}?outgoing`);
  });

  it('an order of another mode, or no order at all: Ordine non trovato!', async () => {
    await visit('?outgoing');
    // Refused as every selection screen refuses a code (lib/scan/use-selection-scan.ts): a warning
    // dialog with the spec's words and the code read.
    reader.send(barcodeLine('AC-NEW', 'CODE128'));
    await answerDialog(page, 'warning', 'OK', 'Codice letto: AC-NEW');
    reader.send('NESSUN-ORDINE');
    const warning = page.getByTestId('dialog-warning').filter({ hasText: 'Codice letto: NESSUN-ORDINE' });
    await warning.waitFor();
    expect(await warning.getByTestId('dialog-message').innerText()).toContain('Ordine non trovato!');
    await answerDialog(page, 'warning', 'OK');
    expect(new URL(page.url()).pathname).toBe('/order/selection');
  });
});
