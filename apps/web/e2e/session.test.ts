import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request, Response } from 'playwright-core';
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

  it('every request carries a token the server issued before it, and a reload starts from the newest', async () => {
    // The home screen asks for its settings and abilities at once, so two requests may carry the same
    // token: each must carry one the server had already handed out, never the first one again.
    const issued: string[] = [];
    const requests: { path: string; auth: string | undefined; issuedBefore: number }[] = [];
    const onRequest = (request: Request) => {
      if (!request.url().includes('/api/v2/')) return;
      const auth = request.headers().authorization;
      requests.push({ path: new URL(request.url()).pathname, auth, issuedBefore: issued.length });
    };
    const onResponse = (response: Response) => {
      const token = response.url().includes('/api/v2/') ? response.headers().token : undefined;
      if (token) issued.push(token);
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    await loginWithAtoken(page, server.url, atoken);
    await page.getByTestId('home-menu').waitFor();
    await page.waitForLoadState('networkidle');
    const [sentBeforeReload, issuedBeforeReload] = [requests.length, issued.length];
    await page.reload();
    await page.getByTestId('home-menu').waitFor();
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    page.off('response', onResponse);
    const homeCalls = ['/api/v2/info/abilities', '/api/v2/info/settings'];
    expect(requests[0]?.path).toBe('/api/v2/authenticate');
    expect(
      requests
        .slice(1, sentBeforeReload)
        .map((r) => r.path)
        .sort(),
    ).toEqual(homeCalls);
    expect(
      requests
        .slice(sentBeforeReload)
        .map((r) => r.path)
        .sort(),
    ).toEqual(homeCalls);
    for (const request of requests.slice(1)) {
      const known = issued.slice(0, request.issuedBefore).map((token) => `Bearer ${token}`);
      expect(known, request.path).toContain(request.auth);
    }
    // After the reload the stored token is one the home screen's answers renewed, not the login's.
    const renewedByHome = issued
      .slice(requests[1]?.issuedBefore, issuedBeforeReload)
      .map((t) => `Bearer ${t}`);
    expect(renewedByHome.length).toBeGreaterThan(0);
    for (const request of requests.slice(sentBeforeReload)) expect(renewedByHome).toContain(request.auth);
  });

  it('a token header on a response replaces the stored token, and the next call uses it', async () => {
    // The server answers with another valid token (another user's): the app must switch to it.
    await page.route('**/api/v2/info/settings*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), token: otherToken } });
    });
    // The home menu may show first from the modules kept on the device (issue 42): wait for the
    // settings' answer itself, and for the app to have taken its token.
    const settingsAnswered = page.waitForResponse('**/api/v2/info/settings*');
    await page.goto(`${server.url}/home`);
    await page.getByTestId('home-menu').waitFor();
    await settingsAnswered;
    await page.unroute('**/api/v2/info/settings*');
    await page.waitForFunction((token) => localStorage.getItem('warehouse.token') === token, otherToken);
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
