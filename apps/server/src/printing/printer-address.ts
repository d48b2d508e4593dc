import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a printer may be, unless an administrator saves it: the server connects to a printer's host
 * and port, so a supervisor must not be able to point it at any machine. Private and loopback
 * addresses only (a name must resolve to such addresses when saved), and the raw printing ports
 * 9100–9109 (JetDirect: one port per printer, up to ten on a print server).
 */
export const PRINTER_PORTS = { from: 9100, to: 9109 } as const;

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');
PRIVATE.addAddress('::1', 'ipv6');

/** A private, loopback or link-local address (IPv4 or IPv6); false for a name or a public address. */
export const isPrivate = (address: string) => {
  const family = isIP(address);
  return family !== 0 && PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** Why a non-administrator may not save this address (an Italian sentence), or undefined. */
export async function printerAddressProblem(host: string, port: number | null): Promise<string | undefined> {
  if (port !== null && (port < PRINTER_PORTS.from || port > PRINTER_PORTS.to)) {
    return `Porta della stampante non ammessa: da ${PRINTER_PORTS.from} a ${PRINTER_PORTS.to} (altre solo da un amministratore)`;
  }
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (found) => found.map((a) => a.address),
        () => [],
      );
  if (addresses.length === 0) return `Indirizzo della stampante sconosciuto: ${host}`;
  if (!addresses.every(isPrivate)) {
    return 'Indirizzo della stampante non ammesso: solo indirizzi della rete locale (altri solo da un amministratore)';
  }
  return undefined;
}
