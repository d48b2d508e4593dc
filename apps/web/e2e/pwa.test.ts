import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPhoneContext } from './support/browser';
import { startTestServer, type TestServer } from './support/server';
import { PASSWORD } from './support/app';

describe('installable app shell', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    // Two modules: the home shows its menu (a single entry would open directly).
    await server.setSetting('track.enable_shipping', 'true');
    await server.setSetting('track.enable_receipt', 'true');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('has a manifest, precaches the shell in a service worker, never caches /api, and starts offline', async () => {
    const { atoken } = await server.createUser({ email: 'pwa@example.com', password: PASSWORD });
    const context = await newPhoneContext(browser, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${server.url}/?atoken=${atoken}`);
    await page.waitForURL(`${server.url}/home`);

    const manifestHref = await page.locator('link[rel=manifest]').getAttribute('href');
    const manifest = await (await fetch(new URL(manifestHref ?? '', server.url))).json();
    expect(manifest).toMatchObject({ name: 'Warehouse', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );

    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((u) => u.startsWith('/assets/') && u.endsWith('.js'))).toBe(true);
    expect(cached.filter((u) => u.startsWith('/api/'))).toEqual([]);

    // The shell comes from the cache: with the network gone the login screen still opens.
    await page.reload();
    await page.getByTestId('home-menu').waitFor();
    await context.setOffline(true);
    await page.goto(`${server.url}/login`);
    await page.getByText('Accedi a Warehouse').waitFor();
    await context.setOffline(false);
    await context.close();
  });
});
