import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { barcodeLine, createProject, openScreen, seedCatalog, seedOperator } from './support/picking-store';

/** A list of 150 picks: the table's page of 100 lays out only what is near the screen. */
describe('/picking/management: a long list on a handheld', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let lastOnPage: { pick: number; barcode: string };

  const rows = () => page.locator('[data-testid=picks-table] [data-testid=table-row]');
  const pickRow = (pickId: number) => page.locator(`[data-testid=picks-table] [data-row-id="${pickId}"]`);

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    const catalog = await seedCatalog(server, 150);
    const list = await createProject(
      server,
      { name: 'LP-LUNGA', project_typology_id: catalog.typologies.lp },
      catalog.items.map((item) => [item, 2]),
    );
    // Sorted by location then code: A01-01 holds every third item from the first, B02-01 from the
    // second; the 100th row, last of the first page, is ART-149 (B02-01).
    const at = catalog.items.findIndex((item) => item.code === 'ART-149');
    lastOnPage = { pick: list.picks[at]!, barcode: catalog.items[at]!.barcode };
    const { atoken } = await seedOperator(server);
    ({ page } = await openScreen(
      browser,
      server,
      reader,
      atoken,
      `/picking/management?projectIds=${list.id}`,
    ));
    await rows().first().waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  it('shows the first rows at once and the rest as the list scrolls, without sideways scrolling', async () => {
    await expect(rows().first().textContent()).resolves.toContain('ART-001');
    expect(await rows().count()).toBeLessThan(60);
    expect(await pickRow(lastOnPage.pick).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await pickRow(lastOnPage.pick).waitFor();
    await expect(pickRow(lastOnPage.pick).textContent()).resolves.toContain('ART-149');
    expect(await rows().count()).toBeLessThan(60);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);
  });

  it('a reading opens a pick far down the list, and its row takes its colour', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    reader.send(barcodeLine(lastOnPage.barcode));
    const modal = page.getByTestId('pick-modal');
    await modal.waitFor();
    await expect(modal.getByTestId('pick-code').textContent()).resolves.toContain('ART-149');
    await modal.getByTestId('pick-quantity').fill('2');
    await modal.getByTestId('pick-confirm').click();
    await modal.waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator(`[data-row-id="${lastOnPage.pick}"].wh-pick-completed`).waitFor();
  });
});
