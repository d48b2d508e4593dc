/**
 * Server throughput over loopback (`npm run bench`, or `node --import tsx bench/server.bench.ts`).
 *
 * Seeds a fresh SQLite database (100,000 items with as many additional
 * barcodes, 200,000 project rows, one 200-line project), starts the server in
 * a child process and drives it with autocannon for a fixed time per scenario:
 *   - ceiling:   GET /api/v2/info/version, a public route that does no database work;
 *   - bare:      the same route with the bearer token, what issue 47 calls the bare authenticated route
 *                and measures the lookup against: the route is public, so the token is not even checked;
 *   - session:   GET /api/v2/info/ntp with the bearer token: the session check, its renewed token and
 *                nothing else (the server's clock);
 *   - lookup:    GET /api/v2/items?q[barcode_eq]=… of a random existing barcode, as a handheld scans;
 *   - barcode:   POST /api/v2/items/search with q[barcode_eq] of a random existing barcode;
 *   - picks-full: GET /api/v2/picks?q[project_id_eq]=… of the 200-line project, default fields;
 *   - picks:     the same as the picking screen asks for it (its `a` field selection and a new `cb`
 *                on every read, as the app sends it): the goals of issue 18 are measured on this one;
 *   - picks-computed: the same with a filter that changes on every request, so that no answer is
 *                reused from the server's answer cache: the cost of computing one;
 *   - auth only: GET /api/v2/info/heartbeat with the bearer token (a diagnostic: what the
 *                session costs every authenticated request, without any model work).
 * Every request accepts br and gzip, as a browser does: KB/resp is bytes on the wire. The server
 * logs as deployed (BENCH_LOG_LEVEL, info by default); its log lines are discarded.
 * It prints requests per second, p50/p99 latency, peak server RSS and server CPU
 * per request for each, then the goals of the barcode lookup and of issue 18. The lookup's share of
 * the heartbeat's rate is measured again in short alternating rounds of both, and its verdict is the
 * median round: the machine's speed drifts between scenarios measured apart. The goals are
 * informational: it exits non-zero only when the benchmark itself broke
 * (failed requests, wrong answers, a server that did not start).
 *
 * Environment: BENCH_DURATION (seconds per scenario, 10), BENCH_WARMUP (seconds, 2),
 * BENCH_CONNECTIONS (16), BENCH_SCENARIOS (comma-separated names, all by default),
 * BENCH_RATIO_ROUNDS (alternating lookup/heartbeat rounds, 6; 0 leaves them out) and BENCH_RATIO_SECONDS
 * (each side of a round, 3),
 * BENCH_CPU_PROF=1 (write a V8 CPU profile of the server to a temporary directory, kept, and
 * print where its time goes; `bench/support/profile-summary.ts` reads such a profile again).
 * `--help` prints this and exits.
 */
// First: `--help` prints this file's opening comment before anything starts.
import './support/help';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { seed, DEFAULT_SIZES, type SeededData } from './support/seed';
import { summarize } from './support/profile-summary';
import { quantile } from './support/stats';
import { encodeQuery } from '../apps/web/src/lib/api/query-string';
import { PICKS_LIST_FIELDS } from '../apps/web/src/domain/pick-fields';
import type { FromServer, ToServer } from './support/bench-server';

const here = dirname(fileURLToPath(import.meta.url));

if (process.argv.includes('--help')) {
  // The comment at the top of this file is its manual.
  const source = readFileSync(fileURLToPath(import.meta.url), 'utf8');
  console.log(
    /\/\*\*([\s\S]*?)\*\//
      .exec(source)![1]!
      .replace(/^ \* ?/gm, '')
      .trim(),
  );
  process.exit(0);
}

function envNumber(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

const DURATION = envNumber('BENCH_DURATION', 10, 1, 120);
const WARMUP = envNumber('BENCH_WARMUP', 2, 0, 60);
const CONNECTIONS = Math.round(envNumber('BENCH_CONNECTIONS', 16, 1, 1000));
const ONLY = (process.env.BENCH_SCENARIOS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
// The lookup's share of the heartbeat, again in alternating short rounds (see interleavedShares).
const RATIO_ROUNDS = Math.round(envNumber('BENCH_RATIO_ROUNDS', 6, 0, 50));
const RATIO_SECONDS = envNumber('BENCH_RATIO_SECONDS', 3, 1, 60);
const CPU_PROF = ['1', 'true', 'yes', 'on'].includes((process.env.BENCH_CPU_PROF ?? '').toLowerCase());

const GOAL_RPS = 5_000;
const GOAL_P99_MS = 20;
const GOAL_CEILING_SHARE = 0.5;
// Issue 18: the picks of a 200-line project, and the lookup against the signed-in heartbeat.
const GOAL_PICKS_RPS = 1_000;
const GOAL_PICKS_P99_MS = 50;
const GOAL_PICKS_KB = 40;
const GOAL_HEARTBEAT_SHARE = 0.75;
// Issue 47: the lookup as a handheld sends it, against the bare authenticated route in the same run.
const GOAL_LOOKUP_RPS = 6_000;
const GOAL_LOOKUP_P99_MS = 10;
const GOAL_BARE_SHARE = 0.6;

/** The server child, with a small request/answer protocol over IPC. */
interface BenchServer {
  url: string;
  stats(): Promise<{ peakRss: number; rss: number; cpuMicros: number }>;
  stop(): Promise<void>;
}

async function startChild(dataDir: string, profileDir: string | undefined): Promise<BenchServer> {
  // tsx as this process found it, whatever the working directory.
  const execArgv = ['--import', import.meta.resolve('tsx')];
  if (profileDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${profileDir}`);
  const child: ChildProcess = fork(join(here, 'support/bench-server.ts'), [], {
    execArgv,
    // Logging as deployed (LOG_LEVEL=info) is part of the cost measured; the lines themselves are dropped.
    env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // Whatever happens to this process, the server goes with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let nextId = 1;
  const pending = new Map<number, (m: Extract<FromServer, { type: 'stats' }>) => void>();
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 60 s')), 60_000);
    child.on('message', (message: FromServer) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message.url);
      } else if (message.type === 'stats') {
        pending.get(message.id)?.(message);
        pending.delete(message.id);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited before listening (${code ?? signal})`));
    });
  });

  return {
    url,
    stats: () =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(
          () => reject(new Error('the server did not answer a stats request')),
          10_000,
        );
        pending.set(id, (m) => {
          clearTimeout(timer);
          resolve(m);
        });
        child.send({ type: 'stats', id } satisfies ToServer);
      }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        if (child.connected) child.send({ type: 'stop' } satisfies ToServer);
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      process.off('exit', killOnExit);
    },
  };
}

interface Scenario {
  name: string;
  label: string;
  request: Request;
}

interface Measured {
  scenario: Scenario;
  rps: number;
  p50: number;
  p99: number;
  responses: number;
  errors: number;
  non2xx: number;
  peakRssMb: number;
  serverCpuShare: number;
  serverMicrosPerRequest: number;
  loadCpuShare: number;
  bytesPerResponse: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function drive(url: string, scenario: Scenario, seconds: number) {
  const latencies: number[] = [];
  let bytes = 0;
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
    requests: [scenario.request],
  });
  instance.on('response', (_client, _status, resBytes, responseTime) => {
    latencies.push(responseTime);
    bytes += resBytes;
  });
  const result = await instance;
  return { result, latencies, bytes };
}

async function measure(
  server: BenchServer,
  scenario: Scenario,
  seconds = DURATION,
  warmup = WARMUP,
): Promise<Measured> {
  if (warmup > 0) await drive(server.url, scenario, warmup);
  const before = await server.stats();
  const loadBefore = process.cpuUsage();
  const { result, latencies, bytes } = await drive(server.url, scenario, seconds);
  const load = process.cpuUsage(loadBefore);
  const after = await server.stats();
  const sorted = Float64Array.from(latencies).sort();
  const elapsed = result.duration;
  const serverMicros = after.cpuMicros - before.cpuMicros;
  return {
    scenario,
    rps: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    responses: latencies.length,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    peakRssMb: after.peakRss / 2 ** 20,
    serverCpuShare: serverMicros / (elapsed * 1e6),
    serverMicrosPerRequest: latencies.length ? serverMicros / latencies.length : Number.NaN,
    loadCpuShare: (load.user + load.system) / (elapsed * 1e6),
    bytesPerResponse: latencies.length ? bytes / latencies.length : 0,
  };
}

/**
 * The barcode lookup's share of the heartbeat's rate, in rounds that run both back to back for a
 * few seconds, first one then the other, alternately. This machine's speed drifts (other work on the
 * host, CPU frequency) by up to 1.8× between runs and within one: two ten-second scenarios measured
 * a minute apart each saw a different machine, and their ratio swung between 63% and 90% with the
 * same code. Within a round both see the same machine; the median round (the lower middle one of an
 * even count) is the figure.
 */
async function interleavedShares(server: BenchServer, barcode: Scenario, heartbeat: Scenario) {
  const rounds: { share: number; cpuShare: number; measured: Measured[] }[] = [];
  for (let round = 0; round < RATIO_ROUNDS; round++) {
    const order = round % 2 === 0 ? [heartbeat, barcode] : [barcode, heartbeat];
    const measured: Measured[] = [];
    for (const scenario of order) measured.push(await measure(server, scenario, RATIO_SECONDS, 0));
    const lookup = measured.find((m) => m.scenario === barcode)!;
    const beat = measured.find((m) => m.scenario === heartbeat)!;
    rounds.push({
      share: lookup.rps / beat.rps,
      // CPU per request, heartbeat over lookup: the same ratio without the load generator's share.
      cpuShare: beat.serverMicrosPerRequest / lookup.serverMicrosPerRequest,
      measured,
    });
  }
  return rounds;
}

async function login(url: string, user: SeededData['user']): Promise<string> {
  const res = await fetch(`${url}/api/v2/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ auth: user }),
  });
  const token = res.headers.get('token');
  if (res.status !== 200 || !token) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return token;
}

/** One request of each kind, checked for the right answer before any load. */
async function checkAnswers(url: string, token: string, data: SeededData): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const barcode = data.barcodes[12_345 % data.barcodes.length]!;
  const lookup = await fetch(`${url}/api/v2/items/search`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ q: { barcode_eq: barcode } }),
  });
  const items = (await lookup.json()) as { barcode?: string }[];
  if (lookup.status !== 200 || !Array.isArray(items) || items.length !== 1 || items[0]!.barcode !== barcode) {
    throw new Error(`barcode lookup answered ${lookup.status}: ${JSON.stringify(items).slice(0, 300)}`);
  }
  const picksRes = await fetch(`${url}/api/v2/picks?q%5Bproject_id_eq%5D=${data.targetProjectId}`, {
    headers: auth,
  });
  const picks = (await picksRes.json()) as { project_rows?: unknown[] }[];
  const expected = DEFAULT_SIZES.targetPicks;
  if (picksRes.status !== 200 || !Array.isArray(picks) || picks.length !== expected) {
    throw new Error(
      `picks answered ${picksRes.status} with ${Array.isArray(picks) ? picks.length : '?'} records`,
    );
  }
  const readings = picks.reduce((n, p) => n + (p.project_rows?.length ?? 0), 0);
  if (readings !== data.targetProjectRows) {
    throw new Error(`picks carry ${readings} project rows, ${data.targetProjectRows} expected`);
  }
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows
    .map((r, i) => {
      const line = r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)));
      const text = line.join('  ');
      return i === 0 ? `${text}\n${'-'.repeat(text.length)}` : text;
    })
    .join('\n');
}

/** The server's main-thread profile (thread id 0 in the file name), summarised. */
function printProfile(dir: string) {
  const main = readdirSync(dir).find((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f));
  if (!main) {
    console.log(`\nNo server CPU profile was written in ${dir}`);
    return;
  }
  const file = join(dir, main);
  console.log(`\nServer CPU profile: ${file} (open it in Chrome DevTools, or see below)\n`);
  console.log(summarize(JSON.parse(readFileSync(file, 'utf8')), 20));
}

const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

async function main(): Promise<number> {
  const scenarioTime = (WARMUP + DURATION + 1) * 8 + RATIO_ROUNDS * 4 * (RATIO_SECONDS + 1);
  // A hard bound on the whole run: seeding, start, every scenario, with room to spare.
  const watchdog = setTimeout(
    () => {
      console.error('server.bench: took too long, giving up');
      process.exit(1);
    },
    (120 + scenarioTime * 2) * 1000,
  );
  watchdog.unref();

  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-bench-'));
  const profileDir = CPU_PROF ? mkdtempSync(join(tmpdir(), 'warehouse-bench-prof-')) : undefined;
  let server: BenchServer | undefined;
  // Interrupted: the exit handler kills the server; the data goes too.
  const interrupted = () => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    // Other work on the machine skews every figure: say how busy it was.
    console.log(
      `Machine: ${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(2)} (1 min) before seeding`,
    );
    let started = performance.now();
    const data = await seed(dataDir);
    const seedSeconds = (performance.now() - started) / 1000;
    const counts = Object.entries(data.counts)
      .map(([table, n]) => `${n.toLocaleString('en')} ${table}`)
      .join(', ');
    console.log(`Seeded in ${seedSeconds.toFixed(1)} s: ${counts}`);
    console.log(
      `Picks scenario: project ${data.targetProjectId} with ${DEFAULT_SIZES.targetPicks} picks ` +
        `and ${data.targetProjectRows} project rows`,
    );

    started = performance.now();
    server = await startChild(dataDir, profileDir);
    const startSeconds = (performance.now() - started) / 1000;
    const idle = await server.stats();
    console.log(
      `Server at ${server.url} (own process) started in ${startSeconds.toFixed(1)} s, ` +
        `RSS ${(idle.rss / 2 ** 20).toFixed(0)} MB`,
    );

    const token = await login(server.url, data.user);
    await checkAnswers(server.url, token, data);
    // As a browser asks: every figure is bytes on the wire, compressed where the server compresses.
    const accept = { 'accept-encoding': 'br, gzip' };
    const auth = { ...accept, authorization: `Bearer ${token}` };
    const { barcodes } = data;

    const picksPath = `/api/v2/picks?q%5Bproject_id_eq%5D=${data.targetProjectId}`;
    // As the picking screen asks: only the fields it reads (apps/web/src/domain/pick-fields.ts).
    const leanPath = `${picksPath}&${encodeQuery({ a: PICKS_LIST_FIELDS })}`;
    const lean = (await (await fetch(`${server.url}${leanPath}`, { headers: auth })).json()) as {
      item?: { code?: string };
      project_rows?: unknown;
    }[];
    if (lean.length !== DEFAULT_SIZES.targetPicks || lean.some((p) => !p.item?.code || p.project_rows)) {
      throw new Error(`the lean picks answer is not what the screen reads: ${JSON.stringify(lean[0])}`);
    }
    const all: Scenario[] = [
      {
        name: 'ceiling',
        label: 'ceiling: GET /info/version (no DB)',
        request: { method: 'GET', path: '/api/v2/info/version', headers: accept },
      },
      {
        name: 'bare',
        label: 'bare authenticated: GET /info/version',
        request: { method: 'GET', path: '/api/v2/info/version', headers: auth },
      },
      {
        name: 'session',
        label: 'session only: GET /info/ntp',
        request: { method: 'GET', path: '/api/v2/info/ntp', headers: auth },
      },
      {
        name: 'lookup',
        label: 'barcode lookup: GET /items?q[barcode_eq]',
        request: {
          method: 'GET',
          path: '/api/v2/items',
          headers: auth,
          setupRequest: (request) => ({
            ...request,
            path: `/api/v2/items?q%5Bbarcode_eq%5D=${encodeURIComponent(
              barcodes[Math.floor(Math.random() * barcodes.length)]!,
            )}`,
          }),
        },
      },
      {
        name: 'barcode',
        label: 'barcode lookup: POST /items/search',
        request: {
          method: 'POST',
          path: '/api/v2/items/search',
          headers: { ...auth, 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              q: { barcode_eq: barcodes[Math.floor(Math.random() * barcodes.length)] },
            }),
          }),
        },
      },
      {
        name: 'auth',
        label: 'auth only: GET /info/heartbeat',
        request: { method: 'GET', path: '/api/v2/info/heartbeat', headers: auth },
      },
      {
        name: 'picks-full',
        label: `picks, default fields (readings nested)`,
        request: { method: 'GET', path: picksPath, headers: auth },
      },
      {
        name: 'picks',
        label: `picks of a ${DEFAULT_SIZES.targetPicks}-line project, as the screen asks`,
        request: {
          method: 'GET',
          path: leanPath,
          headers: auth,
          // The app's cache-busting `cb`, different on every read.
          setupRequest: (request) => ({ ...request, path: `${leanPath}&cb=${Date.now()}${Math.random()}` }),
        },
      },
      {
        name: 'picks-computed',
        label: 'the same, every answer computed',
        request: {
          method: 'GET',
          path: leanPath,
          headers: auth,
          // A filter that changes nothing but the query (every quantity is above it, and it is no key an
          // index could take instead of project_id), so no answer is ever reused.
          setupRequest: (request) => ({
            ...request,
            path: `${leanPath}&q%5Bquantity_gt%5D=-${Math.floor(Math.random() * 1e9)}`,
          }),
        },
      },
    ];
    const scenarios = all.filter((s) => ONLY.length === 0 || ONLY.includes(s.name));

    console.log(
      `Load: autocannon, ${CONNECTIONS} connections, pipelining 1, ` +
        `${WARMUP} s warm-up + ${DURATION} s per scenario\n`,
    );
    console.log(`Load average ${loadavg()[0]!.toFixed(2)} (1 min) before the load`);
    const results: Measured[] = [];
    for (const scenario of scenarios) {
      const m = await measure(server, scenario);
      results.push(m);
      console.log(
        `  ${scenario.name}: ${fixed(m.rps, 0)} req/s, p50 ${fixed(m.p50, 2)} ms, p99 ${fixed(m.p99, 2)} ms`,
      );
    }
    const lookupScenario = scenarios.find((s) => s.name === 'barcode');
    const heartbeatScenario = scenarios.find((s) => s.name === 'auth');
    const rounds =
      lookupScenario && heartbeatScenario && RATIO_ROUNDS > 0
        ? await interleavedShares(server, lookupScenario, heartbeatScenario)
        : [];
    // Issue 47: the GET lookup against the bare authenticated route, alternately, as above.
    const getLookup = scenarios.find((s) => s.name === 'lookup');
    const bareRoute = scenarios.find((s) => s.name === 'bare');
    const bareRounds =
      getLookup && bareRoute && RATIO_ROUNDS > 0 ? await interleavedShares(server, getLookup, bareRoute) : [];

    console.log(
      '\n' +
        table([
          [
            'scenario',
            'req/s',
            'p50 ms',
            'p99 ms',
            'errors',
            'non-2xx',
            'peak RSS MB',
            'server CPU',
            'CPU µs/req',
            'KB/resp',
            'loadgen CPU',
          ],
          ...results.map((m) => [
            m.scenario.label,
            fixed(m.rps, 0),
            fixed(m.p50, 2),
            fixed(m.p99, 2),
            String(m.errors),
            String(m.non2xx),
            fixed(m.peakRssMb, 0),
            `${fixed(m.serverCpuShare * 100, 0)}%`,
            fixed(m.serverMicrosPerRequest, 0),
            fixed(m.bytesPerResponse / 1024, 1),
            `${fixed(m.loadCpuShare * 100, 0)}%`,
          ]),
        ]),
    );

    // One busy core is what a saturated Node server looks like; much less means it waited for the CPU.
    const starved = results.filter((m) => m.serverCpuShare < 0.85 && m.loadCpuShare < 0.85);
    if (starved.length > 0) {
      console.log(
        `\nNote: the server used well under one core in ${starved.map((m) => m.scenario.name).join(', ')} ` +
          `(load average now ${loadavg()[0]!.toFixed(2)}): other work on the machine likely held it back. ` +
          'CPU µs/req is the steadier figure.',
      );
    }

    const ceiling = results.find((m) => m.scenario.name === 'ceiling');
    const barcode = results.find((m) => m.scenario.name === 'barcode');
    if (barcode) {
      const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
      console.log('\nGoals (SQLite, 2 cores), barcode lookup:');
      console.log(
        `  ${verdict(barcode.rps >= GOAL_RPS)}  at least ${GOAL_RPS.toLocaleString('en')} req/s: ${fixed(barcode.rps, 0)}`,
      );
      console.log(
        `  ${verdict(barcode.p99 < GOAL_P99_MS)}  p99 under ${GOAL_P99_MS} ms: ${fixed(barcode.p99, 2)} ms`,
      );
      if (ceiling) {
        const share = barcode.rps / ceiling.rps;
        console.log(
          `  ${verdict(share >= GOAL_CEILING_SHARE)}  at least ${GOAL_CEILING_SHARE * 100}% of the ceiling ` +
            `(${fixed(ceiling.rps, 0)} req/s): ${fixed(share * 100, 0)}%`,
        );
      }
    }

    const picks = results.find((m) => m.scenario.name === 'picks');
    const heartbeat = results.find((m) => m.scenario.name === 'auth');
    if (picks || (barcode && heartbeat)) {
      const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
      console.log(`\nGoals of issue 18 (SQLite, ${CONNECTIONS} connections, br/gzip accepted):`);
      if (picks) {
        console.log(
          `  ${verdict(picks.rps >= GOAL_PICKS_RPS)}  picks at least ${GOAL_PICKS_RPS.toLocaleString('en')} req/s: ${fixed(picks.rps, 0)}`,
        );
        console.log(
          `  ${verdict(picks.p99 < GOAL_PICKS_P99_MS)}  picks p99 under ${GOAL_PICKS_P99_MS} ms: ${fixed(picks.p99, 2)} ms`,
        );
        const kb = picks.bytesPerResponse / 1024;
        console.log(
          `  ${verdict(kb <= GOAL_PICKS_KB)}  picks at most ${GOAL_PICKS_KB} KB on the wire: ${fixed(kb, 1)} KB`,
        );
      }
      if (barcode && heartbeat) {
        const percent = (share: number) => `${fixed(share * 100, 0)}%`;
        const share = barcode.rps / heartbeat.rps;
        if (rounds.length === 0) {
          console.log(
            `  ${verdict(share >= GOAL_HEARTBEAT_SHARE)}  barcode lookup at least ${GOAL_HEARTBEAT_SHARE * 100}% of the ` +
              `signed-in heartbeat (${fixed(heartbeat.rps, 0)} req/s): ${percent(share)}`,
          );
        } else {
          const shares = rounds.map((r) => r.share);
          const typical = quantile(shares, 0.5);
          console.log(
            `  ${verdict(typical >= GOAL_HEARTBEAT_SHARE)}  barcode lookup at least ${GOAL_HEARTBEAT_SHARE * 100}% of the ` +
              `signed-in heartbeat: median ${percent(typical)} over ${rounds.length} alternating rounds of ` +
              `${RATIO_SECONDS} s each (rounds ${shares.map(percent).join(' ')}; by server CPU a request ` +
              `${percent(
                quantile(
                  rounds.map((r) => r.cpuShare),
                  0.5,
                ),
              )}; the two ${DURATION} s scenarios above: ${percent(share)})`,
          );
        }
      }
    }

    const lookup = results.find((m) => m.scenario.name === 'lookup');
    const bare = results.find((m) => m.scenario.name === 'bare');
    if (lookup && bare) {
      const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
      const percent = (share: number) => `${fixed(share * 100, 0)}%`;
      const share = bareRounds.length
        ? quantile(
            bareRounds.map((r) => r.share),
            0.5,
          )
        : lookup.rps / bare.rps;
      console.log(
        `\nIssue 47 (SQLite, one process, ${CONNECTIONS} connections, load average ${loadavg()[0]!.toFixed(2)}):`,
      );
      console.log(
        `  lookup ${fixed(lookup.rps, 0)} req/s (${fixed(lookup.serverMicrosPerRequest, 0)} µs CPU) beside the bare ` +
          `authenticated route ${fixed(bare.rps, 0)} req/s (${fixed(bare.serverMicrosPerRequest, 0)} µs CPU): ` +
          `ratio ${percent(lookup.rps / bare.rps)}` +
          (bareRounds.length
            ? `; median of ${bareRounds.length} alternating rounds ${percent(share)} ` +
              `(rounds ${bareRounds.map((r) => percent(r.share)).join(' ')}; by CPU per request ${percent(
                quantile(
                  bareRounds.map((r) => r.cpuShare),
                  0.5,
                ),
              )})`
            : ''),
      );
      console.log(
        `  ${verdict(lookup.rps >= GOAL_LOOKUP_RPS)}  lookup at least ${GOAL_LOOKUP_RPS.toLocaleString('en')} req/s: ${fixed(lookup.rps, 0)}`,
      );
      console.log(
        `  ${verdict(share >= GOAL_BARE_SHARE)}  lookup at least ${GOAL_BARE_SHARE * 100}% of the bare route: ${percent(share)}`,
      );
      console.log(
        `  ${verdict(lookup.p99 < GOAL_LOOKUP_P99_MS)}  lookup p99 under ${GOAL_LOOKUP_P99_MS} ms: ${fixed(lookup.p99, 2)} ms`,
      );
    }

    const broken = [
      ...results,
      ...rounds.flatMap((r) => r.measured),
      ...bareRounds.flatMap((r) => r.measured),
    ].filter((m) => m.errors > 0 || m.non2xx > 0 || m.responses === 0);
    for (const m of broken) {
      console.error(
        `\n${m.scenario.name}: ${m.errors} errors, ${m.non2xx} non-2xx of ${m.responses} responses`,
      );
    }
    return broken.length > 0 ? 1 : 0;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (profileDir) printProfile(profileDir);
    clearTimeout(watchdog);
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('server.bench failed:', err);
    process.exit(1);
  },
);
