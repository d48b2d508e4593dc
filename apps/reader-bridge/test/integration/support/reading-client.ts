import { WebSocket } from 'ws';
import { waitUntil } from './wait';

/** A WebSocket client like the app: it records every reading it receives. */
export class ReadingClient {
  readonly frames: string[] = [];
  closed = false;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => this.frames.push(String(data)));
    socket.on('close', () => (this.closed = true));
    socket.on('error', () => {});
  }

  static async connect(url: string): Promise<ReadingClient> {
    const socket = new WebSocket(url);
    const client = new ReadingClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Waits for the first frame, at index `from` or later, that `match` accepts. */
  async next(match: (frame: string) => boolean, what: string, from = 0): Promise<string> {
    return waitUntil(
      () => this.frames.slice(from).find(match),
      `${what}; got ${JSON.stringify(this.frames.slice(-10))}`,
    );
  }

  /** Waits until `count` frames arrived after index `from`, and returns them. */
  async take(count: number, from: number): Promise<string[]> {
    await waitUntil(
      () => this.frames.length >= from + count,
      `${count} readings; got ${JSON.stringify(this.frames.slice(from))}`,
    );
    return this.frames.slice(from, from + count);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    const done = new Promise((resolve) => this.socket.once('close', resolve));
    this.socket.close();
    await done;
  }
}
