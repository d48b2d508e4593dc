/**
 * The vibrations the app asks for, recorded on the page (a phone's "error sound" is felt as well as
 * heard: lib/reader/feedback.ts vibrates [150, 80, 150] for an error, 60 for a good reading). The
 * page must have been opened with `vibration: true` in its local settings.
 */
import type { Page } from 'playwright-core';

const ERROR_PATTERN = [150, 80, 150];

/** Starts recording (again): navigator.vibrate keeps each pattern it is asked for. */
export async function recordVibrations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { __vibrations: unknown[] }).__vibrations = seen;
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: number | number[]) => {
        seen.push(pattern);
        return true;
      },
    });
  });
}

/** How many error feedbacks were given since `recordVibrations`. */
export async function errorFeedbacks(page: Page): Promise<number> {
  const seen = await page.evaluate(() => (window as unknown as { __vibrations: unknown[] }).__vibrations);
  return seen.filter((p) => JSON.stringify(p) === JSON.stringify(ERROR_PATTERN)).length;
}
