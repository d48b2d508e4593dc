import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPhoneContext } from './support/browser';
import { startTestServer, type TestServer } from './support/server';
import { PASSWORD, toasts } from './support/app';

describe('root and login', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let atoken: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    ({ atoken } = await server.createUser({
      email: 'mario@example.com',
      password: PASSWORD,
      name: 'Mario Rossi',
    }));
    await server.setSetting('track.enable_shipping', 'true');
    await server.setSetting('track.enable_receipt', 'true');
    context = await newPhoneContext(browser);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('/ without atoken goes to /login, which shows the welcome, the version and the required fields', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/login`);
    await page.getByText('Accedi a Warehouse').waitFor();
    await expect(page.getByTestId('app-version').textContent()).resolves.toContain('1.9.12');
    const email = page.locator('input[name=email]');
    await expect(email.getAttribute('type')).resolves.toBe('email');
    await expect(email.evaluate((e) => (e as HTMLInputElement).required)).resolves.toBe(true);
    await expect(
      page.locator('input[name=password]').evaluate((e) => (e as HTMLInputElement).required),
    ).resolves.toBe(true);
  });

  it('a wrong password shows the warning, clears the fields and stores no user', async () => {
    await page.locator('input[name=email]').fill('mario@example.com');
    await page.locator('input[name=password]').fill('wrong-password');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await toasts(page).filter({ hasText: 'Utente o password non validi' }).waitFor();
    await expect(page.locator('input[name=email]').inputValue()).resolves.toBe('');
    await expect(page.locator('input[name=password]').inputValue()).resolves.toBe('');
    expect(page.url()).toBe(`${server.url}/login`);
    await expect(page.evaluate(() => localStorage.getItem('warehouse.user'))).resolves.toBeNull();
  });

  it('the right password keeps the whole user and goes to /home', async () => {
    await page.locator('input[name=email]').fill('mario@example.com');
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL(`${server.url}/home`);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('warehouse.user') ?? 'null'));
    expect(user).toMatchObject({ email: 'mario@example.com', name: 'Mario Rossi', roles: [] });
    expect(user).toHaveProperty('location_id');
    await expect(page.evaluate(() => localStorage.getItem('warehouse.token'))).resolves.toMatch(
      /\w+\.\w+\.\w+/,
    );
  });

  it('a new login first removes the stored user', async () => {
    await page.goto(`${server.url}/login`);
    await page.locator('input[name=email]').fill('mario@example.com');
    await page.locator('input[name=password]').fill('wrong-password');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await toasts(page).filter({ hasText: 'Utente o password non validi' }).first().waitFor();
    await expect(page.evaluate(() => localStorage.getItem('warehouse.user'))).resolves.toBeNull();
  });

  it('/?atoken=… logs in and goes to /home', async () => {
    const fresh = await newPhoneContext(browser);
    const p = await fresh.newPage();
    await p.goto(`${server.url}/?atoken=${atoken}`);
    await p.waitForURL(`${server.url}/home`);
    await p.getByTestId('home-menu').waitFor();
    await fresh.close();
  });

  it('a wrong atoken goes silently to / and so to /login', async () => {
    const fresh = await newPhoneContext(browser);
    const p = await fresh.newPage();
    await p.goto(`${server.url}/?atoken=not-a-token`);
    await p.waitForURL(`${server.url}/login`);
    await expect(p.getByTestId('toast').count()).resolves.toBe(0);
    await fresh.close();
  });

  it('the password visibility toggle is named in Italian', async () => {
    await page.goto(`${server.url}/login`);
    const toggle = page.getByRole('button', { name: 'Mostra password' });
    await toggle.click();
    await expect(page.locator('input[name=password]').getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Nascondi password' }).click();
    await expect(page.locator('input[name=password]').getAttribute('type')).resolves.toBe('password');
    const box = await toggle.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(40);
  });

  it('five wrong passwords: one lock-out message that says how long to wait, Accedi off', async () => {
    // A server with the production limit (5 failures per address and email in 15 minutes).
    const limited = await startTestServer({ loginMaxFailures: 5 });
    onTestFinished(() => limited.close());
    await page.goto(`${limited.url}/login`);
    for (let i = 0; i < 5; i++) {
      await page.locator('input[name=email]').fill('bloccato@example.com');
      await page.locator('input[name=password]').fill(`sbagliata-${i}`);
      await page.getByRole('button', { name: 'Accedi' }).click();
      if (i < 4) {
        await toasts(page).filter({ hasText: 'Utente o password non validi' }).first().waitFor();
        await page.locator('input[name=password]').and(page.locator('[value=""]')).waitFor();
      }
    }
    const locked = page.getByTestId('login-locked');
    await locked.waitFor();
    await expect(locked.textContent()).resolves.toMatch(
      /^Troppi tentativi di accesso: riprovare tra 15 minuti \(alle \d{2}:\d{2}\)\.$/,
    );
    // One lock-out message (the earlier wrong-password toasts may still be fading out).
    await expect(page.getByRole('alert').filter({ hasText: 'Troppi tentativi' }).count()).resolves.toBe(1);
    await expect(toasts(page).filter({ hasText: 'Troppi tentativi' }).count()).resolves.toBe(0);
    await expect(page.getByTestId('login-submit').isDisabled()).resolves.toBe(true);
  });
});
