import { LineFramer, type DropReason } from '../readings/line-framer';
import type { Logger } from '../log';

/** What every input source gets from the bridge. */
export interface SourceContext {
  log: Logger;
  maxLineBytes: number;
  /** One clean line of text from the source named `label`. */
  onLine: (line: string, label: string) => void;
}

/** An input source: it keeps itself running (reconnecting, reopening) until stopped. */
export interface Source {
  readonly label: string;
  start(): void;
  stop(): void;
}

const DROP_MESSAGES: Record<DropReason, (maxLineBytes: number) => string> = {
  'too-long': (max) => `dropped a line longer than ${max} bytes (skipping it up to the next line break)`,
  'invalid-utf8': () => 'dropped a line that is not valid UTF-8 text',
  'control-chars': () => 'dropped a line with control characters (binary data or a wrong baud rate?)',
  'cut-off': () => 'dropped an incomplete line: the input ended in the middle of it',
};

/** A line framer for one source, warning in the log about everything it drops. */
export function createSourceFramer(
  context: SourceContext,
  label: string,
  onLine: (line: string) => void = (line) => context.onLine(line, label),
): LineFramer {
  return new LineFramer({
    maxLineBytes: context.maxLineBytes,
    onLine,
    onDrop: (reason) =>
      context.log.warn(`${label}: ${DROP_MESSAGES[reason](context.maxLineBytes)}`, `${label}:${reason}`),
  });
}
