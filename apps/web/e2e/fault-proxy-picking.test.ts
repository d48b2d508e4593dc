/**
 * A whole picking flow through a proxy that drops 30% of the API requests or of their answers
 * (issue 12): every reading entered ends on the server exactly once (none lost, none doubled, though
 * the server did some of the work twice over the wire), and Concludi goes through too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { startFaultProxy, type FaultProxy } from './support/fault-proxy';
import { answer, flagsOf, openScreen, readingsOf, seedOperator } from './support/picking-store';
import {
  enterReading,
  pickingPath,
  picksShown,
  seedPickingList,
  writesSettled,
  type PickingList,
} from './support/shift';

const ITEMS = 6;

describe('picking through a proxy that drops 30% of requests or answers', () => {
  let server: TestServer;
  let proxy: FaultProxy;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let list: PickingList;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    list = await seedPickingList(server, ITEMS);
    proxy = await startFaultProxy(server.url, { seed: 12 });
    const { atoken } = await seedOperator(server);
    ({ page } = await openScreen(browser, { ...server, url: proxy.url }, reader, atoken, pickingPath(list)));
    await picksShown(page);
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await proxy?.stop();
    await server?.close();
  });

  it('every reading is on the server exactly once, and the list concludes', async () => {
    proxy.setRate(0.3);
    const entered: [number, number][] = [];
    for (let i = 0; i < ITEMS; i++) {
      const quantity = 5;
      await enterReading(page, reader, list.catalog.items[i]!.barcode, quantity);
      entered.push([list.picks[i]!, quantity]);
      // The operator reads on once the row shows what was entered.
      await page.locator(`[data-row-id="${list.picks[i]}"].wh-pick-completed`).waitFor({ timeout: 60_000 });
      await writesSettled(page);
    }
    const readings = await readingsOf(server, list.id);
    expect(readings.map((r) => [r.pick_id, r.quantity])).toEqual(entered);

    await page.getByTestId('picking-conclude').click();
    const confirm = page.getByTestId('dialog-confirm');
    await Promise.race([confirm.waitFor(), page.waitForURL((url) => url.pathname === '/picking/selection')]);
    if (await confirm.count()) await answer(page, true);
    await page.waitForURL((url) => url.pathname === '/picking/selection', { timeout: 60_000 });
    await expect(flagsOf(server, list.id)).resolves.toMatchObject({ store: true, suspended: false });

    // Faults did happen on both sides of the server.
    expect(proxy.stats.droppedRequests).toBeGreaterThan(0);
    expect(proxy.stats.droppedAnswers).toBeGreaterThan(0);
    console.log('fault proxy:', JSON.stringify(proxy.stats));
  });
});
