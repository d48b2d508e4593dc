#!/usr/bin/env -S node --import tsx
/**
 * Entry point of the reader bridge: `npm run reader -- [options]`. Runs until Ctrl+C or SIGTERM.
 */
import { readFileSync } from 'node:fs';
import { startBridge, type RunningBridge } from './bridge';
import { helpText } from './cli/help';
import { parseCommandLine, UsageError, type Command } from './cli/options';
import { createLogger, describeError } from './log';

// Logging into a closed pipe must not bring the bridge down.
process.stderr.on('error', () => {});

function readCommand(): Command {
  try {
    return parseCommandLine(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`reader-bridge: ${error.message}\nRun with --help to see every option.\n`);
    process.exit(2);
  }
}

function version(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

const command = readCommand();
if (command.kind === 'help') {
  process.stdout.write(helpText());
  process.exit(0);
}
if (command.kind === 'version') {
  process.stdout.write(`${version()}\n`);
  process.exit(0);
}

const log = createLogger();
log.info(`reader bridge ${version()} starting`);
let bridge: RunningBridge;
try {
  bridge = await startBridge(command.options, log);
} catch (error) {
  const { host, port } = command.options;
  const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
  log.error(
    inUse
      ? `cannot serve on ${host}:${port}: the port is in use (is another reader bridge running?)`
      : `cannot serve on ${host}:${port}: ${describeError(error)}`,
  );
  process.exit(1);
}

let stopping = false;
const stop = (signal: string) => {
  if (stopping) process.exit(1); // a second Ctrl+C: do not wait any longer
  stopping = true;
  log.info(`${signal}: stopping`);
  bridge.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
