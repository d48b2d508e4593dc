import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The status this request was answered with. */
  status: number;
}

/** An ERP's receiver on loopback: records every request; `answer` decides each status (200 by default). */
export interface Receiver {
  url: string;
  received: Received[];
  /** The status (and headers) the next requests get. */
  answer: (request: { headers: IncomingHttpHeaders; body: string }) => {
    status: number;
    headers?: Record<string, string>;
  };
  /** Resolves once `test` holds for what was received. */
  until(test: (received: Received[]) => boolean, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const waiters = new Set<() => void>();
  const receiver: Receiver = {
    url: '',
    received: [],
    answer: () => ({ status: 200 }),
    until(test, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!test(receiver.received)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(receiver.received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`receiver: condition not met; got ${receiver.received.map((r) => r.body).join('\n')}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const { status, headers = {} } = receiver.answer({ headers: req.headers, body });
      receiver.received.push({ headers: req.headers, body, status });
      res
        .writeHead(status, { 'content-type': 'text/plain', ...headers })
        .end(status < 300 ? 'ok' : 'non ora');
      for (const waiter of [...waiters]) waiter();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/erp/webhooks`;
  return receiver;
}
