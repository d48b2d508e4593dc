/**
 * Shipping by SSCC (issue 44) on one phone at 360×640: an order packed into two parcels with a
 * company prefix set prints two GS1 logistic labels whose PNGs (the virtual printer's) a scanner
 * reads as the packages' SSCCs; truck loading selects both by those reads; an incoming supplier
 * label with an SSCC keeps it on the reading; 'Dov'è questo lotto?' and the trace follow the
 * supplier's SSCC back to what it brought, the trace finds a package by its SSCC; the order's
 * 'Avviso di spedizione' says what the DESADV is missing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { VirtualPrinter } from '../../server/src/printing/virtual-printer';
import { decodePng } from '../../server/test/integration/support/decode-png';
import { answerDialog, expectNewToast } from './support/app';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { packingOrder, scrollsSideways, seedPacking, type PackingFixture } from './support/packing';
import { apiAs, barcodeLine, createProject, dialog, insert, openScreen } from './support/picking-store';
import { startTestServer, type TestServer } from './support/server';

const PREFIX = '8012345';
/** A supplier's SSCC (another company's prefix), as GS1's own example. */
const SUPPLIER_SSCC = '106141411234567897';
const LOADING = 'incoming=false&outgoing=true&picking=true&revision=false&locked=false';

describe('shipping by SSCC', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let printer: VirtualPrinter;
  let outDir: string;
  let page: Page;
  let fx: PackingFixture;
  let api: Awaited<ReturnType<typeof apiAs>>;
  let order: Awaited<ReturnType<typeof packingOrder>>;
  /** The packages' SSCCs as stored, and as the labels' PNGs were read. */
  const ssccs: string[] = [];
  const scans: string[] = [];

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'warehouse-sscc-labels-'));
    printer = new VirtualPrinter({ host: '127.0.0.1', port: 0, outDir });
    let bound: { port: number };
    [server, browser, reader, bound] = await Promise.all([
      startTestServer(),
      launchBrowser(),
      startFakeReader(),
      printer.start(),
    ]);
    await server.setSetting('gs1.company_prefix', PREFIX);
    await server.setSetting('gs1.sscc_extension_digit', '3');
    await server.setSetting('site.name', 'Magazzino Nord S.p.A.');
    await server.setSetting('track.enable_lot_where', 'true');
    fx = await seedPacking(server);
    // The warehouse printer is the virtual one: its PNGs are what a dock's scanner would see.
    await server.db
      .updateTable('printers')
      .set({ port: bound.port })
      .where('id', '=', fx.printerId)
      .execute();
    order = await packingOrder(server, fx, 'outgoing', [1, 1]);
    const [receiving] = await insert(server, 'locations', [{ name: 'RICEVIMENTO', code: 'RIC' }]);
    const user = await server.createUser({
      email: 'capo@example.com',
      password: 'password-123',
      admin: true,
      locationId: receiving,
    });
    api = await apiAs(server, user.atoken);
    ({ page } = await openScreen(
      browser,
      server,
      reader,
      user.atoken,
      `/order/management/${order.id}?incoming=false&outgoing=true&picking=false&revision=false&locked=false`,
    ));
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await printer?.stop();
    await server?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('packing two parcels prints two GS1 labels whose PNGs read as the packages’ SSCCs', async () => {
    for (const pickId of order.picks) {
      await page.locator(`[data-testid=table-row][data-row-id="${pickId}"] td`).first().click();
      await page.getByTestId('pick-new-package').click();
      await expect.poll(() => page.getByTestId('pick-package').inputValue()).not.toBe('');
      await page.getByTestId('pick-confirm').click();
      await page.getByTestId('pick-modal').waitFor({ state: 'detached' });
    }
    const before = printer.labels.length;
    await page.getByTestId('packing-conclude').click();
    await page.waitForURL((url) => url.pathname === '/order/selection');

    const packages = await server.db
      .selectFrom('packages')
      .select(['id', 'sscc'])
      .where('project_id', '=', order.id)
      .orderBy('incremental')
      .execute();
    ssccs.push(...packages.map((p) => String(p.sscc)));
    expect(ssccs).toEqual([
      expect.stringMatching(/^38012345\d{10}$/),
      expect.stringMatching(/^38012345\d{10}$/),
    ]);
    const labels = (await printer.waitForLabels(before + 2)).slice(before);
    for (const [i, label] of labels.entries()) {
      const read = await decodePng(readFileSync(label.pngPath!));
      // The SSCC's symbol is the lowest, read as GS1 (]C1).
      expect(read.at(-1)).toEqual({ text: `(00)${ssccs[i]}`, gs1: true });
      scans.push(read.at(-1)!.text);
    }
  });

  it('truck loading selects both parcels by their SSCC labels and loads them', async () => {
    for (const id of [0, 1]) {
      const pkg = (
        await api.get<{ id: number; lock_version: number }[]>(`/packages?q[sscc_eq]=${ssccs[id]}`)
      )[0]!;
      await api.put(`/packages/${pkg.id}`, { packages: { closed: true, lock_version: pkg.lock_version } });
    }
    await page.goto(`${server.url}/package/management/${order.id}?${LOADING}`);
    await page.locator('[data-testid=reader-status][data-state=connected]').waitFor();
    await page.getByTestId('table-row').nth(1).waitFor();
    // As the scanner sends the label's read: human-readable (00)…, and as AIM ]C1 + element string.
    reader.send(barcodeLine(scans[0]!, 'GS1-128'));
    await expect.poll(() => page.getByTestId('selected-count').textContent()).toBe('1 collo selezionato');
    reader.send(barcodeLine(`]C100${ssccs[1]}`, 'GS1-128'));
    await expect.poll(() => page.getByTestId('selected-count').textContent()).toBe('2 colli selezionati');
    await page.getByTestId('load-selected').click();
    await dialog(page, 'info').filter({ hasText: 'Colli caricati: 2' }).waitFor();
    await answerDialog(page, 'info', 'OK');
    const shipped = await server.db
      .selectFrom('packages')
      .select('shipped')
      .where('project_id', '=', order.id)
      .execute();
    expect(shipped.map((p) => Boolean(p.shipped))).toEqual([true, true]);
    // Shipped: its SSCC no longer selects it, in the spec's words.
    reader.send(barcodeLine(scans[0]!, 'GS1-128'));
    await dialog(page, 'warning')
      .filter({ hasText: 'Collo non trovato oppure già chiuso e spedito!' })
      .waitFor();
    await answerDialog(page, 'warning', 'OK');
  });

  it('an incoming supplier label with an SSCC keeps it on the reading', async () => {
    const [supplier] = await insert(server, 'suppliers', [{ name: 'Torrefazione Sud' }]);
    const incoming = await createProject(
      server,
      { name: 'AC-SSCC-1', project_typology_id: fx.ac, supplier_id: supplier },
      [[fx.catalog.items[1]!, 10]],
    );
    await page.goto(`${server.url}/incoming`);
    await page.locator('[data-testid=reader-status][data-state=connected]').waitFor();
    // (400) order, (00) the supplier's SSCC, (01) the second item's GTIN, (3103) 5 kg, (10) lot.
    reader.send(
      barcodeLine(`]C1400AC-SSCC-1\x1d00${SUPPLIER_SSCC}0108000000000002310300500010L-SUP-1`, 'GS1-128'),
    );
    await page.waitForFunction(() => {
      const value = (id: string) =>
        (document.querySelector(`[data-testid="incoming-${id}"]`) as HTMLInputElement | null)?.value;
      return value('lot') === 'L-SUP-1' && value('item') === 'ART-002' && value('weight') === '5';
    });
    reader.send('E280SSCC00000001');
    await expectNewToast(page, 'Articolo inserito correttamente!', () =>
      page.getByTestId('incoming-save').click(),
    );
    const rows = await api.get<{ sscc: string | null; lot: string }[]>(
      `/project_rows?q[project_id_eq]=${incoming.id}`,
    );
    expect(rows).toMatchObject([{ sscc: SUPPLIER_SSCC, lot: 'L-SUP-1', quantity: 5 }]);
  });

  it("'Dov'è questo lotto?' reads the supplier's SSCC: the lot it brought, where it is now", async () => {
    await page.goto(`${server.url}/lot/where`);
    await page.locator('[data-testid=reader-status][data-state=connected]').waitFor();
    reader.send(barcodeLine(`]C100${SUPPLIER_SSCC}`, 'GS1-128'));
    const stock = page.getByTestId('lot-stock');
    await stock.getByText('Lotto L-SUP-1').waitFor();
    expect(await stock.locator('tbody tr').allInnerTexts()).toEqual(['RICEVIMENTO\t5 PZ']);
  });

  it("the trace finds a parcel by its SSCC and follows a supplier's SSCC back to its readings", async () => {
    await page.goto(`${server.url}/admin/trace?q=${encodeURIComponent(scans[1]!)}`);
    await page.getByRole('button', { name: 'Continua comunque' }).click();
    const contents = page.getByTestId('trace-contents');
    await contents.waitFor();
    expect(await contents.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringContaining(`ART-002 Articolo di prova 2\tsenza lotto\t\tPK-${order.id}-002\t`),
    ]);

    await page.getByTestId('trace-input').fill(`(00)${SUPPLIER_SSCC}`);
    await page.getByTestId('trace-input').press('Enter');
    const received = page.getByTestId('trace-received');
    await received.waitFor();
    expect(await received.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(
        /^Torrefazione Sud\tAC-SSCC-1\t.+\tART-002 Articolo di prova 2\tL-SUP-1\t\tE280SSCC00000001\t5$/,
      ),
    ]);
    await page.getByTestId('trace-lot').waitFor();
    // Its tables scroll in their own boxes: the page does not scroll sideways.
    expect(await scrollsSideways(page)).toBe(false);
  });

  it("the order's 'Avviso di spedizione' on the phone says what the DESADV is missing", async () => {
    await page.goto(`${server.url}/admin/projects/${order.id}`);
    await page.getByRole('button', { name: 'Continua comunque' }).click();
    await expectNewToast(page, 'mancano GLN del magazzino', () =>
      page.getByTestId('desadv-download').click(),
    );
    expect(await scrollsSideways(page)).toBe(false);
  });
});
