import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { canonicalIp, isLocalPrinterIp } from '../printing/printer-address';

/**
 * Where a webhook may point (issue 43). The server connects to the URL an administrator saves, so
 * the printers' address rules apply (printing/printer-address.ts) and more: never a link-local or
 * cloud metadata address (169.254.169.254 hands out credentials), an unspecified or multicast one;
 * plain http only to a private or loopback address (a receiver on the same site). The rules are
 * checked when the URL is saved and again at every connection, on the address the name resolved
 * to then (a name may resolve elsewhere later).
 */
const NEVER = new BlockList();
NEVER.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local, AWS/GCP/Azure metadata
NEVER.addSubnet('0.0.0.0', 8, 'ipv4');
NEVER.addSubnet('224.0.0.0', 4, 'ipv4');
NEVER.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud metadata
NEVER.addSubnet('fe80::', 10, 'ipv6');
NEVER.addSubnet('ff00::', 8, 'ipv6');
NEVER.addAddress('::', 'ipv6');
NEVER.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata over IPv6

/** Why the server may not connect to `address` for a URL of `protocol`, or undefined. */
export function addressProblem(address: string, protocol: string): string | undefined {
  // An IPv4 address written as IPv6 (`::ffff:169.254.169.254`) is judged as the IPv4 one.
  const ip = canonicalIp(address);
  const family = isIP(ip);
  if (family === 0) return `Indirizzo non valido: ${address}`;
  if (NEVER.check(ip, family === 4 ? 'ipv4' : 'ipv6'))
    return `Indirizzo del webhook non ammesso (link-local o metadati): ${address}`;
  if (protocol === 'http:' && !isLocalPrinterIp(ip))
    return 'Un webhook in http (non https) può puntare solo a un indirizzo locale o della rete privata';
  return undefined;
}

/** Why `url` cannot be saved as a webhook's, or undefined; a name is resolved now. */
export async function urlProblem(url: unknown): Promise<string | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    return 'URL del webhook non valido';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return 'URL del webhook non valido: solo https (o http verso la rete locale)';
  if (parsed.username || parsed.password) return "L'URL del webhook non può contenere credenziali";
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await new Promise<string[]>((resolve) =>
        dnsLookup(host, { all: true }, (err, found) => resolve(err ? [] : found.map((a) => a.address))),
      );
  if (addresses.length === 0) return `Indirizzo del webhook sconosciuto: ${host}`;
  for (const address of addresses) {
    const problem = addressProblem(address, parsed.protocol);
    if (problem) return problem;
  }
  return undefined;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that refuses a forbidden address at connect time: the address
 * connected to is the one checked (no second resolution in between).
 */
export function guardedLookup(protocol: string) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, found) => {
      if (err) return callback(err, []);
      const bad = found.map((a) => addressProblem(a.address, protocol)).find(Boolean);
      if (bad) return callback(Object.assign(new Error(bad), { code: 'EADDRNOTALLOWED' }), []);
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, found);
      callback(null, found[0]!.address, found[0]!.family);
    });
  };
}
