/**
 * The outgoing conflict of outgoing-conflicts.test.ts behind two server processes on one
 * PostgreSQL (run with TEST_DATABASE_URL): Anna saves through one process, Bruno's stale save
 * through the other is refused naming the tags, and nothing is written twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createUser } from '../../server/src/users';
import { sharedDatabase, type SharedDatabase } from '../../server/test/integration/support/processes';
import { PASSWORD, toasts } from './support/app';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { dialog, openScreen } from './support/picking-store';
import type { TestServer } from './support/server';

describe.each(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])(
  'outgoing conflict across two server processes on %s',
  (dialect) => {
    let shared: SharedDatabase;
    let browser: Browser;
    let readers: [FakeReader, FakeReader];
    let urls: [string, string];

    beforeAll(async () => {
      shared = await sharedDatabase(dialect);
      const first = await shared.start();
      const second = await shared.start();
      const [b, r1, r2] = await Promise.all([launchBrowser(), startFakeReader(), startFakeReader()]);
      [browser, readers, urls] = [b, [r1, r2], [first.url, second.url]];
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await Promise.all(readers?.map((r) => r.stop()) ?? []);
      await shared?.close();
    });

    it("Bruno's save on tags Anna moved meanwhile is refused naming them; nothing written twice", async () => {
      const db = shared.handle.db;
      const user = (email: string, name: string) =>
        createUser(shared.handle, { email, name, password: PASSWORD, admin: true });
      const [anna, bruno] = [await user('anna@x.it', 'Anna'), await user('bruno@x.it', 'Bruno')];
      const stamp = new Date().toISOString();
      const insert = async (table: string, values: Record<string, unknown>) =>
        (
          await db
            .insertInto(table)
            .values({ ...values, created_at: stamp, updated_at: stamp })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number;
      const typology = await insert('project_typologies', { title: 'Uscita Merce Senza Lista' });
      const uno = await insert('projects', { name: 'Cliente Uno', project_typology_id: typology });
      const due = await insert('projects', { name: 'Cliente Due', project_typology_id: typology });
      const item = await insert('items', { code: 'VIN-2P', description: 'Vino due processi' });
      const codes = Array.from({ length: 3 }, (_, i) => `E2802P${String(i).padStart(18, '0')}`);
      for (const code of codes)
        await insert('project_rows', { project_id: uno, item_id: item, quantity: 1, code });
      const stored = async () =>
        (
          await db
            .selectFrom('project_rows')
            .select(['project_id', 'lock_version'])
            .where('code', 'in', codes)
            .execute()
        ).map((r) => [Number(r.project_id), Number(r.lock_version)]);
      const on = async (who: 0 | 1) =>
        (
          await openScreen(
            browser,
            { url: urls[who] } as TestServer,
            readers[who],
            who === 0 ? anna.atoken : bruno.atoken,
            '/outgoing',
          )
        ).page;
      const total = (page: Page, n: number) =>
        page.locator(`[data-testid="outgoing-total"][data-count="${n}"]`).waitFor();
      const choose = async (page: Page, name: string) => {
        await page.getByTestId('outgoing-customer').click();
        await page.getByRole('option', { name, exact: true }).click();
      };

      const a = await on(0);
      const b = await on(1);
      readers[1].send(codes.join('|'));
      await total(b, 3);
      readers[0].send(codes.join('|'));
      await total(a, 3);
      await choose(a, 'Cliente Due');
      await a.getByTestId('outgoing-save').click();
      await toasts(a).filter({ hasText: 'Movimentazione salvata correttamente!' }).waitFor();

      await choose(b, 'Cliente Uno');
      await b.getByTestId('outgoing-save').click();
      await dialog(b, 'warning').waitFor();
      expect(await dialog(b, 'warning').textContent()).toMatch(
        /^Salvataggio non eseguito: 3 TAG sono stati modificati nel frattempo da Anna alle \d\d:\d\d\./,
      );
      expect(await stored()).toEqual(codes.map(() => [due, 1]));
      await a.context().close();
      await b.context().close();
    });
  },
);
