import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate, webcrypto } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as x509 from '@peculiar/x509';
import { localAuthority } from '../../src/https/authority';

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;

/** What whoever holds `ca.key` could sign: a server certificate for any names. */
async function signWithAuthority(dir: string, names: { type: 'dns' | 'ip'; value: string }[]) {
  const tls = join(dir, 'tls');
  const authority = new x509.X509Certificate(readFileSync(join(tls, 'ca.crt'), 'utf8'));
  const signingKey = await webcrypto.subtle.importKey(
    'pkcs8',
    x509.PemConverter.decodeFirst(readFileSync(join(tls, 'ca.key'), 'utf8')),
    ALGORITHM,
    false,
    ['sign'],
  );
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: '01',
    subject: 'CN=Prova firma',
    issuer: authority.subject,
    notBefore: new Date(Date.now() - 60_000),
    notAfter: new Date(Date.now() + 86_400_000),
    signingAlgorithm: ALGORITHM,
    publicKey: keys.publicKey,
    signingKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(names),
    ],
  });
  const file = join(dir, `signed-${names[0]!.value}.crt`);
  writeFileSync(file, cert.toString('pem'));
  return file;
}

/** `openssl verify` of a certificate against the authority: its exit and what it printed. */
function opensslVerify(dir: string, certFile: string) {
  try {
    const out = execFileSync('openssl', ['verify', '-CAfile', join(dir, 'tls', 'ca.crt'), certFile], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, out };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { ok: false, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

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

  it('can vouch only for this site: a certificate its key signs for an outside name or address is refused by openssl verify', async () => {
    const dir = dataDir();
    await localAuthority(dir, ['localhost', 'magazzino', '192.168.1.20', '203.0.113.7'], ['wms.example.it']);
    expect(opensslVerify(dir, join(dir, 'tls', 'server.crt')).ok).toBe(true);
    for (const ok of [
      [{ type: 'dns' as const, value: 'palmare.local' }],
      [{ type: 'dns' as const, value: 'wms.example.it' }],
      [{ type: 'ip' as const, value: '10.1.2.3' }],
      [{ type: 'ip' as const, value: '203.0.113.7' }],
    ])
      expect(opensslVerify(dir, await signWithAuthority(dir, ok)), ok[0]!.value).toMatchObject({ ok: true });
    for (const outside of [
      [{ type: 'dns' as const, value: 'www.google.com' }],
      [{ type: 'dns' as const, value: 'example.it' }],
      [{ type: 'ip' as const, value: '8.8.8.8' }],
      [
        { type: 'dns' as const, value: 'localhost' },
        { type: 'dns' as const, value: 'accounts.google.com' },
      ],
    ]) {
      const result = opensslVerify(dir, await signWithAuthority(dir, outside));
      expect(result.ok, outside[outside.length - 1]!.value).toBe(false);
      expect(result.out).toMatch(/subtree violation|name constraints/i);
    }
  });

  it('is a CA for end certificates only (pathLen 0), with critical name constraints and a few years of validity', async () => {
    const dir = dataDir();
    const made = await localAuthority(dir, ['localhost']);
    const authority = new x509.X509Certificate(made.caDer);
    const basic = authority.getExtension(x509.BasicConstraintsExtension)!;
    expect([basic.ca, basic.pathLength, basic.critical]).toEqual([true, 0, true]);
    expect(authority.getExtension('2.5.29.30')?.critical).toBe(true);
    const years = (authority.notAfter.getTime() - authority.notBefore.getTime()) / (365 * 86_400_000);
    expect(years).toBeLessThanOrEqual(3.01);
    // The fingerprints Android shows under Trusted credentials: hex pairs of the certificate's digest.
    const hex = (algorithm: string) =>
      createHash(algorithm).update(made.caDer).digest('hex').toUpperCase().match(/../g)!.join(':');
    expect(made.caSha256).toBe(hex('sha256'));
    expect(made.caSha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(made.caSha1).toBe(hex('sha1'));
    expect(made.caSha256).toBe(new X509Certificate(made.caDer).fingerprint256);
  });

  it('replaces an authority made without name constraints, removes its key and keeps a notice; says why in its notes', async () => {
    const dir = dataDir();
    const tls = join(dir, 'tls');
    const current = await localAuthority(dir, ['localhost']);
    // An installation from before: an authority with no constraints (as the old code made it).
    const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
    const old = await x509.X509CertificateGenerator.createSelfSigned({
      serialNumber: '02',
      name: 'CN=Warehouse vecchia, O=Warehouse',
      notBefore: new Date(Date.now() - 86_400_000),
      notAfter: new Date(Date.now() + 3650 * 86_400_000),
      signingAlgorithm: ALGORITHM,
      keys,
      extensions: [new x509.BasicConstraintsExtension(true, 0, true)],
    });
    writeFileSync(join(tls, 'ca.crt'), old.toString('pem'));
    const replaced = await localAuthority(dir, ['localhost']);
    expect(replaced.caSha256).not.toBe(current.caSha256);
    expect(replaced.replaced).toMatchObject({
      name: 'Warehouse vecchia',
      sha256: new X509Certificate(old.toString('pem')).fingerprint256,
      reason: 'the authority has no name constraints: it could vouch for any site',
    });
    expect(replaced.notes.map((n) => n.message)).toEqual([
      'local certificate authority replaced',
      'server certificate signed',
    ]);
    expect(opensslVerify(dir, join(tls, 'server.crt')).ok).toBe(true);
    // Kept from then on; no note when nothing was made.
    const again = await localAuthority(dir, ['localhost']);
    expect(again.caSha256).toBe(replaced.caSha256);
    expect(again.notes).toEqual([]);
    expect(again.replaced?.name).toBe('Warehouse vecchia');
  });

  it('says why it signs the server certificate again: a new address', async () => {
    const dir = dataDir();
    await localAuthority(dir, ['localhost', '192.168.1.20']);
    const moved = await localAuthority(dir, ['localhost', '192.168.1.21']);
    expect(moved.notes).toEqual([
      { message: 'server certificate signed', reason: 'new names or addresses: 192.168.1.21' },
    ]);
  });
});
