/**
 * Fixtures of the inventory end-to-end tests: the demo data set (inventories of the three
 * typologies, their locations, documents and expected stock) in the test server's database, an
 * operator to count with, and look-ups of what the screens wrote.
 */
import { seedDemo } from '../../../server/src/seed/demo';
import { PASSWORD } from './app';
import { apiClient } from './api';
import type { TestServer } from './server';

export type Row = Record<string, unknown>;

export interface InventoryDemo {
  atoken: string;
  api: Awaited<ReturnType<typeof apiClient>>;
  year: number;
  /** Id of a row found by a column value. */
  idOf(table: string, column: string, value: string): Promise<number>;
}

export async function seedInventoryData(
  server: TestServer,
  email = 'contatore@test.it',
): Promise<InventoryDemo> {
  const year = new Date().getFullYear();
  // Seeded once per database, whoever is already in it (the two-process fixture's administrator).
  const seeded = await server.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', `INV-${year}-LIBERO`)
    .executeTakeFirst();
  if (!seeded)
    await seedDemo({ db: server.db, dialect: 'sqlite', close: async () => {} }, { loopbackOnly: true });
  const user = await server.createUser({ email, password: PASSWORD, roles: ['operatore'] });
  const api = await apiClient(server, user.atoken);
  return {
    atoken: user.atoken,
    api,
    year,
    async idOf(table, column, value) {
      const row = await server.db
        .selectFrom(table)
        .select('id')
        .where(column, '=', value)
        .executeTakeFirstOrThrow();
      return row.id as number;
    },
  };
}

/** The readings of an inventory as the server has them: item code → summed quantity, and how many rows. */
export async function readingsOf(server: TestServer, projectId: number) {
  const rows = await server.db
    .selectFrom('project_rows as r')
    .innerJoin('items as i', 'i.id', 'r.item_id')
    .select(['i.code', 'r.quantity', 'r.document_id'])
    .where('r.project_id', '=', projectId)
    .execute();
  const byCode: Record<string, number> = {};
  for (const row of rows)
    byCode[row.code as string] = (byCode[row.code as string] ?? 0) + Number(row.quantity);
  return { byCode, rows: rows.length };
}

export async function documentOf(server: TestServer, projectId: number, locationName: string) {
  return server.db
    .selectFrom('documents')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('name', '=', locationName)
    .executeTakeFirst();
}

export type InventoryMode = 'list' | 'free' | 'mixed';

/**
 * The demo inventory each counting mode's tests count in, and its screen at the place they count:
 * list in B01-02, free in C01-01, mixed on document A02-01. Returns the project's id and the path.
 */
export async function inventoryScreen(
  server: TestServer,
  demo: InventoryDemo,
  mode: InventoryMode,
): Promise<{ id: number; path: string }> {
  const project = { list: 'B', free: 'LIBERO', mixed: 'MISTO' }[mode];
  const id = await demo.idOf('projects', 'name', `INV-${demo.year}-${project}`);
  if (mode === 'list') {
    const location = await demo.idOf('locations', 'name', 'B01-02');
    return { id, path: `/inventory/list_management/${id}?free=false&picking=false&location=${location}` };
  }
  if (mode === 'free') {
    const location = await demo.idOf('locations', 'name', 'C01-01');
    return { id, path: `/inventory/free_management/${id}?free=true&picking=false&location=${location}` };
  }
  const document = await server.db
    .selectFrom('documents')
    .select('id')
    .where('project_id', '=', id)
    .where('name', '=', 'A02-01')
    .executeTakeFirstOrThrow();
  return { id, path: `/inventory/mixed_management/${id}?document=${document.id}&free=true&picking=true` };
}
