import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPhoneContext } from './support/browser';
import { startTestServer, type TestServer } from './support/server';
import { presetLocalSettings } from './support/app';

/**
 * Toasts and dialogs in the real browser. Exact durations are unit-tested with fake timers
 * (test/unit/dialogs.test.ts, toasts.test.ts); here: they show, they go by themselves within generous
 * bounds, and their buttons answer.
 */
describe('toasts and dialogs', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const context = await newPhoneContext(browser);
    await presetLocalSettings(context, { debug: true, readerUrl: 'ws://127.0.0.1:9' });
    page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByText('Accedi a Warehouse').waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a toast is dark by default, shows, and goes by itself', async () => {
    const started = Date.now();
    await page.evaluate(() => void window.warehouseDebug?.toast('Salvataggio in corso...'));
    const toast = page.getByTestId('toast').filter({ hasText: 'Salvataggio in corso...' });
    await toast.waitFor();
    await expect(toast.getAttribute('data-color')).resolves.toBe('dark');
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  });

  it('info and warning dialogs close by themselves; the error dialog waits for Continua', async () => {
    const started = Date.now();
    const errorDone = page.evaluate(() =>
      window.warehouseDebug?.dialogs.error('Errore grave').then(() => 'continued'),
    );
    await page.evaluate(() => void window.warehouseDebug?.dialogs.info('Articolo inserito correttamente!'));
    const info = page.getByRole('dialog').filter({ hasText: 'Articolo inserito correttamente!' });
    await info.waitFor();
    await info.waitFor({ state: 'detached', timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
    const error = page.getByRole('dialog').filter({ hasText: 'Errore grave' });
    await expect(error.isVisible()).resolves.toBe(true);
    await error.getByRole('button', { name: 'Continua' }).click();
    await expect(errorDone).resolves.toBe('continued');
    await error.waitFor({ state: 'detached' });

    await page.evaluate(() => void window.warehouseDebug?.dialogs.warning('TAG già inserito!'));
    const warning = page.getByRole('dialog').filter({ hasText: 'TAG già inserito!' });
    await warning.getByText('Attenzione').waitFor();
    await warning.waitFor({ state: 'detached', timeout: 15_000 });
  });

  it("a 500-character code's message fits the 360×640 screen with its OK button", async () => {
    const code = '8'.repeat(500);
    await page.evaluate(
      (c) => void window.warehouseDebug?.dialogs.error(`Articolo non trovato!<br>Codice letto: ${c}`),
      code,
    );
    const dialog = page.getByRole('dialog').filter({ hasText: 'Articolo non trovato!' });
    const button = dialog.getByRole('button', { name: 'Continua' });
    await button.waitFor();
    const box = await button.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 640 && box.x + box.width <= 360).toBe(true);
    await button.click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("the yes/no dialog answers 'SI' and 'No'", async () => {
    const yes = page.evaluate(() => window.warehouseDebug?.dialogs.confirm('Confermi la cancellazione?'));
    await page.getByRole('button', { name: 'SI', exact: true }).click();
    await expect(yes).resolves.toBe(true);
    const no = page.evaluate(() => window.warehouseDebug?.dialogs.confirm('Confermi la cancellazione?'));
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(no).resolves.toBe(false);
  });

  it("the prompt marks its required field, keeps 'OK' disabled while empty, and answers 'OK' or 'Annulla'", async () => {
    const answer = page.evaluate(() =>
      window.warehouseDebug?.dialogs.prompt('Numero di cartellini', { label: 'Quantità' }),
    );
    const dialog = page.getByRole('dialog');
    const ok = dialog.getByRole('button', { name: 'OK' });
    await ok.waitFor();
    await expect(dialog.locator('label').textContent()).resolves.toMatch(/Quantità\s*\*/);
    await expect(ok.isDisabled()).resolves.toBe(true);
    await page.getByTestId('dialog-prompt-input').fill('3');
    await expect(ok.isEnabled()).resolves.toBe(true);
    await ok.click();
    await expect(answer).resolves.toBe('3');

    const cancelled = page.evaluate(() => window.warehouseDebug?.dialogs.prompt('Nome', { label: 'Nome' }));
    await page.getByRole('button', { name: 'Annulla' }).click();
    await expect(cancelled).resolves.toBeNull();
  });
});
