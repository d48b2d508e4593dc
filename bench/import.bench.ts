/**
 * CSV import and the back office's items list (`npm run bench -- import`), issue 19.
 *
 * A fresh SQLite database; the server in its own process (support/bench-server.ts, which samples
 * its RSS). The CSV is written to a temporary file and uploaded from it as a file-backed Blob, as a
 * browser sends a file: neither side holds it whole.
 *   - import: 10,000, 50,000, 100,000 then 200,000 items (code, description, barcode, two
 *     additional barcodes, quantity with a decimal comma, price); prints the time and the server's
 *     peak RSS and JS heap of each; flat memory: the peak of the largest file against the last one
 *     half its size or less (BENCH_GC=1 collects garbage every 500 ms: the heap then is what is kept);
 *   - list: the items list as the back office asks it, over the 110,000 items: a page of 50,
 *     filtered by description (contains) and sorted by another column, with the total
 *     (`page`/`per` → count); prints p50/p95 over a few hundred requests.
 * Goals (informational): import of 100,000 items under 30 s; list p95 under 300 ms.
 */
// First: `--help` prints this file's opening comment before anything starts.
import './support/help';
import { fork } from 'node:child_process';
import { createWriteStream, mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from '../apps/server/src/db/connection';
import { migrate } from '../apps/server/src/db/migrate';
import { createUser } from '../apps/server/src/users';
import type { FromServer, ToServer } from './support/bench-server';

const here = dirname(fileURLToPath(import.meta.url));
const GOAL_IMPORT_S = 30;
const GOAL_LIST_P95_MS = 300;
const LIST_REQUESTS = 300;
const MB = 1024 * 1024;
/**
 * The imports to run, in order (each adds new items); BENCH_IMPORT_SIZES=10000,100000 changes them.
 * Four sizes, because the server's peak RSS rises until the JavaScript heap reaches the size V8's
 * collector lets it grow to (by about 50,000 rows), then stays: two sizes cannot tell that from growth.
 */
const SIZES = (process.env.BENCH_IMPORT_SIZES ?? '10000,50000,100000,200000').split(',').map((n) => {
  const count = Number(n.trim());
  if (!Number.isSafeInteger(count) || count <= 0) throw new Error(`BENCH_IMPORT_SIZES: not a count: ${n}`);
  return count;
});

async function writeCsv(path: string, from: number, count: number) {
  const out = createWriteStream(path);
  out.write('code;description;barcode;additional_barcodes;quantity;retail_price\n');
  for (let i = from; i < from + count; i++) {
    const line = `ART-${i};Articolo ${i % 997} colore ${i % 13};80${String(i).padStart(11, '0')};A${i}|B${i};${i % 50},5;${i % 90},99\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'warehouse-bench-import-'));
  const dataDir = join(dir, 'data');
  const handle = connect({ dataDir });
  await migrate(handle.db, handle.dialect);
  const user = { email: 'bench@import.it', password: 'bench-import-pw' };
  await createUser(handle, { ...user, admin: true });
  await handle.close();

  const child = fork(join(here, 'support/bench-server.ts'), [], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_GC ? ['--expose-gc'] : [])],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const messages: FromServer[] = [];
  const waiters: (() => void)[] = [];
  child.on('message', (m: FromServer) => {
    messages.push(m);
    waiters.splice(0).forEach((w) => w());
  });
  const next = async <T extends FromServer['type']>(type: T): Promise<Extract<FromServer, { type: T }>> => {
    for (;;) {
      const i = messages.findIndex((m) => m.type === type);
      if (i >= 0) return messages.splice(i, 1)[0] as Extract<FromServer, { type: T }>;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  let statsId = 0;
  const stats = async () => {
    child.send({ type: 'stats', id: ++statsId } satisfies ToServer);
    return next('stats');
  };

  try {
    const { url } = await next('ready');
    const auth = await fetch(`${url}/api/v2/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth: user }),
    });
    const token = auth.headers.get('token');
    if (!token) throw new Error(`login failed: ${auth.status}`);
    const headers = { authorization: `Bearer ${token}` };

    console.log('import of items from CSV (SQLite, server process):');
    let from = 0;
    const peaks: { count: number; rss: number }[] = [];
    for (const count of SIZES) {
      const file = join(dir, `items-${count}.csv`);
      await writeCsv(file, from, count);
      from += count;
      const form = new FormData();
      form.append('file', await openAsBlob(file), 'items.csv');
      await stats(); // resets the server's peak
      const started = performance.now();
      const res = await fetch(`${url}/api/v2/items?do=import`, { method: 'POST', headers, body: form });
      const body = (await res.json()) as { written?: number; invalid?: number };
      const seconds = (performance.now() - started) / 1000;
      const { peakRss, peakHeap } = await stats();
      if (res.status !== 200 || body.written !== count)
        throw new Error(`import failed: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      console.log(
        `  ${String(count).padStart(7)} items (${(statSync(file).size / MB).toFixed(1)} MB): ${seconds.toFixed(1)} s, ` +
          `${Math.round(count / seconds)} rows/s, server peak RSS ${(peakRss / MB).toFixed(0)} MB ` +
          `(JS heap ${(peakHeap / MB).toFixed(0)} MB), load ${loadavg()[0]!.toFixed(1)}`,
      );
      peaks.push({ count, rss: peakRss });
      if (count === 100_000) {
        console.log(
          `  goal: 100,000 items under ${GOAL_IMPORT_S} s → ${seconds < GOAL_IMPORT_S ? 'met' : 'NOT met'}`,
        );
      }
    }

    // Flat memory: the peak of the largest file against the one half its size or less before it.
    const largest = peaks.at(-1);
    const smaller = peaks.filter((p) => largest && p.count * 2 <= largest.count).at(-1);
    if (largest && smaller) {
      const growth = (largest.rss - smaller.rss) / smaller.rss;
      console.log(
        `  flat memory: peak RSS ${(smaller.rss / MB).toFixed(0)} MB at ${smaller.count} items → ` +
          `${(largest.rss / MB).toFixed(0)} MB at ${largest.count} (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(0)}%, ` +
          `goal within +15% for ${largest.count / smaller.count}× the rows) → ${growth <= 0.15 ? 'met' : 'NOT met'}`,
      );
    }

    // BENCH_IMPORT_ONLY=1: the import figures alone (while working on the import).
    if (process.env.BENCH_IMPORT_ONLY) return;
    console.log(`items list over ${from} items: page of 50 with its total, filtered and sorted:`);
    const sorts = ['description+asc', 'code+desc', 'quantity+desc', 'retail_price+asc'];
    const times: number[] = [];
    for (let i = 0; i < LIST_REQUESTS; i++) {
      const q = `q[description_cont]=colore+${i % 13}&q[s]=${sorts[i % sorts.length]}&page=${1 + (i % 5)}&per=50`;
      const started = performance.now();
      const res = await fetch(`${url}/api/v2/items?${q}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`list failed: ${res.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    console.log(
      `  ${LIST_REQUESTS} requests: p50 ${p(0.5).toFixed(0)} ms, p95 ${p(0.95).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
    );
    console.log(
      `  goal: p95 under ${GOAL_LIST_P95_MS} ms → ${p(0.95) < GOAL_LIST_P95_MS ? 'met' : 'NOT met'}`,
    );
  } finally {
    child.send({ type: 'stop' } satisfies ToServer);
    await once(child, 'exit');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
