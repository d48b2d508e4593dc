import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { answerDialog } from './support/app';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { documentOf, readingsOf, seedInventoryData, type InventoryDemo } from './support/inventory';
import { openScreen, type Screen } from './support/screen';
import { startTestServer, type TestServer } from './support/server';

const barcodeLine = (code: string) => `Barcode (${code}) [EAN13]`;
const ABOVE_EXPECTED =
  'La Quantità inserita sommata alla Quantità rilevata in precedenza è superiore alla Quantità Prevista!';

describe('inventory counting', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let demo: InventoryDemo;
  let screen: Screen | null = null;
  let page: Page;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    demo = await seedInventoryData(server);
  });
  afterAll(async () => {
    await screen?.context.close();
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  async function open(path: string) {
    await screen?.context.close();
    screen = await openScreen(browser, server, reader, demo.atoken, path);
    page = screen.page;
  }
  const barcodeOf = async (code: string) =>
    (await server.db.selectFrom('items').select('barcode').where('code', '=', code).executeTakeFirstOrThrow())
      .barcode as string;
  const row = (code: string) => page.getByTestId('table-row').filter({ hasText: code });
  const detected = (code: string) => row(code).getByTestId('line-row-detected');
  const modal = () => page.getByTestId('line-modal');
  async function enter(quantity: string) {
    await modal().getByTestId('line-quantity').fill(quantity);
    await modal().getByTestId('line-confirm').click();
  }
  const warning = (text: string) => page.getByTestId('dialog-warning').filter({ hasText: text });
  const choose = async (testId: string, option: string) => {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  describe('/inventory/selection', () => {
    it('chains inventory and location, refuses unknown readings and proceeds to the three destinations', async () => {
      await open('/inventory/selection');
      const location = page.getByTestId('location-select');
      const proceed = page.getByTestId('inventory-proceed');
      expect(await location.isDisabled()).toBe(true);
      expect(await proceed.isDisabled()).toBe(true);

      reader.send(barcodeLine('INV-NESSUNO'));
      await warning('Inventario non trovato!').waitFor();
      await answerDialog(page, 'warning', 'OK');
      reader.send(`INV-${demo.year}-B`);
      await expect.poll(() => page.getByTestId('inventory-select').inputValue()).toBe(`INV-${demo.year}-B`);
      expect(await location.isDisabled()).toBe(false);
      expect(await proceed.isDisabled()).toBe(true);
      reader.send('Z99-99');
      await warning('Ubicazione non trovata!').waitFor();
      await answerDialog(page, 'warning', 'OK');
      reader.send('B01-02');
      await expect.poll(() => location.inputValue()).toBe('B01-02');
      await proceed.click();
      const list = await demo.idOf('projects', 'name', `INV-${demo.year}-B`);
      const b0102 = await demo.idOf('locations', 'name', 'B01-02');
      await page.waitForURL(
        `**/inventory/list_management/${list}?free=false&picking=false&location=${b0102}`,
      );
      await page.getByTestId('count-table').waitFor();

      // Free: the flags come from the URL; the location is still required.
      await page.goto(`${server.url}/inventory/selection?free=true&picking=false`);
      await choose('inventory-select', `INV-${demo.year}-LIBERO`);
      expect(await page.getByTestId('inventory-proceed').isDisabled()).toBe(true);
      // A new location made from the selection.
      await page.getByTestId('location-new').click();
      await page.getByTestId('dialog-prompt').locator('input').fill('D09-09');
      await answerDialog(page, 'prompt', 'OK');
      await expect.poll(() => page.getByTestId('location-select').inputValue()).toBe('D09-09');
      await page.getByTestId('inventory-proceed').click();
      const free = await demo.idOf('projects', 'name', `INV-${demo.year}-LIBERO`);
      const d0909 = await demo.idOf('locations', 'name', 'D09-09');
      await page.waitForURL(`**/inventory/free_management/${free}?free=true&picking=false&location=${d0909}`);

      // Mixed: free and picking both true, no location needed, to the documents.
      await page.goto(`${server.url}/inventory/selection?free=true&picking=true`);
      await choose('inventory-select', `INV-${demo.year}-MISTO`);
      expect(await page.getByTestId('inventory-proceed').isDisabled()).toBe(false);
      await page.getByTestId('inventory-proceed').click();
      const mixed = await demo.idOf('projects', 'name', `INV-${demo.year}-MISTO`);
      await page.waitForURL(`**/inventory/selection/${mixed}?free=true&picking=true`);
      await page.getByTestId('documents-table').waitFor();
    });
  });

  describe('/inventory/list_management', () => {
    it('refuses going above the expected quantity, adds to the reading, concludes after confirmation', async () => {
      const list = await demo.idOf('projects', 'name', `INV-${demo.year}-B`);
      const b0101 = await demo.idOf('locations', 'name', 'B01-01');
      await open(`/inventory/list_management/${list}?free=false&picking=false&location=${b0101}`);
      await expect
        .poll(() => page.getByTestId('count-place').textContent())
        .toBe(`INV-${demo.year}-B · B01-01`);

      // BIR-33: 48 expected, 24 counted; the dialog starts at the remaining 24.
      reader.send(barcodeLine(await barcodeOf('BIR-33')));
      await modal().waitFor();
      expect(await modal().getByTestId('line-quantity').inputValue()).toBe('24');
      await enter('25');
      await warning(ABOVE_EXPECTED).waitFor();
      await answerDialog(page, 'warning', 'OK');
      await enter('20');
      await expect.poll(() => detected('BIR-33').textContent()).toBe('44');
      await expect.poll(async () => (await readingsOf(server, list)).byCode['BIR-33']).toBe(44);
      // One reading per item and operator (issue 48): the demo's 24, counted by no one known, and
      // this operator's 20; the line says who counted how much.
      const rows = await server.db
        .selectFrom('project_rows')
        .select('quantity')
        .where('project_id', '=', list)
        .where('item_id', '=', await demo.idOf('items', 'code', 'BIR-33'))
        .orderBy('id')
        .execute();
      expect(rows.map((r) => Number(r.quantity))).toEqual([24, 20]);
      // The line shows the outbox's pending 20 at once (44 above); who counted it comes with the
      // server's answer, which may land after the row is committed.
      await expect
        .poll(() => row('BIR-33').getByTestId('line-counted-by').textContent())
        .toBe('operatore sconosciuto 24 · contatore 20');

      // An item of another shelf is not in this list.
      reader.send(barcodeLine(await barcodeOf('PAS-500')));
      await warning('Articolo non trovato!').waitFor();
      await answerDialog(page, 'warning', 'OK');

      await page.getByTestId('count-conclude').click();
      await answerDialog(
        page,
        'confirm',
        'SI',
        "Le quantità rilevate non corrispondono a quelle previste. Confermi comunque la chiusura dell'inventario?",
      );
      await page.waitForURL('**/inventory/selection?free=false&picking=false');
      const document = await documentOf(server, list, 'B01-01');
      expect([document?.closed, document?.partial].map(Number)).toEqual([1, 0]);
    });

    it("'Esci/Sospendi' of a counted location asks, then marks its document partial", async () => {
      const list = await demo.idOf('projects', 'name', `INV-${demo.year}-B`);
      const b0102 = await demo.idOf('locations', 'name', 'B01-02');
      await open(`/inventory/list_management/${list}?free=false&picking=false&location=${b0102}`);
      await row('DET-LAV').click();
      await enter('5');
      await expect.poll(() => detected('DET-LAV').textContent()).toBe('5');
      await expect.poll(() => page.getByTestId('outbox-pending').count()).toBe(0);
      // The server is out of reach when the closing goes (a proxy answers 502 to the request and to
      // the client's own retries): the closing waits in the screen's command queue, says so, and
      // goes again by itself with the same key, as on every scan screen (lib/scan/closing-actions.tsx).
      const keys: string[] = [];
      await page.route('**/api/v2/projects/*?do=inventory_suspend', (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        return keys.length <= 4 ? route.fulfill({ status: 502, body: '' }) : route.continue();
      });
      await page.getByTestId('count-suspend').click();
      await answerDialog(
        page,
        'confirm',
        'SI',
        "Inventario non completato. Confermi la sospensione dell'inventario?",
      );
      await page.locator('[data-testid=pending-writes][data-state=waiting]').waitFor();
      await page.waitForURL('**/inventory/selection?free=false&picking=false');
      await page.unroute('**/api/v2/projects/*?do=inventory_suspend');
      expect(keys.length).toBe(5);
      expect(new Set(keys).size).toBe(1);
      const document = await documentOf(server, list, 'B01-02');
      expect([document?.closed, document?.partial].map(Number)).toEqual([0, 1]);
    });
  });

  describe('/inventory/free_management', () => {
    it('counts an item outside any list through a new line, and a counted item at each reading', async () => {
      const free = await demo.idOf('projects', 'name', `INV-${demo.year}-LIBERO`);
      const c0101 = await demo.idOf('locations', 'name', 'C01-01');
      await open(`/inventory/free_management/${free}?free=true&picking=false&location=${c0101}`);
      // GUA-NIT: stock is the expected quantity; each reading counts one at once.
      reader.send(barcodeLine(await barcodeOf('GUA-NIT')));
      reader.send(barcodeLine(await barcodeOf('GUA-NIT')));
      await expect.poll(() => detected('GUA-NIT').textContent()).toBe('42');

      reader.send(barcodeLine(await barcodeOf('PAS-500')));
      await modal().waitFor();
      expect(await modal().getByTestId('line-code').textContent()).toContain('PAS-500');
      // Each repeated reading of the same item adds one in the open dialog.
      reader.send(barcodeLine(await barcodeOf('PAS-500')));
      await expect.poll(() => modal().getByTestId('line-quantity').inputValue()).toBe('2');
      await enter('7');
      await expect.poll(() => detected('PAS-500').textContent()).toBe('7');
      await expect
        .poll(async () => (await readingsOf(server, free)).byCode)
        .toMatchObject({ 'GUA-NIT': 42, 'PAS-500': 7 });

      reader.send(barcodeLine('0000000000000'));
      await warning('Articolo non trovato!').waitFor();
      expect(await warning('Articolo non trovato!').textContent()).toContain('Codice letto: 0000000000000');
      await answerDialog(page, 'warning', 'OK');
    });
  });

  describe('/inventory/selection/{id} and mixed counting', () => {
    it('warns on a duplicate location and a closed document; counts with add, edit and delete; concludes', async () => {
      const mixed = await demo.idOf('projects', 'name', `INV-${demo.year}-MISTO`);
      await open(`/inventory/selection/${mixed}?free=true&picking=true`);
      await page.getByTestId('documents-table').waitFor();
      const names = await page
        .locator('[data-testid=documents-table] [data-testid=table-row] td:first-child')
        .allTextContents();
      expect(names).toEqual(['A02-01', 'SPEDIZIONE', 'B01-01', 'C01-01']);

      await page.getByTestId('document-new').click();
      await choose('document-location', 'A02-01');
      await page.getByTestId('document-confirm').click();
      await warning(`Ubicazione già presente in INV-${demo.year}-MISTO`).waitFor();
      await answerDialog(page, 'warning', 'OK');
      await page.getByTestId('document-cancel').click();

      await page.getByTestId('table-row').filter({ hasText: 'C01-01' }).click();
      await warning(
        `Ubicazione non accessibile. E' già stata dichiarata conclusa in INV-${demo.year}-MISTO`,
      ).waitFor();
      await answerDialog(page, 'warning', 'OK');

      await page.getByTestId('table-row').filter({ hasText: 'A02-01' }).click();
      const a0201 = await documentOf(server, mixed, 'A02-01');
      await page.waitForURL(
        `**/inventory/mixed_management/${mixed}?document=${a0201!.id}&free=true&picking=true`,
      );
      await expect.poll(() => page.getByTestId('count-location').inputValue()).toBe('A02-01');

      // Edit: a reading opens the line's dialog.
      reader.send(barcodeLine(await barcodeOf('CAF-250')));
      await modal().waitFor();
      await enter('5');
      await expect.poll(() => detected('CAF-250').textContent()).toBe('5');
      // Add from the searchable list.
      await page.getByTestId('line-add').click();
      await modal().getByTestId('line-item-select').fill('ZUC');
      await page.getByRole('option', { name: 'ZUC-1K - Zucchero semolato 1 kg' }).click();
      await enter('3');
      await expect.poll(() => detected('ZUC-1K').textContent()).toBe('3');
      // Delete, after confirmation.
      await row('OLI-1L').getByTestId('line-delete').click();
      await answerDialog(page, 'confirm', 'SI', "Confermi la cancellazione dell'articolo corrente?");
      await expect.poll(() => row('OLI-1L').count()).toBe(0);

      await expect
        .poll(async () => (await readingsOf(server, mixed)).byCode)
        .toMatchObject({ 'CAF-250': 5, 'ZUC-1K': 3 });
      const codes = await server.db
        .selectFrom('picks as p')
        .innerJoin('items as i', 'i.id', 'p.item_id')
        .select('i.code')
        .where('p.document_id', '=', a0201!.id as number)
        .orderBy('i.code')
        .execute();
      expect(codes.map((c) => c.code)).toEqual(['CAF-250', 'PAS-500', 'ZUC-1K']);

      await page.getByTestId('count-conclude').click();
      await answerDialog(page, 'confirm', 'SI');
      await page.waitForURL(`**/inventory/selection/${mixed}?free=true&picking=true`);
      const concluded = await documentOf(server, mixed, 'A02-01');
      expect([concluded?.closed, concluded?.partial].map(Number)).toEqual([1, 0]);
    });
  });
});
