/**
 * An administrator's hold on a user's access from the back office: a new automatic-login link,
 * shown once, that signs a handheld in (the old one no longer does), and 'Termina sessioni', after
 * which that handheld is asked to sign in again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openAdmin, startWithOperator, type AdminAndOperator } from './support/admin';
import { newPhoneContext } from './support/browser';
import type { TestServer } from './support/server';

describe('back office: sessions and the automatic-login link of a user', () => {
  let setup: AdminAndOperator;
  let server: TestServer;
  let browser: Browser;
  let adminToken: string;
  let operator: AdminAndOperator['operator'];

  beforeAll(async () => {
    setup = await startWithOperator('luca@example.com');
    ({ server, browser, adminToken, operator } = setup);
  });
  afterAll(() => setup?.close());

  it("a new link signs the handheld in, the old one no longer does; 'Termina sessioni' asks it to sign in again", async () => {
    const admin = await openAdmin(browser, server, adminToken, `/admin/users/${operator.id}`);
    await admin.page.getByTestId('new-login-link').click();
    const link = (await admin.page.getByTestId('login-link').textContent())!;
    expect(link).toMatch(new RegExp(`^${server.url}/\\?atoken=[\\w-]+$`));
    expect(link).not.toContain(operator.atoken);

    const handheld = await newPhoneContext(browser);
    const page = await handheld.newPage();
    await page.goto(`${server.url}/?atoken=${operator.atoken}`);
    await page.waitForURL(`${server.url}/login`);
    await page.goto(link);
    await page.getByTestId('home-menu').waitFor();
    expect(page.url()).toBe(`${server.url}/home`);

    await admin.page.getByTestId('end-sessions').click();
    await admin.page.getByText("Sessioni terminate: l'utente deve accedere di nuovo").waitFor();
    // The handheld's next request (here: its screen loaded again) meets the ended session.
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Sessione scaduta' });
    await dialog.getByText('Utente: luca@example.com').waitFor();

    await admin.page.getByTestId('revoke-login-link').click();
    await admin.page.getByText('Accesso automatico revocato').waitFor();
    await expect(admin.page.getByTestId('login-link').count()).resolves.toBe(0);
    await Promise.all([handheld.close(), admin.context.close()]);
  });
});
