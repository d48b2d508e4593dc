import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dialects, type Harness } from '../support/harness';

/** Under /api/ the web app is never the answer: an unknown path is 404 JSON; a trailing slash is the same route. */
describe.each(dialects)('paths under /api/ on %s', (dialect) => {
  let h: Harness;
  let webDir: string;
  beforeAll(async () => {
    // A built web app, so that its catch-all route exists beside the API.
    webDir = mkdtempSync(join(tmpdir(), 'warehouse-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Warehouse</title>');
    h = await createHarness(dialect, { webDir });
  });
  afterAll(async () => {
    await h.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    '/api/v2/a/b/c',
    '/api/v2/items/1/nothing/here',
    '/api/v3/items',
    '/api/',
    '/api',
    '/api/v2/info/nothing',
  ])('GET %s is 404 JSON, never the app', async (url) => {
    const res = await h.request({ method: 'GET', url, token: h.tokens.admin });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: expect.any(String), id: 'not_found' });
  });

  it('the app is still the answer outside /api/', async () => {
    const res = await h.request({ method: 'GET', url: '/picking/lists' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Warehouse</title>');
  });

  it.each(['/api/v2/users/', '/api/v2/info/heartbeat/', '/api/v2/info/settings/', '/api/v2/items/'])(
    'GET %s is the route without the slash',
    async (url) => {
      const res = await h.request({ method: 'GET', url: `${url}?always_ok=true`, token: h.tokens.admin });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    },
  );

  it('a record with a trailing slash, and writes with one', async () => {
    const created = await h.request({
      method: 'POST',
      url: '/api/v2/branches/',
      token: h.tokens.admin,
      payload: { branch: { code: 'TS' } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const shown = await h.request({ method: 'GET', url: `/api/v2/branches/${id}/`, token: h.tokens.admin });
    expect(shown.json().code).toBe('TS');
    const updated = await h.request({
      method: 'PUT',
      url: `/api/v2/branches/${id}/`,
      token: h.tokens.admin,
      payload: { branch: { name: 'Slash' } },
    });
    expect(updated.json().name).toBe('Slash');
    const deleted = await h.request({
      method: 'DELETE',
      url: `/api/v2/branches/${id}/`,
      token: h.tokens.admin,
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('an unknown path without a token is still 404 JSON (nothing to authenticate)', async () => {
    const res = await h.request({ method: 'GET', url: '/api/v2/x/y/z' });
    expect(res.statusCode).toBe(404);
    expect(res.json().id).toBe('not_found');
  });
});
