/**
 * Issue 48: no field of the handheld takes a scan as text. Every text and number input of each
 * handheld screen (and of package closing's dialog, truck loading's search) is found on the page and
 * wedge-scanned into (a slow scanner too on a measure): the field keeps what it had. A person's typing still lands.
 * The GS1 group separator sent by a wedge as Ctrl+] or as a character with no key event is read
 * whole ('Campo di prova' on /settings shows what the app received). One server, browser and page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { createProject, insert, openScreen, seedCatalog, seedOperator } from './support/picking-store';
import { personTypes, wedgeScan } from './support/wedge';

const CODE = '8010000079199';
const CLOSE = '/package/selection?incoming=false&outgoing=true&picking=true&revision=true&locked=false';

describe('every field of the handheld is guarded against the scanner', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;
  let loadProject: number;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    const catalog = await seedCatalog(server);
    await createProject(server, { name: 'LP-CAMPI', project_typology_id: catalog.typologies.lp }, [
      [catalog.items[0]!, 2],
    ]);
    const [closeProject, load] = (await insert(server, 'projects', [
      { name: 'LP-CHIUSURA' },
      { name: 'LP-CAMION' },
    ])) as [number, number];
    loadProject = load;
    const pkg = { closed: false, shipped: false };
    await insert(server, 'packages', [
      { ...pkg, project_id: closeProject, name: 'PK-A1', incremental: 1 },
      { ...pkg, project_id: loadProject, name: 'PK-B1', incremental: 1, closed: true, weight: 2 },
    ]);
    const { atoken } = await server.createUser({
      email: 'capo@example.com',
      password: 'password-123',
      roles: ['supervisore'],
    });
    await seedOperator(server);
    ({ page } = await openScreen(browser, server, reader, atoken, '/home'));
  });
  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  /** The editable text and number inputs now on the page (a Select's search box included). */
  const fieldsOn = (scope: Locator | Page) =>
    scope
      .locator(
        'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]):not([readonly]):not([disabled]), textarea:not([readonly]):not([disabled])',
      )
      .filter({ visible: true });

  async function closeDialogs() {
    for (const kind of ['error', 'warning', 'info', 'confirm']) {
      const open = page.getByTestId(`dialog-${kind}`);
      while ((await open.count()) > 0) await open.first().getByRole('button').last().click();
    }
  }

  /**
   * Wedge-scans into every field of `scope` (each marked first: a scan may change the screen); returns
   * the fields whose text changed. `searches`: the screen puts a reading in its search box, whole.
   */
  async function scanIntoEvery(screen: string, scope: Locator | Page = page, searches = false, slow = false) {
    const count = await fieldsOn(scope).evaluateAll((els) => {
      els.forEach((el, i) => el.setAttribute('data-scan-probe', String(i)));
      return els.length;
    });
    expect({ screen, fields: count > 0 }).toEqual({ screen, fields: true });
    const changed: string[] = [];
    for (let i = 0; i < count; i++) {
      const field = page.locator(`[data-scan-probe="${i}"]`);
      // A slow scanner (1.5 s a code) on package closing's first measure only: CI time is tight.
      for (const timing of slow && i === 0 ? (['fast', 'slow'] as const) : (['fast'] as const)) {
        if (!(await field.isVisible()) || !(await field.isEditable())) continue;
        await field.focus();
        const before = await field.inputValue();
        await wedgeScan(page, CODE, { timing });
        const after = await field.inputValue();
        if (after !== before && !(searches && after === CODE))
          changed.push(`${screen} #${i} ${timing}: '${before}' → '${after}'`);
        await closeDialogs();
      }
    }
    return changed;
  }

  async function visit(path: string) {
    await page.goto(`${server.url}${path}`);
    await page.getByTestId('page-title').waitFor();
    await page.waitForFunction(() => document.querySelector('.mantine-Loader-root') === null);
  }

  it(
    'each screen: every input keeps its text under a scan (a slow one too on a measure)',
    { timeout: 180_000 },
    async () => {
      const changed: string[] = [];
      for (const path of [
        '/settings',
        '/incoming',
        '/outgoing',
        '/lot/where',
        '/print/price_label',
        '/picking/selection',
        '/order/selection?picking',
        '/store/selection?picking=false',
        '/inventory/selection',
        `/package/management/${loadProject}?revision=false`,
      ]) {
        await visit(path);
        changed.push(...(await scanIntoEvery(path, page, path === '/lot/where')));
      }
      // Package closing's measures, in its dialog.
      await openCloseDialog();
      changed.push(
        ...(await scanIntoEvery('close-dialog', page.locator('.mantine-Modal-content'), false, true)),
      );
      expect(changed).toEqual([]);
      // A person's typing still lands in a measure.
      const width = page.getByTestId('measure-width');
      await width.fill('');
      await width.focus();
      await personTypes(page, '400');
      await expect.poll(() => width.inputValue()).toBe('400');
    },
  );

  async function openCloseDialog() {
    await visit(CLOSE);
    for (const [select, option] of [
      ['project-select', 'LP-CHIUSURA'],
      ['package-select', 'PK-A1'],
    ] as const) {
      await page.getByTestId(select).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await page.getByTestId('close-package').click();
    await page.getByTestId('measure-width').waitFor();
  }

  it("a person's typing still lands in truck loading's search", async () => {
    await visit(`/package/management/${loadProject}?revision=false`);
    const search = fieldsOn(page).first();
    await search.focus();
    await personTypes(page, 'PK-B');
    await expect.poll(() => search.inputValue()).toBe('PK-B');
  });

  it('a GS1 string whose separator comes as Ctrl+] or with no key event is read whole', async () => {
    await visit('/settings');
    const field = page.getByTestId('wedge-test-field');
    const reading = page.getByTestId('wedge-test-reading');
    const cdp = await page.context().newCDPSession(page);
    const ways: Record<string, () => Promise<void>> = {
      'Ctrl+]': () => page.keyboard.press('Control+BracketRight'),
      'no key event': async () => {
        await cdp.send('Input.dispatchKeyEvent', { type: 'char', text: '\x1d' });
      },
    };
    for (const [way, separator] of Object.entries(ways)) {
      const lot = way === 'Ctrl+]' ? 'LT4BO5' : 'LT4BO6';
      await field.focus();
      await wedgeScan(page, `0108012345678907${'10'}${lot}`, { terminator: null });
      await separator();
      await wedgeScan(page, '17280131');
      await reading.filter({ hasText: `10${lot}<GS>17280131` }).waitFor();
      await expect(field.inputValue()).resolves.toBe('');
    }
  });
});
