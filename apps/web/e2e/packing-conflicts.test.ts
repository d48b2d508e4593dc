import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerDialog } from './support/app';
import { openPacking, packingOrder, seedPacking, type PackingFixture } from './support/packing';
import { dialog, eventually, readingsOf } from './support/picking-store';
import { twoOperatorSetups, twoOperatorsForSuite, changedMeanwhile } from './support/two-operators';

/**
 * Two operators packing the same line of one order (issue: a conflict saved the same quantity
 * twice). A reading is one server command carrying the 'Già inserita' the operator decided on:
 * it is stored whole or not at all, and a figure that changed is a new decision, never a resend.
 */
const row = (page: Page, pickId: number) =>
  page.locator(`[data-testid=picks-table] [data-testid=table-row][data-row-id="${pickId}"]`);
const modal = (page: Page) => page.getByTestId('pick-modal');
const expected = (page: Page) => modal(page).getByTestId('pick-expected');

async function openRow(page: Page, pickId: number, quantity: string) {
  await row(page, pickId).locator('td').first().click();
  await modal(page).waitFor();
  if ((await page.getByTestId('pick-package').inputValue()) === '')
    await page.getByTestId('pick-new-package').click();
  await expect.poll(() => page.getByTestId('pick-package').inputValue()).not.toBe('');
  await modal(page).getByTestId('pick-quantity').fill(quantity);
}

describe.each(twoOperatorSetups)('order packing: two operators on one line (%s)', (setup) => {
  const ops = twoOperatorsForSuite<PackingFixture>((s) => seedPacking(s), setup);
  const start = async () => {
    const order = await packingOrder(ops.server, ops.data, 'outgoing', [4]);
    const a = await ops.open(0, '/home');
    const b = await ops.open(1, '/home');
    // The fixture's label printer answers: no printer question on entry.
    await openPacking(a.page, ops.servers[0], order.id, 'outgoing');
    await openPacking(b.page, ops.servers[1], order.id, 'outgoing');
    return { order, pick: order.picks[0]!, a: a.page, b: b.page };
  };
  const quantities = async (orderId: number) =>
    (await readingsOf(ops.server, orderId)).map((r) => r.quantity);

  it("the open row follows the other's reading and says so before saving: one reading of 4, not two", async () => {
    const { order, pick, a, b } = await start();
    await openRow(b, pick, '4');
    expect(await expected(b).textContent()).toContain('(Già inserita: 0)');

    await openRow(a, pick, '4');
    await modal(a).getByTestId('pick-confirm').click();
    await modal(a).waitFor({ state: 'detached' });
    await eventually(async () => expect(await quantities(order.id)).toEqual([4]));

    // B's open row shows A's reading; confirming on the old figure is stopped and said.
    await expect.poll(() => expected(b).textContent()).toContain('(Già inserita: 4)');
    await modal(b).getByTestId('pick-confirm').click();
    await dialog(b, 'warning').getByText(changedMeanwhile('4')).waitFor();
    await answerDialog(b, 'warning', 'OK');
    expect(await quantities(order.id)).toEqual([4]);
    // The row stays open with what B typed: B decides again (here: nothing more to pack).
    expect(await modal(b).getByTestId('pick-quantity').inputValue()).toBe('4');
    await modal(b).getByTestId('pick-cancel').click();
    expect(await quantities(order.id)).toEqual([4]);
  });

  it("a reading sent after the other's, on the figure it saw, is refused whole and reopened on the fresh one, naming who", async () => {
    const { order, pick, a, b } = await start();
    // B loses the network: its reading waits on the device with the 'Già inserita: 0' it decided on.
    await openRow(b, pick, '4');
    await b.context().setOffline(true);
    await modal(b).getByTestId('pick-confirm').click();
    await modal(b).waitFor({ state: 'detached' });
    await b.getByTestId('outbox-pending').waitFor();

    await openRow(a, pick, '4');
    await modal(a).getByTestId('pick-confirm').click();
    await eventually(async () => expect(await quantities(order.id)).toEqual([4]));

    // Back online, the server refuses B's reading (nothing stored) and B's row opens again.
    await b.context().setOffline(false);
    const warning = dialog(b, 'warning');
    await warning
      .getByText(
        /^Modifica in conflitto: Anna ha modificato gli stessi dati alle \d\d:\d\d\. Dati aggiornati, ripetere l'operazione\.$/,
      )
      .waitFor();
    await answerDialog(b, 'warning', 'OK');
    await modal(b).waitFor();
    expect(await expected(b).textContent()).toContain('(Già inserita: 4)');
    expect(await modal(b).getByTestId('pick-quantity').inputValue()).toBe('4');
    expect(await quantities(order.id)).toEqual([4]);
    await b.getByTestId('outbox-pending').waitFor({ state: 'detached' });

    // A new decision on the fresh figure: 1 more, stored once.
    await modal(b).getByTestId('pick-quantity').fill('1');
    await modal(b).getByTestId('pick-confirm').click();
    await eventually(async () => expect(await quantities(order.id)).toEqual([4, 1]));
    await expect.poll(() => row(a, pick).getByTestId('pick-row-quantity').textContent()).toContain('5');
  });
});
