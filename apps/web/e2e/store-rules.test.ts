import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import {
  answer,
  apiAs,
  barcodeLine,
  createProject,
  dialog,
  eventually,
  flagsOf,
  openScreen,
  readingsOf,
  seedCatalog,
  seedOperator,
  type Catalog,
} from './support/picking-store';

/** The store rules the main flow does not walk through. */
describe('store management: the other rules', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let catalog: Catalog;
  let api: Awaited<ReturnType<typeof apiAs>>;
  let n = 0;

  const modal = () => page.getByTestId('item-modal');
  const pickRow = (pickId: number) =>
    page.locator(`[data-testid=store-picks-table] [data-row-id="${pickId}"]`);

  async function supply(flags: Record<string, unknown> = {}) {
    const [i1, i2] = catalog.items as [Catalog['items'][0], Catalog['items'][0]];
    return createProject(
      server,
      {
        name: `AN-R${++n}`,
        project_typology_id: catalog.typologies.an,
        branch_id: catalog.branchOne,
        project_date: '2026-02-01',
        ...flags,
      },
      [
        [i1, 2],
        [i2, 3],
      ],
    );
  }

  async function open(id: number, picking: boolean) {
    await page.goto(`${server.url}/store/management/${id}?picking=${picking}`);
    await page.locator('[data-testid=store-picks-table] [data-testid=table-row]').first().waitFor();
  }

  const backTo = (picking: boolean) =>
    page.waitForURL((url) => url.pathname === '/store/selection' && url.search === `?picking=${picking}`);

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    catalog = await seedCatalog(server);
    const { atoken } = await seedOperator(server);
    api = await apiAs(server, atoken);
    ({ page } = await openScreen(browser, server, reader, atoken, '/store/selection?picking=false', {
      debug: true,
    }));
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  it('the pencil edits name and date; the refresh button reloads the list', async () => {
    const s = await supply();
    await page.getByTestId('supplies-refresh').click();
    const row = page.locator(`[data-testid=supplies-table] [data-row-id="${s.id}"]`);
    await row.waitFor();
    await row.getByTestId('supply-edit').click();
    await expect(page.getByTestId('supply-name').inputValue()).resolves.toBe(`AN-R${n}`);
    await expect(page.getByTestId('supply-date').inputValue()).resolves.toBe('2026-02-01');
    await page.getByTestId('supply-name').fill('AN-RENAMED');
    await page.getByTestId('supply-date').fill('2026-02-03');
    await page.getByTestId('supply-confirm').click();
    await row.filter({ hasText: 'AN-RENAMED' }).waitFor();
    const stored = await server.db
      .selectFrom('projects')
      .select(['name', 'project_date'])
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'AN-RENAMED', project_date: '2026-02-03' });
  });

  it("'Caricamento Articoli... Attendere' while the items load; the debug area sends a simulated reading", async () => {
    const s = await supply();
    let release: (() => void) | null = null;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route('**/api/v2/items?**', hold);
    await page.goto(`${server.url}/store/management/${s.id}?picking=false`);
    await page.getByText('Caricamento Articoli... Attendere').waitFor();
    release!();
    await page.getByTestId('loading-items').waitFor({ state: 'detached' });
    await page.unroute('**/api/v2/items?**', hold);

    await page.getByTestId('debug-area').waitFor();
    await page.getByTestId('debug-input').fill(barcodeLine(catalog.items[1]!.barcode));
    await page.getByTestId('debug-area').getByRole('button', { name: 'Invia' }).click();
    await modal().waitFor();
    await expect(modal().getAttribute('data-mode')).resolves.toBe('expected');
    await expect(modal().getByTestId('item-code').textContent()).resolves.toBe('ART-002');
  });

  it('readings are ignored while a modal or dialog is open', async () => {
    // The modal of the previous test is open: another item's reading changes nothing.
    reader.send(barcodeLine(catalog.items[0]!.barcode));
    reader.send(barcodeLine('000-unknown'));
    await page.getByTestId('debug-last').filter({ hasText: '000-unknown' }).waitFor();
    await expect(modal().getByTestId('item-code').textContent()).resolves.toBe('ART-002');
    await expect(dialog(page, 'warning').count()).resolves.toBe(0);
    await modal().getByTestId('item-cancel').click();
    await page.locator('[aria-modal=true]').waitFor({ state: 'detached' });
  });

  it('supply exit: partial false and suspended true, without a question', async () => {
    const s = await supply({ partial: true });
    await open(s.id, false);
    await page.getByTestId('store-exit').click();
    await backTo(false);
    expect(await flagsOf(server, s.id)).toEqual({
      store: false,
      prepared: false,
      partial: false,
      suspended: true,
    });
  });

  it('picking, nothing picked: exit clears suspended without a question; close does nothing and stays', async () => {
    const s = await supply({ store: true, suspended: true });
    await open(s.id, true);
    await page.getByTestId('store-conclude').click();
    await expect(page.getByTestId('store-conclude').isEnabled()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/store/management/${s.id}`);
    await expect(dialog(page, 'confirm').count()).resolves.toBe(0);
    expect(await flagsOf(server, s.id)).toEqual({
      store: true,
      prepared: false,
      partial: false,
      suspended: true,
    });

    await page.getByTestId('nav-back').click();
    await backTo(true);
    await eventually(async () =>
      expect(await flagsOf(server, s.id)).toEqual({
        store: true,
        prepared: false,
        partial: false,
        suspended: false,
      }),
    );
  });

  it('picking: deleting a row keeps the pick and clears the quantity of its readings', async () => {
    const s = await supply({ store: true });
    await api.read(s.picks[0]!, 2);
    await api.read(s.picks[0]!, 1);
    await open(s.id, true);
    await pickRow(s.picks[0]!).getByTestId('store-row-picked').filter({ hasText: '3' }).waitFor();
    await pickRow(s.picks[0]!).getByTestId('store-row-delete').click();
    await dialog(page, 'confirm').getByText("Confermi la cancellazione dell'articolo corrente?").waitFor();
    await answer(page, true);
    await pickRow(s.picks[0]!).getByTestId('store-row-picked').filter({ hasText: '0' }).waitFor();
    // The 0 shows at once, as any picked quantity does; it is on the server once the outbox is empty.
    await page.getByTestId('outbox-pending').waitFor({ state: 'detached' });
    expect((await readingsOf(server, s.id)).map((r) => r.quantity)).toEqual([0, 0]);
    await expect(pickRow(s.picks[0]!).count()).resolves.toBe(1);
  });

  it('locked=true shows the supply read-only: no new item, no deletion, no closing, confirm disabled', async () => {
    const s = await supply({ store: true });
    await page.goto(`${server.url}/store/management/${s.id}?picking=true&locked=true`);
    await pickRow(s.picks[0]!).waitFor();
    await expect(page.getByTestId('store-new-item').count()).resolves.toBe(0);
    await expect(page.getByTestId('store-row-delete').count()).resolves.toBe(0);
    await expect(page.getByTestId('store-conclude').count()).resolves.toBe(0);
    await pickRow(s.picks[0]!).locator('td').first().click();
    await modal().waitFor();
    await expect(modal().getByTestId('item-confirm').isDisabled()).resolves.toBe(true);
    await modal().getByTestId('item-cancel').click();
    await page.locator('[aria-modal=true]').waitFor({ state: 'detached' });
    await page.getByTestId('nav-back').click();
    await backTo(true);
    expect(await flagsOf(server, s.id)).toEqual({
      store: true,
      prepared: false,
      partial: false,
      suspended: false,
    });
  });

  it("picking: a negative 'Quantità Prelevata' cannot be typed; everything picked closes without a question", async () => {
    const s = await supply({ store: true, suspended: true });
    await open(s.id, true);
    reader.send(barcodeLine(catalog.items[0]!.extra));
    await modal().waitFor();
    // The field takes no minus sign: what it held stays.
    const before = await modal().getByTestId('item-quantity').inputValue();
    await modal().getByTestId('item-quantity').fill('-2');
    await expect(modal().getByTestId('item-quantity').inputValue()).resolves.toBe(before);
    await modal().getByTestId('item-quantity').fill('2');
    await modal().getByTestId('item-confirm').click();
    await pickRow(s.picks[0]!).locator('xpath=self::*[contains(@class,"wh-pick-completed")]').waitFor();
    await pickRow(s.picks[1]!).locator('td').first().click();
    await modal().getByTestId('item-quantity').fill('3');
    await modal().getByTestId('item-confirm').click();
    await pickRow(s.picks[1]!).getByTestId('store-row-picked').filter({ hasText: '3' }).waitFor();

    await page.getByTestId('store-conclude').click();
    await backTo(true);
    expect(await flagsOf(server, s.id)).toEqual({
      store: true,
      prepared: true,
      partial: false,
      suspended: false,
    });
    expect((await readingsOf(server, s.id)).map((r) => r.quantity)).toEqual([2, 3]);
  });
});
