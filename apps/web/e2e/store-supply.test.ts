import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import {
  answer,
  barcodeLine,
  createProject,
  dialog,
  eventually,
  flagsOf,
  openScreen,
  readingsOf,
  seedCatalog,
  seedOperator,
  type Catalog,
} from './support/picking-store';

/** The store flow end to end: create a supply, add items, then fulfil it in picking mode. */
describe('store supply: creation, then fulfilment', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let catalog: Catalog;
  let supplyId = 0;
  const ids: Record<string, number> = {};

  const rowNames = () =>
    page.locator('[data-testid=supplies-table] [data-testid=table-row] td:nth-child(1)').allTextContents();
  const supplyRow = (name: string) =>
    page.locator('[data-testid=supplies-table] [data-testid=table-row]', { hasText: name });
  const modal = () => page.getByTestId('item-modal');
  const pickRow = (code: string) =>
    page.locator('[data-testid=store-picks-table] [data-testid=table-row]', { hasText: code });
  const picksOf = (projectId: number) =>
    server.db
      .selectFrom('picks')
      .select(['id', 'item_id', 'location_id', 'quantity', 'quantity_detected'])
      .where('project_id', '=', projectId)
      .orderBy('id')
      .execute();
  const year = new Date().getFullYear();

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    catalog = await seedCatalog(server);
    const an = catalog.typologies.an;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 8, minutes)).toISOString();
    const supply = (name: string, extra: Record<string, unknown>) =>
      createProject(server, {
        name,
        project_typology_id: an,
        branch_id: catalog.branchOne,
        project_date: '2026-01-01',
        ...extra,
      });
    ids.old = (await supply('AN-OLD', { updated_at: at(1) })).id;
    ids.newer = (await supply('AN-NEWER', { updated_at: at(5) })).id;
    ids.suspended = (await supply('AN-SUSP', { updated_at: at(0), suspended: true })).id;
    ids.stored = (await supply('AN-STORED', { updated_at: at(3), store: true })).id;
    ids.otherBranch = (await supply('AN-BRANCH-2', { branch_id: catalog.branchOne + 1 })).id;
    await createProject(server, { name: 'LP-NOT-A-SUPPLY', project_typology_id: catalog.typologies.lp });
    const { atoken } = await seedOperator(server);
    ({ page } = await openScreen(browser, server, reader, atoken, '/store/selection?picking=false'));
    await supplyRow('AN-OLD').waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  it('supply mode lists the branch-1 AN supplies not yet stored: suspended first, then newest', async () => {
    await expect(page.getByTestId('page-title').textContent()).resolves.toBe('Approvvigionamento Negozio');
    expect(await rowNames()).toEqual(['AN-SUSP', 'AN-NEWER', 'AN-OLD']);
    await expect(supplyRow('AN-SUSP').getAttribute('class')).resolves.toContain('wh-store-suspended');
    await expect(supplyRow('AN-OLD').getAttribute('class')).resolves.toContain('wh-store-new');
    await expect(supplyRow('AN-OLD').locator('td').nth(1).textContent()).resolves.toBe('01/01/2026');
  });

  it("'Nuovo' creates a supply (name and date required) with serie 0, this year, external code = name, branch 1", async () => {
    await page.getByTestId('supply-new').click();
    const confirm = page.getByTestId('supply-confirm');
    await page.getByTestId('supply-name').fill('');
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await page.getByTestId('supply-name').fill('AN-E2E');
    await page.getByTestId('supply-date').fill('');
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await page.getByTestId('supply-date').fill('2026-03-15');
    await confirm.click();
    await supplyRow('AN-E2E').waitFor();
    const created = await server.db
      .selectFrom('projects')
      .selectAll()
      .where('name', '=', 'AN-E2E')
      .executeTakeFirstOrThrow();
    supplyId = created.id as number;
    expect(created).toMatchObject({
      project_date: '2026-03-15',
      project_typology_id: catalog.typologies.an,
      branch_id: catalog.branchOne,
      serie: 0,
      year,
      external_code: 'AN-E2E',
    });
    expect(await flagsOf(server, supplyId)).toEqual({
      store: false,
      partial: false,
      suspended: false,
      prepared: false,
    });
  });

  it('the trash deletes a supply after confirmation', async () => {
    await supplyRow('AN-OLD').getByTestId('supply-delete').click();
    await dialog(page, 'confirm')
      .getByText("Confermi la cancellazione dell'approvvigionamento corrente?")
      .waitFor();
    await answer(page, true);
    await supplyRow('AN-OLD').waitFor({ state: 'detached' });
    await expect(
      server.db.selectFrom('projects').select('id').where('id', '=', ids.old!).executeTakeFirst(),
    ).resolves.toBeUndefined();
  });

  it('a row opens /store/management/{id}?picking=false titled "Approvvigionamento <name>"', async () => {
    await supplyRow('AN-E2E').locator('td').first().click();
    await page.waitForURL((url) => url.pathname === `/store/management/${supplyId}`);
    expect(new URL(page.url()).searchParams.get('picking')).toBe('false');
    await page.getByTestId('page-title').filter({ hasText: 'Approvvigionamento AN-E2E' }).waitFor();
    await page.getByTestId('store-picks-table').waitFor();
    await page.getByTestId('loading-items').waitFor({ state: 'detached' });
  });

  it('a reading of an item not in the supply opens the new-item modal; the quantity must be above 0', async () => {
    reader.send(barcodeLine(catalog.items[0]!.barcode));
    await modal().waitFor();
    await expect(modal().getAttribute('data-mode')).resolves.toBe('new');
    await expect(modal().getByTestId('item-select').inputValue()).resolves.toContain('ART-001');
    await modal().getByTestId('item-quantity').fill('0');
    await modal().getByTestId('item-confirm').click();
    await modal().getByText('Inserire una quantità maggiore di 0').waitFor();
    expect(await picksOf(supplyId)).toEqual([]);
    await modal().getByTestId('item-quantity').fill('4');
    await modal().getByTestId('item-confirm').click();
    await modal().waitFor({ state: 'detached' });
    await pickRow('ART-001').waitFor();
    expect(await picksOf(supplyId)).toMatchObject([
      { item_id: catalog.items[0]!.id, location_id: 1, quantity: 4 },
    ]);
  });

  it("'Nuovo' adds an item chosen in the searchable selector", async () => {
    await page.getByTestId('store-new-item').click();
    await modal().waitFor();
    await modal().getByTestId('item-select').fill('prova 3');
    await page.getByRole('option', { name: 'ART-003 - Articolo di prova 3' }).click();
    await modal().getByTestId('item-quantity').fill('2');
    await modal().getByTestId('item-confirm').click();
    await pickRow('ART-003').waitFor();
    // And one more by its additional barcode, to delete below.
    reader.send(barcodeLine(catalog.items[4]!.extra));
    await modal().waitFor();
    await modal().getByTestId('item-quantity').fill('1');
    await modal().getByTestId('item-confirm').click();
    await pickRow('ART-005').waitFor();
    expect((await picksOf(supplyId)).map((p) => [p.item_id, p.quantity])).toEqual([
      [catalog.items[0]!.id, 4],
      [catalog.items[2]!.id, 2],
      [catalog.items[4]!.id, 1],
    ]);
  });

  it("a reading of an item in the supply edits its 'Quantità da Prelevare'; an unknown code warns", async () => {
    reader.send(barcodeLine(catalog.items[2]!.extra));
    await modal().waitFor();
    await expect(modal().getAttribute('data-mode')).resolves.toBe('expected');
    await modal().getByText('Quantità da Prelevare').waitFor();
    await expect(modal().getByTestId('item-quantity').inputValue()).resolves.toBe('2');
    await modal().getByTestId('item-quantity').fill('6');
    await modal().getByTestId('item-confirm').click();
    await pickRow('ART-003').getByTestId('store-row-expected').filter({ hasText: '6' }).waitFor();

    reader.send(barcodeLine('123456789'));
    const warning = dialog(page, 'warning');
    await warning.waitFor();
    await expect(warning.getByTestId('dialog-message').innerText()).resolves.toBe(
      'Articolo non trovato!\nCodice letto: 123456789',
    );
    await warning.getByRole('button', { name: 'OK' }).click();
    await warning.waitFor({ state: 'detached' });
  });

  it('deleting a supply row deletes the pick', async () => {
    await pickRow('ART-005').getByTestId('store-row-delete').click();
    await answer(page, true);
    await pickRow('ART-005').waitFor({ state: 'detached' });
    expect((await picksOf(supplyId)).map((p) => p.item_id)).toEqual([
      catalog.items[0]!.id,
      catalog.items[2]!.id,
    ]);
  });

  it("'Concludi' in supply mode stores the supply and returns to the supply list", async () => {
    await page.getByTestId('store-conclude').click();
    await page.waitForURL((url) => url.pathname === '/store/selection' && url.search === '?picking=false');
    expect(await flagsOf(server, supplyId)).toEqual({
      store: true,
      prepared: false,
      partial: false,
      suspended: false,
    });
    await supplyRow('AN-NEWER').waitFor();
    await expect(supplyRow('AN-E2E').count()).resolves.toBe(0);
  });

  it('picking mode lists the stored supplies, without "Nuovo"', async () => {
    await page.goto(`${server.url}/store/selection?picking=true`);
    await supplyRow('AN-E2E').waitFor();
    await expect(page.getByTestId('page-title').textContent()).resolves.toBe('Prelievo per Negozio');
    expect((await rowNames()).sort()).toEqual(['AN-E2E', 'AN-STORED']);
    await expect(page.getByTestId('supply-new').count()).resolves.toBe(0);
    await supplyRow('AN-E2E').locator('td').first().click();
    await page.waitForURL((url) => url.pathname === `/store/management/${supplyId}`);
    await page.getByTestId('page-title').filter({ hasText: 'Prelievo AN-E2E' }).waitFor();
    await expect(page.getByTestId('store-new-item').count()).resolves.toBe(0);
  });

  it("a reading finds the pick by barcode and enters the 'Quantità Prelevata'", async () => {
    await pickRow('ART-001').waitFor();
    reader.send(barcodeLine(catalog.items[0]!.barcode));
    await modal().waitFor();
    await expect(modal().getAttribute('data-mode')).resolves.toBe('picked');
    await modal().getByText('Quantità Prelevata').waitFor();
    await modal().getByTestId('item-quantity').fill('3');
    await modal().getByTestId('item-confirm').click();
    await pickRow('ART-001').getByTestId('store-row-picked').filter({ hasText: '3' }).waitFor();
    await expect(pickRow('ART-001').getAttribute('class')).resolves.toContain('wh-pick-partial');
    await page.getByTestId('outbox-pending').waitFor({ state: 'detached' });
    expect((await readingsOf(server, supplyId)).map((r) => [r.item_id, r.quantity])).toEqual([
      [catalog.items[0]!.id, 3],
    ]);
    // A code not in the supply only warns in picking mode.
    reader.send(barcodeLine(catalog.items[1]!.barcode));
    await dialog(page, 'warning').getByText('Articolo non trovato!', { exact: false }).waitFor();
    await dialog(page, 'warning').getByRole('button', { name: 'OK' }).click();
    await dialog(page, 'warning').waitFor({ state: 'detached' });
  });

  it('exit with something picked asks, then suspends; the supply can be entered again', async () => {
    await page.getByTestId('store-exit').click();
    await answer(page, true);
    await page.waitForURL((url) => url.pathname === '/store/selection' && url.search === '?picking=true');
    expect(await flagsOf(server, supplyId)).toEqual({
      store: true,
      prepared: false,
      partial: false,
      suspended: true,
    });
    await page
      .locator(`[data-testid=supplies-table] [data-row-id="${supplyId}"].wh-store-suspended`)
      .waitFor();
    await supplyRow('AN-E2E').locator('td').first().click();
    await pickRow('ART-001').getByTestId('store-row-picked').filter({ hasText: '3' }).waitFor();
  });

  it('a partial close asks, gives the unread picks a zero-quantity reading and marks the supply prepared and partial', async () => {
    await page.getByTestId('store-conclude').click();
    await dialog(page, 'confirm')
      .getByText("Prelievo parziale! Confermi comunque la chiusura dell'attività di prelievo?")
      .waitFor();
    await answer(page, true);
    await page.waitForURL((url) => url.pathname === '/store/selection' && url.search === '?picking=true');
    await eventually(async () =>
      expect(await flagsOf(server, supplyId)).toEqual({
        store: true,
        prepared: true,
        partial: true,
        suspended: false,
      }),
    );
    const [first, third] = await picksOf(supplyId);
    expect((await readingsOf(server, supplyId)).map((r) => [r.pick_id, r.quantity])).toEqual([
      [first!.id, 3],
      [third!.id, 0],
    ]);
    await page.locator(`[data-testid=supplies-table] [data-row-id="${supplyId}"].wh-store-closed`).waitFor();
  });

  it("another operator changed the supply meanwhile: 'Concludi' writes nothing, says so and reloads; again, it closes", async () => {
    await page.goto(new URL(`/store/management/${ids.newer}?picking=false`, page.url()).href);
    await page.getByTestId('store-conclude').and(page.locator(':enabled')).waitFor();
    // Another operator changes the supply just as Concludi goes out: whatever version the screen
    // read last (its live stream's opening reloads it, at a time a busy machine decides), the one
    // it sends is stale.
    const concluding = (url: URL) =>
      url.pathname === `/api/v2/projects/${ids.newer}` && url.searchParams.get('do') === 'close_store';
    let changed = false;
    await page.route(concluding, async (route) => {
      if (changed) return route.continue();
      changed = true;
      await server.db
        .updateTable('projects')
        .set((eb) => ({ lock_version: eb('lock_version', '+', 1) }))
        .where('id', '=', ids.newer!)
        .execute();
      await route.continue();
    });
    await page.getByTestId('store-conclude').click();
    const warning = dialog(page, 'warning');
    await warning.getByText('Modifica in conflitto con altro operatore').waitFor();
    expect((await flagsOf(server, ids.newer!)).store).toBe(false);
    await warning.getByRole('button', { name: 'OK' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/store/management/${ids.newer}`);
    // The supply reloaded before the warning: the same tap now sends its new lock_version.
    await page.getByTestId('store-conclude').click();
    await page.waitForURL((url) => url.pathname === '/store/selection');
    expect((await flagsOf(server, ids.newer!)).store).toBe(true);
  });
});
