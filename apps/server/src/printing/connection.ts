/**
 * Raw TCP to label printers (port 9100, "JetDirect"): open, write, close. A printer answers
 * status queries on the same connection but sends no request id, so one printer gets one command
 * at a time: everything addressed to a host:port goes through its queue (`exclusive`).
 */
import { Socket } from 'node:net';
import { connectAddress } from './printer-address';

export const DEFAULT_PORT = 9100;
/** How long a printer may take to accept a connection. */
export const CONNECT_TIMEOUT_MS = 1500;
/** How long a status query waits for its answer. */
export const ANSWER_TIMEOUT_MS = 1500;
/** How long a job may take to be written and the connection closed by the printer. */
export const SEND_TIMEOUT_MS = 5000;

export interface PrinterAddress {
  host: string;
  port: number;
  /** Saved by an administrator (or the server itself): any address; otherwise local printers' only. */
  trusted?: boolean;
}

/** The printer's address, or null when it has no host. */
export function addressOf(host: unknown, port: unknown, trusted = false): PrinterAddress | null {
  if (typeof host !== 'string' || host.trim() === '') return null;
  const p = Number(port);
  return { host: host.trim(), port: Number.isInteger(p) && p > 0 && p < 65536 ? p : DEFAULT_PORT, trusted };
}

/** Why talking to a printer failed: `unreachable` (no connection), `timeout`, `connection_closed`. */
export class PrinterConnectionError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'timeout' | 'connection_closed',
    message: string,
  ) {
    super(message);
  }
}

const queues = new Map<string, Promise<unknown>>();

/** Runs `task` when every earlier task for the same printer has finished. */
export function exclusive<T>(address: PrinterAddress, task: () => Promise<T>): Promise<T> {
  const key = `${address.host}:${address.port}`;
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}

/** Connects to the address the host resolves to now, checked (printer-address.ts) on every connect. */
async function connect(address: PrinterAddress): Promise<Socket> {
  const ip = await connectAddress(address.host, address.trusted ?? false);
  if (!ip) throw new PrinterConnectionError('unreachable', 'no printer address allowed for this host');
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new PrinterConnectionError('unreachable', 'printer did not accept the connection in time'));
    }, CONNECT_TIMEOUT_MS);
    socket.once('error', (err) => {
      clearTimeout(timer);
      socket.destroy();
      reject(new PrinterConnectionError('unreachable', err.message));
    });
    socket.setNoDelay(true); // small commands (~HS) go out at once, not after the delayed-ACK wait
    socket.connect(address.port, ip, () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      resolve(socket);
    });
  });
}

/**
 * Sends `command` and collects the answer until `complete(answer)` says it is whole; resolves
 * null when the printer stays silent for ANSWER_TIMEOUT_MS (a printer in error may not answer).
 */
export async function query(
  address: PrinterAddress,
  command: string,
  complete: (answer: string) => boolean,
): Promise<string | null> {
  const socket = await connect(address);
  return new Promise((resolve) => {
    let answer = '';
    const finish = (value: string | null) => {
      clearTimeout(timer);
      socket.removeAllListeners('data');
      socket.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => finish(null), ANSWER_TIMEOUT_MS);
    socket.on('error', () => finish(null));
    socket.on('close', () => finish(complete(answer) ? answer : null));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      if (complete(answer)) finish(answer);
    });
    socket.write(command, 'latin1');
  });
}

/**
 * Writes a job and waits until the printer has closed its side of the connection: a reset or a
 * close before the end (a printer that drops the connection mid-label) is an error, so a job is
 * reported sent only when every byte was accepted.
 */
export async function send(address: PrinterAddress, payload: string): Promise<void> {
  const socket = await connect(address);
  await new Promise<void>((resolve, reject) => {
    let done = false;
    const finish = (err?: PrinterConnectionError) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      if (err) reject(err);
      else resolve();
    };
    const timer = setTimeout(
      () => finish(new PrinterConnectionError('timeout', 'printer did not take the label in time')),
      SEND_TIMEOUT_MS,
    );
    let written = false;
    socket.on('error', (err) => finish(new PrinterConnectionError('connection_closed', err.message)));
    socket.on('close', (hadError) =>
      finish(
        written && !hadError
          ? undefined
          : new PrinterConnectionError('connection_closed', 'printer closed the connection before the end'),
      ),
    );
    socket.on('data', () => undefined); // a printer may talk back; we do not need it
    socket.end(payload, 'utf8', () => {
      written = true;
    });
  });
}
