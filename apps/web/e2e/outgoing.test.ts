/**
 * USCITA MERCE end to end: 500 tags arriving in one burst (separate readings, one multi-tag reading,
 * repeats) are counted once and looked up in batches; Save moves every reading to the customer
 * project with its item's description (checked through the API); 'Cancella lista' asks, then empties
 * the list;
 * a new customer is posted to the singular `project` model under the outgoing typology.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { answerDialog, toasts } from './support/app';
import {
  apiClient,
  barcodeLine,
  insert,
  insertOne,
  openScreen,
  seedBasics,
  seedUser,
  type Row,
} from './support/goods';

const TAGS = Array.from({ length: 500 }, (_, i) => `E2801170000002${String(i).padStart(10, '0')}`);

describe('outgoing goods', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let api: Awaited<ReturnType<typeof apiClient>>;
  let customer = 0;
  let received = 0;
  const searches: Request[] = [];
  const saves: Request[] = [];

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    const basics = await seedBasics(server);
    received = await insertOne(server, 'projects', {
      name: 'AC-RICEVUTO',
      project_typology_id: basics.typologies.ac,
    });
    customer = await insertOne(server, 'projects', {
      name: 'Rossi Alimentari S.r.l.',
      project_typology_id: basics.typologies.outgoing,
    });
    await insertOne(server, 'projects', {
      name: 'Supermercati Verdi',
      project_typology_id: basics.typologies.outgoing,
    });
    const items = await insert(server, 'items', [
      { code: 'PAS-500', description: 'Pasta di semola 500 g' },
      { code: 'OLI-1L', description: 'Olio extravergine 1 L' },
      { code: 'POM-400', description: 'Pomodori pelati 400 g' },
    ]);
    await insert(
      server,
      'project_rows',
      TAGS.map((code, i) => ({
        project_id: received,
        item_id: items[i % 3],
        location_id: basics.locations.receiving,
        description: 'da aggiornare',
        quantity: 1,
        code,
      })),
    );
    const user = await seedUser(server, 'anna@example.com', basics.locations.receiving);
    api = await apiClient(server, user.atoken);
    ({ page } = await openScreen(browser, server, reader, user.atoken, '/outgoing'));
    page.on('request', (r) => {
      if (r.url().includes('/api/v2/project_rows/search')) searches.push(r);
      if (r.method() === 'PUT') saves.push(r);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  const total = () => page.getByTestId('outgoing-total');
  const waitForTotal = (n: number) =>
    page.locator(`[data-testid="outgoing-total"][data-count="${n}"]`).waitFor({ timeout: 30_000 });

  async function chooseCustomer(name: string) {
    await page.getByTestId('outgoing-customer').click();
    await page.getByRole('option', { name, exact: true }).click();
    await page.waitForFunction(
      (v) => (document.querySelector('[data-testid="outgoing-customer"]') as HTMLInputElement).value === v,
      name,
    );
  }

  it('shows the empty list: counter at 0, Save disabled', async () => {
    await expect(total().textContent()).resolves.toBe('Totale letture: 0');
    await expect(page.getByTestId('outgoing-save').isDisabled()).resolves.toBe(true);
  });

  it('counts 500 tags of one burst once each, with batched look-ups', async () => {
    // 300 separate readings, two readings of 100 tags each (as the bridge gathers them, within its
    // 4096-character limit), and repeats of both kinds, all at once.
    for (const tag of TAGS.slice(0, 300)) reader.send(tag);
    reader.send(TAGS.slice(300, 400).join('\r\n'));
    reader.send(TAGS.slice(400).join('|'));
    for (const tag of TAGS.slice(0, 50)) reader.send(tag);
    reader.send(TAGS.slice(450).join('|'));
    reader.send('E28000000000000000UNKNOWN');
    await waitForTotal(500);
    await page.locator('[data-testid="outgoing-unknown"][data-count="1"]').waitFor();
    await expect(total().textContent()).resolves.toBe('Totale letture: 500');
    // One request per batch of tags, never one per tag.
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.length).toBeLessThanOrEqual(25);
    const asked = searches.flatMap((r) => (r.postDataJSON() as { q: { code_in: string[] } }).q.code_in);
    expect(asked).toHaveLength(501);
    expect(new Set(asked).size).toBe(501);
    // The card: item descriptions with their counts.
    const groups = await page
      .getByTestId('outgoing-item')
      .evaluateAll((rows) =>
        rows.map((r) => [r.firstElementChild?.textContent, r.getAttribute('data-count')]),
      );
    expect(groups).toEqual([
      ['Olio extravergine 1 L', '167'],
      ['Pasta di semola 500 g', '167'],
      ['Pomodori pelati 400 g', '166'],
    ]);
  });

  it('a barcode is not a tag: nothing is added', async () => {
    reader.send(barcodeLine('8000000000001', 'EAN13'));
    // Readings are handled in order: once the tag after it is counted, the barcode was handled.
    reader.send('E28000000000000000UNKNOWN2');
    await page.locator('[data-testid="outgoing-unknown"][data-count="2"]').waitFor();
    await expect(total().getAttribute('data-count')).resolves.toBe('500');
  });

  it('saves: every reading moves to the customer project with its item description, then resets', async () => {
    await chooseCustomer('Rossi Alimentari S.r.l.');
    await page.getByTestId('outgoing-save').click();
    await toasts(page).filter({ hasText: 'Movimentazione salvata correttamente!' }).waitFor();
    await waitForTotal(0);
    await expect(page.getByTestId('outgoing-customer').inputValue()).resolves.toBe('');
    await expect(page.getByTestId('outgoing-unknown').count()).resolves.toBe(0);
    // Through the bulk action, not one PUT per reading.
    expect(
      saves.every(
        (r) => r.url().includes(`/projects/${customer}?`) && r.url().includes('do=bulk_update_rows'),
      ),
    ).toBe(true);
    expect(saves.length).toBeLessThanOrEqual(2);
    const moved = await api.get(`/project_rows?q[project_id_eq]=${customer}`);
    expect(moved).toHaveLength(500);
    expect(new Set(moved.map((r) => r.code))).toEqual(new Set(TAGS));
    for (const row of moved) expect(row.description).toBe((row.item as Row).description);
    await expect(api.get(`/project_rows?q[project_id_eq]=${received}`)).resolves.toHaveLength(0);
  });

  it('the same tags can be read again for the next movement; Cancella lista empties the list', async () => {
    reader.send(TAGS.slice(0, 10).join('|'));
    await waitForTotal(10);
    // A way back: 'No' keeps every reading.
    await page.getByTestId('outgoing-clear').click();
    await answerDialog(page, 'confirm', 'No', 'Cancellare la lista? Le 10 letture andranno perse.');
    await expect(total().getAttribute('data-count')).resolves.toBe('10');
    await page.getByTestId('outgoing-clear').click();
    await answerDialog(page, 'confirm', 'SI', 'Cancellare la lista?');
    await waitForTotal(0);
    await expect(page.getByTestId('outgoing-item').count()).resolves.toBe(0);
    // Cleared tags count again when read again.
    reader.send(TAGS[0] as string);
    await waitForTotal(1);
    await page.getByTestId('outgoing-clear').click();
    await answerDialog(page, 'confirm', 'SI', 'La lettura andrà persa');
    await waitForTotal(0);
  });

  it('one reading is saved through the same bulk action (a moved row is named the same way)', async () => {
    saves.length = 0;
    reader.send(TAGS[7] as string);
    await waitForTotal(1);
    await chooseCustomer('Supermercati Verdi');
    await page.getByTestId('outgoing-save').click();
    await toasts(page).filter({ hasText: 'Movimentazione salvata correttamente!' }).first().waitFor();
    await waitForTotal(0);
    expect(saves.map((r) => new URL(r.url()).pathname)).toEqual([
      expect.stringMatching(/\/api\/v2\/projects\/\d+$/),
    ]);
    const [row] = await api.get(`/project_rows?q[code_eq]=${TAGS[7]}`);
    const [verdi] = await api.get(`/projects?q[name_eq]=Supermercati Verdi`);
    expect(row).toMatchObject({ project_id: (verdi as Row).id });
  });

  it('adds a new customer: posted to /project under the outgoing typology, then chosen', async () => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && !r.url().includes('/search')) posts.push(new URL(r.url()).pathname);
    });
    await page.getByTestId('outgoing-add-customer').click();
    await page.getByTestId('dialog-prompt-input').fill('Gastronomia Esposito');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="outgoing-customer"]') as HTMLInputElement).value ===
        'Gastronomia Esposito',
    );
    expect(posts).toContain('/api/v2/project');
    const [created] = await api.get(`/projects?q[name_eq]=Gastronomia Esposito`);
    expect(created).toMatchObject({ project_typology: { title: 'Uscita Merce Senza Lista' } });
  });
});
