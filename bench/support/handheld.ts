/**
 * What the handheld benchmarks share (picking, packing): a 360×640 Chromium page signed in with the
 * fake reader configured and the CPU slowed (CDP Emulation.setCPUThrottlingRate), every reader
 * message timed on arrival, and the reading → pick modal measuring loop.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { FakeReader } from '../../apps/web/e2e/support/fake-reader';

/**
 * The few browser globals the page-side callbacks use: the benches are typechecked with the
 * server's (Node) libraries, without the DOM's. Each callback runs in the page and reads them from
 * globalThis.
 */
export interface PageGlobals {
  document: { querySelector(selector: string): { click(): void } | null; body: unknown };
  localStorage: { setItem(key: string, value: string): void };
  WebSocket: new (
    url: string | URL,
    protocols?: string | string[],
  ) => { addEventListener(type: string, listener: () => void): void };
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: { childList: boolean; subtree: boolean }): void;
    disconnect(): void;
  };
  requestAnimationFrame(callback: () => void): number;
  performance: {
    now(): number;
    getEntriesByType(type: string): { name: string; duration: number; encodedBodySize?: number }[];
  };
  __wsAt?: number[];
  __modalAt?: number | null;
}

export const ms = (v: number) => `${v.toFixed(0)} ms`;

/** Builds the web app when its dist is missing (the benches serve it). */
export function ensureWebBuild(root: string): void {
  if (existsSync(join(root, 'apps/web/dist/index.html'))) return;
  console.log('apps/web/dist missing: building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export interface HandheldOptions {
  serverUrl: string;
  readerUrl: string;
  atoken: string;
  cpuSlowdown: number;
  /** Device settings beside the reader's address (sound and vibration are off). */
  settings?: Record<string, unknown>;
}

/** A handheld-sized page, signed in (on /home), its reader messages timed, its CPU slowed. */
export async function openHandheld(browser: Browser, options: HandheldOptions) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    serviceWorkers: 'block',
  });
  // tsx compiles with keepNames: the callbacks sent to the page call its `__name` helper.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(
    ([readerUrl, settings]) => {
      const w = globalThis as unknown as PageGlobals;
      w.localStorage.setItem(
        'warehouse.settings',
        JSON.stringify({ readerUrl, sound: false, vibration: false, ...settings }),
      );
      // Time each reader message on arrival, before the app handles it.
      const Native = w.WebSocket;
      w.__wsAt = [];
      w.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          this.addEventListener('message', () => w.__wsAt!.push(w.performance.now()));
        }
      };
    },
    [options.readerUrl, options.settings ?? {}] as const,
  );
  const page = await context.newPage();
  await page.goto(`${options.serverUrl}/?atoken=${encodeURIComponent(options.atoken)}`);
  await page.waitForURL((url) => url.pathname === '/home');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  return { context, page };
}

/**
 * Each code read in turn: the reader message's arrival → the first frame painted with the pick
 * modal, which is then cancelled. The first reading is a warm-up, not counted.
 */
export async function measureReadings(page: Page, reader: FakeReader, codes: string[]): Promise<number[]> {
  const readings: number[] = [];
  for (const [n, code] of codes.entries()) {
    await page.evaluate(() => {
      const w = globalThis as unknown as PageGlobals;
      w.__modalAt = null;
      const observer = new w.MutationObserver(() => {
        if (w.__modalAt === null && w.document.querySelector('[data-testid=pick-modal]')) {
          observer.disconnect();
          // The frame that shows the modal: after its animation frame, once painted.
          w.requestAnimationFrame(() => setTimeout(() => (w.__modalAt = w.performance.now()), 0));
        }
      });
      observer.observe(w.document.body, { childList: true, subtree: true });
    });
    reader.send(`Barcode (${code}) [EAN13]`);
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__modalAt != null, undefined, {
      polling: 'raf',
      timeout: 30_000,
    });
    const elapsed = await page.evaluate(() => {
      const w = globalThis as unknown as PageGlobals;
      return w.__modalAt! - w.__wsAt![w.__wsAt!.length - 1]!;
    });
    if (n > 0) readings.push(elapsed);
    await page.getByTestId('pick-cancel').click();
    await page.getByTestId('pick-modal').waitFor({ state: 'detached' });
  }
  return readings;
}
