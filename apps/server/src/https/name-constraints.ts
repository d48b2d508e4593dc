/**
 * The local authority's X.509 name constraints (RFC 5280, 4.2.1.10): the only names and addresses
 * it may vouch for, so that whoever holds its key cannot make the handhelds trust another site.
 * Permitted: `localhost`, every `*.local` name (mDNS), this machine's names and the site's
 * HTTPS_NAMES (each with its subdomains), the private and loopback ranges (10/8, 172.16/12,
 * 192.168/16, 127/8, ::1, fc00::/7) and any other address of the machine, alone.
 */
import { BlockList, isIP } from 'node:net';

export interface Permitted {
  /** dNSName subtrees: the name and every name under it. */
  dns: string[];
  /** iPAddress subtrees, as CIDR (`10.0.0.0/8`, `::1/128`). */
  ip: string[];
}

const PRIVATE_RANGES = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '127.0.0.0/8',
  '::1/128',
  'fc00::/7',
];

/** The subtrees for a site with these names and addresses. */
export function permittedSubtrees(names: readonly string[]): Permitted {
  const dns = new Set(['localhost', 'local']);
  const ip = new Set(PRIVATE_RANGES);
  const base = { dns: [...dns], ip: [...ip] };
  for (const raw of names) {
    const name = raw.toLowerCase().replace(/\.$/, '');
    if (permittedCovers(base, name)) continue;
    if (isIP(name) === 4) ip.add(`${name}/32`);
    else if (isIP(name) === 6) ip.add(`${name}/128`);
    else if (name) dns.add(name);
  }
  return { dns: [...dns], ip: [...ip] };
}

/** True when a certificate for `name` is within the subtrees (as a verifier decides it). */
export function permittedCovers(permitted: Permitted, name: string): boolean {
  const lower = name.toLowerCase().replace(/\.$/, '');
  const family = isIP(lower);
  if (family === 0) return permitted.dns.some((d) => lower === d || lower.endsWith(`.${d}`));
  const list = new BlockList();
  for (const cidr of permitted.ip) {
    const [net, bits] = cidr.split('/') as [string, string];
    list.addSubnet(net, Number(bits), isIP(net) === 4 ? 'ipv4' : 'ipv6');
  }
  return list.check(lower, family === 4 ? 'ipv4' : 'ipv6');
}

/** DER: a tag, its length, its content. */
function tlv(tag: number, content: Buffer): Buffer {
  const n = content.length;
  const length =
    n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, content]);
}

function ipBytes(address: string): Buffer {
  if (isIP(address) === 4) return Buffer.from(address.split('.').map(Number));
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return Buffer.concat(all.map((g) => Buffer.from([parseInt(g, 16) >> 8, parseInt(g, 16) & 0xff])));
}

function maskBytes(bits: number, length: number): Buffer {
  const mask = Buffer.alloc(length);
  for (let i = 0; i < bits; i++) mask[i >> 3]! |= 0x80 >> (i & 7);
  return mask;
}

/** The extension's value: NameConstraints ::= SEQUENCE { permittedSubtrees [0] GeneralSubtrees }. */
export function nameConstraintsDer(permitted: Permitted): ArrayBuffer {
  const subtrees = [
    // GeneralSubtree ::= SEQUENCE { base GeneralName }; dNSName is [2] IA5String.
    ...permitted.dns.map((name) => tlv(0x30, tlv(0x82, Buffer.from(name, 'ascii')))),
    // iPAddress is [7] OCTET STRING: the address, then the mask.
    ...permitted.ip.map((cidr) => {
      const [net, bits] = cidr.split('/') as [string, string];
      const address = ipBytes(net);
      return tlv(0x30, tlv(0x87, Buffer.concat([address, maskBytes(Number(bits), address.length)])));
    }),
  ];
  const der = tlv(0x30, tlv(0xa0, Buffer.concat(subtrees)));
  return der.buffer.slice(der.byteOffset, der.byteOffset + der.length) as ArrayBuffer;
}
