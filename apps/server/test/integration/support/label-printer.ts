import { createServer, type AddressInfo, type Server } from 'node:net';

/**
 * A raw-TCP label printer on a free loopback port: every connection that sends bytes is one job
 * (a connection without bytes is a status check). `take(n)` waits for the next n jobs.
 */
export interface LabelPrinter {
  port: number;
  jobs: string[];
  /** Resolves with `count` jobs after the first `from`, once they have all arrived. */
  jobsFrom(from: number, count: number): Promise<string[]>;
  close(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

export async function startLabelPrinter(): Promise<LabelPrinter> {
  const jobs: string[] = [];
  let waiting: (() => void)[] = [];
  const server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('end', () => {
      socket.end();
      if (chunks.length === 0) return;
      jobs.push(Buffer.concat(chunks).toString('utf8'));
      const ready = waiting;
      waiting = [];
      ready.forEach((check) => check());
    });
  });
  const port = await listen(server);
  return {
    port,
    jobs,
    jobsFrom: (from, count) =>
      new Promise<string[]>((resolve) => {
        const check = () => {
          if (jobs.length >= from + count) resolve(jobs.slice(from, from + count));
          else waiting.push(check);
        };
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nobody listens on (a printer that is off). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}
