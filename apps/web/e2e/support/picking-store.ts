/**
 * Fixtures of the picking-list and store supply end-to-end tests: a small catalog, picking lists
 * (LP) and supplies (AN, branch '1') written straight into the test server's database, readers of
 * what the screens wrote, and a way into a screen with the fake reader connected.
 */
import type { Page } from 'playwright-core';
import { inserter } from '../../../server/src/seed/insert';
import { answerDialog, PASSWORD } from './app';
import { apiClient } from './api';
import type { TestServer } from './server';

export type Row = Record<string, unknown>;

export function insert(server: TestServer, table: string, rows: Row[]): Promise<number[]> {
  return inserter(server.db, 'sqlite')(table, rows);
}

export interface CatalogItem {
  id: number;
  code: string;
  barcode: string;
  /** Its additional barcode. */
  extra: string;
}

export interface Catalog {
  locations: number[];
  items: CatalogItem[];
  typologies: { lp: number; an: number };
  branchOne: number;
  customers: number[];
}

/** Locations, items (with a barcode and an additional barcode each), LP and AN typologies, branches, customers. */
export async function seedCatalog(server: TestServer, itemCount = 6): Promise<Catalog> {
  const locations = await insert(server, 'locations', [
    { name: 'A01-01', code: 'A01-01' },
    { name: 'B02-01', code: 'B02-01' },
    { name: 'C03-01', code: 'C03-01' },
  ]);
  const [unit] = await insert(server, 'measure_units', [{ name: 'PZ', code: 'PZ' }]);
  const specs = Array.from({ length: itemCount }, (_, i) => ({
    code: `ART-${String(i + 1).padStart(3, '0')}`,
    barcode: `80000000000${String(i + 1).padStart(2, '0')}`,
    extra: `81000000000${String(i + 1).padStart(2, '0')}`,
  }));
  const ids = await insert(
    server,
    'items',
    specs.map((s, i) => ({
      code: s.code,
      barcode: s.barcode,
      description: `Articolo di prova ${i + 1}`,
      measure_unit_id: unit,
      location_id: locations[i % 3],
      quantity: 100,
      locked_quantity: i === 0 ? 10 : 0,
    })),
  );
  await insert(
    server,
    'additional_barcodes',
    specs.map((s, i) => ({ item_id: ids[i], code: s.extra })),
  );
  const [lp, an] = await insert(server, 'project_typologies', [
    { title: 'LP', description: 'Lista di Prelievo', picking: true },
    { title: 'AN', description: 'Approvvigionamento Negozio' },
  ]);
  const [branchOne] = await insert(server, 'branches', [
    { code: '1', name: 'Negozio Uno' },
    { code: '2', name: 'Negozio Due' },
  ]);
  const customers = await insert(server, 'customers', [
    {
      name: 'Rossi Alimentari',
      address: 'Via Roma 1',
      postal_code: '20100',
      locality: 'Milano',
      province: 'MI',
    },
    {
      name: 'Bianchi Distribuzione',
      address: 'Corso Francia 2',
      postal_code: '10100',
      locality: 'Torino',
      province: 'TO',
    },
  ]);
  return {
    locations,
    items: specs.map((s, i) => ({ ...s, id: ids[i] as number })),
    typologies: { lp: lp as number, an: an as number },
    branchOne: branchOne as number,
    customers,
  };
}

/** A project (list or supply) with picks `[item, expected quantity]`; returns its id and pick ids. */
export async function createProject(
  server: TestServer,
  project: Row,
  picks: [CatalogItem, number][] = [],
): Promise<{ id: number; picks: number[] }> {
  const [id] = await insert(server, 'projects', [project]);
  const pickIds = picks.length
    ? await insert(
        server,
        'picks',
        picks.map(([item, quantity]) => ({
          project_id: id,
          item_id: item.id,
          location_id: null,
          quantity,
          quantity_detected: 0,
          quantity_remaining: quantity,
        })),
      )
    : [];
  return { id: id as number, picks: pickIds };
}

export interface Flags {
  store: boolean;
  partial: boolean;
  suspended: boolean;
  prepared: boolean;
}

/** A project's flags as stored. */
export async function flagsOf(server: TestServer, id: number): Promise<Flags> {
  const row = await server.db
    .selectFrom('projects')
    .select(['store', 'partial', 'suspended', 'prepared'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    store: !!row.store,
    partial: !!row.partial,
    suspended: !!row.suspended,
    prepared: !!row.prepared,
  };
}

export interface Reading {
  id: number;
  pick_id: number | null;
  item_id: number | null;
  location_id: number | null;
  quantity: number;
}

/** The readings (project rows) of a project, oldest first. */
export async function readingsOf(server: TestServer, projectId: number): Promise<Reading[]> {
  const rows = await server.db
    .selectFrom('project_rows')
    .select(['id', 'pick_id', 'item_id', 'location_id', 'quantity'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity) }) as Reading);
}

/** Waits until `check` passes (the screen's writes are asynchronous). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export async function seedOperator(server: TestServer, email = 'operatore@example.com') {
  return server.createUser({ email, password: PASSWORD, admin: true });
}

export { openScreen, type Screen } from './screen';

export const barcodeLine = (code: string, type = 'EAN13') => `Barcode (${code}) [${type}]`;

/** The visible dialog of `dialogs.*` with this kind (warning, confirm, …). */
export function dialog(page: Page, kind: 'info' | 'warning' | 'error' | 'confirm' | 'prompt') {
  return page.locator(`[data-testid=dialog-${kind}]`);
}

/** Answers the open confirmation: 'SI' or 'No'. */
export async function answer(page: Page, yes: boolean): Promise<void> {
  await answerDialog(page, 'confirm', yes ? 'SI' : 'No');
}

/** The /api/v2 as a user: to write readings the way the app does (the server keeps the derived fields). */
export async function apiAs(server: TestServer, atoken: string) {
  const api = await apiClient(server, atoken);
  return {
    ...api,
    /** A reading of `quantity` on a pick (project and item taken from the pick). */
    async read(pickId: number, quantity: number): Promise<Row> {
      const pick = await api.get<Row>(`/picks/${pickId}`);
      return api.post('/project_rows', {
        // Picking's reading (an LP reading says its module).
        project_row: {
          module: 'picking',
          project_id: pick.project_id,
          pick_id: pickId,
          item_id: pick.item_id,
          quantity,
        },
      });
    },
  };
}

/** A pick's detected quantity as stored. */
export async function detectedOf(server: TestServer, pickId: number): Promise<number> {
  const row = await server.db
    .selectFrom('picks')
    .select('quantity_detected')
    .where('id', '=', pickId)
    .executeTakeFirstOrThrow();
  return Number(row.quantity_detected);
}
