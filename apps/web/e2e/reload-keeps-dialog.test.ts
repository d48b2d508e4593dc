/**
 * Issue 37: a quantity dialog a reading opened is part of the work a reload keeps (as order packing's,
 * reload-keeps-work.test.ts). On every scan screen with one — picking, store fulfilment and supply,
 * inventory list, free and mixed, package preparation — a reading opens the dialog, a quantity is
 * typed, the page is reloaded: the same dialog is back with the same quantity and nothing was
 * written; Conferma then writes once. One server (the demo data), one browser, one page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { answerDialog } from './support/app';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import {
  inventoryScreen,
  readingsOf as countsOf,
  seedInventoryData,
  type InventoryDemo,
} from './support/inventory';
import { barcodeLine, eventually, insert, readingsOf } from './support/picking-store';
import { openScreen } from './support/screen';
import { startTestServer, type TestServer } from './support/server';
import { wedgeScan } from './support/wedge';

interface Item {
  id: number;
  code: string;
  barcode: string;
}

describe('a reload keeps the open quantity dialog', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let demo: InventoryDemo;
  let page: Page;
  const items: Record<string, Item> = {};

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    demo = await seedInventoryData(server);
    for (const row of await server.db.selectFrom('items').select(['id', 'code', 'barcode']).execute())
      items[row.code as string] = row as Item;
    ({ page } = await openScreen(browser, server, reader, demo.atoken, '/home'));
  });
  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  const typologyOf = (title: string) => demo.idOf('project_typologies', 'title', title);
  /** A project with picks `[item code, expected]`. */
  async function project(row: Record<string, unknown>, picks: [string, number][]) {
    const [id] = (await insert(server, 'projects', [row])) as [number];
    const pickIds = await insert(
      server,
      'picks',
      picks.map(([code, quantity]) => ({
        project_id: id,
        item_id: items[code]!.id,
        quantity,
        quantity_detected: 0,
        quantity_remaining: quantity,
      })),
    );
    return { id, picks: pickIds as number[] };
  }

  /** The page's reader is connected (again, after a load). */
  const readerConnected = () => page.locator('[data-testid=reader-status][data-state=connected]').waitFor();

  /** A dialog as each screen names it. */
  interface Dialog {
    modal: Locator;
    quantity: Locator;
    /** The item it shows (its code, or the new line's chosen item). */
    code: () => Promise<string | null>;
  }
  const dialogOf = (modal: string, quantity: string, code: string): Dialog => ({
    modal: page.getByTestId(modal),
    quantity: page.getByTestId(modal).getByTestId(quantity),
    code: () => page.getByTestId(modal).getByTestId(code).textContent(),
  });

  /**
   * A reading of `code` opens the dialog, `typed` goes in, the page is reloaded (`again` waits for
   * the screen, answering what it asks on entry): the same dialog with the same quantity.
   */
  async function readTypeReload(dialog: Dialog, code: string, typed: string, again: () => Promise<void>) {
    await readerConnected();
    reader.send(barcodeLine(items[code]!.barcode));
    await dialog.modal.waitFor();
    await expect(dialog.code()).resolves.toContain(code);
    await dialog.quantity.fill(typed);
    await page.reload();
    await again();
    await dialog.modal.waitFor();
    await expect(dialog.code()).resolves.toContain(code);
    await expect.poll(() => dialog.quantity.inputValue()).toBe(typed);
    await page
      .getByTestId('toast')
      .filter({ hasText: 'Quantità non confermata ripristinata' })
      .first()
      .waitFor();
  }
  /** Conferma; the dialog goes, and a reload opens nothing again. */
  async function confirmOnce(dialog: Dialog, confirm: string, loaded: () => Promise<void>) {
    await dialog.modal.getByTestId(confirm).click();
    await dialog.modal.waitFor({ state: 'detached' });
    await page.reload();
    await loaded();
    await expect(dialog.modal.count()).resolves.toBe(0);
  }

  it('picking: the pick dialog and its quantity; Conferma writes one reading', async () => {
    const list = await project({ name: 'LP-RICARICA-1', project_typology_id: await typologyOf('LP') }, [
      ['PAS-500', 9],
      ['OLI-1L', 4],
    ]);
    const loaded = () => page.locator(`[data-row-id="${list.picks[0]}"]`).waitFor();
    await page.goto(`${server.url}/picking/management?projectIds=${list.id}`);
    await loaded();
    const dialog = dialogOf('pick-modal', 'pick-quantity', 'pick-code');
    await readTypeReload(dialog, 'PAS-500', '3', loaded);
    expect(await readingsOf(server, list.id)).toEqual([]);
    await confirmOnce(dialog, 'pick-confirm', loaded);
    const readings = await eventually(async () => {
      const rows = await readingsOf(server, list.id);
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(readings.map((r) => [r.pick_id, r.quantity])).toEqual([[list.picks[0], 3]]);
  });

  it('a reading as the page loads is read whole, once: wedge and bridge 0, 100 and 300 ms after a reload', async () => {
    // Issue 48: a scan at a page load was cut short ('0023757', not found) or typed into the quantity
    // field that mounted under it ('175'). The wedge's keys now wait for the app (early-keys.ts).
    const list = await project({ name: 'LP-CARICAMENTO-1', project_typology_id: await typologyOf('LP') }, [
      ['PAS-500', 9],
    ]);
    const barcode = items['PAS-500']!.barcode;
    const dialog = dialogOf('pick-modal', 'pick-quantity', 'pick-code');
    await page.goto(`${server.url}/picking/management?projectIds=${list.id}`);
    await page.locator(`[data-row-id="${list.picks[0]}"]`).waitFor();
    for (const [source, delay] of [
      ['wedge', 0],
      ['wedge', 100],
      ['wedge', 300],
      ['bridge', 0],
      ['bridge', 100],
      ['bridge', 300],
    ] as const) {
      await page.reload();
      await page.waitForTimeout(delay);
      // The bridge's reading comes as soon as this page is connected to it (the real bridge keeps
      // what it reads meanwhile); then the wedge reads the same item: the open item read again adds 1.
      if (source === 'bridge') {
        await readerConnected();
        reader.send(barcodeLine(barcode));
      }
      await wedgeScan(page, barcode);
      await dialog.modal.waitFor();
      await expect(dialog.code(), `${source} at ${delay} ms`).resolves.toContain('PAS-500');
      await expect
        .poll(() => dialog.quantity.inputValue(), { message: `${source} at ${delay} ms` })
        .toBe(source === 'bridge' ? '1' : '');
      await expect(page.getByText('Articolo non trovato!').count()).resolves.toBe(0);
      await dialog.modal.getByTestId('pick-cancel').click();
      await dialog.modal.waitFor({ state: 'detached' });
    }
    expect(await readingsOf(server, list.id)).toEqual([]);
  });

  /** A store supply: sent to the store (`store`, fulfilment) or still being made. */
  const supply = async (name: string, picks: [string, number][], store: boolean) =>
    project(
      {
        name,
        project_typology_id: await typologyOf('AN'),
        branch_id: await demo.idOf('branches', 'code', '1'),
        project_date: '2026-01-01',
        store,
      },
      picks,
    );
  const storeLoaded = async () => {
    await page.getByTestId('store-picks-table').waitFor();
    await page.getByTestId('loading-items').waitFor({ state: 'detached' });
  };

  it('store fulfilment: the picked quantity typed comes back; Conferma stores it once', async () => {
    const store = await supply(
      'AN-RICARICA-1',
      [
        ['PAS-500', 9],
        ['CAF-250', 2],
      ],
      true,
    );
    await page.goto(`${server.url}/store/management/${store.id}?picking=true`);
    await storeLoaded();
    const dialog = dialogOf('item-modal', 'item-quantity', 'item-code');
    await readTypeReload(dialog, 'CAF-250', '2', storeLoaded);
    expect(await readingsOf(server, store.id)).toEqual([]);
    await confirmOnce(dialog, 'item-confirm', storeLoaded);
    const readings = await eventually(async () => {
      const rows = await readingsOf(server, store.id);
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(readings.map((r) => [r.pick_id, r.quantity])).toEqual([[store.picks[1], 2]]);
  });

  it('store supply: a new item read, its quantity typed, comes back; Conferma adds it once', async () => {
    const store = await supply('AN-RICARICA-2', [['PAS-500', 9]], false);
    await page.goto(`${server.url}/store/management/${store.id}?picking=false`);
    await storeLoaded();
    // Not in the supply: the new-item dialog, the item read chosen in its selector.
    const dialog = {
      ...dialogOf('item-modal', 'item-quantity', 'item-code'),
      code: () => page.getByTestId('item-modal').getByTestId('item-select').inputValue(),
    };
    await readTypeReload(dialog, 'ZUC-1K', '6', storeLoaded);
    const picksOf = () =>
      server.db
        .selectFrom('picks')
        .select(['item_id', 'quantity'])
        .where('project_id', '=', store.id)
        .orderBy('id')
        .execute()
        .then((rows) => rows.map((r) => [r.item_id, Number(r.quantity)]));
    expect(await picksOf()).toEqual([[items['PAS-500']!.id, 9]]);
    await confirmOnce(dialog, 'item-confirm', storeLoaded);
    expect(await picksOf()).toEqual([
      [items['PAS-500']!.id, 9],
      [items['ZUC-1K']!.id, 6],
    ]);
  });

  const counts = [
    { mode: 'list', item: 'DET-LAV', typed: '7' },
    // Not counted here yet: the reading opens a new line (a counted one would count 1 at once).
    { mode: 'free', item: 'PAS-500', typed: '5' },
    { mode: 'mixed', item: 'CAF-250', typed: '4' },
  ] as const;
  for (const count of counts)
    it(`inventory ${count.mode}: the line dialog and its quantity; Conferma counts once`, async () => {
      const { id, path } = await inventoryScreen(server, demo, count.mode);
      const loaded = () => page.getByTestId('count-table').waitFor();
      await page.goto(`${server.url}${path}`);
      await loaded();
      const before = await countsOf(server, id);
      const dialog = dialogOf('line-modal', 'line-quantity', 'line-code');
      await readTypeReload(dialog, count.item, count.typed, loaded);
      expect(await countsOf(server, id)).toEqual(before);
      await confirmOnce(dialog, 'line-confirm', loaded);
      await eventually(async () =>
        expect(await countsOf(server, id)).toEqual({
          rows: before.rows + 1,
          byCode: { ...before.byCode, [count.item]: (before.byCode[count.item] ?? 0) + Number(count.typed) },
        }),
      );
    });

  it('an open dialog is forgotten on leaving the screen, and not opened again when minutes old', async () => {
    const id = await demo.idOf('projects', 'name', `INV-${demo.year}-B`);
    const path = `/inventory/list_management/${id}?free=false&picking=false&location=${await demo.idOf('locations', 'name', 'B01-01')}`;
    const dialog = dialogOf('line-modal', 'line-quantity', 'line-code');
    const table = () => page.getByTestId('count-table').waitFor();
    const kept = () =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('.inventory/list/')));
    const open = async () => {
      await readerConnected();
      reader.send(barcodeLine(items['MAR-ALB']!.barcode));
      await dialog.modal.waitFor();
      await dialog.quantity.fill('2');
      await expect.poll(kept).toHaveLength(1);
    };
    // Reached in the app from home; the phone's back leaves it.
    await page.goto(`${server.url}/home`);
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await table();
    await open();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/home');
    await expect(kept()).resolves.toEqual([]);
    await page.goto(`${server.url}${path}`);
    await table();
    await expect(dialog.modal.count()).resolves.toBe(0);

    // Kept six minutes ago: the work has moved on, the dialog is not opened again.
    await open();
    await page.evaluate(
      ([key]) => {
        const entry = JSON.parse(localStorage.getItem(key!)!) as { at: number };
        localStorage.setItem(key!, JSON.stringify({ ...entry, at: entry.at - 6 * 60_000 }));
      },
      await kept(),
    );
    await page.reload();
    await table();
    await page.getByTestId('count-conclude').waitFor();
    await expect(dialog.modal.count()).resolves.toBe(0);
    await expect(kept()).resolves.toEqual([]);
  });

  it('package preparation: the reading dialog and its quantity, after the printer question; Conferma writes one', async () => {
    const [typology] = await insert(server, 'project_typologies', [{ title: 'PC' }]);
    const [prep] = (await insert(server, 'projects', [
      { name: 'PC-RICARICA', project_typology_id: typology },
    ])) as [number];
    const [parent] = await insert(server, 'documents', [{ name: 'DDT-R', project_id: prep }]);
    const [reference] = await insert(server, 'documents', [
      { name: 'RIF-R', project_id: prep, parent_id: parent, closed: 0, partial: 0 },
    ]);
    const [pick] = await insert(server, 'picks', [
      {
        project_id: prep,
        document_id: reference,
        item_id: items['OLI-1L']!.id,
        quantity: 20,
        quantity_remaining: 20,
      },
    ]);
    const [pkg] = await insert(server, 'packages', [
      { project_id: prep, name: 'PK-RICARICA', incremental: 1, closed: false, shipped: false },
    ]);
    const query = `incoming=false&outgoing=false&picking=true&revision=false&locked=false&document=${parent}&referenceItem=${reference}`;
    // No printer: the operator is asked whether to go on without labels. A reading does not answer it.
    const entered = async () => {
      await page.getByTestId('dialog-confirm').waitFor();
      await readerConnected();
      reader.send(barcodeLine(items['OLI-1L']!.barcode));
      await page
        .getByTestId('toast')
        .filter({ hasText: 'Lettura ignorata: rispondere prima alla domanda' })
        .first()
        .waitFor();
      await answerDialog(page, 'confirm', 'SI');
      await page.getByTestId('table-row').first().waitFor();
    };
    await page.goto(`${server.url}/project/management/${prep}?${query}`);
    await entered();
    await expect(page.getByTestId('reading-modal').count()).resolves.toBe(0);
    const dialog = dialogOf('reading-modal', 'reading-quantity', 'reading-code');
    await readTypeReload(dialog, 'OLI-1L', '8', entered);
    expect(await readingsOf(server, prep)).toEqual([]);
    await confirmOnce(dialog, 'reading-confirm', entered);
    const rows = await eventually(async () => {
      const stored = await server.db
        .selectFrom('project_rows')
        .select(['pick_id', 'quantity', 'package_id'])
        .where('project_id', '=', prep)
        .execute();
      expect(stored).toHaveLength(1);
      return stored;
    });
    expect(rows.map((r) => [r.pick_id, Number(r.quantity), r.package_id])).toEqual([[pick, 8, pkg]]);
  });
});
