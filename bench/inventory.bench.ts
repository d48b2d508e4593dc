/**
 * Free inventory counting in a burst: 1,000 readings of 300 items sent at once by the reader to
 * /inventory/free_management/{id} in Chromium at 360×640, at full CPU speed (BENCH_CPU_RATES=1,4
 * adds a run with the CPU slowed 4×, as the picking bench does for a handheld). Each reading of an item already on the shelf list counts one, kept
 * in the outbox and sent once each. Prints:
 *   - burst → the screen's total shows every reading (page time, from the first reader message);
 *   - burst → the server has them all (summed readings of the document);
 *   - lost or doubled readings (server total against 1,000; one reading per item).
 * Goals: screen < 2 s, server < 10 s, none lost, none doubled. Loopback only; prints, never fails
 * on timing.
 *
 *   node --import tsx bench/inventory.bench.ts
 */
// First: `--help` prints this file's opening comment before anything starts.
import './support/help';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { CDPSession, Page } from 'playwright-core';
import { summarize } from './support/profile-summary';
import { ean13, inserter } from '../apps/server/src/seed/insert';
import { startTestServer, type TestServer } from '../apps/server/src/testing';
import { launchBrowser } from '../apps/web/e2e/support/browser';
import { startFakeReader, type FakeReader } from '../apps/web/e2e/support/fake-reader';
import { prng } from './support/seed';

const ITEMS = 300;
// BENCH_READINGS: a smaller burst, to see where a run that never ends spends its time.
const READINGS = Number(process.env.BENCH_READINGS) || 1_000;
const GOALS = { screenMs: 2_000, serverMs: 10_000 };
const TIME_LIMIT_MS = 8 * 60_000;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The browser globals the page-side callbacks use (the bench is typechecked without the DOM). */
interface PageGlobals {
  document: { querySelector(selector: string): { textContent: string | null } | null };
  localStorage: { setItem(key: string, value: string): void };
  WebSocket: new (
    url: string | URL,
    protocols?: string | string[],
  ) => {
    addEventListener(type: string, listener: () => void): void;
  };
  performance: { now(): number };
  __firstAt?: number | null;
}

const ms = (v: number) => `${v.toFixed(0)} ms`;

interface Seeded {
  projectId: number;
  locationId: number;
  codes: string[];
  atoken: string;
}

/** A free inventory whose location already lists 300 items (counted 0), and 1,000 readings of them. */
async function seed(server: TestServer): Promise<Seeded> {
  const insert = inserter(server.db, 'sqlite');
  const random = prng(1_000);
  const [locationId] = await insert('locations', [{ name: 'BENCH-01', code: 'BENCH-01' }]);
  const [unit] = await insert('measure_units', [{ name: 'PZ', code: 'PZ' }]);
  const barcodes = Array.from({ length: ITEMS }, (_, i) => ean13(`80${String(1_000_000_000 + i)}`));
  const items = await insert(
    'items',
    barcodes.map((barcode, i) => ({
      code: `ART-${String(i + 1).padStart(5, '0')}`,
      barcode,
      description: `Articolo di prova numero ${i + 1}`,
      measure_unit_id: unit,
      quantity: 10 + (i % 40),
    })),
  );
  const [typology] = await insert('project_typologies', [
    { title: 'Inventario Senza Anagrafica', inventory: true, free: true },
  ]);
  const [projectId] = await insert('projects', [{ name: 'INV-BENCH', project_typology_id: typology }]);
  const [documentId] = await insert('documents', [
    {
      project_id: projectId,
      location_id: locationId,
      name: 'BENCH-01',
      code: 'BENCH-01',
      closed: false,
      partial: false,
    },
  ]);
  await insert(
    'project_rows',
    items.map((item_id) => ({
      project_id: projectId,
      document_id: documentId,
      location_id: locationId,
      item_id,
      quantity: 0,
    })),
  );
  const codes = Array.from({ length: READINGS }, () => barcodes[Math.floor(random() * ITEMS)]!);
  const { atoken } = await server.createUser({
    email: 'bench@example.com',
    password: 'password-123',
    admin: true,
  });
  return { projectId: projectId!, locationId: locationId!, codes, atoken };
}

async function serverTotal(server: TestServer, projectId: number) {
  const row = await server.db
    .selectFrom('project_rows')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum('quantity'), eb.val(0)).as('sum'), eb.fn.countAll().as('n')])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return { sum: Number(row.sum), rows: Number(row.n) };
}

/**
 * BENCH_CPU_PROF=1: the page's JavaScript profile over the burst's first 30 s (CDP Profiler), kept in
 * a temporary directory and summarised (where a run that never finishes spends its time).
 */
async function profileBurst(cdp: CDPSession, rate: number): Promise<() => Promise<void>> {
  if (!['1', 'true'].includes(process.env.BENCH_CPU_PROF ?? '')) return async () => undefined;
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      const { profile } = await cdp.send('Profiler.stop');
      const file = join(mkdtempSync(join(tmpdir(), 'inventory-prof-')), `page-${rate}x.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(
        `page CPU profile at ${rate}×: ${file}\n${summarize({ ...profile, samples: profile.samples ?? [], timeDeltas: profile.timeDeltas ?? [] }, 15)}`,
      );
    })());
  setTimeout(() => void stop().catch(() => undefined), 20_000).unref();
  return stop;
}

async function burst(page: Page, server: TestServer, reader: FakeReader, data: Seeded, url: string) {
  await page.goto(url);
  await page.getByTestId('count-table').waitFor();
  await page.locator('[data-testid=reader-status][data-state=connected]').waitFor();
  await reader.waitForClients(1);
  const before = await serverTotal(server, data.projectId);
  await page.evaluate(() => void ((globalThis as unknown as PageGlobals).__firstAt = null));
  const sentAt = performance.now();
  for (const code of data.codes) reader.send(`Barcode (${code}) [EAN13]`);
  const target = String(before.sum + READINGS);
  const screen = await page
    .waitForFunction(
      (expected) => {
        const w = globalThis as unknown as PageGlobals;
        const total = w.document.querySelector('[data-testid=count-total]')?.textContent;
        return total === expected ? w.performance.now() - (w.__firstAt ?? w.performance.now()) : false;
      },
      target,
      { polling: 'raf', timeout: 120_000 },
    )
    .then((h) => h.jsonValue() as Promise<number>)
    .catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/inventory-bench-timeout.png' });
      throw error;
    });
  let after = await serverTotal(server, data.projectId);
  while (after.sum < before.sum + READINGS && performance.now() - sentAt < 120_000) {
    await new Promise((r) => setTimeout(r, 25));
    after = await serverTotal(server, data.projectId);
  }
  const serverMs = performance.now() - sentAt;
  // Let anything still queued arrive, then count what the server has.
  await page.getByTestId('outbox-pending').waitFor({ state: 'detached', timeout: 60_000 });
  after = await serverTotal(server, data.projectId);
  return { screen, serverMs, counted: after.sum - before.sum, rows: after.rows };
}

async function main() {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    console.log('apps/web/dist missing: building the web app…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const timer = setTimeout(() => {
    console.log(`time limit of ${TIME_LIMIT_MS / 60_000} minutes reached: stopping`);
    process.exit(2);
  }, TIME_LIMIT_MS);
  timer.unref();

  const [server, reader, browser] = await Promise.all([
    startTestServer(),
    startFakeReader(),
    launchBrowser(),
  ]);
  try {
    const data = await seed(server);
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      serviceWorkers: 'block',
    });
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await context.addInitScript(
      ([readerUrl]) => {
        const w = globalThis as unknown as PageGlobals;
        w.localStorage.setItem(
          'warehouse.settings',
          JSON.stringify({ readerUrl, sound: false, vibration: false }),
        );
        // The page's time of the burst's first reader message, before the app handles it.
        const Native = w.WebSocket;
        w.WebSocket = class extends Native {
          constructor(url: string | URL, protocols?: string | string[]) {
            super(url, protocols);
            this.addEventListener('message', () => (w.__firstAt ??= w.performance.now()));
          }
        };
      },
      [reader.url],
    );
    const login = await context.newPage();
    await login.goto(`${server.url}/?atoken=${encodeURIComponent(data.atoken)}`);
    await login.waitForURL((url) => url.pathname === '/home');
    await login.close();
    const url = `${server.url}/inventory/free_management/${data.projectId}?free=true&picking=false&location=${data.locationId}`;
    console.log(`${READINGS} readings of ${ITEMS} items in one burst, free counting, viewport 360×640`);
    for (const rate of (process.env.BENCH_CPU_RATES ?? '1').split(',').map(Number)) {
      // A page of its own each run: the reader talks to this page only.
      while (reader.clientCount() > 0) await new Promise((r) => setTimeout(r, 50));
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const stopProfile = await profileBurst(cdp, rate);
      const r = await burst(page, server, reader, data, url);
      await stopProfile();
      const lost = READINGS - r.counted;
      console.log(
        `CPU ${rate}×: screen shows all ${ms(r.screen)} (goal < ${ms(GOALS.screenMs)}), ` +
          `server has all ${ms(r.serverMs)} (goal < ${ms(GOALS.serverMs)}), ` +
          `${lost > 0 ? `${lost} lost` : lost < 0 ? `${-lost} doubled` : 'none lost, none doubled'}, ` +
          `${r.rows} readings for ${ITEMS} items`,
      );
      await page.close();
    }
    await context.close();
  } finally {
    await browser.close();
    await reader.stop();
    await server.close();
  }
}

await main();
