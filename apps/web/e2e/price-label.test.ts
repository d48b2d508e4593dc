import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { VirtualPrinter } from '../../server/src/printing/virtual-printer';
import { printedTexts } from '../../server/test/integration/support/labels';
import { answerDialog, expectNewToast } from './support/app';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { barcodeLine, insert, insertOne, openScreen, type Screen } from './support/goods';
import { startTestServer, type TestServer } from './support/server';
import { wedgeScan } from './support/wedge';

/** /print/price_label end to end: the store printer is a virtual Zebra printer on a free port. */
describe('price label printing (spec section 2)', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let printer: VirtualPrinter;
  let outDir: string;
  let atoken: string;
  let printerId: number;
  let screen: Screen | undefined;
  let page: Page;

  const open = async () => {
    screen = await openScreen(browser, server, reader, atoken, '/print/price_label');
    page = screen.page;
  };
  const field = (id: string) => page.getByTestId(id);

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'warehouse-e2e-labels-'));
    printer = new VirtualPrinter({ port: 0, outDir });
    const [s, b, r, address] = await Promise.all([
      startTestServer(),
      launchBrowser(),
      startFakeReader(),
      printer.start(),
    ]);
    [server, browser, reader] = [s, b, r];
    const plant = await insertOne(server, 'plants', { name: 'Negozio Verona' });
    printerId = await insertOne(server, 'printers', {
      name: 'Stampante Negozio',
      purpose: 'store',
      plant_id: plant,
      host: '127.0.0.1',
      port: address.port,
    });
    const [caffe] = await insert(server, 'items', [
      {
        code: 'ART-CAF',
        description: 'Caffè macinato Arabica 250 g',
        external_code: 'EXT-1',
        barcode: '8001234567897',
        retail_price: 4.9,
      },
      {
        code: 'ART-TE',
        description: 'Tè verde in foglie',
        external_code: 'EXT-2',
        barcode: '8000000000017',
        retail_price: 3.5,
      },
    ]);
    await insertOne(server, 'additional_barcodes', { code: 'ALT-CAFFE-1', item_id: caffe });
    ({ atoken } = await server.createUser({
      email: 'negozio@example.com',
      password: 'password-123',
      roles: ['operatore'],
      plantId: plant,
    }));
  });
  afterAll(async () => {
    await screen?.context.close();
    await Promise.all([browser?.close(), server?.close(), reader?.stop(), printer?.stop()]);
    rmSync(outDir, { recursive: true, force: true });
  });
  const closeScreen = async () => {
    await screen?.context.close();
    screen = undefined;
  };

  it('by search: the item’s fields, the preview, then the labels arrive at the printer', async () => {
    printer.state = 'ready';
    await open();
    await expect(field('price-label-print').isDisabled()).resolves.toBe(true);
    await field('price-label-item').fill('caff');
    await page.getByRole('option', { name: 'Caffè macinato Arabica 250 g' }).click();
    await expect(field('price-label-code').inputValue()).resolves.toBe('ART-CAF');
    await expect(field('price-label-description').inputValue()).resolves.toBe('Caffè macinato Arabica 250 g');
    await expect(field('price-label-external').inputValue()).resolves.toBe('EXT-1');
    await expect(field('price-label-barcode').inputValue()).resolves.toBe('8001234567897');
    await expect(field('price-label-price').inputValue()).resolves.toBe('€ 4,90');
    const preview = field('price-label-preview');
    await preview.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid=price-label-preview]');
      return img !== null && img.complete && img.naturalWidth === 480;
    });
    await field('price-label-count').fill('2');
    const before = printer.labels.length;
    await field('price-label-print').click();
    await answerDialog(page, 'info', 'OK', 'Stampa etichetta avvenuta correttamente. Etichette stampate: 2');
    const [label] = (await printer.waitForLabels(before + 1)).slice(before);
    expect(label!.copies).toBe(2);
    expect(printedTexts(label!.zpl)).toEqual(
      expect.arrayContaining(['Caffè macinato Arabica 250 g', 'Cod. ART-CAF', 'ID EXT-1', '€ 4,90']),
    );
    expect(label!.zpl).toContain('^BEN,80,Y,N^FD800123456789^FS');
    await page.screenshot({ path: join(outDir, 'price-label.png'), fullPage: true });
    await closeScreen();
  });

  it('by reading an additional barcode: the item is selected and printed', async () => {
    await open();
    reader.send(barcodeLine('ALT-CAFFE-1', 'CODE128'));
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('[data-testid=price-label-code]')?.value === 'ART-CAF',
    );
    reader.send(barcodeLine('8000000000017', 'EAN13'));
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('[data-testid=price-label-code]')?.value === 'ART-TE',
    );
    const before = printer.labels.length;
    await field('price-label-print').click();
    await answerDialog(page, 'info', 'OK', 'Etichette stampate: 1');
    const [label] = (await printer.waitForLabels(before + 1)).slice(before);
    expect(printedTexts(label!.zpl)).toContain('Tè verde in foglie');
    expect(label!.copies).toBe(1);
    await closeScreen();
  });

  it('an unknown code read: Articolo non trovato!, nothing selected', async () => {
    await open();
    reader.send(barcodeLine('NON-ESISTE'));
    const warning = page.getByTestId('dialog-warning').filter({ hasText: 'Articolo non trovato!' });
    await warning.waitFor();
    await expect(warning.textContent()).resolves.toContain('NON-ESISTE');
    await expect(field('price-label-code').inputValue()).resolves.toBe('');
    await closeScreen();
  });

  it('a wedge scan with the cursor in the label count chooses the item; the count keeps what was typed', async () => {
    await open();
    reader.send(barcodeLine('8001234567897', 'EAN13'));
    await expect.poll(() => field('price-label-code').inputValue()).toBe('ART-CAF');
    await field('price-label-count').fill('3');
    await field('price-label-count').focus();
    for (const timing of ['fast', 'slow'] as const) {
      for (const [barcode, code] of [
        ['8000000000017', 'ART-TE'],
        ['8001234567897', 'ART-CAF'],
      ] as const) {
        await wedgeScan(page, barcode, { timing });
        // The item is looked up on the server: on a loaded machine this takes more than a second.
        await expect.poll(() => field('price-label-code').inputValue(), { timeout: 10_000 }).toBe(code);
        await expect(field('price-label-count').inputValue()).resolves.toBe('3');
      }
    }
    await closeScreen();
  });

  it.each(['0', '-3', '1000'])('a label count of %s is refused: an error and no Stampa', async (count) => {
    await open();
    reader.send(barcodeLine('8001234567897', 'EAN13'));
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('[data-testid=price-label-code]')?.value === 'ART-CAF',
    );
    await field('price-label-count').fill(count);
    const reason =
      count === '1000' ? 'Al massimo 999 etichette per stampa' : 'Inserire un numero intero maggiore di zero';
    // Under the field, and beside 'Stampa', which is off.
    await page.locator('.mantine-NumberInput-error').filter({ hasText: reason }).waitFor();
    await expect(page.getByTestId('price-label-off-reason').textContent()).resolves.toBe(reason);
    await expect(field('price-label-print').isDisabled()).resolves.toBe(true);
    await closeScreen();
  });

  it('the printer out of paper when Stampa is pressed: the spec’s message with the reason, then home; nothing printed', async () => {
    printer.state = 'ready';
    await open();
    reader.send(barcodeLine('8001234567897', 'EAN13'));
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('[data-testid=price-label-code]')?.value === 'ART-CAF',
    );
    printer.state = 'paper_out';
    const before = printer.labels.length;
    await field('price-label-print').click();
    const warning = page
      .getByTestId('dialog-warning')
      .filter({ hasText: "Stampante non è raggiungibile. L'etichetta non può essere stampata" });
    await warning.waitFor();
    await expect(warning.textContent()).resolves.toContain('Carta esaurita.');
    await answerDialog(page, 'warning', 'OK');
    await page.waitForURL(/\/home$/);
    expect(printer.labels).toHaveLength(before);
    await closeScreen();
  });

  it('an unreachable printer on entry: the spec’s message, then home', async () => {
    printer.state = 'offline';
    await open();
    await page
      .getByTestId('dialog-warning')
      .filter({ hasText: "Stampante non è raggiungibile. L'etichetta non può essere stampata" })
      .waitFor();
    await answerDialog(page, 'warning', 'OK');
    await page.waitForURL(/\/home$/);
    await closeScreen();
    printer.state = 'ready';
  });

  it('no store printer: Stampante non trovata, then home; a reading does not answer it', async () => {
    await server.db
      .updateTable('printers')
      .set({ purpose: 'warehouse' })
      .where('id', '=', printerId)
      .execute();
    await open();
    const warning = page.getByTestId('dialog-warning').filter({ hasText: 'Stampante non trovata' });
    await warning.waitFor();
    // Readings from the bridge and from a wedge are refused with their message; the warning stays.
    reader.send(barcodeLine('8001234567897', 'EAN13'));
    const refused = page
      .getByTestId('toast')
      .filter({ hasText: 'Lettura ignorata: chiudere prima il messaggio' });
    await refused.first().waitFor();
    await expectNewToast(page, 'Lettura ignorata: chiudere prima il messaggio', () =>
      wedgeScan(page, '8000000000017'),
    );
    await expect(warning.isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/print/price_label');
    await expect(field('price-label-code').inputValue()).resolves.toBe('');
    await answerDialog(page, 'warning', 'OK');
    await page.waitForURL(/\/home$/);
    await closeScreen();
  });
});
