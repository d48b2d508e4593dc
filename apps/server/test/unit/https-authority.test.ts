import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localAuthority } from '../../src/https/authority';

describe('the local certificate authority', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'warehouse-tls-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('signs a server certificate for every name and address, which Node verifies against the authority', async () => {
    const dir = dataDir();
    const made = await localAuthority(dir, ['localhost', 'warehouse.test', '127.0.0.1', '192.168.1.20']);
    const authority = new X509Certificate(made.caDer);
    const server = new X509Certificate(readFileSync(join(dir, 'tls', 'server.crt')));
    expect(authority.ca).toBe(true);
    expect(server.ca).toBe(false);
    expect(server.verify(authority.publicKey)).toBe(true);
    expect(server.checkIssued(authority)).toBe(true);
    expect(server.checkHost('warehouse.test')).toBe('warehouse.test');
    expect(server.checkIP('192.168.1.20')).toBe('192.168.1.20');
    expect(server.checkHost('other.test')).toBeUndefined();
    // The chain sent to clients: the server's certificate, then the authority's.
    expect(made.cert.match(/BEGIN CERTIFICATE/g)).toHaveLength(2);
  });

  it('keeps the authority handhelds trust, and signs a new server certificate when the machine gets a new address', async () => {
    const dir = dataDir();
    const first = await localAuthority(dir, ['localhost', '192.168.1.20']);
    const again = await localAuthority(dir, ['localhost', '192.168.1.20']);
    expect(again.cert).toBe(first.cert);

    const moved = await localAuthority(dir, ['localhost', '10.0.0.7']);
    expect(moved.caDer).toEqual(first.caDer);
    expect(moved.caSpkiSha256).toBe(first.caSpkiSha256);
    expect(moved.cert).not.toBe(first.cert);
    const server = new X509Certificate(readFileSync(join(dir, 'tls', 'server.crt')));
    expect(server.checkIP('10.0.0.7')).toBe('10.0.0.7');
    expect(server.verify(new X509Certificate(first.caDer).publicKey)).toBe(true);
  });
});
