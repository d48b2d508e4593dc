/**
 * A fake reader bridge: a WebSocket server on a free loopback port that the test controls.
 * `send(line)` delivers a reading to every connected app; `stop()` and `start()` (same port) let a
 * test watch the app lose and regain the reader.
 */
import { createServer } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface FakeReader {
  url: string;
  port: number;
  /** Sends one reading (a text frame) to every connected client. */
  send(line: string): void;
  /** Number of open client connections. */
  clientCount(): number;
  /** Resolves once at least `n` clients are connected. */
  waitForClients(n?: number, timeoutMs?: number): Promise<void>;
  /** Closes the clients and stops listening. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function startFakeReader(): Promise<FakeReader> {
  const port = await freePort();
  let wss: WebSocketServer | null = null;
  const clients = new Set<WebSocket>();

  async function start(): Promise<void> {
    if (wss) return;
    const server = new WebSocketServer({ host: '127.0.0.1', port });
    server.on('connection', (socket) => {
      clients.add(socket);
      socket.on('close', () => clients.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    wss = server;
  }

  async function stop(): Promise<void> {
    const server = wss;
    wss = null;
    if (!server) return;
    for (const c of clients) c.terminate();
    clients.clear();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  await start();
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    send(line) {
      for (const c of clients) c.send(line);
    },
    clientCount: () => clients.size,
    async waitForClients(n = 1, timeoutMs = 15_000) {
      const end = Date.now() + timeoutMs;
      while (clients.size < n) {
        if (Date.now() > end) throw new Error(`no reader client connected in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    stop,
    start,
  };
}
