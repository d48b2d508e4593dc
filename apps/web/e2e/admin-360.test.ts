/**
 * The back office on a handheld (360×640), past its 'Continua comunque' notice: a list and a record's
 * form fit the width (nothing scrolls sideways), Salva is reachable and saves, and what answers a
 * Salva lower down the form is brought into view below the fixed header: the field in error, the
 * panel of a conflict with another administrator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  fillField,
  openAdmin,
  save,
  startAdminSession,
  type AdminPage,
  type AdminSession,
} from './support/admin';
import { apiClient } from './support/api';
import { answerDialog } from './support/app';
import { PHONE } from './support/browser';
import { insertOne } from './support/goods';

/** The page's own width against the screen's: more means it scrolls sideways. */
const widths = (page: Page) =>
  page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, screen: innerWidth }));

/** Whether the element is wholly on the screen, below the back office's header. */
async function inView(page: Page, target: Locator): Promise<boolean> {
  const header = (await page.locator('header').boundingBox())!;
  const box = (await target.boundingBox())!;
  return (
    box.x >= 0 &&
    box.x + box.width <= PHONE.width &&
    box.y >= header.y + header.height &&
    box.y + box.height <= PHONE.height
  );
}

describe('back office at 360×640', () => {
  let session: AdminSession;
  let admin: AdminPage;
  let itemId = 0;

  beforeAll(async () => {
    session = await startAdminSession();
    const { server, browser, adminToken } = session;
    const locationId = await insertOne(server, 'locations', { name: 'Scaffale A01', code: 'A01-01' });
    itemId = await insertOne(server, 'items', {
      code: 'PAS-500',
      description: 'Passacavo in nylon nero da 500 millimetri, confezione da cento pezzi',
      barcode: '8001234567890',
      location_id: locationId,
    });
    admin = await openAdmin(browser, server, adminToken, '/admin/items', PHONE);
    await admin.page.getByRole('button', { name: 'Continua comunque' }).click();
  });
  afterAll(async () => {
    await admin?.context.close();
    await session?.close();
  });

  it('the list and a form fit the width, and Salva is reachable and saves', async () => {
    const { page } = admin;
    await page.getByTestId('admin-list').getByText('PAS-500', { exact: true }).waitFor();
    const list = await widths(page);
    expect(list.scroll).toBeLessThanOrEqual(list.screen);

    await page.getByTestId('admin-list').getByText('PAS-500', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/admin/items/${itemId}`);
    await page.getByTestId('record-form').waitFor();
    const form = await widths(page);
    expect(form.scroll).toBeLessThanOrEqual(form.screen);

    const salva = page.getByTestId('save');
    await salva.scrollIntoViewIfNeeded();
    expect(await inView(page, salva)).toBe(true);
    await fillField(page, 'external_code', 'EST-500');
    await save(page);
    const api = await apiClient(session.server, session.adminToken);
    await expect(api.get(`/items/${itemId}`)).resolves.toMatchObject({ external_code: 'EST-500' });
  });

  it('Salva with a required field emptied: that field and its message come into view', async () => {
    const { page } = admin;
    await fillField(page, 'code', '');
    await page.getByTestId('save').scrollIntoViewIfNeeded();
    await page.getByTestId('save').click();
    const cell = page.locator('[data-cell=code]');
    await cell.getByText('Campo obbligatorio').waitFor();
    await expect.poll(() => inView(page, cell)).toBe(true);
    await fillField(page, 'code', 'PAS-500');
  });

  it('Salva crossing another save: the conflict panel comes into view, its title readable', async () => {
    const { page } = admin;
    const api = await apiClient(session.server, session.adminToken);
    const stored = await api.get<{ lock_version: number }>(`/items/${itemId}`);
    await api.put(`/items/${itemId}`, { external_code: 'EST-501', lock_version: stored.lock_version });

    await fillField(page, 'external_code', 'EST-502');
    await page.getByTestId('save').scrollIntoViewIfNeeded();
    await page.getByTestId('save').click();
    // Both changed the code: asked first, naming who (issue 41); no keeps the form with the panel.
    await answerDialog(page, 'confirm', 'No', 'sostituire con Codice esterno «EST-502»?');
    const title = page.getByTestId('form-conflict').locator('.mantine-Alert-title');
    await expect(title.textContent()).resolves.toMatch(/^Record modificato nel frattempo da admin alle/);
    await expect.poll(() => inView(page, title)).toBe(true);
  });
});
