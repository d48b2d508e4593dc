/**
 * INGRESSO MERCE as a shift uses it (issue 23, at 360×640): what the form refuses (typed tags with
 * several parts, weights that are not a plain positive decimal), a refused reading that keeps what
 * was filled, an item's own EAN, the focus kept out of the tag field after a label, a tag typed by a keyboard-wedge
 * RFID reader, the remaining hint, a reading during a warning, a declined reassignment, tap targets,
 * and the open entry surviving a session end (the sign-in dialog over it, then its save goes on).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { expectNewToast, PASSWORD, toasts } from './support/app';
import { apiClient, barcodeLine, insert, insertOne, openScreen, seedBasics, seedUser } from './support/goods';

const EPC = 'E28011606000020A1B2C3D4E';
/** The items' own EAN-13 (valid check digits). */
const EAN = { pasta: '8001234567897', oil: '8001234567903', rice: '8001234567910' };

describe('incoming goods: what the form refuses and keeps', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let api: Awaited<ReturnType<typeof apiClient>>;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    const basics = await seedBasics(server);
    const order = await insertOne(server, 'projects', {
      name: 'AC-D1',
      project_typology_id: basics.typologies.ac,
    });
    const [pasta, oil] = await insert(server, 'items', [
      { code: 'PAS-500', description: 'Pasta 500 g', barcode: EAN.pasta },
      { code: 'OLI-1L', description: 'Olio 1 L', barcode: EAN.oil },
      { code: 'RIS-CAR', description: 'Riso Carnaroli', barcode: EAN.rice },
    ]);
    await insert(server, 'picks', [
      // More received than ordered: 4,8 kg over.
      { project_id: order, item_id: pasta, quantity: 10, quantity_detected: 14.8, quantity_remaining: -4.8 },
      { project_id: order, item_id: oil, quantity: 1000, quantity_detected: 0, quantity_remaining: 1000 },
    ]);
    await insertOne(server, 'project_rows', {
      project_id: order,
      item_id: oil,
      quantity: 1,
      code: 'TAG-OLD',
    });
    const user = await seedUser(server, 'dora@example.com', basics.locations.receiving);
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
  const waitForValue = (name: string, expected: string) =>
    page.waitForFunction(
      ([id, v]) =>
        (document.querySelector(`[data-testid="incoming-${id}"]`) as HTMLInputElement | null)?.value === v,
      [name, expected] as const,
    );
  const label = (item: string, lot: string, weight: string) =>
    barcodeLine(`ente : AC-D1|Articolo Cliente : ${item}|Lotto : ${lot}|Peso netto Kg : ${weight}`);

  async function warning(text: string) {
    const box = page.getByTestId('dialog-warning').filter({ hasText: text });
    await box.waitFor();
    await box.getByRole('button').first().click();
    await box.waitFor({ state: 'detached' });
  }

  /**
   * A keyboard-wedge scanner: a burst of keys and Enter at the focused element, dispatched in one go
   * so that a loaded test machine cannot stretch the gaps between keys beyond a scanner's.
   */
  const wedge = (text: string) =>
    page.evaluate((line) => {
      const target = document.activeElement ?? document.body;
      for (const key of [...line.split(''), 'Enter'])
        target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }, text);

  const fieldError = (name: string) =>
    page.locator(
      `.mantine-InputWrapper-root:has([data-testid="incoming-${name}"]) .mantine-InputWrapper-error`,
    );

  it('a typed tag with several parts is refused with the spec message; Save stays off', async () => {
    reader.send(label('OLI-1L', 'L-1', '5'));
    await waitForValue('lot', 'L-1');
    await field('tag').fill('A|B');
    await expect(fieldError('tag').textContent()).resolves.toBe(
      'Letto più di un TAG. Avvicinarsi solo al TAG da leggere e riprovare',
    );
    await expect(field('save').isDisabled()).resolves.toBe(true);
    await field('tag').fill('A|');
    await expect(fieldError('tag').textContent()).resolves.toBe(
      'TAG letto solo in parte. Riprovare a leggere',
    );
    await field('tag').fill('');
  });

  it('after a label the focus stays out of the tag field: a wedge scanner’s next label is a reading', async () => {
    reader.send(label('OLI-1L', 'L-2', '6'));
    await waitForValue('lot', 'L-2');
    await page.waitForFunction(() => !document.activeElement?.matches('input, textarea'));
    await wedge('ente : AC-D1|Articolo Cliente : OLI-1L|Lotto : L-3|Peso netto Kg : 7');
    await waitForValue('lot', 'L-3');
    await expect(value('tag')).resolves.toBe('');
    await expect(field('save').isDisabled()).resolves.toBe(true);
  });

  it('a tag typed by a keyboard-wedge RFID reader is a tag here', async () => {
    await wedge(EPC);
    await waitForValue('tag', EPC);
    await expect(value('barcode')).resolves.toContain('L-3');
    await expect(field('save').isDisabled()).resolves.toBe(false);
  });

  it('the weight is a plain positive decimal: refused otherwise with a clear message, never rewritten', async () => {
    for (const typed of ['-2', '1e3', '1.2.3', 'abc']) {
      await field('weight').fill(typed);
      await expect(fieldError('weight').textContent()).resolves.toContain('Peso non valido');
      await expect(value('weight')).resolves.toBe(typed);
      await expect(field('save').isDisabled()).resolves.toBe(true);
    }
    await field('weight').fill('12345678901234567890');
    await expect(fieldError('weight').textContent()).resolves.toBe(
      'Peso troppo alto: inserire al massimo 99999 kg',
    );
    await expect(field('save').isDisabled()).resolves.toBe(true);
    await field('weight').fill('1,5');
    await expect(fieldError('weight').count()).resolves.toBe(0);
    await expect(page.getByTestId('incoming-remaining').textContent()).resolves.toBe('/ 1000');
    await expectNewToast(page, 'Articolo inserito correttamente!', () => field('save').click());
    const [row] = await api.get(`/project_rows?q[code_eq]=${EPC}`);
    expect(row).toMatchObject({ quantity: 1.5 });
  });

  it('the remaining hint never goes negative and uses the field’s decimal mark', async () => {
    reader.send(label('PAS-500', 'L-4', '2'));
    await waitForValue('lot', 'L-4');
    await expect(page.getByTestId('incoming-remaining').textContent()).resolves.toBe('/ 0');
  });

  it('a refused reading keeps what was filled; the EAN of an item on the order fills that item (issue 48)', async () => {
    reader.send(label('OLI-1L', 'L-BOX1', '3'));
    await waitForValue('lot', 'L-BOX1');
    const filled = await value('barcode');
    reader.send(label('RIS-CAR', 'L-BOX2', '4'));
    await warning("L'articolo associato al barcode non è presente nell'ordine");
    reader.send(barcodeLine(EAN.rice));
    await warning("L'articolo associato al barcode non è presente nell'ordine");
    expect([await value('item'), await value('lot'), await value('weight'), await value('barcode')]).toEqual([
      'OLI-1L',
      'L-BOX1',
      '3',
      filled,
    ]);
    // The plain EAN-13 of the item already filled: the same box, its lot and weight stay.
    reader.send(barcodeLine(EAN.oil));
    await waitForValue('barcode', EAN.oil);
    expect([await value('item'), await value('lot'), await value('weight')]).toEqual([
      'OLI-1L',
      'L-BOX1',
      '3',
    ]);
    // Another item of the order by its EAN: a new box of that item.
    reader.send(barcodeLine(EAN.pasta));
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="incoming-item"]') as HTMLInputElement)?.value === 'PAS-500',
    );
    await expect(value('lot')).resolves.toBe('');
    // The next box's label: the tag read for the box before goes with it.
    reader.send('TAG-BOX2');
    await waitForValue('tag', 'TAG-BOX2');
    reader.send(label('OLI-1L', 'L-BOX3', '4'));
    await waitForValue('lot', 'L-BOX3');
    await expect(value('tag')).resolves.toBe('');
    await expect(field('save').isDisabled()).resolves.toBe(true);
  });

  it("the right label read while the wrong one's warning is open closes it and counts", async () => {
    reader.send(barcodeLine('AC-D1'));
    const warningDialog = page
      .getByTestId('dialog-warning')
      .filter({ hasText: 'non contiene il campo ordine' });
    await warningDialog.waitFor();
    reader.send(label('OLI-1L', 'L-LATE', '3'));
    await warningDialog.waitFor({ state: 'detached' });
    await waitForValue('lot', 'L-LATE');
  });

  it('a declined reassignment leaves nothing behind: no new lot', async () => {
    reader.send(label('OLI-1L', 'L-DECLINED', '3'));
    await waitForValue('lot', 'L-DECLINED');
    reader.send('TAG-OLD');
    await warning('TAG TAG-OLD già inserito.');
    await field('save').click();
    await page.getByTestId('dialog-confirm').getByRole('button', { name: 'NO' }).click();
    await page.getByTestId('dialog-confirm').waitFor({ state: 'detached' });
    await expect(api.get('/serials?q[code_eq]=L-DECLINED')).resolves.toHaveLength(0);
  });

  it('every tap target is at least 40 px tall, and nothing scrolls sideways', async () => {
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid=incoming-form] button, [data-testid=incoming-form] input')]
        .map((el) => ({
          id: el.getAttribute('data-testid') ?? el.tagName,
          h: el.getBoundingClientRect().height,
        }))
        .filter((t) => t.h > 0 && t.h < 40),
    );
    expect(small).toEqual([]);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
  });

  it('the session ends under an open entry: one sign-in dialog over it, and the password saves it once', async () => {
    // Earlier steps' toasts gone, so the one message of this event can be counted.
    await page.waitForFunction(() => !document.querySelector('[data-testid=toast]'));
    await field('tag').fill('TAG-KEPT');
    await page.evaluate(() => localStorage.setItem('warehouse.token', 'expired.or.forged'));
    await field('save').click();
    // One event, one message: the sign-in dialog over the entry, no failed-save dialog beside it.
    const dialog = page.getByRole('dialog', { name: 'Sessione scaduta' });
    await dialog.getByText('Utente: dora@example.com').waitFor();
    await expect(
      page.locator('[data-testid=toast], [data-testid^=dialog-], [role=dialog]').count(),
    ).resolves.toBe(1);
    expect(new URL(page.url()).pathname).toBe('/incoming');
    // The entry is still there under the dialog, and nothing was saved.
    await expect(value('lot')).resolves.toBe('L-DECLINED');
    await expect(value('tag')).resolves.toBe('TAG-KEPT');
    await expect(value('order')).resolves.toBe('AC-D1');
    await expect(value('item')).resolves.toBe('OLI-1L');
    await expect(api.get('/project_rows?q[code_eq]=TAG-KEPT')).resolves.toHaveLength(0);

    // The password: the save that met the 401 goes on by itself, once.
    await dialog.locator('input[name=password]').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toasts(page).filter({ hasText: 'Articolo inserito correttamente!' }).waitFor();
    await expect(api.get('/project_rows?q[code_eq]=TAG-KEPT')).resolves.toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/incoming');
    // Saved, so nothing is kept on the device to restore.
    await page.reload();
    await page.getByTestId('incoming-form').waitFor();
    await expect(value('tag')).resolves.toBe('');
    await expect(
      toasts(page).filter({ hasText: "Ripristinato l'ingresso non ancora salvato" }).count(),
    ).resolves.toBe(0);
  });
});
