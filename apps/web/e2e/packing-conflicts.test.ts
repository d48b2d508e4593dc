import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPacking, packingOrder, seedPacking, type PackingFixture } from './support/packing';
import { eventually, readingsOf } from './support/picking-store';
import { twoOperatorSetups, twoOperatorsForSuite } from './support/two-operators';

/**
 * Two operators packing the same line of one order. A reading adds (issue 41): one command storing
 * the reading with its package whole or not at all, once per key, and never refused because the
 * other operator packed the same line meanwhile, online or after a Wi-Fi cut. Over-packing is
 * allowed (spec §5) and shown.
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

  it("the open row follows the other's reading; confirming adds to it: 4 and 4, shown as 8", async () => {
    const { order, pick, a, b } = await start();
    await openRow(b, pick, '4');
    expect(await expected(b).textContent()).toContain('(Già inserita: 0)');

    await openRow(a, pick, '4');
    await modal(a).getByTestId('pick-confirm').click();
    await modal(a).waitFor({ state: 'detached' });
    await eventually(async () => expect(await quantities(order.id)).toEqual([4]));

    // B's open row shows A's reading; B's Conferma is B's own 4 more, stored beside A's.
    await expect.poll(() => expected(b).textContent()).toContain('(Già inserita: 4)');
    await modal(b).getByTestId('pick-confirm').click();
    await modal(b).waitFor({ state: 'detached' });
    await eventually(async () => expect(await quantities(order.id)).toEqual([4, 4]));
    await expect.poll(() => row(a, pick).getByTestId('pick-row-quantity').textContent()).toContain('8');
  });

  it("a reading kept on the device through a Wi-Fi cut is stored after the other's, not refused", async () => {
    const { order, pick, a, b } = await start();
    // B loses the network: its reading waits on the device, as the screen promises.
    await openRow(b, pick, '4');
    await b.context().setOffline(true);
    await modal(b).getByTestId('pick-confirm').click();
    await modal(b).waitFor({ state: 'detached' });
    await b.getByTestId('outbox-pending').waitFor();

    await openRow(a, pick, '4');
    await modal(a).getByTestId('pick-confirm').click();
    await eventually(async () => expect(await quantities(order.id)).toEqual([4]));

    // Back online: B's reading is stored (the last round refused it as a conflict and lost it).
    await b.context().setOffline(false);
    await b.getByTestId('outbox-pending').waitFor({ state: 'detached' });
    await eventually(async () => expect(await quantities(order.id)).toEqual([4, 4]));
    expect(await b.getByTestId('outbox-refused').count()).toBe(0);
    await expect.poll(() => row(a, pick).getByTestId('pick-row-quantity').textContent()).toContain('8');
  });
});
