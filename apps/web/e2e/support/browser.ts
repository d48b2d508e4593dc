/**
 * Debian's Chromium driven by playwright-core (browsers cannot be downloaded here). One browser per
 * test file; pages reuse it.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A handheld's viewport (the 360×640). */
export const PHONE = { width: 360, height: 640 } as const;

async function waitForFile(path: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!existsSync(path)) {
    if (Date.now() > end) throw new Error(`${path} not found: install Debian's chromium package`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** `extraArgs`: more Chromium switches, e.g. a fake camera (`--use-file-for-fake-video-capture=…`). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  await waitForFile(CHROMIUM_PATH, 60_000);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/**
 * A fresh context (its own storage) at phone size. Service workers are blocked by default so that
 * request interception sees every call; the PWA test opts in.
 */
export async function newPhoneContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
    locale: 'it-IT',
    ...options,
  });
}
