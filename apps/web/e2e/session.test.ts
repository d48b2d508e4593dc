import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser, newPhoneContext } from './support/browser';
import { startTestServer, type TestServer } from './support/server';
import { loginWithAtoken, PASSWORD } from './support/app';

describe('session', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let atoken: string;
  let otherToken: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    ({ atoken } = await server.createUser({ email: 'anna@example.com', password: PASSWORD }));
    await server.createUser({ email: 'luca@example.com', password: PASSWORD });
    await server.setSetting('track.enable_receipt', 'true');
    await server.setSetting('track.enable_inventory', 'true');
    const res = await fetch(`${server.url}/api/v2/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth: { email: 'luca@example.com', password: PASSWORD } }),
    });
    otherToken = res.headers.get('token') ?? '';
    expect(otherToken).not.toBe('');
    context = await newPhoneContext(browser);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('every request carries the token of the last response that renewed it', async () => {
    const seen: { auth: string | undefined; renewed: string | null; path: string }[] = [];
    const listener = async (response: Response) => {
      if (!response.url().includes('/api/v2/')) return;
      seen.push({
        path: new URL(response.url()).pathname,
        auth: response.request().headers().authorization,
        renewed: (await response.allHeaders()).token ?? null,
      });
    };
    page.on('response', listener);
    await loginWithAtoken(page, server.url, atoken);
    await page.getByTestId('home-menu').waitFor();
    await page.reload();
    await page.getByTestId('home-menu').waitFor();
    page.off('response', listener);
    expect(seen.map((s) => s.path)).toEqual([
      '/api/v2/authenticate',
      '/api/v2/info/settings',
      '/api/v2/info/settings',
    ]);
    for (let i = 1; i < seen.length; i++) expect(seen[i]?.auth).toBe(`Bearer ${seen[i - 1]?.renewed}`);
  });

  it('a token header on a response replaces the stored token, and the next call uses it', async () => {
    // The server answers with another valid token (another user's): the app must switch to it.
    await page.route('**/api/v2/info/settings*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), token: otherToken } });
    });
    await page.goto(`${server.url}/home`);
    await page.getByTestId('home-menu').waitFor();
    await page.unroute('**/api/v2/info/settings*');
    await expect(page.evaluate(() => localStorage.getItem('warehouse.token'))).resolves.toBe(otherToken);
    const request = page.waitForRequest('**/api/v2/info/settings*');
    await page.reload();
    await expect((await request).headerValue('authorization')).resolves.toBe(`Bearer ${otherToken}`);
  });

  it("a 401 asks for the password over the screen; 'Cambia utente' goes to /login, forgetting the session", async () => {
    await loginWithAtoken(page, server.url, atoken);
    await page.getByTestId('home-menu').waitFor();
    await page.evaluate(() => localStorage.setItem('warehouse.token', 'expired.or.forged'));
    // Leave and come back inside the app: the home menu asks for the settings with the bad token.
    await page.getByRole('button', { name: 'Impostazioni' }).click();
    await page.waitForURL(`${server.url}/settings`);
    await page.getByTestId('nav-back').click();
    const dialog = page.getByRole('dialog', { name: 'Sessione scaduta' });
    await dialog.getByText('Utente: anna@example.com').waitFor();
    await expect(page.getByTestId('toast').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Cambia utente' }).click();
    await page.waitForURL(`${server.url}/login`);
    await expect(page.evaluate(() => localStorage.getItem('warehouse.user'))).resolves.toBeNull();
    await expect(page.evaluate(() => localStorage.getItem('warehouse.token'))).resolves.toBeNull();
    await expect(page.getByTestId('toast').count()).resolves.toBe(0);
  });
});
