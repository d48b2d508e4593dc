import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginWithAtoken } from './support/app';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import {
  barcodeLine,
  eventually,
  openScreen,
  readingsOf,
  seedCatalog,
  seedOperator,
  type Catalog,
} from './support/picking-store';

const DESKTOP = { width: 1280, height: 800 } as const;

/** The back office's CSV import at 1280×800: the preview names every bad row before anything is written. */
describe('/admin/import/:resource', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let context: BrowserContext;
  let page: Page;
  let catalog: Catalog;
  let atoken: string;

  const itemCodes = async () =>
    (await server.db.selectFrom('items').select('code').orderBy('code').execute()).map(
      (r) => r.code as string,
    );

  async function chooseCsv(name: string, csv: string) {
    await page
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('import-mapping').waitFor();
  }

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    catalog = await seedCatalog(server);
    ({ atoken } = await seedOperator(server, 'admin@example.com'));
    context = await browser.newContext({
      viewport: DESKTOP,
      locale: 'it-IT',
      serviceWorkers: 'block',
      acceptDownloads: true,
    });
    page = await context.newPage();
    await loginWithAtoken(page, server.url, atoken);
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  it('items with three bad rows: the preview names them and writes nothing; then only the valid rows', async () => {
    await page.goto(`${server.url}/admin/import/items`);
    await page.getByText('Importa CSV: Articoli').waitFor();
    const before = await itemCodes();
    await chooseCsv(
      'articoli.csv',
      [
        'Codice;Descrizione;barcode;additional_barcodes;quantity',
        'NEW-1;Nuovo uno;9900000000011;9900000000012|9900000000013;10',
        'NEW-2;=HYPERLINK("x");9900000000021;;tre', // line 3: bad number
        'NEW-3;Nuovo tre;9900000000031;;2,5',
        'NEW-1;Doppione;9900000000041;;1', // line 5: code twice
        `NEW-4;Barcode preso;${catalog.items[0]!.barcode};;1`, // line 6: another item's barcode
      ].join('\n'),
    );
    await page.getByRole('button', { name: 'Verifica' }).click();
    const errors = page.getByTestId('import-errors');
    await errors.waitFor();
    const rows = await errors.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^3Quantità.*Numero non valido/);
    expect(rows[1]).toMatch(/^5Codice.*già presente alla riga 2/);
    expect(rows[2]).toMatch(/^6Barcode.*già assegnato all'articolo ART-001/);
    await page.getByText('Righe: 5 · valide: 2 · con errori: 3').waitFor();
    await page.getByText('Verifica eseguita: nulla è stato ancora scritto.').waitFor();
    expect(await itemCodes()).toEqual(before);
    // All or nothing with bad rows cannot start; only the valid rows can.
    await expect(page.getByRole('button', { name: 'Importa' }).isDisabled()).resolves.toBe(true);
    await page.screenshot({ path: '/tmp/admin-import-preview.png', fullPage: true });

    await page.getByText('Solo le righe valide', { exact: true }).click();
    await page.getByRole('button', { name: 'Importa' }).click();
    await page
      .getByTestId('import-result')
      .filter({ hasText: 'Importazione completata: 2 righe scritte' })
      .waitFor();
    expect(await itemCodes()).toEqual([...before, 'NEW-1', 'NEW-3'].sort());

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica le righe scartate' }).click();
    const report = await readFile(await (await download).path(), 'utf8');
    const lines = report
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Riga;Errori;Codice;Descrizione;barcode;additional_barcodes;quantity');
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(['3', '5', '6']);
    // The formula the file carried is neutralised in the report.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    await page.screenshot({ path: '/tmp/admin-import-done.png', fullPage: true });
  });

  it('the mapping chosen for a model is remembered for the next file', async () => {
    await page.goto(`${server.url}/admin/import/items`);
    await chooseCsv('altro.csv', 'Articolo;Testo\nNEW-9;Nove\n');
    const select = page.locator('input[aria-label="Campo: Articolo"]');
    await select.click();
    await page.getByRole('option', { name: 'Codice (obbligatorio)' }).click();
    await page.getByRole('button', { name: 'Verifica' }).click();
    await page.getByText('Righe: 1 · valide: 1 · con errori: 0').waitFor();
    await page.goto(`${server.url}/admin/import/items`);
    await chooseCsv('altro.csv', 'Articolo;Testo\nNEW-9;Nove\n');
    await expect(page.locator('input[aria-label="Campo: Articolo"]').inputValue()).resolves.toBe(
      'Codice (obbligatorio)',
    );
  });

  it('an operator is refused with a clear message', async () => {
    const operator = await server.createUser({
      email: 'op@example.com',
      password: 'password-123',
      roles: ['operatore'],
    });
    const other = await browser.newContext({ viewport: DESKTOP, locale: 'it-IT', serviceWorkers: 'block' });
    const refused = await other.newPage();
    await loginWithAtoken(refused, server.url, operator.atoken);
    await refused.goto(`${server.url}/admin/import/items`);
    // The back office's guard answers first (the server refuses the import to an operator too: 403).
    await refused.getByTestId('admin-refused').getByText('Accesso non consentito').waitFor();
    await expect(refused.locator('input[type=file]').count()).resolves.toBe(0);
    await other.close();
  });

  it('an order with lines imported, then picked on the handheld by reading a barcode', async () => {
    await page.goto(`${server.url}/admin/import/projects`);
    const [a, b] = catalog.items;
    await chooseCsv(
      'ordini.csv',
      [
        'name;project_typology;item;quantity;location',
        `LP-IMPORT;LP;${a!.code};3;A01-01`,
        `LP-IMPORT;;${b!.code};1;`,
      ].join('\n'),
    );
    await page.getByRole('button', { name: 'Verifica' }).click();
    await page.getByText('Tutte le righe sono valide. Nulla è stato ancora scritto.').waitFor();
    await page.getByRole('button', { name: 'Importa' }).click();
    await page
      .getByTestId('import-result')
      .filter({ hasText: 'Importazione completata: 2 righe scritte' })
      .waitFor();
    const order = await server.db
      .selectFrom('projects')
      .select('id')
      .where('name', '=', 'LP-IMPORT')
      .executeTakeFirstOrThrow();

    const phone = await openScreen(browser, server, reader, atoken, '/picking/selection');
    const list = phone.page.locator('[data-testid=lists-table] [data-testid=table-row]', {
      hasText: 'LP-IMPORT',
    });
    await list.waitFor();
    await list.locator('td').nth(1).click();
    await phone.page.getByTestId('manage-selection').click();
    await phone.page.waitForURL((url) => url.pathname === '/picking/management');
    await phone.page.locator('[data-testid=picks-table] [data-testid=table-row]').first().waitFor();
    reader.send(barcodeLine(a!.barcode));
    const modal = phone.page.getByTestId('pick-modal');
    await modal.waitFor();
    await expect(modal.getByTestId('pick-code').textContent()).resolves.toBe(a!.code);
    await expect(modal.getByTestId('pick-expected').textContent()).resolves.toBe('3 (Già inserita: 0)');
    await modal.getByTestId('pick-quantity').fill('3');
    await modal.getByTestId('pick-confirm').click();
    await modal.waitFor({ state: 'detached' });
    const readings = await eventually(async () => {
      const r = await readingsOf(server, order.id as number);
      expect(r).toHaveLength(1);
      return r;
    });
    expect(readings[0]).toMatchObject({ item_id: a!.id, quantity: 3 });
    await phone.context.close();
  });
});
