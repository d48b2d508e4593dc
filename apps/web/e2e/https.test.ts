import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPhoneContext } from './support/browser';
import { startTestServer, type TestServer } from './support/server';
import { PASSWORD } from './support/app';

/**
 * A handheld reaching the server by a name of the network (not localhost) over HTTPS, with the
 * installation's own authority trusted as a handheld does after installing it: Chromium resolves
 * warehouse.test to the loopback server and trusts certificates chained to that authority's key.
 */
describe('handhelds over HTTPS by the local authority', () => {
  const NAME = 'warehouse.test';
  let server: TestServer;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    server = await startTestServer({ https: { names: [NAME] } });
    browser = await launchBrowser([
      `--host-resolver-rules=MAP ${NAME} 127.0.0.1`,
      `--ignore-certificate-errors-spki-list=${server.authority!.caSpkiSha256}`,
    ]);
    origin = `https://${NAME}:${server.httpsPort}`;
    await server.setSetting('track.enable_shipping', 'true');
    await server.setSetting('track.enable_receipt', 'true');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('offers the authority on plain HTTP, redirects the app to HTTPS, and starts offline from its service worker', async () => {
    const context = await newPhoneContext(browser, { serviceWorkers: 'allow' });
    const page = await context.newPage();

    // What a handheld opens first: the page with the certificate to trust.
    const plain = `http://${NAME}:${server.plainPort}`;
    await page.goto(`${plain}/ca`);
    await page.getByRole('heading', { name: 'Certificato per i palmari' }).waitFor();
    expect(await page.locator('figure svg').count()).toBe(2);
    const certificateLink = page.getByRole('link', { name: `${plain}/ca.crt` });
    const download = await Promise.all([page.waitForEvent('download'), certificateLink.click()]).then(
      ([d]) => d,
    );
    expect(download.suggestedFilename()).toBe('warehouse-ca.crt');

    // Any other address on plain HTTP goes to the same one over HTTPS.
    const { atoken } = await server.createUser({ email: 'https@example.com', password: PASSWORD });
    await page.goto(`${plain}/?atoken=${atoken}`);
    await page.waitForURL(`${origin}/home`);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);

    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.getByTestId('home-menu').waitFor();
    const entries = page.locator('[data-testid^="home-entry-"]');
    const online = await entries.allTextContents();
    expect(online).toEqual(expect.arrayContaining(['USCITA MERCE', 'INGRESSO MERCE']));

    // The network gone (the Wi-Fi drops): a reload brings the same modules back from the device,
    // with one notice saying the server cannot be reached, and no toast.
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('home-offline').waitFor();
    expect(await page.getByTestId('home-offline').textContent()).toBe(
      "Server non raggiungibile: moduli dell'ultimo collegamento",
    );
    expect(await entries.allTextContents()).toEqual(online);
    expect(await page.getByText('Server non raggiungibile').count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(1);
    await context.setOffline(false);
    await context.close();
  });
});
