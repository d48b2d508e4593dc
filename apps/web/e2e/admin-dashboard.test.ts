/**
 * The back office's dashboard at 1280×800: the figures of data seeded through the API, a figure's
 * link opening the filtered list URL, a new reading shown when the window regains focus, and an
 * operator refused with a clear message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginWithAtoken, PASSWORD } from './support/app';
import { launchBrowser } from './support/browser';
import { apiClient, type Row } from './support/api';
import { startTestServer, type TestServer } from './support/server';

const DESKTOP = { width: 1280, height: 800 };

describe('admin dashboard', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let supervisor: { id: number; atoken: string };
  let operator: { id: number; atoken: string };
  let asOperator: Awaited<ReturnType<typeof apiClient>>;
  let item: number;
  let listId: number;
  let pickId: number;

  const open = async (atoken: string, fakeClock = false) => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'it-IT', serviceWorkers: 'block' });
    contexts.push(context);
    if (fakeClock) await context.clock.install();
    const page = await context.newPage();
    await loginWithAtoken(page, server.url, atoken);
    await page.goto(`${server.url}/admin`);
    return page;
  };
  const figure = (page: Page, testId: string) => page.getByTestId(testId).first();

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    supervisor = await server.createUser({
      email: 'capo@example.com',
      password: PASSWORD,
      roles: ['supervisore'],
    });
    operator = await server.createUser({
      email: 'mario@example.com',
      name: 'Mario Rossi',
      password: PASSWORD,
      roles: ['operatore'],
    });
    const api = await apiClient(server, supervisor.atoken);
    asOperator = await apiClient(server, operator.atoken);
    const create = async (model: string, singular: string, values: Row) =>
      (await api.post<Row>(`/${model}`, { [singular]: values })).id as number;
    const typology = (title: string, inventory = false) =>
      create('project_typologies', 'project_typology', { title, inventory, picking: false, free: false });
    const [ac, lp, inv] = [await typology('AC'), await typology('LP'), await typology('INV', true)];
    item = await create('items', 'item', { code: 'E2E-DASH' });
    await create('projects', 'project', { name: 'AC-E2E', project_typology_id: ac, partial: true });
    listId = await create('projects', 'project', { name: 'LP-E2E', project_typology_id: lp });
    pickId = await create('picks', 'pick', { project_id: listId, item_id: item, quantity: 10 });
    // Picking's readings (an LP reading says its module).
    await asOperator.post('/project_rows', {
      project_row: { module: 'picking', project_id: listId, pick_id: pickId, item_id: item, quantity: 4 },
    });
    const inventory = await create('projects', 'project', { name: 'INV-E2E', project_typology_id: inv });
    await create('documents', 'document', { project_id: inventory, name: 'SCAFFALE-1', closed: true });
    await create('documents', 'document', { project_id: inventory, name: 'SCAFFALE-2' });
    await create('packages', 'package', { project_id: listId, closed: true });
    const shipped = new Date().toISOString();
    await create('packages', 'package', {
      project_id: listId,
      closed: true,
      shipped: true,
      shipping_date: shipped,
    });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  it('shows the seeded figures to a supervisor', async () => {
    const page = await open(supervisor.atoken);
    await page.getByTestId('dashboard-orders').waitFor();
    expect(await figure(page, 'orders-AC-partial').textContent()).toBe('1');
    expect(await figure(page, 'orders-LP-new').textContent()).toBe('1');
    expect(await figure(page, 'picking-lists-total').textContent()).toBe('1 in corso');
    const list = page.getByTestId('picking-list');
    expect(await list.textContent()).toContain('LP-E2E');
    expect(await list.textContent()).toContain('4 / 10 · 40%');
    expect(await figure(page, 'inventory-counted').textContent()).toBe('1');
    expect(await figure(page, 'inventory-left').textContent()).toBe('1');
    expect(await figure(page, 'packages-closed').textContent()).toBe('2');
    expect(await figure(page, 'packages-shipped').textContent()).toBe('1');
    const readings = page.getByTestId('readings-row');
    expect(await readings.allTextContents()).toEqual(['Mario Rossi1']);
    // Nothing scrolls sideways at 1280×800.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      DESKTOP.width,
    );
  });

  it('reads again when the window regains focus, and every 30 s', async () => {
    // The page's timers run on a paused fake clock: only the focus, or the clock moved on by the
    // test, can fetch the figures again.
    const page = await open(supervisor.atoken, true);
    await page.getByTestId('readings-row').waitFor();
    await page.clock.pauseAt(Date.now() + 5_000);
    const refreshed = async (total: number, trigger: () => Promise<unknown>) => {
      const answer = page.waitForResponse((r) => r.url().includes('/api/v2/info/dashboard'));
      await trigger();
      await answer;
      const shown = page.getByTestId('readings-total').filter({ hasText: new RegExp(`^${total}$`) });
      // The query library and React hand the answer over through zero-delay timers.
      while ((await shown.count()) === 0) await page.clock.runFor(10);
    };
    const read = () =>
      asOperator.post('/project_rows', {
        project_row: { module: 'picking', project_id: listId, pick_id: pickId, item_id: item, quantity: 1 },
      });
    await read();
    await refreshed(2, () => page.evaluate(() => window.dispatchEvent(new Event('focus'))));
    await read();
    await refreshed(3, () => page.clock.runFor(30_000));
  });

  it("opens the picking lists' filtered list from 'Liste di prelievo in corso'", async () => {
    const page = await open(supervisor.atoken);
    await page.getByRole('link', { name: 'Liste di prelievo in corso' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/projects');
    const search = decodeURIComponent(new URL(page.url()).search);
    expect(search).toBe(
      '?q[project_typology_title_eq]=LP&q[closed_eq]=false&q[prepared_eq]=false&q[delivered_eq]=false' +
        '&q[store_eq]=false&q[picks_quantity_detected_gt]=0',
    );
  });

  it('refuses an operator with a clear message', async () => {
    const page = await open(operator.atoken);
    // The back office's guard answers before the dashboard asks the server (which refuses too: 403).
    const refused = page.getByTestId('admin-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('Accesso non consentito');
    expect(await page.getByTestId('dashboard-orders').count()).toBe(0);
  });
});
