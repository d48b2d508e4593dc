/**
 * INGRESSO MERCE by hand: the combos (location, order, item limited to the order's items), the focus
 * moves of nextFieldOnComboSelect (location → barcode, order → tag, item → lot), Save enabled only
 * with every required value, the lockable location, the refreshable order list, and /incoming/{id}
 * starting on that order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { expectNewToast } from './support/app';
import { apiClient, insert, insertOne, openScreen, seedBasics, seedUser, type Basics } from './support/goods';

describe('incoming goods: the form by hand', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let basics: Basics;
  let atoken = '';
  let api: Awaited<ReturnType<typeof apiClient>>;
  let first = 0;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    basics = await seedBasics(server);
    const [a, b] = (await insert(server, 'projects', [
      { name: 'AC-0001', project_typology_id: basics.typologies.ac },
      { name: 'AC-0002', project_typology_id: basics.typologies.ac },
    ])) as [number, number];
    first = a;
    const [pasta, oil, rice] = await insert(server, 'items', [
      { code: 'PAS-500', description: 'Pasta 500 g' },
      { code: 'OLI-1L', description: 'Olio 1 L' },
      { code: 'RIS-CAR', description: 'Riso Carnaroli' },
    ]);
    await insert(server, 'picks', [
      { project_id: a, item_id: pasta, quantity: 50, quantity_detected: 0, quantity_remaining: 50 },
      { project_id: a, item_id: oil, quantity: 30, quantity_detected: 0, quantity_remaining: 30 },
      { project_id: b, item_id: rice, quantity: 10, quantity_detected: 0, quantity_remaining: 10 },
    ]);
    // The user has no location of its own: the location starts empty.
    ({ atoken } = await seedUser(server, 'ugo@example.com'));
    api = await apiClient(server, atoken);
    ({ page } = await openScreen(browser, server, reader, atoken, '/incoming'));
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  const field = (name: string) => page.getByTestId(`incoming-${name}`);
  const focused = (name: string) =>
    page.waitForFunction(
      (id) => document.activeElement?.getAttribute('data-testid') === `incoming-${id}`,
      name,
    );

  async function choose(name: string, option: string) {
    await field(name).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  async function options(name: string): Promise<string[]> {
    await field(name).click();
    const list = page.getByRole('option');
    await list.first().waitFor();
    const texts = await list.allTextContents();
    await page.keyboard.press('Escape');
    return texts;
  }

  it('location → barcode, order → tag, item → lot; the item is limited to the order', async () => {
    await expect(field('location').inputValue()).resolves.toBe('');
    await expect(field('item').isDisabled()).resolves.toBe(true);
    await choose('location', 'A01-01');
    await focused('barcode');
    await choose('order', 'AC-0001');
    await focused('tag');
    await expect(field('item').isDisabled()).resolves.toBe(false);
    await expect(options('item')).resolves.toEqual(['OLI-1L', 'PAS-500']);
    await choose('item', 'PAS-500');
    await focused('lot');
    await expect(field('description').inputValue()).resolves.toBe('Pasta 500 g');
    await expect(page.getByTestId('incoming-remaining').textContent()).resolves.toBe('/ 50');
  });

  it('Save needs location, order, item, lot, weight and tag', async () => {
    const save = field('save');
    await expect(save.isDisabled()).resolves.toBe(true);
    await field('lot').fill('L-1');
    await expect(save.isDisabled()).resolves.toBe(true);
    await field('weight').fill('5');
    await expect(save.isDisabled()).resolves.toBe(true);
    await field('tag').fill('TAG-HAND-1');
    await expect(save.isDisabled()).resolves.toBe(false);
    await field('lot').fill('');
    await expect(save.isDisabled()).resolves.toBe(true);
    await field('lot').fill('L-1');
    await expectNewToast(page, 'Articolo inserito correttamente!', () => save.click());
    const [row] = await api.get('/project_rows?q[code_eq]=TAG-HAND-1');
    expect(row).toMatchObject({ project_id: first, location_id: basics.locations.shelf, quantity: 5 });
  });

  it('changing the order clears the item; the other order offers its own items', async () => {
    await choose('order', 'AC-0001');
    await choose('item', 'OLI-1L');
    await choose('order', 'AC-0002');
    await expect(field('item').inputValue()).resolves.toBe('');
    await expect(options('item')).resolves.toEqual(['RIS-CAR']);
  });

  it('the refresh button loads orders created meanwhile', async () => {
    await insertOne(server, 'projects', { name: 'AC-0003', project_typology_id: basics.typologies.ac });
    await page.getByTestId('incoming-orders-refresh').click();
    await expect.poll(() => options('order'), { timeout: 10_000 }).toContain('AC-0003');
  });

  it('a locked location cannot be changed and is kept on the next visit', async () => {
    await page.getByTestId('incoming-location-lock').click();
    await expect(page.getByTestId('incoming-location-lock').getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await expect(field('location').getAttribute('readonly')).resolves.not.toBeNull();
    await page.reload();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="incoming-location"]') as HTMLInputElement | null)?.value ===
        'A01-01',
    );
    await page.getByTestId('incoming-location-lock').click();
    await expect(field('location').getAttribute('readonly')).resolves.toBeNull();
  });

  it('with nextFieldOnComboSelect off, choosing does not move the focus', async () => {
    const other = await openScreen(browser, server, reader, atoken, '/incoming', {
      nextFieldOnComboSelect: false,
    });
    const p = other.page;
    await p.getByTestId('incoming-order').click();
    await p.getByRole('option', { name: 'AC-0001', exact: true }).click();
    await p.waitForFunction(
      () =>
        (document.querySelector('[data-testid="incoming-order"]') as HTMLInputElement | null)?.value ===
        'AC-0001',
    );
    await expect(
      p.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'incoming-tag'),
    ).resolves.toBe(false);
    await other.context.close();
  });

  it('/incoming/{id} starts on that order, and stays on it after a save', async () => {
    await page.goto(`${server.url}/incoming/${first}`);
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="incoming-order"]') as HTMLInputElement | null)?.value ===
        'AC-0001',
    );
    await expect(field('item').isDisabled()).resolves.toBe(false);
    // Unlocked, and the user has no location of its own: it is chosen again.
    await expect(field('location').inputValue()).resolves.toBe('');
    await choose('location', 'RICEVIMENTO');
    await choose('item', 'OLI-1L');
    await field('lot').fill('L-2');
    await field('weight').fill('3');
    await field('tag').fill('TAG-HAND-2');
    await expectNewToast(page, 'Articolo inserito correttamente!', () => field('save').click());
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="incoming-tag"]') as HTMLInputElement | null)?.value === '',
    );
    await expect(field('order').inputValue()).resolves.toBe('AC-0001');
  });
});
