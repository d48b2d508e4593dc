/**
 * The shift as a test (issue 41): two operators read the same lines of one picking list through a
 * Wi-Fi cut each and a server killed with SIGKILL in the middle. A reading is an addition: another
 * operator's reading of the same line meanwhile never makes it wrong, so every reading confirmed on
 * screen ends in the database exactly once (none refused as a conflict, none doubled by a retry).
 * Runs on SQLite (one server process) and on PostgreSQL behind two processes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PASSWORD } from './support/app';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { eventually, readingsOf } from './support/picking-store';
import { openScreen, type Screen } from './support/screen';
import { pickingPath, picksShown, seedPickingList, writesSettled, type PickingList } from './support/shift';
import { crashableServers, twoOperatorSetups, type CrashableServers } from './support/two-operators';

describe.each(twoOperatorSetups)('a shift of two operators on the same lines (%s)', (setup) => {
  let ops: CrashableServers;
  let browser: Browser;
  let readers: FakeReader[] = [];
  let list: PickingList;
  const tokens: string[] = [];
  const screens: Screen[] = [];

  beforeAll(async () => {
    [ops, browser, ...readers] = await Promise.all([
      crashableServers(setup),
      launchBrowser(),
      startFakeReader(),
      startFakeReader(),
    ]);
    const server = ops.servers[0];
    list = await seedPickingList(server, 3);
    for (const [email, name] of [
      ['anna@example.com', 'Anna'],
      ['bruno@example.com', 'Bruno'],
    ]) {
      tokens.push((await server.createUser({ email: email!, name, password: PASSWORD, admin: true })).atoken);
    }
  }, 120_000);
  afterAll(async () => {
    for (const screen of screens) await screen.context.close().catch(() => undefined);
    await browser?.close();
    await Promise.all(readers.map((r) => r.stop()));
    await ops?.servers[0].close();
  });

  it('every reading confirmed on screen is in the database exactly once', async () => {
    for (const who of [0, 1] as const) {
      screens.push(
        await openScreen(browser, ops.servers[who], readers[who]!, tokens[who]!, pickingPath(list)),
      );
      await picksShown(screens[who]!.page);
    }
    const [a, b] = screens as [Screen, Screen];
    const confirmed: { pick: number; quantity: number }[] = [];
    /**
     * Operator `who` opens line `line` and confirms `quantity`: the modal closes, the screen took it.
     * The row is tapped rather than read: Chromium's offline mode cuts the fake reader's socket too
     * (a handheld's scanner works without Wi-Fi); the readings by scanner are covered elsewhere.
     */
    const read = async (who: 0 | 1, line: number, quantity: number) => {
      const { page } = screens[who]!;
      const modal = page.getByTestId('pick-modal');
      await page.locator(`[data-testid=picks-table] [data-row-id="${list.picks[line]}"] td`).first().click();
      await modal.getByTestId('pick-quantity').fill(String(quantity));
      await modal.getByTestId('pick-confirm').click();
      await modal.waitFor({ state: 'detached' });
      confirmed.push({ pick: list.picks[line]!, quantity });
    };

    // Bruno's Wi-Fi cut: his readings wait on the device while Anna reads the same lines (the
    // issue's reproduction: the last round refused his on reconnect as a conflict, and lost them).
    await b.context.setOffline(true);
    await read(1, 0, 1);
    await read(1, 1, 2);
    await b.page.getByTestId('outbox-pending').waitFor();
    await read(0, 0, 3);
    await read(0, 1, 1);
    await eventually(async () => expect(await readingsOf(ops.servers[0], list.id)).toHaveLength(2));
    await b.context.setOffline(false);
    await writesSettled(b.page);
    expect(await b.page.getByTestId('outbox-refused').count()).toBe(0);
    // Both online on the same line: each adds to the other's.
    await read(0, 0, 1);
    await read(1, 0, 2);
    // Anna's Wi-Fi cut, the same the other way round.
    await a.context.setOffline(true);
    await read(0, 2, 2);
    await read(1, 2, 1);
    await a.context.setOffline(false);
    // Bruno's server killed -9 mid-shift: what he reads while it is down waits on the device.
    const restarted = ops.crash(1);
    await read(1, 1, 4);
    await restarted;
    await read(0, 2, 1);
    await read(1, 0, 1);

    for (const { page } of screens) {
      await page
        .getByTestId('outbox-retry')
        .click({ timeout: 1000 })
        .catch(() => undefined);
      await writesSettled(page);
      expect(await page.getByTestId('outbox-refused').count()).toBe(0);
    }
    const byPick = (rows: { pick: number; quantity: number }[]) =>
      list.picks.map((pick) =>
        rows
          .filter((r) => r.pick === pick)
          .map((r) => r.quantity)
          .sort(),
      );
    const stored = (await readingsOf(ops.servers[0], list.id)).map((r) => ({
      pick: Number(r.pick_id),
      quantity: Number(r.quantity),
    }));
    expect(byPick(stored)).toEqual(byPick(confirmed));
    // Over the expected 5 on the first line (1+2+1+3+1): allowed, and shown to both.
    for (const { page } of screens) {
      await expect
        .poll(() =>
          page.locator(`[data-row-id="${list.picks[0]}"]`).getByTestId('pick-row-quantity').textContent(),
        )
        .toBe('8 / 5');
    }
  }, 180_000);
});
