import {
  lotLedger,
  roundQuantity,
  type LedgerMovement,
  type LedgerPlace,
  type LotTrace,
  type TraceReceipt,
  type TraceShipment,
  type TraceSupplier,
} from '@warehouse/shared';
import type { Executor } from '../../db/types';
import { traceReadings, traceTracks, type OrderSide, type TraceReading } from './readings';

/** The typology of supplier orders (goods-flow §3: 'Ingresso Merce Con Lista'). */
const SUPPLIER_ORDER = 'AC';

/** A supplier order: typology AC, or an order with a supplier and no customer. */
const isReceiptOrder = (side: OrderSide | null) =>
  side !== null &&
  !side.inventory &&
  (side.typology === SUPPLIER_ORDER || (side.supplier !== null && side.customer === null));

const locationPlace = (location: { id: number; name: string } | null): LedgerPlace =>
  location
    ? { key: `location:${location.id}`, kind: 'location', id: location.id, name: location.name }
    : { key: 'unknown', kind: 'unknown', id: null, name: 'Ubicazione non indicata' };

type Track = Awaited<ReturnType<typeof traceTracks>>[number];

/**
 * Lots of items, forward: suppliers, places, orders and customers, and the ledger of where each
 * lot's goods are now (docs/trace.md says how each reading counts). Three statements whatever the
 * number of lots (readings, their orders with customers and addresses, tracks): twenty lots cost what one does.
 */
export async function lotTraces(
  db: Executor,
  pairs: readonly { itemId: number; lot: string }[],
): Promise<LotTrace[]> {
  const keyOf = (itemId: number, lot: string) => `${itemId}\u0000${lot}`;
  const wanted = new Map(pairs.map((p) => [keyOf(p.itemId, p.lot), [] as TraceReading[]]));
  const itemIds = [...new Set(pairs.map((p) => p.itemId))];
  const readings = await traceReadings(db, {
    lots: [...new Set(pairs.map((p) => p.lot))],
    ...(itemIds.length === 1 ? { itemId: itemIds[0] } : {}),
  });
  for (const r of readings) if (r.lot) wanted.get(keyOf(r.item.id, r.lot))?.push(r);
  const kept = [...wanted.values()].flat();
  const tracks = new Map<number, Track[]>();
  for (const t of await traceTracks(
    db,
    kept.map((r) => r.id),
  )) {
    tracks.set(t.reading_id, [...(tracks.get(t.reading_id) ?? []), t]);
  }
  const drafts = pairs.map((p) => draftTrace(wanted.get(keyOf(p.itemId, p.lot)) ?? [], tracks));
  const traces: LotTrace[] = [];
  for (const [i, pair] of pairs.entries()) {
    const draft = drafts[i]!;
    const first = wanted.get(keyOf(pair.itemId, pair.lot))?.[0];
    traces.push({
      item: first?.item ?? (await itemOf(db, pair.itemId)),
      lot: pair.lot,
      expiry_dates: draft.expiryDates,
      suppliers: bySupplier(draft.receipts),
      receipts: draft.receipts,
      places: draft.places,
      shipments: draft.shipments,
      ...lotLedger(draft.movements),
    });
  }
  return traces;
}

/** One lot's readings as receipts, shipments, places and ledger movements. */
function draftTrace(readings: readonly TraceReading[], tracksOf: ReadonlyMap<number, Track[]>) {
  const movements: LedgerMovement[] = [];
  const receipts: TraceReceipt[] = [];
  const shipments: TraceShipment[] = [];
  const counts = new Map<string, { place: LedgerPlace; at: string; counted: number }>();
  const places: LotTrace['places'] = [];

  for (const r of readings) {
    const seen = tracksOf.get(r.id) ?? [];
    for (const t of seen) places.push({ tag: r.tag, location: t.location, last_seen_at: t.last_seen_at });
    const receivedHere = isReceiptOrder(r.origin);
    // A tag's goods are where it was last seen; other goods where they were read.
    const place = locationPlace(seen[0]?.location ?? r.location);
    if (receivedHere) {
      movements.push({ kind: 'receipt', at: r.created_at, quantity: r.quantity, place });
      receipts.push({
        reading_id: r.id,
        supplier: r.origin!.supplier,
        order: { id: r.origin!.id, name: r.origin!.name },
        at: r.created_at,
        quantity: r.quantity,
        location: r.location,
        tag: r.tag,
      });
    }
    const current = r.order;
    if (current?.inventory) {
      const key = `${r.document_id ?? current.id}:${place.key}`;
      const count = counts.get(key) ?? { place, at: r.updated_at, counted: 0 };
      count.counted = roundQuantity(count.counted + r.quantity);
      if (r.updated_at > count.at) count.at = r.updated_at;
      counts.set(key, count);
      continue;
    }
    if (current === null || isReceiptOrder(current)) continue;
    // Leaves in an order: shipped with its package's truck; a tag the outgoing screen moved out of
    // its supplier order has left then; otherwise it waits, in its package or its order.
    const shipped = r.package ? r.package.shipped : receivedHere || current.delivered;
    const waitsIn: LedgerPlace = r.package
      ? { key: `package:${r.package.id}`, kind: 'package', id: r.package.id, name: r.package.name }
      : { key: `order:${current.id}`, kind: 'order', id: current.id, name: current.name };
    movements.push({
      kind: 'issue',
      at: receivedHere ? r.updated_at : r.created_at,
      quantity: r.quantity,
      from: receivedHere ? place : locationPlace(r.location),
      into: shipped ? null : waitsIn,
    });
    shipments.push({
      reading_id: r.id,
      order: { id: current.id, name: current.name },
      customer: current.customer,
      address: current.address ?? current.customer,
      package: r.package ? { id: r.package.id, name: r.package.name } : null,
      shipped,
      shipping_date: r.package?.shipping_date ?? (shipped ? r.updated_at : null),
      quantity: r.quantity,
      at: r.created_at,
    });
  }
  for (const count of counts.values()) movements.push({ kind: 'count', ...count });
  const when = (s: TraceShipment) => s.shipping_date ?? s.at;
  return {
    movements,
    receipts,
    shipments: shipments.sort((a, b) => (when(a) < when(b) ? -1 : when(a) > when(b) ? 1 : 0)),
    places: places.sort((a, b) =>
      a.last_seen_at < b.last_seen_at ? 1 : a.last_seen_at > b.last_seen_at ? -1 : 0,
    ),
    expiryDates: [...new Set(readings.map((r) => r.expiry_date).filter((d): d is string => !!d))].sort(),
  };
}

function bySupplier(receipts: readonly TraceReceipt[]): TraceSupplier[] {
  const groups = new Map<string, TraceSupplier>();
  for (const r of receipts) {
    const key = String(r.supplier?.id ?? 'none');
    const group = groups.get(key) ?? {
      supplier: r.supplier,
      orders: [],
      quantity: 0,
      first_at: r.at,
      last_at: r.at,
    };
    if (r.order && !group.orders.some((o) => o.id === r.order!.id)) group.orders.push(r.order);
    group.quantity = roundQuantity(group.quantity + r.quantity);
    if (r.at < group.first_at) group.first_at = r.at;
    if (r.at > group.last_at) group.last_at = r.at;
    groups.set(key, group);
  }
  return [...groups.values()];
}

async function itemOf(db: Executor, itemId: number): Promise<LotTrace['item']> {
  const row = await db
    .selectFrom('items as i')
    .leftJoin('measure_units as mu', 'mu.id', 'i.measure_unit_id')
    .select(['i.id', 'i.code', 'i.description', 'mu.name as unit'])
    .where('i.id', '=', itemId)
    .executeTakeFirstOrThrow();
  return {
    id: Number(row.id),
    code: String(row.code),
    description: (row.description as string | null) ?? null,
    unit: (row.unit as string | null) ?? null,
  };
}
