/**
 * The server under benchmark, in its own process so the load generator does
 * not share its event loop: `startServer` on 127.0.0.1 and a free port, over
 * the database in BENCH_DATA_DIR (or, with BENCH_DATABASE_URL, PostgreSQL in schema BENCH_SCHEMA,
 * signing with BENCH_SECRET so that several processes share sessions), logging warnings only, no
 * demo data.
 *
 * It talks to the parent over the IPC channel:
 *   → { type: 'ready', url }                   once listening
 *   ← { type: 'stats', id }                   → { type: 'stats', id, peakRss, rss, cpuMicros, statements }
 *     (peak RSS since the previous `stats`, sampled every 50 ms; CPU time used so far; SQL
 *     statements run so far, counted when BENCH_COUNT_STATEMENTS=1, else 0)
 *   ← { type: 'profile', id, file? }           starts a V8 CPU profile of the server (no file), or
 *                                              stops it and writes it to `file` → { type: 'profiled', id }
 *   ← { type: 'stop' }                         closes the server and exits
 * It exits on its own when the parent goes away.
 */
import { loadConfig } from '../../apps/server/src/config';
import { startServer } from '../../apps/server/src/server';
import { connect } from '../../apps/server/src/db/connection';
import type { KyselyPlugin } from 'kysely';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export type ToServer =
  { type: 'stats'; id: number } | { type: 'profile'; id: number; file?: string } | { type: 'stop' };
export type FromServer =
  | { type: 'ready'; url: string }
  | { type: 'profiled'; id: number }
  | {
      type: 'stats';
      id: number;
      peakRss: number;
      peakHeap: number;
      rss: number;
      cpuMicros: number;
      statements: number;
    };

async function main() {
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!dataDir || !process.send) throw new Error('run by server.bench.ts, with BENCH_DATA_DIR and IPC');
  const send = (message: FromServer) => process.send?.(message);

  // Only what the benchmark means: the caller's DATABASE_URL, PORT or SECRET do not leak in.
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
    WAREHOUSE_DEMO: 'off',
    // The login limiter as the caller set it (its defaults otherwise): a bench logs many users in at once.
    LOGIN_MAX_FAILURES: process.env.LOGIN_MAX_FAILURES,
    LOGIN_MAX_FAILURES_PER_ADDRESS: process.env.LOGIN_MAX_FAILURES_PER_ADDRESS,
    ...(process.env.BENCH_DATABASE_URL
      ? { DATABASE_URL: process.env.BENCH_DATABASE_URL, SECRET: process.env.BENCH_SECRET }
      : {}),
  });
  const handle = connect({ ...config, schema: process.env.BENCH_SCHEMA || undefined });
  // Every statement the server runs passes here once its result is back (Kysely's plugin hook).
  let statements = 0;
  if (process.env.BENCH_COUNT_STATEMENTS === '1') {
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: ({ result }) => {
        statements++;
        return Promise.resolve(result);
      },
    };
    handle.db = handle.db.withPlugin(counter);
  }
  const server = await startServer(config, handle);

  let peak = process.memoryUsage.rss();
  // The JavaScript heap's peak too: RSS alone mixes what is kept with garbage not yet collected.
  let peakHeap = process.memoryUsage().heapUsed;
  // BENCH_GC=1 (with --expose-gc): collect before each heap sample, so the heap figure is what is
  // really kept, not garbage waiting for the collector.
  const collect = process.env.BENCH_GC ? (globalThis as { gc?: () => void }).gc : undefined;
  let sampled = 0;
  const sampler = setInterval(() => {
    if (collect && ++sampled % 10 === 0) collect();
    const rss = process.memoryUsage.rss();
    if (rss > peak) peak = rss;
    const heap = process.memoryUsage().heapUsed;
    if (heap > peakHeap) peakHeap = heap;
  }, 50);

  // A profile of a chosen window only (not the start-up): `profile()` starts it, `profile(file)` ends it.
  let session: Session | undefined;
  const profile = async (file?: string) => {
    if (!file) {
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      return;
    }
    const { profile: taken } = await session!.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(taken));
    session!.disconnect();
    session = undefined;
  };

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    clearInterval(sampler);
    try {
      await server.close();
    } finally {
      // A clean exit, so --cpu-prof writes its profile.
      process.exit(code);
    }
  };

  process.on('message', (message: ToServer) => {
    if (message.type === 'stats') {
      const rss = process.memoryUsage.rss();
      const cpu = process.cpuUsage();
      send({
        type: 'stats',
        id: message.id,
        peakRss: Math.max(peak, rss),
        peakHeap,
        rss,
        cpuMicros: cpu.user + cpu.system,
        statements,
      });
      peak = rss;
      peakHeap = process.memoryUsage().heapUsed;
    } else if (message.type === 'profile') {
      void profile(message.file).then(() => send({ type: 'profiled', id: message.id }));
    } else if (message.type === 'stop') {
      void stop(0);
    }
  });
  process.on('disconnect', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));

  send({ type: 'ready', url: server.url });
}

main().catch((err) => {
  console.error('bench server failed:', err);
  process.exit(1);
});
