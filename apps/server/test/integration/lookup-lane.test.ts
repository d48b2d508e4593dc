/**
 * The barcode lookup's own lane (http/lookup-lane.ts): a scan's `GET /items?q[barcode_eq]=…` sent
 * over a real socket is answered before Fastify's routing, and must be the answer the generic route
 * gives to the same request (Fastify's inject, which the lane never sees): same status, body bytes,
 * validator, compression and headers. What is not the lane's plain case (a refused session, a role
 * that may not read items, an Origin, another parameter, a blank barcode) gets the generic answer.
 */
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from './support/harness';
import { localAuthority } from '../../src/https/authority';

interface Got {
  status: number;
  headers: IncomingHttpHeaders | OutgoingHttpHeaders;
  body: Buffer;
}

/** Headers that differ between two answers to the same request by nature. */
const PER_ANSWER = ['date', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding'];

const comparable = (headers: Got['headers']) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.includes(name)));

const plain = (got: Got) =>
  got.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(got.body).toString()
    : got.headers['content-encoding'] === 'gzip'
      ? gunzipSync(got.body).toString()
      : got.body.toString();

describe.each(dialects)('the lookup lane on %s', (dialect) => {
  let h: Harness;
  let port: number;

  /** Over a real socket: the lane's when it is the lane's case. */
  const overSocket = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Got>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  /** Through Fastify itself (inject): always the generic route. */
  const generic = async (path: string, headers: Record<string, string> = {}): Promise<Got> => {
    const res = await h.app.inject({ method: 'GET', url: path, headers });
    return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
  };
  const scan = (barcode: string, extra = '') =>
    `/api/v2/items?q%5Bbarcode_eq%5D=${encodeURIComponent(barcode)}&cb=${Math.random()}${extra}`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    h = await createHarness(dialect, { logLevel: 'info' }, { logStream: { write: () => {} } });
    const unit = await create(h, 'measure_units', { name: 'Chilogrammi', code: 'KG', divisible: true });
    const shelf = await create(h, 'locations', {
      name: 'A01',
      code: 'A01',
      description: 'Scaffale "alto" – è',
    });
    const full = await create(h, 'items', {
      code: 'ART-FULL',
      barcode: '8001234567890',
      description: 'Pasta <b>di</b> semola — «speciale»',
      measure_unit_id: unit.id,
      location_id: shelf.id,
      quantity: 12.5,
    });
    await create(h, 'additional_barcodes', { item_id: full.id, code: 'ALT-1' });
    await create(h, 'items', { code: 'ART-BARE', barcode: 'ABC 123/x+y' });
    // Past the compression threshold: the answer goes out compressed as the client accepts.
    const big = await create(h, 'items', { code: 'ART-BIG', barcode: '8000000000017' });
    for (let i = 0; i < 40; i++)
      await create(h, 'additional_barcodes', { item_id: big.id, code: `BIG-${i}` });
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    port = (h.app.server.address() as AddressInfo).port;
    // The lane learns the headers every answer gets from a first generic answer.
    await overSocket(scan('8001234567890'), bearer(h.tokens.operator));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(() => h?.close());

  it('answers a scan as the generic route does: status, bytes, validator, compression and headers', async () => {
    const cases: [string, Record<string, string>][] = [
      ['8001234567890', {}],
      ['ABC 123/x+y', { 'x-request-id': 'scan-42' }],
      ['8000000000017', { 'accept-encoding': 'br, gzip' }],
      ['8000000000017', { 'accept-encoding': 'gzip' }],
      ['8000000000017', {}],
      ['NOT-A-BARCODE', {}],
    ];
    for (const [barcode, headers] of cases) {
      const path = scan(barcode);
      const before = h.app.lookupLane.served();
      const lane = await overSocket(path, { ...bearer(h.tokens.operator), ...headers });
      expect(h.app.lookupLane.served(), barcode).toBe(before + 1);
      const fastify = await generic(path, { ...bearer(h.tokens.operator), ...headers });
      expect(lane.status, barcode).toBe(fastify.status);
      expect(plain(lane), barcode).toBe(plain(fastify));
      expect(comparable(lane.headers), barcode).toEqual(comparable(fastify.headers));
      if (headers['x-request-id']) expect(lane.headers['x-request-id']).toBe('scan-42');
    }
    // As the app's encoder writes it (brackets as they are, a space as %20) and as a form writes it (+).
    const served = h.app.lookupLane.served();
    const app = await overSocket(
      '/api/v2/items?q[barcode_eq]=ABC%20123%2Fx%2By&cb=1',
      bearer(h.tokens.operator),
    );
    const form = await overSocket('/api/v2/items?q[barcode_eq]=ABC+123%2Fx%2By', bearer(h.tokens.operator));
    expect([app.status, form.status, h.app.lookupLane.served()]).toEqual([200, 200, served + 2]);
    expect(app.body.toString()).toBe(form.body.toString());
    const found = await overSocket(scan('ABC 123/x+y'), bearer(h.tokens.operator));
    expect(JSON.parse(found.body.toString())).toMatchObject([{ code: 'ART-BARE', barcode: 'ABC 123/x+y' }]);
    const missing = await overSocket(scan('NOT-A-BARCODE'), bearer(h.tokens.operator));
    expect([missing.status, missing.body.toString(), missing.headers['content-range']]).toEqual([
      404,
      '[]',
      'items */0',
    ]);
    expect(missing.headers.token).toEqual(expect.any(String));
  });

  it('answers 304 without a body for the answer the handheld holds', async () => {
    const first = await overSocket(scan('8001234567890'), bearer(h.tokens.operator));
    const before = h.app.lookupLane.served();
    const again = await overSocket(scan('8001234567890'), {
      ...bearer(h.tokens.operator),
      'if-none-match': String(first.headers.etag),
    });
    expect([again.status, again.body.length, again.headers.etag]).toEqual([304, 0, first.headers.etag]);
    expect(h.app.lookupLane.served()).toBe(before + 1);
    const fastify = await generic(scan('8001234567890'), {
      ...bearer(h.tokens.operator),
      'if-none-match': String(first.headers.etag),
    });
    expect(comparable(again.headers)).toEqual(comparable(fastify.headers));
  });

  it('leaves to the generic route what is not its plain case, and the answer is the generic one', async () => {
    const noItems = await h.createUser({ email: 'nessuno@test.it', password: 'pw-nessuno-123456' });
    const noRights = await h.login('nessuno@test.it', 'pw-nessuno-123456');
    const before = h.app.lookupLane.served();
    const refused = await overSocket(scan('8001234567890'), bearer('not-a-token'));
    expect([refused.status, refused.headers['www-authenticate']]).toEqual([401, 'Bearer realm="api"']);
    const forbidden = await overSocket(scan('8001234567890'), bearer(noRights));
    expect(forbidden.status).toBe(403);
    expect(JSON.parse(forbidden.body.toString()).id).toBe('forbidden');
    const cors = await overSocket(scan('8001234567890'), {
      ...bearer(h.tokens.operator),
      origin: 'https://erp.example',
    });
    expect(cors.status).toBe(200);
    expect(cors.headers['access-control-allow-origin']).toBe('*');
    const shaped = await overSocket(
      scan('8001234567890', '&a%5Bonly%5D%5B%5D=code'),
      bearer(h.tokens.operator),
    );
    expect(JSON.parse(shaped.body.toString())).toEqual([{ code: 'ART-FULL' }]);
    // A blank barcode is no filter: every item, as the generic route has always answered.
    const blank = await overSocket('/api/v2/items?q%5Bbarcode_eq%5D=', bearer(h.tokens.operator));
    expect(JSON.parse(blank.body.toString())).toHaveLength(3);
    const head = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'HEAD',
          path: scan('8001234567890'),
          headers: bearer(h.tokens.operator),
          agent: false,
        },
        (res) => resolve(res.statusCode!),
      );
      req.on('error', reject);
      req.end();
    });
    expect(head).toBe(200);
    expect(h.app.lookupLane.served()).toBe(before);
    expect(noItems.id).toBeGreaterThan(0);
  });

  it('refuses at once a user deactivated by another connection, as the generic route does', async () => {
    const { id } = await h.createUser({
      email: 'turno@test.it',
      password: 'pw-turno-1234567',
      roles: ['operatore'],
    });
    const token = await h.login('turno@test.it', 'pw-turno-1234567');
    expect((await overSocket(scan('8001234567890'), bearer(token))).status).toBe(200);
    expect((await overSocket(scan('8001234567890'), bearer(token))).status).toBe(200);
    // As the CLI or a second process would: its own connection to the same database.
    if (dialect === 'sqlite') {
      const other = new SQLite(join(h.config.dataDir, 'warehouse.sqlite'));
      other.prepare('update users set active = 0 where id = ?').run(id);
      other.close();
    } else {
      const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await other.connect();
      const schema = (
        await h.handle.db.selectNoFrom(sql<string>`current_schema()`.as('s')).executeTakeFirstOrThrow()
      ).s;
      await other.query(`update ${schema}.users set active = false where id = $1`, [id]);
      await other.end();
    }
    const after = await overSocket(scan('8001234567890'), bearer(token));
    expect(after.status).toBe(401);
    expect(JSON.parse(after.body.toString()).id).toBe('user_revoked');
  });

  it('counts its answers in the request metrics under the generic route', async () => {
    const series = async () =>
      (
        await h.app.services.metrics.registry
          .getSingleMetric('warehouse_http_request_duration_seconds')!
          .get()
      ).values.find(
        (v) =>
          (v as { metricName?: string }).metricName === 'warehouse_http_request_duration_seconds_count' &&
          v.labels.route === '/api/v2/:model' &&
          v.labels.method === 'GET' &&
          v.labels.status_code === '200',
      )?.value ?? 0;
    const before = await series();
    const served = h.app.lookupLane.served();
    await overSocket(scan('8001234567890'), bearer(h.tokens.operator));
    expect(h.app.lookupLane.served()).toBe(served + 1);
    expect(await series()).toBe(before + 1);
  });
});

describe('the lookup lane over HTTPS', () => {
  let h: Harness;
  let port: number;
  let ca: string;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warehouse-lane-tls-'));
    const authority = await localAuthority(dir, ['127.0.0.1']);
    ca = new X509Certificate(authority.caDer).toString();
    h = await createHarness('sqlite', {}, { https: { key: authority.key, cert: authority.cert } });
    await create(h, 'items', { code: 'ART-TLS', barcode: '8009999999999' });
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    port = (h.app.server.address() as AddressInfo).port;
    rmSync(dir, { recursive: true, force: true });
  });
  afterAll(() => h?.close());

  const overTls = (path: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = httpsRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          ca,
          headers: { authorization: `Bearer ${h.tokens.operator}` },
          agent: false,
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });

  it('answers with HSTS, as every answer over HTTPS does', async () => {
    const path = '/api/v2/items?q%5Bbarcode_eq%5D=8009999999999';
    await overTls(path);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = h.app.lookupLane.served();
    const res = await overTls(path);
    expect(h.app.lookupLane.served()).toBe(before + 1);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject([{ code: 'ART-TLS' }]);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
