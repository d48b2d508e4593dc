/**
 * INGRESSO MERCE from a GS1-128 label that gives the net weight in pounds and a best-before date: the
 * form takes order, item (by GTIN), lot and the weight converted to kg, shows the pounds and the date
 * from the label, and saves the kg. A label the dictionary refuses says why and fills nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { answerDialog, expectNewToast } from './support/app';
import { apiClient, barcodeLine, insert, insertOne, openScreen, seedBasics, seedUser } from './support/goods';

const GTIN_OIL = '09501101530003';

describe('incoming goods from a GS1-128 label', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let api: Awaited<ReturnType<typeof apiClient>>;
  const ids = { order: 0, oil: 0 };

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    const basics = await seedBasics(server);
    const supplier = await insertOne(server, 'suppliers', { name: 'Oleificio Ligure' });
    ids.order = await insertOne(server, 'projects', {
      name: 'AC-2025-0001',
      project_typology_id: basics.typologies.ac,
      supplier_id: supplier,
    });
    ids.oil = await insertOne(server, 'items', {
      code: 'OLI-1L',
      description: 'Olio extravergine 1 L',
      barcode: '9501101530003',
      measure_unit_id: basics.unit,
    });
    await insert(server, 'picks', [
      { project_id: ids.order, item_id: ids.oil, quantity: 60, quantity_detected: 0, quantity_remaining: 60 },
    ]);
    const user = await seedUser(server, 'mario@example.com', basics.locations.receiving);
    api = await apiClient(server, user.atoken);
    ({ page } = await openScreen(browser, server, reader, user.atoken, '/incoming'));
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  const value = (name: string) => page.getByTestId(`incoming-${name}`).inputValue();
  const waitForValue = (name: string, expected: string) =>
    page.waitForFunction(
      ([id, v]) =>
        (document.querySelector(`[data-testid="incoming-${id}"]`) as HTMLInputElement | null)?.value === v,
      [name, expected] as const,
    );

  it('fills order, item, lot and the weight in kg, showing the pounds and the best-before date', async () => {
    // (400) order, (01) GTIN, (3202) 55.12 lb, (15) best before 30/06/2026, (10) lot — FNC1 as ASCII 29.
    reader.send(
      barcodeLine(`]C1400AC-2025-0001\x1d01${GTIN_OIL}3202005512` + '15260630' + '10L-GS1', 'GS1-128'),
    );
    await waitForValue('lot', 'L-GS1');
    // The order and item fields show their choice once their options have loaded, after the lot.
    await waitForValue('order', 'AC-2025-0001');
    await waitForValue('item', 'OLI-1L');
    await expect(value('weight')).resolves.toBe('25.002');
    await expect(page.getByText('In etichetta: 55,12 lb = 25,002 kg').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('incoming-label-dates').textContent()).resolves.toBe(
      'Da consumarsi preferibilmente entro: 30/06/2026',
    );
  });

  it('the pounds note goes away once the operator types another weight', async () => {
    await page.getByTestId('incoming-weight').fill('24');
    await expect(page.getByText('In etichetta: 55,12 lb = 25,002 kg').count()).resolves.toBe(0);
    await page.getByTestId('incoming-weight').fill('25.002');
    await page.getByText('In etichetta: 55,12 lb = 25,002 kg').waitFor();
  });

  it('saves the weight in kg', async () => {
    reader.send('E280TAGGS10001');
    await waitForValue('tag', 'E280TAGGS10001');
    await expectNewToast(page, 'Articolo inserito correttamente!', () =>
      page.getByTestId('incoming-save').click(),
    );
    await waitForValue('lot', '');
    await expect(page.getByTestId('incoming-label-dates').count()).resolves.toBe(0);
    const rows = await api.get('/project_rows?q[code_eq]=E280TAGGS10001');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ project_id: ids.order, item_id: ids.oil, quantity: 25.002 });
  });

  it('a label with a wrong check digit says why and fills nothing', async () => {
    reader.send(barcodeLine(`]C1400AC-2025-0001\x1d0109501101530004` + '3202005512' + '10L-BAD', 'GS1-128'));
    await answerDialog(page, 'warning', 'OK', 'Cifra di controllo errata (AI 01)');
    await expect(value('order')).resolves.toBe('');
    await expect(value('lot')).resolves.toBe('');
    await expect(value('weight')).resolves.toBe('');
  });
});
