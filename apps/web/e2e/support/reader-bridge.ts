/**
 * The real reader bridge (apps/reader-bridge) beside the real server: the bridge as a child process
 * on free loopback ports, and a phone-sized page whose reader is that bridge.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { loginWithAtoken, presetLocalSettings } from './app';
import { launchBrowser, newPhoneContext } from './browser';
import { freePort } from './fake-reader';
import { startTestServer, type TestServer } from './server';

const repoRoot = join(import.meta.dirname, '../../../..');

export interface BridgeSession {
  server: TestServer;
  browser: Browser;
  bridge: ChildProcess;
  /** The bridge's WebSocket, as the app's reader setting names it. */
  readerUrl: string;
  /** A phone-sized page signed in with `atoken`, its reader the bridge, at `path` (not waiting for it). */
  openPhone(atoken: string, path: string): Promise<Page>;
  close(): Promise<void>;
}

/** Starts the bridge with `args` after its `--port` (the WebSocket), the server and the browser. */
export async function startBridgeSession(args: readonly string[]): Promise<BridgeSession> {
  const port = await freePort();
  const bridge = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/reader-bridge/src/main.ts', '--port', String(port), ...args],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const readerUrl = `ws://127.0.0.1:${port}`;
  const [server, browser] = await Promise.all([startTestServer(), launchBrowser()]).catch((error) => {
    bridge.kill('SIGTERM');
    throw error;
  });
  return {
    server,
    browser,
    bridge,
    readerUrl,
    async openPhone(atoken, path) {
      const context = await newPhoneContext(browser);
      await presetLocalSettings(context, { readerUrl, sound: false });
      const page = await context.newPage();
      await loginWithAtoken(page, server.url, atoken);
      await page.goto(`${server.url}${path}`);
      return page;
    },
    async close() {
      bridge.kill('SIGTERM');
      await browser.close();
      await server.close();
    },
  };
}
