/**
 * Order packing (/order/management/{id}) end to end, against the real server, the fake reader and a
 * raw-TCP label printer: each mode from order selection, packages and their labels, partial
 * conclude, suspend and reopen, the printer-missing question, two operators on one order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { answerDialog, expectNewToast } from './support/app';
import { closedPort } from '../../server/test/integration/support/label-printer';
import type { FakeReader } from './support/fake-reader';
import type { TestServer } from './support/server';
import {
  answer,
  barcodeLine,
  dialog,
  eventually,
  flagsOf,
  openScreen,
  readingsOf,
  seedOperator,
} from './support/picking-store';
import {
  flagsQuery,
  openPacking,
  packagesOf,
  packingOrder,
  scrollsSideways,
  PRINTER_MISSING,
  startPackingSession,
  type PackingFixture,
  type PackingSession,
} from './support/packing';

/** The package chosen in the row modal, as the operator reads it. */
const chosenPackage = (page: Page) =>
  page.getByTestId('pick-package').evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text ?? '');

describe('order packing', () => {
  let session: PackingSession;
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let fx: PackingFixture;

  beforeAll(async () => {
    session = await startPackingSession();
    ({ server, browser, reader, page, fx } = session);
  });

  afterAll(() => session?.close());

  const row = (pickId: number) => page.locator(`[data-testid=table-row][data-row-id="${pickId}"]`);
  const modal = () => page.getByTestId('pick-modal');
  const toSelection = (kind: string) =>
    page.waitForURL((url) => url.pathname === '/order/selection' && url.search.includes(`${kind}=true`));

  /** Picks `value` in a Mantine select. */
  async function choose(testId: string, label: string) {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name: label, exact: true }).click();
  }

  it('outgoing from order selection: two packages, their labels on the printer, back to selection', async () => {
    const order = await packingOrder(server, fx, 'outgoing', [2, 1, 3]);
    await page.goto(`${server.url}/order/selection?${flagsQuery('outgoing')}`);
    await page.getByTestId('table-row').filter({ hasText: order.name }).click();
    await page.waitForURL((url) => url.pathname === `/order/management/${order.id}`);
    expect(new URL(page.url()).search).toContain('outgoing=true');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe(order.name);
    expect(await page.getByTestId('nav-back').count()).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);

    // A reading of the first item's barcode opens its row with quantity 1.
    reader.send(barcodeLine(order.items[0]!.barcode));
    await modal().waitFor();
    expect(await page.getByTestId('pick-code').textContent()).toBe(order.items[0]!.code);
    expect(await page.getByTestId('pick-quantity').inputValue()).toBe('1');
    expect(await page.getByTestId('pick-confirm').isDisabled()).toBe(true); // no package yet
    // The same item again adds 1.
    reader.send(barcodeLine(order.items[0]!.extra));
    await expect.poll(() => page.getByTestId('pick-quantity').inputValue()).toBe('2');
    await expectNewToast(page, 'Nuovo collo inserito a sistema.', () =>
      page.getByTestId('pick-new-package').click(),
    );
    await expect.poll(() => chosenPackage(page)).toBe(`PK-${order.id}-001`);
    await page.getByTestId('pick-confirm').click();
    await row(order.picks[0]!).and(page.locator('.wh-pick-completed')).waitFor();

    // Second item into the same package, third into a new one (4 of 3: excess allowed).
    await row(order.picks[1]!).locator('td').first().click();
    await page.getByTestId('pick-confirm').click();
    await row(order.picks[1]!).and(page.locator('.wh-pick-completed')).waitFor();
    await row(order.picks[2]!).locator('td').first().click();
    await page.getByTestId('pick-quantity').fill('4');
    await page.getByTestId('pick-new-package').click();
    await expect.poll(() => chosenPackage(page)).toBe(`PK-${order.id}-002`);
    await page.getByTestId('pick-confirm').click();
    await row(order.picks[2]!).and(page.locator('.wh-pick-exceeded')).waitFor();

    const before = fx.printer.jobs.length;
    await page.getByTestId('packing-conclude').click();
    await toSelection('outgoing');
    expect(await flagsOf(server, order.id)).toEqual({
      store: false,
      prepared: true,
      partial: false,
      suspended: false,
    });
    const [first, second] = await fx.printer.jobsFrom(before, 2);
    expect(first).toContain('|C0042|Magazzino Più|Viale Città 9|10100|Torino|TO');
    expect(first).toContain(`collo 1/2 PK-${order.id}-001`);
    expect(first).toContain(`2 x Articolo di prova 1\n1 x Articolo di prova 2\n x \n`);
    expect(second).toContain(`collo 2/2 PK-${order.id}-002`);
    expect(second).toContain('4 x Articolo di prova 3\n');
  });

  it('a package with 12 items: its label keeps 10 lines, the last counting the rest', async () => {
    const order = await packingOrder(server, fx, 'outgoing', Array(12).fill(1));
    await openPacking(page, server, order.id, 'outgoing');
    for (const [i, pick] of order.picks.entries()) {
      await row(pick).locator('td').first().click();
      if (i === 0) await page.getByTestId('pick-new-package').click();
      await expect.poll(() => chosenPackage(page)).toBe(`PK-${order.id}-001`);
      await page.getByTestId('pick-confirm').click();
      await row(pick).and(page.locator('.wh-pick-completed')).waitFor();
    }
    const before = fx.printer.jobs.length;
    await page.getByTestId('packing-conclude').click();
    await toSelection('outgoing');
    const [label] = await fx.printer.jobsFrom(before, 1);
    const lines = label!.split('\n').filter((l) => l.includes(' x '));
    expect(lines).toHaveLength(10);
    expect(lines[8]).toBe('1 x Articolo di prova 9');
    expect(lines[9]).toBe(' x … e altri 3 articoli');
  });

  it('incoming: the location chosen moves the item; no package is asked', async () => {
    const order = await packingOrder(server, fx, 'incoming', [5]);
    await openPacking(page, server, order.id, 'incoming');
    await row(order.picks[0]!).locator('td').first().click();
    expect(await page.getByTestId('pick-package').count()).toBe(0);
    await choose('pick-location', 'C03-01');
    await page.getByTestId('pick-quantity').fill('5');
    await page.getByTestId('pick-confirm').click();
    await row(order.picks[0]!).and(page.locator('.wh-pick-completed')).waitFor();
    const item = await server.db
      .selectFrom('items')
      .select('location_id')
      .where('id', '=', order.items[0]!.id)
      .executeTakeFirstOrThrow();
    expect(item.location_id).toBe(fx.catalog.locations[2]);
    expect((await readingsOf(server, order.id))[0]).toMatchObject({
      location_id: fx.catalog.locations[2],
      quantity: 5,
    });
    await page.getByTestId('packing-conclude').click();
    await toSelection('incoming');
    expect(await flagsOf(server, order.id)).toMatchObject({ prepared: true, store: false });
  });

  it('picking: conclude stores the list (store true, prepared false)', async () => {
    const order = await packingOrder(server, fx, 'picking', [1]);
    await openPacking(page, server, order.id, 'picking');
    reader.send(order.items[0]!.code); // a tag: matched with the item code
    await modal().waitFor();
    await page.getByTestId('pick-new-package').click();
    await expect.poll(() => chosenPackage(page)).not.toBe('');
    await page.getByTestId('pick-confirm').click();
    await row(order.picks[0]!).and(page.locator('.wh-pick-completed')).waitFor();
    await page.getByTestId('packing-conclude').click();
    await toSelection('picking');
    expect(await flagsOf(server, order.id)).toEqual({
      store: true,
      prepared: false,
      partial: false,
      suspended: false,
    });
  });

  it('partial conclude: asks first, then zero readings for the untouched picks and partial true', async () => {
    const order = await packingOrder(server, fx, 'outgoing', [2, 2, 2]);
    await openPacking(page, server, order.id, 'outgoing');
    await row(order.picks[0]!).locator('td').first().click();
    await page.getByTestId('pick-new-package').click();
    await expect.poll(() => chosenPackage(page)).not.toBe('');
    await page.getByTestId('pick-confirm').click();
    await row(order.picks[0]!).and(page.locator('.wh-pick-partial')).waitFor();

    await page.getByTestId('packing-conclude').click();
    await dialog(page, 'confirm')
      .getByText("Evasione parziale! Confermi comunque la chiusura dell'attività di impacchettamento?")
      .waitFor();
    await answer(page, false);
    expect(new URL(page.url()).pathname).toBe(`/order/management/${order.id}`);
    expect(await readingsOf(server, order.id)).toHaveLength(1);

    await page.getByTestId('packing-conclude').click();
    await answer(page, true);
    await toSelection('outgoing');
    const readings = await readingsOf(server, order.id);
    expect(
      readings
        .filter((r) => r.quantity === 0)
        .map((r) => r.pick_id)
        .sort(),
    ).toEqual([order.picks[1], order.picks[2]].sort());
    expect(await flagsOf(server, order.id)).toMatchObject({ partial: true, suspended: false });
  });

  it('nothing read: conclude says so and stays; suspend leaves without a question', async () => {
    const order = await packingOrder(server, fx, 'outgoing', [1], { suspended: true });
    await openPacking(page, server, order.id, 'outgoing');
    await expectNewToast(page, 'Nessuna quantità rilevata', () =>
      page.getByTestId('packing-conclude').click(),
    );
    expect(new URL(page.url()).pathname).toBe(`/order/management/${order.id}`);
    await page.getByTestId('packing-suspend').click();
    await toSelection('outgoing');
    expect(await flagsOf(server, order.id)).toMatchObject({ suspended: false });
  });

  it('suspend and reopen: the readings and packages are still there', async () => {
    const order = await packingOrder(server, fx, 'outgoing', [3]);
    await openPacking(page, server, order.id, 'outgoing');
    await row(order.picks[0]!).locator('td').first().click();
    await page.getByTestId('pick-new-package').click();
    await expect.poll(() => chosenPackage(page)).not.toBe('');
    await page.getByTestId('pick-confirm').click();
    await row(order.picks[0]!).and(page.locator('.wh-pick-partial')).waitFor();
    await page.getByTestId('packing-suspend').click();
    await dialog(page, 'confirm').getByText('Confermi la sospensione').waitFor();
    await answer(page, true);
    await toSelection('outgoing');
    expect(await flagsOf(server, order.id)).toMatchObject({ suspended: true, partial: false });

    await page.getByTestId('table-row').filter({ hasText: order.name }).click();
    await row(order.picks[0]!).and(page.locator('.wh-pick-partial')).waitFor();
    expect(await row(order.picks[0]!).getByTestId('pick-row-quantity').textContent()).toContain('1 / 3');
    await row(order.picks[0]!).locator('td').first().click();
    expect(await chosenPackage(page)).toBe(`PK-${order.id}-001`);
    expect((await packagesOf(server, order.id)).map((p) => p.name)).toEqual([`PK-${order.id}-001`]);
    await page.getByTestId('pick-cancel').click();
  });

  it("deleting a pick's readings asks first", async () => {
    const order = await packingOrder(server, fx, 'outgoing', [2]);
    await openPacking(page, server, order.id, 'outgoing');
    await row(order.picks[0]!).locator('td').first().click();
    await page.getByTestId('pick-new-package').click();
    await expect.poll(() => chosenPackage(page)).not.toBe('');
    await page.getByTestId('pick-confirm').click();
    await row(order.picks[0]!).and(page.locator('.wh-pick-partial')).waitFor();
    await row(order.picks[0]!).getByTestId('pick-delete').click();
    await dialog(page, 'confirm').getByText("Confermi la cancellazione dell'articolo corrente?").waitFor();
    await answer(page, true);
    await row(order.picks[0]!).and(page.locator('.wh-pick-empty')).waitFor();
    expect(await readingsOf(server, order.id)).toEqual([]);
  });

  it('bad input: a negative or zero quantity, an unknown item, two tags, another item while one is open', async () => {
    const order = await packingOrder(server, fx, 'outgoing', [2, 2]);
    await openPacking(page, server, order.id, 'outgoing');
    reader.send(barcodeLine('9999999999999'));
    await dialog(page, 'warning').getByText('Articolo non trovato!').waitFor();
    expect(await dialog(page, 'warning').textContent()).toContain('Codice letto: 9999999999999');
    await answerDialog(page, 'warning', 'OK');
    reader.send(`${order.items[0]!.code}|${order.items[1]!.code}`);
    await dialog(page, 'warning')
      .getByText('Letto più di un TAG. Avvicinarsi solo al TAG da leggere e riprovare')
      .waitFor();
    await answerDialog(page, 'warning', 'OK');

    await row(order.picks[0]!).locator('td').first().click();
    await page.getByTestId('pick-new-package').click();
    await expect.poll(() => chosenPackage(page)).not.toBe('');
    // The field takes no minus sign (it keeps the 1 it opened with); 0 is refused under it.
    await page.getByTestId('pick-quantity').fill('-1');
    await expect(page.getByTestId('pick-quantity').inputValue()).resolves.toBe('1');
    await page.getByTestId('pick-quantity').fill('0');
    await page.getByTestId('pick-confirm').click();
    await page.getByTestId('pick-modal').getByText('La quantità deve essere maggiore di zero.').waitFor();
    expect(await readingsOf(server, order.id)).toEqual([]);

    reader.send(barcodeLine(order.items[1]!.barcode));
    await dialog(page, 'confirm').getByText("Confermi di voler sostituire l'articolo corrente?").waitFor();
    await answer(page, true);
    await expect.poll(() => page.getByTestId('pick-code').textContent()).toBe(order.items[1]!.code);
    await page.getByTestId('pick-cancel').click();
  });

  /** Points the warehouse printer at `port` (a closed one: the printer is off). */
  const printerPort = (port: number) =>
    server.db.updateTable('printers').set({ port }).where('id', '=', fx.printerId).execute();

  /** Enters 1 on a pick by tapping its row (a new package when the order has none yet). */
  async function enterOne(on: Page, pickId: number, newPackage: boolean) {
    await on.locator(`[data-testid=table-row][data-row-id="${pickId}"] td`).first().click();
    if (newPackage) await on.getByTestId('pick-new-package').click();
    await expect.poll(() => on.getByTestId('pick-package').inputValue()).not.toBe('');
    await on.getByTestId('pick-confirm').click();
    await on.getByTestId('pick-modal').waitFor({ state: 'detached' });
  }

  it('no printer answering on entry: "No" goes back to selection, "SI" packs without labels', async () => {
    const order = await packingOrder(server, fx, 'outgoing', [1]);
    await printerPort(await closedPort());
    try {
      await page.goto(`${server.url}/order/management/${order.id}?${flagsQuery('outgoing')}`);
      await dialog(page, 'confirm').getByText(PRINTER_MISSING).waitFor();
      await answer(page, false);
      await toSelection('outgoing');

      await page.goto(`${server.url}/order/management/${order.id}?${flagsQuery('outgoing')}`);
      await dialog(page, 'confirm').getByText(PRINTER_MISSING).waitFor();
      await answer(page, true);
      await row(order.picks[0]!).waitFor();
      await enterOne(page, order.picks[0]!, true);
      const before = fx.printer.jobs.length;
      await page.getByTestId('packing-conclude').click();
      await toSelection('outgoing');
      expect(await flagsOf(server, order.id)).toMatchObject({ prepared: true });
      expect(fx.printer.jobs.length).toBe(before);
    } finally {
      await printerPort(fx.printer.port);
    }
  });

  it('a printer that fails at conclude: the order is still concluded and the screen says so', async () => {
    const order = await packingOrder(server, fx, 'outgoing', [1]);
    await openPacking(page, server, order.id, 'outgoing');
    await enterOne(page, order.picks[0]!, true);
    await printerPort(await closedPort());
    try {
      await page.getByTestId('packing-conclude').click();
      await dialog(page, 'warning')
        .getByText("La stampante non è raggiungibile; l'etichetta non è stata stampata")
        .waitFor();
      expect(await flagsOf(server, order.id)).toMatchObject({ prepared: true, partial: false });
      await answerDialog(page, 'warning', 'OK');
      await toSelection('outgoing');
    } finally {
      await printerPort(fx.printer.port);
    }
  });

  it("two operators on one order: the other's reading shows here and the conclude is complete, nothing written twice", async () => {
    const order = await packingOrder(server, fx, 'outgoing', [1, 1]);
    const carla = await seedOperator(server, 'carla-ordini@example.com');
    const other = await openScreen(browser, server, reader, carla.atoken, '/home');
    try {
      await openPacking(page, server, order.id, 'outgoing');
      await openPacking(other.page, server, order.id, 'outgoing');
      await enterOne(page, order.picks[1]!, true);
      // The other operator completes the first pick; a reading does not change the pick's version
      // (its totals and `closed` are the server's), so the command runs the rule on what is stored.
      await enterOne(other.page, order.picks[0]!, false);
      await eventually(async () => expect(await readingsOf(server, order.id)).toHaveLength(2));
      // The live update shows it here: no question about a partial close.
      await row(order.picks[0]!).and(page.locator('.wh-pick-completed')).waitFor();

      await page.getByTestId('packing-conclude').click();
      await toSelection('outgoing');
      // Complete as stored: no partial flag, no zero readings for the pick the screen showed empty.
      expect(await flagsOf(server, order.id)).toMatchObject({ prepared: true, partial: false });
      expect(await readingsOf(server, order.id)).toHaveLength(2);
    } finally {
      await other.context.close();
    }
  });

  it("a package another operator adds shows in the open row's package list, without reopening it", async () => {
    const order = await packingOrder(server, fx, 'outgoing', [1, 1]);
    const bruno = await seedOperator(server, 'bruno-colli@example.com');
    const other = await openScreen(browser, server, reader, bruno.atoken, '/home');
    try {
      await openPacking(page, server, order.id, 'outgoing');
      await openPacking(other.page, server, order.id, 'outgoing');
      await row(order.picks[0]!).locator('td').first().click();
      await modal().waitFor();
      expect(await chosenPackage(page)).toBe('');

      await other.page
        .locator(`[data-testid=table-row][data-row-id="${order.picks[1]!}"] td`)
        .first()
        .click();
      await other.page.getByTestId('pick-new-package').click();
      await expect.poll(() => chosenPackage(other.page)).toBe(`PK-${order.id}-001`);

      // Live: the first screen's open modal lists the new package; nothing was reopened.
      await page
        .getByTestId('pick-package')
        .locator('option', { hasText: `PK-${order.id}-001` })
        .waitFor({ state: 'attached' });
      expect(await page.getByTestId('pick-code').textContent()).toBe(order.items[0]!.code);
    } finally {
      await other.context.close();
    }
  });

  it('fits 360×640: no sideways scrolling, the actions and the whole order name visible', async () => {
    const order = await packingOrder(server, fx, 'outgoing', [1, 2, 3], {
      name: 'LP-2026-ORDINE-CON-UN-NOME-MOLTO-LUNGO-0001',
    });
    await openPacking(page, server, order.id, 'outgoing');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await page.getByTestId('order-name').textContent()).toBe(
      'LP-2026-ORDINE-CON-UN-NOME-MOLTO-LUNGO-0001 · Caffè Città S.r.l.',
    );
    const name = await page.getByTestId('order-name').boundingBox();
    expect(name!.x + name!.width).toBeLessThanOrEqual(360);
    const box = await row(order.picks[0]!).getByTestId('pick-delete').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await row(order.picks[0]!).locator('td').first().click();
    await modal().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByTestId('pick-cancel').click();
  });
});
