/**
 * The WebSocket client of the reader bridge (default ws://127.0.0.1:12345). Each text frame is one
 * reading. It reconnects by itself with exponential backoff (0.5 s doubling up to 5 s), and at once
 * when the page becomes visible again or the network comes back.
 */
import type { ReaderStatus } from './status';

export const RECONNECT_MIN_MS = 500;
export const RECONNECT_MAX_MS = 5000;

/** Delay before reconnection attempt `attempt` (0-based): 500, 1000, 2000, 4000, 5000, 5000… */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
}

type WebSocketCtor = new (url: string) => WebSocket;

export interface ReaderConnectionOptions {
  url: string;
  onLine: (line: string) => void;
  onStatus: (status: ReaderStatus) => void;
  WebSocket?: WebSocketCtor;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export class ReaderConnection {
  private socket: WebSocket | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private stopped = true;
  private readonly Ws: WebSocketCtor;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: ReaderConnectionOptions) {
    this.Ws = options.WebSocket ?? globalThis.WebSocket;
    this.setTimer = options.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
    this.clearTimer =
      options.clearTimeout ?? ((h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    const s = this.socket;
    this.socket = null;
    if (s) {
      s.onopen = s.onclose = s.onerror = s.onmessage = null;
      try {
        s.close();
      } catch {
        // already closed
      }
    }
    this.options.onStatus('disconnected');
  }

  /** Tries now instead of waiting for the backoff (page visible again, network back). */
  reconnectNow(): void {
    if (this.stopped || this.socket) return;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    this.connect();
  }

  private connect(): void {
    this.timer = null;
    this.options.onStatus('connecting');
    let socket: WebSocket;
    try {
      socket = new this.Ws(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.options.onStatus('connected');
    };
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') this.options.onLine(event.data);
    };
    socket.onerror = () => {
      // onclose follows and reconnects
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.options.onStatus('disconnected');
    const delay = reconnectDelay(this.attempt++);
    this.timer = this.setTimer(() => this.connect(), delay);
  }
}
