import { MAX_READING_CHARS, formatBarcode, formatTags } from './format-reading';
import type { SourceReading } from './classify-line';

export interface ReadingWindowOptions {
  /** How long tags are gathered after the first one; 0 sends each line's tags at once. */
  windowMs: number;
  send: (reading: string) => void;
  /** A reading the app would refuse (too long) is reported instead of sent. */
  onTooLong: (chars: number) => void;
  maxChars?: number;
}

/**
 * An RFID reader reports the same tags over and over while they are in its field. Tags arriving
 * within one read window (counted from the first tag) become one reading, `A|B|C`, each tag once.
 * A barcode is never merged: it first sends the tags gathered so far, so readings keep their order.
 */
export class ReadingWindow {
  private readonly tags = new Set<string>();
  private chars = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly maxChars: number;

  constructor(private readonly options: ReadingWindowOptions) {
    this.maxChars = options.maxChars ?? MAX_READING_CHARS;
  }

  add(reading: SourceReading): void {
    if (reading.kind === 'barcode') {
      this.flush();
      this.sendChecked(formatBarcode(reading.code, reading.symbology));
      return;
    }
    for (const tag of reading.tags) this.addTag(tag);
    if (this.options.windowMs === 0) this.flush();
    else if (this.tags.size > 0 && this.timer === undefined) {
      this.timer = setTimeout(() => this.flush(), this.options.windowMs);
    }
  }

  /** Sends the gathered tags now. */
  flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.tags.size === 0) return;
    const reading = formatTags([...this.tags]);
    this.tags.clear();
    this.chars = 0;
    this.options.send(reading);
  }

  /** Stops the timer; tags still gathered are dropped (the bridge is stopping). */
  close(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.tags.clear();
    this.chars = 0;
  }

  private addTag(tag: string): void {
    if (this.tags.has(tag)) return;
    if (tag.length > this.maxChars) {
      this.options.onTooLong(tag.length);
      return;
    }
    // A full reading goes out early rather than grow past what the app accepts.
    const added = (this.tags.size > 0 ? 1 : 0) + tag.length;
    if (this.chars + added > this.maxChars) this.flush();
    this.chars += (this.tags.size > 0 ? 1 : 0) + tag.length;
    this.tags.add(tag);
  }

  private sendChecked(reading: string): void {
    if (reading.length > this.maxChars) this.options.onTooLong(reading.length);
    else this.options.send(reading);
  }
}
