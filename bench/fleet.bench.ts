/**
 * How many handhelds does one machine serve? N simulated handhelds, in picking lists of
 * FLEET_GROUP (5) handhelds each, each with its event stream open on its list; each takes a reading
 * every 2 s and reloads its list (50 picks) every minute, sending what the picking screen sends: the
 * barcode lookup (`GET /items?q[barcode_eq]=…`), then the reading's write (`POST
 * /picks/{id}?do=add_reading` with its module, an Idempotency-Key and the list's `a`, from the outbox), and the
 * list as the screen reads it (`GET /picks?q[project_id_eq]=…` with its `a` field selection). N grows over FLEET_SIZES, FLEET_STEP_SECONDS (20) each,
 * until a goal fails: reading → answer (lookup and write) p99 under 300 ms, and write → its event
 * at another handheld of the same list p99 under 1 s, with no failed request and no event missing.
 * Three setups (FLEET_SETUPS): `sqlite` (one process), `postgres` (one process), `postgres-2` (two
 * processes on one PostgreSQL, the handhelds of each list spread over both, so events cross
 * processes). Prints, per step, both p99s, the readings held and the server CPU per reading (all
 * processes), and per setup the largest N that met both goals (FLEET_ALL=1: every size is run even
 * after one failed).
 *
 * Each handheld signs in on its own (its own device session, as handhelds do) with one of USERS (20)
 * accounts: from 80 handhelds on, several handhelds share an account, as a generic shift login
 * does. The bench raises the server's login limit per address (all its logins come from one), through
 * the environment. Server CPU per reading counts everything the servers did in the step (lookups,
 * writes, events, list reloads) over the readings written.
 *
 * The load generator runs on the same machine as the servers (and on a shared machine, beside other
 * work): it takes CPU from them, so the figures are a floor. PostgreSQL: BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test (its setups are skipped when it is
 * not reachable); each setup works in its own schema or data directory, removed at the end.
 *
 *   npm run bench -- fleet        (`node --import tsx bench/fleet.bench.ts --help` prints this)
 */
// First: `--help` prints this file's opening comment before anything starts.
import './support/help';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { connect, type DbHandle } from '../apps/server/src/db/connection';
import { migrate } from '../apps/server/src/db/migrate';
import type { FromServer, ToServer } from './support/bench-server';
import { followChanges } from './support/event-stream';
import { login, seedPickingLists, type SeededList } from './support/picking-lists';
import { quantile } from './support/stats';
import { encodeQuery } from '../apps/web/src/lib/api/query-string';
import { PICKS_LIST_FIELDS } from '../apps/web/src/domain/pick-fields';

if (process.argv.includes('--help')) {
  const source = readFileSync(fileURLToPath(import.meta.url), 'utf8');
  console.log(
    /\/\*\*([\s\S]*?)\*\//
      .exec(source)![1]!
      .replace(/^ \* ?/gm, '')
      .trim(),
  );
  process.exit(0);
}

const SIZES = (process.env.FLEET_SIZES || '10,20,40,60,80,120,160,240,320').split(',').map(Number);
const STEP_SECONDS = Number(process.env.FLEET_STEP_SECONDS || 20);
const WARMUP_SECONDS = 8;
// FLEET_ALL=1: every size even after a goal failed (the CPU per reading at larger N, on a busy machine).
const ALL = process.env.FLEET_ALL === '1';
const SETUPS = (process.env.FLEET_SETUPS || 'sqlite,postgres,postgres-2').split(',');
const GROUP = Number(process.env.FLEET_GROUP || 5);
const READING_MS = 2_000;
const RELOAD_MS = 60_000;
const PICKS_PER_LIST = 50;
const USERS = 20;
const GOAL_READING_MS = 300;
const GOAL_EVENT_MS = 1_000;
const DRAIN_MS = 3_000;
const here = dirname(fileURLToPath(import.meta.url));
const databaseUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';

// Node's fetch opens as many connections per server as there are requests and streams in flight.
const request = fetch;

interface Server {
  url: string;
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child: ChildProcess = fork(join(here, 'support/bench-server.ts'), [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pending = new Map<number, (cpu: number) => void>();
  let nextId = 0;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 90 s')), 90_000);
    child.on('message', (message: FromServer) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message.url);
      } else if (message.type === 'stats') {
        pending.get(message.id)?.(message.cpuMicros);
        pending.delete(message.id);
      }
    });
    void exited.then(() => reject(new Error('the server exited during start-up')));
  });
  return {
    url,
    cpuMicros() {
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        child.send({ type: 'stats', id } satisfies ToServer);
      });
    },
    async stop() {
      child.send({ type: 'stop' } satisfies ToServer);
      const hard = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(hard);
      process.off('exit', killOnExit);
    },
  };
}

type List = SeededList;

interface Seeded {
  password: string;
  users: string[];
  lists: List[];
}

async function seed(handle: DbHandle, lists: number): Promise<Seeded> {
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const seeded = await seedPickingLists(handle, {
    tag: 'fleet',
    barcodePrefix: '80',
    lists,
    picksPerList: PICKS_PER_LIST,
    users: USERS,
    password,
  });
  return { password, ...seeded };
}

/** A handheld's event stream on its list: when each reading's event reached it. */
const follow = (
  url: string,
  token: string,
  projectId: number,
  onReading: (rowId: number, at: number) => void,
) =>
  followChanges(url, token, projectId, (change, at) => {
    if (change.model === 'project_rows' && change.kind === 'create') onReading(change.id, at);
  });

interface StepResult {
  n: number;
  readings: number;
  readingP99: number;
  eventP99: number;
  failures: number;
  missing: number;
  cpuPerReadingMs: number;
  met: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function step(
  n: number,
  servers: Server[],
  tokens: string[][],
  data: Seeded,
  seconds = STEP_SECONDS,
): Promise<StepResult> {
  const handhelds = Array.from({ length: n }, (_, i) => ({
    server: i % servers.length,
    list: data.lists[Math.floor(i / GROUP)]!,
    token: tokens[i % servers.length]![i]!,
  }));
  // Readings by row id: when written, by which handheld; arrivals at the others of its list.
  const written = new Map<number, { at: number; by: number; list: number }>();
  const arrivals = new Map<number, Map<number, number>>();
  const stops = await Promise.all(
    handhelds.map((h, i) =>
      follow(servers[h.server]!.url, h.token, h.list.projectId, (rowId, at) => {
        let seen = arrivals.get(rowId);
        if (!seen) arrivals.set(rowId, (seen = new Map()));
        if (!seen.has(i)) seen.set(i, at);
      }),
    ),
  );
  const cpuBefore = (await Promise.all(servers.map((s) => s.cpuMicros()))).reduce((a, b) => a + b, 0);
  const readingTimes: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;

  /** A POST with `body` (a write, with its Idempotency-Key), else a GET. */
  const call = async (h: (typeof handhelds)[number], path: string, body?: object, key?: string) => {
    const res = await request(`${servers[h.server]!.url}/api/v2/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${h.token}`,
        'accept-encoding': 'br, gzip',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    // As the app does: the next request carries the token this answer renewed.
    h.token = res.headers.get('token') ?? h.token;
    const text = await res.text();
    if (res.status >= 400) {
      failures++;
      return undefined;
    }
    return text;
  };

  await Promise.all(
    handhelds.map(async (h, i) => {
      // Handhelds start spread over one reading interval, then each keeps its own clock.
      let nextReading = performance.now() + Math.random() * READING_MS;
      let nextReload = performance.now() + Math.random() * RELOAD_MS;
      let turn = 0;
      for (;;) {
        const next = Math.min(nextReading, nextReload);
        if (next >= until) return;
        await sleep(Math.max(0, next - performance.now()));
        if (nextReload <= nextReading) {
          nextReload += RELOAD_MS;
          await call(
            h,
            `picks?${encodeQuery({ q: { project_id_eq: h.list.projectId }, a: PICKS_LIST_FIELDS })}`,
          );
          continue;
        }
        nextReading += READING_MS;
        const pick = h.list.picks[(i * 13 + turn++) % h.list.picks.length]!;
        const sentAt = performance.now();
        const found = await call(h, `items?${encodeQuery({ q: { barcode_eq: pick.barcode } })}`);
        if (found === undefined) continue;
        // As the picking screen sends it: with its list's field selection (no readings answered).
        const row = await call(
          h,
          `picks/${pick.id}?${encodeQuery({ do: 'add_reading', a: PICKS_LIST_FIELDS })}`,
          { quantity: 1, module: 'picking' },
          randomUUID(),
        );
        const answeredAt = performance.now();
        if (row === undefined) continue;
        readingTimes.push(answeredAt - sentAt);
        written.set((JSON.parse(row) as { project_row: { id: number } }).project_row.id, {
          at: sentAt,
          by: i,
          list: Math.floor(i / GROUP),
        });
      }
    }),
  );
  const cpuAfter = (await Promise.all(servers.map((s) => s.cpuMicros()))).reduce((a, b) => a + b, 0);
  // Events of the last readings still on their way.
  const expected = (w: { by: number; list: number }) =>
    handhelds.filter((_, j) => j !== w.by && Math.floor(j / GROUP) === w.list).length;
  const drainUntil = performance.now() + DRAIN_MS;
  const complete = () => [...written].every(([id, w]) => (arrivals.get(id)?.size ?? 0) >= expected(w));
  while (!complete() && performance.now() < drainUntil) await sleep(50);
  for (const stop of stops) stop();

  const eventTimes: number[] = [];
  let missing = 0;
  for (const [id, w] of written) {
    const seen = arrivals.get(id);
    handhelds.forEach((_, j) => {
      if (j === w.by || Math.floor(j / GROUP) !== w.list) return;
      const at = seen?.get(j);
      if (at === undefined) missing++;
      else eventTimes.push(at - w.at);
    });
  }
  const readingP99 = quantile(readingTimes, 0.99);
  const eventP99 = quantile(eventTimes, 0.99);
  return {
    n,
    readings: readingTimes.length,
    readingP99,
    eventP99,
    failures,
    missing,
    cpuPerReadingMs: (cpuAfter - cpuBefore) / 1000 / Math.max(1, readingTimes.length),
    met: readingP99 < GOAL_READING_MS && eventP99 < GOAL_EVENT_MS && failures === 0 && missing === 0,
  };
}

async function runSetup(setup: string): Promise<void> {
  const postgres = setup.startsWith('postgres');
  const processes = setup === 'postgres-2' ? 2 : 1;
  const lists = Math.ceil(Math.max(...SIZES) / GROUP);
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-bench-fleet-'));
  const schema = `bench_fleet_${randomBytes(4).toString('hex')}`;
  let admin: DbHandle | undefined;
  if (postgres) {
    admin = connect({ databaseUrl, dataDir });
    try {
      await sql.raw(`create schema ${schema}`).execute(admin.db);
    } catch (err) {
      console.log(
        `\n${setup}: skipped, PostgreSQL is not reachable at ${databaseUrl} (${(err as Error).message})`,
      );
      await admin.close();
      return;
    }
  }
  const handle = postgres ? connect({ databaseUrl, dataDir, schema }) : connect({ dataDir });
  const servers: Server[] = [];
  try {
    await migrate(handle.db, handle.dialect);
    const data = await seed(handle, lists);
    await handle.close();
    const env: Record<string, string> = {
      BENCH_DATA_DIR: dataDir,
      ...(postgres
        ? {
            BENCH_DATABASE_URL: databaseUrl,
            BENCH_SCHEMA: schema,
            BENCH_SECRET: randomBytes(24).toString('hex'),
          }
        : {}),
    };
    // One after the other: two processes starting at once on one database may both install the
    // shipped label templates, and one then fails on the unique name (installShippedTemplates).
    for (let p = 0; p < processes; p++) servers.push(await startServer(env));
    // One login per handheld and server (its device session), accounts shared round-robin; a few at a
    // time, as a shift's handhelds sign in.
    const most = Math.max(...SIZES);
    const tokens: string[][] = [];
    for (const s of servers) {
      const mine: string[] = [];
      for (let i = 0; i < most; i += 4) {
        const batch = Array.from({ length: Math.min(4, most - i) }, (_, k) => data.users[(i + k) % USERS]!);
        mine.push(...(await Promise.all(batch.map((email) => login(s.url, email, data.password)))));
      }
      tokens.push(mine);
    }
    const label =
      {
        sqlite: 'one process, SQLite',
        postgres: 'one process, PostgreSQL',
        'postgres-2': 'two processes, one PostgreSQL',
      }[setup] ?? setup;
    console.log(
      `\n${label} (load average before: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
    console.log(
      '      N  readings/s  reading p99  write→event p99  failed  missing  server CPU/reading  goals',
    );
    // Unreported: the servers' code compiled and their caches warm before the first figure.
    await step(SIZES[0]!, servers, tokens, data, WARMUP_SECONDS);
    let best: StepResult | undefined;
    for (const n of SIZES) {
      const r = await step(n, servers, tokens, data);
      console.log(
        `  ${String(n).padStart(5)}  ${(r.readings / STEP_SECONDS).toFixed(1).padStart(10)}  ${r.readingP99.toFixed(0).padStart(8)} ms  ${r.eventP99.toFixed(0).padStart(12)} ms  ${String(r.failures).padStart(6)}  ${String(r.missing).padStart(7)}  ${r.cpuPerReadingMs.toFixed(2).padStart(15)} ms  ${r.met ? 'met' : 'NOT met'}`,
      );
      if (!r.met && !ALL) break;
      if (r.met && (!best || r.n > best.n)) best = r;
    }
    console.log(
      best
        ? `  largest N meeting both goals: ${best.n} handhelds (${processes} process${processes > 1 ? 'es' : ''}; server CPU ${best.cpuPerReadingMs.toFixed(2)} ms per reading; load average after: ${loadavg()[0]!.toFixed(1)})`
        : `  not even ${SIZES[0]} handhelds met both goals (load average: ${loadavg()[0]!.toFixed(1)})`,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    if (admin) {
      await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
      await admin.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `fleet: handhelds in lists of ${GROUP}, a reading (lookup + write) every ${READING_MS / 1000} s each, a list reload every ${RELOAD_MS / 1000} s, ${STEP_SECONDS} s per step; goals: reading p99 < ${GOAL_READING_MS} ms, write → event at another handheld p99 < ${GOAL_EVENT_MS} ms. Load generator on the same machine.`,
  );
  for (const setup of SETUPS) await runSetup(setup);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
