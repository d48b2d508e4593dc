import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PICKS_LIST_FIELDS } from '../src/domain/pick-fields';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import {
  barcodeLine,
  createProject,
  dialog,
  answer,
  eventually,
  openScreen,
  readingsOf,
  seedCatalog,
  seedOperator,
  type Catalog,
} from './support/picking-store';

describe('/picking/management: picking by reading', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let catalog: Catalog;
  let one: { id: number; picks: number[] };
  let two: { id: number; picks: number[] };

  const modal = () => page.getByTestId('pick-modal');
  const pickRow = (pickId: number) => page.locator(`[data-testid=picks-table] [data-row-id="${pickId}"]`);
  const rowCodes = () =>
    page
      .locator('[data-testid=picks-table] [data-testid=table-row] td:nth-child(2) p:first-child')
      .allTextContents();

  /** The readings confirmed on screen have reached the server (the outbox is empty). */
  const readingsSent = () => page.getByTestId('outbox-pending').waitFor({ state: 'detached' });

  async function enterQuantity(quantity: string) {
    const input = modal().getByTestId('pick-quantity');
    await input.fill(quantity);
    await modal().getByTestId('pick-confirm').click();
  }

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    catalog = await seedCatalog(server);
    const [i1, i2, i3, i4, i5] = catalog.items as [
      Catalog['items'][0],
      Catalog['items'][0],
      Catalog['items'][0],
      Catalog['items'][0],
      Catalog['items'][0],
    ];
    const lp = catalog.typologies.lp;
    one = await createProject(server, { name: 'LP-UNO', project_typology_id: lp }, [
      [i1, 5],
      [i2, 2],
      [i3, 4],
    ]);
    two = await createProject(server, { name: 'LP-DUE', project_typology_id: lp }, [
      [i4, 3],
      [i5, 1],
    ]);
    const { atoken } = await seedOperator(server);
    ({ page } = await openScreen(
      browser,
      server,
      reader,
      atoken,
      `/picking/management?projectIds=${one.id},${two.id}`,
    ));
    await page.locator('[data-testid=picks-table] [data-testid=table-row]').first().waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  it('shows the picks of both lists, by item location then item code, all empty', async () => {
    await expect(page.getByTestId('page-title').textContent()).resolves.toBe('Prelievo da Magazzino');
    await page.getByTestId('picking-lists-names').filter({ hasText: 'LP-UNO' }).waitFor();
    // Items 1..5 sit in A01-01, B02-01, C03-01, A01-01, B02-01.
    expect(await rowCodes()).toEqual(['ART-001', 'ART-004', 'ART-002', 'ART-005', 'ART-003']);
    for (const id of [...one.picks, ...two.picks])
      await expect(pickRow(id).getAttribute('class')).resolves.toContain('wh-pick-empty');
  });

  it('searches by item code and description', async () => {
    const search = page.getByTestId('picks-table-search');
    await search.fill('prova 3');
    await expect.poll(rowCodes).toEqual(['ART-003']);
    await search.fill('art-00');
    await expect.poll(async () => (await rowCodes()).length).toBe(5);
    await search.fill('');
  });

  it('a barcode opens its pick; the quantity entered becomes a reading and the row is completed', async () => {
    reader.send(barcodeLine(catalog.items[0]!.barcode));
    await modal().waitFor();
    await expect(modal().getByTestId('pick-code').textContent()).resolves.toBe('ART-001');
    await expect(modal().getByTestId('pick-description').textContent()).resolves.toBe('Articolo di prova 1');
    await expect(modal().getByTestId('pick-location').textContent()).resolves.toBe('A01-01');
    // 100 in stock, 10 locked.
    await expect(modal().getByTestId('pick-stock').textContent()).resolves.toBe('100 (Disponibile: 90)');
    await expect(modal().getByTestId('pick-expected').textContent()).resolves.toBe('5 (Già inserita: 0)');
    await expect(modal().getByTestId('pick-quantity').inputValue()).resolves.toBe('');
    await modal().getByText('PZ').waitFor();
    await enterQuantity('5');
    await modal().waitFor({ state: 'detached' });
    await page.locator(`[data-row-id="${one.picks[0]}"].wh-pick-completed`).waitFor();
    await readingsSent();
    const readings = await readingsOf(server, one.id);
    expect(readings).toEqual([
      {
        id: expect.any(Number),
        pick_id: one.picks[0],
        item_id: catalog.items[0]!.id,
        location_id: catalog.locations[0],
        quantity: 5,
      },
    ]);
  });

  it('an additional barcode opens its pick too; less than expected is partial', async () => {
    reader.send(barcodeLine(catalog.items[3]!.extra));
    await modal().waitFor();
    await expect(modal().getByTestId('pick-code').textContent()).resolves.toBe('ART-004');
    await expect(modal().getByTestId('pick-stock').textContent()).resolves.toBe('100');
    await enterQuantity('2');
    await page.locator(`[data-row-id="${two.picks[0]}"].wh-pick-partial`).waitFor();
    await expect(pickRow(two.picks[0]!).getByTestId('pick-row-quantity').textContent()).resolves.toBe(
      '2 / 3',
    );
    await readingsSent();
    expect((await readingsOf(server, two.id)).map((r) => [r.pick_id, r.quantity])).toEqual([
      [two.picks[0], 2],
    ]);
  });

  it('one reading, one request: the POST answers the pick with its new total, no GET follows', async () => {
    // It asks for the list's fields: the pick comes back as the list holds it, without its readings.
    const answered = page.waitForResponse((r) => r.url().includes('do=add_reading'));
    const api: string[] = [];
    const record = (request: { method(): string; url(): string }) => {
      const url = new URL(request.url());
      // The live event stream is open all along; it is not a request of this reading.
      if (url.pathname.startsWith('/api/v2/') && url.pathname !== '/api/v2/events')
        api.push(
          `${request.method()} ${url.pathname}${url.search.includes('do=') ? `?do=${url.searchParams.get('do')}` : ''}`,
        );
    };
    page.on('request', record);
    try {
      reader.send(barcodeLine(catalog.items[4]!.barcode));
      await modal().waitFor();
      await enterQuantity('1');
      await readingsSent();
      await expect
        .poll(() => pickRow(two.picks[1]!).getByTestId('pick-row-quantity').textContent())
        .toBe('1 / 1');
      // Whatever the answer set off has been asked for by now (two frames of the page).
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    } finally {
      page.off('request', record);
    }
    expect(api).toEqual([`POST /api/v2/picks/${two.picks[1]}?do=add_reading`]);
    const response = await answered;
    expect(new URL(response.url()).searchParams.get('a[only]')).toBe(PICKS_LIST_FIELDS.only);
    const { pick } = (await response.json()) as { pick: Record<string, unknown> };
    expect(pick).toMatchObject({ id: two.picks[1], quantity_detected: 1 });
    expect(pick).not.toHaveProperty('project_rows');
    expect(
      (await readingsOf(server, two.id)).filter((r) => r.pick_id === two.picks[1]).map((r) => r.quantity),
    ).toEqual([1]);
  });

  it('an unknown code: "Ricerca Articolo" / "Articolo non trovato!" with the code read', async () => {
    reader.send(barcodeLine('999000111'));
    const warning = dialog(page, 'warning');
    await warning.waitFor();
    await page.getByText('Ricerca Articolo').waitFor();
    await expect(warning.getByTestId('dialog-message').innerText()).resolves.toBe(
      'Articolo non trovato!\nCodice letto: 999000111',
    );
    await warning.getByRole('button', { name: 'OK' }).click();
    await warning.waitFor({ state: 'detached' });
  });

  it('while the modal is open, another item asks before replacing the current one', async () => {
    reader.send(barcodeLine(catalog.items[1]!.barcode));
    await modal().waitFor();
    await expect(modal().getByTestId('pick-code').textContent()).resolves.toBe('ART-002');
    reader.send(barcodeLine(catalog.items[2]!.barcode));
    await dialog(page, 'confirm').getByText("Confermi di voler sostituire l'articolo corrente?").waitFor();
    await answer(page, false);
    await expect(modal().getByTestId('pick-code').textContent()).resolves.toBe('ART-002');
    reader.send(barcodeLine(catalog.items[2]!.extra));
    await answer(page, true);
    await modal().getByTestId('pick-code').filter({ hasText: 'ART-003' }).waitFor();
  });

  it('the field takes no minus sign or exponent; 0 is refused with a sentence, the modal stays, nothing written', async () => {
    const input = modal().getByTestId('pick-quantity');
    await input.fill('-1');
    await expect(input.inputValue()).resolves.toBe('');
    await input.fill('1e3');
    await expect(input.inputValue()).resolves.toBe('');
    await enterQuantity('0');
    await modal().getByText('La quantità deve essere maggiore di zero.').waitFor();
    await expect(modal().getByTestId('pick-code').textContent()).resolves.toBe('ART-003');
    expect(await readingsOf(server, one.id)).toHaveLength(1);
    // More than expected is allowed by default (the excess check is off): the row shows exceeded.
    await enterQuantity('6');
    await page.locator(`[data-row-id="${one.picks[2]}"].wh-pick-exceeded`).waitFor();
    // Two readings on the same pick add up.
    await pickRow(one.picks[2]!).locator('td').nth(1).click();
    await expect(modal().getByTestId('pick-expected').textContent()).resolves.toBe('4 (Già inserita: 6)');
    await enterQuantity('1');
    await pickRow(one.picks[2]!).getByTestId('pick-row-quantity').filter({ hasText: '7 / 4' }).waitFor();
    await readingsSent();
  });

  it("the trash deletes that item's readings after confirmation", async () => {
    await pickRow(one.picks[2]!).getByTestId('pick-delete').click();
    await dialog(page, 'confirm').getByText("Confermi la cancellazione dell'articolo corrente?").waitFor();
    await answer(page, false);
    expect((await readingsOf(server, one.id)).filter((r) => r.pick_id === one.picks[2])).toHaveLength(2);
    await pickRow(one.picks[2]!).getByTestId('pick-delete').click();
    await answer(page, true);
    await page.locator(`[data-row-id="${one.picks[2]}"].wh-pick-empty`).waitFor();
    await eventually(async () => {
      const left = await readingsOf(server, one.id);
      expect(left.map((r) => r.pick_id)).toEqual([one.picks[0]]);
    });
  });
});
