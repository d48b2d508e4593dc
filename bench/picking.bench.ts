/**
 * Picking management on a handheld: 3 picking lists with 2,000 picks in total (seeded straight
 * into the database), opened at /picking/management?projectIds=… in Chromium with the CPU slowed
 * 4× (CDP Emulation.setCPUThrottlingRate rate 4) to stand for a handheld. Prints:
 *   - navigation → table usable (rows painted, reader handler attached): a full page load, and the
 *     in-app navigation from 'Gestisci selezione' (5 runs each, cold data);
 *   - where a page load goes (medians, from the page's resource timings): when the screen's chunk is
 *     asked for (the entry has been parsed and run, and the router has matched) and when the picks
 *     answer is in; the rest up to the table is the chunk, the first render and the commit;
 *   - barcode reading → pick modal visible, over 50 readings (median and p95), timed in the page
 *     from the WebSocket message's arrival to the first frame painted with the modal.
 * Goals: table under 1.5 s, reading → modal p95 under 150 ms. Loopback only (server, fake reader);
 * bounded by a global time-out; builds the web app first when dist is missing. Prints; never fails
 * on timing.
 *
 *   node --import tsx bench/picking.bench.ts
 */
// First: `--help` prints this file's opening comment before anything starts.
import './support/help';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { ean13, inserter } from '../apps/server/src/seed/insert';
import { startTestServer, type TestServer } from '../apps/server/src/testing';
import { launchBrowser } from '../apps/web/e2e/support/browser';
import { startFakeReader, type FakeReader } from '../apps/web/e2e/support/fake-reader';
import { prng } from './support/seed';
import { ensureWebBuild, measureReadings, ms, openHandheld, type PageGlobals } from './support/handheld';
import { quantile } from './support/stats';

const TOTAL_PICKS = 2_000;
const PROJECTS = 3;
const ITEMS = 2_400;
const LOCATIONS = 40;
const LOAD_RUNS = 5;
const READINGS = 50;
const CPU_SLOWDOWN = 4;
const GOALS = { tableMs: 1_500, readingP95Ms: 150 };
const TIME_LIMIT_MS = 8 * 60_000;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Seeded {
  projectIds: number[];
  names: string[];
  /** [barcode or additional barcode] of picked items, in a deterministic random order. */
  codes: string[];
  atoken: string;
}

async function seed(server: TestServer): Promise<Seeded> {
  const insert = inserter(server.db, 'sqlite');
  const random = prng(2_000);
  const int = (n: number) => Math.floor(random() * n);
  const locations = await insert(
    'locations',
    Array.from({ length: LOCATIONS }, (_, i) => {
      const name = `${String.fromCharCode(65 + (i % 8))}${String(1 + Math.floor(i / 8)).padStart(2, '0')}-01`;
      return { name, code: name };
    }),
  );
  const [unit] = await insert('measure_units', [{ name: 'PZ', code: 'PZ' }]);
  const items = await insert(
    'items',
    Array.from({ length: ITEMS }, (_, i) => ({
      code: `ART-${String(i + 1).padStart(5, '0')}`,
      barcode: ean13(`80${String(1_000_000_000 + i)}`),
      description: `Articolo di prova numero ${i + 1} confezione da ${1 + (i % 12)} pezzi`,
      measure_unit_id: unit,
      location_id: locations[int(LOCATIONS)],
      quantity: 50 + int(500),
      locked_quantity: i % 7 === 0 ? 5 : 0,
    })),
  );
  await insert(
    'additional_barcodes',
    items.map((item_id, i) => ({ item_id, code: ean13(`81${String(2_000_000_000 + i)}`) })),
  );
  await insert(
    'item_locations',
    items.flatMap((item_id) => {
      const first = int(LOCATIONS);
      const second = (first + 1 + int(LOCATIONS - 1)) % LOCATIONS;
      return [
        { item_id, location_id: locations[first] },
        { item_id, location_id: locations[second] },
      ];
    }),
    { timestamps: false },
  );
  const [lp] = await insert('project_typologies', [
    { title: 'LP', description: 'Lista di Prelievo', picking: true },
  ]);
  const names = Array.from({ length: PROJECTS }, (_, i) => `LP-BENCH-${i + 1}`);
  const projectIds = await insert(
    'projects',
    names.map((name) => ({ name, project_typology_id: lp })),
  );
  // Each list takes its own items (an item appears once per list), 2,000 picks in all.
  const shuffled = [...items.keys()].sort(() => random() - 0.5);
  const picks = Array.from({ length: TOTAL_PICKS }, (_, i) => {
    const itemIndex = shuffled[i % shuffled.length]!;
    const quantity = 1 + int(20);
    return {
      project_id: projectIds[i % PROJECTS],
      item_id: items[itemIndex],
      location_id: null,
      quantity,
      quantity_detected: 0,
      quantity_remaining: quantity,
      itemIndex,
    };
  });
  const pickIds = await insert(
    'picks',
    picks.map(({ itemIndex: _, ...pick }) => pick),
  );
  // A quarter of the picks already have a reading (so the JSON carries project rows).
  const read = picks
    .map((pick, i) => ({ pick, id: pickIds[i]! }))
    .filter((_, i) => i % 4 === 0)
    .map(({ pick, id }) => ({
      project_id: pick.project_id,
      pick_id: id,
      item_id: pick.item_id,
      location_id: locations[0],
      quantity: 1,
    }));
  await insert('project_rows', read);
  // The derived quantities, as the server keeps them.
  await sql`update picks set
      quantity_detected = (select coalesce(sum(r.quantity), 0) from project_rows r where r.pick_id = picks.id),
      quantity_remaining = quantity - (select coalesce(sum(r.quantity), 0) from project_rows r where r.pick_id = picks.id)`.execute(
    server.db,
  );
  const codes = Array.from({ length: READINGS + 1 }, (_, n) => {
    const itemIndex = picks[int(picks.length)]!.itemIndex;
    return n % 2 === 0
      ? ean13(`80${String(1_000_000_000 + itemIndex)}`)
      : ean13(`81${String(2_000_000_000 + itemIndex)}`);
  });
  const { atoken } = await server.createUser({
    email: 'bench@example.com',
    password: 'password-123',
    admin: true,
  });
  return { projectIds, names, codes, atoken };
}

/** Resolves with the page's time (performance.now) at which the first pick row is painted. */
function tableUsable(page: Page): Promise<number> {
  return page
    .waitForFunction(
      () => {
        const w = globalThis as unknown as PageGlobals;
        return w.document.querySelector('[data-testid=picks-table] [data-testid=table-row]')
          ? w.performance.now()
          : false;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

async function main() {
  ensureWebBuild(root);

  let server: TestServer | undefined;
  let reader: FakeReader | undefined;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  const timer = setTimeout(() => {
    console.log(`time limit of ${TIME_LIMIT_MS / 60_000} minutes reached: stopping`);
    process.exit(2);
  }, TIME_LIMIT_MS);
  timer.unref();

  try {
    [server, reader, browser] = await Promise.all([startTestServer(), startFakeReader(), launchBrowser()]);
    const seedStart = performance.now();
    const data = await seed(server);
    console.log(
      `seeded ${TOTAL_PICKS} picks over ${PROJECTS} lists (${ITEMS} items) in ${ms(performance.now() - seedStart)}`,
    );

    const { page } = await openHandheld(browser, {
      serverUrl: server.url,
      readerUrl: reader.url,
      atoken: data.atoken,
      cpuSlowdown: CPU_SLOWDOWN,
    });
    const management = `${server.url}/picking/management?projectIds=${data.projectIds.join(',')}`;

    // Full page loads: navigation start → first row painted (one warm-up, not counted).
    const loads: number[] = [];
    const chunkAt: number[] = [];
    const picksAt: number[] = [];
    let picksRequest = { duration: 0, size: 0 };
    for (let run = 0; run <= LOAD_RUNS; run++) {
      await page.goto(management, { waitUntil: 'commit' });
      const at = await tableUsable(page);
      const timing = await page.evaluate(() => {
        const w = globalThis as unknown as PageGlobals;
        const entries = w.performance.getEntriesByType('resource') as {
          name: string;
          duration: number;
          encodedBodySize?: number;
          startTime?: number;
          responseEnd?: number;
        }[];
        const picks = entries.find((e) => /\/api\/v2\/picks[?/]/.test(e.name));
        const chunk = entries.find((e) => /\/assets\/feature-picking-/.test(e.name));
        return {
          duration: picks?.duration ?? 0,
          size: picks?.encodedBodySize ?? 0,
          picksAt: picks?.responseEnd ?? Number.NaN,
          chunkAt: chunk?.startTime ?? Number.NaN,
        };
      });
      picksRequest = timing;
      if (run === 0) continue;
      loads.push(at);
      if (Number.isFinite(timing.chunkAt)) chunkAt.push(timing.chunkAt);
      if (Number.isFinite(timing.picksAt)) picksAt.push(timing.picksAt);
    }

    // In-app: 'Gestisci selezione' → first row painted, with the data not cached (fresh page each run).
    const inApp: number[] = [];
    for (let run = 0; run <= LOAD_RUNS; run++) {
      await page.goto(`${server.url}/picking/selection`);
      await page.locator('[data-testid=lists-table] [data-testid=table-row]').first().waitFor();
      await reader.waitForClients(1);
      for (const name of data.names) reader.send(`Barcode (${name}) [CODE128]`);
      await page
        .getByTestId('selected-count')
        .filter({ hasText: `${PROJECTS} liste selezionate` })
        .waitFor();
      const elapsed = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const w = globalThis as unknown as PageGlobals;
            const start = w.performance.now();
            w.document.querySelector('[data-testid=manage-selection]')!.click();
            const check = () => {
              if (w.document.querySelector('[data-testid=picks-table] [data-testid=table-row]'))
                resolve(w.performance.now() - start);
              else w.requestAnimationFrame(check);
            };
            w.requestAnimationFrame(check);
          }),
      );
      if (run > 0) inApp.push(elapsed);
    }

    // Readings: message arrival → first frame painted with the pick modal (one warm-up reading).
    await page.goto(management, { waitUntil: 'commit' });
    await tableUsable(page);
    await reader.waitForClients(1);
    const readings = await measureReadings(page, reader, data.codes);

    const tableMedian = quantile(loads, 0.5);
    const inAppMedian = quantile(inApp, 0.5);
    const readingMedian = quantile(readings, 0.5);
    const readingP95 = quantile(readings, 0.95);
    console.log(`CPU slowed ${CPU_SLOWDOWN}×, viewport 360×640, ${TOTAL_PICKS} picks in ${PROJECTS} lists`);
    console.log(
      `picks request: ${ms(picksRequest.duration)}, ${(picksRequest.size / 1024).toFixed(0)} KB (one request for all lists)`,
    );
    console.log(
      `page load → table usable:       median ${ms(tableMedian)}, max ${ms(Math.max(...loads))} ` +
        `(${LOAD_RUNS} runs; goal < ${ms(GOALS.tableMs)}: ${tableMedian < GOALS.tableMs ? 'met' : 'NOT met'})`,
    );
    console.log(
      `  where it goes (medians):      screen chunk asked at ${ms(quantile(chunkAt, 0.5))}, picks answer in at ` +
        `${ms(quantile(picksAt, 0.5))}`,
    );
    console.log(
      `'Gestisci selezione' → table:   median ${ms(inAppMedian)}, max ${ms(Math.max(...inApp))} ` +
        `(${LOAD_RUNS} runs; goal < ${ms(GOALS.tableMs)}: ${inAppMedian < GOALS.tableMs ? 'met' : 'NOT met'})`,
    );
    console.log(
      `reading → pick modal visible:   median ${ms(readingMedian)}, p95 ${ms(readingP95)} ` +
        `(${readings.length} readings; goal p95 < ${ms(GOALS.readingP95Ms)}: ${readingP95 < GOALS.readingP95Ms ? 'met' : 'NOT met'})`,
    );
  } finally {
    await browser?.close().catch(() => undefined);
    await reader?.stop().catch(() => undefined);
    await server?.close().catch(() => undefined);
    clearTimeout(timer);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
