/**
 * An administrator switches a user off in the back office ('Attivo'): the list's 'Attivo' goes blank,
 * the handheld the user is signed in on is told its access was revoked at its next request, and
 * their password no longer signs in. A new user starts active.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openAdmin, startWithOperator, type AdminAndOperator, save } from './support/admin';
import { newPhoneContext } from './support/browser';
import type { TestServer } from './support/server';

describe('back office: deactivating a user', () => {
  let setup: AdminAndOperator;
  let server: TestServer;
  let browser: Browser;
  let adminToken: string;
  let operator: AdminAndOperator['operator'];

  beforeAll(async () => {
    setup = await startWithOperator('giulia@example.com');
    ({ server, browser, adminToken, operator } = setup);
  });
  afterAll(() => setup?.close());

  it("'Attivo' off: blank in the list, the signed-in handheld is told its access was revoked", async () => {
    const handheld = await newPhoneContext(browser);
    const page = await handheld.newPage();
    await page.goto(`${server.url}/?atoken=${operator.atoken}`);
    await page.getByTestId('home-menu').waitFor();

    const admin = await openAdmin(browser, server, adminToken, `/admin/users/${operator.id}`);
    const active = admin.page.getByRole('switch', { name: 'Attivo' });
    await expect(active.isChecked()).resolves.toBe(true);
    await active.uncheck();
    await save(admin.page);

    await admin.page.goto(`${server.url}/admin/users`);
    const row = (email: string) => admin.page.getByRole('row').filter({ hasText: email });
    // 'Attivo' is a yes/no column like 'Amministratore': giulia's says nothing now, the admin's 'Sì' twice.
    await row('admin@example.com').getByText('Sì').first().waitFor();
    await expect(row('giulia@example.com').getByText('Sì', { exact: true }).count()).resolves.toBe(0);
    await expect(row('admin@example.com').getByText('Sì', { exact: true }).count()).resolves.toBe(2);

    // The handheld's next request (its screen loaded again) meets the revoked access.
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Accesso revocato' });
    await dialog.getByText(/L'utente giulia@example\.com non è più abilitato ad accedere/).waitFor();

    const login = await fetch(`${server.url}/api/v2/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth: { email: 'giulia@example.com', password: 'password-123' } }),
    });
    expect(login.status).toBe(401);

    await admin.page.goto(`${server.url}/admin/users/new`);
    await expect(admin.page.getByRole('switch', { name: 'Attivo' }).isChecked()).resolves.toBe(true);
    await Promise.all([handheld.close(), admin.context.close()]);
  });
});
