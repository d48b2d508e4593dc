import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openAdmin } from './support/admin';
import { apiClient, type Row } from './support/api';
import { launchBrowser, newPhoneContext } from './support/browser';
import { loginWithAtoken } from './support/app';
import { startTestServer, type TestServer } from './support/server';

/**
 * Each role sees the actions the server lets it take, and no other: a supervisor (whose role here
 * may not delete printers) and an operator, on users, printers and settings; the way in from the
 * handheld's menu, and what a phone-sized screen is told.
 */
describe('back office: the actions of each role', () => {
  let server: TestServer;
  let browser: Browser;
  let supervisorToken: string;
  let operatorToken: string;
  let printerId: number;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const { atoken: adminToken } = await server.createUser({
      email: 'admin@example.com',
      password: 'password-123',
      admin: true,
    });
    ({ atoken: supervisorToken } = await server.createUser({
      email: 'capo@example.com',
      password: 'password-123',
      roles: ['supervisore'],
    }));
    ({ atoken: operatorToken } = await server.createUser({
      email: 'operatore@example.com',
      password: 'password-123',
      roles: ['operatore'],
    }));
    const api = await apiClient(server, adminToken);
    const [role] = await api.get<Row[]>('/roles?q[name_eq]=supervisore');
    await api.post('/permissions', {
      permission: { role_id: role!.id, predicate: 'cannot', action: 'destroy', model: 'printers' },
    });
    // Two modules: the home menu shows (with one, the app would go straight to it).
    await server.setSetting('track.enable_inventory', 'true');
    await server.setSetting('track.enable_receipt', 'true');
    printerId = (await api.post<Row>('/printers', { printer: { name: 'Zebra magazzino' } })).id as number;
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
  });

  const buttons = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  const links = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

  it('a supervisor opening the users list is told why, with no button to use', async () => {
    const { context, page } = await openAdmin(browser, server, supervisorToken, '/admin/users');
    await page
      .getByTestId('list-refused')
      .filter({ hasText: 'Il tuo ruolo non consente di leggere: Utenti' })
      .waitFor();
    await expect(links(page, 'Nuovo').count()).resolves.toBe(0);
    await expect(buttons(page, 'Esporta CSV').count()).resolves.toBe(0);
    await expect(page.getByTestId('admin-navbar').getByText('Utenti', { exact: true }).count()).resolves.toBe(
      0,
    );
    await page.goto(`${server.url}/admin/users/new`);
    await page.getByTestId('form-refused').waitFor();
    await expect(page.getByTestId('save').count()).resolves.toBe(0);
    await context.close();
  });

  it('a supervisor may create and change printers but not delete them: no delete shown', async () => {
    const { context, page } = await openAdmin(browser, server, supervisorToken, '/admin/printers');
    const row = page.getByTestId('admin-list').locator('tr', { hasText: 'Zebra magazzino' });
    await row.waitFor();
    await links(page, 'Nuovo').waitFor();
    await buttons(page, 'Esporta CSV').waitFor();
    await row.locator('input[type=checkbox]').check();
    await buttons(page, 'Modifica selezionati').waitFor();
    await expect(buttons(page, 'Elimina selezionati').count()).resolves.toBe(0);
    await page.goto(`${server.url}/admin/printers/${printerId}`);
    await page.getByTestId('save').waitFor();
    await expect(buttons(page, 'Elimina').count()).resolves.toBe(0);
    // Settings: readable, not writable by this role: no 'Nuovo', switches that cannot be turned.
    await page.goto(`${server.url}/admin/settings`);
    const toggle = page.getByRole('switch').first();
    await toggle.waitFor();
    await expect(toggle.isDisabled()).resolves.toBe(true);
    await expect(links(page, 'Nuovo').count()).resolves.toBe(0);
    await context.close();
  });

  it('an operator gets the refusal on users and printers, and nothing to click but the way back', async () => {
    for (const path of ['/admin/users', '/admin/printers']) {
      const { context, page } = await openAdmin(browser, server, operatorToken, path);
      await page.getByTestId('admin-refused').waitFor();
      await expect(page.getByRole('button').count()).resolves.toBe(0);
      await expect(page.getByRole('link').allTextContents()).resolves.toEqual(["Torna all'app"]);
      await context.close();
    }
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await loginWithAtoken(page, server.url, operatorToken);
    await page.goto(`${server.url}/home`);
    await page.getByTestId('home-entry-inventory').waitFor();
    await expect(page.getByTestId('home-admin').count()).resolves.toBe(0);
    await context.close();
  });

  it('at 360×640 a supervisor enters from the menu, is told the back office is for larger screens, and goes back', async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await loginWithAtoken(page, server.url, supervisorToken);
    await page.goto(`${server.url}/home`);
    await page.getByTestId('home-admin').click();
    await page.waitForURL(`${server.url}/admin`);
    const notice = page.getByTestId('admin-small-screen');
    await notice.filter({ hasText: 'computer o di un tablet' }).waitFor();
    await page.screenshot({ path: '/tmp/admin-small-screen.png' });
    await links(page, "Torna all'app").click();
    await page.waitForURL(/\/home$/);
    // Going on anyway: the list's header wraps, every button inside the screen.
    await page.goto(`${server.url}/admin/printers`);
    await buttons(page, 'Continua comunque').click();
    await links(page, 'Nuovo').waitFor();
    for (const target of [links(page, 'Nuovo'), buttons(page, 'Esporta CSV'), links(page, "Torna all'app")]) {
      const box = await target.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }
    await page.screenshot({ path: '/tmp/admin-360-list.png' });
    await context.close();
  });
});
