import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from './support/harness';

const ASSET = 'assets/index-AbC123xy.js';
const assetText = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const indexHtml = `<!doctype html><html><head><title>Warehouse</title></head><body>${' '.repeat(2000)}</body></html>`;

/** A built web app as `npm run build -w apps/web` leaves it: hashed assets with .br/.gz beside them. */
function builtWebApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'warehouse-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, ASSET), assetText);
  // Marked variants: the test sees that the file on disk was sent, not one compressed on the fly.
  writeFileSync(join(dir, `${ASSET}.br`), brotliCompressSync(`${assetText}//br`));
  writeFileSync(join(dir, `${ASSET}.gz`), gzipSync(`${assetText}//gz`));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(indexHtml));
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  return dir;
}

describe.each(dialects)('compression on %s', (dialect) => {
  let h: Harness;
  let webDir: string;
  beforeAll(async () => {
    webDir = builtWebApp();
    h = await createHarness(dialect, { webDir });
    for (let i = 0; i < 40; i++) {
      await create(h, 'locations', { name: `Scaffale ${String(i).padStart(3, '0')} corsia nord` });
    }
  });
  afterAll(async () => {
    await h.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const listLocations = (acceptEncoding?: string) =>
    h.request({
      method: 'GET',
      url: '/api/v2/locations',
      token: h.tokens.operator,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('answers a list with brotli when accepted, gzip when only that is, and plain otherwise', async () => {
    const plain = await listLocations();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(40);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await listLocations('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await listLocations('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a tiny answer as it is even when compression is accepted', async () => {
    const res = await h.request({
      method: 'GET',
      url: '/api/v2/info/version',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTruthy();
  });

  it('serves a hashed asset precompressed from disk, cached for a year', async () => {
    const br = await h.request({
      method: 'GET',
      url: `/${ASSET}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${assetText}//br`);

    const gz = await h.request({ method: 'GET', url: `/${ASSET}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${assetText}//gz`);

    const plain = await h.request({ method: 'GET', url: `/${ASSET}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetText);
  });

  it('never lets index.html or the service worker be cached long', async () => {
    for (const url of ['/', '/picking/12', '/index.html']) {
      const res = await h.request({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(indexHtml);
    }
    const sw = await h.request({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });
});
