import { createServer, type Server, type Socket } from 'node:net';
import { describeError } from '../log';
import { hostPort } from '../server/loopback';
import { Backoff, formatDelay } from './backoff';
import { createSourceFramer, type Source, type SourceContext } from './source';

// A handful of readers per device at most; more connections are someone else's traffic.
const MAX_READERS = 8;

/** Waits for readers that connect in (`--listen-tcp [HOST:]PORT`) and reads lines from each. */
export class TcpListenSource implements Source {
  readonly label: string;
  private readonly backoff = new Backoff(1000, 30_000);
  private readonly connections = new Set<Socket>();
  private server: Server | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly bind: { host: string; port: number },
    private readonly context: SourceContext,
  ) {
    this.label = `listen ${hostPort(bind.host, bind.port)}`;
  }

  start(): void {
    this.listen();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    this.server?.close();
    for (const socket of this.connections) socket.destroy();
  }

  private listen(): void {
    if (this.stopped) return;
    const { log } = this.context;
    const server = createServer((socket) => this.read(socket));
    this.server = server;
    server.maxConnections = MAX_READERS;
    server.on('drop', () =>
      log.warn(`${this.label}: refused a reader: already ${MAX_READERS} connected`, `${this.label}:full`),
    );
    server.on('listening', () => {
      this.backoff.reset();
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : this.bind.port;
      log.info(`${this.label}: waiting for readers on ${hostPort(this.bind.host, port)}`);
    });
    server.on('error', (error) => {
      server.close();
      if (this.stopped) return;
      const delay = this.backoff.next();
      log.warn(
        `${this.label}: cannot listen (${describeError(error)}); trying again in ${formatDelay(delay)}`,
      );
      this.retry = setTimeout(() => this.listen(), delay);
    });
    server.listen(this.bind.port, this.bind.host);
  }

  private read(socket: Socket): void {
    const { log } = this.context;
    const label = `${this.label} reader ${hostPort(socket.remoteAddress ?? '?', socket.remotePort ?? 0)}`;
    const framer = createSourceFramer(this.context, label);
    this.connections.add(socket);
    log.info(`${label}: connected`);
    socket.setKeepAlive(true, 15_000);
    socket.on('data', (chunk: Buffer) => framer.push(chunk));
    socket.on('error', (error) => log.warn(`${label}: ${describeError(error)}`, `${label}:error`));
    socket.on('close', () => {
      this.connections.delete(socket);
      framer.abort();
      if (!this.stopped) log.info(`${label}: disconnected`);
    });
  }
}
