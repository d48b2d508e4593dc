/** Helpers to open the app and log in. */
import type { BrowserContext, Page } from 'playwright-core';

export const PASSWORD = 'password-123';

/** Local settings written into localStorage before any page script runs. */
export async function presetLocalSettings(
  context: BrowserContext,
  settings: Record<string, unknown>,
): Promise<void> {
  await context.addInitScript((s) => {
    const key = 'warehouse.settings';
    const current = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...current, ...s }));
  }, settings);
}

/** Logs in through the login screen and waits for the home menu (or a module it went to). */
export async function loginThroughUi(
  page: Page,
  baseUrl: string,
  email: string,
  password = PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Logs in with the user's access token (`/?atoken=…`), the quickest way in. */
export async function loginWithAtoken(page: Page, baseUrl: string, atoken: string): Promise<void> {
  await page.goto(`${baseUrl}/?atoken=${encodeURIComponent(atoken)}`);
  await page.waitForURL((url) => url.pathname !== '/');
}

/** The text of every visible toast. */
export function toasts(page: Page) {
  return page.getByTestId('toast');
}

/**
 * Runs `action` and waits for a toast with `text` shown after it started: toasts of an earlier
 * step may still be on screen for their two seconds.
 */
export async function expectNewToast(
  page: Page,
  text: string,
  action: () => Promise<unknown>,
): Promise<void> {
  await page.evaluate(() =>
    document.querySelectorAll('[data-testid=toast]').forEach((t) => t.setAttribute('data-seen', '')),
  );
  await action();
  await page.locator('[data-testid=toast]:not([data-seen])').filter({ hasText: text }).first().waitFor();
}

/**
 * Clicks `button` in the open dialog of `kind` (whose text contains `text`, when given) and waits
 * for that very dialog to close: the next step may open another dialog of the same kind at once.
 */
export async function answerDialog(
  page: Page,
  kind: 'info' | 'warning' | 'error' | 'confirm' | 'prompt',
  button: string,
  text?: string,
): Promise<void> {
  const open = page.getByTestId(`dialog-${kind}`);
  const box = text === undefined ? open.first() : open.filter({ hasText: text }).first();
  await box.waitFor();
  const id = await box.getAttribute('data-dialog-id');
  await box.getByRole('button', { name: button, exact: true }).click();
  await page.locator(`[data-dialog-id="${id}"]`).waitFor({ state: 'detached' });
}
