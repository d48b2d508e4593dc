import { parseArgs } from 'node:util';
import { isAbsolute, resolve } from 'node:path';
import { isLoopbackHost } from '../server/loopback';
import type { SimulatedKind } from '../sources/simulator-source';

export interface Endpoint {
  host: string;
  port: number;
}

export interface BridgeOptions {
  host: string;
  port: number;
  allowRemote: boolean;
  allowedOrigins: string[];
  stdin: boolean;
  tcp: Endpoint[];
  listenTcp: Endpoint[];
  serial: string[];
  baud: number;
  simulate: SimulatedKind[];
  rate: number;
  replay: string[];
  loop: boolean;
  windowMs: number;
  maxLineBytes: number;
  maxClientBuffer: number;
  holdMs: number;
  verbose: boolean;
}

export type Command = { kind: 'help' } | { kind: 'version' } | { kind: 'run'; options: BridgeOptions };

/** A mistake on the command line: the message says what to change. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const DEFAULTS = {
  host: '127.0.0.1',
  port: 12345,
  baud: 9600,
  rate: 2,
  windowMs: 50,
  maxLineBytes: 4096,
  maxClientBuffer: 1024 * 1024,
  holdMs: 5000,
} as const;

/** Every option; `help.ts` documents each one (a unit test keeps the two in step). */
export const OPTION_SPEC = {
  host: { type: 'string' },
  port: { type: 'string' },
  'allow-remote': { type: 'boolean' },
  'allow-origin': { type: 'string', multiple: true },
  'no-stdin': { type: 'boolean' },
  tcp: { type: 'string', multiple: true },
  'listen-tcp': { type: 'string', multiple: true },
  serial: { type: 'string', multiple: true },
  baud: { type: 'string' },
  simulate: { type: 'string', multiple: true },
  rate: { type: 'string' },
  replay: { type: 'string', multiple: true },
  loop: { type: 'boolean' },
  window: { type: 'string' },
  'max-line': { type: 'string' },
  'max-client-buffer': { type: 'string' },
  hold: { type: 'string' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

export function parseCommandLine(
  argv: readonly string[],
  cwd = process.env.INIT_CWD ?? process.cwd(),
): Command {
  const values = readArgs(argv);
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };

  const allowRemote = values['allow-remote'] ?? false;
  const host = values.host ?? DEFAULTS.host;
  requireLoopback('--host', host, allowRemote);
  const listenTcp = (values['listen-tcp'] ?? []).map((text) =>
    parseEndpoint('--listen-tcp', text, DEFAULTS.host),
  );
  for (const endpoint of listenTcp) requireLoopback('--listen-tcp', endpoint.host, allowRemote);

  return {
    kind: 'run',
    options: {
      host,
      port: parsePort('--port', values.port ?? String(DEFAULTS.port)),
      allowRemote,
      allowedOrigins: values['allow-origin'] ?? [],
      stdin: !values['no-stdin'],
      tcp: (values.tcp ?? []).map((text) => {
        const endpoint = parseEndpoint('--tcp', text);
        if (endpoint.port === 0) throw new UsageError(`--tcp needs the reader's port, got "${text}"`);
        return endpoint;
      }),
      listenTcp,
      serial: values.serial ?? [],
      baud: parseNumber('--baud', values.baud, DEFAULTS.baud, { min: 50, max: 4_000_000, integer: true }),
      simulate: (values.simulate ?? []).map(parseSimulatedKind),
      rate: parseNumber('--rate', values.rate, DEFAULTS.rate, { min: 0.01, max: 50_000 }),
      // A recording named on the command line is relative to where `npm run reader` was typed.
      replay: (values.replay ?? []).map((file) => (isAbsolute(file) ? file : resolve(cwd, file))),
      loop: values.loop ?? false,
      windowMs: parseNumber('--window', values.window, DEFAULTS.windowMs, {
        min: 0,
        max: 10_000,
        integer: true,
      }),
      maxLineBytes: parseNumber('--max-line', values['max-line'], DEFAULTS.maxLineBytes, {
        min: 64,
        max: 1024 * 1024,
        integer: true,
      }),
      maxClientBuffer: parseNumber(
        '--max-client-buffer',
        values['max-client-buffer'],
        DEFAULTS.maxClientBuffer,
        {
          min: 16 * 1024,
          max: 256 * 1024 * 1024,
          integer: true,
        },
      ),
      holdMs: parseNumber('--hold', values.hold, DEFAULTS.holdMs, { min: 0, max: 60_000, integer: true }),
      verbose: values.verbose ?? false,
    },
  };
}

function readArgs(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTION_SPEC, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function requireLoopback(option: string, host: string, allowRemote: boolean): void {
  if (allowRemote || isLoopbackHost(host)) return;
  throw new UsageError(
    `${option} ${host} would make the bridge reachable from other machines; ` +
      `use a loopback address (127.0.0.1) or add --allow-remote if that is really wanted`,
  );
}

/** `HOST:PORT`, `[IPv6]:PORT`, or just `PORT` when a default host is given. */
export function parseEndpoint(option: string, text: string, defaultHost?: string): Endpoint {
  if (defaultHost !== undefined && /^\d+$/.test(text))
    return { host: defaultHost, port: parsePort(option, text) };
  const match = /^(?:\[([^\]]+)\]|([^:]+)):(\d+)$/.exec(text);
  if (!match) {
    const form = defaultHost !== undefined ? '[HOST:]PORT' : 'HOST:PORT';
    throw new UsageError(`${option} expects ${form}, got "${text}"`);
  }
  return { host: (match[1] ?? match[2])!, port: parsePort(option, match[3]!) };
}

function parsePort(option: string, text: string): number {
  return parseNumber(option, text, 0, { min: 0, max: 65_535, integer: true });
}

function parseNumber(
  option: string,
  text: string | undefined,
  fallback: number,
  range: { min: number; max: number; integer?: boolean },
): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  const kind = range.integer ? 'a whole number' : 'a number';
  if (text.trim() === '' || !Number.isFinite(value) || (range.integer && !Number.isInteger(value))) {
    throw new UsageError(`${option} expects ${kind}, got "${text}"`);
  }
  if (value < range.min || value > range.max) {
    throw new UsageError(`${option} must be between ${range.min} and ${range.max}, got ${value}`);
  }
  return value;
}

function parseSimulatedKind(text: string): SimulatedKind {
  if (text === 'tags' || text === 'barcodes') return text;
  throw new UsageError(`--simulate expects "tags" or "barcodes", got "${text}"`);
}
