import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openAdmin, type AdminPage } from './support/admin';
import { apiClient, type Row } from './support/api';
import { answerDialog } from './support/app';
import { launchBrowser } from './support/browser';
import { startTestServer, type TestServer } from './support/server';

/**
 * Back office at 1280×800: a bulk edit of items one of which someone else changed meanwhile is
 * applied again, once confirmed, with exactly the field the administrator set, to the same items at
 * their new versions. No other field is touched (the reported 'location cleared' was a second click
 * on the chosen location, which deselected it: it now keeps it, and an empty value is never sent).
 */
describe('back office: bulk edit after a conflict', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: AdminPage;
  let api: Awaited<ReturnType<typeof apiClient>>;
  const ids: number[] = [];
  let shelf = 0;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const { atoken } = await server.createUser({
      email: 'admin@example.com',
      password: 'password-123',
      admin: true,
    });
    api = await apiClient(server, atoken);
    shelf = (await api.post<Row>('/locations', { location: { name: 'Scaffale A' } })).id as number;
    await api.post('/locations', { location: { name: 'Scaffale B' } });
    for (const code of ['BLK-1', 'BLK-2', 'BLK-3']) {
      ids.push((await api.post<Row>('/items', { item: { code, location_id: shelf } })).id as number);
    }
    admin = await openAdmin(browser, server, atoken, '/admin/items?q[code_start]=BLK');
  });
  afterAll(async () => {
    await admin?.context.close();
    await Promise.all([browser?.close(), server?.close()]);
  });

  const items = async () =>
    (await api.get<Row[]>('/items?q[code_start]=BLK&q[s]=code+asc')).map((r) => ({
      code: r.code,
      location_id: r.location_id,
      retail_price: r.retail_price,
      description: r.description,
    }));

  it('re-applies only the price, to all three at their new versions; every location stays', async () => {
    const { page } = admin;
    const list = page.getByTestId('admin-list');
    await list.locator('tr', { hasText: 'BLK-3' }).waitFor();
    await list.locator('thead input[type=checkbox]').check();
    await page.getByTestId('bulk-actions').filter({ hasText: '3 selezionati' }).waitFor();
    const second = await api.get<Row>(`/items/${ids[1]}`);
    await api.put(`/items/${ids[1]}`, {
      item: { description: 'cambiato altrove', lock_version: second.lock_version },
    });

    await page.getByRole('button', { name: 'Modifica selezionati' }).click();
    await page.getByLabel('Campo da modificare', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Prezzo al pubblico', exact: true }).click();
    const apply = page.getByRole('button', { name: 'Applica' });
    // Nothing set yet: nothing to apply.
    await expect(apply.isDisabled()).resolves.toBe(true);
    await page.getByTestId('field-retail_price').fill('9,5');
    await apply.click();
    await answerDialog(page, 'confirm', 'SI', 'BLK-2');
    await page.locator('[data-testid=toast]').filter({ hasText: '3 record modificati' }).first().waitFor();
    expect(await items()).toEqual([
      { code: 'BLK-1', location_id: shelf, retail_price: 9.5, description: null },
      { code: 'BLK-2', location_id: shelf, retail_price: 9.5, description: 'cambiato altrove' },
      { code: 'BLK-3', location_id: shelf, retail_price: 9.5, description: null },
    ]);
  });

  it('choosing the chosen location again keeps it, and emptying its text does not empty it', async () => {
    const { page } = admin;
    const list = page.getByTestId('admin-list');
    await list.locator('thead input[type=checkbox]').check();
    await page.getByRole('button', { name: 'Modifica selezionati' }).click();
    await page.getByLabel('Campo da modificare', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Ubicazione', exact: true }).click();
    const location = page.getByTestId('field-location_id');
    await location.click();
    await page.getByRole('option', { name: 'Scaffale B', exact: true }).click();
    await location.click();
    await page.getByRole('option', { name: 'Scaffale B', exact: true }).click();
    await expect(location.inputValue()).resolves.toBe('Scaffale B');
    const apply = page.getByRole('button', { name: 'Applica' });
    await expect(apply.isDisabled()).resolves.toBe(false);
    await location.fill('');
    await location.blur();
    // Emptied by typing: the choice stays, as the field shows again.
    await expect(location.inputValue()).resolves.toBe('Scaffale B');
    expect((await items()).map((i) => i.location_id)).toEqual([shelf, shelf, shelf]);
  });
});
