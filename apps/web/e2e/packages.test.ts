/**
 * Closing a package ('Gestisci Colli', with Chromium's fake rear camera) and truck loading
 * ('Carico Camion'), checked through the API: the stored PNG, the measures, shipped and
 * shipping_date; the camera blocked; an operator's disabled table; a shipped package not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { answerDialog, expectNewToast, PASSWORD } from './support/app';
import { FAKE_CAMERA, launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { apiClient } from './support/api';
import { barcodeLine, dialog, eventually, insert, openScreen } from './support/picking-store';
import { startTestServer, type TestServer } from './support/server';

const CLOSE = '/package/selection?incoming=false&outgoing=true&picking=true&revision=true&locked=false';
const LOAD = '/package/selection?incoming=false&outgoing=true&picking=true&revision=false&locked=false';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface StoredPackage {
  id: number;
  name: string;
  closed: boolean;
  shipped: boolean;
  shipping_date: string | null;
  width: number | null;
  depth: number | null;
  height: number | null;
  weight: number | null;
  pictures: { id: number; url: string; content_type: string }[];
}

describe('package close and truck loading', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let supervisor: { id: number; atoken: string };
  let operator: { id: number; atoken: string };
  let api: Awaited<ReturnType<typeof apiClient>>;
  const contexts: BrowserContext[] = [];
  let closeProject: number;
  let loadProject: number;

  const open = async (atoken: string, path: string, b = browser, settings: Record<string, unknown> = {}) => {
    const screen = await openScreen(b, server, reader, atoken, path, settings);
    contexts.push(screen.context);
    return screen.page;
  };
  const packageNamed = async (name: string) =>
    (await api.get<StoredPackage[]>(`/packages?q[name_eq]=${name}`))[0]!;
  const choose = async (page: Page, select: string, option: string) => {
    await page.getByTestId(select).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const rowNames = (page: Page) =>
    page.locator('[data-testid=packages-table] [data-testid=table-row] td:nth-child(2)').allTextContents();
  const row = (page: Page, name: string) =>
    page.locator('[data-testid=packages-table] [data-testid=table-row]', { hasText: name });

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([
      startTestServer(),
      launchBrowser(FAKE_CAMERA),
      startFakeReader(),
    ]);
    supervisor = await server.createUser({
      email: 'capo@example.com',
      password: PASSWORD,
      roles: ['supervisore'],
    });
    operator = await server.createUser({ email: 'op@example.com', password: PASSWORD, roles: ['operatore'] });
    api = await apiClient(server, supervisor.atoken);
    [closeProject, loadProject] = (await insert(server, 'projects', [
      { name: 'LP-CHIUSURA' },
      { name: 'LP-CAMION' },
    ])) as [number, number];
    const pkg = (
      project: number,
      name: string,
      incremental: number,
      extra: Record<string, unknown> = {},
    ) => ({
      project_id: project,
      name,
      incremental,
      closed: false,
      shipped: false,
      ...extra,
    });
    const closed = { closed: true, width: 800, depth: 600, height: 400, weight: 20 };
    await insert(server, 'packages', [
      pkg(closeProject, 'PK-A1', 1),
      pkg(closeProject, 'PK-A2', 2),
      // Out of incremental order on purpose: the table sorts by incremental.
      pkg(loadProject, 'PK-B3', 3, closed),
      pkg(loadProject, 'PK-B1', 1, closed),
      pkg(loadProject, 'PK-B4', 4, closed),
      pkg(loadProject, 'PK-B2', 2, closed),
      pkg(loadProject, 'PK-B9', 9, { ...closed, shipped: true, shipping_date: '2026-01-02T08:00:00.000Z' }),
      pkg(loadProject, 'PK-B0', 0),
    ]);
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  it('closes a package with a photo: live preview, discard, save; the PNG and the measures are stored', async () => {
    const page = await open(operator.atoken, CLOSE);
    await expect(page.getByTestId('page-title').textContent()).resolves.toBe('Gestisci Colli');
    await expect(page.getByTestId('close-package').isDisabled()).resolves.toBe(true);
    await choose(page, 'project-select', 'LP-CHIUSURA');
    await choose(page, 'package-select', 'PK-A1');

    await page.getByTestId('photo-open').click();
    const preview = page.getByTestId('camera-preview');
    await preview.waitFor();
    // The fake camera streams frames into the live preview.
    await page.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>('[data-testid=camera-preview]');
      return Boolean(v && v.videoWidth > 0 && !v.paused);
    });
    await page.getByTestId('photo-take').click();
    await page.getByTestId('photo-shot').waitFor();
    await page.getByTestId('photo-discard').click();
    await answerDialog(page, 'confirm', 'SI', 'Confermi di voler scartare la foto appena scattata?');
    await preview.waitFor();
    await page.getByTestId('photo-take').click();
    await page.getByTestId('photo-save').click();
    await page.getByTestId('photo-saved').waitFor();
    await expect(preview.count()).resolves.toBe(0);
    // Removing asks first; 'No' keeps the photo.
    await page.getByTestId('photo-remove').click();
    await answerDialog(page, 'confirm', 'No', 'Confermi di voler rimuovere la foto del collo?');
    await page.getByTestId('photo-saved').waitFor();

    await page.getByTestId('close-package').click();
    const confirm = page.getByTestId('close-confirm');
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await page.getByTestId('measure-width').fill('400');
    await page.getByTestId('measure-depth').fill('0');
    await page.getByTestId('measure-height').fill('abc');
    await page.getByTestId('measure-weight').fill('99999');
    await page.getByText('Deve essere maggiore di zero').waitFor();
    await page.getByText('Inserire un numero').waitFor();
    await page.getByText('Valore massimo 5000 kg').waitFor();
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await page.getByTestId('measure-depth').fill('300');
    await page.getByTestId('measure-height').fill('250');
    await page.getByTestId('measure-weight').fill('12,5');
    // The four measures typed survive a reload: the dialog opens again with them (issue 41).
    await page.reload();
    await expect.poll(() => page.getByTestId('measure-width').inputValue()).toBe('400');
    expect(await page.getByTestId('measure-depth').inputValue()).toBe('300');
    expect(await page.getByTestId('measure-height').inputValue()).toBe('250');
    expect(await page.getByTestId('measure-weight').inputValue()).toBe('12,5');
    await page.screenshot({ path: '/tmp/package-close-kept-360.png' });
    await expectNewToast(page, 'Collo aggiornato allo stato Chiuso.', () => confirm.click());
    await page.waitForURL((url) => url.pathname === '/home');

    const stored = await packageNamed('PK-A1');
    expect(stored).toMatchObject({
      closed: true,
      shipped: false,
      width: 400,
      depth: 300,
      height: 250,
      weight: 12.5,
    });
    expect(stored.pictures).toHaveLength(1);
    expect(stored.pictures[0]!.content_type).toBe('image/png');
    const file = await fetch(new URL(stored.pictures[0]!.url, server.url));
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(16)).toBeGreaterThan(0); // IHDR width: a real frame, not an empty canvas
    expect(view.getUint32(20)).toBeGreaterThan(0);
    // Without the signature (and without a session) the picture is not served.
    const bare = await fetch(new URL(new URL(stored.pictures[0]!.url, server.url).pathname, server.url));
    expect(bare.status).toBe(401);
  });

  it('closes a package read by its barcode without a photo (JSON); unknown and closed readings are refused', async () => {
    const page = await open(operator.atoken, CLOSE);
    await page.getByTestId('project-select').waitFor();
    reader.send(barcodeLine('NON-ESISTE', 'CODE128'));
    await dialog(page, 'warning')
      .filter({ hasText: 'Collo non trovato oppure già chiuso e spedito!' })
      .waitFor();
    await answerDialog(page, 'warning', 'OK');
    reader.send(barcodeLine('PK-B1', 'CODE128')); // closed, waiting for the truck
    await dialog(page, 'warning')
      .filter({ hasText: 'Collo non trovato oppure già chiuso e spedito!' })
      .waitFor();
    await answerDialog(page, 'warning', 'OK');

    reader.send(barcodeLine('PK-A2', 'CODE128'));
    await expect.poll(() => page.getByTestId('package-select').inputValue()).toBe('PK-A2');
    await expect(page.getByTestId('project-select').inputValue()).resolves.toBe('LP-CHIUSURA');
    await page.getByTestId('close-package').click();
    await page.getByTestId('measure-width').fill('1200');
    await page.getByTestId('measure-depth').fill('800');
    await page.getByTestId('measure-height').fill('1500');
    await page.getByTestId('measure-weight').fill('310.25');
    await expectNewToast(page, 'Collo aggiornato allo stato Chiuso.', () =>
      page.getByTestId('close-confirm').click(),
    );
    await page.waitForURL((url) => url.pathname === '/home');
    expect(await packageNamed('PK-A2')).toMatchObject({
      closed: true,
      width: 1200,
      depth: 800,
      height: 1500,
      weight: 310.25,
      pictures: [],
    });
  });

  it('the package changed meanwhile: asked before replacing, no keeps the dialog, yes closes; closed meanwhile: not found', async () => {
    await insert(server, 'packages', [
      { project_id: closeProject, name: 'PK-A4', incremental: 4, closed: false, shipped: false },
      { project_id: closeProject, name: 'PK-A5', incremental: 5, closed: false, shipped: false },
    ]);
    const page = await open(operator.atoken, CLOSE);
    const fillMeasures = async () => {
      await page.getByTestId('close-package').click();
      for (const [field, value] of [
        ['width', '500'],
        ['depth', '400'],
        ['height', '300'],
        ['weight', '9'],
      ]) {
        await page.getByTestId(`measure-${field}`).fill(value!);
      }
    };
    await choose(page, 'project-select', 'LP-CHIUSURA');
    await choose(page, 'package-select', 'PK-A4');
    // Changed behind the server's back: its lock_version moves on, with no author the server knows.
    // The measures are a decision (issue 41): asked first, naming nobody.
    await server.db.updateTable('packages').set({ lock_version: 7 }).where('name', '=', 'PK-A4').execute();
    await fillMeasures();
    const ask = 'Nel frattempo è stato impostato nessuna misura: sostituire con 500×400×300 mm, 9 kg?';
    await page.getByTestId('close-confirm').click();
    await dialog(page, 'confirm').getByText(ask, { exact: true }).waitFor();
    await answerDialog(page, 'confirm', 'No');
    expect(await packageNamed('PK-A4')).toMatchObject({ closed: false, width: null });
    expect(await page.getByTestId('measure-width').inputValue()).toBe('500');
    await page.getByTestId('close-confirm').click();
    await dialog(page, 'confirm').getByText(ask, { exact: true }).waitFor();
    await expectNewToast(page, 'Collo aggiornato allo stato Chiuso.', () =>
      answerDialog(page, 'confirm', 'SI'),
    );
    await page.waitForURL((url) => url.pathname === '/home');
    expect(await packageNamed('PK-A4')).toMatchObject({ closed: true, width: 500 });

    await page.goto(`${server.url}${CLOSE}`);
    await choose(page, 'project-select', 'LP-CHIUSURA');
    await choose(page, 'package-select', 'PK-A5');
    // Closed by another handheld with the same version the screen holds: 409 already_closed, said as
    // what happened (no author: the test closed it behind the server's back).
    await server.db.updateTable('packages').set({ closed: 1 }).where('name', '=', 'PK-A5').execute();
    await fillMeasures();
    await page.getByTestId('close-confirm').click();
    await dialog(page, 'warning').getByText('Collo già chiuso', { exact: true }).waitFor();
    await answerDialog(page, 'warning', 'OK');
    // Reloaded: the closed package is no longer offered.
    await expect.poll(() => page.getByTestId('package-select').inputValue()).toBe('');
  });

  it('says the camera cannot be used when it is blocked', async () => {
    // A browser with no camera and no permission granted: getUserMedia fails.
    const plain = await launchBrowser();
    try {
      const [extra] = (await insert(server, 'packages', [
        { project_id: closeProject, name: 'PK-A3', incremental: 3, closed: false, shipped: false },
      ])) as [number];
      expect(extra).toBeGreaterThan(0);
      const page = await open(operator.atoken, CLOSE, plain);
      await choose(page, 'project-select', 'LP-CHIUSURA');
      await choose(page, 'package-select', 'PK-A3');
      await page.getByTestId('photo-open').click();
      await dialog(page, 'error')
        .filter({ hasText: 'Camera del dispositivo non presente o non utilizzabile!' })
        .waitFor();
      await expect(page.getByTestId('camera-preview').count()).resolves.toBe(0);
    } finally {
      await plain.close();
    }
  });

  it('a supervisor loads three packages chosen by tap, checkbox and reading; excluding one asks first', async () => {
    const page = await open(supervisor.atoken, LOAD);
    await expect(page.getByTestId('page-title').textContent()).resolves.toBe('Carico Camion');
    await choose(page, 'project-select', 'LP-CAMION');
    await page.getByTestId('proceed').click();
    await page.waitForURL((url) => url.pathname === `/package/management/${loadProject}`);
    await row(page, 'PK-B1').waitFor();
    expect(await rowNames(page)).toEqual(['PK-B1', 'PK-B2', 'PK-B3', 'PK-B4']);

    await row(page, 'PK-B1').click();
    await row(page, 'PK-B2').getByTestId('row-select').click();
    reader.send(barcodeLine('PK-B3', 'CODE128'));
    await row(page, 'PK-B4').click();
    await expect.poll(() => page.getByTestId('selected-count').textContent()).toBe('4 colli selezionati');
    // Unselecting asks: 'No' keeps it, 'SI' excludes it.
    await row(page, 'PK-B4').click();
    await answerDialog(page, 'confirm', 'No', 'Confermi di voler escludere il collo selezionato?');
    await expect(page.getByTestId('selected-count').textContent()).resolves.toBe('4 colli selezionati');
    await row(page, 'PK-B4').getByTestId('row-select').click();
    await answerDialog(page, 'confirm', 'SI', 'Confermi di voler escludere il collo selezionato?');
    await expect.poll(() => page.getByTestId('selected-count').textContent()).toBe('3 colli selezionati');

    const before = Date.now();
    await page.getByTestId('load-selected').click();
    await dialog(page, 'info')
      .filter({ hasText: 'Carico camion avvenuto correttamente. Colli caricati: 3' })
      .waitFor();
    await expect.poll(() => rowNames(page)).toEqual(['PK-B4']);
    for (const name of ['PK-B1', 'PK-B2', 'PK-B3']) {
      const stored = await packageNamed(name);
      expect(stored.shipped, name).toBe(true);
      expect(Date.parse(stored.shipping_date!)).toBeGreaterThanOrEqual(before - 2000);
    }
    expect((await packageNamed('PK-B4')).shipped).toBe(false);
    await answerDialog(page, 'info', 'OK');

    // A shipped package is no longer found here either.
    reader.send(barcodeLine('PK-B1', 'CODE128'));
    await dialog(page, 'warning')
      .filter({ hasText: 'Collo non trovato oppure già chiuso e spedito!' })
      .waitFor();
    await answerDialog(page, 'warning', 'OK');

    await page.getByTestId('nav-back').click();
    await page.waitForURL((url) => url.pathname === '/package/selection');
    expect(new URL(page.url()).search).toBe(
      '?incoming=false&outgoing=true&picking=true&revision=false&locked=false',
    );
  });

  it("an operator's table is disabled: nothing can be selected or loaded", async () => {
    const page = await open(operator.atoken, `/package/management/${loadProject}?revision=false`);
    await row(page, 'PK-B4').waitFor();
    await page.getByTestId('supervisors-only').waitFor();
    await expect(row(page, 'PK-B4').getByTestId('row-select').isDisabled()).resolves.toBe(true);
    await row(page, 'PK-B4').click();
    // Nor by a reading: whatever the label, only a supervisor may select.
    reader.send(barcodeLine('PK-B4', 'CODE128'));
    await answerDialog(page, 'warning', 'OK', 'Solo un supervisore può selezionare i colli da caricare.');
    await expect(page.getByTestId('selected-count').textContent()).resolves.toBe('0 colli selezionati');
    await expect(page.getByTestId('load-selected').isDisabled()).resolves.toBe(true);
  });

  it('truck loading: a reading sent while the list loads selects its package once the list shows; bad tags sound the error', async () => {
    const [project, other] = (await insert(server, 'projects', [
      { name: 'LP-CAMION-2' },
      { name: 'LP-ALTRO' },
    ])) as [number, number];
    const closed = { closed: true, shipped: false, width: 800, depth: 600, height: 400, weight: 20 };
    await insert(server, 'packages', [
      { project_id: project, name: 'PK-C1', incremental: 1, ...closed },
      { project_id: project, name: 'PK-C2', incremental: 2, ...closed },
      { project_id: project, name: 'PK-C3', incremental: 3, closed: false, shipped: false },
      { project_id: other, name: 'PK-D1', incremental: 1, ...closed },
    ]);
    const page = await open(supervisor.atoken, LOAD, browser, { sound: true });
    // Every tone the app plays, by frequency: a good reading is one high beep (1760 Hz), an error two
    // low ones (220 Hz).
    await page.context().addInitScript(() => {
      const tones: number[] = [];
      (window as unknown as { tones: number[] }).tones = tones;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
        tones.push(this.frequency.value);
        return start.apply(this, args);
      };
    });
    await page.reload();
    await page.locator('[data-testid=reader-status][data-state=connected]').waitFor();
    const tonesOf = async (action: () => Promise<void>) => {
      await page.evaluate(() => ((window as unknown as { tones: number[] }).tones.length = 0));
      await action();
      return page.evaluate(() => [...(window as unknown as { tones: number[] }).tones]);
    };

    // The list's request is held until the reading has arrived: the reading comes while it loads.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) =>
        url.pathname.endsWith('/packages') &&
        url.searchParams.get('q[project_id_eq]') === String(project) &&
        url.searchParams.get('q[closed_eq]') === 'true',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await choose(page, 'project-select', 'LP-CAMION-2');
    await page.getByTestId('proceed').click();
    await page.waitForURL((url) => url.pathname === `/package/management/${project}`);
    await page.getByText('Caricamento in corso...').waitFor();
    reader.send(barcodeLine('PK-C2', 'CODE128'));
    await page.waitForTimeout(300);
    release();
    await row(page, 'PK-C1').waitFor();
    await expect.poll(() => page.getByTestId('selected-count').textContent()).toBe('1 collo selezionato');
    await expect(row(page, 'PK-C2').getByTestId('row-select').isChecked()).resolves.toBe(true);
    await expect(row(page, 'PK-C1').getByTestId('row-select').isChecked()).resolves.toBe(false);

    // Two tags at once: the single-tag check's message.
    const multiple = await tonesOf(async () => {
      reader.send('E2801111|E2802222');
      await answerDialog(page, 'warning', 'OK', 'Letto più di un TAG');
    });
    expect(multiple).toEqual([1760, 220, 220]);
    // Unknown, still open, and another project's: not a package waiting for this truck.
    for (const code of ['NON-ESISTE', 'PK-C3', 'PK-D1']) {
      const tones = await tonesOf(async () => {
        reader.send(barcodeLine(code, 'CODE128'));
        await answerDialog(page, 'warning', 'OK', 'Collo non trovato oppure già chiuso e spedito!');
      });
      expect(tones, code).toEqual([1760, 220, 220]);
    }
    await expect(page.getByTestId('selected-count').textContent()).resolves.toBe('1 collo selezionato');
    // A good reading: one high beep, its package selected.
    const good = await tonesOf(async () => {
      reader.send(barcodeLine('PK-C1', 'CODE128'));
      await expect.poll(() => page.getByTestId('selected-count').textContent()).toBe('2 colli selezionati');
    });
    expect(good).toEqual([1760]);
  });

  it('a shipped package is no longer found by the close screen', async () => {
    const page = await open(operator.atoken, CLOSE);
    await page.getByTestId('project-select').waitFor();
    reader.send(barcodeLine('PK-B9', 'CODE128'));
    await dialog(page, 'warning')
      .filter({ hasText: 'Collo non trovato oppure già chiuso e spedito!' })
      .waitFor();
    await eventually(async () => expect(await page.getByTestId('package-select').inputValue()).toBe(''));
  });
});
