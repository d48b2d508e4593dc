/**
 * INGRESSO MERCE end to end: the spec barcode and a GS1 barcode fill the form, a new tag enables
 * Save, a save writes lot, reading and track (checked through the API); an existing tag is
 * reassigned after the warning and the confirmation; a weight above the remaining quantity asks
 * 'Conferma Peso'; an existing lot is reused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { answerDialog as answerIn, expectNewToast } from './support/app';
import {
  apiClient,
  barcodeLine,
  insert,
  insertOne,
  openScreen,
  seedBasics,
  seedUser,
  type Basics,
  type Row,
} from './support/goods';

const GTIN_OIL = '09501101530003';

describe('incoming goods', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let basics: Basics;
  let api: Awaited<ReturnType<typeof apiClient>>;
  const ids = { order: 0, otherOrder: 0, pasta: 0, oil: 0, oilLot: 0 };

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    basics = await seedBasics(server);
    const supplier = await insertOne(server, 'suppliers', { name: 'Pastificio Lombardo' });
    [ids.order, ids.otherOrder] = (await insert(server, 'projects', [
      { name: 'AC-2025-0001', project_typology_id: basics.typologies.ac, supplier_id: supplier },
      { name: 'AC-2025-0002', project_typology_id: basics.typologies.ac, supplier_id: supplier },
    ])) as [number, number];
    [ids.pasta, ids.oil] = (await insert(server, 'items', [
      {
        code: 'PAS-500',
        description: 'Pasta di semola 500 g',
        barcode: '8000000000001',
        measure_unit_id: basics.unit,
      },
      {
        code: 'OLI-1L',
        description: 'Olio extravergine 1 L',
        barcode: '9501101530003',
        measure_unit_id: basics.unit,
      },
    ])) as [number, number];
    await insert(server, 'picks', [
      {
        project_id: ids.order,
        item_id: ids.pasta,
        quantity: 120,
        quantity_detected: 0,
        quantity_remaining: 120,
      },
      { project_id: ids.order, item_id: ids.oil, quantity: 60, quantity_detected: 0, quantity_remaining: 60 },
    ]);
    ids.oilLot = await insertOne(server, 'serials', { item_id: ids.oil, code: 'L-777' });
    // A tag already received on the other order.
    await insertOne(server, 'project_rows', {
      project_id: ids.otherOrder,
      item_id: ids.oil,
      location_id: basics.locations.shelf,
      description: 'Olio extravergine 1 L',
      quantity: 1,
      code: 'E280TAG0099',
    });
    const user = await seedUser(server, 'mario@example.com', basics.locations.receiving);
    api = await apiClient(server, user.atoken);
    ({ page } = await openScreen(browser, server, reader, user.atoken, '/incoming'));
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  const field = (name: string) => page.getByTestId(`incoming-${name}`);
  const value = (name: string) => field(name).inputValue();

  async function waitForValue(name: string, expected: string) {
    await page.waitForFunction(
      ([id, v]) =>
        (document.querySelector(`[data-testid="incoming-${id}"]`) as HTMLInputElement | null)?.value === v,
      [name, expected] as const,
    );
  }

  const answerDialog = (kind: 'confirm' | 'warning', text: string, button: string) =>
    answerIn(page, kind, button, text);

  it('starts at the user location with Save disabled and the item disabled', async () => {
    await waitForValue('location', 'RICEVIMENTO');
    await expect(field('save').isDisabled()).resolves.toBe(true);
    await expect(field('item').isDisabled()).resolves.toBe(true);
  });

  it('a spec barcode fills order, item, description, lot, weight and the remaining hint', async () => {
    reader.send(
      barcodeLine('ente : AC-2025-0001|Articolo Cliente : PAS-500|Lotto : L-001|Peso netto Kg : 12,5'),
    );
    await waitForValue('order', 'AC-2025-0001');
    await waitForValue('item', 'PAS-500');
    await expect(value('barcode')).resolves.toContain('ente : AC-2025-0001');
    await expect(value('description')).resolves.toBe('Pasta di semola 500 g');
    await expect(value('lot')).resolves.toBe('L-001');
    await expect(value('weight')).resolves.toBe('12.5');
    await expect(page.getByTestId('incoming-remaining').textContent()).resolves.toBe('/ 120');
    // The tag is still missing, but the focus stays out of the tag field: a keyboard-wedge scanner
    // would type the next box's label into it. Save stays off.
    await page.waitForFunction(() => !document.activeElement?.matches('input, textarea'));
    await expect(field('save').isDisabled()).resolves.toBe(true);
  });

  it('a new tag enables and focuses Save; saving writes lot, reading and track', async () => {
    reader.send('E280TAG0001');
    await waitForValue('tag', 'E280TAG0001');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'incoming-save');
    await expectNewToast(page, 'Articolo inserito correttamente!', () => field('save').click());
    // Cleared, the location kept.
    await waitForValue('order', '');
    await expect(value('item')).resolves.toBe('');
    await expect(value('lot')).resolves.toBe('');
    await expect(value('weight')).resolves.toBe('');
    await expect(value('tag')).resolves.toBe('');
    await expect(value('barcode')).resolves.toBe('');
    await expect(value('location')).resolves.toBe('RICEVIMENTO');

    const [lot] = await api.get(`/serials?q[code_eq]=L-001`);
    expect(lot).toMatchObject({ item_id: ids.pasta, code: 'L-001' });
    const rows = await api.get(`/project_rows?q[code_eq]=E280TAG0001`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      project_id: ids.order,
      item_id: ids.pasta,
      location_id: basics.locations.receiving,
      serial_id: (lot as Row).id,
      quantity: 12.5,
      description: 'Pasta di semola 500 g',
    });
    const tracks = await api.get(`/tracks?q[project_row_id_eq]=${(rows[0] as Row).id}`);
    expect(tracks).toHaveLength(1);
    expect(tracks[0]).toMatchObject({ location_id: basics.locations.receiving });
    expect(Date.now() - new Date((tracks[0] as Row).last_seen_at as string).getTime()).toBeLessThan(120_000);
    const [pick] = await api.get(`/picks?q[project_id_eq]=${ids.order}&q[item_id_eq]=${ids.pasta}`);
    expect(pick).toMatchObject({ quantity_detected: 12.5 });
  });

  it('a GS1 barcode (]C1, GS separators) finds the item by GTIN; an existing tag is reassigned after the warnings; an over-weight is confirmed; the existing lot is reused', async () => {
    reader.send(barcodeLine(`]C1400AC-2025-0001\x1d01${GTIN_OIL}3103060500` + '10L-777', 'GS1-128'));
    await waitForValue('item', 'OLI-1L');
    await expect(value('order')).resolves.toBe('AC-2025-0001');
    await expect(value('lot')).resolves.toBe('L-777');
    await expect(value('weight')).resolves.toBe('60.5');
    await expect(page.getByTestId('incoming-remaining').textContent()).resolves.toBe('/ 60');

    reader.send('E280TAG0099');
    const warning = page.getByTestId('dialog-warning');
    await warning.filter({ hasText: 'TAG E280TAG0099 già inserito.' }).waitFor();
    await expect(warning.textContent()).resolves.toContain("Controllare prima di fare l'assegnazione!");
    await expect(page.getByRole('dialog').getByText('TAG già inserito!').count()).resolves.toBe(1);
    await answerDialog('warning', 'E280TAG0099', 'OK');
    await waitForValue('tag', 'E280TAG0099');

    const saved = expectNewToast(page, 'Articolo inserito correttamente!', () => field('save').click());
    const weightDialog = page.getByRole('dialog').filter({ hasText: 'Conferma Peso' });
    await weightDialog.waitFor();
    await answerDialog('confirm', "Confermi l'inserimento di un peso superiore a quello previsto?", 'SI');
    const reassign = page.getByTestId('dialog-confirm').filter({ hasText: 'TAG E280TAG0099 già inserito.' });
    await expect(reassign.textContent()).resolves.toContain(
      "Confermi l'assegnazione del tag a questo ordine?",
    );
    await answerDialog('confirm', 'TAG E280TAG0099 già inserito.', 'SI');
    await saved;

    const rows = await api.get(`/project_rows?q[code_eq]=E280TAG0099`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      project_id: ids.order,
      item_id: ids.oil,
      serial_id: ids.oilLot,
      quantity: 60.5,
      location_id: basics.locations.receiving,
    });
    await expect(api.get(`/serials?q[code_eq]=L-777`)).resolves.toHaveLength(1);
    const tracks = await api.get(`/tracks?q[project_row_id_eq]=${(rows[0] as Row).id}`);
    expect(tracks).toHaveLength(1);
    const [pick] = await api.get(`/picks?q[project_id_eq]=${ids.order}&q[item_id_eq]=${ids.oil}`);
    expect(pick).toMatchObject({ quantity_detected: 60.5 });
  });

  it('a GS1 barcode with the separator typed as <GS> by a wedge fills the same fields', async () => {
    reader.send(barcodeLine(`400AC-2025-0001<GS>01${GTIN_OIL}3102000250` + '10L-NEW<GS>21S1', 'GS1-128'));
    await waitForValue('item', 'OLI-1L');
    await expect(value('lot')).resolves.toBe('L-NEW');
    await expect(value('weight')).resolves.toBe('2.5');
  });

  it('saying No to the weight confirmation saves nothing', async () => {
    reader.send(
      barcodeLine('ente : AC-2025-0001|Articolo Cliente : OLI-1L|Lotto : L-888|Peso netto Kg : 99'),
    );
    await waitForValue('lot', 'L-888');
    reader.send('E280TAG0555');
    await waitForValue('tag', 'E280TAG0555');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'incoming-save');
    await field('save').click();
    await answerDialog('confirm', "Confermi l'inserimento di un peso superiore a quello previsto?", 'No');
    await expect(api.get(`/project_rows?q[code_eq]=E280TAG0555`)).resolves.toHaveLength(0);
    await expect(api.get(`/serials?q[code_eq]=L-888`)).resolves.toHaveLength(0);
    await expect(value('tag')).resolves.toBe('E280TAG0555');
  });
});
