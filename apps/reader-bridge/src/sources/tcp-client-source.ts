import { connect, type Socket } from 'node:net';
import { describeError } from '../log';
import { hostPort } from '../server/loopback';
import { Backoff, STABLE_CONNECTION_MS, formatDelay } from './backoff';
import { createSourceFramer, type Source, type SourceContext } from './source';

const CONNECT_TIMEOUT_MS = 10_000;
// Readers are silent for hours; keepalive still notices one that was unplugged from the network.
const KEEPALIVE_MS = 15_000;

/** A reader that streams lines over TCP (`--tcp HOST:PORT`); reconnects with backoff when it drops. */
export class TcpClientSource implements Source {
  readonly label: string;
  private readonly backoff = new Backoff();
  private socket: Socket | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly target: { host: string; port: number },
    private readonly context: SourceContext,
  ) {
    this.label = `tcp ${hostPort(target.host, target.port)}`;
  }

  start(): void {
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    this.socket?.destroy();
  }

  private connect(): void {
    if (this.stopped) return;
    const { log } = this.context;
    const framer = createSourceFramer(this.context, this.label);
    const socket = connect({ host: this.target.host, port: this.target.port });
    this.socket = socket;
    let connectedAt: number | undefined;
    let failure: unknown;

    socket.setTimeout(CONNECT_TIMEOUT_MS, () => socket.destroy(new Error('connection attempt timed out')));
    socket.on('connect', () => {
      connectedAt = Date.now();
      socket.setTimeout(0);
      socket.setKeepAlive(true, KEEPALIVE_MS);
      log.info(`${this.label}: connected to the reader`);
    });
    socket.on('data', (chunk: Buffer) => framer.push(chunk));
    socket.on('error', (error) => (failure = error));
    socket.on('close', () => {
      framer.abort();
      if (this.stopped) return;
      if (connectedAt !== undefined && Date.now() - connectedAt >= STABLE_CONNECTION_MS) this.backoff.reset();
      const delay = this.backoff.next();
      const why = failure ? ` (${describeError(failure)})` : '';
      const what = connectedAt === undefined ? 'cannot connect to the reader' : 'the reader disconnected';
      log.warn(`${this.label}: ${what}${why}; trying again in ${formatDelay(delay)}`, `${this.label}:retry`);
      this.retry = setTimeout(() => this.connect(), delay);
    });
  }
}
