/**
 * The server under benchmark, in its own process so the load generator does
 * not share its event loop: `startServer` on 127.0.0.1 and a free port, over
 * the database in BENCH_DATA_DIR (or, with BENCH_DATABASE_URL, PostgreSQL in schema BENCH_SCHEMA,
 * signing with BENCH_SECRET so that several processes share sessions), logging warnings only, no
 * demo data.
 *
 * It talks to the parent over the IPC channel:
 *   → { type: 'ready', url }                   once listening
 *   ← { type: 'stats', id }                   → { type: 'stats', id, peakRss, rss, cpuMicros }
 *     (peak RSS since the previous `stats`, sampled every 50 ms; CPU time used so far)
 *   ← { type: 'stop' }                         closes the server and exits
 * It exits on its own when the parent goes away.
 */
import { loadConfig } from '../../apps/server/src/config';
import { startServer } from '../../apps/server/src/server';
import { connect } from '../../apps/server/src/db/connection';

export type ToServer = { type: 'stats'; id: number } | { type: 'stop' };
export type FromServer =
  | { type: 'ready'; url: string }
  | { type: 'stats'; id: number; peakRss: number; peakHeap: number; rss: number; cpuMicros: number };

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
    // The fleet signs every handheld in from one address: the login limiter told so by the bench.
    ...(process.env.BENCH_LOGIN_MAX_PER_ADDRESS
      ? { LOGIN_MAX_FAILURES_PER_ADDRESS: process.env.BENCH_LOGIN_MAX_PER_ADDRESS }
      : {}),
    ...(process.env.BENCH_DATABASE_URL
      ? { DATABASE_URL: process.env.BENCH_DATABASE_URL, SECRET: process.env.BENCH_SECRET }
      : {}),
  });
  const server = await startServer(
    config,
    connect({ ...config, schema: process.env.BENCH_SCHEMA || undefined }),
  );

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
      });
      peak = rss;
      peakHeap = process.memoryUsage().heapUsed;
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
