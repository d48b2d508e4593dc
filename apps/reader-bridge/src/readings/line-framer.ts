import { lineText } from './line-text';

/** Why bytes from a source were thrown away instead of becoming a reading. */
export type DropReason = 'too-long' | 'invalid-utf8' | 'control-chars' | 'cut-off';

export interface LineFramerOptions {
  /** Longest line kept, in bytes; longer ones are skipped up to the next line break. */
  maxLineBytes: number;
  onLine: (text: string) => void;
  onDrop: (reason: DropReason) => void;
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * Splits a byte stream into lines (LF, CR or CRLF), holding at most `maxLineBytes` of an unfinished
 * line, so a reader that never sends a line break cannot grow the bridge's memory.
 */
export class LineFramer {
  private parts: Buffer[] = [];
  private size = 0;
  private overflowing = false;

  constructor(private readonly options: LineFramerOptions) {}

  push(chunk: Buffer): void {
    let start = 0;
    // Next break positions are cached so a chunk of many lines is scanned once, not once per line.
    let nextLf = chunk.indexOf(LF);
    let nextCr = chunk.indexOf(CR);
    while (start < chunk.length) {
      if (nextLf !== -1 && nextLf < start) nextLf = chunk.indexOf(LF, start);
      if (nextCr !== -1 && nextCr < start) nextCr = chunk.indexOf(CR, start);
      const end = nextLf === -1 ? nextCr : nextCr === -1 ? nextLf : Math.min(nextLf, nextCr);
      if (end === -1) {
        this.keep(chunk.subarray(start));
        return;
      }
      this.keep(chunk.subarray(start, end));
      this.finishLine();
      start = end + 1;
    }
  }

  /** The source ended cleanly (end of a file or of standard input): its last line counts. */
  flush(): void {
    this.finishLine();
  }

  /** The source broke off: an unfinished line may be a code cut in half, so it is dropped. */
  abort(): void {
    if (this.size > 0) this.options.onDrop('cut-off');
    this.reset();
  }

  private keep(piece: Buffer): void {
    if (this.overflowing || piece.length === 0) return;
    if (this.size + piece.length > this.options.maxLineBytes) {
      this.reset();
      this.overflowing = true;
      this.options.onDrop('too-long');
      return;
    }
    // A copy, so a short remainder does not pin the whole chunk it came in.
    this.parts.push(Buffer.from(piece));
    this.size += piece.length;
  }

  private finishLine(): void {
    if (this.overflowing || this.size === 0) {
      this.reset();
      return;
    }
    const bytes = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts, this.size);
    this.reset();
    const result = lineText(bytes);
    if (!result.ok) this.options.onDrop(result.reason);
    else if (result.text !== '') this.options.onLine(result.text);
  }

  private reset(): void {
    this.parts = [];
    this.size = 0;
    this.overflowing = false;
  }
}
