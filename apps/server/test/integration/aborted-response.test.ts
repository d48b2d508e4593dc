import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dialects, type Harness } from './support/harness';

interface Line {
  level: number;
  msg?: string;
  route?: string;
}

const ERROR = 50;
const INFO = 30;

/**
 * A client that goes away in the middle of a compressed answer (a tab closed, a handheld out of the
 * Wi-Fi) is no server error: no line at level 50, one `info` line naming the route (a file of the
 * web app here: API answers are compressed before they are sent, static files as they stream).
 */
describe.each(dialects)('an aborted response on %s', (dialect) => {
  const lines: Line[] = [];
  let h: Harness;
  let port: number;
  let webDir: string;

  beforeAll(async () => {
    // A file of a few megabytes that does not compress away and has no precompressed variant: it
    // is compressed as it is sent, and cannot all sit in the socket's buffers, so closing the socket
    // after its first bytes cuts it short.
    webDir = mkdtempSync(join(tmpdir(), 'warehouse-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'big.js'), `//${randomBytes(6_000_000).toString('base64')}`);
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Warehouse</title>');
    h = await createHarness(
      dialect,
      { logLevel: 'info', webDir },
      { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } },
    );
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    port = (h.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await h?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('is logged at info with its route, and no error line is written', async () => {
    lines.length = 0;
    const socket = connect({ host: '127.0.0.1', port });
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.write('GET /assets/big.js HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\n\r\n');
      });
      // The first bytes of the answer (its headers): the client goes away.
      socket.once('data', (chunk: Buffer) => {
        expect(chunk.toString('latin1')).toMatch(/^HTTP\/1\.1 200[\s\S]*content-encoding: gzip/i);
        socket.destroy();
        resolve();
      });
    });
    // The compression stream ends after the socket is gone; its line comes once it has.
    const ended = () =>
      lines.some((l) => l.msg === 'response aborted by the client' || l.msg === 'premature close');
    while (!ended()) await new Promise((r) => setTimeout(r, 20));

    expect(lines.filter((l) => l.level >= ERROR)).toEqual([]);
    expect(lines.filter((l) => l.msg === 'response aborted by the client')).toMatchObject([
      { level: INFO, route: expect.stringMatching(/\*|assets/) },
    ]);
  });
});
