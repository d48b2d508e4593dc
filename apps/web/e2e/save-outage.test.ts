/**
 * A save while the server cannot be reached completes by itself once it can (issues 12 and 23):
 * the server process killed in the middle of the write and started again at once on the same data
 * and port, and the network cut for 15 s. The screen says the save waits (and how many), the
 * message goes once it is through, and every reading is written exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPhoneContext } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { loginThroughUi, presetLocalSettings } from './support/app';
import { sharedDatabase, type ServerProcess, type SharedDatabase } from './support/server-process';
import { readingsOf } from './support/picking-store';
import type { TestServer } from './support/server';
import {
  enterReading,
  messagesOnScreen,
  pickingPath,
  picksShown,
  seedPickingList,
  writesSettled,
  type PickingList,
} from './support/shift';

describe('picking: a save while the server is away completes by itself', () => {
  let db: SharedDatabase;
  let server: ServerProcess;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let list: PickingList;
  const data = () => ({ db: db.handle.db }) as Pick<TestServer, 'db'> as TestServer;
  const portOf = (url: string) => Number(new URL(url).port);

  beforeAll(async () => {
    [db, browser, reader] = await Promise.all([sharedDatabase('sqlite'), launchBrowser(), startFakeReader()]);
    list = await seedPickingList(data(), 3);
    server = await db.start({ killAt: 'after-commit' });
    const context = await newPhoneContext(browser);
    await presetLocalSettings(context, { readerUrl: reader.url, sound: false, vibration: false });
    page = await context.newPage();
    await loginThroughUi(page, server.url, db.email, db.password);
    await page.goto(`${server.url}${pickingPath(list)}`);
    await page.locator('[data-testid=reader-status][data-state=connected]').waitFor();
    await reader.waitForClients(1);
    await picksShown(page);
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await db?.close();
  });

  async function quantitiesOf(pickId: number) {
    return (await readingsOf(data(), list.id)).filter((r) => r.pick_id === pickId).map((r) => r.quantity);
  }

  it.each(['after-commit', 'before-commit'] as const)(
    'the server killed %s and started again at once: the reading is written once, by itself',
    async (killAt) => {
      const pick = killAt === 'after-commit' ? 0 : 1;
      if (killAt === 'before-commit') {
        await server.stop();
        server = await db.start({ port: portOf(server.url), killAt });
      }
      const port = portOf(server.url);
      await enterReading(page, reader, list.catalog.items[pick]!.barcode, 4);
      await server.exited;
      // Started again on the same data and port as soon as it died, as a supervisor would.
      server = await db.start({ port });
      await writesSettled(page);
      await page.locator(`[data-row-id="${list.picks[pick]}"].wh-pick-partial`).waitFor();
      await expect(quantitiesOf(list.picks[pick]!)).resolves.toEqual([4]);
      await expect(messagesOnScreen(page).count()).resolves.toBe(0);
    },
  );

  it('the network cut for 15 s during a save: the screen says it waits, then it completes by itself', async () => {
    const pick = list.picks[2]!;
    await page.route('**/api/v2/**', (route) => route.abort('internetdisconnected'));
    await enterReading(page, reader, list.catalog.items[2]!.barcode, 2);
    // The reading is kept on the device (the outbox) and said to wait, with how many.
    const waiting = page.locator('[data-testid=outbox-pending][data-count="1"]');
    await waiting.waitFor();
    await expect(waiting.textContent()).resolves.toContain('1 operazione in attesa');
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    await expect(quantitiesOf(pick)).resolves.toEqual([]);
    // Past the stall time the message says so; the reading is still waiting, not lost.
    await page.locator('[data-testid=outbox-pending][data-stalled=true]').waitFor();
    await page.unroute('**/api/v2/**');
    await writesSettled(page);
    await page.locator(`[data-row-id="${pick}"].wh-pick-partial`).waitFor();
    await expect(quantitiesOf(pick)).resolves.toEqual([2]);
    await expect(messagesOnScreen(page).count()).resolves.toBe(0);
  });
});
