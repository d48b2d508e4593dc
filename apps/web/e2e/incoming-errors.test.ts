/**
 * INGRESSO MERCE error messages (spec sections 5 and 8): the barcode and tag messages, the look-up
 * errors, and the save — one `receive_goods` command — failing, refused, its answer lost, or its
 * tag's reading changed by another operator; nothing is ever written twice or half.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { toasts } from './support/app';
import { apiClient, barcodeLine, insert, insertOne, openScreen, seedBasics, seedUser } from './support/goods';

type Method = 'GET' | 'POST' | 'PUT';

describe('incoming goods: error messages', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let api: Awaited<ReturnType<typeof apiClient>>;
  /** Another operator, on her own device. */
  let anna: Awaited<ReturnType<typeof apiClient>>;
  let order = 0;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    const basics = await seedBasics(server);
    [order] = (await insert(server, 'projects', [
      { name: 'AC-E1', project_typology_id: basics.typologies.ac },
      { name: 'AC-CLOSED', project_typology_id: basics.typologies.ac, closed: true },
    ])) as [number];
    const [pasta] = await insert(server, 'items', [
      { code: 'PAS-500', description: 'Pasta 500 g' },
      { code: 'RIS-CAR', description: 'Riso Carnaroli' },
    ]);
    await insert(server, 'picks', [
      { project_id: order, item_id: pasta, quantity: 1000, quantity_remaining: 1000 },
    ]);
    await insertOne(server, 'project_rows', {
      project_id: order,
      item_id: pasta,
      quantity: 1,
      code: 'TAG-OLD',
    });
    const user = await seedUser(server, 'gino@example.com', basics.locations.receiving);
    api = await apiClient(server, user.atoken);
    anna = await apiClient(server, (await seedUser(server, 'anna@example.com')).atoken);
    ({ page } = await openScreen(browser, server, reader, user.atoken, '/home'));
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  /** Answers the matching call with an error (once per call) while installed. */
  async function failing(method: Method, path: string | RegExp, status: number, error = 'Errore di prova') {
    const matches = (url: URL) =>
      typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
    const handler = async (route: Route) => {
      if (route.request().method() !== method) return route.fallback();
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error }) });
    };
    await page.route(matches, handler);
    return () => page.unroute(matches, handler);
  }

  async function dialog(kind: 'warning' | 'error', ...texts: string[]) {
    const box = page.getByTestId(`dialog-${kind}`).filter({ hasText: texts[0] as string });
    await box.waitFor();
    const content = await box.textContent();
    for (const text of texts) expect(content).toContain(text);
    await box.getByRole('button').first().click();
    await box.waitFor({ state: 'detached' });
  }

  /**
   * A failure the server may get over stays queued: the operator is told (by the write queue, in a
   * toast or its dialog) and Save resumes it.
   */
  async function told(...texts: string[]) {
    const shown = page
      .locator('[data-testid=toast], [data-testid^=dialog-]')
      .filter({ hasText: texts[0] as string })
      .first();
    await shown.waitFor();
    const content = await shown.textContent();
    for (const text of texts) expect(content).toContain(text);
    const button = shown.getByRole('button');
    if (await shown.getAttribute('data-testid').then((id) => id?.startsWith('dialog-'))) {
      await button.first().click();
    }
    await shown.waitFor({ state: 'detached' });
  }

  const value = (name: string) => page.getByTestId(`incoming-${name}`).inputValue();

  async function waitForValue(name: string, expected: string) {
    await page.waitForFunction(
      ([id, v]) =>
        (document.querySelector(`[data-testid="incoming-${id}"]`) as HTMLInputElement | null)?.value === v,
      [name, expected] as const,
    );
  }

  /** A complete form by reader: barcode, then a tag. */
  async function fillForm(lot: string, tag: string, weight = '1') {
    reader.send(
      barcodeLine(`ente : AC-E1|Articolo Cliente : PAS-500|Lotto : ${lot}|Peso netto Kg : ${weight}`),
    );
    await waitForValue('lot', lot);
    reader.send(tag);
    await waitForValue('tag', tag);
  }

  async function save() {
    await page.getByTestId('incoming-save').click();
  }

  async function saved() {
    const toast = toasts(page).filter({ hasText: 'Articolo inserito correttamente!' }).first();
    await toast.waitFor();
    await waitForValue('tag', '');
    await toast.waitFor({ state: 'detached' });
  }

  it('Errore nella ricerca delle Ubicationi when locations cannot be read', async () => {
    const restore = await failing('GET', '/api/v2/locations', 500);
    await page.goto(`${server.url}/incoming`);
    await toasts(page).filter({ hasText: 'Errore nella ricerca delle Ubicationi' }).waitFor();
    await restore();
    await page.reload();
    await page.locator('[data-testid=reader-status][data-state=connected]').waitFor();
    await waitForValue('location', 'RICEVIMENTO');
  });

  it('barcode messages: no order, order not open, item not in order, unreadable', async () => {
    reader.send(barcodeLine('Articolo Cliente : PAS-500|Lotto : L1'));
    await dialog('warning', 'Il barcode letto non contiene il campo ordine');
    reader.send(barcodeLine('ente : AC-CLOSED|Articolo Cliente : PAS-500'));
    await dialog('warning', 'Il barcode letto non contiene un ordine aperto');
    reader.send(barcodeLine('ente : AC-E1|Articolo Cliente : RIS-CAR|Lotto : L1'));
    await dialog('warning', "L'articolo associato al barcode non è presente nell'ordine");
    await expect(value('order')).resolves.toBe('AC-E1');
    await expect(value('item')).resolves.toBe('');
    reader.send(barcodeLine('ente : AC-E1|Peso netto Kg : abc'));
    await dialog('warning', 'Errore nella lettura del barcode/tag');
    // A code read well that is no box label: an order name alone, an item's own EAN-13.
    reader.send(barcodeLine('AC-E1'));
    await dialog('warning', 'Il barcode letto non contiene il campo ordine');
    // An EAN-13 on the chosen order is looked up among its items (issue 48).
    reader.send(barcodeLine('8001234567890', 'EAN13'));
    await dialog('warning', "L'articolo associato al barcode non è presente nell'ordine");
  });

  it('tag messages: several tags, a partial tag, a tag already in use', async () => {
    reader.send('TAG-A|TAG-B');
    await dialog('warning', 'Letto più di un TAG. Avvicinarsi solo al TAG da leggere e riprovare');
    reader.send('TAG-A|');
    await dialog('warning', 'TAG letto solo in parte. Riprovare a leggere');
    reader.send('TAG-OLD');
    await dialog('warning', 'TAG TAG-OLD già inserito.', "Controllare prima di fare l'assegnazione!");
    await expect(page.getByTestId('incoming-save').isDisabled()).resolves.toBe(true);
  });

  it("Errore in ricerca Righe Ordine e Articoli when the order's lines cannot be read", async () => {
    const restore = await failing('GET', '/api/v2/picks', 500);
    // A fresh page: the order's lines are not cached yet.
    await page.reload();
    await page.locator('[data-testid=reader-status][data-state=connected]').waitFor();
    await waitForValue('location', 'RICEVIMENTO');
    reader.send(barcodeLine('ente : AC-E1|Articolo Cliente : PAS-500|Lotto : L1'));
    await dialog('warning', 'Errore in ricerca Righe Ordine e Articoli', 'Errore di prova');
    await restore();
  });

  it('Errore nella ricerca delle Righe di Movimento when a tag cannot be looked up', async () => {
    const restore = await failing('POST', '/api/v2/project_rows/search', 500);
    reader.send('TAG-LOOKUP');
    await dialog('error', 'Errore nella ricerca delle Righe di Movimento', 'Errore di prova');
    await restore();
  });

  it('a server error keeps the save: Save again writes the lot, the reading and the track once', async () => {
    await fillForm('LOT-A', 'TAG-A1');
    const restore = await failing('POST', `/api/v2/projects/${order}`, 500);
    await save();
    await told('Errore durante il salvataggio del TAG', 'Errore di prova', 'Premere Salva per riprovare');
    // The form keeps its values.
    await expect(value('tag')).resolves.toBe('TAG-A1');
    await restore();
    await save();
    await saved();
    const rows = await api.get('/project_rows?q[code_eq]=TAG-A1');
    expect(rows).toHaveLength(1);
    await expect(api.get(`/tracks?q[project_row_id_eq]=${rows[0]?.id}`)).resolves.toHaveLength(1);
    await expect(api.get('/serials?q[code_eq]=LOT-A')).resolves.toHaveLength(1);
  });

  it('a save whose answer is lost is sent again by itself with the same key, and stored once', async () => {
    await fillForm('LOT-B', 'TAG-B1');
    const keys: string[] = [];
    const path = `/api/v2/projects/${order}`;
    const matches = (url: URL) => url.pathname === path;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === path)
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    // The first answer is lost on the way back: the server has written it, the handheld never hears.
    const handler = async (route: Route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
      await page.unroute(matches, handler);
    };
    await page.route(matches, handler);
    await save();
    await saved();
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    const rows = await api.get('/project_rows?q[code_eq]=TAG-B1');
    expect(rows).toHaveLength(1);
    await expect(api.get(`/tracks?q[project_row_id_eq]=${rows[0]?.id}`)).resolves.toHaveLength(1);
    await expect(api.get('/serials?q[code_eq]=LOT-B')).resolves.toHaveLength(1);
  });

  it('an order closed meanwhile refuses the save in the server words, leaving nothing (no lot)', async () => {
    await fillForm('LOT-C', 'TAG-C1');
    await api.put(`/projects/${order}`, { project: { closed: true } });
    await save();
    const box = page.getByTestId('dialog-error').filter({ hasText: 'Errore durante il salvataggio del TAG' });
    await box.waitFor();
    await expect(box.textContent()).resolves.toMatch(/AC-E1 è già concluso/);
    // A refusal: pressing Save again cannot help, so the screen does not say it would.
    await expect(box.textContent()).resolves.not.toMatch(/Premere Salva/);
    await dialog('error', 'Errore durante il salvataggio del TAG');
    await expect(api.get('/project_rows?q[code_eq]=TAG-C1')).resolves.toHaveLength(0);
    await expect(api.get('/serials?q[code_eq]=LOT-C')).resolves.toHaveLength(0);
    await api.put(`/projects/${order}`, { project: { closed: false } });
    await save();
    await saved();
    await expect(api.get('/project_rows?q[code_eq]=TAG-C1')).resolves.toHaveLength(1);
  });

  it("Errore durante l'aggironamento del TAG when another operator changed its reading since the question, then Save again reassigns it", async () => {
    await fillForm('LOT-E', 'TAG-OLD');
    await dialog('warning', 'TAG TAG-OLD già inserito.');
    await save();
    const question = page.getByTestId('dialog-confirm').filter({ hasText: 'TAG TAG-OLD già inserito.' });
    await question.waitFor();
    // Anna changes the reading while the question is open.
    const [seen] = await anna.get('/project_rows?q[code_eq]=TAG-OLD');
    await anna.put(`/project_rows/${seen?.id}`, {
      project_row: { quantity: 2, lock_version: seen?.lock_version },
    });
    await question.getByRole('button', { name: 'SI' }).click();
    await dialog('warning', "Errore durante l'aggironamento del TAG", 'anna ha modificato');
    await expect(api.get('/serials?q[code_eq]=LOT-E')).resolves.toHaveLength(0);
    await save();
    await page.getByTestId('dialog-confirm').getByRole('button', { name: 'SI' }).click();
    await saved();
    const [row] = await api.get('/project_rows?q[code_eq]=TAG-OLD');
    const [lot] = await api.get('/serials?q[code_eq]=LOT-E');
    expect(row).toMatchObject({ serial_id: lot?.id, project_id: order, quantity: 1 });
  });
});
