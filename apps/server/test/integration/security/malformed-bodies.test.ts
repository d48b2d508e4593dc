import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { create, createHarness, dialects, type Harness } from '../support/harness';
import { multipart, pngBytes } from '../support/multipart';

/** A small seeded generator (mulberry32): the fuzz run is the same on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An error answer a client can act on: 4xx, `{ error, id }` with a stable id, nothing of the insides. */
function expectClientError(res: LightMyRequestResponse, status?: number) {
  if (status) expect(res.statusCode, res.body).toBe(status);
  else expect(res.statusCode, res.body).toBeLessThan(500);
  const body = res.json();
  expect(typeof body.error).toBe('string');
  expect(body.id).toMatch(/^[a-z_]+$/);
  for (const leak of ['stack', 'node_modules', '    at ', 'Unexpected end'])
    expect(res.body).not.toContain(leak);
}

describe.each(dialects)('malformed bodies on %s', (dialect) => {
  let h: Harness;
  let project: number;
  let uploadDir: string;
  beforeAll(async () => {
    h = await createHarness(dialect);
    project = (await create(h, 'projects', { name: 'Malformati' })).id;
    uploadDir = join(h.config.dataDir, 'uploads');
  });
  afterAll(() => h?.close());

  /** Files in the upload directory that no attachment records: there must be none. */
  async function strayFiles() {
    const files = existsSync(uploadDir) ? readdirSync(uploadDir) : [];
    const kept = await h.handle.db.selectFrom('attachments').select('storage_key').execute();
    const keys = new Set(kept.map((k) => String(k.storage_key)));
    return files.filter((f) => !keys.has(f));
  }

  const packageWithPhoto = () =>
    multipart([
      { name: 'packages[project_id]', value: String(project) },
      { name: 'packages[pictures][]', filename: 'foto.png', contentType: 'image/png', data: pngBytes(4096) },
    ]);

  const targets = [
    { method: 'POST' as const, url: '/api/v2/packages' },
    { method: 'POST' as const, url: '/api/v2/additional_barcodes' },
    { method: 'POST' as const, url: '/api/v2/picks' },
    { method: 'PUT' as const, url: '/api/v2/roles/1' },
    { method: 'PUT' as const, url: () => `/api/v2/projects/${project}?do=bulk_update_signatures` },
    { method: 'POST' as const, url: '/api/v2/items?do=import' },
  ];
  const urlOf = (t: (typeof targets)[number]) => (typeof t.url === 'function' ? t.url() : t.url);

  it('a multipart body cut short is a 400 on every route that reads one, its file not kept', async () => {
    const withFile = packageWithPhoto();
    const textOnly = multipart([
      { name: 'a', value: '1' },
      { name: 'b', value: 'x'.repeat(2000) },
    ]);
    for (const target of targets) {
      // A file the route accepts is cut in its middle; elsewhere a text field is.
      const { payload, headers } = target === targets[0] || target === targets[4] ? withFile : textOnly;
      const cut = payload.subarray(0, payload.length - 1000);
      const res = await h.request({
        method: target.method,
        url: urlOf(target),
        token: h.tokens.admin,
        payload: cut,
        headers,
      });
      expectClientError(res, 400);
      expect(res.json()).toEqual({ error: 'Corpo multipart non valido o incompleto', id: 'invalid_input' });
    }
    expect(await strayFiles()).toEqual([]);
  });

  it('a missing or wrong boundary is a 400', async () => {
    const { payload } = packageWithPhoto();
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=non-quella-del-corpo',
    ]) {
      const res = await h.request({
        method: 'POST',
        url: '/api/v2/packages',
        token: h.tokens.admin,
        payload,
        headers: { 'content-type': contentType },
      });
      expectClientError(res, 400);
    }
    expect(await strayFiles()).toEqual([]);
  });

  it('a text part larger than its limit is a 413, and so is a file larger than its kind', async () => {
    const text = multipart([{ name: 'packages[name]', value: 'x'.repeat(17 * 1024) }]);
    const long = await h.request({ method: 'POST', url: '/api/v2/packages', token: h.tokens.admin, ...text });
    expectClientError(long, 413);
    const signature = multipart([
      {
        name: 'signatures[]',
        filename: 'f.png',
        contentType: 'image/png',
        data: pngBytes(2 * 1024 * 1024 + 10),
      },
    ]);
    const big = await h.request({
      method: 'PUT',
      url: `/api/v2/projects/${project}?do=bulk_update_signatures`,
      token: h.tokens.admin,
      ...signature,
    });
    expectClientError(big, 413);
    expect(await strayFiles()).toEqual([]);
  });

  it('malformed JSON and form bodies are 400s', async () => {
    for (const [contentType, payload] of [
      ['application/json', '{"package": {"project_id": '],
      ['application/json', '\u0000\u0001'],
      ['application/x-www-form-urlencoded', 'package[project_id]=%E0%A4%A&%%%'],
      ['application/x-www-form-urlencoded', 'a[b][c][d][e][f][g][h]=1&a[=2'],
    ]) {
      const res = await h.request({
        method: 'POST',
        url: '/api/v2/packages',
        token: h.tokens.admin,
        payload,
        headers: { 'content-type': contentType! },
      });
      expectClientError(res);
    }
  });

  it('fuzz: 300 mutated multipart bodies, never a 5xx, no file left that no record keeps', async () => {
    const next = random(46_047);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const statuses = new Map<number, number>();
    for (let round = 0; round < 300; round++) {
      const { payload, headers } = packageWithPhoto();
      let body = Buffer.from(payload);
      let contentType = headers['content-type'];
      const boundary = contentType.split('boundary=')[1]!;
      switch (pick(['cut', 'flip', 'insert', 'boundary', 'header', 'mixed'] as const)) {
        case 'cut':
          body = body.subarray(0, Math.floor(next() * body.length));
          break;
        case 'flip':
          for (let i = 0; i < 1 + next() * 20; i++)
            body[Math.floor(next() * body.length)] = Math.floor(next() * 256);
          break;
        case 'insert': {
          const at = Math.floor(next() * body.length);
          const junk = pick([
            '\r\n',
            `--${boundary}\r\n`,
            `--${boundary}--`,
            '\r\n\r\n',
            'Content-Disposition: x\r\n',
          ]);
          body = Buffer.concat([body.subarray(0, at), Buffer.from(junk), body.subarray(at)]);
          break;
        }
        case 'boundary':
          contentType = pick([
            'multipart/form-data; boundary=' + boundary.slice(0, Math.floor(next() * boundary.length)),
            'multipart/form-data; boundary="' + boundary,
            'multipart/form-data; boundary=' + 'x'.repeat(300),
            'multipart/mixed; boundary=' + boundary,
          ]);
          break;
        case 'header': {
          const text = body
            .toString('latin1')
            .replace(
              pick(['name="packages[pictures][]"', 'Content-Type: image/png', 'form-data;']),
              pick(['', 'name=', 'filename="', 'name="__proto__"', 'name="constructor"']),
            );
          body = Buffer.from(text, 'latin1');
          break;
        }
        case 'mixed':
          body = body.subarray(0, Math.floor(next() * body.length));
          body[Math.floor(next() * body.length)] = 0;
          break;
      }
      const res = await h.request({
        method: 'POST',
        url: '/api/v2/packages',
        token: h.tokens.admin,
        payload: body,
        headers: { 'content-type': contentType },
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 400) expectClientError(res);
    }
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    // The mutations reach the refusals that matter, not just one of them.
    expect(statuses.get(400)).toBeGreaterThan(50);
    expect(await strayFiles()).toEqual([]);
  });
});
