import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import {
  barcodeLine,
  createProject,
  dialog,
  openScreen,
  seedCatalog,
  seedOperator,
  type Catalog,
} from './support/picking-store';
import { errorFeedbacks, recordVibrations } from './support/vibrations';

describe('/picking/selection', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let catalog: Catalog;
  const ids: Record<string, number> = {};

  const rowNames = () =>
    page.locator('[data-testid=lists-table] [data-testid=table-row] td:nth-child(2)').allTextContents();
  const row = (name: string) =>
    page.locator('[data-testid=lists-table] [data-testid=table-row]', { hasText: name });

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    catalog = await seedCatalog(server);
    const lp = catalog.typologies.lp;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 8, minutes)).toISOString();
    const lists: [string, Record<string, unknown>][] = [
      ['LP-OLD', { updated_at: at(1) }],
      [
        'LP-NEW',
        { updated_at: at(9), operator: 'Mario', zone: 'Nord', payment_code: 'RB60', package_number: 3 },
      ],
      ['LP-SUSP', { updated_at: at(20), suspended: true }],
      ['LP-PART', { updated_at: at(30), partial: true }],
      ['LP-CLOSED', { updated_at: at(40), closed: true }],
      // Concluded partial by another operator ('Concludi': store and partial set).
      ['LP-DONE', { updated_at: at(50), store: true, partial: true }],
    ];
    for (const [name, extra] of lists) {
      ids[name] = (
        await createProject(server, {
          name,
          project_typology_id: lp,
          customer_id: catalog.customers[0],
          ...extra,
        })
      ).id;
    }
    // Not a picking list: never listed, never selected by reading.
    await createProject(server, { name: 'AN-NOT-A-LIST', project_typology_id: catalog.typologies.an });
    const { atoken } = await seedOperator(server);
    // Vibration on: a refused code's error feedback is recorded (support/vibrations.ts).
    ({ page } = await openScreen(browser, server, reader, atoken, '/picking/selection', { vibration: true }));
    await row('LP-OLD').waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  it('lists the LP projects: open first (newest first), then partial, suspended, closed; suspended styled apart', async () => {
    await expect(page.getByTestId('page-title').textContent()).resolves.toBe('Liste di Prelievo');
    expect(await rowNames()).toEqual(['LP-NEW', 'LP-OLD', 'LP-SUSP', 'LP-DONE', 'LP-PART', 'LP-CLOSED']);
    await expect(row('LP-SUSP').getAttribute('class')).resolves.toContain('wh-list-suspended');
    await expect(row('LP-NEW').getAttribute('class')).resolves.toContain('wh-list-new');
    // A concluded list looks finished (grey, struck through), not orange like a partial one in progress.
    await expect(row('LP-PART').getAttribute('class')).resolves.toContain('wh-list-partial');
    await expect(row('LP-DONE').getAttribute('class')).resolves.toContain('wh-list-closed');
  });

  it('searches over number and customer name', async () => {
    const search = page.getByTestId('lists-table-search');
    await search.fill('susp');
    await expect.poll(rowNames).toEqual(['LP-SUSP']);
    await search.fill('rossi');
    await expect.poll(async () => (await rowNames()).length).toBe(6);
    await search.fill('');
  });

  it('shows a list read-only in "Visualizza Lista di Prelievo"', async () => {
    await row('LP-NEW').getByTestId('list-view').click();
    const body = page.getByTestId('list-modal-body');
    await body.waitFor();
    await page.getByText('Visualizza Lista di Prelievo').waitFor();
    await expect(body.getByTestId('list-field-number').inputValue()).resolves.toBe('LP-NEW');
    await expect(body.getByTestId('list-field-customer').inputValue()).resolves.toBe('Rossi Alimentari');
    await expect(body.getByTestId('list-field-customer-details').inputValue()).resolves.toBe(
      'Via Roma 1, 20100 Milano (MI)',
    );
    await expect(body.getByTestId('list-field-operator').inputValue()).resolves.toBe('Mario');
    await expect(body.getByTestId('list-field-packages').inputValue()).resolves.toBe('3');
    await expect(body.getByTestId('list-field-number').getAttribute('readonly')).resolves.not.toBeNull();
    await body.getByTestId('list-modal-close').click();
    await page.locator('[aria-modal=true]').waitFor({ state: 'detached' });
    // Showing a list does not select it.
    await expect(page.getByTestId('manage-selection').isDisabled()).resolves.toBe(true);
  });

  it('a barcode or a single tag equal to a list name adds it to the selection', async () => {
    reader.send(barcodeLine('LP-OLD', 'CODE128'));
    await row('LP-OLD').locator('input[type=checkbox]:checked').waitFor();
    reader.send('LP-SUSP');
    await row('LP-SUSP').locator('input[type=checkbox]:checked').waitFor();
    // Reading it again keeps it selected.
    reader.send(barcodeLine('LP-OLD', 'CODE128'));
    await page.getByTestId('selected-count').filter({ hasText: '2 liste selezionate' }).waitFor();
  });

  it('an unknown name (or another kind of project) warns "Lista di Prelievo non trovata!" with the error sound', async () => {
    await recordVibrations(page);
    reader.send(barcodeLine('AN-NOT-A-LIST', 'CODE128'));
    const warning = dialog(page, 'warning');
    await warning.waitFor();
    await expect(warning.getByTestId('dialog-message').textContent()).resolves.toBe(
      'Lista di Prelievo non trovata!',
    );
    await page.getByText('Ricerca Lista di Prelievo').waitFor();
    expect(await errorFeedbacks(page)).toBe(1);
    await warning.getByRole('button', { name: 'OK' }).click();
    await warning.waitFor({ state: 'detached' });
    await page.getByTestId('selected-count').filter({ hasText: '2 liste selezionate' }).waitFor();
  });

  it('a tap selects a row too; "Gestisci selezione" opens the selected lists', async () => {
    await row('LP-NEW').locator('td').nth(1).click();
    await page.getByTestId('selected-count').filter({ hasText: '3 liste selezionate' }).waitFor();
    await page.getByTestId('manage-selection').click();
    await page.waitForURL((url) => url.pathname === '/picking/management');
    const selected = new URL(page.url()).searchParams.get('projectIds')!.split(',').map(Number);
    expect(selected.sort()).toEqual([ids['LP-NEW'], ids['LP-OLD'], ids['LP-SUSP']].sort());
  });

  it('back goes to /home', async () => {
    await page.goto(`${server.url}/picking/selection`);
    await page.getByTestId('nav-back').click();
    await page.waitForURL((url) => url.pathname === '/home');
  });
});
