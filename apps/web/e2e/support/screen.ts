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
