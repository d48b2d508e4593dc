import type { TraceParty } from '@warehouse/shared';
import type { Executor, Row } from '../../db/types';

/**
 * The readings a trace works on, with what the answer names: the reading's order and the order it
 * was first read in (with their typologies and suppliers), its package, item and location. Read by
 * the indexes of migration 022 (`lot, item_id`) or the foreign keys (package, order).
 */
export interface TraceReading {
  id: number;
  quantity: number;
  lot: string | null;
  expiry_date: string | null;
  tag: string | null;
  created_at: string;
  updated_at: string;
  item: { id: number; code: string; description: string | null; unit: string | null };
  location: { id: number; name: string } | null;
  document_id: number | null;
  order: OrderSide | null;
  origin: OrderSide | null;
  package: { id: number; name: string; shipped: boolean; shipping_date: string | null } | null;
}

export interface OrderSide {
  id: number;
  name: string;
  typology: string | null;
  inventory: boolean;
  delivered: boolean;
  supplier: { id: number; name: string } | null;
  customer: TraceParty | null;
  /** The order's delivery address. */
  address: TraceParty | null;
}

export type ReadingFilter =
  | { lots: readonly string[]; itemId?: number }
  | { packageId: number }
  | { projectId: number }
  | { tag: string }
  /** A supplier's SSCC kept on the incoming readings it brought (index `project_rows_sscc_index`). */
  | { sscc: string };

const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : value == null ? '' : String(value);
const flag = (value: unknown) => value === true || value === 1;
const num = (value: unknown) => (value == null ? 0 : Number(value));

function orderSide(row: Row): OrderSide {
  return {
    id: Number(row.id),
    name: String(row.name),
    typology: (row.typology as string | null) ?? null,
    inventory: flag(row.inventory),
    delivered: flag(row.delivered),
    supplier:
      row.supplier_id == null ? null : { id: Number(row.supplier_id), name: String(row.supplier_name) },
    customer: partyOf(row, 'c'),
    address: partyOf(row, 'a'),
  };
}

const PARTY_COLUMNS = [
  'id',
  'name',
  'external_code',
  'address',
  'postal_code',
  'locality',
  'province',
] as const;

function partyOf(row: Row, prefix: 'c' | 'a'): TraceParty | null {
  const text = (col: string) => (row[`${prefix}_${col}`] as string | null) ?? null;
  if (row[`${prefix}_id`] == null) return null;
  return {
    id: Number(row[`${prefix}_id`]),
    name: String(row[`${prefix}_name`]),
    external_code: text('external_code'),
    address: text('address'),
    postal_code: text('postal_code'),
    locality: text('locality'),
    province: text('province'),
  };
}

/** The orders readings are in or came from, with typology and supplier, by id. */
async function ordersById(db: Executor, ids: readonly number[]): Promise<Map<number, OrderSide>> {
  const orders = new Map<number, OrderSide>();
  for (let i = 0; i < ids.length; i += 900) {
    const rows = (await db
      .selectFrom('projects as p')
      .leftJoin('project_typologies as t', 't.id', 'p.project_typology_id')
      .leftJoin('suppliers as s', 's.id', 'p.supplier_id')
      .leftJoin('customers as c', 'c.id', 'p.customer_id')
      .leftJoin('addresses as a', 'a.id', 'p.address_id')
      .select([
        ...PARTY_COLUMNS.flatMap((col) => [`c.${col} as c_${col}`, `a.${col} as a_${col}`]),
        'p.id',
        'p.name',
        'p.delivered',
        't.title as typology',
        't.inventory',
        's.id as supplier_id',
        's.name as supplier_name',
      ])
      .where('p.id', 'in', ids.slice(i, i + 900))
      .execute()) as Row[];
    for (const row of rows) orders.set(Number(row.id), orderSide(row));
  }
  return orders;
}

/** At most this many readings in one trace: a lot is read tens of times, not tens of thousands. */
export const TRACE_READINGS_MAX = 20_000;

/**
 * Two statements of few joins each (the readings with item, location and package; then their
 * orders): one statement of ten joins cost PostgreSQL more to plan than to run.
 */
export async function traceReadings(db: Executor, filter: ReadingFilter): Promise<TraceReading[]> {
  let query = db
    .selectFrom('project_rows as r')
    .innerJoin('items as i', 'i.id', 'r.item_id')
    .leftJoin('measure_units as mu', 'mu.id', 'i.measure_unit_id')
    .leftJoin('locations as l', 'l.id', 'r.location_id')
    .leftJoin('packages as pk', 'pk.id', 'r.package_id')
    .select([
      'r.id',
      'r.quantity',
      'r.lot',
      'r.expiry_date',
      'r.code as tag',
      'r.created_at',
      'r.updated_at',
      'r.document_id',
      'r.project_id',
      'r.origin_project_id',
      'i.id as item_id',
      'i.code as item_code',
      'i.description as item_description',
      'mu.name as unit',
      'l.id as location_id',
      'l.name as location_name',
      'pk.id as package_id',
      'pk.name as package_name',
      'pk.shipped as package_shipped',
      'pk.shipping_date as package_shipping_date',
    ]);
  if ('lots' in filter) {
    query = query.where('r.lot', 'in', filter.lots.length > 0 ? [...filter.lots] : ['']);
    if (filter.itemId !== undefined) query = query.where('r.item_id', '=', filter.itemId);
  } else if ('packageId' in filter) query = query.where('r.package_id', '=', filter.packageId);
  else if ('projectId' in filter) query = query.where('r.project_id', '=', filter.projectId);
  else if ('sscc' in filter) query = query.where('r.sscc', '=', filter.sscc);
  else query = query.where('r.code', '=', filter.tag);
  const rows = (await query.orderBy('r.id').limit(TRACE_READINGS_MAX).execute()) as Row[];
  const orderIds = new Set<number>();
  for (const row of rows) {
    if (row.project_id != null) orderIds.add(Number(row.project_id));
    if (row.origin_project_id != null) orderIds.add(Number(row.origin_project_id));
  }
  const orders = await ordersById(db, [...orderIds]);
  const orderOf = (id: unknown) => (id == null ? null : (orders.get(Number(id)) ?? null));
  return rows.map((row) => ({
    id: Number(row.id),
    quantity: num(row.quantity),
    lot: (row.lot as string | null) ?? null,
    expiry_date: (row.expiry_date as string | null) ?? null,
    tag: (row.tag as string | null) || null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    document_id: row.document_id == null ? null : Number(row.document_id),
    item: {
      id: Number(row.item_id),
      code: String(row.item_code),
      description: (row.item_description as string | null) ?? null,
      unit: (row.unit as string | null) ?? null,
    },
    location:
      row.location_id == null ? null : { id: Number(row.location_id), name: String(row.location_name) },
    order: orderOf(row.project_id),
    origin: orderOf(row.origin_project_id),
    package:
      row.package_id == null
        ? null
        : {
            id: Number(row.package_id),
            name: String(row.package_name ?? ''),
            shipped: flag(row.package_shipped),
            shipping_date: row.package_shipping_date == null ? null : iso(row.package_shipping_date),
          },
  }));
}

/** Each reading's tracks, newest first (index `tracks (project_row_id, last_seen_at)`). */
export async function traceTracks(
  db: Executor,
  readingIds: readonly number[],
): Promise<{ reading_id: number; location: { id: number; name: string } | null; last_seen_at: string }[]> {
  const out: { reading_id: number; location: { id: number; name: string } | null; last_seen_at: string }[] =
    [];
  for (let i = 0; i < readingIds.length; i += 900) {
    const rows = (await db
      .selectFrom('tracks as t')
      .leftJoin('locations as l', 'l.id', 't.location_id')
      .select(['t.project_row_id', 't.last_seen_at', 'l.id as location_id', 'l.name as location_name'])
      .where('t.project_row_id', 'in', readingIds.slice(i, i + 900))
      .execute()) as Row[];
    for (const row of rows) {
      out.push({
        reading_id: Number(row.project_row_id),
        location:
          row.location_id == null ? null : { id: Number(row.location_id), name: String(row.location_name) },
        last_seen_at: iso(row.last_seen_at),
      });
    }
  }
  return out.sort((a, b) => (a.last_seen_at < b.last_seen_at ? 1 : a.last_seen_at > b.last_seen_at ? -1 : 0));
}
