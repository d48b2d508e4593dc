import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerDialog } from './support/app';
import { readingsOf as countsOf, seedInventoryData } from './support/inventory';
import {
  barcodeLine,
  createProject,
  dialog,
  eventually,
  readingsOf,
  seedCatalog,
  type Catalog,
} from './support/picking-store';
import { changedMeanwhile, twoOperatorSetups, twoOperatorsForSuite } from './support/two-operators';

/**
 * Open dialogs stay true (issue 31, point 2): B's open dialog follows A's readings as they land.
 * A picking reading adds (issue 41): B's Conferma after A's is stored too, over the expected, and
 * shown. An inventory count line decides a figure: B's Conferma on the figure that changed
 * meanwhile is stopped and said before anything is sent.
 */
describe.each(twoOperatorSetups)('picking: two operators on one pick (%s)', (setup) => {
  const ops = twoOperatorsForSuite((s) => seedCatalog(s), setup);
  const modal = (page: Page) => page.getByTestId('pick-modal');
  const pickRow = (page: Page, pickId: number) =>
    page.locator(`[data-row-id="${pickId}"]`).getByTestId('pick-row-quantity');

  it("B's open pick shows A's reading; B's reading adds to it, over the expected, shown to both", async () => {
    const { server, readers, data: catalog } = ops;
    const item = catalog.items[0] as Catalog['items'][0];
    const list = await createProject(
      server,
      { name: 'LP-DIALOG', project_typology_id: catalog.typologies.lp },
      [[item, 4]],
    );
    const pick = list.picks[0]!;
    const path = `/picking/management?projectIds=${list.id}`;
    const a = (await ops.open(0, path)).page;
    const b = (await ops.open(1, path)).page;
    await pickRow(b, pick).waitFor();
    const quantities = async () => (await readingsOf(server, list.id)).map((r) => r.quantity);

    readers[1].send(barcodeLine(item.barcode));
    await modal(b).getByTestId('pick-quantity').fill('4');
    expect(await modal(b).getByTestId('pick-expected').textContent()).toContain('(Già inserita: 0)');

    readers[0].send(barcodeLine(item.barcode));
    await modal(a).getByTestId('pick-quantity').fill('4');
    await modal(a).getByTestId('pick-confirm').click();
    await modal(a).waitFor({ state: 'detached' });
    await eventually(async () => expect(await quantities()).toEqual([4]));

    await expect
      .poll(() => modal(b).getByTestId('pick-expected').textContent())
      .toContain('(Già inserita: 4)');
    // B counted 4 more: an addition, stored once beside A's, the over-picking shown to both.
    await modal(b).getByTestId('pick-confirm').click();
    await modal(b).waitFor({ state: 'detached' });
    await eventually(async () => expect(await quantities()).toEqual([4, 4]));
    await expect.poll(() => pickRow(a, pick).textContent()).toBe('8 / 4');
    await expect.poll(() => pickRow(b, pick).textContent()).toBe('8 / 4');
  });

  it("a list concluded by A while B works on it ends B's work, saying who and when", async () => {
    const { server, readers, data: catalog } = ops;
    const item = catalog.items[1] as Catalog['items'][0];
    const list = await createProject(
      server,
      { name: 'LP-CONCLUSA', project_typology_id: catalog.typologies.lp },
      [[item, 2]],
    );
    const path = `/picking/management?projectIds=${list.id}`;
    const a = (await ops.open(0, path)).page;
    const b = (await ops.open(1, path)).page;
    await pickRow(b, list.picks[0]!).waitFor();

    // B is in the middle of a pick when A reads the whole list and concludes it.
    readers[1].send(barcodeLine(item.barcode));
    await modal(b).getByTestId('pick-quantity').fill('2');
    readers[0].send(barcodeLine(item.barcode));
    await modal(a).getByTestId('pick-quantity').fill('2');
    await modal(a).getByTestId('pick-confirm').click();
    await eventually(async () => expect(await readingsOf(server, list.id)).toHaveLength(1));
    await a.getByTestId('picking-conclude').click();
    await a.waitForURL('**/picking/selection**');
    const concluded = await readingsOf(server, list.id);

    await dialog(b, 'warning')
      .getByText(/^Lista conclusa da Anna alle \d\d:\d\d$/)
      .waitFor();
    expect(new URL(b.url()).pathname).toBe('/picking/selection');
    expect(await modal(b).count()).toBe(0);
    // B's typed 2 was never sent: the list holds what A's Concludi left.
    expect(await readingsOf(server, list.id)).toEqual(concluded);
  });
});

describe.each(twoOperatorSetups)('inventory: two operators on one count (%s)', (setup) => {
  const ops = twoOperatorsForSuite((s) => seedInventoryData(s, 'contatore-dialog@test.it'), setup);

  it("B's open line shows A's counts; B's confirm on the old figure is said, not saved", async () => {
    const { server, readers, data: demo } = ops;
    const free = await demo.idOf('projects', 'name', `INV-${demo.year}-LIBERO`);
    const c0101 = await demo.idOf('locations', 'name', 'C01-01');
    const path = `/inventory/free_management/${free}?free=true&picking=false&location=${c0101}`;
    const item = await server.db
      .selectFrom('items')
      .select('barcode')
      .where('code', '=', 'GUA-NIT')
      .executeTakeFirstOrThrow();
    const barcode = item.barcode as string;
    const counted = async () => (await countsOf(server, free)).byCode['GUA-NIT'] ?? 0;
    const row = (page: Page) => page.getByTestId('table-row').filter({ hasText: 'GUA-NIT' });
    const modal = (page: Page) => page.getByTestId('line-modal');

    const shownCount = async (page: Page) =>
      Number(
        /già inserita: ([\d,.]+)/.exec(
          (await modal(page).getByTestId('line-expected').textContent()) ?? '',
        )?.[1],
      );

    await ops.open(0, path);
    // Free counting: a reading counts 1 at once; the first makes the location's document.
    const before = await counted();
    readers[0].send(barcodeLine(barcode));
    await eventually(async () => expect(await counted()).toBe(before + 1));
    const b = (await ops.open(1, path)).page;
    await row(b).click();
    await modal(b).getByTestId('line-quantity').fill('2');
    const seen = await shownCount(b);
    expect(seen).toBeGreaterThanOrEqual(1);

    readers[0].send(barcodeLine(barcode));
    await eventually(async () => expect(await counted()).toBe(before + 2));
    await expect.poll(() => shownCount(b)).toBe(seen + 1);
    await modal(b).getByTestId('line-confirm').click();
    await dialog(b, 'warning')
      .getByText(changedMeanwhile('Anna', String(seen + 1)))
      .waitFor();
    await answerDialog(b, 'warning', 'OK');
    expect(await counted()).toBe(before + 2);

    // Confirmed again on the figure now shown: B's 2 counted once.
    await modal(b).getByTestId('line-confirm').click();
    await modal(b).waitFor({ state: 'detached' });
    await eventually(async () => expect(await counted()).toBe(before + 4));
  });
});
