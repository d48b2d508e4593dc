/**
 * 'Letture non registrate' → 'Sposta' with two handhelds (issue 41): a reading the server refused
 * because its container closed meanwhile waits on the device until the operator moves it where the
 * specification allows — into another open package of the same order, onto the same item in
 * another open picking list, a store quantity onto the same item of another supply in fulfilment —
 * and leaves the list only once the server has stored it there. A
 * target closed meanwhile refuses it too: it stays, with the new reason. Kept readings survive a
 * reload and are moved from the concluded list's own screen. At 360×640 nothing scrolls sideways.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerDialog } from './support/app';
import {
  closePackageInApp,
  openPacking,
  packingOrder,
  seedPacking,
  type PackingFixture,
} from './support/packing';
import { createProject, dialog, eventually, insert, readingsOf } from './support/picking-store';
import { overflowing } from './support/screen';
import { twoOperatorSetups, twoOperatorsForSuite } from './support/two-operators';

const AT_TIME = '\\d{2}:\\d{2}';

const row = (page: Page, pickId: number) =>
  page.locator(`[data-testid=picks-table] [data-testid=table-row][data-row-id="${pickId}"]`);
const modal = (page: Page) => page.getByTestId('pick-modal');
const kept = (page: Page) => page.getByTestId('outbox-refused-entry');
const moveDialog = (page: Page) => page.getByTestId('move-dialog');

/** The options the move dialog offers, without the empty one. */
const offered = async (page: Page) =>
  (await moveDialog(page).getByTestId('move-target').locator('option').allTextContents()).filter(Boolean);

describe.each(twoOperatorSetups)('moving kept readings (%s)', (setup) => {
  const ops = twoOperatorsForSuite<PackingFixture>((s) => seedPacking(s), setup);

  it('a packing reading refused by a package Anna closed goes into another open package; one closed meanwhile keeps it', async () => {
    const order = await packingOrder(ops.server, ops.data, 'outgoing', [4]);
    const pick = order.picks[0]!;
    const [p1, , p3] = (await insert(
      ops.server,
      'packages',
      ['CL-1', 'CL-2', 'CL-3'].map((name, i) => ({
        project_id: order.id,
        name,
        incremental: i + 1,
        closed: false,
        shipped: false,
      })),
    )) as [number, number, number];
    const anna = (await ops.open(0, '/home')).page;
    const bruno = (await ops.open(1, '/home')).page;
    await openPacking(bruno, ops.servers[1], order.id, 'outgoing');

    // Bruno packs 2 into CL-1 in a dead spot: kept on the device.
    await row(bruno, pick).locator('td').first().click();
    await modal(bruno).waitFor();
    await bruno.getByTestId('pick-package').selectOption({ label: 'CL-1' });
    await modal(bruno).getByTestId('pick-quantity').fill('2');
    await bruno.context().setOffline(true);
    await modal(bruno).getByTestId('pick-confirm').click();
    await modal(bruno).waitFor({ state: 'detached' });
    await bruno.getByTestId('outbox-pending').waitFor();

    // Meanwhile Anna closes CL-1; back online, Bruno's reading is refused naming her, and kept.
    await closePackageInApp(anna, order.name, 'CL-1');
    await bruno.context().setOffline(false);
    await kept(bruno)
      .filter({ hasText: new RegExp(`già chiuso.*Anna alle ${AT_TIME}`) })
      .waitFor({ timeout: 30_000 });
    expect(await readingsOf(ops.server, order.id)).toEqual([]);

    // 'Sposta': the order's other open packages, as the row's package select offers them.
    await bruno.getByTestId('outbox-move').click();
    await moveDialog(bruno).getByTestId('move-target').waitFor();
    expect(await offered(bruno)).toEqual(['CL-2', 'CL-3']);
    await bruno.screenshot({ path: '/tmp/refused-move-packing-360.png' });
    expect(await overflowing(bruno)).toEqual([]);

    // Anna closes CL-2 while Bruno's dialog offers it: his move there is refused, the reading stays.
    await closePackageInApp(anna, order.name, 'CL-2');
    await moveDialog(bruno).getByTestId('move-target').selectOption({ label: 'CL-2' });
    await moveDialog(bruno).getByTestId('move-confirm').click();
    await moveDialog(bruno).getByTestId('move-confirm').waitFor({ state: 'detached' });
    await kept(bruno)
      .filter({ hasText: new RegExp(`già chiuso.*Anna alle ${AT_TIME}`) })
      .filter({ hasText: `${order.items[0]!.code} × 2` })
      .waitFor();
    expect(await kept(bruno).count()).toBe(1);
    expect(await readingsOf(ops.server, order.id)).toEqual([]);

    // Into CL-3: stored there once, and it leaves the list.
    await bruno.getByTestId('outbox-move').click();
    await expect.poll(() => offered(bruno)).toEqual(['CL-3']);
    await moveDialog(bruno).getByTestId('move-target').selectOption({ label: 'CL-3' });
    await moveDialog(bruno).getByTestId('move-confirm').click();
    await bruno.getByTestId('outbox-refused').waitFor({ state: 'detached' });
    const stored = await ops.server.db
      .selectFrom('project_rows')
      .select(['package_id', 'quantity', 'pick_id'])
      .where('project_id', '=', order.id)
      .execute();
    expect(stored.map((r) => [Number(r.package_id), Number(r.quantity), Number(r.pick_id)])).toEqual([
      [p3, 2, pick],
    ]);
    expect(p1).not.toBe(p3);
    await expect.poll(() => row(bruno, pick).getByTestId('pick-row-quantity').textContent()).toContain('2');
  });

  it('a picking reading kept through a reload moves from the concluded list onto the same item of another open list', async () => {
    const { lp } = ops.data.catalog.typologies;
    const [item, other] = ops.data.catalog.items as [
      (typeof ops.data.catalog.items)[0],
      (typeof ops.data.catalog.items)[0],
    ];
    const first = await createProject(ops.server, { name: 'LP-SPOSTA-1', project_typology_id: lp }, [
      [item, 2],
    ]);
    const open = await createProject(ops.server, { name: 'LP-SPOSTA-2', project_typology_id: lp }, [
      [item, 3],
    ]);
    await createProject(ops.server, { name: 'LP-SPOSTA-CHIUSA', project_typology_id: lp, closed: true }, [
      [item, 3],
    ]);
    await createProject(ops.server, { name: 'LP-SPOSTA-ALTRO', project_typology_id: lp }, [[other, 3]]);
    const path = `/picking/management?projectIds=${first.id}`;
    const anna = (await ops.open(0, path)).page;
    const bruno = (await ops.open(1, path)).page;
    await row(anna, first.picks[0]!).waitFor();
    await row(bruno, first.picks[0]!).waitFor();

    // Bruno picks 2 in a dead spot; meanwhile Anna picks the list whole and concludes it.
    await bruno.context().setOffline(true);
    await row(bruno, first.picks[0]!).locator('td').first().click();
    await modal(bruno).getByTestId('pick-quantity').fill('2');
    await modal(bruno).getByTestId('pick-confirm').click();
    await modal(bruno).waitFor({ state: 'detached' });
    await row(anna, first.picks[0]!).locator('td').first().click();
    await modal(anna).getByTestId('pick-quantity').fill('2');
    await modal(anna).getByTestId('pick-confirm').click();
    await eventually(async () => expect(await readingsOf(ops.server, first.id)).toHaveLength(1));
    await anna.getByTestId('picking-conclude').click();
    await anna.waitForURL('**/picking/selection**');
    await bruno.context().setOffline(false);
    await dialog(bruno, 'warning')
      .getByText(new RegExp(`^Lista conclusa da Anna alle ${AT_TIME}$`))
      .waitFor({ timeout: 30_000 });
    await answerDialog(bruno, 'warning', 'OK');

    // The reading was refused and kept: after a reload, the concluded list's screen lists it.
    await bruno.goto(new URL(path, bruno.url()).href);
    await bruno.reload();
    await bruno.getByTestId('picking-finished').waitFor();
    await kept(bruno)
      .filter({ hasText: `${item.code} × 2` })
      .waitFor();
    expect(await readingsOf(ops.server, first.id)).toEqual([]);

    // 'Sposta' offers the open lists with that item, not the closed one nor one without it.
    await bruno.getByTestId('outbox-move').click();
    await moveDialog(bruno).getByTestId('move-target').waitFor();
    const lists = await offered(bruno);
    expect(lists).toContain('LP-SPOSTA-2');
    for (const no of ['LP-SPOSTA-1', 'LP-SPOSTA-CHIUSA', 'LP-SPOSTA-ALTRO']) expect(lists).not.toContain(no);
    await bruno.screenshot({ path: '/tmp/refused-move-picking-360.png' });
    expect(await overflowing(bruno)).toEqual([]);
    await moveDialog(bruno).getByTestId('move-target').selectOption({ label: 'LP-SPOSTA-2' });
    await moveDialog(bruno).getByTestId('move-confirm').click();
    await bruno.getByTestId('outbox-refused').waitFor({ state: 'detached' });
    await eventually(async () =>
      expect((await readingsOf(ops.server, open.id)).map((r) => [Number(r.pick_id), r.quantity])).toEqual([
        [open.picks[0], 2],
      ]),
    );
    expect(await readingsOf(ops.server, first.id)).toEqual([]);
    // A reload sends nothing again.
    await bruno.reload();
    await bruno.getByTestId('picking-finished').waitFor();
    expect(await kept(bruno).count()).toBe(0);
    expect(await readingsOf(ops.server, open.id)).toHaveLength(1);
  });

  it('a store quantity refused by a supply Anna closed goes onto the same item of another supply in fulfilment', async () => {
    const { an, lp } = ops.data.catalog.typologies;
    const [item] = ops.data.catalog.items as [(typeof ops.data.catalog.items)[0]];
    const supply = (name: string, extra: Record<string, unknown> = {}) =>
      createProject(
        ops.server,
        { name, project_typology_id: an, branch_id: ops.data.catalog.branchOne, store: true, ...extra },
        [[item, 2]],
      );
    const first = await supply('AN-SPOSTA-1');
    const open = await supply('AN-SPOSTA-2');
    await supply('AN-SPOSTA-CHIUSO', { prepared: true });
    await createProject(ops.server, { name: 'LP-NON-AN', project_typology_id: lp }, [[item, 2]]);
    const path = `/store/management/${first.id}?picking=true`;
    const storeRow = (page: Page) =>
      page.locator(`[data-testid=store-picks-table] [data-row-id="${first.picks[0]}"]`);
    const itemModal = (page: Page) => page.getByTestId('item-modal');
    const pick = async (page: Page, quantity: string) => {
      await storeRow(page).locator('td').first().click();
      await itemModal(page).getByTestId('item-quantity').fill(quantity);
      await itemModal(page).getByTestId('item-confirm').click();
      await itemModal(page).waitFor({ state: 'detached' });
    };
    const anna = (await ops.open(0, path)).page;
    const bruno = (await ops.open(1, path)).page;
    await storeRow(anna).waitFor();
    await storeRow(bruno).waitFor();

    // Bruno's 2 waits in a dead spot while Anna picks the supply and closes it.
    await bruno.context().setOffline(true);
    await pick(bruno, '2');
    await pick(anna, '2');
    await eventually(async () => expect(await readingsOf(ops.server, first.id)).toHaveLength(1));
    await anna.getByTestId('store-conclude').click();
    await anna.waitForURL('**/store/selection**');
    await bruno.context().setOffline(false);
    await kept(bruno).filter({ hasText: 'AN-SPOSTA-1 è già chiuso' }).waitFor({ timeout: 30_000 });

    await bruno.getByTestId('outbox-move').click();
    await moveDialog(bruno).getByTestId('move-target').waitFor();
    expect(await offered(bruno)).toEqual(['AN-SPOSTA-2']);
    await moveDialog(bruno).getByTestId('move-target').selectOption({ label: 'AN-SPOSTA-2' });
    await moveDialog(bruno).getByTestId('move-confirm').click();
    await bruno.getByTestId('outbox-refused').waitFor({ state: 'detached' });
    await eventually(async () =>
      expect((await readingsOf(ops.server, open.id)).map((r) => [Number(r.pick_id), r.quantity])).toEqual([
        [open.picks[0], 2],
      ]),
    );
    // Anna's closed supply holds her 2 alone.
    expect((await readingsOf(ops.server, first.id)).map((r) => r.quantity)).toEqual([2]);
  });
});
