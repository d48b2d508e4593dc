import {
  gtinForms,
  isValidSscc,
  parseGs1,
  type TraceAnswer,
  type TraceContent,
  type TraceFound,
  type TraceReceived,
} from '@warehouse/shared';
import { sql } from 'kysely';
import type { Executor, Row } from '../../db/types';
import { lotTraces } from './lot-trace';
import { traceReadings, type TraceReading } from './readings';

/** A package or an order with more lots than this lists them all but traces only these forward. */
export const FORWARD_TRACES_MAX = 50;

export interface TraceRequest {
  text: string;
  /** What the text is, when the caller knows; otherwise every kind is tried (order below). */
  kind?: TraceFound;
  itemId?: number;
}

async function itemByGtin(db: Executor, gtin: string): Promise<number | undefined> {
  const codes = gtinForms(gtin);
  if (codes.length === 0) return undefined;
  const item = await db.selectFrom('items').select('id').where('barcode', 'in', codes).executeTakeFirst();
  if (item) return Number(item.id);
  const extra = await db
    .selectFrom('additional_barcodes')
    .select('item_id')
    .where('code', 'in', codes)
    .executeTakeFirst();
  return extra ? Number(extra.item_id) : undefined;
}

/** The items a lot code is known for: on readings (index lot, item_id) and as lot records. */
async function itemsOfLot(db: Executor, lot: string, itemId?: number): Promise<number[]> {
  let onReadings = db.selectFrom('project_rows').select('item_id').distinct().where('lot', '=', lot);
  let asRecords = db.selectFrom('serials').select('item_id').where('code', '=', lot);
  if (itemId !== undefined) {
    onReadings = onReadings.where('item_id', '=', itemId);
    asRecords = asRecords.where('item_id', '=', itemId);
  }
  // A lot record without readings is traced too (nothing read yet): asked only when no reading has it.
  let rows = (await onReadings.execute()) as Row[];
  if (rows.length === 0) rows = (await asRecords.execute()) as Row[];
  return [...new Set(rows.map((r) => Number(r.item_id)).filter((id) => Number.isFinite(id)))].sort(
    (a, b) => a - b,
  );
}

const forward = (db: Executor, pairs: { itemId: number; lot: string }[]) =>
  lotTraces(db, pairs.slice(0, FORWARD_TRACES_MAX));

/** What a package or order contained: one line per item, lot and package. */
function contentsOf(readings: readonly TraceReading[]): TraceContent[] {
  const lines = new Map<string, TraceContent>();
  for (const r of readings) {
    const key = JSON.stringify([r.item.id, r.lot, r.package?.id ?? null]);
    const line = lines.get(key) ?? {
      item: { id: r.item.id, code: r.item.code, description: r.item.description },
      lot: r.lot,
      expiry_date: r.expiry_date,
      package: r.package ? { id: r.package.id, name: r.package.name } : null,
      shipping_date: r.package?.shipping_date ?? null,
      quantity: 0,
    };
    line.quantity = Math.round((line.quantity + r.quantity) * 1000) / 1000;
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) =>
    a.item.code === b.item.code
      ? String(a.lot).localeCompare(String(b.lot))
      : a.item.code.localeCompare(b.item.code),
  );
}

const lotPairs = (readings: readonly TraceReading[]) => {
  const seen = new Map<string, { itemId: number; lot: string }>();
  for (const r of readings)
    if (r.lot) seen.set(`${r.item.id}\u0000${r.lot}`, { itemId: r.item.id, lot: r.lot });
  return [...seen.values()];
};

async function backward(
  db: Executor,
  query: string,
  kind: 'package' | 'order',
  ref: { id: number; name: string },
): Promise<TraceAnswer> {
  const readings = await traceReadings(
    db,
    kind === 'package' ? { packageId: ref.id } : { projectId: ref.id },
  );
  return {
    query,
    found: kind,
    contents: { kind, ref, lines: contentsOf(readings) },
    lots: await forward(db, lotPairs(readings)),
  };
}

/** The incoming readings a supplier's SSCC brought, with the supplier and order each came with. */
function receivedOf(readings: readonly TraceReading[]): TraceReceived[] {
  return readings.map((r) => {
    const origin = r.origin ?? r.order;
    return {
      reading_id: r.id,
      supplier: origin?.supplier ?? null,
      order: origin ? { id: origin.id, name: origin.name } : null,
      at: r.created_at,
      quantity: r.quantity,
      location: r.location,
      tag: r.tag,
      item: { id: r.item.id, code: r.item.code, description: r.item.description },
      lot: r.lot,
      expiry_date: r.expiry_date,
    };
  });
}

/** A supplier's SSCC back to the readings it brought in, then their lots forward; null if none. */
async function supplierSscc(db: Executor, query: string, sscc: string): Promise<TraceAnswer | null> {
  const readings = await traceReadings(db, { sscc });
  if (readings.length === 0) return null;
  return {
    query,
    found: 'sscc',
    received: receivedOf(readings),
    lots: await forward(db, lotPairs(readings)),
  };
}

async function byName(db: Executor, table: 'packages' | 'projects', names: string[]) {
  const row = await db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('name', 'in', names)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: String(row.name) } : null;
}

/** The package this SSCC was given to (AI 00 of its GS1 logistic label). */
async function packageBySscc(db: Executor, sscc: string): Promise<{ id: number; name: string } | null> {
  const row = await db
    .selectFrom('packages')
    .select(['id', 'name'])
    .where('sscc', '=', sscc)
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: String(row.name) } : null;
}

/**
 * Which package, order and tag the text is the name of, in one statement (three indexed look-ups:
 * one round trip instead of three before a lot is even looked for).
 */
async function namedBy(db: Executor, text: string) {
  const one = (table: string, column: string, kind: string, pick: 'max' | 'min') =>
    db
      .selectFrom(table)
      .select([sql.lit(kind).as('kind'), sql<number | null>`${sql.raw(pick)}(id)`.as('id')])
      .where(column, '=', text);
  const rows = (await one('packages', 'name', 'package', 'max')
    .unionAll(one('projects', 'name', 'order', 'max'))
    .unionAll(one('project_rows', 'code', 'tag', 'min'))
    .execute()) as Row[];
  const idOf = (kind: string) => {
    const id = rows.find((r) => r.kind === kind)?.id;
    return id == null ? null : Number(id);
  };
  return { package: idOf('package'), order: idOf('order'), tag: idOf('tag') };
}

const wants = (request: TraceRequest, kind: TraceFound) =>
  request.kind === undefined || request.kind === kind;

/**
 * The trace of whatever the text names, tried in this order: a GS1 barcode (an SSCC is a package's
 * name, else a supplier's parcel read on incoming; a lot with its GTIN names the item), a package, an
 * order, a tag, a lot. Null when nothing.
 */
export async function trace(db: Executor, request: TraceRequest): Promise<TraceAnswer | null> {
  const text = request.text.trim();
  const gs1 = parseGs1(text, { requireCompanions: false });
  // 18 typed digits may also parse as an element string ('10…' a lot): a valid SSCC is taken first.
  const sscc = (gs1.ok ? gs1.data.sscc : undefined) ?? (isValidSscc(text) ? text : undefined);
  if (sscc && wants(request, 'package')) {
    const pkg = (await packageBySscc(db, sscc)) ?? (await byName(db, 'packages', [sscc, `00${sscc}`]));
    if (pkg) return backward(db, text, 'package', pkg);
  }
  // Not one of ours: a supplier's SSCC read on incoming goods is followed back to what it brought.
  if (sscc && wants(request, 'sscc')) {
    const received = await supplierSscc(db, text, sscc);
    if (received) return received;
  }
  if (gs1.ok && gs1.data.lot && wants(request, 'lot')) {
    const gtin = gs1.data.gtin ?? gs1.data.contentGtin;
    const itemId = request.itemId ?? (gtin ? await itemByGtin(db, gtin) : undefined);
    const items = await itemsOfLot(db, gs1.data.lot, itemId);
    if (items.length > 0) {
      return {
        query: text,
        found: 'lot',
        lots: await forward(
          db,
          items.map((id) => ({ itemId: id, lot: gs1.data.lot! })),
        ),
      };
    }
  }
  const named = await namedBy(db, text);
  if (named.package !== null && wants(request, 'package')) {
    return backward(db, text, 'package', { id: named.package, name: text });
  }
  if (named.order !== null && wants(request, 'order')) {
    return backward(db, text, 'order', { id: named.order, name: text });
  }
  if (named.tag !== null && wants(request, 'tag')) {
    const readings = await traceReadings(db, { tag: text });
    return { query: text, found: 'tag', lots: await forward(db, lotPairs(readings)) };
  }
  if (wants(request, 'lot')) {
    const items = await itemsOfLot(db, text, request.itemId);
    if (items.length > 0) {
      return {
        query: text,
        found: 'lot',
        lots: await forward(
          db,
          items.map((id) => ({ itemId: id, lot: text })),
        ),
      };
    }
  }
  return null;
}
