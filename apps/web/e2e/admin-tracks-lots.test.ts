import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chooseReference, errorAt, fillField, openAdmin, save, type AdminPage } from './support/admin';
import { apiClient, type Row } from './support/api';
import { answerDialog } from './support/app';
import { launchBrowser } from './support/browser';
import { insertOne } from './support/goods';
import { startTestServer, type TestServer } from './support/server';

/**
 * Back office at 1280×800, the lots (serials) and tracks screens: the list, a record created, an
 * edit the server refuses shown at its field (nothing saved), then corrected, and a delete that
 * asks first (refused once, then confirmed).
 */
describe('back office: lots and tracks', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: AdminPage;
  let api: Awaited<ReturnType<typeof apiClient>>;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const { atoken } = await server.createUser({
      email: 'admin@example.com',
      password: 'password-123',
      admin: true,
    });
    api = await apiClient(server, atoken);
    const item = await insertOne(server, 'items', { code: 'ART-LOTTI', description: 'Vino rosso' });
    await insertOne(server, 'items', { code: 'ART-ALTRO', description: 'Vino bianco' });
    await insertOne(server, 'serials', { item_id: item, code: 'L-ESISTENTE' });
    await insertOne(server, 'locations', { name: 'Baia T-01' });
    await insertOne(server, 'locations', { name: 'Baia T-02' });
    const typology = await insertOne(server, 'project_typologies', { title: 'AC' });
    const project = await insertOne(server, 'projects', { name: 'AC-TRACCE', project_typology_id: typology });
    await insertOne(server, 'project_rows', {
      project_id: project,
      item_id: item,
      quantity: 1,
      code: 'COLLO-0001',
    });
    admin = await openAdmin(browser, server, atoken, '/admin/serials');
  });
  afterAll(async () => {
    await admin?.context.close();
    await Promise.all([browser?.close(), server?.close()]);
  });

  const list = () => admin.page.getByTestId('admin-list');

  /** 'Elimina' on the form: 'NO' keeps the record, 'SI' deletes it and goes back to the list. */
  const deleteConfirmed = async (title: string) => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Elimina', exact: true }).click();
    await answerDialog(page, 'confirm', 'No', title);
    await page.getByRole('button', { name: 'Elimina', exact: true }).click();
    await answerDialog(page, 'confirm', 'SI', title);
    await page.locator('[data-testid=toast]').filter({ hasText: 'Eliminato' }).first().waitFor();
    await list().waitFor();
  };

  it('lots: listed with their item, created, a duplicate refused at its field, deleted', async () => {
    const { page } = admin;
    await list().locator('tr', { hasText: 'L-ESISTENTE' }).filter({ hasText: 'ART-LOTTI' }).waitFor();

    await page.getByTestId('list-new').click();
    await fillField(page, 'code', 'L-2026-11');
    await chooseReference(page, 'item_id', 'ART-LOTTI');
    await save(page, 'Creato');
    const [created] = await api.get<Row[]>('/serials?q[code_eq]=L-2026-11');
    expect(created).toMatchObject({ code: 'L-2026-11' });

    // The same lot code twice for one item: the server's 422, at the field.
    await fillField(page, 'code', 'L-ESISTENTE');
    await page.getByTestId('save').click();
    expect(await errorAt(page, 'code')).toBe('Valore già presente per i campi Articolo e Lotto');
    expect((await api.get<Row>(`/serials/${created!.id}`)).code).toBe('L-2026-11');

    await fillField(page, 'code', 'L-2026-12');
    await save(page);
    expect((await api.get<Row>(`/serials/${created!.id}`)).code).toBe('L-2026-12');

    await deleteConfirmed('L-2026-12');
    expect(await api.get<Row[]>('/serials?q[code_start]=L-2026')).toEqual([]);
    await list().locator('tr', { hasText: 'L-ESISTENTE' }).waitFor();
  });

  it('tracks: created on a package row and a location, a refused time shown at its field, deleted', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/admin/tracks`);
    await list().waitFor();

    await page.getByTestId('list-new').click();
    await chooseReference(page, 'project_row_id', 'COLLO-0001');
    await chooseReference(page, 'location_id', 'Baia T-01');
    await fillField(page, 'last_seen_at', '2026-11-23T08:30:00Z');
    await save(page, 'Creato');
    const [track] = await api.get<Row[]>('/tracks');
    expect(track).toMatchObject({ last_seen_at: '2026-11-23T08:30:00.000Z' });

    // A time the server cannot read: its refusal at the field, nothing saved.
    await chooseReference(page, 'location_id', 'Baia T-02');
    await fillField(page, 'last_seen_at', 'ieri mattina');
    await page.getByTestId('save').click();
    expect(await errorAt(page, 'last_seen_at')).toMatch(/^Valore non valido per il campo /);
    const unchanged = await api.get<Row>(`/tracks/${track!.id}`);
    expect(unchanged).toMatchObject({ last_seen_at: '2026-11-23T08:30:00.000Z' });

    await fillField(page, 'last_seen_at', '2026-11-23T09:15:00Z');
    await save(page);
    const moved = await api.get<Row>(`/tracks/${track!.id}`);
    expect(moved).toMatchObject({ last_seen_at: '2026-11-23T09:15:00.000Z' });
    const [baia2] = await api.get<Row[]>('/locations?q[name_eq]=Baia T-02');
    expect(moved.location_id).toBe(baia2!.id);

    await page.goto(`${server.url}/admin/tracks`);
    await list().locator('tr', { hasText: 'COLLO-0001' }).filter({ hasText: 'Baia T-02' }).waitFor();
    await list().locator('tr', { hasText: 'COLLO-0001' }).click();
    await deleteConfirmed(`${track!.id}`);
    expect(await api.get<Row[]>('/tracks')).toEqual([]);
  });
});
