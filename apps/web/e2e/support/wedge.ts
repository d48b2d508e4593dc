/**
 * A keyboard-wedge scanner in the browser: the code typed key by key into whatever has the focus,
 * then its terminator, with a scanner's timing — a fast one (keys as quickly as the browser takes
 * them) or a slow one (80–150 ms between keys, as cheap or busy handhelds send them).
 */
import type { Page } from 'playwright-core';

/** Gaps of a slow wedge, in ms (a recorded pattern, repeated for longer codes). */
export const SLOW_GAPS = [94, 131, 88, 147, 102, 81, 126, 139, 97, 150, 85, 118, 109];

export interface WedgeOptions {
  timing?: 'fast' | 'slow';
  prefix?: string;
  suffix?: string;
  terminator?: 'Enter' | 'Tab' | null;
}

export async function wedgeScan(page: Page, code: string, options: WedgeOptions = {}): Promise<void> {
  const text = `${options.prefix ?? ''}${code}${options.suffix ?? ''}`;
  let i = 0;
  for (const ch of text) {
    if (options.timing === 'slow' && i > 0) await page.waitForTimeout(SLOW_GAPS[i % SLOW_GAPS.length]!);
    await page.keyboard.press(ch);
    i++;
  }
  const terminator = options.terminator === undefined ? 'Enter' : options.terminator;
  if (terminator) await page.keyboard.press(terminator);
}

/** A person typing on the handheld's keypad: about a quarter of a second between keys. */
export async function personTypes(page: Page, text: string): Promise<void> {
  for (const ch of text) {
    await page.keyboard.press(ch);
    await page.waitForTimeout(220);
  }
}
