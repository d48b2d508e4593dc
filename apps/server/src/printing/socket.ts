import { Socket } from 'node:net';

const DEFAULT_PORT = 9100; // raw printing (JetDirect), spoken by Zebra, Datamax, Honeywell and most label printers
const CONNECT_TIMEOUT_MS = 1500;

function target(host: unknown, port: unknown): { host: string; port: number } | null {
  if (typeof host !== 'string' || host === '') return null;
  return { host, port: typeof port === 'number' && port > 0 ? port : DEFAULT_PORT };
}

function withSocket<T>(host: unknown, port: unknown, use: (socket: Socket) => Promise<T>): Promise<T> {
  const to = target(host, port);
  if (!to) return Promise.reject(new Error('printer has no address'));
  return new Promise<T>((resolve, reject) => {
    const socket = new Socket();
    const fail = (err: Error) => {
      socket.destroy();
      reject(err);
    };
    socket.setTimeout(CONNECT_TIMEOUT_MS, () => fail(new Error('printer timed out')));
    socket.once('error', fail);
    socket.connect(to.port, to.host, () => {
      use(socket).then(
        (value) => {
          socket.end();
          resolve(value);
        },
        (err: Error) => fail(err),
      );
    });
  });
}

/** Live check: the printer accepts a connection on its raw port. */
export async function isPrinterOnline(host: unknown, port: unknown): Promise<boolean> {
  try {
    await withSocket(host, port, async () => undefined);
    return true;
  } catch {
    return false;
  }
}

/** Sends one job's bytes to the printer and waits until they are flushed. */
export function sendToPrinter(host: unknown, port: unknown, payload: string): Promise<void> {
  return withSocket(
    host,
    port,
    (socket) =>
      new Promise<void>((resolve, reject) =>
        socket.write(payload, 'utf8', (err) => (err ? reject(err) : resolve())),
      ),
  );
}

/**
 * Replaces `{{field}}` placeholders with the given values. Values are made
 * safe for label languages: control characters and the ZPL command
 * characters `^` and `~` are removed, so a field cannot inject commands.
 */
export function fillTemplate(body: string, fields: Record<string, unknown>): string {
  return body.replace(/\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g, (_, name: string) => {
    const value = fields[name];
    if (value === undefined || value === null) return '';
    // eslint-disable-next-line no-control-regex
    return String(value).replace(/[\u0000-\u001f\u007f^~]/g, ' ');
  });
}
