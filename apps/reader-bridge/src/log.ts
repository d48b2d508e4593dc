/**
 * Plain-text log lines on stderr (stdout stays free for `--help`). Under systemd or a Windows
 * service wrapper stderr ends up in the system journal, so every line says what happened and what
 * the bridge does about it.
 */
export interface Logger {
  info(message: string): void;
  /** With a `key`, repeats of the same kind of warning are summarised instead of flooding the log. */
  warn(message: string, key?: string): void;
  error(message: string): void;
}

export interface LoggerOptions {
  write?: (line: string) => void;
  now?: () => number;
  /** Minimum time between two warnings that share a key. */
  repeatIntervalMs?: number;
}

interface Suppressed {
  lastAt: number;
  count: number;
}

const MAX_TRACKED_KEYS = 1000;

export function createLogger(options: LoggerOptions = {}): Logger {
  const write = options.write ?? ((line: string) => process.stderr.write(line + '\n'));
  const now = options.now ?? Date.now;
  const interval = options.repeatIntervalMs ?? 5000;
  const recent = new Map<string, Suppressed>();

  const print = (level: string, message: string) =>
    write(`${new Date(now()).toISOString()} ${level.padEnd(5)} ${message}`);

  return {
    info: (message) => print('INFO', message),
    error: (message) => print('ERROR', message),
    warn(message, key) {
      if (key === undefined) return print('WARN', message);
      const at = now();
      const seen = recent.get(key);
      if (seen && at - seen.lastAt < interval) {
        seen.count++;
        return;
      }
      const repeats = seen && seen.count > 0 ? ` (${seen.count} more like this since the last report)` : '';
      // A garbage flood must not turn into a memory leak of warning keys.
      if (recent.size >= MAX_TRACKED_KEYS) recent.clear();
      recent.set(key, { lastAt: at, count: 0 });
      print('WARN', message + repeats);
    },
  };
}

/** Short text of an error for a log line (`ECONNREFUSED`, `No such file or directory` …). */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const message = error.message.replace(/^Error: /, '');
    const code = (error as NodeJS.ErrnoException).code;
    return code && !message.includes(code) ? `${code}: ${message}` : message;
  }
  return String(error);
}
