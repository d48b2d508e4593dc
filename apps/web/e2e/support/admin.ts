/** The back office at its desktop viewport (1280×800) or another, logged in with a user's access token. */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loginWithAtoken, PASSWORD } from './app';
import { launchBrowser } from './browser';
import { startTestServer, type TestServer } from './server';

export const DESKTOP = { width: 1280, height: 800 } as const;

export interface AdminPage {
  context: BrowserContext;
  page: Page;
}

export async function openAdmin(
  browser: Browser,
  server: TestServer,
  atoken: string,
  path = '/admin',
  viewport: { width: number; height: number } = DESKTOP,
): Promise<AdminPage> {
  const context = await browser.newContext({ viewport, locale: 'it-IT', serviceWorkers: 'block' });
  const page = await context.newPage();
  await loginWithAtoken(page, server.url, atoken);
  await page.goto(`${server.url}${path}`);
  return { context, page };
}

/** Fills a form field by its descriptor name (`field-<name>`). */
export async function fillField(page: Page, name: string, value: string): Promise<void> {
  await page.getByTestId(`field-${name}`).fill(value);
}

/** Clicks 'Salva' and waits for the toast that says it was saved (or created). */
export async function save(page: Page, toast: 'Salvato' | 'Creato' = 'Salvato'): Promise<void> {
  await page.evaluate(() =>
    document.querySelectorAll('[data-testid=toast]').forEach((t) => t.setAttribute('data-seen', '')),
  );
  await page.getByTestId('save').click();
  await page.locator('[data-testid=toast]:not([data-seen])').filter({ hasText: toast }).first().waitFor();
}

/** Chooses a record in a reference field (`field-<name>`) by the label its option shows. */
export async function chooseReference(page: Page, name: string, option: string): Promise<void> {
  await page.getByTestId(`field-${name}`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The message shown at a form field, read through its `aria-describedby` (what a screen reader
 * announces), once the field is marked invalid.
 */
export async function errorAt(page: Page, name: string): Promise<string | null> {
  const input = page.getByTestId(`field-${name}`);
  await page.locator(`[data-testid="field-${name}"][aria-invalid="true"]`).waitFor();
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const id = describedBy.split(' ').find((part) => part.includes('error'));
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

/** A list as the table shows it: the column titles and each row's cells (the selection column left out). */
export async function shownList(page: Page): Promise<{ titles: string[]; rows: string[][] }> {
  return page.getByTestId('admin-list').evaluate((table) => {
    const headers = [...table.querySelectorAll('thead th')];
    const kept = headers.flatMap((th, i) => (th.querySelector('input[type=checkbox]') ? [] : [i]));
    const text = (el: Element | undefined) => (el?.textContent ?? '').trim();
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => {
      const cells = [...tr.querySelectorAll('td')];
      return kept.map((i) => text(cells[i]));
    });
    return { titles: kept.map((i) => text(headers[i])), rows };
  });
}

/** Types into the list's search box, key by key, and waits for the list to be asked for it. */
export async function typeSearch(page: Page, text: string, key: string): Promise<void> {
  await page.getByTestId('list-search').pressSequentially(text, { delay: 40 });
  await page.waitForFunction(([k, t]) => new URLSearchParams(location.search).get(`q[${k}]`) === t, [
    key,
    text,
  ] as const);
}

/** 'Esporta CSV' → Excel (Italia): the downloaded file's text. */
export async function downloadExport(page: Page, choice: 'excel' | 'standard' = 'excel'): Promise<string> {
  await page.getByTestId('export-csv').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`export-${choice}`).click(),
  ]);
  return readFile(await download.path(), 'utf8');
}

export interface AdminSession {
  server: TestServer;
  browser: Browser;
  /** admin@example.com's, an administrator. */
  adminToken: string;
  close(): Promise<void>;
}

/** The server and the browser, with an administrator (admin@example.com, password PASSWORD). */
export async function startAdminSession(): Promise<AdminSession> {
  const [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  const { atoken: adminToken } = await server.createUser({
    email: 'admin@example.com',
    password: PASSWORD,
    admin: true,
  });
  return {
    server,
    browser,
    adminToken,
    close: async () => {
      await Promise.all([browser.close(), server.close()]);
    },
  };
}

export interface AdminAndOperator extends AdminSession {
  /** A user of the role 'operatore', whose access the administrator handles. */
  operator: { id: number; atoken: string };
}

/** An administrator's session with one operator (`email`, password PASSWORD). */
export async function startWithOperator(email: string): Promise<AdminAndOperator> {
  const session = await startAdminSession();
  const operator = await session.server.createUser({ email, password: PASSWORD, roles: ['operatore'] });
  return { ...session, operator };
}
