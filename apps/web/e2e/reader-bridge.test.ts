import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPhoneContext } from './support/browser';
import { startTestServer, type TestServer } from './support/server';
import { loginWithAtoken, PASSWORD, presetLocalSettings } from './support/app';

const repoRoot = join(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// The "done when": the real reader bridge, simulating an RFID reader, beside the real
// server, and its readings reach the screen in front.
describe('the reader bridge feeding the app', () => {
  let server: TestServer;
  let browser: Browser;
  let bridge: ChildProcess;
  let page: Page;

  beforeAll(async () => {
    const port = await freePort();
    bridge = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/reader-bridge/src/main.ts',
        '--port',
        String(port),
        '--simulate',
        'tags',
        '--rate',
        '4',
      ],
      { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const { atoken } = await server.createUser({ email: 'bridge@example.com', password: PASSWORD });
    const context = await newPhoneContext(browser);
    await presetLocalSettings(context, { readerUrl: `ws://127.0.0.1:${port}`, sound: false });
    page = await context.newPage();
    await loginWithAtoken(page, server.url, atoken);
    await page.goto(`${server.url}/settings`);
  });

  afterAll(async () => {
    bridge?.kill('SIGTERM');
    await browser?.close();
    await server?.close();
  });

  it('shows simulated tag readings as they arrive', async () => {
    await page.locator('[data-testid=reader-status][data-state=connected]').waitFor({ timeout: 30_000 });
    const rows = page.getByTestId('reader-test-row');
    await rows.nth(2).waitFor({ timeout: 30_000 });
    const codes = await page.getByTestId('reader-test-code').allTextContents();
    expect(codes.length).toBeGreaterThanOrEqual(3);
    // Tags the bridge caught within one read window (50 ms) arrive as one reading, 'A|B': on a busy
    // machine two simulated tags can fall in one window. Every tag is an EPC, and none comes twice.
    const tags = codes.flatMap((code) => code.split('|'));
    for (const tag of tags) expect(tag).toMatch(/^[0-9A-F]{24}$/);
    await expect(rows.first().getAttribute('data-kind')).resolves.toBe('tag');
    expect(new Set(tags).size).toBe(tags.length);
  });
});
