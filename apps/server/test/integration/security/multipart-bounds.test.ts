import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from '../support/harness';
import { multipart, pngBytes } from '../support/multipart';

const MiB = 1024 * 1024;
const CRLF = Buffer.from('\r\n');

/**
 * Sends a streamed body over a raw socket and reads the answer's status line and body. The client
 * stops sending once answered; its writes into a connection the server closed are expected.
 */
function send(url: string, path: string, token: string, contentType: string, body: Readable) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; body: string }>((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('error', () => {});
    socket.on('data', (d) => {
      received += d;
      body.unpipe(socket);
      body.destroy();
    });
    socket.on('close', () => {
      const [head = '', text = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: text });
    });
    socket.write(
      `PUT ${path} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: ${contentType}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    body.on('data', (chunk: Buffer) => {
      if (!socket.writable) return;
      if (!socket.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, CRLF]))) {
        body.pause();
        socket.once('drain', () => body.resume());
      }
    });
  });
}

/** The attack of issue 46: 199 text fields of 1 MiB each, then a PNG, generated as it is sent. */
function fieldFlood(boundary: string) {
  const slice = Buffer.alloc(64 * 1024, 'a');
  return Readable.from(
    (async function* () {
      for (let i = 0; i < 199; i++) {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note${i}"\r\n\r\n`);
        for (let sent = 0; sent < MiB; sent += slice.length) yield slice;
        yield Buffer.from('\r\n');
      }
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="signatures[]"; filename="f.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      );
      yield pngBytes(1024);
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })(),
  );
}

describe.each(dialects)('multipart text fields are bounded, on %s', (dialect) => {
  let h: Harness;
  let url: string;
  let project: number;
  let uploadDir: string;
  beforeAll(async () => {
    h = await createHarness(dialect);
    url = await h.app.listen({ host: '127.0.0.1', port: 0 });
    project = (await create(h, 'projects', { name: 'Firme' })).id;
    uploadDir = join(h.config.dataDir, 'uploads');
  });
  afterAll(() => h?.close());

  it('three floods of 199 × 1 MiB text fields at once: 413 each, the RSS within 64 MB of its start', async () => {
    const flood = () => {
      const boundary = `----flood${Math.random().toString(16).slice(2)}`;
      return send(
        url,
        `/api/v2/projects/${project}?do=bulk_update_signatures`,
        h.tokens.operator,
        `multipart/form-data; boundary=${boundary}`,
        fieldFlood(boundary),
      );
    };
    // One flood first: what the process grows once (compiled code, socket and parser buffers) is
    // not what the attack makes it hold, and a busy machine makes that first growth vary.
    expect((await flood()).status).toBe(413);
    global.gc?.();
    const start = process.memoryUsage().rss;
    let peak = start;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const answers = await Promise.all([1, 2, 3].map(flood));
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        error: 'Campo note0 troppo lungo: al massimo 16 KiB',
        id: 'too_large',
      });
    }
    expect(peak - start).toBeLessThan(64 * MiB);
    const attachments = await h.handle.db.selectFrom('attachments').selectAll().execute();
    expect(attachments).toEqual([]);
  });

  it("many small fields whose sum passes the request's text bound: 413 before they are held", async () => {
    const parts = Array.from({ length: 40 }, (_, i) => ({ name: `note${i}`, value: 'b'.repeat(10_000) }));
    const { payload, headers } = multipart([
      ...parts,
      { name: 'signatures[]', filename: 'f.png', contentType: 'image/png', data: pngBytes() },
    ]);
    const res = await h.request({
      method: 'PUT',
      url: `/api/v2/projects/${project}?do=bulk_update_signatures`,
      token: h.tokens.operator,
      payload,
      headers,
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toEqual({
      error: 'Campi di testo troppo grandi: al massimo 256 KiB in tutto',
      id: 'too_large',
    });
  });

  it('a package closed with a photo and its measures still works: small fields pass', async () => {
    const { payload, headers } = multipart([
      { name: 'signatures[]', filename: 'firma.png', contentType: 'image/png', data: pngBytes() },
      { name: 'nota', value: 'firmato dal cliente' },
    ]);
    const res = await h.request({
      method: 'PUT',
      url: `/api/v2/projects/${project}?do=bulk_update_signatures`,
      token: h.tokens.operator,
      payload,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(readdirSync(uploadDir)).toHaveLength(1);
  });
});
