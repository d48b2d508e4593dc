/**
 * INGRESSO MERCE with every scanner (issue 37): a keyboard-wedge scan while the cursor is in one of
 * the form's fields is a reading — the field never takes the code's keys — from a fast wedge, a slow
 * one (80–150 ms between keys) and one sending a prefix; and a GS1 logistic label is read barcode by
 * barcode (SSCC with the order, (02)+(37)+(15), (3103)+(10)), the companion rules checked across it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startFakeReader, type FakeReader } from './support/fake-reader';
import { startTestServer, type TestServer } from './support/server';
import { answerDialog, toasts } from './support/app';
import { barcodeLine, insert, insertOne, openScreen, seedBasics, seedUser } from './support/goods';
import { personTypes, wedgeScan, type WedgeOptions } from './support/wedge';

const WEDGES: [string, WedgeOptions][] = [
  ['fast', { timing: 'fast' }],
  ['slow', { timing: 'slow' }],
  ['prefixed', { timing: 'slow', prefix: '~' }],
];
const GS = '\x1d';
const SSCC = '009501101500000013';

describe('incoming goods with every scanner', () => {
  let server: TestServer;
  let browser: Browser;
  let reader: FakeReader;
  let page: Page;

  beforeAll(async () => {
    [server, browser, reader] = await Promise.all([startTestServer(), launchBrowser(), startFakeReader()]);
    const basics = await seedBasics(server);
    const order = await insertOne(server, 'projects', {
      name: 'AC-W1',
      project_typology_id: basics.typologies.ac,
    });
    const [pasta, oil] = await insert(server, 'items', [
      { code: 'PAS-500', description: 'Pasta 500 g' },
      { code: 'OLI-1L', description: 'Olio 1 L', barcode: '9501101530003' },
    ]);
    await insert(server, 'picks', [
      { project_id: order, item_id: pasta, quantity: 100, quantity_detected: 0, quantity_remaining: 100 },
      { project_id: order, item_id: oil, quantity: 100, quantity_detected: 0, quantity_remaining: 100 },
    ]);
    const user = await seedUser(server, 'wanda@example.com', basics.locations.receiving);
    ({ page } = await openScreen(browser, server, reader, user.atoken, '/incoming', { scanPrefix: '~' }));
  });

  afterAll(async () => {
    await browser?.close();
    await reader?.stop();
    await server?.close();
  });

  const field = (name: string) => page.getByTestId(`incoming-${name}`);
  const value = (name: string) => field(name).inputValue();
  const label = (lot: string, weight: string) =>
    `ente : AC-W1|Articolo Cliente : PAS-500|Lotto : ${lot}|Peso netto Kg : ${weight}`;

  describe('a wedge scan with the cursor in a field is a reading', () => {
    let n = 0;
    const cases: ['lot' | 'weight', string, WedgeOptions][] = [
      ...WEDGES.map(([timing, options]): ['lot', string, WedgeOptions] => ['lot', timing, options]),
      ['weight', 'fast', { timing: 'fast' }],
    ];
    for (const [name, timing, options] of cases)
      it(`in '${name}', by a ${timing} wedge: the label fills the form, the field never holds the code`, async () => {
        n++;
        await field(name).click();
        await wedgeScan(page, label(`L-${n}`, `${n}`), options);
        await expect.poll(() => value('lot')).toBe(`L-${n}`);
        await expect(value('weight')).resolves.toBe(`${n}`);
        await expect(value('item')).resolves.toBe('PAS-500');
        await expect(value('barcode')).resolves.toBe(label(`L-${n}`, `${n}`));
      });

    it("a person's typing still goes into the field", async () => {
      await field('lot').fill('');
      await field('lot').click();
      await personTypes(page, 'L9');
      await expect.poll(() => value('lot')).toBe('L9');
    });

    it('an EPC scanned with the cursor in the tag field is the tag, typed once', async () => {
      await field('tag').click();
      await wedgeScan(page, 'E28011606000020A1B2C3D99', { timing: 'slow' });
      await expect.poll(() => value('tag')).toBe('E28011606000020A1B2C3D99');
    });
  });

  describe('a GS1 logistic label read barcode by barcode', () => {
    it('SSCC with the order, then (02)+(37)+(15), then (3103)+(10): order, item, lot and weight', async () => {
      reader.send(barcodeLine(`]C100${SSCC}400AC-W1`, 'GS1-128'));
      await expect.poll(() => value('order')).toBe('AC-W1');
      // The item's GTIN comes with the second barcode: nothing of the previous box is left (the order
      // is looked up first, the previous box's fields go with the form's next render).
      await expect.poll(() => value('item')).toBe('');
      await expect.poll(() => value('lot')).toBe('');
      reader.send(barcodeLine(`]C10209501101530003${'37'}24${GS}15260630`, 'GS1-128'));
      await expect.poll(() => value('item')).toBe('OLI-1L');
      await expect(page.getByTestId('incoming-label-dates').textContent()).resolves.toBe(
        'Da consumarsi preferibilmente entro: 30/06/2026',
      );
      reader.send(barcodeLine('(3103)012500(10)L-GS1', 'GS1-128'));
      await expect.poll(() => value('lot')).toBe('L-GS1');
      await expect(value('weight')).resolves.toBe('12.5');
      await expect(value('item')).resolves.toBe('OLI-1L');
      await expect(value('order')).resolves.toBe('AC-W1');
    });

    it('weight and lot read first: filled, and the label asks for its other barcodes; the GTIN completes it', async () => {
      reader.send(barcodeLine('(3103)002000(10)L-NEXT', 'GS1-128'));
      await expect.poll(() => value('lot')).toBe('L-NEXT');
      await expect(value('weight')).resolves.toBe('2');
      // A new box of the same order: the previous box's item is gone until this label names one.
      await expect(value('item')).resolves.toBe('');
      await expect(value('order')).resolves.toBe('AC-W1');
      await toasts(page)
        .filter({ hasText: "Etichetta GS1 letta in parte: leggere gli altri barcode dell'etichetta" })
        .first()
        .waitFor();
      reader.send(barcodeLine(`]C10209501101530003${'37'}6${GS}15260630`, 'GS1-128'));
      reader.send(barcodeLine(`(00)${SSCC.slice(0, -2)}20`, 'GS1-128'));
      await expect.poll(() => value('item')).toBe('OLI-1L');
      await expect(value('lot')).resolves.toBe('L-NEXT');
      await expect(value('weight')).resolves.toBe('2');
    });

    it('a barcode of the label with a wrong check digit says why', async () => {
      reader.send(barcodeLine('(00)009501101500000014', 'GS1-128'));
      await answerDialog(page, 'warning', 'OK', 'Cifra di controllo errata (AI 00)');
    });
  });
});
