/**
 * A certificate authority of this installation, made once in DATA_DIR/tls, and the server's
 * certificate it signs for the machine's names and addresses: what lets handhelds on the Wi-Fi
 * reach the app over HTTPS (a secure context: service worker, camera) without a public name, a
 * reverse proxy or a bought certificate. Each handheld trusts the authority once (docs/server.md).
 * The certificates are built by @peculiar/x509 over Node's WebCrypto.
 */
import { createHash, webcrypto } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, networkInterfaces } from 'node:os';
import { join } from 'node:path';
import * as x509 from '@peculiar/x509';
import { nameConstraintsDer, permittedCovers, permittedSubtrees, type Permitted } from './name-constraints';

// Node's WebCrypto is the DOM's Crypto (typed apart: the server is compiled without the DOM library).
x509.cryptoProvider.set(webcrypto as never);

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY = 24 * 60 * 60 * 1000;
/**
 * Three years, then a new authority (made at a start within RENEW_AUTHORITY_DAYS of the end, with the
 * notice on /ca): a key that leaks is good for a bounded time, and only for this site's names.
 */
const AUTHORITY_DAYS = 3 * 365;
const RENEW_AUTHORITY_DAYS = 60;
/** X.509 name constraints (RFC 5280, 4.2.1.10). */
const NAME_CONSTRAINTS_OID = '2.5.29.30';
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
  /** The authority certificate's fingerprints as Android shows them: hex pairs, `AB:CD:…`. */
  caSha256: string;
  caSha1: string;
  /** When the authority ends (ISO 8601): a new one is made at a start within 60 days of it. */
  caNotAfter: string;
  /** The names and addresses the server certificate covers. */
  names: string[];
  /** The names and address ranges the authority may vouch for (its critical name constraints). */
  permitted: Permitted;
  /** An authority this one replaced (to be removed from the handhelds), while the notice lasts. */
  replaced?: ReplacedAuthority;
  /** What this start did to the certificates, and why: logged by the server once it has its log. */
  notes: { message: string; reason: string }[];
}

/** The authority replaced by this one, kept (its certificate only) for the notice on /ca. */
export interface ReplacedAuthority {
  name: string;
  sha256: string;
  replacedAt: string;
  reason: string;
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

/** A certificate's fingerprint as Android's "Trusted credentials" shows it: hex pairs, colons. */
export function fingerprint(der: Buffer | ArrayBuffer, algorithm: 'sha256' | 'sha1'): string {
  const hex = createHash(algorithm)
    .update(Buffer.from(der as ArrayBuffer))
    .digest('hex')
    .toUpperCase();
  return hex.match(/../g)!.join(':');
}

async function createAuthority(dir: string, permitted: Permitted) {
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
      // A CA that signs only end certificates (pathLen 0), only for this site's names (critical).
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      new x509.Extension(NAME_CONSTRAINTS_OID, true, nameConstraintsDer(permitted)),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  writeFileSync(join(dir, 'ca.key'), await pemKey(keys.privateKey), { mode: 0o600 });
  writeFileSync(join(dir, 'ca.crt'), cert.toString('pem'));
  writeFileSync(join(dir, 'ca-permitted.json'), JSON.stringify(permitted));
  rmSync(join(dir, 'server.crt'), { force: true });
}

/**
 * Why the stored authority must be replaced, or undefined when it serves: none yet; one without
 * name constraints (made before issue 46: it could vouch for any site); one whose constraints
 * leave out a name the site now uses; one near its end.
 */
function authorityProblem(dir: string, names: string[]): string | undefined {
  if (!existsSync(join(dir, 'ca.crt')) || !existsSync(join(dir, 'ca.key'))) return 'none yet';
  const cert = new x509.X509Certificate(readFileSync(join(dir, 'ca.crt'), 'utf8'));
  if (!cert.getExtension(NAME_CONSTRAINTS_OID) || !existsSync(join(dir, 'ca-permitted.json')))
    return 'the authority has no name constraints: it could vouch for any site';
  const permitted = JSON.parse(readFileSync(join(dir, 'ca-permitted.json'), 'utf8')) as Permitted;
  const outside = names.filter((name) => !permittedCovers(permitted, name));
  if (outside.length > 0) return `names outside the authority's constraints: ${outside.join(', ')}`;
  if (cert.notAfter.getTime() - Date.now() < RENEW_AUTHORITY_DAYS * DAY)
    return `the authority ends on ${cert.notAfter.toISOString().slice(0, 10)}`;
  return undefined;
}

/** Keeps the old authority's certificate (never its key) for the notice on /ca, and removes the key. */
function retireAuthority(dir: string, reason: string): void {
  const cert = new x509.X509Certificate(readFileSync(join(dir, 'ca.crt'), 'utf8'));
  const replaced: ReplacedAuthority = {
    name: cert.subjectName.getField('CN')[0] ?? 'Warehouse',
    sha256: fingerprint(cert.rawData, 'sha256'),
    replacedAt: new Date().toISOString(),
    reason,
  };
  renameSync(join(dir, 'ca.crt'), join(dir, 'ca-replaced.crt'));
  rmSync(join(dir, 'ca.key'), { force: true });
  writeFileSync(join(dir, 'ca-replaced.json'), JSON.stringify(replaced), { mode: 0o600 });
}

/** How long /ca tells the handhelds to replace a retired authority. */
const NOTICE_DAYS = 90;

function replacedNotice(dir: string): ReplacedAuthority | undefined {
  if (!existsSync(join(dir, 'ca-replaced.json'))) return undefined;
  const replaced = JSON.parse(readFileSync(join(dir, 'ca-replaced.json'), 'utf8')) as ReplacedAuthority;
  return Date.now() - Date.parse(replaced.replacedAt) < NOTICE_DAYS * DAY ? replaced : undefined;
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

/** Why the stored server certificate must be signed again, or undefined when it covers every name in time. */
function serverCertificateProblem(dir: string, names: string[]): string | undefined {
  if (!existsSync(join(dir, 'server.crt')) || !existsSync(join(dir, 'server.key'))) return 'none yet';
  const cert = new x509.X509Certificate(readFileSync(join(dir, 'server.crt'), 'utf8'));
  if (cert.notAfter.getTime() - Date.now() < RENEW_DAYS * DAY)
    return `it ends on ${cert.notAfter.toISOString().slice(0, 10)}`;
  const san = cert.getExtension(x509.SubjectAlternativeNameExtension);
  const covered = new Set(san?.names.items.map((n) => n.value.toLowerCase()) ?? []);
  const added = names.filter((name) => !covered.has(name.toLowerCase()));
  return added.length > 0 ? `new names or addresses: ${added.join(', ')}` : undefined;
}

/**
 * The authority (made on the first call, then kept: handhelds trust it once; replaced, with a
 * notice on /ca, when it has no name constraints, its constraints leave out a name the site now
 * uses, or its end is near) and a server certificate for `names` (signed again when a name or
 * address is new, or its end is near). `extraPermitted`: the site's own names (HTTPS_NAMES).
 */
export async function localAuthority(
  dataDir: string,
  names: string[],
  extraPermitted: readonly string[] = [],
): Promise<LocalAuthority> {
  const dir = join(dataDir, 'tls');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const notes: LocalAuthority['notes'] = [];
  const authorityReason = authorityProblem(dir, names);
  if (authorityReason) {
    const existed = existsSync(join(dir, 'ca.crt'));
    if (existed) retireAuthority(dir, authorityReason);
    await createAuthority(dir, permittedSubtrees([...names, ...extraPermitted]));
    notes.push({
      message: existed ? 'local certificate authority replaced' : 'local certificate authority made',
      reason: authorityReason,
    });
  }
  const authority = new x509.X509Certificate(readFileSync(join(dir, 'ca.crt'), 'utf8'));
  const serverReason = serverCertificateProblem(dir, names);
  if (serverReason) {
    await createServerCertificate(dir, authority, names);
    notes.push({ message: 'server certificate signed', reason: serverReason });
  }
  const spki = Buffer.from(authority.publicKey.rawData);
  return {
    key: readFileSync(join(dir, 'server.key'), 'utf8'),
    cert: `${readFileSync(join(dir, 'server.crt'), 'utf8').trim()}\n${authority.toString('pem')}\n`,
    caDer: Buffer.from(authority.rawData),
    caName: authority.subjectName.getField('CN')[0] ?? 'Warehouse',
    caSpkiSha256: createHash('sha256').update(spki).digest('base64'),
    caSha256: fingerprint(authority.rawData, 'sha256'),
    caSha1: fingerprint(authority.rawData, 'sha1'),
    caNotAfter: authority.notAfter.toISOString(),
    names,
    permitted: JSON.parse(readFileSync(join(dir, 'ca-permitted.json'), 'utf8')) as Permitted,
    replaced: replacedNotice(dir),
    notes,
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
  const authority = await localAuthority(config.dataDir, machineNames(config.httpsNames), config.httpsNames);
  return { cert: authority.cert, key: authority.key, authority };
}
