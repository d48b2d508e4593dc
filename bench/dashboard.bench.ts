/**
 * The back office's dashboard (`GET /api/v2/info/dashboard`) over the server benchmark's data set
 * (bench/support/seed.ts: 100,000 items, 2,000 projects with 100,150 picks, 200,000 readings),
 * made to look like a working day: the projects split into picking lists (LP) and supplier orders
 * (AC) in every state, the readings spread over 12 operators and the day's hours (a tenth of them
 * the day before), 20,000 packages (half closed today, a quarter shipped today) and 3 inventories
 * of 500 location documents. The server runs in its own process (bench/support/bench-server.ts);
 * one client asks the dashboard as a supervisor, one request at a time, as the screen does.
 * Prints p50, p95 and max latency over the requests. Goal: p95 under 300 ms. Prints; never fails
 * on timing (only on a wrong answer or a broken run).
 *
 * Environment: BENCH_DASHBOARD_REQUESTS (100).
 */
// First: `--help` prints this file's opening comment before anything starts.
import './support/help';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { connect } from '../apps/server/src/db/connection';
import { createUser } from '../apps/server/src/users';
import type { Row } from '../apps/server/src/db/types';
import { DEFAULT_SIZES, seed } from './support/seed';
import type { FromServer } from './support/bench-server';
import { quantile } from './support/stats';

const here = dirname(fileURLToPath(import.meta.url));
const REQUESTS = Number(process.env.BENCH_DASHBOARD_REQUESTS || 100);
const WARMUP = 5;
const OPERATORS = 12;
const PACKAGES = 20_000;
const GOAL_P95_MS = 300;
const TIME_LIMIT_MS = 10 * 60_000;

async function insertAll(db: ReturnType<typeof connect>['db'], table: string, rows: Row[]) {
  const perBatch = Math.floor(30_000 / Object.keys(rows[0]!).length);
  for (let start = 0; start < rows.length; start += perBatch) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + perBatch))
      .execute();
  }
}

/** Turns the seeded data into a working day; returns the supervisor's login and today's readings. */
async function makeWorkingDay(dataDir: string) {
  const handle = connect({ dataDir });
  const { db } = handle;
  try {
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    const at = (ms: number) => new Date(midnight.getTime() + ms).toISOString();
    const stamps = { created_at: at(0), updated_at: at(0) };
    await db.updateTable('project_typologies').set({ title: 'LP' }).where('id', '=', 1).execute();
    await insertAll(db, 'project_typologies', [
      { id: 2, title: 'AC', inventory: 0, ...stamps },
      { id: 3, title: 'INV', inventory: 1, ...stamps },
    ]);
    // A quarter supplier orders; flags by id: every 5th partial, 7th suspended, 11th closed.
    await sql`update projects set project_typology_id = case when id % 4 = 0 then 2 else 1 end,
      partial = (id % 5 = 0), suspended = (id % 7 = 0), closed = (id % 11 = 0)`.execute(db);
    const operators: number[] = [];
    for (let i = 1; i <= OPERATORS; i++) {
      operators.push((await createUser(handle, { email: `op${i}@bench.it`, password: 'x'.repeat(12) })).id);
    }
    const supervisor = { email: 'capo@bench.it', password: 'bench-supervisore' };
    await createUser(handle, { ...supervisor, roles: ['supervisore'] });
    // Readings: operator by id, hour 6–19 of today, a tenth the day before.
    const first = operators[0]!;
    await sql`update project_rows set user_id = ${first} + (id % ${OPERATORS}),
      created_at = case when id % 10 = 0 then ${at(-3_600_000)}
        else strftime('%Y-%m-%dT%H:%M:%fZ', ${at(6 * 3_600_000)}, '+' || ((id * 7) % (14 * 3600)) || ' seconds') end`.execute(
      db,
    );
    const packages: Row[] = [];
    for (let id = 1; id <= PACKAGES; id++) {
      const closed = id % 2 === 0;
      packages.push({
        id,
        project_id: 1 + (id % DEFAULT_SIZES.projects),
        name: `PK${id}`,
        incremental: Math.floor(id / DEFAULT_SIZES.projects) + 1,
        closed: closed ? 1 : 0,
        closed_at: closed ? at(8 * 3_600_000 + id * 1000) : null,
        shipped: id % 4 === 0 ? 1 : 0,
        shipping_date: id % 4 === 0 ? at(15 * 3_600_000) : null,
        ...stamps,
      });
    }
    await insertAll(db, 'packages', packages);
    const inventories = [1, 2, 3].map((i) => ({
      id: 10_000 + i,
      name: `Inventario ${i}`,
      project_typology_id: 3,
    }));
    await insertAll(
      db,
      'projects',
      inventories.map((p) => ({ ...p, ...stamps })),
    );
    const documents: Row[] = [];
    for (const inv of inventories) {
      for (let d = 0; d < 500; d++) {
        documents.push({
          project_id: inv.id,
          name: `L${d}`,
          closed: d % 3 === 0 ? 1 : 0,
          partial: d % 3 === 1 ? 1 : 0,
          ...stamps,
        });
      }
    }
    await insertAll(db, 'documents', documents);
    const today = await db
      .selectFrom('project_rows')
      .select(sql<number>`count(*)`.as('n'))
      .where('created_at', '>=', at(0))
      .executeTakeFirstOrThrow();
    return { supervisor, readingsToday: Number(today.n) };
  } finally {
    await handle.close();
  }
}

function startServer(dataDir: string) {
  const child = fork(join(here, 'support/bench-server.ts'), [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  process.on('exit', () => child.kill('SIGKILL'));
  const url = new Promise<string>((resolve, reject) => {
    child.on('message', (m: FromServer) => m.type === 'ready' && resolve(m.url));
    child.once('exit', (code) => reject(new Error(`the server exited before listening (${code})`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

async function main() {
  const limit = setTimeout(() => {
    console.error(`dashboard bench: over ${TIME_LIMIT_MS / 60_000} minutes, stopped`);
    process.exit(1);
  }, TIME_LIMIT_MS);
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-bench-dashboard-'));
  const server = startServer.bind(null);
  let stop = () => {};
  try {
    const seeded = await seed(dataDir);
    const { supervisor, readingsToday } = await makeWorkingDay(dataDir);
    console.log(
      `data: ${seeded.counts.items} items, ${seeded.counts.projects} projects, ${seeded.picks} picks, ` +
        `${seeded.counts.project_rows} readings (${readingsToday} today by ${OPERATORS} operators), ` +
        `${PACKAGES} packages, 3 inventories × 500 documents`,
    );
    const started = server(dataDir);
    stop = started.stop;
    const url = await started.url;
    const auth = await fetch(`${url}/api/v2/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth: supervisor }),
    });
    const token = auth.headers.get('token');
    if (!auth.ok || !token) throw new Error(`login failed: ${auth.status}`);
    const ask = async () => {
      const res = await fetch(`${url}/api/v2/info/dashboard`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
      });
      if (!res.ok) throw new Error(`dashboard: ${res.status} ${await res.text()}`);
      return (await res.json()) as { readings: { count: number }[]; picking_lists: { total: number } };
    };
    const answer = await ask();
    const counted = answer.readings.reduce((n, r) => n + r.count, 0);
    if (counted !== readingsToday) throw new Error(`readings today: ${counted}, expected ${readingsToday}`);
    for (let i = 0; i < WARMUP; i++) await ask();
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      await ask();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const [p50, p95, max] = [quantile(times, 0.5), quantile(times, 0.95), times.at(-1)!];
    console.log(`picking lists in progress: ${answer.picking_lists.total}; readings today: ${counted}`);
    console.log(
      `dashboard over ${REQUESTS} requests: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms ` +
        `(goal p95 < ${GOAL_P95_MS} ms: ${p95 < GOAL_P95_MS ? 'met' : 'NOT met'})`,
    );
  } finally {
    stop();
    clearTimeout(limit);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
