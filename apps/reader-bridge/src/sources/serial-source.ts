import type { SerialPort } from 'serialport';
import { describeError } from '../log';
import { Backoff, STABLE_CONNECTION_MS, formatDelay } from './backoff';
import { createSourceFramer, type Source, type SourceContext } from './source';

/**
 * A serial reader (`--serial PATH --baud N`): scanner cradles, RFID modules, USB devices that show up
 * as a COM port or /dev/tty*. When it is unplugged or cannot be opened, it is reopened with backoff.
 */
export class SerialSource implements Source {
  readonly label: string;
  private readonly backoff = new Backoff(500, 10_000);
  private port: SerialPort | undefined;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly path: string,
    private readonly baudRate: number,
    private readonly context: SourceContext,
  ) {
    this.label = `serial ${path}`;
  }

  start(): void {
    void this.open();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    if (this.port?.isOpen) this.port.close();
  }

  private async open(): Promise<void> {
    if (this.stopped) return;
    let SerialPortClass: typeof SerialPort;
    try {
      // Loaded only when a serial port is used: it is the one native module of the bridge.
      ({ SerialPort: SerialPortClass } = await import('serialport'));
    } catch (error) {
      return this.again(`cannot load the serial port library (${describeError(error)})`);
    }
    const framer = createSourceFramer(this.context, this.label);
    let port: SerialPort;
    try {
      port = new SerialPortClass({ path: this.path, baudRate: this.baudRate, autoOpen: false });
    } catch (error) {
      return this.again(`cannot use the port (${describeError(error)})`);
    }
    this.port = port;
    let openedAt: number | undefined;
    let handled = false;
    // 'error' and 'close' can both report one failure: reopen once.
    const lost = (what: string) => {
      if (handled) return;
      handled = true;
      framer.abort();
      if (openedAt !== undefined && Date.now() - openedAt >= STABLE_CONNECTION_MS) this.backoff.reset();
      if (port.isOpen) port.close();
      this.again(what);
    };

    port.on('data', (chunk: Buffer) => framer.push(chunk));
    port.on('error', (error) => lost(`serial port error (${describeError(error)})`));
    port.on('close', (error?: Error & { disconnected?: boolean }) =>
      lost(error?.disconnected ? 'the port was disconnected (unplugged?)' : 'the port closed'),
    );
    port.open((error) => {
      if (error) return lost(`cannot open the port (${describeError(error)})`);
      openedAt = Date.now();
      this.context.log.info(`${this.label}: open at ${this.baudRate} baud`);
    });
  }

  private again(what: string): void {
    if (this.stopped) return;
    const delay = this.backoff.next();
    this.context.log.warn(
      `${this.label}: ${what}; trying again in ${formatDelay(delay)}`,
      `${this.label}:retry`,
    );
    this.retry = setTimeout(() => void this.open(), delay);
  }
}
