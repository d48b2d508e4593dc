import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { barcodeLine, openScreen } from './support/goods';
import { startTestServer, type TestServer } from './support/server';
import { FLOUR_GTIN, seedFlourLot } from './support/trace';

/**
 * 'Dov'è questo lotto?' on a handheld (issue 34): from the home menu, a GS1-128 of the lot read by
 * the reader, and where its goods are now, shelves first, with quantities.
 */
describe("handheld: Dov'è questo lotto?", () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    const { atoken } = await server.createUser({
      email: 'mario@example.com',
      password: 'password-123',
      admin: true,
    });
    await seedFlourLot(server, atoken);
    await server.setSetting('track.enable_lot_where', 'true');
    await server.setSetting('track.enable_inventory', 'true');
    ({ page } = await openScreen(browser, server, reader, atoken, '/home'));
  });
  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  it('a scanned GS1-128 shows the places and quantities of its lot', async () => {
    await page.getByTestId('home-entry-lotWhere').click();
    await page.waitForURL(/\/lot\/where$/);
    await page.getByTestId('lot-where-input').waitFor();
    reader.send(barcodeLine(`]C101${FLOUR_GTIN}17270131` + '10L2611', 'GS1-128'));
    const stock = page.getByTestId('lot-stock');
    await stock.waitFor();
    await stock.getByText('Lotto L2611').waitFor();
    expect(await stock.locator('tbody tr').allInnerTexts()).toEqual([
      'Scaffale B\t30 KG',
      'Scaffale A\t20 KG',
      'Collo PK-3-001 (da spedire)\t10 KG',
    ]);
    await stock.getByText('In magazzino: 60 KG').waitFor();
  });
});
