/**
 * USCITA MERCE when the server fails: a failed save shows 'Errore durante il salvataggio Dettaglio
 * Movimento' and keeps every reading, so a second Save succeeds; a failed tag look-up shows 'Errore
 * nella ricerca del TAG'; a failed customer creation shows 'Errore durante salvataggio Testata
 * Movimento'; while saving, 'Salvataggio in corso...' is shown (beside the list, not over it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, newPhoneContext } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { answerDialog, loginWithAtoken, presetLocalSettings, toasts } from './support/app';
import { apiClient, insert, insertOne, openScreen, seedBasics, seedUser } from './support/goods';

const isBulk = (url: URL) =>
  url.pathname.startsWith('/api/v2/projects/') && url.searchParams.get('do') === 'bulk_update_rows';
const isSearch = (url: URL) => url.pathname === '/api/v2/project_rows/search';
const isNewProject = (url: URL) => url.pathname === '/api/v2/project';

const TAGS = Array.from({ length: 40 }, (_, i) => `E2809999000000${String(i).padStart(10, '0')}`);

describe('outgoing goods: failures lose no reading', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let api: Awaited<ReturnType<typeof apiClient>>;
  let customer = 0;
  let received = 0;
  let item = 0;
  let user: Awaited<ReturnType<typeof seedUser>>;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    const basics = await seedBasics(server);
    received = await insertOne(server, 'projects', {
      name: 'AC-1',
      project_typology_id: basics.typologies.ac,
    });
    customer = await insertOne(server, 'projects', {
      name: 'Cliente Uno',
      project_typology_id: basics.typologies.outgoing,
    });
    item = await insertOne(server, 'items', { code: 'VIN-CHI', description: 'Vino Chianti 0,75 L' });
    await insert(
      server,
      'project_rows',
      TAGS.map((code) => ({ project_id: received, item_id: item, quantity: 1, code })),
    );
    user = await seedUser(server, 'luca@example.com', basics.locations.receiving);
    api = await apiClient(server, user.atoken);
    ({ page } = await openScreen(browser, server, reader, user.atoken, `/outgoing/${customer}`));
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  const waitForTotal = (n: number) =>
    page.locator(`[data-testid="outgoing-total"][data-count="${n}"]`).waitFor();

  it('/outgoing/{id} starts with that customer chosen', async () => {
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="outgoing-customer"]') as HTMLInputElement).value ===
        'Cliente Uno',
    );
  });

  it('a failed save shows the detail error and keeps the list; saving again succeeds', async () => {
    reader.send(TAGS.slice(0, 20).join('|'));
    reader.send(TAGS.slice(20).join('|'));
    await waitForTotal(40);

    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const fail = async (route: Route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"Errore interno del server"}',
      });
    };
    await page.route(isBulk, fail);
    await page.getByTestId('outgoing-save').click();
    await page.getByTestId('outgoing-saving').filter({ hasText: 'Salvataggio in corso...' }).waitFor();
    release();
    const dialog = page.getByTestId('dialog-error');
    await dialog.filter({ hasText: 'Errore durante il salvataggio Dettaglio Movimento' }).waitFor();
    await expect(dialog.textContent()).resolves.toContain('Errore interno del server');
    await dialog.getByRole('button', { name: 'Continua' }).click();
    await page.getByTestId('outgoing-saving').waitFor({ state: 'detached' });

    // Nothing lost, nothing moved.
    await expect(page.getByTestId('outgoing-total').textContent()).resolves.toBe('Totale letture: 40');
    await expect(page.getByTestId('outgoing-customer').inputValue()).resolves.toBe('Cliente Uno');
    await expect(api.get(`/project_rows?q[project_id_eq]=${customer}`)).resolves.toHaveLength(0);

    await page.unroute(isBulk, fail);
    await page.getByTestId('outgoing-save').click();
    await toasts(page).filter({ hasText: 'Movimentazione salvata correttamente!' }).waitFor();
    await waitForTotal(0);
    // The detail screen keeps its customer for the next movement.
    await expect(page.getByTestId('outgoing-customer').inputValue()).resolves.toBe('Cliente Uno');
    const moved = await api.get(`/project_rows?q[project_id_eq]=${customer}`);
    expect(moved).toHaveLength(40);
    expect(moved.every((r) => r.description === 'Vino Chianti 0,75 L')).toBe(true);
  });

  it('a failed tag look-up shows the search error; the tags can be read again', async () => {
    const fail = (route: Route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"Database non disponibile"}',
      });
    await page.route(isSearch, fail);
    reader.send(TAGS[0] as string);
    await toasts(page).filter({ hasText: 'Errore nella ricerca del TAG' }).waitFor({ timeout: 15_000 });
    await page.unroute(isSearch, fail);
    await expect(page.getByTestId('outgoing-total').getAttribute('data-count')).resolves.toBe('0');
    reader.send(TAGS[0] as string);
    await waitForTotal(1);
    await page.getByTestId('outgoing-clear').click();
    await answerDialog(page, 'confirm', 'SI', 'Cancellare la lista?');
    await waitForTotal(0);
  });

  it('a failed customer creation shows the header error', async () => {
    const fail = (route: Route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: '{"error":"Nome già usato"}' });
    await page.route(isNewProject, fail);
    await page.getByTestId('outgoing-add-customer').click();
    await page.getByTestId('dialog-prompt-input').fill('Cliente Due');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    const dialog = page.getByTestId('dialog-error');
    await dialog.filter({ hasText: 'Errore durante salvataggio Testata Movimento' }).waitFor();
    await expect(dialog.textContent()).resolves.toContain('Nome già usato');
    await dialog.getByRole('button', { name: 'Continua' }).click();
    await page.unroute(isNewProject, fail);
    await expect(api.get('/projects?q[name_eq]=Cliente Due')).resolves.toHaveLength(0);
  });

  it('a save held by a cut network, then Cancella lista confirmed: nothing is saved when the network is back', async () => {
    const held = Array.from({ length: 5 }, (_, i) => `E2807777000000${String(i).padStart(10, '0')}`);
    const later = 'E28077770000009999999999';
    await insert(
      server,
      'project_rows',
      [...held, later].map((code) => ({ project_id: received, item_id: item, quantity: 1, code })),
    );
    reader.send(held.join('|'));
    await waitForTotal(5);

    await page.context().setOffline(true);
    await page.getByTestId('outgoing-save').click();
    // The save waits for the server: a banner, the list is kept and Cancella lista can be tapped.
    await page.getByTestId('outgoing-waiting').filter({ hasText: '5 letture in attesa di invio' }).waitFor();
    await page.getByTestId('outgoing-clear').click();
    await answerDialog(page, 'confirm', 'SI', 'Cancellare la lista? Le 5 letture andranno perse.');
    await waitForTotal(0);
    await page.getByTestId('outgoing-waiting').waitFor({ state: 'detached' });

    // Back online (a held save would go at once on the browser's online event): a new movement
    // saves, and the thrown-away save is not behind it.
    await page.context().setOffline(false);
    await page.locator('[data-testid=reader-status][data-state=connected]').waitFor();
    await reader.waitForClients(1);
    reader.send(later);
    await waitForTotal(1);
    await page.getByTestId('outgoing-save').click();
    await toasts(page).filter({ hasText: 'Movimentazione salvata correttamente!' }).waitFor();
    await waitForTotal(0);
    const moved = await api.get(`/project_rows?q[project_id_eq]=${customer}`);
    const codes = new Set(moved.map((r) => r.code));
    expect(codes.has(later)).toBe(true);
    expect(held.filter((code) => codes.has(code))).toEqual([]);
    const left = await api.get(`/project_rows?q[project_id_eq]=${received}`);
    expect(held.every((code) => left.some((r) => r.code === code))).toBe(true);
  });
  it('a save kept across an offline reload is sent by itself when the network is back, once (issue 48)', async () => {
    const tags = Array.from({ length: 5 }, (_, i) => `E2806666000000${String(i).padStart(10, '0')}`);
    await insert(
      server,
      'project_rows',
      tags.map((code) => ({ project_id: received, item_id: item, quantity: 1, code })),
    );
    // The service worker serves the app shell, so the page reloads without a network.
    const context = await newPhoneContext(browser, { serviceWorkers: 'allow' });
    await presetLocalSettings(context, { readerUrl: reader.url, sound: false, vibration: false });
    const phone = await context.newPage();
    await loginWithAtoken(phone, server.url, user.atoken);
    await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await phone.goto(`${server.url}/outgoing/${customer}`);
    await phone.locator('[data-testid=reader-status][data-state=connected]').waitFor();
    await reader.waitForClients(2);
    reader.send(tags.join('|'));
    await phone.locator('[data-testid="outgoing-total"][data-count="5"]').waitFor();

    await context.setOffline(true);
    await phone
      .getByTestId('offline-notice')
      .filter({ hasText: 'Senza rete: si può continuare a leggere i TAG' })
      .waitFor();
    await phone.getByTestId('outgoing-save').click();
    const waiting = phone.getByTestId('outgoing-waiting').filter({ hasText: '5 letture in attesa di invio' });
    await waiting.waitFor();
    await phone.reload();
    // Back without a network: the save is still there and says it waits.
    await waiting.waitFor({ timeout: 15_000 });
    await context.setOffline(false);
    await toasts(phone)
      .filter({ hasText: 'Movimentazione salvata correttamente!' })
      .waitFor({ timeout: 30_000 });
    await waiting.waitFor({ state: 'detached' });
    // Sent with its first key: a request that got through before the reload is not refused as stale.
    expect(await phone.getByTestId('dialog-warning').count()).toBe(0);
    const moved = await api.get(`/project_rows?q[project_id_eq]=${customer}`);
    expect(tags.filter((code) => moved.some((r) => r.code === code))).toEqual(tags);
    await context.close();
  });
});
