/**
 * Is a printer ready to print? Asked live with the ZPL host-status query `~HS` (three
 * STX…ETX lines: paper out and paused in the first, head open and ribbon out in the second). A
 * printer in an error state may not answer `~HS`; on silence `~HQES` (host query, error status)
 * is asked before calling it unreachable.
 */
import { addressOf, exclusive, PrinterConnectionError, query, type PrinterAddress } from './connection';

export type OfflineReason = 'unreachable' | 'paper_out' | 'ribbon_out' | 'head_open' | 'paused' | 'error';

export interface PrinterStatus {
  is_online: boolean;
  /** Why the printer cannot print; null when it can. */
  offline_reason: OfflineReason | null;
}

const STX = '\x02';
const ETX = '\x03';
const ONLINE: PrinterStatus = { is_online: true, offline_reason: null };
const offline = (reason: OfflineReason): PrinterStatus => ({ is_online: false, offline_reason: reason });

/** The STX…ETX strings of an answer. */
function framed(answer: string): string[] {
  // eslint-disable-next-line no-control-regex -- STX and ETX frame the printer's answer
  return [...answer.matchAll(/\x02([^\x02\x03]*)\x03/g)].map((m) => m[1]!);
}

const hsComplete = (answer: string) => framed(answer).length >= 3;
const hqesComplete = (answer: string) =>
  answer.includes(STX) && answer.indexOf(ETX, answer.indexOf(STX)) !== -1;

/** The state read from a `~HS` answer, or null when it is not one. */
export function parseHostStatus(answer: string): PrinterStatus | null {
  const [first, second] = framed(answer).map((s) => s.split(',').map((f) => f.trim()));
  if (!first || !second || first.length < 3 || second.length < 4) return null;
  const on = (value: string | undefined) => value === '1';
  // Precedence: what needs a person at the printer first.
  if (on(second[2])) return offline('head_open');
  if (on(first[1])) return offline('paper_out');
  if (on(second[3])) return offline('ribbon_out');
  if (on(first[2])) return offline('paused');
  return ONLINE;
}

/** The state read from a `~HQES` answer (error bits: 1 media out, 2 ribbon out, 4 head open). */
export function parseErrorStatus(answer: string): PrinterStatus | null {
  const errors = /ERRORS:\s*([01])\s+([0-9A-F]{8})\s+([0-9A-F]{8})/i.exec(answer);
  if (!errors) return null;
  if (errors[1] === '0') return ONLINE;
  const bits = parseInt(errors[3]!, 16);
  if (bits & 0x4) return offline('head_open');
  if (bits & 0x1) return offline('paper_out');
  if (bits & 0x2) return offline('ribbon_out');
  return offline('error');
}

/**
 * The last status read of each printer (by host and port) on this process: what `/metrics` reports,
 * so that a scrape never connects to a printer (issue 46).
 */
const lastKnown = new Map<string, PrinterStatus>();
const keyOf = (host: unknown, port: unknown) => {
  const address = addressOf(host, port);
  return address ? `${address.host}:${address.port}` : '';
};

/** The printer's status as last read here; undefined when it has not been read since the start. */
export function lastKnownStatus(host: unknown, port: unknown): PrinterStatus | undefined {
  return lastKnown.get(keyOf(host, port));
}

/** The live status, for a caller that already holds the printer's queue. */
export async function readStatus(address: PrinterAddress): Promise<PrinterStatus> {
  const status = await askStatus(address);
  lastKnown.set(`${address.host}:${address.port}`, status);
  return status;
}

async function askStatus(address: PrinterAddress): Promise<PrinterStatus> {
  try {
    const hs = await query(address, '~HS', hsComplete);
    const fromHs = hs === null ? null : parseHostStatus(hs);
    if (fromHs) return fromHs;
    const hqes = await query(address, '~HQES', hqesComplete);
    return (hqes === null ? null : parseErrorStatus(hqes)) ?? offline('unreachable');
  } catch (err) {
    if (err instanceof PrinterConnectionError) return offline('unreachable');
    throw err;
  }
}

/** The live status of a printer row (`host`, `port`); a printer without a host is unreachable. */
export function printerStatus(host: unknown, port: unknown, trusted: boolean): Promise<PrinterStatus> {
  const address = addressOf(host, port, trusted);
  if (!address) return Promise.resolve(offline('unreachable'));
  return exclusive(address, () => readStatus(address));
}
