/**
 * Labels are never lost (issue 31): a printer out of paper between entering order packing and
 * 'Concludi' leaves the order's labels owed, the operator is told the printer's reason, and order
 * selection's 'Etichette da stampare' prints them once the printer is back. The printer check on
 * entry comes before any reading.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerDialog, expectNewToast } from './support/app';
import type { FakeReader } from './support/fake-reader';
import type { TestServer } from './support/server';
import { answer, barcodeLine, dialog, flagsOf, readingsOf } from './support/picking-store';
import {
  scrollsSideways,
  flagsQuery,
  openPacking,
  packagesOf,
  packingOrder,
  PRINTER_MISSING,
  startPackingSession,
  type PackingFixture,
  type PackingSession,
} from './support/packing';

describe('labels owed', () => {
  let session: PackingSession;
  let server: TestServer;
  let reader: FakeReader;
  let page: Page;
  let fx: PackingFixture;

  beforeAll(async () => {
    session = await startPackingSession();
    ({ server, reader, page, fx } = session);
  });

  afterAll(() => session?.close());

  const owedRows = () => server.db.selectFrom('owed_labels').select(['project_id', 'reason']).execute();

  it('paper out at Concludi: the reason is said, the labels stay owed and print from order selection', async () => {
    const order = await packingOrder(server, fx, 'outgoing', [1, 1]);
    await openPacking(page, server, order.id, 'outgoing');
    for (const [i, pickId] of order.picks.entries()) {
      await page.locator(`[data-testid=table-row][data-row-id="${pickId}"] td`).first().click();
      await page.getByTestId('pick-new-package').click(); // one package each: two labels
      await expect.poll(() => page.getByTestId('pick-package').inputValue()).not.toBe('');
      await page.getByTestId('pick-confirm').click();
      await page.getByTestId('pick-modal').waitFor({ state: 'detached' });
      await expect.poll(async () => (await readingsOf(server, order.id)).length).toBe(i + 1);
    }

    fx.printer.setState('paper_out');
    const before = fx.printer.jobs.length;
    await page.getByTestId('packing-conclude').click();
    const warning = dialog(page, 'warning');
    await warning.waitFor();
    const told = await warning.innerText();
    expect(told).toContain("La stampante non è raggiungibile; l'etichetta non è stata stampata");
    expect(told).toContain('Carta esaurita.');
    expect(told).toContain('Etichette da stampare: 2.');
    expect(await flagsOf(server, order.id)).toMatchObject({ prepared: true });
    expect(await owedRows()).toEqual([
      { project_id: order.id, reason: 'paper_out' },
      { project_id: order.id, reason: 'paper_out' },
    ]);
    await answerDialog(page, 'warning', 'OK');
    await page.waitForURL((url) => url.pathname === '/order/selection');

    // Order selection lists the order; still out of paper, 'Stampa' says so and keeps it.
    const owed = page.locator(`[data-testid=owed-order][data-order-id="${order.id}"]`);
    await owed.waitFor();
    expect(await owed.innerText()).toContain(order.name);
    expect(await owed.innerText()).toContain('2 etichette');
    expect(await owed.innerText()).toContain('Carta esaurita.');
    expect(await scrollsSideways(page)).toBe(false);
    await owed.getByTestId('owed-print').click();
    await dialog(page, 'warning').getByText('Carta esaurita.').waitFor();
    await answerDialog(page, 'warning', 'OK');
    expect(fx.printer.jobs.length).toBe(before);
    expect(await owedRows()).toHaveLength(2);

    // Paper back in: both labels come out, once, and the list empties.
    fx.printer.setState('ready');
    await expectNewToast(page, 'Stampa etichetta avvenuta correttamente. Etichette stampate: 2', () =>
      owed.getByTestId('owed-print').click(),
    );
    const labels = await fx.printer.jobsFrom(before, 2);
    const names = (await packagesOf(server, order.id)).map((p) => p.name);
    expect(labels.map((l) => names.find((n) => l.includes(`${n}`)))).toEqual(names);
    await owed.waitFor({ state: 'detached' });
    expect(await owedRows()).toEqual([]);
    expect(fx.printer.jobs.length).toBe(before + 2);
  });

  it('the printer check comes before any reading: none is taken while it runs', async () => {
    const order = await packingOrder(server, fx, 'outgoing', [1]);
    fx.printer.setState('offline'); // silent: the check waits for its answer
    try {
      await page.goto(`${server.url}/order/management/${order.id}?${flagsQuery('outgoing')}`);
      await page.locator(`[data-testid=table-row][data-row-id="${order.picks[0]}"]`).waitFor();
      await page.getByTestId('printer-checking').waitFor();
      reader.send(barcodeLine(order.items[0]!.barcode));
      await page.locator(`[data-testid=table-row][data-row-id="${order.picks[0]}"] td`).first().click();
      await dialog(page, 'confirm').getByText(PRINTER_MISSING).waitFor();
      // The question is alone on screen: no row opened under it, nothing read.
      expect(await page.getByTestId('pick-modal').count()).toBe(0);
      await answer(page, false);
      await page.waitForURL((url) => url.pathname === '/order/selection');
      expect(await readingsOf(server, order.id)).toEqual([]);
    } finally {
      fx.printer.setState('ready');
    }
  });
});
