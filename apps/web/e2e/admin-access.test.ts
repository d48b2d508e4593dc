import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, fillField, openAdmin, save } from './support/admin';
import { apiClient } from './support/api';
import { loginThroughUi } from './support/app';
import { launchBrowser } from './support/browser';
import { startTestServer, type TestServer } from './support/server';

/** Back office at 1280×800: who may enter, users with their roles, label templates with a preview. */
describe('back office: access, users and label templates', () => {
  let server: TestServer;
  let browser: Browser;
  let adminToken: string;
  let operatorToken: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    ({ atoken: adminToken } = await server.createUser({
      email: 'admin@example.com',
      password: 'password-123',
      admin: true,
    }));
    ({ atoken: operatorToken } = await server.createUser({
      email: 'operatore@example.com',
      password: 'password-123',
      roles: ['operatore'],
    }));
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
  });

  it('an operator is refused with a clear message and no resource', async () => {
    const { context, page } = await openAdmin(browser, server, operatorToken, '/admin/items');
    const refused = page.getByTestId('admin-refused');
    await refused.waitFor();
    await expect(refused.textContent()).resolves.toContain('Accesso non consentito');
    await expect(refused.textContent()).resolves.toContain('riservata agli amministratori e ai supervisori');
    await expect(page.getByTestId('admin-list').count()).resolves.toBe(0);
    await context.close();
  });

  it('a user created with the supervisor role logs in and enters the back office, without users', async () => {
    const { context, page } = await openAdmin(browser, server, adminToken, '/admin/users/new');
    await fillField(page, 'email', 'capoturno@example.com');
    await fillField(page, 'name', 'Capo Turno');
    await fillField(page, 'password', 'una password lunga');
    await page.getByTestId('field-role_ids').click();
    await page.getByRole('option', { name: 'supervisore' }).click();
    await page.keyboard.press('Escape');
    await save(page, 'Creato');
    await page.waitForURL(/\/admin\/users\/\d+$/);
    const api = await apiClient(server, adminToken);
    const [user] = await api.get<{ roles: { name: string }[] }[]>('/users?q[email_eq]=capoturno@example.com');
    expect(user?.roles.map((r) => r.name)).toEqual(['supervisore']);
    await context.close();

    const own = await browser.newContext({ viewport: DESKTOP, locale: 'it-IT', serviceWorkers: 'block' });
    const mine = await own.newPage();
    await loginThroughUi(mine, server.url, 'capoturno@example.com', 'una password lunga');
    await mine.goto(`${server.url}/admin`);
    const navbar = mine.getByTestId('admin-navbar');
    await navbar.getByText('Articoli').waitFor();
    await expect(navbar.getByText('Utenti', { exact: true }).count()).resolves.toBe(0);
    await own.close();
  });

  it('a label template edited beside its live preview, then saved', async () => {
    const { context, page } = await openAdmin(browser, server, adminToken, '/admin/print_templates/new');
    await fillField(page, 'name', 'cartellino_prova');
    await fillField(page, 'body', '^XA^PW400^LL200^FO20,20^A0N,40,40^FDPROVA^FS^XZ');
    const preview = page.getByRole('img', { name: "Anteprima dell'etichetta" });
    await preview.waitFor();
    const first = await preview.getAttribute('src');
    await fillField(page, 'body', '^XA^PW400^LL200^FO20,20^A0N,60,60^FDALTRA PROVA^FS^XZ');
    await page.waitForFunction((before) => {
      const img = document.querySelector<HTMLImageElement>('[data-testid=template-preview] img');
      return img !== null && img.src !== before && img.complete && img.naturalWidth > 0;
    }, first);
    await page.screenshot({ path: '/tmp/admin-template-preview.png' });
    await save(page, 'Creato');
    const api = await apiClient(server, adminToken);
    const [template] = await api.get<{ body: string }[]>('/print_templates?q[name_eq]=cartellino_prova');
    expect(template?.body).toContain('ALTRA PROVA');
    await context.close();
  });
});
