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
  /** When set, each request waits for it before being answered (and recorded): a receiver that hangs. */
  hold?: () => Promise<void>;
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
    req.on('end', async () => {
      if (receiver.hold) await receiver.hold();
      const { status, headers = {} } = receiver.answer({ headers: req.headers, body });
      // The path the request came to, for a test with several endpoints on one receiver.
      receiver.received.push({ headers: { ...req.headers, 'x-path': req.url }, body, status });
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

/** POSTs JSON to a server process as `token`, expecting 201; answers the body. */
export async function postJson(base: string, token: string, model: string, body: object) {
  const res = await fetch(`${base}/api/v2/${model}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`POST ${model}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}
