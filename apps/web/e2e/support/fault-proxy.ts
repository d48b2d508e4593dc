/**
 * A fault-injecting HTTP proxy between the browser and the server (issue 12): the page is opened
 * through it, and while faults are on it drops a share of the API requests (the connection is cut
 * before the server sees them) or of the answers (the server did the work, the connection is cut
 * before the browser gets the answer). Decisions come from a seeded generator, so a run is
 * repeatable. The app's files, the login and the live event stream pass untouched.
 */
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FaultStats {
  /** API requests that could have been dropped. */
  seen: number;
  droppedRequests: number;
  droppedAnswers: number;
}

export interface FaultProxy {
  url: string;
  stats: FaultStats;
  /** Share of API requests dropped, half before the server, half after it (0 = none). */
  setRate(rate: number): void;
  stop(): Promise<void>;
}

/** mulberry32: a small seeded generator, enough to make a run repeatable. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const faultable = (req: IncomingMessage) =>
  (req.url ?? '').startsWith('/api/') &&
  !(req.url ?? '').startsWith('/api/v2/events') &&
  !(req.url ?? '').startsWith('/api/v2/authenticate');

export async function startFaultProxy(target: string, options: { seed?: number } = {}): Promise<FaultProxy> {
  const upstream = new URL(target);
  const random = seeded(options.seed ?? 12);
  const stats: FaultStats = { seen: 0, droppedRequests: 0, droppedAnswers: 0 };
  const sockets = new Set<Socket>();
  let rate = 0;

  function pass(req: IncomingMessage, res: ServerResponse, dropAnswer: boolean) {
    const out = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        if (dropAnswer) {
          // The server has answered (the work is done): the browser never hears it.
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => req.socket.destroy());
    req.pipe(out);
  }

  const server = createServer((req, res) => {
    if (rate === 0 || !faultable(req)) return pass(req, res, false);
    stats.seen++;
    const draw = random();
    if (draw < rate / 2) {
      stats.droppedRequests++;
      req.socket.destroy();
      return;
    }
    const dropAnswer = draw < rate;
    if (dropAnswer) stats.droppedAnswers++;
    pass(req, res, dropAnswer);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    setRate: (next) => void (rate = next),
    async stop() {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
