/**
 * Issue 37 on store fulfilment, store supply and package preparation: with the quantity dialog open
 * and the cursor in 'Quantità', scans from a fast wedge, a slow one (80–150 ms between keys) and one
 * sending a prefix do what a bridge reading does there — in package preparation (second spec) the
 * same item adds 1 and another asks to replace; in the store (first spec), fulfilment and supply
 * alike, every reading while the dialog is open is refused with a message (a code not in a supply
 * opens the new-item dialog with that item chosen); the field never holds a code and no scanner's
 * Enter confirms the dialog. One server, browser and page for the whole file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { answerDialog } from './support/app';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import {
  createProject,
  insert,
  openScreen,
  readingsOf,
  seedCatalog,
  type Catalog,
} from './support/picking-store';
import { startTestServer, type TestServer } from './support/server';
import { personTypes, wedgeScan, type WedgeOptions } from './support/wedge';

const WEDGES: WedgeOptions[] = [{ timing: 'fast' }, { timing: 'slow' }, { timing: 'slow', prefix: '~' }];

describe('keyboard-wedge scans into the store and package preparation dialogs', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let catalog: Catalog;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    catalog = await seedCatalog(server);
    const { atoken } = await server.createUser({
      email: 'operatore@example.com',
      password: 'password-123',
      roles: ['operatore'],
    });
    ({ page } = await openScreen(browser, server, reader, atoken, '/home', { scanPrefix: '~' }));
  });
  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  /** The dialog, its quantity field and its item code, as each screen names them. */
  interface Dialog {
    modal: () => Locator;
    quantity: () => Locator;
    code: () => Promise<string | null>;
  }

  /** The store's rule (first spec): readings while its dialog is open are refused, and said so. */
  async function refusedWhileOpen() {
    const toast = page
      .getByTestId('toast')
      .filter({ hasText: 'Lettura ignorata: confermare o chiudere prima la riga aperta' });
    await toast.first().waitFor();
    await toast.first().waitFor({ state: 'detached' });
  }

  async function scansIntoTheField(
    dialog: Dialog,
    same: string,
    other: string,
    code: string,
    repeat: 'adds 1' | 'refused',
  ) {
    await wedgeScan(page, same, { timing: 'fast' });
    await dialog.modal().waitFor();
    await expect(dialog.code()).resolves.toContain(code);
    await expect(dialog.quantity().evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    if (repeat === 'refused') {
      const shown = await dialog.quantity().inputValue();
      await personTypes(page, '3');
      await expect.poll(() => dialog.quantity().inputValue()).toBe(`${shown}3`);
    }
    let expected = Number(await dialog.quantity().inputValue());
    for (const options of WEDGES) {
      await wedgeScan(page, same, options);
      if (repeat === 'adds 1') {
        expected++;
        await expect.poll(() => dialog.quantity().inputValue()).toBe(String(expected));
      } else {
        await refusedWhileOpen();
        await expect(dialog.quantity().inputValue()).resolves.toBe(String(expected));
      }
    }
    for (const options of WEDGES) {
      await wedgeScan(page, other, options);
      if (repeat === 'adds 1')
        await answerDialog(page, 'confirm', 'No', "Confermi di voler sostituire l'articolo corrente?");
      else await refusedWhileOpen();
      await expect(dialog.code()).resolves.toContain(code);
      await expect(dialog.quantity().inputValue()).resolves.toBe(String(expected));
    }
    await expect(dialog.modal().isVisible()).resolves.toBe(true);
  }

  it('store fulfilment (PRELIEVO PER NEGOZIO)', async () => {
    const [a, b] = catalog.items as [Catalog['items'][0], Catalog['items'][0]];
    const supply = await createProject(
      server,
      {
        name: 'AN-WEDGE',
        project_typology_id: catalog.typologies.an,
        branch_id: catalog.branchOne,
        project_date: '2026-01-01',
        store: true,
      },
      [
        [a, 9],
        [b, 2],
      ],
    );
    await page.goto(`${server.url}/store/management/${supply.id}?picking=true`);
    await page.getByTestId('store-picks-table').waitFor();
    await page.getByTestId('loading-items').waitFor({ state: 'detached' });
    const modal = () => page.getByTestId('item-modal');
    await scansIntoTheField(
      {
        modal,
        quantity: () => modal().getByTestId('item-quantity'),
        code: () => modal().getByTestId('item-code').textContent(),
      },
      a.barcode,
      b.barcode,
      a.code,
      'refused',
    );
    expect(await readingsOf(server, supply.id)).toEqual([]);
    await modal().getByTestId('item-cancel').click();
    await modal().waitFor({ state: 'detached' });
  });

  it('store supply (APPROVVIGIONAMENTO NEGOZIO): its rows refuse readings while open; a new item opens the new-item dialog', async () => {
    const [a, b, c] = catalog.items as [Catalog['items'][0], Catalog['items'][0], Catalog['items'][0]];
    const supply = await createProject(
      server,
      {
        name: 'AN-WEDGE-SUPPLY',
        project_typology_id: catalog.typologies.an,
        branch_id: catalog.branchOne,
        project_date: '2026-01-01',
        store: false,
      },
      [
        [a, 9],
        [b, 2],
      ],
    );
    const picksOf = () =>
      server.db
        .selectFrom('picks')
        .select(['item_id', 'quantity'])
        .where('project_id', '=', supply.id)
        .orderBy('id')
        .execute()
        .then((rows) => rows.map((r) => [r.item_id, Number(r.quantity)]));
    const stored = await picksOf();
    await page.goto(`${server.url}/store/management/${supply.id}?picking=false`);
    await page.getByTestId('store-picks-table').waitFor();
    await page.getByTestId('loading-items').waitFor({ state: 'detached' });
    const modal = () => page.getByTestId('item-modal');
    const quantity = () => modal().getByTestId('item-quantity');
    // An item of the supply: its 'Quantità da Prelevare' (9), then the store's rule (spec: readings
    // under an open dialog are ignored on the store screens): the same item and another refused.
    await scansIntoTheField(
      { modal, quantity, code: () => modal().getByTestId('item-code').textContent() },
      a.barcode,
      b.barcode,
      a.code,
      'refused',
    );
    await modal().getByTestId('item-cancel').click();
    await modal().waitFor({ state: 'detached' });
    expect(await picksOf()).toEqual(stored);

    // An item not in the supply yet: the new-item dialog with that item chosen, by every wedge.
    const chosen = () => modal().getByTestId('item-select').inputValue();
    for (const options of WEDGES) {
      await wedgeScan(page, c.barcode, options);
      await modal().waitFor();
      await expect(modal().getAttribute('data-mode')).resolves.toBe('new');
      await expect.poll(chosen).toContain(c.code);
      await expect(quantity().inputValue()).resolves.toBe('');
      if (options === WEDGES[0]) {
        // Another reading while it is open is refused too: the chosen item and the field stay.
        await wedgeScan(page, a.barcode, options);
        await refusedWhileOpen();
        await expect(chosen()).resolves.toContain(c.code);
        await expect(quantity().inputValue()).resolves.toBe('');
      }
      await modal().getByTestId('item-cancel').click();
      await modal().waitFor({ state: 'detached' });
    }
    expect(await picksOf()).toEqual(stored);
  });

  it('package preparation', async () => {
    const [typology] = await insert(server, 'project_typologies', [{ title: 'PC' }]);
    const [project] = await insert(server, 'projects', [{ name: 'PC-WEDGE', project_typology_id: typology }]);
    const [parent] = await insert(server, 'documents', [{ name: 'DDT-W', project_id: project }]);
    const [reference] = await insert(server, 'documents', [
      { name: 'RIF-W', project_id: project, parent_id: parent, closed: 0, partial: 0 },
    ]);
    const [a, b] = catalog.items as [Catalog['items'][0], Catalog['items'][0]];
    await insert(server, 'picks', [
      { project_id: project, document_id: reference, item_id: a.id, quantity: 20, quantity_remaining: 20 },
      { project_id: project, document_id: reference, item_id: b.id, quantity: 20, quantity_remaining: 20 },
    ]);
    const query = `incoming=false&outgoing=false&picking=true&revision=false&locked=false&document=${parent}&referenceItem=${reference}`;
    await page.goto(`${server.url}/project/management/${project}?${query}`);
    // No printer here: the operator goes on without labels.
    await answerDialog(page, 'confirm', 'SI');
    await page.getByTestId('table-row').first().waitFor();
    const modal = () => page.getByTestId('reading-modal');
    await scansIntoTheField(
      {
        modal,
        quantity: () => page.getByTestId('reading-quantity'),
        code: () => modal().getByTestId('reading-code').textContent(),
      },
      a.barcode,
      b.barcode,
      a.code,
      'adds 1',
    );
    expect(await readingsOf(server, project as number)).toEqual([]);
    await page.keyboard.press('Escape');
  });
});
