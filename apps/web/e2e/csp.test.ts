/**
 * The app under its Content-Security-Policy (apps/server/src/http/security-headers.ts): every
 * screen, the camera's WASM decoder and the back office run with no violation reported, whether
 * by a `securitypolicyviolation` event or by a console error. And the automatic-login address
 * leaves the address bar and the history once used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP } from './support/admin';
import { loginWithAtoken, presetLocalSettings } from './support/app';
import { FAKE_CAMERA, launchBrowser, newPhoneContext } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { seedBasics, seedUser } from './support/goods';

/** Violations reported in any page of the context, as "directive blocked-uri" or console text. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const found: string[] = [];
  await context.exposeFunction('reportCspViolation', (text: string) => found.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} at ${location.pathname}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content.Security.Policy|Refused to (load|execute|apply|compile|frame)/i.test(message.text()))
      found.push(`console: ${message.text()}`);
  });
  return found;
}

const SCREENS = [
  '/home',
  '/settings',
  '/order/selection',
  '/picking/selection',
  '/project/selection',
  '/package/selection',
  '/incoming',
  '/outgoing',
  '/store/selection?picking=false',
  '/print/price_label',
  '/inventory/selection',
  '/movement',
];

const ADMIN_SCREENS = [
  '/admin',
  '/admin/items',
  '/admin/items/new',
  '/admin/users',
  '/admin/projects',
  '/admin/packages',
  '/admin/print_jobs',
  '/admin/import/items',
];

describe('the app under its Content-Security-Policy', () => {
  let server: TestServer;
  let reader: FakeReader;
  let browser: Browser;
  let atoken: string;

  beforeAll(async () => {
    [server, reader, browser] = await Promise.all([
      startTestServer(),
      startFakeReader(),
      launchBrowser(FAKE_CAMERA),
    ]);
    const basics = await seedBasics(server);
    atoken = (await seedUser(server, 'csp@example.com', basics.locations.receiving)).atoken;
  });
  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  /** Opens `path` and waits until the screen is rendered. */
  async function visit(page: Page, path: string) {
    await page.goto(`${server.url}${path}`);
    // Rendered: the screen shows text (Mantine's own <style> comes first, hidden).
    await page.waitForFunction(() => (document.querySelector('#root')?.textContent ?? '').trim().length > 0);
  }

  it('every handheld screen and the camera run with no violation; the atoken leaves the address bar', async () => {
    const context = await newPhoneContext(browser);
    const violations = await watchViolations(context);
    await presetLocalSettings(context, { readerUrl: reader.url, sound: false, vibration: false });
    const page = await context.newPage();
    await visit(page, '/login');
    await page.locator('input[name=email]').waitFor();

    await loginWithAtoken(page, server.url, atoken);
    expect(page.url()).not.toContain('atoken');
    await page.goBack();
    expect(page.url()).not.toContain('atoken');

    for (const path of SCREENS) await visit(page, path);

    // The camera: Chromium on Linux has no BarcodeDetector, so the zxing WASM is compiled and run.
    await visit(page, '/incoming');
    const wasm = page.waitForResponse((r) => /zxing_reader-[\w-]+\.wasm$/.test(r.url()));
    await page.getByTestId('camera-scan').click();
    await page.getByTestId('camera-hint').filter({ hasText: 'Inquadrare il barcode' }).waitFor();
    expect((await wasm).status()).toBe(200);
    await page.getByTestId('camera-close').click();
    await page.getByTestId('camera-view').waitFor({ state: 'detached' });

    expect(violations).toEqual([]);
    await context.close();
  });

  it('the back office, a label preview included, runs with no violation', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'it-IT', serviceWorkers: 'block' });
    const violations = await watchViolations(context);
    const page = await context.newPage();
    await loginWithAtoken(page, server.url, atoken);
    for (const path of ADMIN_SCREENS) await visit(page, path);

    await visit(page, '/admin/print_templates/new');
    const preview = page.getByRole('img', { name: "Anteprima dell'etichetta" });
    await page.getByTestId('field-body').fill('^XA^PW400^LL200^FO20,20^A0N,60,60^FDCSP^FS^XZ');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid=template-preview] img');
      return img !== null && img.src.startsWith('data:image/png') && img.complete && img.naturalWidth > 0;
    });
    await expect(preview.isVisible()).resolves.toBe(true);

    expect(violations).toEqual([]);
    await context.close();
  });
});
