import type { ColumnDataType } from 'kysely';
import type { ColumnType } from '../../../src/models/types';
import type { SearchDialect } from '../../../src/services/search';
import { registry } from '../../unit/search/fixture-registry';
import type { TestDatabase } from './databases';

/** Storage per column type, as types.ts describes it for each database. */
function dataType(type: ColumnType, dialect: SearchDialect): ColumnDataType {
  const postgres = dialect === 'postgres';
  switch (type) {
    case 'id':
    case 'integer':
      return 'integer';
    case 'decimal':
      return postgres ? 'numeric' : 'real';
    case 'boolean':
      return postgres ? 'boolean' : 'integer';
    case 'datetime':
      return postgres ? 'timestamptz' : 'text';
    case 'json':
      return postgres ? 'jsonb' : 'text';
    default:
      return 'text';
  }
}

type Row = Record<string, string | number | boolean | null>;

/**
 * Accents and mixed case for `cont`; `%`, `_` and `\` beside look-alikes (`500 pezzi`, `AXB`, `C:tmp`);
 * NULLs and empty strings for the null semantics; a pick without item for the LEFT JOINs; item 1 with
 * two additional barcodes and two locations, so joins through them would duplicate it.
 */
export const rows: Record<string, Row[]> = {
  users: [
    { id: 1, email: 'anna@example.com', name: 'Anna', admin: true, password_digest: 'hash-a', atoken: 't1' },
    {
      id: 2,
      email: 'bruno@example.com',
      name: 'Bruno',
      admin: false,
      password_digest: 'hash-b',
      atoken: null,
    },
  ],
  customers: [
    { id: 1, name: 'Rossi SpA', code: 'R1' },
    { id: 2, name: 'CITTÀ Nuova srl', code: 'C2' },
    { id: 3, name: 'Sconto 50% e più', code: '' },
    { id: 4, name: 'under_score', code: null },
  ],
  suppliers: [
    { id: 1, name: 'Fornitore Uno' },
    { id: 2, name: 'Fornitore Due' },
  ],
  project_typologies: [
    { id: 1, title: 'LP', picking: true },
    { id: 2, title: 'AN', picking: false },
  ],
  projects: [
    project(
      1,
      'ORD-001',
      'Consegna a Città di Castello',
      false,
      '2024-01-10',
      '2024-01-10T08:00:00.000Z',
      1,
      null,
      1,
      1,
    ),
    project(2, 'ORD-002', 'ritiro MERCE', true, '2024-02-20', '2024-02-20T09:30:00.000Z', 2, 1, 1, 2),
    project(3, 'ORD-003', null, null, null, null, null, 2, 2, null),
    project(4, 'Rosa', '', false, '2024-03-01', '2024-03-01T10:00:00.000Z', 3, 1, 2, 1),
    project(5, '50%_off', 'A_B', false, '2024-03-02', '2024-03-02T10:00:00.000Z', 4, null, null, null),
    project(6, '500 pezzi', 'AXB', true, '2024-03-03', '2024-03-03T10:00:00.000Z', null, null, null, null),
    project(7, 'C:\\tmp', 'C:tmp', false, '2024-03-04', '2024-03-04T10:00:00.000Z', null, null, null, null),
  ],
  locations: [
    { id: 1, name: 'A-01', plant_id: 1 },
    { id: 2, name: 'B-02', plant_id: 1 },
    { id: 3, name: 'C-03', plant_id: 2 },
  ],
  items: [
    item(1, 'ART-1', 'Vite', '800001', 10, 1.5, 1),
    item(2, 'ART-2', 'Bullone', null, 0, null, 2),
    item(3, 'ART-3', 'Dado', '800003', 5.5, 2, null),
  ],
  additional_barcodes: [
    { id: 1, item_id: 1, code: 'EXTRA-1' },
    { id: 2, item_id: 1, code: 'EXTRA-2' },
    { id: 3, item_id: 2, code: 'EXTRA-3' },
  ],
  item_locations: [
    { item_id: 1, location_id: 1 },
    { item_id: 1, location_id: 2 },
    { item_id: 2, location_id: 2 },
  ],
  picks: [
    pick(1, 1, 1, 1, 10, 10, 0, true, 'ok'),
    pick(2, 1, 2, 2, 5, 0, 5, false, null),
    pick(3, 2, 3, null, 3, 1, 2, false, ''),
    pick(4, 2, 1, 3, 1, 2, -1, null, 'più pezzi'),
    pick(5, 3, null, 2, 2, 0, 2, false, 'senza articolo'),
  ],
};

function project(
  id: number,
  name: string,
  description: string | null,
  closed: boolean | null,
  project_date: string | null,
  updated_at: string | null,
  customer_id: number | null,
  supplier_id: number | null,
  project_typology_id: number | null,
  user_id: number | null,
): Row {
  return {
    id,
    name,
    description,
    closed,
    project_date,
    updated_at,
    customer_id,
    supplier_id,
    project_typology_id,
    user_id,
    internal_notes: 'riservato',
  };
}

function item(
  id: number,
  code: string,
  description: string,
  barcode: string | null,
  quantity: number,
  retail_price: number | null,
  location_id: number | null,
): Row {
  const metadata = id === 3 ? null : JSON.stringify({ origin: 'IT' });
  return { id, code, description, barcode, quantity, retail_price, metadata, location_id, purchase_cost: 1 };
}

function pick(
  id: number,
  project_id: number,
  item_id: number | null,
  location_id: number | null,
  quantity: number,
  quantity_detected: number,
  quantity_remaining: number,
  closed: boolean | null,
  notes: string | null,
): Row {
  const document_id = id % 2 === 0 ? 9 : null;
  return {
    ...{ id, project_id, item_id, location_id, user_id: 1, document_id },
    ...{ quantity, quantity_detected, quantity_remaining, closed, notes },
  };
}

/** Creates every fixture model's table (from the registry's column types) plus the join table, and fills them. */
export async function createFixture({ db, dialect }: TestDatabase): Promise<void> {
  for (const model of registry.all()) {
    let table = db.schema.createTable(model.table);
    for (const [column, type] of Object.entries(model.columns)) {
      table = table.addColumn(column, dataType(type, dialect), (col) =>
        column === 'id' ? col.primaryKey() : col,
      );
    }
    await table.execute();
  }
  await db.schema
    .createTable('item_locations')
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('location_id', 'integer', (col) => col.notNull())
    .execute();
  for (const [table, tableRows] of Object.entries(rows)) {
    const stored = tableRows.map((row) => storable(row, dialect));
    await db.insertInto(table).values(stored).execute();
  }
}

/** better-sqlite3 cannot bind booleans: SQLite stores them as 0/1. */
function storable(row: Row, dialect: SearchDialect): Row {
  if (dialect === 'postgres') return row;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, typeof value === 'boolean' ? Number(value) : value]),
  );
}
