import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitUntil } from './wait';

const APP_DIR = fileURLToPath(new URL('../../..', import.meta.url));

export interface BridgeProcess {
  child: ChildProcessWithoutNullStreams;
  /** The WebSocket address the bridge logged. */
  url: string;
  port: number;
  logs(): string;
  waitForLog(pattern: RegExp, what?: string): Promise<RegExpExecArray>;
  running(): boolean;
  stop(): Promise<void>;
}

/** Runs the real bridge (`node --import tsx src/main.ts …`) as a child process. */
export function runBridge(args: string[]): { child: ChildProcessWithoutNullStreams; logs: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], { cwd: APP_DIR });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stdin.on('error', () => {}); // the bridge may exit while a test still writes
  return { child, logs: () => output };
}

export async function startBridge(args: string[]): Promise<BridgeProcess> {
  const { child, logs } = runBridge(args);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const waitForLog = (pattern: RegExp, what = String(pattern)) =>
    waitUntil(() => {
      if (exited()) throw new Error(`the bridge exited (${child.exitCode ?? child.signalCode}):\n${logs()}`);
      return pattern.exec(logs()) ?? undefined;
    }, `${what} in the bridge log:\n${logs()}`);
  const stop = async () => {
    if (exited()) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const hard = setTimeout(() => child.kill('SIGKILL'), 5000);
    await gone;
    clearTimeout(hard);
  };
  try {
    const [, url, port] = await waitForLog(
      /serving readings on (ws:\/\/127\.0\.0\.1:(\d+))/,
      'the server address',
    );
    return { child, url: url!, port: Number(port), logs, waitForLog, running: () => !exited(), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The port of a `--listen-tcp` source, from the bridge log. */
export async function listenPort(bridge: BridgeProcess): Promise<number> {
  const [, port] = await bridge.waitForLog(/waiting for readers on 127\.0\.0\.1:(\d+)/, 'the listen port');
  return Number(port);
}
