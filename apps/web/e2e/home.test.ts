import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPhoneContext } from './support/browser';
import { startTestServer, type TestServer } from './support/server';
import { loginWithAtoken, PASSWORD, presetLocalSettings } from './support/app';

const FLAGS = [
  'enable_picking_list',
  'enable_shipping',
  'enable_receipt',
  'enable_movement',
  'enable_inventory',
];

describe('home menu', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let atoken: string;

  async function setFlags(on: Record<string, string>) {
    for (const flag of FLAGS) await server.setSetting(`track.${flag}`, on[flag] ?? 'false');
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    ({ atoken } = await server.createUser({ email: 'op@example.com', password: PASSWORD }));
    context = await newPhoneContext(browser);
    page = await context.newPage();
    await loginWithAtoken(page, server.url, atoken);
  });

  beforeEach(async () => {
    await page.evaluate(() => localStorage.removeItem('warehouse.settings'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('with no server module, the price-label entry is the only one: no message, straight to it', async () => {
    await setFlags({});
    await page.goto(`${server.url}/home`);
    await page.waitForURL(`${server.url}/print/price_label`);
    await page.getByTestId('nav-home').click();
    await page.getByTestId('home-entry-priceLabel').waitFor();
    await expect(page.locator('[data-testid^=home-entry-]').allTextContents()).resolves.toEqual([
      'STAMPA CARTELLINO',
    ]);
    await expect(page.getByText('NESSUN MODULO ABILITATO !').count()).resolves.toBe(0);
  });

  it('with printerManagement off there is no price-label entry', async () => {
    await page.evaluate(() =>
      localStorage.setItem('warehouse.settings', JSON.stringify({ printerManagement: false })),
    );
    await page.goto(`${server.url}/home`);
    await page.getByText('NESSUN MODULO ABILITATO !').waitFor();
    await expect(page.locator('[data-testid^=home-entry-]').count()).resolves.toBe(0);
  });

  it('with exactly one module goes straight to it; the home button then shows the menu', async () => {
    await setFlags({ enable_inventory: '1' });
    await page.goto(`${server.url}/home`);
    await page.waitForURL(`${server.url}/inventory/selection`);
    await page.getByTestId('nav-home').click();
    await page.waitForURL(`${server.url}/home`);
    await page.getByTestId('home-entry-inventory').waitFor();
    expect(page.url()).toBe(`${server.url}/home`);
    // A reload of /home goes to the module again, as on arrival.
    await page.reload();
    await page.waitForURL(`${server.url}/inventory/selection`);
  });

  it('with several modules lists them in order, and each entry opens its route', async () => {
    await setFlags({
      enable_picking_list: 'true',
      enable_receipt: 'true',
      enable_movement: 'true',
      enable_inventory: 'true',
    });
    await page.goto(`${server.url}/home`);
    await page.getByTestId('home-menu').waitFor();
    const labels = await page.locator('[data-testid^=home-entry-]').allTextContents();
    expect(labels).toEqual([
      'PRELIEVO DA MAGAZZINO',
      'INGRESSO MERCE',
      'APPROVVIGIONAMENTO NEGOZIO',
      'PRELIEVO PER NEGOZIO',
      'STAMPA CARTELLINO',
      'INVENTARIO',
    ]);
    await page.getByRole('button', { name: 'PRELIEVO PER NEGOZIO' }).click();
    await page.waitForURL(`${server.url}/store/selection?picking=true`);
    await page.getByTestId('page-title').waitFor();
    await page.goBack();
    await page.waitForURL(`${server.url}/home`);
    await page.getByRole('button', { name: 'APPROVVIGIONAMENTO NEGOZIO' }).click();
    await page.waitForURL(`${server.url}/store/selection?picking=false`);
  });

  it("an operator (who may prepare packages) gets 'PREPARAZIONE COLLI'; a user without rules does not", async () => {
    await setFlags({ enable_inventory: 'true', enable_receipt: 'true' });
    await page.goto(`${server.url}/home`);
    await page.getByTestId('home-menu').waitFor();
    await expect(page.getByTestId('home-entry-packagePreparation').count()).resolves.toBe(0);
    const { atoken: operator } = await server.createUser({
      email: 'operatore@example.com',
      password: PASSWORD,
      roles: ['operatore'],
    });
    const fresh = await newPhoneContext(browser);
    const p = await fresh.newPage();
    await loginWithAtoken(p, server.url, operator);
    await p.goto(`${server.url}/home`);
    await p.getByTestId('home-entry-packagePreparation').click();
    await p.waitForURL((url) => url.pathname === '/project/selection');
    await expect(p.getByTestId('page-title').textContent()).resolves.toBe('Preparazione Colli');
    await fresh.close();
  });

  it('the header back button goes to /login; the footer names the supplier', async () => {
    await page.goto(`${server.url}/home`);
    await page.getByTestId('home-menu').waitFor();
    await expect(page.locator('footer').textContent()).resolves.toMatch(/Powered by/);
    await page.getByTestId('nav-back').click();
    await page.waitForURL(`${server.url}/login`);
  });

  it('shows a progress bar while the settings load, and a warning toast when they fail', async () => {
    await loginWithAtoken(page, server.url, atoken);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/v2/info/settings*', async (route) => {
      await gate;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"Database non disponibile"}',
      });
    });
    // A first visit: no menu kept on the device from an earlier one (that would show at once). Taken
    // out as the next page starts, not now: the login's own home keeps its menu once the server has
    // answered, which on a busy machine came after a removal done here (the menu then showed at once).
    await page.addInitScript(() => {
      if (sessionStorage.getItem('test.keptCleared')) return;
      sessionStorage.setItem('test.keptCleared', '1');
      for (const key of Object.keys(localStorage))
        if (key.startsWith('warehouse.kept.')) localStorage.removeItem(key);
    });
    await page.goto(`${server.url}/home`);
    await page.getByTestId('home-loading').waitFor();
    await expect(page.getByRole('progressbar').count()).resolves.toBeGreaterThan(0);
    release();
    await page.getByTestId('toast').filter({ hasText: 'Database non disponibile' }).waitFor();
    await expect(page.getByTestId('toast').getAttribute('data-color')).resolves.toBe('warning');
    await page.unroute('**/api/v2/info/settings*');
  });

  it('every route of both specs is declared and loads its screen', async () => {
    const routes = [
      '/order/selection?incoming=true',
      '/order/management/1?outgoing=true',
      '/picking/selection',
      '/picking/management?projectIds=1,2',
      '/project/selection',
      '/project/management/1',
      '/package/selection',
      '/package/management/1',
      '/incoming',
      '/incoming/1',
      '/outgoing',
      '/outgoing/1',
      '/store/selection?picking=false',
      '/store/management/1?picking=true',
      '/print/price_label',
      '/inventory/selection',
      '/inventory/selection/1',
      '/inventory/list_management/1',
      '/inventory/free_management/1',
      '/inventory/mixed_management/1',
      '/movement',
      '/settings',
    ];
    for (const route of routes) {
      await page.goto(`${server.url}${route}`);
      await page
        .getByTestId('page-title')
        .waitFor()
        .catch((error: Error) => {
          throw new Error(`${route}: ${error.message}`);
        });
      expect(page.url(), route).toBe(`${server.url}${route}`);
      await expect(page.getByTestId('route-error').count()).resolves.toBe(0);
    }
  });

  it('a screen behind login without a session goes to /login', async () => {
    const fresh = await newPhoneContext(browser);
    await presetLocalSettings(fresh, {});
    const p = await fresh.newPage();
    await p.goto(`${server.url}/inventory/selection`);
    await p.waitForURL(`${server.url}/login`);
    await fresh.close();
  });
});
