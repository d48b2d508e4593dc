import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import {
  answer,
  apiAs,
  barcodeLine,
  createProject,
  dialog,
  eventually,
  flagsOf,
  openScreen,
  readingsOf,
  seedCatalog,
  seedOperator,
  type Catalog,
} from './support/picking-store';

const STORED = { store: true, partial: false, suspended: false, prepared: false };
const CLEARED = { store: false, partial: false, suspended: false, prepared: false };

describe("/picking/management: 'Concludi' and 'Esci/Sospendi'", () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let context: BrowserContext;
  let page: Page;
  let catalog: Catalog;
  let atoken: string;
  let api: Awaited<ReturnType<typeof apiAs>>;
  let n = 0;

  /** A picking list with picks of items 1 and 2 (expected 2 and 3), flags as given. */
  async function list(flags: Record<string, unknown> = {}) {
    const [i1, i2] = catalog.items as [Catalog['items'][0], Catalog['items'][0]];
    return createProject(
      server,
      { name: `LP-${++n}`, project_typology_id: catalog.typologies.lp, ...flags },
      [
        [i1, 2],
        [i2, 3],
      ],
    );
  }

  async function open(...ids: number[]) {
    await page.goto(`${server.url}/picking/management?projectIds=${ids.join(',')}`);
    await page.locator('[data-testid=picks-table] [data-testid=table-row]').first().waitFor();
  }

  const toSelection = () => page.waitForURL((url) => url.pathname === '/picking/selection');

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    catalog = await seedCatalog(server);
    ({ atoken } = await seedOperator(server));
    api = await apiAs(server, atoken);
    ({ context, page } = await openScreen(browser, server, reader, atoken, '/picking/selection'));
  });

  beforeEach(async () => {
    await page.goto(`${server.url}/picking/selection`);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  it('complete: no question, the list is stored and its readings deleted', async () => {
    const a = await list({ suspended: true });
    await open(a.id);
    // Pick both items on the screen: by barcode, then by tapping the row.
    reader.send(barcodeLine(catalog.items[0]!.barcode));
    await page.getByTestId('pick-quantity').fill('2');
    await page.getByTestId('pick-confirm').click();
    await page.locator(`[data-row-id="${a.picks[0]}"].wh-pick-completed`).waitFor();
    await page.locator(`[data-row-id="${a.picks[1]}"] td`).nth(1).click();
    await page.getByTestId('pick-quantity').fill('4');
    await page.getByTestId('pick-confirm').click();
    await page.locator(`[data-row-id="${a.picks[1]}"].wh-pick-exceeded`).waitFor();
    await page.getByTestId('outbox-pending').waitFor({ state: 'detached' });
    expect(await readingsOf(server, a.id)).toHaveLength(2);

    await page.getByTestId('picking-conclude').click();
    await toSelection();
    expect(await flagsOf(server, a.id)).toEqual(STORED);
    expect(await readingsOf(server, a.id)).toEqual([]);
  });

  it('nothing read: no question, the three flags cleared', async () => {
    // store true would be a finished (concluded) list, which the server leaves as it is.
    const b = await list({ suspended: true, partial: true });
    await open(b.id);
    await page.getByTestId('picking-conclude').click();
    await toSelection();
    expect(await flagsOf(server, b.id)).toEqual(CLEARED);
  });

  it('partial: asks first ("No" changes nothing), then handles each list by its own state', async () => {
    const complete = await list();
    const partial = await list();
    const untouched = await list({ suspended: true });
    await api.read(complete.picks[0]!, 2);
    await api.read(complete.picks[1]!, 3);
    await api.read(partial.picks[0]!, 1);
    await open(complete.id, partial.id, untouched.id);

    await page.getByTestId('picking-conclude').click();
    await dialog(page, 'confirm')
      .getByText("Prelievo parziale! Confermi comunque la chiusura dell'attività di prelievo?")
      .waitFor();
    await answer(page, false);
    expect(new URL(page.url()).pathname).toBe('/picking/management');
    expect(await flagsOf(server, partial.id)).toEqual(CLEARED);
    expect(await readingsOf(server, partial.id)).toHaveLength(1);

    await page.getByTestId('picking-conclude').click();
    await answer(page, true);
    await toSelection();
    expect(await flagsOf(server, complete.id)).toEqual(STORED);
    expect(await readingsOf(server, complete.id)).toEqual([]);
    expect(await flagsOf(server, partial.id)).toEqual({ ...STORED, partial: true });
    expect(await readingsOf(server, partial.id)).toEqual([]);
    expect(await flagsOf(server, untouched.id)).toEqual(CLEARED);
  });

  it("'Esci/Sospendi' with readings: asks, then suspends the read lists (readings kept) and clears the others", async () => {
    const read = await list();
    const untouched = await list({ suspended: true });
    await open(read.id, untouched.id);
    reader.send(barcodeLine(catalog.items[1]!.extra));
    await page.getByTestId('pick-quantity').fill('1');
    await page.getByTestId('pick-confirm').click();
    await page.locator(`[data-row-id="${read.picks[1]}"].wh-pick-partial`).waitFor();

    await page.getByTestId('picking-suspend').click();
    await dialog(page, 'confirm').waitFor();
    await answer(page, true);
    await toSelection();
    expect(await flagsOf(server, read.id)).toEqual({ ...CLEARED, suspended: true });
    expect((await readingsOf(server, read.id)).map((r) => r.quantity)).toEqual([1]);
    expect(await flagsOf(server, untouched.id)).toEqual(CLEARED);
    // The suspended list shows apart on the selection screen and can be reopened.
    await page.locator(`[data-testid=lists-table] [data-row-id="${read.id}"].wh-list-suspended`).waitFor();
  });

  it("'Esci/Sospendi' with nothing read: no question, flags cleared; the back button does the same", async () => {
    const c = await list({ suspended: true });
    await open(c.id);
    await page.getByTestId('picking-suspend').click();
    await toSelection();
    expect(await flagsOf(server, c.id)).toEqual(CLEARED);

    const d = await list({ partial: true });
    await open(d.id);
    await page.getByTestId('nav-back').click();
    await toSelection();
    await eventually(async () => expect(await flagsOf(server, d.id)).toEqual(CLEARED));
  });
});
