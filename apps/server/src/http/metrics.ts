import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isLoopback, type Config } from '../config';
import type { DbHandle } from '../db/connection';
import { lastKnownStatus } from '../printing/status';
import { freeBytes } from '../services/uploads';
import { schemaVersion } from '../db/migrate';
import { VERSION } from '../version';
import type { DeliveryOutcome } from '../webhooks/delivery';

/** What the rest of the server reports to `/metrics`; one per app (tests build several). */
export interface Metrics {
  registry: Registry;
  /** Times an answered request under its route pattern. */
  requestAnswered(request: FastifyRequest, reply: FastifyReply): void;
  /** The same for a request answered outside Fastify (http/lookup-lane.ts): its route's pattern. */
  routeAnswered(method: string, route: string, status: number, seconds: number): void;
  /** An error answer with its stable `id` (`not_found`, `stale_record`, …). */
  errorAnswered(id: string): void;
  /** A write answered from its stored Idempotency-Key answer. */
  replayed(): void;
  /** An event stream opened; call the result when it ends. */
  streamOpened(): () => void;
  /** The server ended an event stream, or refused one (`server_full`), and why (live/fan-out.ts). */
  streamClosed(reason: string): void;
  /** Change events handed to this process's streams, with when their write stamped them. */
  eventsRead(createdAt: readonly unknown[]): void;
  /** A webhook delivery attempt and what it came to. */
  webhookAttempted(outcome: DeliveryOutcome): void;
}

// Latency buckets around what a handheld feels: a lookup is a few ms, 300 ms is the goal's edge.
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5];
const LAG_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10];
const PRINTER_STATES = [
  'unknown',
  'online',
  'unreachable',
  'paper_out',
  'ribbon_out',
  'head_open',
  'paused',
  'error',
];

export function createMetrics(handle: DbHandle, uploadDir?: string): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'warehouse_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status (its _count is the request rate)',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const errors = new Counter({
    name: 'warehouse_errors_total',
    help: 'Error answers by their stable id (the `id` field of the answer body)',
    labelNames: ['id'],
    registers,
  });
  const replays = new Counter({
    name: 'warehouse_idempotent_replays_total',
    help: 'Writes answered from the stored answer of their Idempotency-Key (a retry after a lost answer)',
    registers,
  });
  const streams = new Gauge({
    name: 'warehouse_event_streams_open',
    help: 'Event streams (GET /api/v2/events) open on this process',
    registers,
  });
  const closedStreams = new Counter({
    name: 'warehouse_event_streams_closed_total',
    help: 'Event streams the server ended or refused, by reason (session_limit, server_full, slow, session_ended, expired, shutdown)',
    labelNames: ['reason'],
    registers,
  });
  const lag = new Histogram({
    name: 'warehouse_event_delivery_lag_seconds',
    help: "From a write's change event being stamped to this process handing it to its open streams",
    buckets: LAG_BUCKETS,
    registers,
  });
  new Gauge({
    name: 'warehouse_build_info',
    help: "Always 1: this release's version and the database schema version it runs on",
    labelNames: ['version', 'schema'],
    registers,
  }).set({ version: VERSION, schema: schemaVersion() }, 1);
  const pool = handle.pool;
  if (pool) {
    new Gauge({
      name: 'warehouse_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers,
      // Registered before the printers' gauge, whose query would otherwise be read as a request
      // waiting for a connection on every scrape of an idle server (collectors start in order).
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({ name: 'warehouse_db_pool_max', help: 'PostgreSQL pool size', registers }).set(
      pool.options.max ?? 10,
    );
  }

  // Webhooks' gauge asks the database at scrape time: registered after the pool's (see above).
  const webhookAttempts = new Counter({
    name: 'warehouse_webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome: delivered, retrying (failed, retried later), failed (retries spent), disabled (410 Gone)',
    labelNames: ['outcome'],
    registers,
  });
  for (const outcome of ['delivered', 'retrying', 'failed', 'disabled']) webhookAttempts.inc({ outcome }, 0);
  new Gauge({
    name: 'warehouse_webhook_oldest_pending_seconds',
    help: 'Age of the oldest webhook event still to deliver to an active endpoint (0 when none): asked at scrape time',
    registers,
    async collect() {
      const row = await handle.db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
        .select((eb) => eb.fn.min('e.created_at').as('oldest'))
        .where('d.status', '=', 'pending')
        .executeTakeFirst();
      const oldest = row?.oldest ? new Date(row.oldest as string).getTime() : NaN;
      this.set(Number.isFinite(oldest) ? Math.max(0, Date.now() - oldest) / 1000 : 0);
    },
  });

  const printerState = new Gauge({
    name: 'warehouse_printer_state',
    help: "Each label printer: 1 for its state as last read by this process (never asked at scrape time; 'unknown' before the first read), 0 for the others",
    labelNames: ['printer', 'state'],
    registers,
    async collect() {
      printerState.reset();
      const printers = await handle.db.selectFrom('printers').select(['name', 'host', 'port']).execute();
      for (const p of printers) {
        const status = lastKnownStatus(p.host, p.port);
        const current = status ? (status.offline_reason ?? 'online') : 'unknown';
        for (const state of PRINTER_STATES)
          printerState.set({ printer: String(p.name), state }, state === current ? 1 : 0);
      }
    },
  });
  if (uploadDir) {
    new Gauge({
      name: 'warehouse_upload_disk_free_bytes',
      help: 'Free bytes on the upload directory\'s disk; below UPLOAD_MIN_FREE_MB uploads answer 507 storage_full (counted in warehouse_errors_total{id="storage_full"})',
      registers,
      async collect() {
        this.set(await freeBytes(uploadDir));
      },
    });
  }
  const routeAnswered = (method: string, route: string, status: number, seconds: number) =>
    requests.observe({ method, route, status_code: String(status) }, seconds);
  return {
    registry,
    // The route's pattern, not its URL: ids and queries would make a series per record.
    requestAnswered: (request, reply) =>
      routeAnswered(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      ),
    routeAnswered,
    errorAnswered: (id) => errors.inc({ id }),
    replayed: () => replays.inc(),
    streamOpened() {
      streams.inc();
      let open = true;
      return () => {
        if (open) streams.dec();
        open = false;
      };
    },
    streamClosed: (reason) => closedStreams.inc({ reason }),
    webhookAttempted: (outcome) => webhookAttempts.inc({ outcome }),
    eventsRead(createdAt) {
      const now = Date.now();
      for (const stamp of createdAt) {
        const at = new Date(stamp as string | Date).getTime();
        if (Number.isFinite(at)) lag.observe(Math.max(0, now - at) / 1000);
      }
    },
  };
}

/** Is this request allowed to read `/metrics`? Open on a loopback-only server, else by token. */
function mayScrape(config: Config, request: FastifyRequest): boolean {
  if (config.metricsToken) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const wanted = Buffer.from(`Bearer ${config.metricsToken}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  return isLoopback(config.host);
}

/**
 * `GET /metrics` in Prometheus' text format, and the hook that times every request. Served when
 * the server listens on loopback only, or to a scraper with `Authorization: Bearer METRICS_TOKEN`;
 * otherwise it does not exist (404), so a handheld on the Wi-Fi cannot read it.
 */
export function metricsRoutes(app: FastifyInstance, config: Config, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => metrics.requestAnswered(request, reply));
  const served = Boolean(config.metricsToken) || isLoopback(config.host);
  app.get('/metrics', async (request, reply) => {
    // Answered here rather than left to the web app's fallback, which would send its page.
    if (!served) return reply.code(404).send({ error: 'Risorsa non trovata', id: 'not_found' });
    if (!mayScrape(config, request)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.code(401).send({ error: 'Token delle metriche mancante o errato', id: 'unauthenticated' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
