/**
 * Package preparation (/project/selection → /project/management/{id}) end to end, against the real
 * server, the fake reader and the virtual label printer: the select chain and its readings, labels
 * printed and reprinted, scanning into management, the exceed refusal, the supervisor-only parts
 * and their absence for an operator, and the exit recalculation as the API then shows it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { VirtualPrinter } from '../../server/src/printing/virtual-printer';
import { printedTexts } from '../../server/test/integration/support/labels';
import { answerDialog } from './support/app';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { insert, insertOne, openScreen, type Screen } from './support/goods';
import { startTestServer, type TestServer } from './support/server';

describe('package preparation (spec sections 2, 4, 5, 6)', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let printer: VirtualPrinter;
  let outDir: string;
  let screen: Screen | undefined;
  let page: Page;
  const tokens = { operator: '', supervisor: '' };
  const ids = {
    project: 0,
    parent: 0,
    refA: 0,
    refB: 0,
    refClosed: 0,
    pickA1: 0,
    pickA2: 0,
  };

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'warehouse-e2e-prep-'));
    printer = new VirtualPrinter({ port: 0, outDir });
    const [s, b, r, address] = await Promise.all([
      startTestServer(),
      launchBrowser(),
      startFakeReader(),
      printer.start(),
    ]);
    [server, browser, reader] = [s, b, r];
    await insertOne(server, 'printers', {
      name: 'Stampante Magazzino',
      purpose: 'warehouse',
      host: '127.0.0.1',
      port: address.port,
      default: true,
    });
    const typology = await insertOne(server, 'project_typologies', { title: 'PC' });
    ids.project = await insertOne(server, 'projects', {
      name: 'PC-2026-0001',
      project_typology_id: typology,
    });
    ids.parent = await insertOne(server, 'documents', { name: 'DDT-0501', project_id: ids.project });
    const refs = await insert(server, 'documents', [
      { name: 'RIF-A', project_id: ids.project, parent_id: ids.parent, closed: 0, partial: 0 },
      { name: 'RIF-B', project_id: ids.project, parent_id: ids.parent, closed: 0, partial: 0 },
      { name: 'RIF-C', project_id: ids.project, parent_id: ids.parent, closed: 1, partial: 0 },
    ]);
    [ids.refA, ids.refB, ids.refClosed] = refs.map(Number) as [number, number, number];
    const [i1, i2, i3] = (
      await insert(server, 'items', [
        { code: 'ART-QE1', description: 'Interruttore magnetotermico', barcode: '8001000000011' },
        { code: 'ART-QE2', description: 'Morsettiera 12 poli', barcode: '8001000000028' },
        { code: 'ART-QE3', description: 'Canalina 25x30', barcode: '8001000000035' },
      ])
    ).map(Number);
    const picks = await insert(server, 'picks', [
      { project_id: ids.project, document_id: ids.refA, item_id: i1, quantity: 2, quantity_remaining: 2 },
      { project_id: ids.project, document_id: ids.refA, item_id: i2, quantity: 1, quantity_remaining: 1 },
      { project_id: ids.project, document_id: ids.refB, item_id: i3, quantity: 1, quantity_remaining: 1 },
    ]);
    [ids.pickA1, ids.pickA2] = picks.map(Number) as [number, number];
    tokens.operator = (
      await server.createUser({ email: 'op@example.com', password: 'password-123', roles: ['operatore'] })
    ).atoken;
    tokens.supervisor = (
      await server.createUser({ email: 'sup@example.com', password: 'password-123', roles: ['supervisore'] })
    ).atoken;
  });
  afterAll(async () => {
    await screen?.context.close();
    await Promise.all([browser?.close(), server?.close(), reader?.stop(), printer?.stop()]);
    rmSync(outDir, { recursive: true, force: true });
  });

  const open = async (who: 'operator' | 'supervisor', path = '/project/selection?picking=true') => {
    await screen?.context.close();
    screen = await openScreen(browser, server, reader, tokens[who], path);
    page = screen.page;
  };
  const optionsOf = async (testId: string) => {
    await page.getByTestId(testId).click();
    const names = await page.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    return names;
  };
  const choose = async (testId: string, label: string) => {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name: label, exact: true }).click();
  };
  const dialogText = (kind: string) => page.locator(`[data-testid=dialog-${kind}]`).textContent();
  const stored = async (table: string, id: number) =>
    server.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('operator: the chain enables step by step, readings select, unknown codes are named, closed references hidden', async () => {
    await open('operator');
    expect(await page.getByTestId('select-document').isDisabled()).toBe(true);
    expect(await page.getByTestId('select-reference-item').isDisabled()).toBe(true);
    expect(await page.getByTestId('proceed').isDisabled()).toBe(true);

    reader.send('Barcode (NOPE-1) [QRCODE]');
    await expect.poll(() => dialogText('warning')).toContain('NOPE-1: Progetto non trovato!');
    await answerDialog(page, 'warning', 'OK');

    reader.send('Barcode (PC-2026-0001) [QRCODE]');
    await expect.poll(() => page.getByTestId('select-project').inputValue()).toBe('PC-2026-0001');
    expect(await page.getByTestId('select-document').isDisabled()).toBe(false);
    expect(await page.getByTestId('select-reference-item').isDisabled()).toBe(true);

    reader.send('Barcode (DDT-9999) [QRCODE]');
    await expect.poll(() => dialogText('warning')).toContain('DDT-9999: Documento non trovato!');
    await answerDialog(page, 'warning', 'OK');

    reader.send('Barcode (DDT-0501) [QRCODE]');
    await expect.poll(() => page.getByTestId('select-document').inputValue()).toBe('DDT-0501');
    expect(await optionsOf('select-reference-item')).toEqual(['RIF-A', 'RIF-B']);
    reader.send('Barcode (RIF-A) [QRCODE]');
    await expect.poll(() => page.getByTestId('select-reference-item').inputValue()).toBe('RIF-A');
    expect(await page.getByTestId('proceed').isDisabled()).toBe(false);
    // Nothing scrolls sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS ?? outDir, 'selection-operator.png') });
  });

  it('print 3 labels: 3 packages created and 3 labels at the virtual printer; reprint one', async () => {
    expect(await page.getByTestId('reprint-labels').isDisabled()).toBe(true); // no package yet
    await page.getByTestId('print-labels').click();
    const count = page.getByTestId('label-count');
    await count.fill('0');
    expect(await page.getByTestId('label-count-confirm').isDisabled()).toBe(true);
    await count.fill('501');
    expect(await page.getByTestId('label-count-confirm').isDisabled()).toBe(true);
    await count.fill('3');
    await page.getByTestId('label-count-confirm').click();
    await page.getByText('Nuovi colli inseriti a sistema.').waitFor();
    await page.getByText('Stampa etichetta avvenuta correttamente. Etichette stampate: 3').waitFor();
    const packages = await server.db
      .selectFrom('packages')
      .select(['name'])
      .where('project_id', '=', ids.project)
      .orderBy('incremental')
      .execute();
    const names = packages.map((p) => String(p.name));
    expect(names).toEqual([1, 2, 3].map((n) => `PK-${ids.project}-00${n}`));
    const labels = await printer.waitForLabels(3);
    expect(labels.map((l) => printedTexts(l.zpl).join(' '))).toEqual(
      names.map((n) => expect.stringContaining(n)),
    );

    await page.getByTestId('reprint-labels').click();
    await page.getByTestId('reprint-package').click();
    await page.getByRole('option', { name: names[1]!, exact: true }).click();
    await page.getByTestId('reprint-confirm').click();
    await page
      .getByText(`Ristampa etichetta avvenuta correttamente. Etichetta stampata: ${names[1]}`)
      .waitFor();
    const [, , , again] = await printer.waitForLabels(4);
    expect(printedTexts(again!.zpl).join(' ')).toContain(names[1]!);
  });

  it('operator in management: title, no delete column, row tap does nothing, scans add readings, exceed refused, unknown item named', async () => {
    await page.getByTestId('proceed').click();
    await page.waitForURL((url) => url.pathname === `/project/management/${ids.project}`);
    expect(new URL(page.url()).searchParams.get('referenceItem')).toBe(String(ids.refA));
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('DDT-0501 | RIF-A');
    await page.getByTestId('table-row').first().waitFor();
    expect(await page.getByTestId('pick-delete').count()).toBe(0);
    await page.getByTestId('table-row').first().click();
    expect(await page.getByTestId('reading-modal').count()).toBe(0);

    reader.send('Barcode (8001000000035) [EAN13]'); // an item of RIF-B, not of this reference item
    await expect.poll(() => dialogText('warning')).toContain('Articolo non trovato nel documento corrente!');
    await answerDialog(page, 'warning', 'OK');

    reader.send('Barcode (8001000000011) [EAN13]');
    await page.getByTestId('reading-modal').waitFor();
    expect(await page.getByTestId('reading-quantity').inputValue()).toBe('1');
    reader.send('Barcode (8001000000011) [EAN13]');
    await expect.poll(() => page.getByTestId('reading-quantity').inputValue()).toBe('2');
    expect(await page.getByTestId('reading-package').isDisabled()).toBe(true);
    await page.screenshot({
      path: join(process.env.E2E_SCREENSHOTS ?? outDir, 'management-operator-modal.png'),
    });
    await page.getByTestId('reading-confirm').click();
    await expect.poll(async () => Number((await stored('picks', ids.pickA1)).quantity_detected)).toBe(2);
    const reading = await server.db
      .selectFrom('project_rows')
      .selectAll()
      .where('pick_id', '=', ids.pickA1)
      .executeTakeFirstOrThrow();
    expect(reading).toMatchObject({ document_id: ids.refA, external_reference: 'RIF-A', quantity: 2 });
    expect(reading.package_id).not.toBeNull();

    // One more of a pick already complete: 'Quantità non valida', nothing saved.
    await page.getByTestId('updating').waitFor({ state: 'detached' });
    reader.send('Barcode (8001000000011) [EAN13]');
    await page.getByTestId('reading-modal').waitFor();
    await page.getByTestId('reading-confirm').click();
    await expect
      .poll(() => page.locator('[data-testid=dialog-warning]').textContent())
      .toContain(
        'La Quantità inserita sommata alla Quantità rilevata in precedenza è superiore alla Quantità Prevista!',
      );
    expect(
      await page
        .getByRole('dialog')
        .filter({ has: page.locator('[data-testid=dialog-warning]') })
        .textContent(),
    ).toContain('Quantità non valida');
    await answerDialog(page, 'warning', 'OK');
    await page.keyboard.press('Escape');
    expect(Number((await stored('picks', ids.pickA1)).quantity_detected)).toBe(2);
  });

  it('operator back: partial reference item asks first, then reference item and parent partial; back on selection with keepProject', async () => {
    await page.getByTestId('nav-back').click();
    await answerDialog(page, 'confirm', 'SI');
    await page.waitForURL((url) => url.pathname === '/project/selection');
    expect(new URL(page.url()).searchParams.get('keepProject')).toBe('true');
    await expect.poll(() => page.getByTestId('select-project').inputValue()).toBe('PC-2026-0001');
    expect(await stored('documents', ids.refA)).toMatchObject({ closed: 0, partial: 1 });
    expect(await stored('documents', ids.parent)).toMatchObject({ closed: 0, partial: 1 });
  });

  it('supervisor: closed reference items marked (X), row tap opens the dialog, delete column, exit closes with the project (setting on)', async () => {
    await server.setSetting('project_preparation.update_project', 'true');
    await open('supervisor');
    await choose('select-project', 'PC-2026-0001');
    await choose('select-document', 'DDT-0501');
    // Sorted closed, partial, name: the open ones first, the closed one marked.
    expect(await optionsOf('select-reference-item')).toEqual(['RIF-B', 'RIF-A', '(X) RIF-C']);
    await choose('select-reference-item', 'RIF-A');
    await page.getByTestId('proceed').click();
    await page.waitForURL((url) => url.pathname === `/project/management/${ids.project}`);
    await page.getByTestId('table-row').first().waitFor();
    expect(await page.getByTestId('pick-delete').count()).toBeGreaterThan(0);
    // The filter 'Da finire' shows only ART-QE2 (ART-QE1 is complete).
    await expect.poll(() => page.getByTestId('table-row').count()).toBe(1);
    await page.getByTestId('table-row').first().click();
    await page.getByTestId('reading-modal').waitFor();
    expect(await page.getByTestId('reading-package').isDisabled()).toBe(false);
    await page.screenshot({
      path: join(process.env.E2E_SCREENSHOTS ?? outDir, 'management-supervisor-modal.png'),
    });
    // The package chosen by hand (not the last, the default) survives a reload with the open dialog.
    const first = `PK-${ids.project}-001`;
    await page.getByTestId('reading-package').click();
    await page.getByRole('option', { name: first, exact: true }).click();
    await page.reload();
    await page.getByTestId('reading-modal').waitFor();
    await expect.poll(() => page.getByTestId('reading-package').inputValue()).toBe(first);
    await page.getByTestId('reading-confirm').click();
    await expect.poll(async () => Number((await stored('picks', ids.pickA2)).quantity_detected)).toBe(1);
    const reading = await server.db
      .selectFrom('project_rows as r')
      .innerJoin('packages as p', 'p.id', 'r.package_id')
      .select('p.name')
      .where('r.pick_id', '=', ids.pickA2)
      .executeTakeFirstOrThrow();
    expect(reading.name).toBe(first);

    // RIF-B is still open: closing RIF-A leaves the parent partial, and the project too.
    await page.getByTestId('nav-back').click();
    await page.waitForURL((url) => url.pathname === '/project/selection');
    expect(await stored('documents', ids.refA)).toMatchObject({ closed: 1, partial: 0 });
    expect(await stored('documents', ids.parent)).toMatchObject({ closed: 0, partial: 1 });
    expect(await stored('projects', ids.project)).toMatchObject({ closed: 0, partial: 1 });
  });

  it("'Nuovo collo' with the printer out of paper: the label is owed and said so; 'Ristampa etichetta' prints it once back", async () => {
    printer.state = 'paper_out';
    try {
      await open('supervisor');
      await choose('select-project', 'PC-2026-0001');
      await choose('select-document', 'DDT-0501');
      await choose('select-reference-item', 'RIF-B');
      await page.getByTestId('proceed').click();
      await answerDialog(page, 'confirm', 'SI', 'Carta esaurita.');
      await page.waitForURL((url) => url.pathname === `/project/management/${ids.project}`);
      await page.getByTestId('table-row').first().click();
      await page.getByTestId('reading-modal').waitFor();
      await page.getByTestId('new-package').click();
      await answerDialog(page, 'warning', 'OK', "L'etichetta del collo non è stata stampata.");
      const owed = await server.db.selectFrom('owed_labels').select(['package_id', 'reason']).execute();
      expect(owed).toHaveLength(1);
      expect(owed[0]!.reason).toBe('no_printer');
      const pkg = (await stored('packages', Number(owed[0]!.package_id))) as { name: string };

      printer.state = 'ready';
      const before = printer.labels.length;
      await page.getByTestId('reprint-package').click();
      await page
        .getByTestId('toast')
        .filter({ hasText: `Ristampa etichetta avvenuta correttamente. Etichetta stampata: ${pkg.name}` })
        .waitFor();
      const labels = await printer.waitForLabels(before + 1);
      expect(printedTexts(labels[before]!.zpl).join(' ')).toContain(pkg.name);
      expect(await server.db.selectFrom('owed_labels').select('id').execute()).toEqual([]);
    } finally {
      printer.state = 'ready';
    }
  });
});
