import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { errorAt, fillField, openAdmin, type AdminPage } from './support/admin';
import { apiClient } from './support/api';
import { answerDialog } from './support/app';
import { launchBrowser } from './support/browser';
import { insertOne } from './support/goods';
import { startTestServer, type TestServer } from './support/server';

/**
 * Back office at 1280×800: what the database refuses is said at the record. A location still used
 * by an item is not deleted, and the form says what uses it; an item code another item has (case
 * and spaces aside) is refused at its field with a link to that item.
 */
describe('back office: in-use deletes and duplicate codes', () => {
  let server: TestServer;
  let browser: Browser;
  let adminToken: string;
  let admin: AdminPage;
  let locationId = 0;
  let itemId = 0;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    locationId = await insertOne(server, 'locations', { name: 'Scaffale A01', code: 'A01-01' });
    itemId = await insertOne(server, 'items', {
      code: 'PAS-500',
      description: 'Passacavo 500',
      location_id: locationId,
    });
    ({ atoken: adminToken } = await server.createUser({
      email: 'admin@example.com',
      password: 'password-123',
      admin: true,
    }));
    admin = await openAdmin(browser, server, adminToken, `/admin/locations/${locationId}`);
  });
  afterAll(async () => {
    await admin?.context.close();
    await Promise.all([browser?.close(), server?.close()]);
  });

  it('a location used by an item: not deleted, the reason shown at the record', async () => {
    const { page } = admin;
    await page.getByTestId('record-form').waitFor();
    await page.getByRole('button', { name: 'Elimina', exact: true }).click();
    await answerDialog(page, 'confirm', 'SI', 'Scaffale A01');
    const refusal = page.getByTestId('record-refusal');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toBe(
      'Non eliminatoImpossibile eliminare Ubicazione «Scaffale A01»: è ancora in uso in 1 Articolo',
    );
    expect(new URL(page.url()).pathname).toBe(`/admin/locations/${locationId}`);
    const api = await apiClient(server, adminToken);
    await expect(api.get(`/locations/${locationId}`)).resolves.toMatchObject({ code: 'A01-01' });
    await expect(api.get(`/items/${itemId}`)).resolves.toMatchObject({ location_id: locationId });
  });

  it('an item code another item has: refused at the field, with a link to that item', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/admin/items/new`);
    await fillField(page, 'code', ' pas-500');
    await fillField(page, 'description', 'Un altro passacavo');
    await page.getByTestId('save').click();
    await expect(errorAt(page, 'code')).resolves.toBe(
      'Codice «pas-500» già usato da Articolo «PAS-500» Apri «PAS-500»',
    );
    const api = await apiClient(server, adminToken);
    await expect(api.get<unknown[]>('/items')).resolves.toHaveLength(1);

    await page.getByTestId('existing-link').click();
    await page.waitForURL((url) => url.pathname === `/admin/items/${itemId}`);
    await page.getByTestId('edit-title').filter({ hasText: 'PAS-500' }).waitFor();
    await expect(page.getByTestId('field-description').inputValue()).resolves.toBe('Passacavo 500');
  });
});
