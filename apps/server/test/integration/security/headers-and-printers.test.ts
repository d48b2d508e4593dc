import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { printerResolver } from '../../../src/printing/printer-address';
import { VirtualPrinter } from '../../../src/printing/virtual-printer';
import { create, createHarness, dialects, type Harness } from '../support/harness';

/** A resolver for the test's own names (what they resolve to may change); literals as they are. */
function resolving(names: Record<string, string[]>) {
  const system = printerResolver.resolve;
  printerResolver.resolve = async (host) => names[host] ?? system(host);
  return () => (printerResolver.resolve = system);
}

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

  describe('a printer name resolved again at every connect', () => {
    let restore = () => {};
    afterEach(() => {
      restore();
      vi.restoreAllMocks();
    });

    it('a name that now resolves to the metadata service or outside is not connected to, for a read or a print', async () => {
      const printer = new VirtualPrinter({ host: '127.0.0.1', port: 0, render: false });
      const { port } = await printer.start();
      const names: Record<string, string[]> = { 'zebra.magazzino.test': ['127.0.0.1'] };
      restore = resolving(names);
      try {
        const saved = await create(
          h,
          'printers',
          { name: 'Zebra DNS', host: 'zebra.magazzino.test', port: 9100 },
          h.tokens.supervisor,
        );
        // The printer listens elsewhere than 9100 here: moved as an import would, past the check.
        await h.handle.db.updateTable('printers').set({ port }).where('id', '=', saved.id).execute();
        const read = () =>
          h.request({ method: 'GET', url: `/api/v2/printers/${saved.id}`, token: h.tokens.supervisor });
        expect((await read()).json()).toMatchObject({ is_online: true, offline_reason: null });

        const connects = vi.spyOn(Socket.prototype, 'connect');
        const targets = () => connects.mock.calls.map((c) => JSON.stringify(c.slice(0, 2))).join(' ');
        for (const answer of ['169.254.169.254', '::ffff:a9fe:a9fe', 'fd00:ec2::254', '8.8.8.8']) {
          names['zebra.magazzino.test'] = [answer];
          expect((await read()).json(), answer).toMatchObject({
            is_online: false,
            offline_reason: 'unreachable',
          });
        }
        expect(connects).not.toHaveBeenCalled();
        // A print job goes through the same check: refused, recorded as unreachable, nothing sent.
        names['zebra.magazzino.test'] = ['169.254.169.254'];
        const labels = printer.labels.length;
        const print = await h.request({
          method: 'POST',
          url: `/api/v2/printers/${saved.id}?do=print_single_barcode`,
          token: h.tokens.supervisor,
          payload: { print_template: 'barcode_singolo', fields: { barcode: '8001234567890' }, quantity: 1 },
        });
        expect(print.statusCode, print.body).toBe(503);
        expect(print.json()).toMatchObject({ id: 'printer_offline', offline_reason: 'unreachable' });
        expect(targets()).toBe('');
        expect(printer.labels.length).toBe(labels);
        // Back to the printer's own address: reached again.
        names['zebra.magazzino.test'] = ['127.0.0.1'];
        expect((await read()).json()).toMatchObject({ is_online: true });
        expect(targets()).toContain('127.0.0.1');
        // Saved again by an administrator: who saved it is kept with the printer.
        await h.request({
          method: 'PUT',
          url: `/api/v2/printers/${saved.id}`,
          token: h.tokens.admin,
          payload: { printer: { host: 'zebra.magazzino.test' } },
        });
        const row = await h.handle.db
          .selectFrom('printers')
          .select('address_by_admin')
          .where('id', '=', saved.id)
          .executeTakeFirstOrThrow();
        expect(Boolean(row.address_by_admin)).toBe(true);
      } finally {
        await printer.stop();
      }
    });

    it('a supervisor may not save link-local or metadata addresses in any spelling; an administrator may', async () => {
      for (const host of [
        '169.254.169.254',
        '0xA9.0xFE.0xA9.0xFE',
        '::ffff:169.254.169.254',
        'fd00:ec2::254',
        'fe80::1',
      ]) {
        const res = await h.request({
          method: 'POST',
          url: '/api/v2/printers',
          token: h.tokens.supervisor,
          payload: { printer: { name: `Meta ${host}`, host, port: 9100 } },
        });
        expect(res.statusCode, host).toBe(422);
        expect(res.json().error).toMatch(/^Indirizzo della stampante non ammesso/);
      }
    });
  });
});
