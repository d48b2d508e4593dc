import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fillField, openAdmin, save, type AdminPage } from './support/admin';
import { apiClient, type Row } from './support/api';
import { answerDialog } from './support/app';
import { launchBrowser } from './support/browser';
import { insertOne } from './support/goods';
import { startTestServer, type TestServer } from './support/server';

/**
 * Back office at 1280×800: the orders list shows each order's progress; a bulk edit of orders one of
 * which someone else changed meanwhile names it, writes nothing, reloads the list, and succeeds
 * when redone; a bulk delete and a delete from the form do the same; transport means are created
 * from their own screen.
 */
describe('back office: orders list and bulk edits', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: AdminPage;
  let api: Awaited<ReturnType<typeof apiClient>>;
  const ids = { first: 0, second: 0, third: 0, fourth: 0, fifth: 0 };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const { atoken } = await server.createUser({
      email: 'capo@example.com',
      password: 'password-123',
      roles: ['supervisore'],
    });
    api = await apiClient(server, atoken);
    const post = async (model: string, singular: string, values: Row) =>
      (await api.post<Row>(`/${model}`, { [singular]: values })).id as number;
    const lp = await post('project_typologies', 'project_typology', { title: 'LP', picking: true });
    const [a, b] = [
      await post('items', 'item', { code: 'E2E-A' }),
      await post('items', 'item', { code: 'E2E-B' }),
    ];
    ids.first = await post('projects', 'project', { name: 'LP-PRIMA', project_typology_id: lp });
    ids.second = await post('projects', 'project', { name: 'LP-SECONDA', project_typology_id: lp });
    // Orders without picks, free to delete.
    ids.third = await post('projects', 'project', { name: 'LP-TERZA', project_typology_id: lp });
    ids.fourth = await post('projects', 'project', { name: 'LP-QUARTA', project_typology_id: lp });
    ids.fifth = await post('projects', 'project', { name: 'LP-QUINTA', project_typology_id: lp });
    const pick = await post('picks', 'pick', { project_id: ids.first, item_id: a, quantity: 4 });
    await post('picks', 'pick', { project_id: ids.first, item_id: b, quantity: 6 });
    await post('picks', 'pick', { project_id: ids.second, item_id: a, quantity: 2 });
    await post('project_rows', 'project_row', {
      module: 'picking',
      project_id: ids.first,
      pick_id: pick,
      item_id: a,
      quantity: 3,
    });
    await insertOne(server, 'branches', { code: 'FIL-01', name: 'Filiale Verona' });
    admin = await openAdmin(browser, server, atoken, '/admin/projects');
  });
  afterAll(async () => {
    await admin?.context.close();
    await Promise.all([browser?.close(), server?.close()]);
  });

  const row = (name: string) => admin.page.getByTestId('admin-list').locator('tr', { hasText: name });

  it('shows each order’s progress: read against expected over its picks', async () => {
    await row('LP-PRIMA').getByTestId('project-progress-cell').filter({ hasText: '3/10 (30%)' }).waitFor();
    await row('LP-SECONDA').getByTestId('project-progress-cell').filter({ hasText: '0/2 (0%)' }).waitFor();
  });

  it('sorts orders by progress from the column header, on the server', async () => {
    const { page } = admin;
    const header = page.getByTestId('admin-list').locator('th', { hasText: 'Avanzamento' });
    const firstRow = page.getByTestId('admin-list').locator('tbody tr').first();
    // The list's URL is the query the server gets.
    const sortedBy = (sort: string) =>
      page.waitForFunction((s) => new URLSearchParams(location.search).get('q[s]') === s, sort);
    await row('LP-PRIMA').waitFor();
    // A new column keeps the list's direction (id desc), a second click turns it.
    await header.click();
    await sortedBy('progress desc');
    await firstRow.filter({ hasText: 'LP-PRIMA' }).waitFor(); // 30%, the others less
    await header.click();
    await sortedBy('progress asc');
    await firstRow.filter({ hasText: 'LP-SECONDA' }).waitFor(); // 0%, the lowest id of those at 0%
  });

  it('a bulk edit of a record changed meanwhile names it, writes nothing, and succeeds redone', async () => {
    const { page } = admin;
    await row('LP-PRIMA').locator('input[type=checkbox]').check();
    await row('LP-SECONDA').locator('input[type=checkbox]').check();
    // Someone else changes the second order after the list was read.
    const second = await api.get<Row>(`/projects/${ids.second}`);
    await api.put(`/projects/${ids.second}`, {
      project: { notes: 'cambiato altrove', lock_version: second.lock_version },
    });

    const closeSelected = async () => {
      await page.getByRole('button', { name: 'Modifica selezionati' }).click();
      await page.getByLabel('Campo da modificare', { exact: true }).first().click();
      await page.getByRole('option', { name: 'Chiuso', exact: true }).click();
      await page.getByTestId('field-closed').click();
      await page.getByRole('option', { name: 'Sì', exact: true }).click();
      await page.getByRole('button', { name: 'Applica' }).click();
    };
    await closeSelected();
    // Offered again on the current data; declined, nothing is written.
    await answerDialog(page, 'confirm', 'No', 'LP-SECONDA');
    const closed = async () =>
      (await api.get<Row[]>(`/projects?q[closed_eq]=true`)).map((p) => p.name as string).sort();
    expect(await closed()).toEqual([]);

    // The list was read again: the same selection, redone by hand, now carries the current versions.
    await closeSelected();
    await page.locator('[data-testid=toast]').filter({ hasText: '2 record modificati' }).first().waitFor();
    expect(await closed()).toEqual(['LP-PRIMA', 'LP-SECONDA']);
    expect((await api.get<Row>(`/projects/${ids.second}`)).notes).toBe('cambiato altrove');
  });

  const changeElsewhere = async (id: number, notes: string) => {
    const current = await api.get<Row>(`/projects/${id}`);
    await api.put(`/projects/${id}`, { project: { notes, lock_version: current.lock_version } });
  };
  const exists = async (id: number) =>
    (await api.get<Row[]>(`/projects?q[id_eq]=${id}`).catch(() => [])).length === 1;

  it('a bulk delete of a record changed meanwhile names it, deletes nothing, and succeeds redone', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/admin/projects`);
    await row('LP-TERZA').locator('input[type=checkbox]').check();
    await row('LP-QUARTA').locator('input[type=checkbox]').check();
    await changeElsewhere(ids.fourth, 'cambiato prima della cancellazione');

    const deleteSelected = async () => {
      await page.getByRole('button', { name: 'Elimina selezionati' }).click();
      await answerDialog(page, 'confirm', 'SI', 'Eliminare 2 record?');
    };
    await deleteSelected();
    await answerDialog(page, 'error', 'Continua', 'Nessun record eliminato');
    expect(await exists(ids.third)).toBe(true);
    expect(await exists(ids.fourth)).toBe(true);

    // The selection stayed, now with the versions the reload brought: redone, both go.
    await page.getByTestId('bulk-actions').getByText('2').waitFor();
    await deleteSelected();
    await page.locator('[data-testid=toast]').filter({ hasText: '2 record eliminati' }).first().waitFor();
    expect(await exists(ids.third)).toBe(false);
    expect(await exists(ids.fourth)).toBe(false);
    await row('LP-TERZA').waitFor({ state: 'detached' });
  });

  it('deleting from the form a record changed meanwhile reloads it; confirmed again, it goes', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/admin/projects/${ids.fifth}`);
    await page.getByTestId('record-form').waitFor();
    await changeElsewhere(ids.fifth, 'nota di un altro operatore');
    const remove = async () => {
      await page.getByRole('button', { name: 'Elimina', exact: true }).click();
      await answerDialog(page, 'confirm', 'SI', 'LP-QUINTA');
    };
    await remove();
    await answerDialog(page, 'error', 'Continua', 'Modifica in conflitto con altro operatore');
    expect(await exists(ids.fifth)).toBe(true);
    // The form shows what the other operator saved.
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid=field-notes]') as HTMLTextAreaElement | null)?.value ===
        'nota di un altro operatore',
    );
    await remove();
    await page.locator('[data-testid=toast]').filter({ hasText: 'Eliminato' }).first().waitFor();
    expect(await exists(ids.fifth)).toBe(false);
  });

  it('creates a transport means from its screen; branches have theirs', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/admin/transport_means`);
    await page.getByTestId('list-new').click();
    await fillField(page, 'name', 'Furgone 35 q');
    await page.getByTestId('field-flag_agent').check();
    await save(page, 'Creato');
    const means = await api.get<Row[]>('/transport_means');
    expect(means).toEqual([expect.objectContaining({ name: 'Furgone 35 q', flag_agent: true })]);

    await page.goto(`${server.url}/admin/branches`);
    await page.getByTestId('admin-list').getByText('Filiale Verona').waitFor();
  });
});
