import type { BridgeOptions } from './cli/options';
import type { Logger } from './log';
import { classifyLine } from './readings/classify-line';
import { MAX_READING_CHARS } from './readings/format-reading';
import { ReadingWindow } from './readings/reading-window';
import { startReadingServer } from './server/reading-server';
import { createSources } from './sources/create-sources';

export interface RunningBridge {
  /** The WebSocket address clients connect to, e.g. ws://127.0.0.1:12345. */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The whole bridge: every source's lines are classified, tags are gathered per read window, and
 * each reading goes to every WebSocket client in the order it arrived.
 */
export async function startBridge(options: BridgeOptions, log: Logger): Promise<RunningBridge> {
  const server = await startReadingServer(
    {
      host: options.host,
      port: options.port,
      maxClientBuffer: options.maxClientBuffer,
      allowedOrigins: options.allowedOrigins,
      holdMs: options.holdMs,
    },
    log,
  );

  const window = new ReadingWindow({
    windowMs: options.windowMs,
    send: (reading) => {
      if (options.verbose) log.info(`reading (${server.clientCount()} clients): ${reading}`);
      server.broadcast(reading);
    },
    onTooLong: (chars) =>
      log.warn(
        `dropped a reading of ${chars} characters: the app accepts at most ${MAX_READING_CHARS}`,
        'too-long',
      ),
  });

  const sources = createSources(options, {
    log,
    maxLineBytes: options.maxLineBytes,
    onLine: (line) => {
      const reading = classifyLine(line);
      if (reading) window.add(reading);
    },
  });

  log.info(`serving readings on ${server.url}`);
  if (sources.length === 0) log.warn('no input source: add --tcp, --serial, --simulate … (see --help)');
  for (const source of sources) source.start();

  return {
    url: server.url,
    port: server.port,
    async close() {
      for (const source of sources) source.stop();
      window.close();
      await server.close();
    },
  };
}
