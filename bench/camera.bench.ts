// The page-side code below, and the e2e helpers it reuses, run in Chromium.
/// <reference lib="dom" />
/**
 * Camera decode time per frame, in Chromium: the incoming screen's camera button over a fake camera
 * (`--use-file-for-fake-video-capture`) showing a printed EAN-13, a GS1 DataMatrix, or no barcode at
 * all (noise: the decoder searches the whole frame every time). Each decode is a `camera-decode`
 * performance measure in the page (lib/camera/use-camera-scanner.ts); this prints their median and
 * maximum, which decoder ran, and the time from the tap to the reading. Builds the web app first when
 * dist is missing. Prints; never fails on timing.
 */
// First: `--help` prints this file's opening comment before anything starts.
import './support/help';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../apps/web/e2e/support/browser';
import { fakeCameraVideo, noiseVideo } from '../apps/web/e2e/support/fake-camera';
import { startFakeReader } from '../apps/web/e2e/support/fake-reader';
import { openScreen, seedBasics, seedUser } from '../apps/web/e2e/support/goods';
import { startTestServer } from '../apps/web/e2e/support/server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.log('apps/web/dist missing: building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const ROUNDS = 5;
const NOISE_MS = 4000;

const [server, reader] = await Promise.all([startTestServer(), startFakeReader()]);
const basics = await seedBasics(server);
const { atoken } = await seedUser(server, 'bench@example.com', basics.locations.receiving);

interface Measures {
  durations: number[];
  kind: string;
}

const measures = (page: Page): Promise<Measures> =>
  page.evaluate(() => {
    const entries = performance.getEntriesByName('camera-decode') as PerformanceMeasure[];
    return { durations: entries.map((e) => e.duration), kind: String(entries[0]?.detail ?? 'none') };
  });

const ms = (n: number) => `${n.toFixed(1)} ms`;
function summary(label: string, durations: number[], kind: string, extra = ''): void {
  const sorted = [...durations].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  console.log(
    `  ${label.padEnd(26)} ${String(sorted.length).padStart(4)} frames  median ${ms(median).padStart(9)}  ` +
      `max ${ms(sorted[sorted.length - 1] ?? NaN).padStart(9)}  (${kind})${extra}`,
  );
}

async function run(label: string, video: string, untilReading: boolean): Promise<void> {
  const browser = await launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
  try {
    const { page } = await openScreen(browser, server, reader, atoken, '/incoming');
    const toReading: number[] = [];
    for (let round = 0; round < (untilReading ? ROUNDS : 1); round++) {
      const start = Date.now();
      await page.getByTestId('camera-scan').click();
      if (untilReading) {
        await page.getByTestId('camera-view').waitFor({ state: 'detached', timeout: 60_000 });
        toReading.push(Date.now() - start);
        // The screen answers the reading (a warning or a filled form): close any dialog it opened.
        await page.keyboard.press('Escape');
      } else {
        await page.waitForTimeout(NOISE_MS);
        await page.getByTestId('camera-close').click();
      }
    }
    const { durations, kind } = await measures(page);
    const taps = toReading.length
      ? `, tap to reading median ${ms([...toReading].sort((a, b) => a - b)[Math.floor(toReading.length / 2)] ?? NaN)} (first ${ms(toReading[0] ?? NaN)}, with the WASM load)`
      : '';
    summary(label, durations, kind, taps);
  } finally {
    await browser.close();
  }
}

try {
  console.log('Camera decode time per 1280×720 request (fake camera 640×480), Chromium headless:');
  await run('EAN-13', await fakeCameraVideo('ean13', '9501101530003', 3), true);
  await run(
    'GS1 DataMatrix',
    await fakeCameraVideo('gs1datamatrix', '(01)09501101530003(3202)005512(10)L1', 6),
    true,
  );
  await run('no barcode (noise)', noiseVideo(), false);
} finally {
  await reader.stop();
  await server.close();
}
