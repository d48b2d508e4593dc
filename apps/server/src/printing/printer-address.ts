import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a printer may be, unless an administrator saves it: the server connects to a printer's host
 * and port, so a supervisor must not be able to point it at any machine. Private and loopback
 * addresses only, never link-local (169.254/16, fe80::/10) nor a cloud's metadata service
 * (169.254.169.254, fd00:ec2::254), in whatever spelling (hex, octal, decimal, IPv4 inside IPv6),
 * and the raw printing ports 9100–9109 (JetDirect: one port per printer, up to ten on a print
 * server). A name is checked on what it resolves to when saved and again at every connect
 * (connection.ts), and the connection goes to the address checked, never to the name again.
 */
export const PRINTER_PORTS = { from: 9100, to: 9109 } as const;

const LOCAL = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
] as const)
  LOCAL.addSubnet(net, prefix, 'ipv4');
LOCAL.addSubnet('fc00::', 7, 'ipv6');
LOCAL.addAddress('::1', 'ipv6');

const NEVER = new BlockList();
NEVER.addSubnet('169.254.0.0', 16, 'ipv4');
NEVER.addSubnet('fe80::', 10, 'ipv6');
NEVER.addAddress('fd00:ec2::254', 'ipv6'); // AWS's metadata service over IPv6
NEVER.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud's
NEVER.addAddress('192.0.0.192', 'ipv4'); // Oracle Cloud's

/**
 * An IP address in one canonical spelling: an IPv4 address carried in IPv6 (`::ffff:a9fe:a9fe`,
 * `::169.254.169.254`, NAT64 `64:ff9b::…`) becomes the IPv4 address it reaches.
 */
export function canonicalIp(address: string): string {
  const family = isIP(address);
  if (family !== 6) return address;
  const compressed = new URL(`http://[${address}]`).hostname.slice(1, -1).toLowerCase();
  const embedded = /^(?:::ffff:|::|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(compressed);
  if (!embedded || compressed === '::1') return compressed;
  const high = parseInt(embedded[1]!, 16);
  const low = parseInt(embedded[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an address a printer saved by a non-administrator may be at. */
export function isLocalPrinterIp(address: string): boolean {
  const ip = canonicalIp(address);
  const type = isIP(ip) === 4 ? 'ipv4' : 'ipv6';
  if (isIP(ip) === 0 || NEVER.check(ip, type)) return false;
  return LOCAL.check(ip, type);
}

/**
 * How printer names become addresses: the system's resolver (which reads `0xA9.0xFE.0xA9.0xFE`
 * or `2852039166` as the IPv4 address they spell). Replaceable so that a test can make a name
 * resolve differently at connect time than when it was saved.
 */
export const printerResolver = {
  resolve: async (host: string): Promise<string[]> =>
    isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address),
};

async function resolveAll(host: string): Promise<string[]> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return printerResolver.resolve(bare).catch(() => []);
}

/** Why a non-administrator may not save this address (an Italian sentence), or undefined. */
export async function printerAddressProblem(host: string, port: number | null): Promise<string | undefined> {
  if (port !== null && (port < PRINTER_PORTS.from || port > PRINTER_PORTS.to)) {
    return `Porta della stampante non ammessa: da ${PRINTER_PORTS.from} a ${PRINTER_PORTS.to} (altre solo da un amministratore)`;
  }
  const addresses = await resolveAll(host);
  if (addresses.length === 0) return `Indirizzo della stampante sconosciuto: ${host}`;
  if (!addresses.every(isLocalPrinterIp)) {
    return 'Indirizzo della stampante non ammesso: solo indirizzi della rete locale (altri solo da un amministratore)';
  }
  return undefined;
}

/**
 * The address to connect to now: the host resolved again, and for a printer a non-administrator
 * saved, the first address that is a local printer's (a name that now resolves elsewhere reaches
 * nothing). Undefined when there is none.
 */
export async function connectAddress(host: string, trusted: boolean): Promise<string | undefined> {
  const addresses = await resolveAll(host);
  return trusted ? addresses[0] : addresses.find(isLocalPrinterIp);
}
