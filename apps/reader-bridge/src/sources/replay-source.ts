import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { describeError } from '../log';
import { Backoff, formatDelay } from './backoff';
import { createSourceFramer, type Source, type SourceContext } from './source';

/** A replay line `+<ms><TAB or space><reading>` waits that long after the previous line. */
const TIMED_LINE = /^\+(\d{1,7})[\t ](.*)$/;
// Looping a file that plays in no time would be a flood: each pass takes at least this long.
const MIN_PASS_MS = 1000;

/**
 * Plays a recorded session (`--replay FILE`): one reading per line, paced at `rate` lines per
 * second, or by a `+<ms>` delay written before a line. Lines starting with `#` are comments.
 * The file is streamed, so a long recording does not have to fit in memory.
 */
export class ReplaySource implements Source {
  readonly label: string;
  private readonly backoff = new Backoff(1000, 30_000);
  private stopped = false;
  private wake: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly file: string,
    private readonly rate: number,
    private readonly loop: boolean,
    private readonly context: SourceContext,
  ) {
    this.label = `replay ${basename(file)}`;
  }

  start(): void {
    void this.run();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.wake?.();
  }

  private async run(): Promise<void> {
    const { log } = this.context;
    while (!this.stopped) {
      const startedAt = Date.now();
      try {
        const played = await this.playOnce();
        this.backoff.reset();
        if (!this.loop) {
          log.info(`${this.label}: finished (${played} readings)`);
          return;
        }
        await this.sleep(MIN_PASS_MS - (Date.now() - startedAt));
      } catch (error) {
        const delay = this.backoff.next();
        log.warn(
          `${this.label}: cannot read ${this.file} (${describeError(error)}); trying again in ${formatDelay(delay)}`,
        );
        await this.sleep(delay);
      }
    }
  }

  private async playOnce(): Promise<number> {
    const lines: string[] = [];
    // The framer collects the lines of each chunk; they are played before the next chunk is read.
    const framer = createSourceFramer(this.context, this.label, (line) => lines.push(line));
    let played = 0;
    const stream = createReadStream(this.file, { highWaterMark: 16 * 1024 });
    try {
      for await (const chunk of stream) {
        framer.push(chunk as Buffer);
        played += await this.play(lines);
        if (this.stopped) return played;
      }
      framer.flush();
      played += await this.play(lines);
    } finally {
      stream.destroy();
    }
    return played;
  }

  private async play(lines: string[]): Promise<number> {
    let played = 0;
    for (const line of lines.splice(0)) {
      if (line.startsWith('#')) continue;
      const timed = TIMED_LINE.exec(line);
      await this.sleep(timed ? Number(timed[1]) : 1000 / this.rate);
      if (this.stopped) break;
      const reading = timed ? timed[2]!.trim() : line;
      if (reading === '') continue;
      this.context.onLine(reading, this.label);
      played++;
    }
    return played;
  }

  private sleep(ms: number): Promise<void> {
    if (ms <= 0 || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      this.wake = resolve;
      this.timer = setTimeout(resolve, ms);
    });
  }
}
