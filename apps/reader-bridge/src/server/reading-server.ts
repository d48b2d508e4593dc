import { WebSocket, WebSocketServer } from 'ws';
import type { IncomingMessage } from 'node:http';
import { hostPort } from './loopback';
import type { Logger } from '../log';
import { HeldReadings } from './held-readings';

export interface ReadingServerOptions {
  host: string;
  port: number;
  /** A client with more than this many bytes waiting to be sent is not reading: it is disconnected. */
  maxClientBuffer: number;
  /** Web origins allowed to connect; empty allows any (the app's address is not known in advance). */
  allowedOrigins: readonly string[];
  maxClients?: number;
  heartbeatMs?: number;
  /** Readings sent while no client is connected are kept this long for the next one (0: dropped). */
  holdMs?: number;
}

export interface ReadingServer {
  readonly host: string;
  readonly port: number;
  readonly url: string;
  clientCount(): number;
  /** Sends one reading, as one text frame, to every connected client. */
  broadcast(reading: string): void;
  close(): Promise<void>;
}

interface Client {
  socket: WebSocket;
  name: string;
  alive: boolean;
}

const DEFAULT_MAX_CLIENTS = 64;
// The most readings kept for an app that is not connected (an RFID reader reports many a second).
const MAX_HELD = 1000;
// Clients only listen; anything they send is ignored, and a large frame closes them.
const MAX_INCOMING_FRAME = 4096;

/** The WebSocket side of the bridge. Clients come and go; the server keeps serving. */
export async function startReadingServer(options: ReadingServerOptions, log: Logger): Promise<ReadingServer> {
  const maxClients = options.maxClients ?? DEFAULT_MAX_CLIENTS;
  const clients = new Set<Client>();
  const held = new HeldReadings(options.holdMs ?? 0, MAX_HELD);

  const wss = new WebSocketServer({
    host: options.host,
    port: options.port,
    maxPayload: MAX_INCOMING_FRAME,
    perMessageDeflate: false,
    verifyClient: (info: { origin: string; req: IncomingMessage }, accept) => {
      const from = describePeer(info.req);
      if (options.allowedOrigins.length > 0 && !options.allowedOrigins.includes(info.origin)) {
        log.warn(`refused a client from ${from}: origin ${info.origin || '(none)'} is not allowed`, 'origin');
        return accept(false, 403, 'Origin not allowed');
      }
      if (clients.size >= maxClients) {
        log.warn(`refused a client from ${from}: already ${maxClients} clients connected`, 'too-many');
        return accept(false, 503, 'Too many clients');
      }
      accept(true);
    },
  });

  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  // After start-up, errors of the listening socket must not bring the bridge down.
  wss.on('error', (error) => log.warn(`WebSocket server: ${error.message}`, 'wss-error'));

  wss.on('connection', (socket, request) => {
    const client: Client = { socket, name: describePeer(request), alive: true };
    clients.add(client);
    log.info(`client connected from ${client.name} (${clients.size} connected)`);
    socket.on('pong', () => (client.alive = true));
    socket.on('error', (error) => log.warn(`client ${client.name}: ${error.message}`, `client-error`));
    socket.on('close', () => {
      clients.delete(client);
      log.info(`client ${client.name} disconnected (${clients.size} connected)`);
    });
    const { readings, expired } = held.take();
    if (expired > 0) log.info(`dropped ${expired} held readings older than ${options.holdMs} ms`);
    if (readings.length > 0) {
      log.info(`handed ${readings.length} readings kept while no app was connected to ${client.name}`);
      for (const reading of readings) socket.send(reading);
    }
  });

  // A client that vanished without closing (a suspended handheld) is found by its missing pong.
  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        log.warn(`client ${client.name} did not answer a ping: disconnecting it`);
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, options.heartbeatMs ?? 30_000);

  const address = wss.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `ws://${hostPort(options.host, port)}`;

  return {
    host: options.host,
    port,
    url,
    clientCount: () => clients.size,
    broadcast(reading) {
      if (![...clients].some((c) => c.socket.readyState === WebSocket.OPEN) && held.enabled) {
        if (held.size === 0)
          log.info(`no app connected: keeping readings for ${options.holdMs} ms for the next one`);
        const dropped = held.hold(reading);
        if (dropped > 0)
          log.warn(`no app connected: dropped the oldest of ${MAX_HELD} kept readings`, 'held-full');
        return;
      }
      for (const client of clients) {
        if (client.socket.readyState !== WebSocket.OPEN) continue;
        // Memory stays bounded: a client that does not read is cut off instead of buffered forever.
        if (client.socket.bufferedAmount > options.maxClientBuffer) {
          const kib = Math.round(client.socket.bufferedAmount / 1024);
          log.warn(`client ${client.name} is not reading (${kib} KiB waiting): disconnecting it`);
          client.socket.terminate();
          continue;
        }
        client.socket.send(reading);
      }
    },
    async close() {
      clearInterval(heartbeat);
      for (const client of clients) client.socket.close(1001, 'Reader bridge stopping');
      const closed = new Promise<void>((resolve) => wss.close(() => resolve()));
      const grace = setTimeout(() => clients.forEach((client) => client.socket.terminate()), 1000);
      await closed;
      clearTimeout(grace);
    },
  };
}

function describePeer(request: IncomingMessage): string {
  const { remoteAddress, remotePort } = request.socket;
  return remoteAddress ? hostPort(remoteAddress, remotePort ?? 0) : 'unknown peer';
}
