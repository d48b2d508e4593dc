/**
 * Issue 37 point 2 through the real reader bridge: a reader connected to it (TCP, as a handheld's
 * reader) sends a reading during a reload, during a screen's loading and right after a navigation.
 * Each is handed over (by the bridge's kept readings, then by the app's hold until the screen is
 * ready) and counted once. The screen is free inventory, where a reading of a counted item counts
 * one at once, so "counted once" is the stored quantity going up by exactly 1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loginWithAtoken, presetLocalSettings } from './support/app';
import { launchBrowser, newPhoneContext } from './support/browser';
import { readingsOf, seedInventoryData, type InventoryDemo } from './support/inventory';
import { startTestServer, type TestServer } from './support/server';

const repoRoot = join(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

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
  let server: TestServer;
  let browser: Browser;
  let bridge: ChildProcess;
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
    const [wsPort, tcpPort] = [await freePort(), await freePort()];
    bridge = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/reader-bridge/src/main.ts',
        '--port',
        String(wsPort),
        '--listen-tcp',
        `127.0.0.1:${tcpPort}`,
        '--no-stdin',
        '--hold',
        '5000',
      ],
      { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
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
    const context = await newPhoneContext(browser);
    await presetLocalSettings(context, { readerUrl: `ws://127.0.0.1:${wsPort}`, sound: false });
    page = await context.newPage();
    await loginWithAtoken(page, server.url, demo.atoken);
    await page.goto(`${server.url}${path}`);
    await page.locator('[data-testid=reader-status][data-state=connected]').waitFor();
    await page.getByTestId('count-table').waitFor();
  });

  afterAll(async () => {
    reader?.destroy();
    bridge?.kill('SIGTERM');
    await browser?.close();
    await server?.close();
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
