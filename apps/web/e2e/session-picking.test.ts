/**
 * The session ends under a picking screen with an entry not yet saved (issue 23): the sign-in
 * dialog over the screen, said once; the same user's password sends the waiting write with its
 * own key, so the reading is saved once and nothing typed is lost. A user removed meanwhile is told
 * signing in cannot help, and goes to /login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { PASSWORD } from './support/app';
import { openScreen, readingsOf, seedOperator } from './support/picking-store';
import {
  enterReading,
  messagesBesideTheEntry,
  messagesOnScreen,
  pickingPath,
  picksShown,
  seedPickingList,
  sessionEndsOnConfirm,
  startReading,
  typeReading,
  writesSettled,
  type PickingList,
} from './support/shift';

describe('picking: the session ends with an entry not saved', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let list: PickingList;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    list = await seedPickingList(server);
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  async function open(email: string): Promise<Page> {
    const { atoken } = await seedOperator(server, email);
    const { page } = await openScreen(browser, server, reader, atoken, pickingPath(list));
    await picksShown(page);
    return page;
  }

  it("'Sessione scaduta' once, the password, and the reading is saved once", async () => {
    const page = await open('anna@example.com');
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('do=add_reading'))
        keys.push(r.headers()['idempotency-key'] ?? '');
    });
    // The token is no longer valid (revoked, or expired while the handheld slept).
    await sessionEndsOnConfirm(page);
    await enterReading(page, reader, list.catalog.items[0]!.barcode, 3);

    const dialog = page.getByRole('dialog', { name: 'Sessione scaduta' });
    await dialog.getByText('Utente: anna@example.com').waitFor();
    // One event, one message: the dialog alone, still over the picking screen.
    await expect(messagesOnScreen(page).count()).resolves.toBe(1);
    expect(new URL(page.url()).pathname).toBe('/picking/management');
    await expect(readingsOf(server, list.id)).resolves.toEqual([]);

    await dialog.locator('input[name=password]').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await dialog.waitFor({ state: 'detached' });
    await writesSettled(page);
    await page.locator(`[data-row-id="${list.picks[0]}"].wh-pick-partial`).waitFor();

    const readings = await readingsOf(server, list.id);
    expect(readings.map((r) => [r.pick_id, r.quantity])).toEqual([[list.picks[0], 3]]);
    // The write that met the 401 went again with its own key.
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    await expect(messagesOnScreen(page).count()).resolves.toBe(0);
    expect(new URL(page.url()).pathname).toBe('/picking/management');
    await page.context().close();
  });

  it('a wrong password is said under the field; the dialog stays and the entry still waits', async () => {
    const page = await open('bruno@example.com');
    await sessionEndsOnConfirm(page);
    const confirmed = startReading(page, reader, list.catalog.items[1]!.barcode, 2);
    const dialog = page.getByRole('dialog', { name: 'Sessione scaduta' });
    await dialog.locator('input[name=password]').fill('sbagliata');
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await dialog.getByText('Utente o password non validi').waitFor();
    await dialog.locator('input[name=password]').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await dialog.waitFor({ state: 'detached' });
    await confirmed;
    await page.getByTestId('pick-modal').waitFor({ state: 'detached' });
    await writesSettled(page);
    const readings = await readingsOf(server, list.id);
    expect(readings.filter((r) => r.pick_id === list.picks[1]).map((r) => r.quantity)).toEqual([2]);
    await page.context().close();
  });

  it('a user removed meanwhile is told so, and goes to /login; their device data stays', async () => {
    const page = await open('carla@example.com');
    await page.evaluate(() => localStorage.setItem('warehouse.kept.999.sample', '"kept"'));
    const user = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'carla@example.com')
      .executeTakeFirstOrThrow();
    // The entry is taken before the user goes, so whichever request meets the refusal first (the
    // confirmation's write, or a read the screen makes on its own) the reading itself was not refused
    // under the dialog. If a read comes first, the confirmation never happens (the user leaves).
    const modal = await typeReading(page, reader, list.catalog.items[2]!.barcode, 1);
    await server.db.deleteFrom('users').where('id', '=', user.id).execute();
    const confirmed = modal
      .getByTestId('pick-confirm')
      .click()
      .catch(() => undefined);

    const dialog = page.getByRole('dialog', { name: 'Accesso revocato' });
    await dialog.getByText(/L'utente carla@example.com non è più abilitato/).waitFor();
    await expect(dialog.locator('input[name=password]').count()).resolves.toBe(0);
    await expect(messagesBesideTheEntry(page).count()).resolves.toBe(1);
    await dialog.getByRole('button', { name: 'Cambia utente' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(page.evaluate(() => localStorage.getItem('warehouse.kept.999.sample'))).resolves.toBe(
      '"kept"',
    );
    await expect(page.getByTestId('toast').count()).resolves.toBe(0);
    await page.context().close();
    await confirmed;
  });
});
