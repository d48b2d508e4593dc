import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { X509Certificate } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { localAuthority } from '../../../src/https/authority';
import { listenPlainHttp } from '../../../src/https/plain-http';

describe("the authority's page /ca", () => {
  const cleanup: (() => void)[] = [];
  afterEach(() => {
    for (const undo of cleanup.splice(0)) undo();
  });

  async function page(dataDir: string) {
    const authority = await localAuthority(dataDir, ['localhost', '127.0.0.1']);
    const server: Server = await listenPlainHttp({ host: '127.0.0.1', port: 0, httpsPort: 3443, authority });
    cleanup.push(() => server.close());
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/ca`);
    return { authority, html: await res.text() };
  }

  it("shows the certificate's SHA-256 and SHA-1 fingerprints as Android shows them", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warehouse-ca-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const { authority, html } = await page(dir);
    const cert = new X509Certificate(authority.caDer);
    expect(html).toContain(`SHA-256: <code>${cert.fingerprint256}</code>`);
    expect(html).toContain(`SHA-1: <code>${cert.fingerprint}</code>`);
    expect(html).not.toContain('Autorità sostituita');
  });

  it('after an unconstrained authority is replaced, tells how to remove the old one from the handhelds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warehouse-ca-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    await localAuthority(dir, ['localhost']);
    // Made before name constraints existed: the same files, with no ca-permitted.json beside them.
    rmSync(join(dir, 'tls', 'ca-permitted.json'));
    const { html } = await page(dir);
    expect(html).toMatch(/Autorità sostituita il \d{4}-\d{2}-\d{2}/);
    expect(html).toContain('Credenziali attendibili › Utente');
    expect(html).toMatch(/impronta SHA-256 sia <code>([0-9A-F]{2}:){31}[0-9A-F]{2}<\/code>/);
  });
});
