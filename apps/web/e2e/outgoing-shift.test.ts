/**
 * USCITA MERCE as a shift uses it (issue 23), at 360×640: a hint says why Salva is disabled; a
 * barcode read here says that this screen reads tags; unknown tags can be listed; tapping the
 * chosen customer again keeps it; a new customer with an existing name (other case, other blanks)
 * selects that one instead of making a twin; the session ends under a list (the sign-in dialog, one
 * message, the list still there), and the password makes the save go on, each row moved once; a row
 * changed meanwhile (409) is named, reloads, and saves on the next Salva.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { answerDialog, PASSWORD, toasts } from './support/app';
import { apiClient, barcodeLine, insert, insertOne, openScreen, seedBasics, seedUser } from './support/goods';

const TAGS = Array.from({ length: 30 }, (_, i) => `E2805555000000${String(i).padStart(10, '0')}`);

describe('outgoing goods through a shift', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let api: Awaited<ReturnType<typeof apiClient>>;
  let rossi = 0;
  const posts: string[] = [];
  const puts: Request[] = [];

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    const basics = await seedBasics(server);
    const received = await insertOne(server, 'projects', {
      name: 'AC-SHIFT',
      project_typology_id: basics.typologies.ac,
    });
    rossi = await insertOne(server, 'projects', {
      name: 'Rossi Alimentari',
      project_typology_id: basics.typologies.outgoing,
    });
    const item = await insertOne(server, 'items', { code: 'RIS-1', description: 'Riso Carnaroli 1 kg' });
    await insert(
      server,
      'project_rows',
      TAGS.map((code) => ({ project_id: received, item_id: item, quantity: 1, code })),
    );
    const user = await seedUser(server, 'marta@example.com', basics.locations.receiving);
    await server.setSetting('track.enable_shipping', 'true');
    api = await apiClient(server, user.atoken);
    ({ page } = await openScreen(browser, server, reader, user.atoken, '/outgoing'));
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'POST' && path === '/api/v2/project') posts.push(path);
      if (r.method() === 'PUT') puts.push(r);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  const customer = () => page.getByTestId('outgoing-customer');
  const hint = () => page.getByTestId('outgoing-save-hint');
  const waitForTotal = (n: number) =>
    page.locator(`[data-testid="outgoing-total"][data-count="${n}"]`).waitFor();
  const waitForCustomer = (name: string) =>
    page.waitForFunction(
      (v) => (document.querySelector('[data-testid="outgoing-customer"]') as HTMLInputElement).value === v,
      name,
    );

  it('says why Salva is disabled: no customer, nothing read', async () => {
    await expect(page.getByTestId('outgoing-save').isDisabled()).resolves.toBe(true);
    await expect(hint().textContent()).resolves.toBe(
      'Selezionare il cliente per salvare. Leggere i TAG da spedire per salvare.',
    );
    reader.send(TAGS.slice(0, 3).join('|'));
    await waitForTotal(3);
    await expect(hint().textContent()).resolves.toBe('Selezionare il cliente per salvare.');
  });

  it('a barcode read here says that this screen reads tags', async () => {
    reader.send(barcodeLine('8001234567890', 'EAN13'));
    await toasts(page)
      .filter({ hasText: 'Questa schermata legge solo TAG RFID: barcode 8001234567890 non considerato' })
      .waitFor();
    await expect(page.getByTestId('outgoing-total').getAttribute('data-count')).resolves.toBe('3');
  });

  it('lists the unknown tags', async () => {
    reader.send('E280UNKNOWN000000000001|E280UNKNOWN000000000002');
    await page.locator('[data-testid="outgoing-unknown"][data-count="2"]').waitFor();
    await page.getByTestId('outgoing-unknown-show').click();
    const list = page.getByTestId('outgoing-unknown-tag');
    await list.first().waitFor();
    await expect(list.allTextContents()).resolves.toEqual([
      'E280UNKNOWN000000000001',
      'E280UNKNOWN000000000002',
    ]);
    await page.getByRole('button', { name: 'Chiudi' }).click();
    await list.first().waitFor({ state: 'detached' });
  });

  it('tapping the chosen customer again keeps it', async () => {
    await customer().click();
    await page.getByRole('option', { name: 'Rossi Alimentari', exact: true }).click();
    await waitForCustomer('Rossi Alimentari');
    await expect(hint().count()).resolves.toBe(0);
    await customer().click();
    await page.getByRole('option', { name: 'Rossi Alimentari', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await expect(customer().inputValue()).resolves.toBe('Rossi Alimentari');
    await expect(page.getByTestId('outgoing-save').isDisabled()).resolves.toBe(false);
  });

  it('a new customer named like an existing one selects that one, no twin', async () => {
    await page.getByTestId('outgoing-add-customer').click();
    await page.getByTestId('dialog-prompt-input').fill('  rossi   ALIMENTARI ');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await toasts(page).filter({ hasText: 'Cliente già presente, selezionato: Rossi Alimentari' }).waitFor();
    await expect(customer().inputValue()).resolves.toBe('Rossi Alimentari');
    expect(posts).toEqual([]);
    await expect(api.get('/projects?q[name_cont]=ossi')).resolves.toHaveLength(1);
  });

  it('the session ends under the list: one message, and after signing in the work is back', async () => {
    reader.send(TAGS.slice(3, 10).join('|'));
    await waitForTotal(10);
    await page.evaluate(() => {
      localStorage.setItem('warehouse.token', 'expired.or.forged');
      document.querySelectorAll('[data-testid=toast]').forEach((t) => t.setAttribute('data-seen', ''));
    });
    puts.length = 0;
    await page.getByTestId('outgoing-save').click();

    // One event, one message: the sign-in dialog over the list, nothing beside it.
    const dialog = page.getByRole('dialog', { name: 'Sessione scaduta' });
    await dialog.getByText('Utente: marta@example.com').waitFor();
    const fresh = page.locator(
      '[data-testid=toast]:not([data-seen]), [data-testid^="dialog-"], [role=dialog]',
    );
    await expect(fresh.count()).resolves.toBe(1);
    expect(new URL(page.url()).pathname).toBe('/outgoing');
    // The work is still there under the dialog, and nothing moved yet.
    await expect(page.getByTestId('outgoing-total').getAttribute('data-count')).resolves.toBe('10');
    await expect(page.getByTestId('outgoing-unknown').getAttribute('data-count')).resolves.toBe('2');
    await expect(customer().inputValue()).resolves.toBe('Rossi Alimentari');
    await expect(api.get(`/project_rows?q[project_id_eq]=${rossi}`)).resolves.toHaveLength(0);

    // The password: the save that met the 401 goes on by itself, each row moved once.
    await dialog.locator('input[name=password]').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toasts(page).filter({ hasText: 'Movimentazione salvata correttamente!' }).waitFor();
    await waitForTotal(0);
    const moved = await api.get(`/project_rows?q[project_id_eq]=${rossi}`);
    expect(moved.map((r) => r.code).sort()).toEqual(TAGS.slice(0, 10));
    expect(moved.every((r) => r.lock_version === 1)).toBe(true); // each written once
    // The refused write and its replay, with one key.
    expect(puts).toHaveLength(2);
    expect(new Set(puts.map((r) => r.headers()['idempotency-key'] ?? '')).size).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/outgoing');
  });

  it('a saved list is not restored again on reload', async () => {
    await page.reload();
    await page.getByTestId('outgoing-form').waitFor();
    await expect(page.getByTestId('outgoing-total').getAttribute('data-count')).resolves.toBe('0');
    await expect(customer().inputValue()).resolves.toBe('');
  });

  it('a row changed meanwhile: the save names it, the rows reload, Salva saves', async () => {
    reader.send(TAGS.slice(10, 20).join('|'));
    await waitForTotal(10);
    await customer().click();
    await page.getByRole('option', { name: 'Rossi Alimentari', exact: true }).click();
    await waitForCustomer('Rossi Alimentari');
    const [changed] = await api.get(`/project_rows?q[code_eq]=${TAGS[12] as string}`);
    await api.put(`/project_rows/${changed!.id as number}`, { project_row: { notes: 'controllata' } });

    await page.getByTestId('outgoing-save').click();
    const warning = page.getByTestId('dialog-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(
      new RegExp(
        `^Salvataggio non eseguito: 1 TAG è stato modificato nel frattempo da marta alle \\d\\d:\\d\\d\\.`,
      ),
    );
    // Named by its tag (it is not at a customer of this screen: no 'ora su').
    expect(await warning.textContent()).toContain(TAGS[12] as string);
    await answerDialog(page, 'warning', 'OK');
    await waitForTotal(10);
    await expect(api.get(`/project_rows?q[project_id_eq]=${rossi}`)).resolves.toHaveLength(10);
    await page.getByTestId('outgoing-save').click();
    await toasts(page).filter({ hasText: 'Movimentazione salvata correttamente!' }).waitFor();
    await expect(api.get(`/project_rows?q[project_id_eq]=${rossi}`)).resolves.toHaveLength(20);
  });
});
