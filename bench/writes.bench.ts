/**
 * What a reading's write costs the server (issue 47 point 4): server CPU and SQL statements per
 * `POST /api/v2/picks/{id}?do=add_reading` (with an Idempotency-Key, the module and the picking
 * list's `a` field selection, as the app's outbox sends it), without event streams and with WRITES_STREAMS (4) streams open on each list (a
 * list's other handhelds), so the difference is what delivering its events costs; beside it the
 * barcode lookup and the list reload, so the fleet's reading (lookup + write + events + a reload
 * every 30 readings) adds up. One server process on SQLite in its own process, WRITES_LISTS (20)
 * lists of 50 picks, WRITES_CONCURRENCY (8) clients sending back to back for WRITES_SECONDS (10)
 * per scenario after a warm-up. CPU per request is the figure to read on a busy machine (rates are
 * not); the load average is printed with it. BENCH_CPU_PROF=1 writes the server's V8 CPU profile
 * (kept in a temporary directory) and prints where its time went. WRITES_SCENARIOS picks some of
 * `idle` (the streams open and nothing asked: their heartbeats and the process's timers), `write`,
 * `write-streams`, `lookup`, `reload` (all by default).
 *
 *   npm run bench -- writes        (`node --import tsx bench/writes.bench.ts --help` prints this)
 */
// First: `--help` prints this file's opening comment before anything starts.
import './support/help';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from '../apps/server/src/db/connection';
import { migrate } from '../apps/server/src/db/migrate';
import type { FromServer, ToServer } from './support/bench-server';
import { followChanges } from './support/event-stream';
import { login, seedPickingLists, type SeededList } from './support/picking-lists';
import { summarize } from './support/profile-summary';
import { encodeQuery } from '../apps/web/src/lib/api/query-string';
import { PICKS_LIST_FIELDS } from '../apps/web/src/domain/pick-fields';

const SECONDS = Number(process.env.WRITES_SECONDS || 10);
const WARMUP_SECONDS = 3;
const CONCURRENCY = Number(process.env.WRITES_CONCURRENCY || 8);
const STREAMS = Number(process.env.WRITES_STREAMS || 4);
const LISTS = Number(process.env.WRITES_LISTS || 20);
const PICKS_PER_LIST = 50;
const USERS = 10;
const SCENARIOS = (process.env.WRITES_SCENARIOS || 'idle,write,write-streams,lookup,reload').split(',');
const CPU_PROF = process.env.BENCH_CPU_PROF === '1';
// The fleet's handheld reloads its list every 60 s and reads every 2 s.
const READINGS_PER_RELOAD = 30;
const here = dirname(fileURLToPath(import.meta.url));

interface Stats {
  cpuMicros: number;
  statements: number;
}

async function startServer(dataDir: string) {
  const execArgv = ['--import', import.meta.resolve('tsx')];
  const child: ChildProcess = fork(join(here, 'support/bench-server.ts'), [], {
    execArgv,
    env: {
      ...process.env,
      BENCH_DATA_DIR: dataDir,
      BENCH_COUNT_STATEMENTS: '1',
      // Logged as deployed: a write's log line is part of its cost.
      BENCH_LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pending = new Map<number, (stats: Stats) => void>();
  const profiled = new Map<number, () => void>();
  let nextId = 0;
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: FromServer) => {
      if (message.type === 'ready') resolve(message.url);
      else if (message.type === 'stats') {
        pending.get(message.id)?.(message);
        pending.delete(message.id);
      } else if (message.type === 'profiled') profiled.get(message.id)?.();
    });
    void exited.then(() => reject(new Error('the server exited during start-up')));
  });
  return {
    url,
    stats: () =>
      new Promise<Stats>((resolve) => {
        const id = nextId++;
        pending.set(id, resolve);
        child.send({ type: 'stats', id } satisfies ToServer);
      }),
    /** Starts the server's CPU profile (no file), or ends it into `file`. */
    profile: (file?: string) =>
      new Promise<void>((resolve) => {
        const id = nextId++;
        profiled.set(id, resolve);
        child.send({ type: 'profile', id, file } satisfies ToServer);
      }),
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

async function seed(dataDir: string, password: string): Promise<{ users: string[]; lists: List[] }> {
  const handle = connect({ dataDir });
  await migrate(handle.db, handle.dialect);
  const seeded = await seedPickingLists(handle, {
    tag: 'writes',
    barcodePrefix: '81',
    lists: LISTS,
    picksPerList: PICKS_PER_LIST,
    users: USERS,
    password,
  });
  await handle.close();
  return seeded;
}

type Send = (token: string, list: List, turn: number) => Promise<Response>;

/** A POST with `body` (a write, with its Idempotency-Key), else a GET: as the app sends them. */
const call = (url: string, token: string, path: string, body?: object, key?: string) =>
  fetch(`${url}/api/v2/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'br, gzip',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

/** CONCURRENCY clients sending back to back for `seconds`: requests answered. */
async function drive(tokens: string[], lists: List[], send: Send, seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, c) => {
      for (let turn = c; performance.now() < until; turn += CONCURRENCY) {
        const res = await send(tokens[c % tokens.length]!, lists[turn % lists.length]!, turn);
        // As the app does: the next request carries the token this answer renewed.
        tokens[c % tokens.length] = res.headers.get('token') ?? tokens[c % tokens.length]!;
        const text = await res.text();
        if (res.status >= 400) throw new Error(`${res.status} ${text.slice(0, 300)}`);
        done++;
      }
    }),
  );
  return done;
}

/**
 * What the server spends with nothing asked of it but WRITES_STREAMS streams per list open (their
 * heartbeats and timers, the process's own heartbeat and polls): CPU per second, per stream.
 */
async function idleCost(
  server: Awaited<ReturnType<typeof startServer>>,
  data: { users: string[]; lists: List[] },
  password: string,
): Promise<string> {
  const stops: (() => void)[] = [];
  for (const [l, list] of data.lists.entries())
    for (let s = 0; s < STREAMS; s++) {
      const token = await login(server.url, data.users[(l + s) % USERS]!, password);
      stops.push(await followChanges(server.url, token, list.projectId, () => {}));
    }
  const before = await server.stats();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const after = await server.stats();
  for (const stop of stops) stop();
  const perSecond = (after.cpuMicros - before.cpuMicros) / SECONDS;
  return `${stops.length} streams open, no request: ${(perSecond / 1000).toFixed(1)} ms CPU a second, ${(
    perSecond / stops.length
  ).toFixed(
    0,
  )} µs a second per stream, ${((after.statements - before.statements) / SECONDS).toFixed(1)} statements a second`;
}

async function main() {
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-bench-writes-'));
  const profileDir = CPU_PROF ? mkdtempSync(join(tmpdir(), 'warehouse-bench-writes-prof-')) : undefined;
  const data = await seed(dataDir, password);
  const server = await startServer(dataDir);
  try {
    const tokens: string[] = [];
    for (let i = 0; i < CONCURRENCY; i++)
      tokens.push(await login(server.url, data.users[i % USERS]!, password));
    // As the picking screen sends it: with its list's field selection, the pick answered without readings.
    const write: Send = (token, list, turn) =>
      call(
        server.url,
        token,
        `picks/${list.picks[turn % PICKS_PER_LIST]!.id}?${encodeQuery({ do: 'add_reading', a: PICKS_LIST_FIELDS })}`,
        { quantity: 1, module: 'picking' },
        randomUUID(),
      );
    const lookup: Send = (token, list, turn) =>
      call(
        server.url,
        token,
        `items?${encodeQuery({ q: { barcode_eq: list.picks[turn % PICKS_PER_LIST]!.barcode } })}`,
      );
    // As the picking screen reads its list: its field selection (apps/web/src/domain/pick-fields.ts).
    const reload: Send = (token, list) =>
      call(
        server.url,
        token,
        `picks?${encodeQuery({ q: { project_id_eq: list.projectId }, a: PICKS_LIST_FIELDS })}`,
      );

    console.log(
      `writes: one process, SQLite, ${CONCURRENCY} clients back to back, ${SECONDS} s per scenario, ` +
        `${LISTS} lists of ${PICKS_PER_LIST} picks; load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    console.log(
      '  scenario                          requests   CPU µs/request   statements/request   events/request',
    );
    const results = new Map<string, { micros: number; statements: number; events: number }>();
    for (const name of SCENARIOS) {
      if (name === 'idle') {
        console.log(`  ${name.padEnd(32)}  ${await idleCost(server, data, password)}`);
        continue;
      }
      const send = { write, 'write-streams': write, lookup, reload }[name];
      if (!send) throw new Error(`unknown scenario ${name}`);
      let events = 0;
      const stops: (() => void)[] = [];
      if (name === 'write-streams') {
        for (const [l, list] of data.lists.entries()) {
          for (let s = 0; s < STREAMS; s++) {
            const token = await login(server.url, data.users[(l + s) % USERS]!, password);
            stops.push(
              await followChanges(server.url, token, list.projectId, (change) => {
                if (change.model === 'project_rows') events++;
              }),
            );
          }
        }
      }
      await drive(tokens, data.lists, send, WARMUP_SECONDS);
      events = 0;
      if (profileDir) await server.profile();
      const before = await server.stats();
      const requests = await drive(tokens, data.lists, send, SECONDS);
      const after = await server.stats();
      if (profileDir) await server.profile(join(profileDir, `${name}.cpuprofile`));
      // The last events on their way.
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const stop of stops) stop();
      const r = {
        micros: (after.cpuMicros - before.cpuMicros) / requests,
        statements: (after.statements - before.statements) / requests,
        events: events / requests,
      };
      results.set(name, r);
      console.log(
        `  ${name.padEnd(32)}  ${String(requests).padStart(8)}  ${r.micros.toFixed(0).padStart(15)}  ${r.statements.toFixed(1).padStart(19)}  ${r.events.toFixed(2).padStart(15)}`,
      );
    }
    const bare = results.get('write');
    const streamed = results.get('write-streams');
    if (bare && streamed && streamed.events > 0) {
      console.log(
        `  per event delivered (write with streams − without, over the reading events each write sent): ` +
          `${((streamed.micros - bare.micros) / streamed.events).toFixed(0)} µs`,
      );
    }
    const found = results.get('lookup');
    const listed = results.get('reload');
    if (streamed && found && listed) {
      const reading = found.micros + streamed.micros + listed.micros / READINGS_PER_RELOAD;
      console.log(
        `  a fleet reading (lookup + write with its events + a reload every ${READINGS_PER_RELOAD} readings): ` +
          `${(reading / 1000).toFixed(2)} ms of server CPU (goal ≤ 1.5 ms); load average now ${loadavg()[0]!.toFixed(1)}`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (profileDir) {
    for (const file of readdirSync(profileDir)) {
      console.log(`\nServer CPU profile of ${file.replace('.cpuprofile', '')}: ${join(profileDir, file)}\n`);
      console.log(summarize(JSON.parse(readFileSync(join(profileDir, file), 'utf8')), 30));
    }
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
