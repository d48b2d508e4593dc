/**
 * 20 operators reading into one picking list at once, on PostgreSQL (issue 12).
 *
 * A fresh PostgreSQL database (created on the server of BENCH_DATABASE_URL or TEST_DATABASE_URL,
 * dropped at the end) holds one picking list of 30 picks. The server runs in its own process; 20
 * simulated operators, each one request at a time as a handheld sends them, for 60 s:
 *   - a reading: POST /project_rows (quantity 1, with an Idempotency-Key) on a random pick, then
 *     GET /picks/{id} as the screen refreshes the pick it wrote;
 *   - every fifth action, a correction: PUT /project_rows/{id} with a new quantity and its
 *     lock_version.
 * Prints requests/s, writes/s, p50/p99 latency per kind, failures; then checks that every pick's
 * detected quantity equals the sum of its readings (the derived totals under concurrency).
 * Prints; never fails on timing. Exits non-zero only when the benchmark broke (failed requests,
 * wrong totals, a server that did not start).
 *
 * Environment: BENCH_DATABASE_URL (else TEST_DATABASE_URL; without either it prints that it is
 * skipped), BENCH_OPERATORS (20), BENCH_OPERATORS_DURATION (seconds, 60).
 */
// First: `--help` prints this file's opening comment before anything starts.
import './support/help';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { connect } from '../apps/server/src/db/connection';
import { createUser } from '../apps/server/src/users';
import type { FromServer } from './support/bench-server';

const here = dirname(fileURLToPath(import.meta.url));
const BASE_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const OPERATORS = Number(process.env.BENCH_OPERATORS || 20);
const DURATION_S = Number(process.env.BENCH_OPERATORS_DURATION || 60);
const PICKS = 30;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function startServer(databaseUrl: string, dataDir: string) {
  const child = fork(join(here, 'support/bench-server.ts'), [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (m: FromServer) => m.type === 'ready' && resolve(m.url));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    async stop() {
      child.send({ type: 'stop' });
      await exited;
      process.off('exit', killOnExit);
    },
  };
}

async function main() {
  if (!BASE_URL) {
    console.log('skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
    return;
  }
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = connect({ databaseUrl: BASE_URL, dataDir: tmpdir() });
  await sql.raw(`create database ${name}`).execute(admin.db);
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-bench-ops-'));
  const databaseUrl = withDatabase(BASE_URL, name);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let broken = false;
  try {
    server = await startServer(databaseUrl, dataDir);
    const handle = connect({ databaseUrl, dataDir });
    const password = randomBytes(12).toString('hex');
    await createUser(handle, { email: 'bench@example.com', password, admin: true });
    const api = `${server.url}/api/v2`;
    const login = await fetch(`${api}/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth: { email: 'bench@example.com', password } }),
    });
    const token = login.headers.get('token');
    if (!token) throw new Error(`login failed: ${login.status}`);

    async function call(method: string, path: string, body?: unknown, key?: string) {
      const started = performance.now();
      const res = await fetch(`${api}/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await res.json()) as Record<string, unknown>;
      return { status: res.status, json, ms: performance.now() - started };
    }

    const typology = await call('POST', 'project_typologies', { project_typology: { title: 'LP' } });
    const list = await call('POST', 'projects', {
      project: { name: 'LP-BENCH', project_typology_id: typology.json.id },
    });
    const picks: { id: number; item: number }[] = [];
    for (let i = 0; i < PICKS; i++) {
      const item = await call('POST', 'items', { item: { code: `BENCH-${i}`, barcode: `800000000${i}` } });
      const pick = await call('POST', 'picks', {
        pick: { project_id: list.json.id, item_id: item.json.id, quantity: 1000 },
      });
      picks.push({ id: pick.json.id as number, item: item.json.id as number });
    }

    const latencies: Record<string, number[]> = { reading: [], refresh: [], correction: [] };
    const failures: string[] = [];
    const until = performance.now() + DURATION_S * 1000;
    console.log(`${OPERATORS} operators, one picking list of ${PICKS} picks, ${DURATION_S} s on PostgreSQL`);

    async function operator(n: number) {
      const mine: { id: number; lock_version: number }[] = [];
      for (let step = 0; performance.now() < until; step++) {
        const pick = picks[(n * 7 + step * 13) % picks.length]!;
        if (step % 5 === 4 && mine.length > 0) {
          const row = mine[step % mine.length]!;
          const res = await call('PUT', `project_rows/${row.id}`, {
            project_row: { quantity: 2, lock_version: row.lock_version },
          });
          latencies.correction!.push(res.ms);
          if (res.status === 200) row.lock_version = res.json.lock_version as number;
          else failures.push(`correction ${res.status}`);
          continue;
        }
        const res = await call(
          'POST',
          'project_rows',
          {
            project_row: {
              module: 'picking',
              project_id: list.json.id,
              pick_id: pick.id,
              item_id: pick.item,
              quantity: 1,
            },
          },
          `op${n}-${step}`,
        );
        latencies.reading!.push(res.ms);
        if (res.status !== 201) failures.push(`reading ${res.status}`);
        else mine.push({ id: res.json.id as number, lock_version: res.json.lock_version as number });
        const refresh = await call('GET', `picks/${pick.id}`);
        latencies.refresh!.push(refresh.ms);
        if (refresh.status !== 200) failures.push(`refresh ${refresh.status}`);
      }
    }

    const started = performance.now();
    await Promise.all(Array.from({ length: OPERATORS }, (_, n) => operator(n)));
    const seconds = (performance.now() - started) / 1000;

    const all = Object.values(latencies).flat();
    const writes = latencies.reading!.length + latencies.correction!.length;
    console.log(`requests/s: ${(all.length / seconds).toFixed(0)} (${all.length} requests)`);
    console.log(`writes/s:   ${(writes / seconds).toFixed(0)}`);
    for (const [kind, values] of Object.entries(latencies)) {
      const sorted = [...values].sort((a, b) => a - b);
      console.log(
        `${kind.padEnd(11)} n=${String(sorted.length).padStart(6)}  p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms`,
      );
    }
    const sortedAll = [...all].sort((a, b) => a - b);
    console.log(
      `all         p50 ${percentile(sortedAll, 50).toFixed(1)} ms  p99 ${percentile(sortedAll, 99).toFixed(1)} ms`,
    );
    console.log(
      `failures:   ${failures.length}${failures.length ? ` (${[...new Set(failures)].join(', ')})` : ''}`,
    );

    const wrong = await sql<{ id: number }>`
      select p.id from picks p
      where p.quantity_detected <> (select coalesce(sum(r.quantity), 0) from project_rows r where r.pick_id = p.id)
         or p.quantity_remaining <> p.quantity - p.quantity_detected`.execute(handle.db);
    console.log(
      `totals:     ${wrong.rows.length === 0 ? 'every pick equals the sum of its readings' : `${wrong.rows.length} picks WRONG`}`,
    );
    broken = failures.length > 0 || wrong.rows.length > 0;
    await handle.close();
  } finally {
    await server?.stop();
    await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
    await admin.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (broken) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
