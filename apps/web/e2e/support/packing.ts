/**
 * Fixtures of the order packing end-to-end tests: a catalog, an order of each kind, a warehouse
 * printer on a raw-TCP label printer of the test's own, and readers of what the screen wrote.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startLabelPrinter, type LabelPrinter } from '../../../server/test/integration/support/label-printer';
import { launchBrowser } from './browser';
import { startFakeReader, type FakeReader } from './fake-reader';
import {
  createProject,
  insert,
  openScreen,
  seedCatalog,
  seedOperator,
  type Catalog,
  type CatalogItem,
} from './picking-store';
import { startTestServer, type TestServer } from './server';

/** The question order packing asks when the order's printer is missing. */
export const PRINTER_MISSING =
  "Confermi di procedere lo stesso anche se non è stata assegnata una stampante (l'etichetta non verrà stampata)?";

/** One line per field, so a test can see every field arrive (the shipped template is ZPL art). */
export const LABEL_TEMPLATE =
  '^XA^CI28\n^FO0,0^FH^FD{{current_date}}|{{customer_external_code}}|{{customer_name}}|{{customer_address}}|{{customer_postal_code}}|{{customer_locality}}|{{customer_province}}^FS\n' +
  '^FO0,0^FH^FDcollo {{package_incremental}}/{{project_packages_number}} {{package_name}}^FS\n' +
  Array.from(
    { length: 10 },
    (_, i) => `^FO0,0^FH^FD{{item_${i}_quantity}} x {{item_${i}_description}}^FS`,
  ).join('\n') +
  '\n^XZ';

export interface PackingFixture {
  catalog: Catalog;
  ac: number;
  customer: number;
  address: number;
  printer: LabelPrinter;
  printerId: number;
}

export async function seedPacking(server: TestServer): Promise<PackingFixture> {
  const catalog = await seedCatalog(server, 12);
  const [ac] = await insert(server, 'project_typologies', [
    { title: 'AC', description: 'Ingresso Merce Con Lista' },
  ]);
  const [customer] = await insert(server, 'customers', [
    {
      name: 'Caffè Città S.r.l.',
      external_code: 'C0042',
      address: 'Via Roma 1',
      postal_code: '20100',
      locality: 'Milano',
      province: 'MI',
    },
  ]);
  const [address] = await insert(server, 'addresses', [
    {
      customer_id: customer,
      name: 'Magazzino Più',
      address: 'Viale Città 9',
      postal_code: '10100',
      locality: 'Torino',
      province: 'TO',
    },
  ]);
  const printer = await startLabelPrinter();
  const [printerId] = await insert(server, 'printers', [
    {
      name: 'Stampante Magazzino',
      host: '127.0.0.1',
      port: printer.port,
      default: true,
      purpose: 'warehouse',
    },
  ]);
  await server.db
    .updateTable('print_templates')
    .set({ body: LABEL_TEMPLATE })
    .where('name', '=', 'etichetta_ordine')
    .execute();
  return {
    catalog,
    ac: ac as number,
    customer: customer as number,
    address: address as number,
    printer,
    printerId: printerId as number,
  };
}

let n = 0;

/** An order of `kind` with picks of the first items (expected quantities as given). */
export async function packingOrder(
  server: TestServer,
  fx: PackingFixture,
  kind: 'incoming' | 'outgoing' | 'picking',
  expected: number[],
  extra: Record<string, unknown> = {},
) {
  const typology = kind === 'incoming' ? fx.ac : fx.catalog.typologies.lp;
  const party = kind === 'incoming' ? {} : { customer_id: fx.customer, address_id: fx.address };
  const name = `${kind === 'incoming' ? 'AC' : 'LP'}-2026-${String(++n).padStart(4, '0')}`;
  const items = fx.catalog.items.slice(0, expected.length) as CatalogItem[];
  const order = await createProject(
    server,
    { name, project_typology_id: typology, ...party, ...extra },
    items.map((item, i) => [item, expected[i]!] as [CatalogItem, number]),
  );
  return { ...order, name, items };
}

export const flagsQuery = (kind: 'incoming' | 'outgoing' | 'picking') =>
  `incoming=${kind === 'incoming'}&outgoing=${kind === 'outgoing'}&picking=${kind === 'picking'}`;

/** The screen of an order, loaded (its rows shown). */
export async function openPacking(
  page: Page,
  server: TestServer,
  id: number,
  kind: 'incoming' | 'outgoing' | 'picking',
) {
  await page.goto(`${server.url}/order/management/${id}?${flagsQuery(kind)}&revision=false&locked=false`);
  await page.locator('[data-testid=picks-table] [data-testid=table-row]').first().waitFor();
}

/** The packages of an order as stored, in incremental order. */
export async function packagesOf(server: TestServer, projectId: number) {
  return server.db
    .selectFrom('packages')
    .select(['id', 'name', 'incremental'])
    .where('project_id', '=', projectId)
    .orderBy('incremental')
    .execute();
}

/** Whether the page scrolls sideways. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

export interface PackingSession {
  server: TestServer;
  browser: Browser;
  reader: FakeReader;
  context: BrowserContext;
  page: Page;
  fx: PackingFixture;
  /** The operator's, whose phone `page` is. */
  atoken: string;
  close(): Promise<void>;
}

/**
 * What the order packing tests start from: the server seeded with `seedPacking`, the fake reader,
 * and an operator's phone at /home with the reader connected.
 */
export async function startPackingSession(): Promise<PackingSession> {
  const [server, browser, reader] = await Promise.all([
    startTestServer(),
    launchBrowser(),
    startFakeReader(),
  ]);
  const fx = await seedPacking(server);
  const { atoken } = await seedOperator(server);
  const { context, page } = await openScreen(browser, server, reader, atoken, '/home');
  return {
    server,
    browser,
    reader,
    context,
    page,
    fx,
    atoken,
    async close() {
      await context.close();
      await browser.close();
      await reader.stop();
      await fx.printer.close();
      await server.close();
    },
  };
}

const CLOSING = '/package/selection?incoming=false&outgoing=true&picking=true&revision=true&locked=false';

/** Chooses `option` of a Mantine select. */
export async function chooseOption(page: Page, select: string, option: string): Promise<void> {
  await page.getByTestId(select).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens 'Chiudi Collo' on a package of `order` and types its four measures (width as given). */
export async function typeClosing(page: Page, order: string, pkg: string, width = '500'): Promise<void> {
  await page.goto(new URL(CLOSING, page.url()).href);
  await chooseOption(page, 'project-select', order);
  await chooseOption(page, 'package-select', pkg);
  await page.getByTestId('close-package').click();
  for (const [field, value] of [
    ['width', width],
    ['depth', '400'],
    ['height', '300'],
    ['weight', '9'],
  ] as const) {
    await page.getByTestId(`measure-${field}`).fill(value);
  }
}

/** Closes a package the way an operator does: 'Chiudi Collo' with its four measures, Conferma. */
export async function closePackageInApp(page: Page, order: string, pkg: string): Promise<void> {
  await typeClosing(page, order, pkg);
  await page.getByTestId('close-confirm').click();
  await page.waitForURL((url) => url.pathname === '/home');
}
