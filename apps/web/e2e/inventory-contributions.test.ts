import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedInventoryData } from './support/inventory';
import { eventually } from './support/picking-store';
import { overflowing } from './support/screen';
import { twoOperatorSetups, twoOperatorsForSuite } from './support/two-operators';

/**
 * Issue 48: two operators count the same line of a list (CAR-IGI at B01-02, 30 expected); each
 * one's count stays theirs, shown on both screens under the item and in the line's dialog
 * ('Anna 5 · Bruno 3'), and the location's count document is linked to its picks. At 360×640, on
 * SQLite and (with TEST_DATABASE_URL) on PostgreSQL behind two server processes.
 */
describe.each(twoOperatorSetups)('inventory: two operators count the same line (%s)', (setup) => {
  const ops = twoOperatorsForSuite((s) => seedInventoryData(s, 'contatore-contributi@test.it'), setup);
  const row = (page: Page) => page.getByTestId('table-row').filter({ hasText: 'CAR-IGI' });
  const modal = (page: Page) => page.getByTestId('line-modal');
  const countedBy = (page: Page) => row(page).getByTestId('line-counted-by');
  async function count(page: Page, quantity: string) {
    await row(page).click();
    await modal(page).getByTestId('line-quantity').fill(quantity);
    await modal(page).getByTestId('line-confirm').click();
    await modal(page).waitFor({ state: 'detached' });
  }

  it("each operator's count of the line is kept and shown: Anna 5 · Bruno 3", async () => {
    const { server, data: demo } = ops;

    const list = await demo.idOf('projects', 'name', `INV-${demo.year}-B`);
    const b0102 = await demo.idOf('locations', 'name', 'B01-02');
    const item = await demo.idOf('items', 'code', 'CAR-IGI');
    const path = `/inventory/list_management/${list}?free=false&picking=false&location=${b0102}`;
    const anna = (await ops.open(0, path)).page;
    await row(anna).waitFor();
    expect(await countedBy(anna).count()).toBe(0);
    // Anna's first count makes the location's document; Bruno's screen, opened on it, follows it live.
    await count(anna, '5');
    await expect.poll(() => countedBy(anna).textContent()).toBe('Anna 5');
    const bruno = (await ops.open(1, path)).page;
    await expect.poll(() => countedBy(bruno).textContent()).toBe('Anna 5');
    await count(bruno, '3');
    // Bruno's from his count's answer, Anna's from the live update: the same on both.
    for (const page of [bruno, anna]) {
      await expect.poll(() => countedBy(page).textContent()).toBe('Anna 5 · Bruno 3');
      await expect.poll(() => row(page).getByTestId('line-row-detected').textContent()).toBe('8');
    }
    await anna.screenshot({ path: `/tmp/counts-line-${setup === 'sqlite' ? 'sqlite' : 'pg'}.png` });
    expect(await overflowing(anna)).toEqual([]);

    // The line's dialog says it too, before the next count.
    await row(anna).click();
    await expect
      .poll(() => modal(anna).getByTestId('line-counted-by').textContent())
      .toBe('Rilevata da: Anna 5 · Bruno 3');
    await anna.screenshot({ path: `/tmp/counts-dialog-${setup === 'sqlite' ? 'sqlite' : 'pg'}.png` });
    expect(await overflowing(anna)).toEqual([]);
    await modal(anna).getByTestId('line-cancel').click();

    // Stored as two readings, one per operator; the pick is in the location's count document.
    await eventually(async () => {
      const rows = await server.db
        .selectFrom('project_rows as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select(['u.name', 'r.quantity'])
        .where('r.project_id', '=', list)
        .where('r.item_id', '=', item)
        .orderBy('r.id')
        .execute();
      expect(rows.map((r) => [r.name, Number(r.quantity)])).toEqual([
        ['Anna', 5],
        ['Bruno', 3],
      ]);
    });
    const pick = await server.db
      .selectFrom('picks')
      .select('document_id')
      .where('project_id', '=', list)
      .where('item_id', '=', item)
      .executeTakeFirstOrThrow();
    const document = await server.db
      .selectFrom('documents')
      .select('id')
      .where('project_id', '=', list)
      .where('location_id', '=', b0102)
      .executeTakeFirstOrThrow();
    expect(pick.document_id).toBe(document.id);
  });
});
