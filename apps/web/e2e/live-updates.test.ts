import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createUser } from '../../server/src/users';
import { sharedDatabase, type SharedDatabase } from '../../server/test/integration/support/processes';
import { PASSWORD } from './support/app';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { documentOf, seedInventoryData } from './support/inventory';
import {
  barcodeLine,
  createProject,
  dialog,
  openScreen,
  seedCatalog,
  type Catalog,
} from './support/picking-store';
import type { TestServer } from './support/server';
import { twoOperatorsForSuite } from './support/two-operators';

/**
 * Two operators, each in their own browser (context) with their own reader, on the same list or
 * document: what one reads shows on the other's screen without a reload, and each sees the other
 * working there. No timing is asserted: the test timeout bounds "within a second" loosely, the
 * bench (`npm run bench -- live-events`) measures it.
 */
const presence = (page: Page) => page.getByTestId('presence');
const pickQuantity = (page: Page, pickId: number) =>
  page.locator(`[data-row-id="${pickId}"]`).getByTestId('pick-row-quantity');

async function readIntoPick(page: Page, reader: FakeReader, barcode: string, quantity: string) {
  reader.send(barcodeLine(barcode));
  const modal = page.getByTestId('pick-modal');
  await modal.waitFor();
  await modal.getByTestId('pick-quantity').fill(quantity);
  await modal.getByTestId('pick-confirm').click();
  await modal.waitFor({ state: 'detached' });
}

describe('live updates between two operators', () => {
  const ops = twoOperatorsForSuite((s) => seedCatalog(s));
  const open = (who: 0 | 1, path: string) => ops.open(who, path);

  it("picking: a reading by one shows on the other's screen; each sees the other, until one leaves", async () => {
    const { server, readers, data: catalog } = ops;
    const [i1, i2] = catalog.items as [Catalog['items'][0], Catalog['items'][0]];
    const list = await createProject(
      server,
      { name: 'LP-LIVE', project_typology_id: catalog.typologies.lp },
      [
        [i1, 5],
        [i2, 3],
      ],
    );
    const path = `/picking/management?projectIds=${list.id}`;
    const a = await open(0, path);
    const b = await open(1, path);
    await pickQuantity(b.page, list.picks[0]!).waitFor();

    await presence(a.page).filter({ hasText: 'Anche Bruno sta lavorando su questa lista' }).waitFor();
    await presence(b.page).filter({ hasText: 'Anche Anna sta lavorando su questa lista' }).waitFor();

    await readIntoPick(a.page, readers[0], i1.barcode, '2');
    await expect.poll(() => pickQuantity(b.page, list.picks[0]!).textContent()).toBe('2 / 5');
    await readIntoPick(b.page, readers[1], i2.barcode, '3');
    await expect.poll(() => pickQuantity(a.page, list.picks[1]!).textContent()).toBe('3 / 3');

    await b.context.close();
    await presence(a.page).waitFor({ state: 'detached' });
    await a.context.close();
  });

  it('readings under a dialog: the right label right after a wrong one counts; under a question it is refused aloud', async () => {
    const { server, readers, data: catalog } = ops;
    const [i1, i2, i3] = catalog.items as [Catalog['items'][0], Catalog['items'][0], Catalog['items'][0]];
    const list = await createProject(
      server,
      { name: 'LP-GATE', project_typology_id: catalog.typologies.lp },
      [
        [i1, 5],
        [i2, 3],
        [i3, 1],
      ],
    );
    const { page, context } = await open(0, `/picking/management?projectIds=${list.id}`);
    await pickQuantity(page, list.picks[0]!).waitFor();
    const reader = readers[0];

    reader.send(barcodeLine('0000000000017'));
    await dialog(page, 'warning').filter({ hasText: 'Articolo non trovato!' }).waitFor();
    reader.send(barcodeLine(i1.barcode));
    await dialog(page, 'warning').waitFor({ state: 'detached' });
    const modal = page.getByTestId('pick-modal');
    await modal.waitFor();
    expect(await modal.getByTestId('pick-code').textContent()).toBe('ART-001');

    // Another item while the modal is open asks first; a reading under that question is refused.
    reader.send(barcodeLine(i2.barcode));
    await dialog(page, 'confirm').waitFor();
    reader.send(barcodeLine(i3.barcode));
    await page
      .getByTestId('toast')
      .filter({ hasText: 'Lettura ignorata: rispondere prima alla domanda' })
      .waitFor();
    await page.getByRole('button', { name: 'SI' }).click();
    await expect.poll(() => modal.getByTestId('pick-code').textContent()).toBe('ART-002');
    await context.close();
  });
});

/** The same on an inventory document (its own server: the demo inventories need an empty database). */
describe('live updates on an inventory document', () => {
  const ops = twoOperatorsForSuite((s) => seedInventoryData(s, 'contatore-live@test.it'));
  const open = (who: 0 | 1, path: string) => ops.open(who, path);

  it("a count by one shows in the other's document, with the other's presence", async () => {
    const { server, readers, data: demo } = ops;
    const free = await demo.idOf('projects', 'name', `INV-${demo.year}-LIBERO`);
    const c0101 = await demo.idOf('locations', 'name', 'C01-01');
    const path = `/inventory/free_management/${free}?free=true&picking=false&location=${c0101}`;
    const barcode = (
      await server.db
        .selectFrom('items')
        .select('barcode')
        .where('code', '=', 'GUA-NIT')
        .executeTakeFirstOrThrow()
    ).barcode as string;
    const detected = (page: Page) =>
      page.getByTestId('table-row').filter({ hasText: 'GUA-NIT' }).getByTestId('line-row-detected');

    const a = await open(0, path);
    // The first count makes the location's document; the second operator opens it then.
    readers[0].send(barcodeLine(barcode));
    await expect.poll(async () => (await documentOf(server, free, 'C01-01'))?.id).toBeDefined();
    const b = await open(1, path);
    await presence(a.page).filter({ hasText: 'Anche Bruno sta lavorando su questo documento' }).waitFor();
    await presence(b.page).filter({ hasText: 'Anche Anna sta lavorando su questo documento' }).waitFor();
    const before = await detected(b.page).textContent();

    readers[0].send(barcodeLine(barcode));
    await expect.poll(() => detected(a.page).textContent()).not.toBe(before);
    const after = await detected(a.page).textContent();
    await expect.poll(() => detected(b.page).textContent()).toBe(after);
    await a.context.close();
    await presence(b.page).waitFor({ state: 'detached' });
    await b.context.close();
  });
});

/** Two server processes on one PostgreSQL, each operator on its own base URL. */
describe.each(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])(
  'live updates across two server processes on %s',
  (dialect) => {
    let shared: SharedDatabase;
    let browser: Browser;
    let readers: [FakeReader, FakeReader];
    let urls: [string, string];

    beforeAll(async () => {
      let a: FakeReader;
      let b: FakeReader;
      shared = await sharedDatabase(dialect);
      // The processes first, one after the other: each compiles the server on start.
      const first = await shared.start();
      const second = await shared.start();
      [browser, a, b] = await Promise.all([launchBrowser(), startFakeReader(), startFakeReader()]);
      readers = [a, b];
      urls = [first.url, second.url];
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await Promise.all(readers?.map((r) => r.stop()) ?? []);
      await shared?.close();
    });

    it('a reading through one process shows on the screen served by the other, with presence', async () => {
      const db = shared.handle.db;
      const anna = await createUser(shared.handle, {
        email: 'anna@x.it',
        name: 'Anna',
        password: PASSWORD,
        admin: true,
      });
      const bruno = await createUser(shared.handle, {
        email: 'bruno@x.it',
        name: 'Bruno',
        password: PASSWORD,
        admin: true,
      });
      const stamp = new Date().toISOString();
      const insert = async (table: string, values: Record<string, unknown>) =>
        (
          await db
            .insertInto(table)
            .values({ ...values, created_at: stamp, updated_at: stamp })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number;
      const lp = await insert('project_typologies', { title: 'LP' });
      const item = await insert('items', {
        code: 'ART-2P',
        description: 'Articolo due processi',
        barcode: '8000000000026',
      });
      const list = { id: await insert('projects', { name: 'LP-DUE-PROCESSI', project_typology_id: lp }) };
      const pick = { id: await insert('picks', { project_id: list.id, item_id: item, quantity: 4 }) };
      const path = `/picking/management?projectIds=${list.id}`;
      const on = (who: 0 | 1) =>
        openScreen(
          browser,
          { url: urls[who] } as TestServer,
          readers[who],
          who === 0 ? anna.atoken : bruno.atoken,
          path,
        );
      const a = await on(0);
      const b = await on(1);
      await presence(a.page).filter({ hasText: 'Anche Bruno' }).waitFor();
      await presence(b.page).filter({ hasText: 'Anche Anna' }).waitFor();
      await readIntoPick(a.page, readers[0], '8000000000026', '4');
      await expect.poll(() => pickQuantity(b.page, pick.id).textContent()).toBe('4 / 4');
      await a.context.close();
      await presence(b.page).waitFor({ state: 'detached' });
      await b.context.close();
    }, 120_000);
  },
);
