import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { create, createHarness, dialects, type Harness } from './support/harness';
import { openStream, type OpenStream } from './support/sse';
import { tmpdir } from 'node:os';
import { migrationNames, schemaVersion } from '../../src/db/migrate';
import { VERSION } from '../../src/version';
import { connect } from '../../src/db/connection';
import { readiness } from '../../src/http/health';
import { VirtualPrinter } from '../../src/printing/virtual-printer';

/** The value of one sample line of /metrics (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(dialects)('health and metrics on %s', (dialect) => {
  let h: Harness;
  let url: string;
  const streams: OpenStream[] = [];
  const scrape = async () => {
    const res = await h.request({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    h = await createHarness(dialect, { host: '127.0.0.1' });
    url = await h.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => h.close());

  it('answers liveness and readiness without a session', async () => {
    const live = await h.request({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await h.request({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', version: VERSION, schema: schemaVersion() });
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(schemaVersion()).toBe(migrationNames().at(-1));
  });

  it('names the release and its schema version in /metrics', async () => {
    const series = `warehouse_build_info{version="${VERSION}",schema="${schemaVersion()}"}`;
    expect(sample(await scrape(), series)).toBe(1);
  });

  it('is not ready while a migration this code knows is not applied', async () => {
    const last = migrationNames().at(-1)!;
    await sql`delete from kysely_migration where name = ${last}`.execute(h.handle.db);
    try {
      const res = await h.request({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'not_ready',
        reason: 'migrations_pending',
        pending: [last],
      });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last}, ${new Date().toISOString()})`.execute(
        h.handle.db,
      );
    }
    expect((await h.request({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  it('counts requests by route pattern, errors by id and idempotent replays', async () => {
    const item = await create(h, 'items', { code: 'ART-METRICS' });
    await h.request({ method: 'GET', url: `/api/v2/items/${item.id}`, token: h.tokens.admin });
    await h.request({ method: 'GET', url: '/api/v2/items/999999', token: h.tokens.admin });
    await h.request({ method: 'GET', url: '/api/v2/items' });
    const write = {
      method: 'POST' as const,
      url: '/api/v2/items',
      token: h.tokens.admin,
      headers: { 'idempotency-key': 'metrics-replay-1' },
      payload: { items: { code: 'ART-REPLAY' } },
    };
    expect((await h.request(write)).statusCode).toBe(201);
    const again = await h.request(write);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const text = await scrape();
    const seconds = 'warehouse_http_request_duration_seconds_count';
    // Two reads of one record: one series for the pattern, whatever the id.
    expect(sample(text, `${seconds}{method="GET",route="/api/v2/:model/:id",status_code="200"}`)).toBe(1);
    expect(sample(text, `${seconds}{method="GET",route="/api/v2/:model/:id",status_code="404"}`)).toBe(1);
    expect(sample(text, 'warehouse_errors_total{id="not_found"}')).toBe(1);
    expect(sample(text, 'warehouse_errors_total{id="unauthenticated"}')).toBe(1);
    expect(sample(text, 'warehouse_idempotent_replays_total')).toBe(1);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('reports open event streams and the delivery lag of their events', async () => {
    const project = (await create(h, 'projects', { name: 'Lista metriche' })).id as number;
    const before = await scrape();
    const lagCount = sample(before, 'warehouse_event_delivery_lag_seconds_count') ?? 0;
    const stream = await openStream(url, h.tokens.admin, `projects=${project}`);
    streams.push(stream);
    await stream.waitFor((e) => e.some((x) => x.event === 'ready'), 'the stream to open');
    expect(sample(await scrape(), 'warehouse_event_streams_open')).toBe(1);

    const item = await create(h, 'items', { code: 'ART-LAG' });
    await create(h, 'picks', { project_id: project, item_id: item.id, quantity: 2 });
    await stream.waitFor((e) => e.some((x) => x.event === 'change'), 'the change event');
    const after = await scrape();
    expect(sample(after, 'warehouse_event_delivery_lag_seconds_count')).toBeGreaterThan(lagCount);

    stream.close();
    await expect
      .poll(async () => sample(await scrape(), 'warehouse_event_streams_open'), { timeout: 5_000 })
      .toBe(0);
  });

  it("reports each printer's last known state, without connecting to any printer at scrape time", async () => {
    const printer = new VirtualPrinter({ host: '127.0.0.1', port: 0, render: false, state: 'paper_out' });
    const { port } = await printer.start();
    try {
      // Saving answers the printer's status: read once, then known.
      const saved = await create(h, 'printers', { name: 'Magazzino 1', host: '127.0.0.1', port });
      const connections = printer.connections;
      let text = await scrape();
      expect(sample(text, 'warehouse_printer_state{printer="Magazzino 1",state="paper_out"}')).toBe(1);
      expect(sample(text, 'warehouse_printer_state{printer="Magazzino 1",state="online"}')).toBe(0);
      // Paper loaded: the scrape still says what was last read, and has not asked the printer.
      printer.state = 'ready';
      text = await scrape();
      expect(sample(text, 'warehouse_printer_state{printer="Magazzino 1",state="paper_out"}')).toBe(1);
      expect(printer.connections).toBe(connections);
      // A read of the printer (the back office's list) refreshes what the next scrape says.
      await h.request({ method: 'GET', url: `/api/v2/printers/${saved.id}`, token: h.tokens.admin });
      text = await scrape();
      expect(sample(text, 'warehouse_printer_state{printer="Magazzino 1",state="online"}')).toBe(1);
    } finally {
      await printer.stop();
    }
  });

  if (dialect === 'postgres') {
    it('reports the PostgreSQL pool', async () => {
      const text = await scrape();
      expect(sample(text, 'warehouse_db_pool_max')).toBe(10);
      expect(sample(text, 'warehouse_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    });

    it('counts no waiting request on an idle server (the scrape itself is not one)', async () => {
      // A printer makes the scrape query the database while it collects.
      await create(h, 'printers', { name: 'Idle scrape', host: '127.0.0.1', port: 1 });
      for (let i = 0; i < 3; i++) {
        const text = await scrape();
        expect(sample(text, 'warehouse_db_pool_connections{state="waiting"}')).toBe(0);
      }
    });
  }
});

describe('readiness without a database', () => {
  it('is not ready when the database does not answer', async () => {
    // Nothing listens on port 1: the connection is refused, as with a PostgreSQL that is down.
    const handle = connect({ databaseUrl: 'postgres://warehouse@127.0.0.1:1/warehouse', dataDir: tmpdir() });
    try {
      expect(await readiness(handle.db)).toMatchObject({
        status: 'not_ready',
        reason: 'database_unreachable',
      });
    } finally {
      await handle.close();
    }
  });
});

describe('who may read /metrics', () => {
  const harnesses: Harness[] = [];
  afterAll(async () => {
    for (const h of harnesses) await h.close();
  });

  it('does not exist on a server listening on the network without a token', async () => {
    const h = await createHarness('sqlite', { host: '0.0.0.0' });
    harnesses.push(h);
    expect((await h.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('asks for the token when one is set', async () => {
    const token = 'scrape-token-0123456789';
    const h = await createHarness('sqlite', { host: '0.0.0.0', metricsToken: token });
    harnesses.push(h);
    const without = await h.request({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    const wrong = await h.request({ method: 'GET', url: '/metrics', token: 'scrape-token-9876543210' });
    expect(wrong.statusCode).toBe(401);
    const right = await h.request({ method: 'GET', url: '/metrics', token });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toContain('text/plain');
    expect(right.body).toContain('warehouse_http_request_duration_seconds');
  });
});
