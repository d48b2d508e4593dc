import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPhoneContext } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { loginWithAtoken, PASSWORD, presetLocalSettings } from './support/app';

describe('reader input', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let context: BrowserContext;
  let page: Page;
  const jsDialogs: string[] = [];

  const rows = () => page.getByTestId('reader-test-row');
  const codes = () => page.getByTestId('reader-test-code').allTextContents();

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    const { atoken } = await server.createUser({ email: 'op@example.com', password: PASSWORD });
    context = await newPhoneContext(browser);
    await presetLocalSettings(context, { readerUrl: reader.url, debug: true, sound: false });
    page = await context.newPage();
    page.on('dialog', (d) => {
      jsDialogs.push(d.message());
      void d.dismiss();
    });
    await loginWithAtoken(page, server.url, atoken);
    await page.goto(`${server.url}/settings`);
    await page.getByText('Prova lettore').waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  it('shows the reader connected, disconnected, and connected again by itself', async () => {
    const status = page.getByTestId('reader-status');
    await page.locator('[data-testid=reader-status][data-state=connected]').waitFor();
    await expect(status.getAttribute('aria-label')).resolves.toBe('Lettore connesso');
    await reader.stop();
    await page.locator('[data-testid=reader-status][data-state=disconnected]').waitFor();
    await expect(status.getAttribute('aria-label')).resolves.toBe('Lettore non connesso');
    await reader.start();
    await page.locator('[data-testid=reader-status][data-state=connected]').waitFor({ timeout: 15_000 });
    await reader.waitForClients(1);
  });

  it('delivers a barcode and a tag to the screen in front', async () => {
    reader.send('Barcode (8001234567890) [EAN13]');
    await rows().filter({ hasText: '8001234567890' }).waitFor();
    reader.send('E28011606000020000000001');
    await rows().filter({ hasText: 'E28011606000020000000001' }).waitFor();
    await expect(rows().nth(0).getAttribute('data-kind')).resolves.toBe('tag');
    await expect(rows().nth(1).getAttribute('data-kind')).resolves.toBe('barcode');
    await expect(rows().nth(1).getAttribute('data-source')).resolves.toBe('reader');
  });

  it('accepts a keyboard-wedge scanner (a fast burst of keys ending in Enter)', async () => {
    await page.getByTestId('page-title').click();
    await page.keyboard.type('WEDGE0042');
    await page.keyboard.press('Enter');
    const row = rows().filter({ hasText: 'WEDGE0042' });
    await row.waitFor();
    await expect(row.getAttribute('data-source')).resolves.toBe('wedge');
    await expect(row.getAttribute('data-kind')).resolves.toBe('barcode');
  });

  it('ignores readings while a dialog is open (on screens that ask so)', async () => {
    await page.evaluate(() => void window.warehouseDebug?.dialogs.confirm('Confermi?'));
    await page.getByRole('button', { name: 'SI', exact: true }).waitFor();
    reader.send('IGNORED-WHILE-OPEN');
    // The debug area sees every reading: once it shows this one, the screen has had its chance.
    await page.getByTestId('debug-last').filter({ hasText: 'IGNORED-WHILE-OPEN' }).waitFor();
    await page.getByRole('button', { name: 'No' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    reader.send('AFTER-CLOSE');
    await rows().filter({ hasText: 'AFTER-CLOSE' }).waitFor();
    expect(await codes()).not.toContain('IGNORED-WHILE-OPEN');
  });

  it('a line that cannot be parsed gives the reading warning', async () => {
    reader.send('   ');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Lettura Barcode/TAG').waitFor();
    await dialog.getByText('Errore nella lettura del barcode/tag').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows a hostile tag code as text, never as HTML', async () => {
    const code = '<img src=x onerror=alert(1)>';
    reader.send(code);
    const row = rows().filter({ hasText: code });
    await row.waitFor();
    await expect(page.getByTestId('reader-test-code').first().textContent()).resolves.toBe(code);
    await expect(page.locator('img').count()).resolves.toBe(0);
    await page.evaluate(
      (c) =>
        void window.warehouseDebug?.dialogs.warning(
          `TAG ${c} già inserito.<br>Controllare prima di fare l'assegnazione!`,
        ),
      code,
    );
    const message = page.getByTestId('dialog-message');
    await message.waitFor();
    await expect(message.textContent()).resolves.toBe(
      `TAG ${code} già inserito.Controllare prima di fare l'assegnazione!`,
    );
    await expect(message.locator('br').count()).resolves.toBe(1);
    await expect(page.locator('img').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'OK' }).click();
    expect(jsDialogs).toEqual([]);
  });

  it('the debug test mode emits tag readings until it is switched off', async () => {
    const toggle = page.getByTestId('debug-test-mode');
    await toggle.click();
    await rows().filter({ hasText: 'E28011606000020000000002' }).waitFor();
    await rows().filter({ hasText: 'E28011606000020000000003' }).waitFor();
    await toggle.click();
    await expect(rows().first().getAttribute('data-source')).resolves.toBe('debug');
    await expect(rows().first().getAttribute('data-kind')).resolves.toBe('tag');
  });

  it('the debug area sends a simulated reading', async () => {
    await page.getByTestId('debug-input').fill('Barcode (SIM-1) [CODE128]');
    await page.getByRole('button', { name: 'Invia' }).click();
    const row = rows().filter({ hasText: 'SIM-1' });
    await row.waitFor();
    await expect(row.getAttribute('data-source')).resolves.toBe('debug');
  });
});
