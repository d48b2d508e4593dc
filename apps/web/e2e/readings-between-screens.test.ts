/**
 * Issue 37 point 2 through the real reader bridge: a reader connected to it (TCP, as a handheld's
 * reader) sends a reading during a reload, during a screen's loading and right after a navigation.
 * Each is handed over (by the bridge's kept readings, then by the app's hold until the screen is
 * ready) and counted once. The screen is free inventory, where a reading of a counted item counts
 * one at once, so "counted once" is the stored quantity going up by exactly 1.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freePort } from './support/fake-reader';
import { readingsOf, seedInventoryData, type InventoryDemo } from './support/inventory';
import { startBridgeSession, type BridgeSession } from './support/reader-bridge';
import type { TestServer } from './support/server';

/** A reader streaming lines into the bridge's --listen-tcp port (retried while the bridge starts). */
async function connectReader(port: number): Promise<Socket> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await new Promise<Socket>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => resolve(socket));
        socket.once('error', reject);
      });
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

describe('readings between screens, through the reader bridge', () => {
  let session: BridgeSession;
  let server: TestServer;
  let reader: Socket;
  let demo: InventoryDemo;
  let page: Page;
  let free = 0;
  let path = '';
  let barcode = '';

  const counted = async () => (await readingsOf(server, free)).byCode['GUA-NIT'] ?? 0;
  const send = (code: string) => reader.write(`Barcode (${code}) [EAN13]\n`);

  /** The quantity goes up by exactly one and stays there. */
  async function countedOnce(before: number) {
    await expect.poll(counted, { timeout: 15_000 }).toBe(before + 1);
    await page.getByTestId('outbox-pending').waitFor({ state: 'detached' });
    await page.waitForTimeout(1000);
    expect(await counted()).toBe(before + 1);
  }

  beforeAll(async () => {
    const tcpPort = await freePort();
    session = await startBridgeSession([
      '--listen-tcp',
      `127.0.0.1:${tcpPort}`,
      '--no-stdin',
      '--hold',
      '5000',
    ]);
    ({ server } = session);
    demo = await seedInventoryData(server);
    reader = await connectReader(tcpPort);
    free = await demo.idOf('projects', 'name', `INV-${demo.year}-LIBERO`);
    const location = await demo.idOf('locations', 'name', 'C01-01');
    path = `/inventory/free_management/${free}?free=true&picking=false&location=${location}`;
    barcode = String(
      (
        await server.db
          .selectFrom('items')
          .select('barcode')
          .where('code', '=', 'GUA-NIT')
          .executeTakeFirstOrThrow()
      ).barcode,
    );
    page = await session.openPhone(demo.atoken, path);
    await page.locator('[data-testid=reader-status][data-state=connected]').waitFor();
    await page.getByTestId('count-table').waitFor();
  });

  afterAll(async () => {
    reader?.destroy();
    await session?.close();
  });

  it('a reading sent during a reload is counted once, by the reloaded screen', async () => {
    const before = await counted();
    const reload = page.reload();
    send(barcode);
    await reload;
    await countedOnce(before);
  });

  it('a reading sent while the screen loads waits for its lines and is counted once', async () => {
    const before = await counted();
    await page.goto(`${server.url}/home`);
    await page.getByTestId('home-menu').waitFor();
    const arriving = page.goto(`${server.url}${path}`);
    send(barcode);
    await arriving;
    await countedOnce(before);
  });

  it('a reading sent right after a navigation inside the app reaches the new screen, once', async () => {
    const before = await counted();
    await page.goto(`${server.url}/inventory/selection?free=true&picking=false`);
    await page.getByTestId('inventory-select').click();
    await page.getByRole('option', { name: `INV-${demo.year}-LIBERO`, exact: true }).click();
    await page.getByTestId('location-select').click();
    await page.getByRole('option', { name: 'C01-01', exact: true }).click();
    await page.getByTestId('inventory-proceed').click();
    send(barcode);
    await page.waitForURL((url) => url.pathname === `/inventory/free_management/${free}`);
    await countedOnce(before);
    await expect(page.getByTestId('dialog-warning').count()).resolves.toBe(0);
  });
});
