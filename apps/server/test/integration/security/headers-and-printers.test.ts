import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from '../support/harness';

describe.each(dialects)('browser hardening and printer addresses, on %s', (dialect) => {
  let h: Harness;
  const trustProxy = process.env.TRUST_PROXY;
  beforeAll(async () => {
    // Behind a proxy that says the client used HTTPS (X-Forwarded-Proto), as a TLS terminator does.
    process.env.TRUST_PROXY = '1';
    h = await createHarness(dialect);
  });
  afterAll(async () => {
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxy;
    await h?.close();
  });

  it('every answer, API and app, carries the policy, nosniff, no referrer and no framing; HSTS only over HTTPS', async () => {
    const urls = ['/api/v2/info/version', '/api/v2/items', '/api/v2/nowhere'];
    if (existsSync(join(h.config.webDir, 'index.html'))) urls.push('/login', '/');
    for (const url of urls) {
      const res = await h.request({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const secure = await h.request({
      method: 'GET',
      url: '/api/v2/info/version',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  // Only loopback printers are saved here: a saved printer's answer probes its address, and tests
  // reach no other machine. Which private ranges are accepted is checked without any traffic in
  // test/unit/printing/printer-address.test.ts.
  it('a supervisor may point a printer only at a local address and a printing port; an administrator anywhere', async () => {
    const save = (printer: object, token = h.tokens.supervisor) =>
      h.request({ method: 'POST', url: '/api/v2/printers', token, payload: { printer } });
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      const res = await save({ name: `Zebra ${host}`, host, port: 9109 });
      expect(res.statusCode, `${host}: ${res.body}`).toBe(201);
    }
    // Refused before anything is saved, so nothing is contacted.
    for (const host of ['8.8.8.8', '172.32.0.1', '2001:4860:4860::8888']) {
      const res = await save({ name: `Fuori ${host}`, host, port: 9100 });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatch(/^Indirizzo della stampante non ammesso/);
    }
    const ssh = await save({ name: 'SSH', host: '127.0.0.1', port: 22 });
    expect(ssh.statusCode).toBe(422);
    expect(ssh.json().error).toMatch(/^Porta della stampante non ammessa: da 9100 a 9109/);
    // Changing only the port of a saved printer is checked too.
    const local = await create(
      h,
      'printers',
      { name: 'Locale', host: '127.0.0.1', port: 9100 },
      h.tokens.supervisor,
    );
    const moved = await h.request({
      method: 'PUT',
      url: `/api/v2/printers/${local.id}`,
      token: h.tokens.supervisor,
      payload: { printer: { port: 5432 } },
    });
    expect(moved.statusCode).toBe(422);
    expect(
      (await save({ name: 'Porta Zebra', host: '127.0.0.1', port: 6101 }, h.tokens.admin)).statusCode,
    ).toBe(201);
  });
});
