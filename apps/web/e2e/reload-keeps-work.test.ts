/**
 * Reload keeps the work (issue 31), as picking and store already do: order packing's quantity typed
 * but not confirmed, truck loading's selection, and package closing's project, package and photo
 * already taken (kept until the package is closed). Each screen is reloaded half done.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNewToast, PASSWORD } from './support/app';
import { FAKE_CAMERA, launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { apiClient } from './support/api';
import { dialog, insert, openScreen, readingsOf } from './support/picking-store';
import { openPacking, packingOrder, seedPacking, type PackingFixture } from './support/packing';
import { startTestServer, type TestServer } from './support/server';

const CLOSE = '/package/selection?incoming=false&outgoing=true&picking=true&revision=true&locked=false';

describe('reload keeps the work', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let fx: PackingFixture;
  let supervisor: { id: number; atoken: string };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([
      startTestServer(),
      launchBrowser(FAKE_CAMERA),
      startFakeReader(),
    ]);
    fx = await seedPacking(server);
    supervisor = await server.createUser({
      email: 'capo@example.com',
      password: PASSWORD,
      roles: ['supervisore'],
    });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await reader?.stop();
    await fx?.printer.close();
    await server?.close();
  });

  const open = async (path: string) => {
    const screen = await openScreen(browser, server, reader, supervisor.atoken, path);
    contexts.push(screen.context);
    return screen.page;
  };
  const choose = async (page: Page, select: string, option: string) => {
    await page.getByTestId(select).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const stored = async (name: string) =>
    (
      await (
        await apiClient(server, supervisor.atoken)
      ).get<{ closed: boolean; shipped: boolean; pictures: unknown[] }[]>(`/packages?q[name_eq]=${name}`)
    )[0]!;

  it("order packing: the row's quantity typed but not confirmed comes back after a reload", async () => {
    const order = await packingOrder(server, fx, 'outgoing', [5]);
    const page = await open('/home');
    await openPacking(page, server, order.id, 'outgoing');
    await page.locator(`[data-testid=table-row][data-row-id="${order.picks[0]}"] td`).first().click();
    await page.getByTestId('pick-quantity').fill('3');

    await page.reload();
    await page.getByTestId('pick-modal').waitFor();
    expect(await page.getByTestId('pick-code').textContent()).toBe(order.items[0]!.code);
    await expect.poll(() => page.getByTestId('pick-quantity').inputValue()).toBe('3');
    expect(await readingsOf(server, order.id)).toEqual([]); // kept on the device, not sent

    // Closing the row forgets it: the next reload opens nothing.
    await page.getByTestId('pick-cancel').click();
    await page.getByTestId('pick-modal').waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('[data-testid=picks-table] [data-testid=table-row]').first().waitFor();
    await page.getByTestId('packing-conclude').waitFor();
    expect(await page.getByTestId('pick-modal').count()).toBe(0);
  });

  it('truck loading: the selection survives a reload and is loaded', async () => {
    const [project] = (await insert(server, 'projects', [{ name: 'LP-RICARICA' }])) as [number];
    const closed = { project_id: project, closed: true, shipped: false };
    await insert(server, 'packages', [
      { ...closed, name: 'PK-R1', incremental: 1 },
      { ...closed, name: 'PK-R2', incremental: 2 },
      { ...closed, name: 'PK-R3', incremental: 3 },
    ]);
    const page = await open(`/package/management/${project}?revision=false`);
    const row = (name: string) =>
      page.locator('[data-testid=packages-table] [data-testid=table-row]', { hasText: name });
    await row('PK-R1').click();
    await row('PK-R3').click();
    await expect.poll(() => page.getByTestId('selected-count').textContent()).toBe('2 colli selezionati');

    await page.reload();
    await row('PK-R1').waitFor();
    await expect.poll(() => page.getByTestId('selected-count').textContent()).toBe('2 colli selezionati');
    await page.getByTestId('load-selected').click();
    await dialog(page, 'info')
      .filter({ hasText: 'Carico camion avvenuto correttamente. Colli caricati: 2' })
      .waitFor();
    expect((await stored('PK-R1')).shipped).toBe(true);
    expect((await stored('PK-R2')).shipped).toBe(false);
    expect((await stored('PK-R3')).shipped).toBe(true);
  });

  it('package closing: project, package and the photo taken survive a reload, until closed', async () => {
    await insert(server, 'projects', [{ name: 'LP-FOTO' }]).then(([project]) =>
      insert(server, 'packages', [
        { project_id: project, name: 'PK-F1', incremental: 1, closed: false, shipped: false },
      ]),
    );
    const page = await open(CLOSE);
    await choose(page, 'project-select', 'LP-FOTO');
    await choose(page, 'package-select', 'PK-F1');
    await page.getByTestId('photo-open').click();
    await page.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>('[data-testid=camera-preview]');
      return Boolean(v && v.videoWidth > 0 && !v.paused);
    });
    await page.getByTestId('photo-take').click();
    await page.getByTestId('photo-save').click();
    await page.getByTestId('photo-saved').waitFor();

    await page.reload();
    await page.getByTestId('photo-saved').waitFor();
    // The selects show their kept choice once their lists have loaded, which may come after the photo.
    await expect.poll(() => page.getByTestId('project-select').inputValue()).toBe('LP-FOTO');
    await expect.poll(() => page.getByTestId('package-select').inputValue()).toBe('PK-F1');

    await page.getByTestId('close-package').click();
    for (const [field, value] of [
      ['width', '400'],
      ['depth', '300'],
      ['height', '200'],
      ['weight', '10'],
    ] as const)
      await page.getByTestId(`measure-${field}`).fill(value);
    await expectNewToast(page, 'Collo aggiornato allo stato Chiuso.', () =>
      page.getByTestId('close-confirm').click(),
    );
    await page.waitForURL((url) => url.pathname === '/home');
    const pkg = await stored('PK-F1');
    expect(pkg.closed).toBe(true);
    expect(pkg.pictures).toHaveLength(1);

    // Closed: nothing is kept any more.
    await page.goto(`${server.url}${CLOSE}`);
    await page.getByTestId('package-select').waitFor();
    expect(await page.getByTestId('project-select').inputValue()).toBe('');
    expect(await page.getByTestId('photo-saved').count()).toBe(0);
  });
});
