import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PASSWORD } from './support/app';
import { startBridgeSession, type BridgeSession } from './support/reader-bridge';

// The "done when": the real reader bridge, simulating an RFID reader, beside the real
// server, and its readings reach the screen in front.
describe('the reader bridge feeding the app', () => {
  let session: BridgeSession;
  let page: Page;

  beforeAll(async () => {
    session = await startBridgeSession(['--simulate', 'tags', '--rate', '4']);
    const { atoken } = await session.server.createUser({ email: 'bridge@example.com', password: PASSWORD });
    page = await session.openPhone(atoken, '/settings');
  });

  afterAll(() => session?.close());

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
