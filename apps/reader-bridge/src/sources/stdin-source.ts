import { describeError } from '../log';
import { createSourceFramer, type Source, type SourceContext } from './source';

/**
 * Standard input, one reading per line: a person can type codes to try the bridge, or a program
 * can pipe them in. A service runs with no input, so the end of it only gets a log line.
 */
export class StdinSource implements Source {
  readonly label = 'stdin';
  private stream: NodeJS.ReadStream | undefined;

  constructor(
    private readonly context: SourceContext,
    private readonly input: () => NodeJS.ReadStream = () => process.stdin,
  ) {}

  start(): void {
    const { log } = this.context;
    let stream: NodeJS.ReadStream;
    try {
      stream = this.input();
    } catch (error) {
      log.warn(`${this.label}: cannot read standard input (${describeError(error)})`);
      return;
    }
    this.stream = stream;
    const framer = createSourceFramer(this.context, this.label);
    stream.on('data', (chunk: Buffer | string) =>
      framer.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)),
    );
    stream.on('end', () => {
      framer.flush();
      log.info(`${this.label}: standard input ended; the bridge keeps serving its other sources`);
    });
    stream.on('error', (error) => {
      framer.abort();
      log.warn(`${this.label}: standard input failed (${describeError(error)}); no longer reading it`);
    });
    if (stream.isTTY) log.info(`${this.label}: type a code and press Enter to send it as a reading`);
  }

  stop(): void {
    this.stream?.pause();
  }
}
