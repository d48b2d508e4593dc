/**
 * Picking through a Wi-Fi dead spot (issues 12 and 23): the quantities confirmed with the network cut
 * are kept on the device, shown as waiting and counted in ('Già inserita', the row's quantity), so
 * nothing is entered twice; they survive a reload without a network; 'Concludi' does not run before
 * them; back online each reaches the server exactly once, by itself. The open entry (a quantity
 * typed, not confirmed) comes back after a reload. At 360×640 nothing scrolls sideways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { answerDialog, loginWithAtoken, presetLocalSettings } from './support/app';
import { apiClient, type Row } from './support/api';
import { launchBrowser, newPhoneContext } from './support/browser';
import { barcodeLine, createProject, dialog, seedOperator } from './support/picking-store';
import { overflowing } from './support/screen';
import { startTestServer, type TestServer } from './support/server';
import { pickingPath, picksShown, seedPickingList, type PickingList } from './support/shift';

describe('picking with the network cut', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let list: PickingList;
  let api: Awaited<ReturnType<typeof apiClient>>;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    list = await seedPickingList(server, 3);
    const { atoken } = await seedOperator(server);
    api = await apiClient(server, atoken);
    // The service worker serves the app shell, so the page reloads without a network.
    context = await newPhoneContext(browser, { serviceWorkers: 'allow' });
    await presetLocalSettings(context, { debug: true, sound: false, vibration: false });
    page = await context.newPage();
    await loginWithAtoken(page, server.url, atoken);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto(`${server.url}${pickingPath(list)}`);
    await picksShown(page);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  const modal = () => page.getByTestId('pick-modal');
  const row = (pickId: number) => page.locator(`[data-row-id="${pickId}"]`);
  const pendingCount = () => page.getByTestId('outbox-pending').getAttribute('data-count');
  const read = (barcode: string) =>
    page.evaluate((line) => window.warehouseDebug!.read(line), barcodeLine(barcode));
  async function enter(barcode: string, quantity: number) {
    await read(barcode);
    await modal().waitFor();
    await modal().getByTestId('pick-quantity').fill(String(quantity));
    await modal().getByTestId('pick-confirm').click();
    await modal().waitFor({ state: 'detached' });
  }
  const readingsOnServer = async () =>
    (await api.get<Row[]>(`/project_rows?q[project_id_eq]=${list.id}&q[s]=id`)).map((r) => [
      r.pick_id,
      Number(r.quantity),
    ]);

  it(
    'readings kept through a reload, counted in, and each on the server once when back',
    { timeout: 120_000 },
    async () => {
      const [first, second] = list.catalog.items as [
        PickingList['catalog']['items'][0],
        PickingList['catalog']['items'][0],
      ];
      const [p1, p2] = list.picks as [number, number];
      await context.setOffline(true);
      await enter(first.barcode, 2);
      await enter(second.barcode, 3);
      await enter(first.barcode, 1);
      await expect.poll(pendingCount).toBe('3');
      await expect(row(p1).getByTestId('pick-row-quantity').textContent()).resolves.toBe('3 / 5');
      await row(p1).getByTestId('pick-row-pending').waitFor();
      await expect(readingsOnServer()).resolves.toEqual([]);

      // At 360×640 the waiting entries and the marks fit: nothing scrolls sideways.
      await page.screenshot({ path: '/tmp/picking-offline-360.png' });
      await expect(overflowing(page)).resolves.toEqual([]);

      // A reload in the dead spot: the list and the waiting readings are still on the device.
      await page.reload();
      await expect.poll(pendingCount, { timeout: 15_000 }).toBe('3');
      await row(p1)
        .getByTestId('pick-row-quantity')
        .filter({ hasText: '3 / 5' })
        .waitFor({ timeout: 15_000 });
      await expect(row(p2).getByTestId('pick-row-quantity').textContent()).resolves.toBe('3 / 5');

      // 'Già inserita' counts what waits: the operator does not enter the same goods again.
      await read(first.barcode);
      await modal().waitFor();
      await expect(modal().getByTestId('pick-expected').textContent()).resolves.toBe('5 (Già inserita: 3)');

      // A quantity typed and not confirmed comes back after a reload, in the same modal.
      await modal().getByTestId('pick-quantity').fill('4');
      // Kept on the device as typed (written just after the screen renders it).
      await page.waitForFunction(() =>
        Object.keys(localStorage).some(
          (key) => key.startsWith('warehouse.kept.') && localStorage.getItem(key)?.includes('"quantity":"4"'),
        ),
      );
      await page.reload();
      await modal().waitFor({ timeout: 15_000 });
      await expect(modal().getAttribute('data-pick-id')).resolves.toBe(String(p1));
      await expect(modal().getByTestId('pick-quantity').inputValue()).resolves.toBe('4');
      await expect(modal().getByTestId('pick-expected').textContent()).resolves.toBe('5 (Già inserita: 3)');
      await modal().getByTestId('pick-cancel').click();
      await modal().waitFor({ state: 'detached' });

      // 'Concludi' does not run ahead of the readings: it says they wait, and changes nothing.
      await page.getByTestId('picking-conclude').click();
      const warning = dialog(page, 'warning');
      await warning.filter({ hasText: '3 letture sono ancora in attesa di invio al server' }).waitFor();
      await warning.getByRole('button', { name: 'OK' }).click();
      await warning.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/picking/management');
      // The server is not asked to be empty here (as in store-offline.test.ts): after the reloads a
      // request can pass Chromium's offline emulation while its answer cannot; sent again with the
      // same key once back, it is applied once, which the check below proves.

      await context.setOffline(false);
      await page.getByTestId('outbox-pending').waitFor({ state: 'detached', timeout: 30_000 });
      await expect(readingsOnServer()).resolves.toEqual([
        [p1, 2],
        [p2, 3],
        [p1, 1],
      ]);
      await row(p1).getByTestId('pick-row-pending').waitFor({ state: 'detached' });
      await expect(row(p1).getByTestId('pick-row-quantity').textContent()).resolves.toBe('3 / 5');
      expect(await page.getByTestId('outbox-refused').count()).toBe(0);
      // A reload now sends nothing again.
      await page.reload();
      await picksShown(page);
      await expect(row(p1).getByTestId('pick-row-quantity').textContent()).resolves.toBe('3 / 5');
      await expect(readingsOnServer()).resolves.toHaveLength(3);
    },
  );

  it("a reading into a list another operator concluded meanwhile is refused with the server's word, and can be dismissed", async () => {
    const item = list.catalog.items[2]!;
    const other = await createProject(
      server,
      { name: 'LP-ALTRO', project_typology_id: list.catalog.typologies.lp },
      [[item, 2]],
    );
    await page.goto(`${server.url}/picking/management?projectIds=${other.id}`);
    await picksShown(page);
    await context.setOffline(true);
    await enter(item.barcode, 2);
    await expect.poll(pendingCount).toBe('1');

    // Meanwhile another operator picks the goods and concludes the list.
    await api.post('/project_rows', {
      project_row: {
        module: 'picking',
        project_id: other.id,
        pick_id: other.picks[0],
        item_id: item.id,
        quantity: 2,
      },
    });
    const [stored] = await api.get<Row[]>(`/projects?q[id_eq]=${other.id}`);
    await api.post('/projects?do=conclude_picking', {
      lists: [{ id: other.id, lock_version: stored!.lock_version }],
    });

    await context.setOffline(false);
    const refused = page.getByTestId('outbox-refused-entry');
    await refused.filter({ hasText: 'Lista di prelievo LP-ALTRO già conclusa' }).waitFor({ timeout: 30_000 });
    await expect(refused.textContent()).resolves.toContain(`${item.code} × 2`);
    await page.getByTestId('outbox-pending').waitFor({ state: 'detached' });
    expect(await api.get<Row[]>(`/project_rows?q[project_id_eq]=${other.id}`)).toEqual([]);
    await page.screenshot({ path: '/tmp/letture-non-registrate-360.png' });
    expect(await overflowing(page)).toEqual([]);
    // Kept until the operator discards it, after a question ('No' keeps it).
    await page.getByTestId('outbox-dismiss').click();
    await answerDialog(page, 'confirm', 'No');
    expect(await refused.count()).toBe(1);
    await page.getByTestId('outbox-dismiss').click();
    await answerDialog(page, 'confirm', 'SI', `Scartare ${item.code} × 2? Non sarà registrata.`);
    await page.getByTestId('outbox-refused').waitFor({ state: 'detached' });
  });
});
