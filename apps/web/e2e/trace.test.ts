import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, openAdmin, type AdminPage } from './support/admin';
import { launchBrowser, PHONE } from './support/browser';
import { startTestServer, type TestServer } from './support/server';
import { FLOUR_GTIN, seedFlourLot } from './support/trace';

/**
 * The back office's lot trace at 1280×800 (issue 34): lot L2611 typed, its chain with reconciled
 * totals, the recall list as CSV (only what left, with customers, packages and shipping dates), and
 * a package's link leading to what that package contained.
 */
describe('back office: the trace of a lot and its recall list', () => {
  let server: TestServer;
  let browser: Browser;
  let admin: AdminPage;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    const { atoken } = await server.createUser({
      email: 'qualita@example.com',
      password: 'password-123',
      admin: true,
    });
    await seedFlourLot(server, atoken);
    admin = await openAdmin(browser, server, atoken, '/admin/trace');
  });
  afterAll(async () => {
    await admin?.context.close();
    await Promise.all([browser?.close(), server?.close()]);
  });

  it('a lot typed shows its chain, reconciled: 110 received = 60 in stock + 50 shipped', async () => {
    const { page } = admin;
    await page.getByTestId('trace-input').fill('L2611');
    await page.getByTestId('trace-input').press('Enter');
    const lot = page.getByTestId('trace-lot');
    await lot.waitFor();
    const total = (key: string) => page.getByTestId(`trace-total-${key}`).innerText();
    expect([
      await total('received'),
      await total('inStock'),
      await total('shipped'),
      await total('unreconciled'),
    ]).toEqual(['110 KG', '60 KG', '50 KG', '0 KG']);
    await lot.getByText('Quantità riconciliate').waitFor();
    const suppliers = await page.getByTestId('trace-suppliers').locator('tbody tr').allInnerTexts();
    expect(suppliers.map((row) => row.split('\t').filter((_, i) => i !== 2))).toEqual([
      ['Mulino Rossi', 'AC-1', '60 KG'],
      ['Molini Bianchi', 'AC-2', '50 KG'],
    ]);
    const shipments = await page.getByTestId('trace-shipments').locator('tbody tr').allInnerTexts();
    expect(shipments.map((row) => row.split('\t').filter((_, i) => [0, 2, 3, 5, 6].includes(i)))).toEqual([
      ['Bar Sport', 'LP-1', 'PK-1-001', 'Spedito', '30 KG'],
      ['Forno Verdi', 'LP-2', 'PK-2-001', 'Spedito', '20 KG'],
      ['Pasticceria Neri', 'LP-3', 'PK-3-001', 'In attesa', '10 KG'],
    ]);
    const stock = await page.getByTestId('trace-stock').locator('tbody tr').allInnerTexts();
    expect(stock).toEqual(['Scaffale A\t20 KG', 'Scaffale B\t30 KG', 'Collo PK-3-001\t10 KG']);
    await page.getByTestId('trace-timeline').getByText('Spedito a Bar Sport (PK-1-001): 30 KG').waitFor();
  });

  it('the recall list downloads as CSV: what left, to whom, in which package and when', async () => {
    const { page } = admin;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('trace-csv').click(),
    ]);
    expect(download.suggestedFilename()).toBe('richiamo-L2611.csv');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).trimEnd().split('\r\n')).toEqual([
      'Lotto;Articolo;Descrizione;Cliente;Codice cliente;Destinazione;Indirizzo;CAP;Località;Provincia;Ordine;Collo;Data spedizione;Quantità;Unità',
      'L2611;FAR-00;Farina 00;Bar Sport;C001;Bar Sport;;;Milano;;LP-1;PK-1-001;2026-11-20;30;KG',
      'L2611;FAR-00;Farina 00;Forno Verdi;C002;Forno Verdi;;;Torino;;LP-2;PK-2-001;2026-11-20;20;KG',
    ]);
  });

  it("a label read by a scanner is named by its lot, not by the scanner's string: heading and recall file", async () => {
    const { page } = admin;
    await page.getByTestId('trace-input').fill(`]C101${FLOUR_GTIN}10L2611`);
    await page.getByTestId('trace-input').press('Enter');
    await page.getByText('Lotto: L2611', { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('trace-csv').click(),
    ]);
    expect(download.suggestedFilename()).toBe('richiamo-L2611.csv');
  });

  it("a package's link traces it backwards: the lots it contained", async () => {
    const { page } = admin;
    await page.getByTestId('trace-shipments').getByRole('link', { name: 'PK-2-001' }).click();
    await page.waitForURL(/\/admin\/trace\?q=PK-2-001$/);
    const contents = page.getByTestId('trace-contents');
    await contents.waitFor();
    expect(await contents.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(/^FAR-00 Farina 00\tL2611\t31\/01\/2027\tPK-2-001\t20\/11\/26, \d\d:00\t20$/),
    ]);
    expect(await page.getByTestId('trace-input').inputValue()).toBe('PK-2-001');
  });
  it('at 360×640 the trace has its title and nothing scrolls sideways: the tables scroll in their box', async () => {
    const { page } = admin;
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/admin/trace?q=L2611`);
    await page.getByRole('button', { name: 'Continua comunque' }).click();
    await page.getByTestId('trace-lot').waitFor();
    await page.getByTestId('trace-suppliers').waitFor();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    const widths = await page.evaluate(() => ({
      scroll: document.scrollingElement!.scrollWidth,
      screen: innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.screen);
    await page.setViewportSize(DESKTOP);
  });
});
