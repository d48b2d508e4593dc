/**
 * Every screen of picking, store, order selection, incoming and outgoing at the handheld's 360×640:
 * nothing scrolls sideways (no element reaches past the right edge, no table wider than its box) and
 * each title shows its document's whole name. Set SCREENSHOT_DIR to keep a screenshot of each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { overflowing } from './support/screen';
import { startTestServer, type TestServer } from './support/server';
import {
  createProject,
  insert,
  openScreen,
  seedCatalog,
  seedOperator,
  type CatalogItem,
} from './support/picking-store';

const LONG_SUPPLY = 'AN-TRIALBIG-APPROVVIGIONAMENTO-NEGOZIO-CENTRO-2026';

describe('screens at 360×640', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  const screens: Record<string, string> = {};

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    const catalog = await seedCatalog(server);
    const [i1, i2] = catalog.items as [CatalogItem, CatalogItem];
    const [rossi, bianchi] = catalog.customers as [number, number];
    const lp = catalog.typologies.lp;
    const a = await createProject(
      server,
      { name: 'LP-2026-0101', project_typology_id: lp, customer_id: rossi },
      [
        [i1, 5],
        [i2, 2],
      ],
    );
    const b = await createProject(
      server,
      { name: 'LP-2026-0102', project_typology_id: lp, customer_id: bianchi },
      [[i1, 3]],
    );
    await createProject(server, { name: 'LP-2026-0090', project_typology_id: lp, closed: true });
    const supply = {
      project_typology_id: catalog.typologies.an,
      branch_id: catalog.branchOne,
      project_date: '2026-03-01',
    };
    const created = await createProject(server, { ...supply, name: LONG_SUPPLY }, [[i1, 4]]);
    const stored = await createProject(server, { ...supply, name: `${LONG_SUPPLY}-B`, store: true }, [
      [i2, 4],
    ]);
    await insert(server, 'project_typologies', [{ title: 'AC' }]);
    Object.assign(screens, {
      'picking-selection': '/picking/selection',
      'picking-management': `/picking/management?projectIds=${a.id},${b.id}`,
      'store-supply-selection': '/store/selection?picking=false',
      'store-supply-management': `/store/management/${created.id}?picking=false`,
      'store-picking-selection': '/store/selection?picking=true',
      'store-picking-management': `/store/management/${stored.id}?picking=true`,
      'order-selection': '/order/selection?picking',
      incoming: '/incoming',
      outgoing: '/outgoing',
    });
    const { atoken } = await seedOperator(server);
    ({ page } = await openScreen(browser, server, reader, atoken, '/home'));
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  async function visit(name: string) {
    await page.goto(`${server.url}${screens[name]}`);
    await page.getByTestId('page-title').waitFor();
    // Not 'networkidle': the live event stream (lib/live) stays open on the screens that show a list.
    await page.waitForLoadState('load');
    await page.waitForFunction(() => document.querySelector('.mantine-Loader-root') === null);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png` });
  }

  it('no screen scrolls sideways', async () => {
    for (const name of Object.keys(screens)) {
      await visit(name);
      expect({ name, overflowing: await overflowing(page) }).toEqual({ name, overflowing: [] });
    }
  });

  it("each title shows its document's whole name, never cut", async () => {
    await visit('store-supply-management');
    const title = page.getByTestId('page-title');
    await title.filter({ hasText: LONG_SUPPLY }).waitFor();
    await expect(title.textContent()).resolves.toBe(`Approvvigionamento ${LONG_SUPPLY}`);
    const cut = await title.evaluate(
      (el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1,
    );
    expect(cut).toBe(false);
    await visit('picking-management');
    await page.getByTestId('picking-lists-names').filter({ hasText: 'LP-2026-0101, LP-2026-0102' }).waitFor();
  });

  it('a list number never wraps mid-name; an item of two lists says which list and customer', async () => {
    await visit('picking-selection');
    const cell = page.locator('[data-testid=lists-table] td').filter({ hasText: 'LP-2026-0101' }).first();
    // One line box: the number is not broken at its hyphens.
    const lineBoxes = await cell.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let node = walker.nextNode();
      while (node && !node.textContent?.includes('LP-2026-0101')) node = walker.nextNode();
      const range = document.createRange();
      range.selectNodeContents(node!);
      return range.getClientRects().length;
    });
    expect(lineBoxes).toBe(1);
    await visit('picking-management');
    const lists = await page.getByTestId('pick-row-list').allTextContents();
    expect(lists).toEqual(
      expect.arrayContaining(['LP-2026-0101 · Rossi Alimentari', 'LP-2026-0102 · Bianchi Distribuzione']),
    );
  });
});
