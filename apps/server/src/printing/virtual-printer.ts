/**
 * A virtual Zebra label printer: raw TCP like a real one (port 9100 by default), answers `~HS` and
 * `~HQES` for the state it is told to be in, keeps every label (`^XA…^XZ`) it receives and, given
 * an output directory, writes `<n>.zpl` and a rendered `<n>.png` for each. Used by `npm run
 * printer`, by `npm start` beside the demo, and by the tests (docs/printing.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { renderLabelPng } from './preview';

/** `offline`: accepts connections and then says and prints nothing (a printer hung in error). */
export type VirtualPrinterState = 'ready' | 'paper_out' | 'paused' | 'head_open' | 'ribbon_out' | 'offline';
export const VIRTUAL_PRINTER_STATES: readonly VirtualPrinterState[] = [
  'ready',
  'paper_out',
  'paused',
  'head_open',
  'ribbon_out',
  'offline',
];

export interface ReceivedLabel {
  /** 1, 2, … in order of arrival. */
  n: number;
  zpl: string;
  /** From `^PQ`, 1 when absent. */
  copies: number;
  receivedAt: Date;
  zplPath?: string;
  pngPath?: string;
}

export interface VirtualPrinterOptions {
  host?: string;
  port?: number;
  /** Where `<n>.zpl` and `<n>.png` go; nothing is written when absent. */
  outDir?: string;
  /** Render each label to PNG (needs outDir); default true. */
  render?: boolean;
  state?: VirtualPrinterState;
  log?: (message: string) => void;
}

const frame = (text: string) => `\x02${text}\x03\r\n`;

/** The three `~HS` strings for a state (Zebra ZPL manual, ~HS). */
export function hostStatusAnswer(state: VirtualPrinterState): string {
  const flag = (on: boolean) => (on ? '1' : '0');
  return (
    frame(`030,${flag(state === 'paper_out')},${flag(state === 'paused')},1218,000,0,0,0,000,0,0,0`) +
    frame(`000,0,${flag(state === 'head_open')},${flag(state === 'ribbon_out')},0,2,6,0,00000000,1,000`) +
    frame('1234,0')
  );
}

/** The `~HQES` answer for a state (error bits 1 media out, 2 ribbon out, 4 head open). */
export function errorStatusAnswer(state: VirtualPrinterState): string {
  const bits = { paper_out: 1, ribbon_out: 2, head_open: 4 }[state as string] ?? 0;
  const hex = bits.toString(16).toUpperCase().padStart(8, '0');
  return frame(
    `\r\n\r\n  PRINTER STATUS\r\n   ERRORS:         ${bits ? 1 : 0} 00000000 ${hex}\r\n` +
      '   WARNINGS:       0 00000000 00000000\r\n',
  );
}

export class VirtualPrinter {
  readonly labels: ReceivedLabel[] = [];
  state: VirtualPrinterState;
  /** The most clients talking at once (from connect until they close their side). */
  peakConnections = 0;
  /** Connections accepted so far. */
  connections = 0;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly talking = new Set<Socket>();
  private waiters: (() => void)[] = [];
  private rendering: Promise<void> = Promise.resolve();

  constructor(private readonly options: VirtualPrinterOptions = {}) {
    this.state = options.state ?? 'ready';
    if (options.outDir) mkdirSync(options.outDir, { recursive: true, mode: 0o700 });
  }

  /** Listens; resolves with the address actually bound (port 0 = any free port). */
  start(): Promise<{ host: string; port: number }> {
    const server = createServer((socket) => this.serve(socket));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port ?? 9100, this.options.host ?? '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address() as AddressInfo;
        resolve({ host: address.address, port: address.port });
      });
    });
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    await this.rendering;
  }

  /** Resolves when at least `count` labels have arrived in total (and their files are written). */
  async waitForLabels(count: number): Promise<ReceivedLabel[]> {
    while (this.labels.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
    await this.rendering;
    return this.labels.slice(0, count);
  }

  private serve(socket: Socket) {
    this.sockets.add(socket);
    socket.setNoDelay(true);
    this.connections++;
    this.talking.add(socket);
    this.peakConnections = Math.max(this.peakConnections, this.talking.size);
    const done = () => this.talking.delete(socket);
    socket.once('end', done);
    const decoder = new StringDecoder('utf8');
    let pending = '';
    socket.on('error', () => undefined);
    socket.on('close', () => {
      done();
      this.sockets.delete(socket);
      if (pending.includes('^XA'))
        this.options.log?.('connection closed in the middle of a label: label dropped');
    });
    socket.on('data', (chunk: Buffer) => {
      if (this.state === 'offline') return; // hung: reads, answers nothing, prints nothing
      pending = this.consume(pending + decoder.write(chunk), socket);
    });
    socket.on('end', () => socket.end());
  }

  /** Answers the status queries and takes the whole labels out of `text`; returns what is left. */
  private consume(text: string, socket: Socket): string {
    let rest = text;
    for (;;) {
      const upper = rest.toUpperCase();
      const next = [
        { at: upper.indexOf('~HQES'), kind: 'hqes' as const },
        { at: upper.indexOf('~HS'), kind: 'hs' as const },
        { at: upper.indexOf('^XA'), kind: 'label' as const },
      ]
        .filter((c) => c.at !== -1)
        .sort((a, b) => a.at - b.at)[0];
      if (!next) return rest.slice(-4); // keep a command cut between two packets
      if (next.kind === 'hs') {
        socket.write(hostStatusAnswer(this.state), 'latin1');
        rest = rest.slice(next.at + 3);
      } else if (next.kind === 'hqes') {
        socket.write(errorStatusAnswer(this.state), 'latin1');
        rest = rest.slice(next.at + 5);
      } else {
        const end = upper.indexOf('^XZ', next.at);
        if (end === -1) return rest.slice(next.at);
        this.receive(rest.slice(next.at, end + 3));
        rest = rest.slice(end + 3);
      }
    }
  }

  private receive(zpl: string) {
    const label: ReceivedLabel = {
      n: this.labels.length + 1,
      zpl,
      copies: Number(/\^PQ(\d+)/i.exec(zpl)?.[1] ?? 1),
      receivedAt: new Date(),
    };
    this.labels.push(label);
    const { outDir } = this.options;
    if (outDir) {
      label.zplPath = join(outDir, `${label.n}.zpl`);
      writeFileSync(label.zplPath, zpl, { mode: 0o600 });
      if (this.options.render !== false) {
        const pngPath = join(outDir, `${label.n}.png`);
        this.rendering = this.rendering.then(async () => {
          try {
            writeFileSync(pngPath, await renderLabelPng(zpl), { mode: 0o600 });
            label.pngPath = pngPath;
          } catch (err) {
            this.options.log?.(`label ${label.n}: could not render (${(err as Error).message})`);
          }
        });
      }
    }
    this.options.log?.(
      `label ${label.n} received (${label.copies} ${label.copies === 1 ? 'copy' : 'copies'})` +
        (label.zplPath ? ` → ${label.zplPath}` : ''),
    );
    const ready = this.waiters;
    this.waiters = [];
    ready.forEach((wake) => wake());
  }
}
