/**
 * A certificate authority of this installation, made once in DATA_DIR/tls, and the server's
 * certificate it signs for the machine's names and addresses: what lets handhelds on the Wi-Fi
 * reach the app over HTTPS (a secure context: service worker, camera) without a public name, a
 * reverse proxy or a bought certificate. Each handheld trusts the authority once (docs/server.md).
 * The certificates are built by @peculiar/x509 over Node's WebCrypto.
 */
import { createHash, webcrypto } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, networkInterfaces } from 'node:os';
import { join } from 'node:path';
import * as x509 from '@peculiar/x509';

// Node's WebCrypto is the DOM's Crypto (typed apart: the server is compiled without the DOM library).
x509.cryptoProvider.set(webcrypto as never);

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY = 24 * 60 * 60 * 1000;
const AUTHORITY_DAYS = 3650;
// Under the 398 days browsers accept for a server certificate; renewed at a start within 30 days of its end.
const SERVER_DAYS = 397;
const RENEW_DAYS = 30;

export interface ServerCertificate {
  /** PEM: the server's private key. */
  key: string;
  /** PEM: the server's certificate followed by the authority's (the chain a client is sent). */
  cert: string;
}

export interface LocalAuthority extends ServerCertificate {
  /** The authority's certificate, DER: what a handheld installs. */
  caDer: Buffer;
  /** The authority's name as a handheld lists it among its trusted certificates. */
  caName: string;
  /** SHA-256 of the authority's public key, base64 (what Chromium's --ignore-certificate-errors-spki-list takes). */
  caSpkiSha256: string;
  /** The names and addresses the server certificate covers. */
  names: string[];
}

/** The names a handheld may use for this machine: its host name, `.local`, and every address. */
export function machineNames(extra: readonly string[] = []): string[] {
  const host = hostname().toLowerCase();
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && !a.address.startsWith('fe80:'))
    .map((a) => a!.address);
  return [
    ...new Set(['localhost', host, `${host}.local`, ...extra.map((n) => n.toLowerCase()), ...addresses]),
  ];
}

const isIp = (name: string) => /^[\d.]+$/.test(name) || name.includes(':');

const pemKey = async (key: webcrypto.CryptoKey) =>
  x509.PemConverter.encode(await webcrypto.subtle.exportKey('pkcs8', key), 'PRIVATE KEY');

const importKey = (pem: string) =>
  webcrypto.subtle.importKey('pkcs8', x509.PemConverter.decodeFirst(pem), ALGORITHM, true, ['sign']);

const serial = () =>
  Buffer.from(webcrypto.getRandomValues(new Uint8Array(16)))
    .toString('hex')
    .replace(/^[89a-f]/, '1');

async function createAuthority(dir: string) {
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const now = Date.now();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: `CN=Warehouse ${hostname()} ${new Date(now).toISOString().slice(0, 10)}, O=Warehouse`,
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + AUTHORITY_DAYS * DAY),
    signingAlgorithm: ALGORITHM,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  writeFileSync(join(dir, 'ca.key'), await pemKey(keys.privateKey), { mode: 0o600 });
  writeFileSync(join(dir, 'ca.crt'), cert.toString('pem'));
}

async function createServerCertificate(dir: string, authority: x509.X509Certificate, names: string[]) {
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const now = Date.now();
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: `CN=${hostname()}`,
    issuer: authority.subject,
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + SERVER_DAYS * DAY),
    signingAlgorithm: ALGORITHM,
    publicKey: keys.publicKey,
    signingKey: await importKey(readFileSync(join(dir, 'ca.key'), 'utf8')),
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(
        names.map((name) =>
          isIp(name) ? { type: 'ip' as const, value: name } : { type: 'dns' as const, value: name },
        ),
      ),
      await x509.AuthorityKeyIdentifierExtension.create(authority),
    ],
  });
  writeFileSync(join(dir, 'server.key'), await pemKey(keys.privateKey), { mode: 0o600 });
  writeFileSync(join(dir, 'server.crt'), cert.toString('pem'));
}

/** True when the stored server certificate covers every name and is not near its end. */
function serverCertificateFits(dir: string, names: string[]): boolean {
  if (!existsSync(join(dir, 'server.crt')) || !existsSync(join(dir, 'server.key'))) return false;
  const cert = new x509.X509Certificate(readFileSync(join(dir, 'server.crt'), 'utf8'));
  if (cert.notAfter.getTime() - Date.now() < RENEW_DAYS * DAY) return false;
  const san = cert.getExtension(x509.SubjectAlternativeNameExtension);
  const covered = new Set(san?.names.items.map((n) => n.value.toLowerCase()) ?? []);
  return names.every((name) => covered.has(name.toLowerCase()));
}

/**
 * The authority (made on the first call, then kept: handhelds trust it once) and a server
 * certificate for `names` (made again when a name or address is new, or its end is near).
 */
export async function localAuthority(dataDir: string, names: string[]): Promise<LocalAuthority> {
  const dir = join(dataDir, 'tls');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!existsSync(join(dir, 'ca.crt')) || !existsSync(join(dir, 'ca.key'))) await createAuthority(dir);
  const authority = new x509.X509Certificate(readFileSync(join(dir, 'ca.crt'), 'utf8'));
  if (!serverCertificateFits(dir, names)) await createServerCertificate(dir, authority, names);
  const spki = Buffer.from(authority.publicKey.rawData);
  return {
    key: readFileSync(join(dir, 'server.key'), 'utf8'),
    cert: `${readFileSync(join(dir, 'server.crt'), 'utf8').trim()}\n${authority.toString('pem')}\n`,
    caDer: Buffer.from(authority.rawData),
    caName: authority.subjectName.getField('CN')[0] ?? 'Warehouse',
    caSpkiSha256: createHash('sha256').update(spki).digest('base64'),
    names,
  };
}

/**
 * What the server serves HTTPS with: the site's own certificate and key when TLS_CERT and TLS_KEY
 * name them, otherwise this installation's local authority and its server certificate.
 */
export async function serverTls(config: {
  dataDir: string;
  tls: { certFile: string; keyFile: string } | undefined;
  httpsNames: string[];
}): Promise<ServerCertificate & { authority?: LocalAuthority }> {
  if (config.tls) {
    return { cert: readFileSync(config.tls.certFile, 'utf8'), key: readFileSync(config.tls.keyFile, 'utf8') };
  }
  const authority = await localAuthority(config.dataDir, machineNames(config.httpsNames));
  return { cert: authority.cert, key: authority.key, authority };
}
