/**
 * The lot trace (issue 34, docs/trace.md) at a real size: 1,000,000 readings of 50,000 lots (20
 * each: 5 received with a tag and a track from one of 2,000 supplier orders, 15 packed into 40,000
 * packages of 8,000 customer orders, half of them shipped), 5,000 items, 200 locations. The trace
 * runs in-process (`trace()` of apps/server/src/actions/trace, what `GET /project_rows?do=trace`
 * answers) on SQLite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL (in
 * a schema of its own, dropped after). Prints p50, p95 and max over random lots, and over packages
 * (backward, then forward for their lots). Goal: under 300 ms. Prints; never fails on timing.
 *
 * Environment: BENCH_TRACE_READINGS (1,000,000), BENCH_TRACE_LOTS (50,000), BENCH_TRACE_REQUESTS (200).
 */
// First: `--help` prints this file's opening comment before anything starts.
import './support/help';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { connect, type DbHandle } from '../apps/server/src/db/connection';
import { migrate } from '../apps/server/src/db/migrate';
import { trace } from '../apps/server/src/actions/trace/resolve';
import { quantile } from './support/stats';

const READINGS = Number(process.env.BENCH_TRACE_READINGS || 1_000_000);
const LOTS = Number(process.env.BENCH_TRACE_LOTS || 50_000);
const REQUESTS = Number(process.env.BENCH_TRACE_REQUESTS || 200);
const ITEMS = 5_000;
const LOCATIONS = 200;
const SUPPLIER_ORDERS = 2_000;
const CUSTOMER_ORDERS = 8_000;
const PACKAGES = 40_000;
const RECEIPTS_PER_LOT = 5;
const GOAL_MS = 300;

/** `count` rows numbered n = 1…count, as a table expression for either database. */
const series = (dialect: string, count: number) =>
  dialect === 'postgres'
    ? sql.raw(`(select g as n from generate_series(1, ${count}) as g) as s`)
    : sql.raw(
        `(with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${count}) select n from seq) as s`,
      );

export async function fill(handle: DbHandle) {
  const { db, dialect } = handle;
  const ts =
    dialect === 'postgres'
      ? sql.raw(`'2026-11-02T08:00:00Z'::timestamptz`)
      : sql.lit('2026-11-02T08:00:00.000Z');
  const stamps = sql`${ts}, ${ts}`;
  const s = (count: number) => series(dialect, count);
  await sql`insert into project_typologies (id, title, inventory, picking, free, created_at, updated_at)
    values (1, 'AC', ${sql.lit(false)}, ${sql.lit(false)}, ${sql.lit(false)}, ${stamps}),
           (2, 'LP', ${sql.lit(false)}, ${sql.lit(true)}, ${sql.lit(false)}, ${stamps})`.execute(db);
  await sql`insert into locations (id, name, created_at, updated_at)
    select n, 'Ubicazione ' || n, ${stamps} from ${s(LOCATIONS)}`.execute(db);
  await sql`insert into items (id, code, description, quantity, locked_quantity, lock_version, created_at, updated_at)
    select n, 'ART-' || n, 'Articolo ' || n, 0, 0, 0, ${stamps} from ${s(ITEMS)}`.execute(db);
  await sql`insert into suppliers (id, name, created_at, updated_at) select n, 'Fornitore ' || n, ${stamps} from ${s(100)}`.execute(
    db,
  );
  await sql`insert into customers (id, name, locality, created_at, updated_at)
    select n, 'Cliente ' || n, 'Milano', ${stamps} from ${s(2000)}`.execute(db);
  const flags = sql.raw(
    dialect === 'postgres' ? 'false, false, false, false, false, false' : '0, 0, 0, 0, 0, 0',
  );
  await sql`insert into projects (id, name, project_typology_id, supplier_id, customer_id,
      closed, partial, prepared, delivered, suspended, store, lock_version, created_at, updated_at)
    select n, case when n <= ${SUPPLIER_ORDERS} then 'AC-' || n else 'LP-' || n end,
      case when n <= ${SUPPLIER_ORDERS} then 1 else 2 end,
      case when n <= ${SUPPLIER_ORDERS} then 1 + n % 100 end,
      case when n > ${SUPPLIER_ORDERS} then 1 + n % 2000 end,
      ${flags}, 0, ${stamps}
    from ${s(SUPPLIER_ORDERS + CUSTOMER_ORDERS)}`.execute(db);
  const shipped = sql.raw(dialect === 'postgres' ? '(n % 2 = 0)' : '(n % 2 = 0)');
  await sql`insert into packages (id, project_id, name, incremental, closed, shipped, shipping_date, lock_version, created_at, updated_at)
    select n, ${SUPPLIER_ORDERS + 1} + n % ${CUSTOMER_ORDERS}, 'PK-' || n, n, ${shipped}, ${shipped},
      case when n % 2 = 0 then ${ts} end, 0, ${stamps}
    from ${s(PACKAGES)}`.execute(db);
  // Reading n: lot l = 1 + (n-1) % LOTS, the j-th of its lot (j = (n-1) / LOTS); the first
  // RECEIPTS_PER_LOT are received with a tag, the others packed.
  const perLot = Math.ceil(READINGS / LOTS);
  const lot = `(1 + (n - 1) % ${LOTS})`;
  const j = `((n - 1) / ${LOTS})`;
  const pkg = `(1 + (${lot} * ${perLot} + ${j}) % ${PACKAGES})`;
  const project = `case when ${j} < ${RECEIPTS_PER_LOT} then 1 + ${lot} % ${SUPPLIER_ORDERS} else ${SUPPLIER_ORDERS + 1} + ${pkg} % ${CUSTOMER_ORDERS} end`;
  await sql`insert into project_rows (id, project_id, origin_project_id, location_id, item_id, package_id, quantity, code,
      lot, lock_version, created_at, updated_at)
    select n, ${sql.raw(project)}, ${sql.raw(project)}, 1 + n % ${LOCATIONS}, 1 + ${sql.raw(lot)} % ${ITEMS},
      case when ${sql.raw(j)} >= ${RECEIPTS_PER_LOT} then ${sql.raw(pkg)} end,
      case when ${sql.raw(j)} < ${RECEIPTS_PER_LOT} then 10 else 3 end,
      case when ${sql.raw(j)} < ${RECEIPTS_PER_LOT} then 'TAG' || n end,
      'L' || ${sql.raw(lot)}, 0, ${stamps}
    from ${s(READINGS)}`.execute(db);
  await sql`insert into tracks (project_row_id, location_id, last_seen_at, created_at, updated_at)
    select n, 1 + n % ${LOCATIONS}, ${ts}, ${stamps} from ${s(LOTS * RECEIPTS_PER_LOT)}`.execute(db);
  if (dialect === 'postgres') {
    for (const table of [
      'project_typologies',
      'locations',
      'items',
      'suppliers',
      'customers',
      'projects',
      'packages',
      'project_rows',
    ]) {
      await sql
        .raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`)
        .execute(db);
    }
    await sql`analyze`.execute(db);
  } else await sql`analyze`.execute(db);
}

async function time(label: string, texts: string[], run: (text: string) => Promise<number>) {
  const times: number[] = [];
  let checked = 0;
  for (const text of texts) {
    const t0 = performance.now();
    checked += await run(text);
    times.push(performance.now() - t0);
  }
  const [p50, p95, max] = [quantile(times, 0.5), quantile(times, 0.95), Math.max(...times)];
  console.log(
    `  ${label} (${texts.length}): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms ` +
      `(goal < ${GOAL_MS} ms: ${max < GOAL_MS ? 'met' : p95 < GOAL_MS ? 'met at p95' : 'NOT met'}); ${checked} readings traced`,
  );
}

async function benchOn(dialect: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-bench-trace-'));
  const schema = `bench_trace_${randomBytes(4).toString('hex')}`;
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  let admin: DbHandle | undefined;
  if (dialect === 'postgres') {
    admin = connect({ databaseUrl: url, dataDir });
    await sql.raw(`create schema ${schema}`).execute(admin.db);
  }
  const handle =
    dialect === 'postgres' ? connect({ databaseUrl: url, dataDir, schema }) : connect({ dataDir });
  try {
    await migrate(handle.db, handle.dialect);
    const t0 = performance.now();
    await fill(handle);
    console.log(
      `${dialect}: ${READINGS} readings, ${LOTS} lots, ${PACKAGES} packages filled in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
    const pick = (count: number, prefix: string) =>
      Array.from(
        { length: count },
        () =>
          `${prefix}${1 + (Math.floor(Math.random() * count * 1000) % (prefix === 'PK-' ? PACKAGES : LOTS))}`,
      );
    const lotTraced = async (text: string) => {
      const answer = await trace(handle.db, { text });
      const lot = answer?.lots[0];
      if (!lot || lot.totals.received !== 10 * RECEIPTS_PER_LOT) throw new Error(`${text}: wrong trace`);
      return lot.receipts.length + lot.shipments.length;
    };
    for (const text of pick(5, 'L')) await lotTraced(text); // warm the caches
    await time('a lot, forward', pick(REQUESTS, 'L'), lotTraced);
    await time(
      'a package, backward and forward for its lots',
      pick(Math.max(20, REQUESTS / 4), 'PK-'),
      async (text) => {
        const answer = await trace(handle.db, { text });
        if (answer?.found !== 'package') throw new Error(`${text}: not found`);
        return answer.lots.reduce((n, l) => n + l.receipts.length + l.shipments.length, 0);
      },
    );
  } finally {
    await handle.close();
    if (admin) {
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin.db);
      await admin.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `load average before: ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await benchOn('sqlite');
  if (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL) await benchOn('postgres');
  else console.log('postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  console.log(
    `load average after: ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
