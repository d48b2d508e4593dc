/**
 * Issue 48 point 4: a supplier's three-barcode GS1 logistic label — SSCC (00); item (02) with its
 * count (37); best-before (15) with lot (10) — read barcode by barcode on picking, order packing and
 * package preparation at 360×640, by a keyboard wedge and by the reader bridge: the item barcode
 * opens the item's dialog with the count as the quantity, the lot barcode read after it shows its
 * lot in the dialog (never 'Articolo non trovato'), and Conferma stores the lot and date on the
 * reading. On packing the SSCC chooses the package it names; on picking it is refused with a
 * message. A single GS1 barcode whose separator the wedge sends as Ctrl+] or as a character with no
 * key event is read whole. The inventory counts (list, free, mixed) alike, on the demo data set. One
 * server, browser and page per describe.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { inventoryScreen, seedInventoryData, type InventoryDemo } from './support/inventory';
import { packingOrder, seedPacking, type PackingFixture } from './support/packing';
import { barcodeLine, createProject, insert, openScreen } from './support/picking-store';
import { overflowing } from './support/screen';
import { startTestServer, type TestServer } from './support/server';
import { wedgeScan } from './support/wedge';

/** The item's EAN-13 as stored; its GTIN-14 on the label. */
const EAN = '8012345678976';
const GTIN = `0${EAN}`;
const SSCC = '380123456789012346';
/** The label's barcodes as a scanner sends them (no separator needed: each variable value is last). */
const label = (lot: string) => ({
  sscc: `00${SSCC}`,
  item: `02${GTIN}3712`,
  lot: `15270131${'10'}${lot}`,
});
const shots = process.env.E2E_SCREENSHOTS ?? mkdtempSync(join(tmpdir(), 'warehouse-e2e-labels-'));

describe('a three-barcode logistic label on every scan screen', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let fx: PackingFixture;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    fx = await seedPacking(server);
    await server.db
      .updateTable('items')
      .set({ barcode: EAN })
      .where('id', '=', fx.catalog.items[0]!.id)
      .execute();
    const { atoken } = await server.createUser({
      email: 'capo@example.com',
      password: 'password-123',
      admin: true,
    });
    ({ page } = await openScreen(browser, server, reader, atoken, '/home'));
  });
  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await fx?.printer.close();
    await server?.close();
  });

  type Way = 'wedge' | 'bridge';
  const scan = async (way: Way, code: string) => {
    if (way === 'bridge') reader.send(barcodeLine(code, 'CODE128'));
    else await wedgeScan(page, code);
  };

  /** The readings of a project as stored: quantity, lot and date. */
  const storedReadings = (projectId: number) =>
    server.db
      .selectFrom('project_rows')
      .select(['quantity', 'lot', 'expiry_date'])
      .where('project_id', '=', projectId)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => ({ ...r, quantity: Number(r.quantity) })));

  /** The item barcode, then the lot barcode: the dialog proposes 12 and shows the lot to record. */
  async function readLabel(way: Way, lot: string, quantityId: string) {
    await scan(way, label(lot).item);
    await expect.poll(() => page.getByTestId(quantityId).inputValue()).toBe('12');
    await scan(way, label(lot).lot);
    await expect.poll(() => page.getByTestId('read-lot').textContent()).toBe(lot);
    await expect(page.getByTestId('read-lot-date').textContent()).resolves.toBe('31/01/2027');
    await expect(page.getByText('Articolo non trovato!').count()).resolves.toBe(0);
  }

  async function visit(path: string) {
    await page.goto(`${server.url}${path}`);
    await page.locator('[data-testid=reader-status][data-state=connected]').waitFor();
  }

  it('picking: count proposed, lot shown and stored; the SSCC refused with a message', async () => {
    const list = await createProject(
      server,
      { name: 'LP-ETICHETTE', project_typology_id: fx.catalog.typologies.lp },
      [[fx.catalog.items[0]!, 50]],
    );
    await visit(`/picking/management?projectIds=${list.id}`);
    await page.getByTestId('table-row').first().waitFor();
    for (const [way, lot] of [
      ['wedge', 'LOT42'],
      ['bridge', 'LOT43'],
    ] as const) {
      await readLabel(way, lot, 'pick-quantity');
      await scan(way, label(lot).sscc);
      await page
        .getByText(`SSCC ${SSCC}: è l'etichetta del collo, qui si legge il barcode dell'articolo (01) o (02)`)
        .last()
        .waitFor();
      if (way === 'wedge') {
        expect(await overflowing(page)).toEqual([]);
        await page.screenshot({ path: join(shots, 'label-picking-dialog.png') });
      }
      await page.getByTestId('pick-confirm').click();
      await page.getByTestId('pick-modal').waitFor({ state: 'detached' });
    }
    await expect
      .poll(() => storedReadings(list.id))
      .toEqual([
        { quantity: 12, lot: 'LOT42', expiry_date: '2027-01-31' },
        { quantity: 12, lot: 'LOT43', expiry_date: '2027-01-31' },
      ]);
  });

  it('order packing: count proposed, the SSCC chooses its package, lot shown and stored', async () => {
    const order = await packingOrder(server, fx, 'outgoing', [50]);
    const [bySscc] = await insert(server, 'packages', [
      { project_id: order.id, name: 'PK-SSCC', incremental: 1, closed: false, shipped: false, sscc: SSCC },
      { project_id: order.id, name: 'PK-ALTRO', incremental: 2, closed: false, shipped: false },
    ]);
    await visit(
      `/order/management/${order.id}?incoming=false&outgoing=true&picking=false&revision=false&locked=false`,
    );
    await page.getByTestId('table-row').first().waitFor();
    for (const [way, lot] of [
      ['wedge', 'LOT42'],
      ['bridge', 'LOT43'],
    ] as const) {
      await readLabel(way, lot, 'pick-quantity');
      await page.getByTestId('pick-package').selectOption({ label: 'PK-ALTRO' });
      await scan(way, label(lot).sscc);
      await expect.poll(() => page.getByTestId('pick-package').inputValue()).toBe(String(bySscc));
      await page.getByText('Collo PK-SSCC selezionato').last().waitFor();
      if (way === 'wedge') {
        expect(await overflowing(page)).toEqual([]);
        await page.screenshot({ path: join(shots, 'label-packing-dialog.png') });
      }
      await page.getByTestId('pick-confirm').click();
      await page.getByTestId('pick-modal').waitFor({ state: 'detached' });
    }
    await expect
      .poll(() => storedReadings(order.id))
      .toEqual([
        { quantity: 12, lot: 'LOT42', expiry_date: '2027-01-31' },
        { quantity: 12, lot: 'LOT43', expiry_date: '2027-01-31' },
      ]);
  });

  it('package preparation: count proposed, lot shown and stored', async () => {
    const [typology] = await insert(server, 'project_typologies', [{ title: 'PC' }]);
    const [project] = await insert(server, 'projects', [
      { name: 'PC-ETICHETTE', project_typology_id: typology },
    ]);
    const [parent] = await insert(server, 'documents', [{ name: 'DDT-L1', project_id: project }]);
    const [reference] = await insert(server, 'documents', [
      { name: 'RIF-L1', project_id: project, parent_id: parent, closed: 0, partial: 0 },
    ]);
    await insert(server, 'picks', [
      {
        project_id: project,
        document_id: reference,
        item_id: fx.catalog.items[0]!.id,
        quantity: 50,
        quantity_remaining: 50,
      },
    ]);
    await insert(server, 'packages', [
      { project_id: project, name: 'PK-PC-1', incremental: 1, closed: false, shipped: false },
    ]);
    await visit(`/project/management/${project}?picking=true&document=${parent}&referenceItem=${reference}`);
    await page.getByTestId('table-row').first().waitFor();
    for (const [way, lot] of [
      ['wedge', 'LOT42'],
      ['bridge', 'LOT43'],
    ] as const) {
      await readLabel(way, lot, 'reading-quantity');
      await expect.poll(() => page.getByTestId('reading-package').inputValue()).not.toBe('');
      if (way === 'wedge') await page.screenshot({ path: join(shots, 'label-preparation-dialog.png') });
      await page.getByTestId('reading-confirm').click();
      await page.getByTestId('reading-modal').waitFor({ state: 'detached' });
    }
    await expect
      .poll(() => storedReadings(project as number))
      .toEqual([
        { quantity: 12, lot: 'LOT42', expiry_date: '2027-01-31' },
        { quantity: 12, lot: 'LOT43', expiry_date: '2027-01-31' },
      ]);
  });

  it("package preparation, a supervisor: the label's SSCC chooses the package it names", async () => {
    const project = await server.db
      .selectFrom('projects')
      .select('id')
      .where('name', '=', 'PC-ETICHETTE')
      .executeTakeFirstOrThrow();
    const documents = await server.db
      .selectFrom('documents')
      .select(['id', 'name'])
      .where('project_id', '=', project.id)
      .execute();
    const idOf = (name: string) => documents.find((d) => d.name === name)!.id;
    const sscc = '380123456789012353';
    const [named] = await insert(server, 'packages', [
      { project_id: project.id, name: 'PK-PC-SSCC', incremental: 2, closed: false, shipped: false, sscc },
    ]);
    const { atoken } = await server.createUser({
      email: 'supervisore@example.com',
      password: 'password-123',
      roles: ['supervisore'],
    });
    const path = `/project/management/${project.id}?picking=true&document=${idOf('DDT-L1')}&referenceItem=${idOf('RIF-L1')}`;
    const supervisor = await openScreen(browser, server, reader, atoken, path);
    const on = supervisor.page;
    try {
      await on.getByTestId('table-row').first().waitFor();
      await wedgeScan(on, label('LOT44').item);
      await expect.poll(() => on.getByTestId('reading-quantity').inputValue()).toBe('12');
      await wedgeScan(on, `00${sscc}`);
      await expect.poll(() => on.getByTestId('reading-package').inputValue()).toBe('PK-PC-SSCC');
      await wedgeScan(on, label('LOT44').lot);
      await expect.poll(() => on.getByTestId('read-lot').textContent()).toBe('LOT44');
      await on.getByTestId('reading-confirm').click();
      await on.getByTestId('reading-modal').waitFor({ state: 'detached' });
      await expect
        .poll(() =>
          server.db
            .selectFrom('project_rows')
            .select(['quantity', 'lot', 'package_id'])
            .where('project_id', '=', project.id)
            .where('lot', '=', 'LOT44')
            .execute()
            .then((rows) => rows.map((r) => ({ ...r, quantity: Number(r.quantity) }))),
        )
        .toEqual([{ quantity: 12, lot: 'LOT44', package_id: named }]);
    } finally {
      await supervisor.context.close();
    }
  });

  it('one GS1 barcode whose separator the wedge sends as Ctrl+] or with no key event is read whole', async () => {
    const list = await createProject(
      server,
      { name: 'LP-SEPARATORE', project_typology_id: fx.catalog.typologies.lp },
      [[fx.catalog.items[0]!, 50]],
    );
    await visit(`/picking/management?projectIds=${list.id}`);
    await page.getByTestId('table-row').first().waitFor();
    const cdp = await page.context().newCDPSession(page);
    const ways: [string, string, () => Promise<void>][] = [
      ['Ctrl+]', 'LT4BO5', () => page.keyboard.press('Control+BracketRight')],
      [
        'no key event',
        'LT4BO6',
        async () => void (await cdp.send('Input.dispatchKeyEvent', { type: 'char', text: '\x1d' })),
      ],
    ];
    for (const [, lot, separator] of ways) {
      // (02)…(37)24 <GS> (10)lot (17)280131: without the separator the count would swallow the rest.
      await wedgeScan(page, `02${GTIN}3724`, { terminator: null });
      await separator();
      await wedgeScan(page, `10${lot}`, { terminator: null });
      await separator();
      await wedgeScan(page, '17280131');
      await expect.poll(() => page.getByTestId('pick-quantity').inputValue()).toBe('24');
      await expect(page.getByTestId('read-lot').textContent()).resolves.toBe(lot);
      await expect(page.getByTestId('read-lot-date').textContent()).resolves.toBe('31/01/2028');
      await page.getByTestId('pick-confirm').click();
      await page.getByTestId('pick-modal').waitFor({ state: 'detached' });
    }
    await expect
      .poll(() => storedReadings(list.id))
      .toEqual([
        { quantity: 24, lot: 'LT4BO5', expiry_date: '2028-01-31' },
        { quantity: 24, lot: 'LT4BO6', expiry_date: '2028-01-31' },
      ]);
  });
});

describe('a three-barcode logistic label on the three inventory counts', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let demo: InventoryDemo;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    demo = await seedInventoryData(server);
    ({ page } = await openScreen(browser, server, reader, demo.atoken, '/home'));
  });
  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  const itemOf = (code: string) =>
    server.db
      .selectFrom('items')
      .select(['id', 'barcode'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
  /** The readings of one item in an inventory as stored: quantity, lot and date. */
  const storedOf = (projectId: number, itemId: number) =>
    server.db
      .selectFrom('project_rows')
      .select(['quantity', 'lot', 'expiry_date'])
      .where('project_id', '=', projectId)
      .where('item_id', '=', itemId)
      .where('lot', 'is not', null)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => ({ ...r, quantity: Number(r.quantity) })));

  // The list expects 15 of DET-LAV and takes no excess: cartons of 6 there.
  const screens = [
    { mode: 'list', item: 'DET-LAV', count: 6 },
    { mode: 'free', item: 'PAS-500', count: 12 },
    { mode: 'mixed', item: 'CAF-250', count: 12 },
  ] as const;

  for (const { mode, item, count } of screens)
    it(`${mode} counting: count proposed, lot shown and stored, by wedge and by bridge; the SSCC refused`, async () => {
      const { id: project, path } = await inventoryScreen(server, demo, mode);
      const { id: itemId, barcode } = await itemOf(item);
      const gtin = String(barcode).padStart(14, '0');
      await page.goto(`${server.url}${path}`);
      await page.getByTestId('count-table').waitFor();
      for (const [way, lot] of [
        ['wedge', 'LOT42'],
        ['bridge', 'LOT43'],
      ] as const) {
        const scan = async (code: string) =>
          way === 'bridge' ? reader.send(barcodeLine(code, 'CODE128')) : wedgeScan(page, code);
        await scan(`02${gtin}37${count}`);
        await expect.poll(() => page.getByTestId('line-quantity').inputValue()).toBe(String(count));
        await expect(page.getByTestId('line-code').textContent()).resolves.toContain(item);
        await scan(`15270131${'10'}${lot}`);
        await expect.poll(() => page.getByTestId('read-lot').textContent()).toBe(lot);
        await scan(`00${SSCC}`);
        await page.getByText(`SSCC ${SSCC}: è l'etichetta del collo`).last().waitFor();
        await expect(page.getByText('Articolo non trovato!').count()).resolves.toBe(0);
        if (way === 'wedge') {
          expect(await overflowing(page)).toEqual([]);
          await page.screenshot({ path: join(shots, `label-inventory-${mode}-dialog.png`) });
        }
        await page.getByTestId('line-confirm').click();
        await page.getByTestId('line-modal').waitFor({ state: 'detached' });
      }
      await expect
        .poll(() => storedOf(project, itemId))
        .toEqual([
          { quantity: count, lot: 'LOT42', expiry_date: '2027-01-31' },
          { quantity: count, lot: 'LOT43', expiry_date: '2027-01-31' },
        ]);
    });
});
