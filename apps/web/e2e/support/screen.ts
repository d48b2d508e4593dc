/** Opening a module screen the way an operator would, with the fake reader connected. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginWithAtoken, presetLocalSettings } from './app';
import { newPhoneContext } from './browser';
import type { FakeReader } from './fake-reader';
import type { TestServer } from './server';

export interface Screen {
  context: BrowserContext;
  page: Page;
}

/**
 * A phone-sized page logged in with `atoken`, the app's reader pointing at the fake reader, at
 * `path`; resolves once the reader is connected.
 */
export async function openScreen(
  browser: Browser,
  server: TestServer,
  reader: FakeReader,
  atoken: string,
  path: string,
  settings: Record<string, unknown> = {},
): Promise<Screen> {
  const context = await newPhoneContext(browser);
  await presetLocalSettings(context, { readerUrl: reader.url, sound: false, vibration: false, ...settings });
  const page = await context.newPage();
  await loginWithAtoken(page, server.url, atoken);
  await page.goto(`${server.url}${path}`);
  await page.locator('[data-testid=reader-status][data-state=connected]').waitFor();
  await reader.waitForClients(1);
  return { context, page };
}

/** What sticks out past the right edge of the viewport, described for the failure message. */
export function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`page ${document.documentElement.scrollWidth}px`);
    // Array.from: the root tsconfig (benches import this file) has no DOM iterables.
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('header *, main *'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > width + 1)
        found.push(`${el.tagName}.${el.className} ends at ${Math.round(box.right)}px`);
    }
    for (const table of Array.from(document.querySelectorAll<HTMLElement>('table'))) {
      const box = table.parentElement;
      if (box && table.scrollWidth > box.clientWidth + 1)
        found.push(`table ${table.scrollWidth}px in ${box.clientWidth}px`);
    }
    return found.slice(0, 5);
  });
}
