/**
 * Reader bridge: the simulator at 2,000 tag readings per second to 5 WebSocket clients for 10 seconds,
 * all on loopback. Prints readings per second delivered, the delay from source to client (p50, p99,
 * max), readings lost, and the bridge's memory (peak, and every second to show whether it is flat).
 *
 * The delay is measured without a clock shared over a side channel: simulated tag number k is due
 * at k / rate seconds after the Unix epoch (see the simulator), so a client knows from the tag alone
 * when the source produced it. The bridge runs with --window 0: a read window would add its own
 * length to every delay by design, and this measures the transport.
 */
// First: `--help` prints this file's opening comment before anything starts.
import './support/help';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { simulatedTagSerial } from '../apps/reader-bridge/src/sources/simulated-codes';

const RATE = 2000;
const CLIENTS = 5;
const WARM_UP_MS = 1000;
const MEASURE_MS = 10_000;
const GRACE_MS = 500;

const root = fileURLToPath(new URL('..', import.meta.url));
const now = () => performance.timeOrigin + performance.now();

const bridge = spawn(
  process.execPath,
  ['--import', 'tsx', 'apps/reader-bridge/src/main.ts', '--port', '0', '--no-stdin', '--window', '0'].concat([
    '--simulate',
    'tags',
    '--rate',
    String(RATE),
  ]),
  { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
);
let log = '';
bridge.stderr.setEncoding('utf8').on('data', (text: string) => (log += text));

// Bounded in time whatever happens.
const watchdog = setTimeout(() => {
  console.log('reader-bridge bench: gave up after 60 s');
  bridge.kill('SIGKILL');
  process.exit(1);
}, 60_000);

function rssKiB(field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
      readFileSync(`/proc/${bridge.pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined; // not Linux: memory is not reported
  }
}

async function bridgeUrl(): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const match = /serving readings on (ws:\/\/\S+)/.exec(log);
    if (match) return match[1]!;
    if (bridge.exitCode !== null || Date.now() > deadline)
      throw new Error(`the bridge did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface ClientStats {
  socket: WebSocket;
  serials: Set<number>;
  delays: number[];
  frames: number;
}

function connectClient(url: string, window: { start: number; end: number }): Promise<ClientStats> {
  const socket = new WebSocket(url);
  const stats: ClientStats = { socket, serials: new Set(), delays: [], frames: 0 };
  socket.on('message', (data) => {
    const receivedAt = now();
    for (const tag of String(data).split('|')) {
      const serial = simulatedTagSerial(tag);
      if (serial === undefined) continue;
      const dueAt = (serial * 1000) / RATE;
      if (dueAt < window.start || dueAt >= window.end) continue;
      stats.frames++;
      stats.serials.add(serial);
      stats.delays.push(receivedAt - dueAt);
    }
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(stats));
    socket.once('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const mib = (kib: number | undefined) => (kib === undefined ? 'n/a' : `${(kib / 1024).toFixed(1)} MiB`);

async function main(): Promise<void> {
  const url = await bridgeUrl();
  const window = { start: Infinity, end: Infinity };
  const clients = await Promise.all(Array.from({ length: CLIENTS }, () => connectClient(url, window)));
  window.start = now() + WARM_UP_MS;
  window.end = window.start + MEASURE_MS;

  const rssBySecond: (number | undefined)[] = [];
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
  const sampler = setInterval(() => rssBySecond.push(rssKiB('VmRSS')), 1000);
  await new Promise((resolve) => setTimeout(resolve, MEASURE_MS + GRACE_MS));
  clearInterval(sampler);
  const peak = rssKiB('VmHWM');

  const first = Math.ceil((window.start * RATE) / 1000);
  const last = Math.ceil((window.end * RATE) / 1000) - 1;
  const expected = last - first + 1;
  const received = clients.reduce((sum, c) => sum + c.serials.size, 0);
  const duplicates = clients.reduce((sum, c) => sum + c.frames - c.serials.size, 0);
  const delays = clients.flatMap((c) => c.delays).sort((a, b) => a - b);
  const perClient = clients.map((c) => c.serials.size);

  console.log(`simulator: ${RATE} tag readings/s, ${CLIENTS} clients, ${MEASURE_MS / 1000} s, --window 0`);
  console.log(
    `delivered: ${Math.round(received / (MEASURE_MS / 1000))} readings/s in all ` +
      `(${Math.round(received / CLIENTS / (MEASURE_MS / 1000))} per client)`,
  );
  console.log(
    `lost: ${expected * CLIENTS - received} of ${expected * CLIENTS} ` +
      `(per client received ${perClient.join(', ')} of ${expected}); duplicates: ${duplicates}`,
  );
  console.log(
    `delay source -> client: p50 ${percentile(delays, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(delays, 99).toFixed(1)} ms, max ${(delays.at(-1) ?? NaN).toFixed(1)} ms`,
  );
  console.log(`bridge memory: peak RSS ${mib(peak)}; RSS each second ${rssBySecond.map(mib).join(' ')}`);
  const warnings = log.split('\n').filter((line) => / WARN /.test(line));
  if (warnings.length > 0) console.log(`bridge warnings:\n${warnings.slice(0, 5).join('\n')}`);

  for (const client of clients) client.socket.close();
}

try {
  await main();
} finally {
  const exited = new Promise((resolve) => bridge.once('exit', resolve));
  if (bridge.exitCode === null) bridge.kill('SIGTERM');
  const hard = setTimeout(() => bridge.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(hard);
  clearTimeout(watchdog);
}
