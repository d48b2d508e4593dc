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
import { traceParties, traceReadings, traceTracks, type OrderSide, type TraceReading } from './readings';

/** The typology of supplier orders (goods-flow §3: 'Ingresso Merce Con Lista'). */
const SUPPLIER_ORDER = 'AC';

/** A supplier order: typology AC, or an order with a supplier and no customer. */
const isReceiptOrder = (side: OrderSide | null) =>
  side !== null &&
  !side.inventory &&
  (side.typology === SUPPLIER_ORDER || (side.supplier !== null && side.customer_id === null));

const locationPlace = (location: { id: number; name: string } | null): LedgerPlace =>
  location
    ? { key: `location:${location.id}`, kind: 'location', id: location.id, name: location.name }
    : { key: 'unknown', kind: 'unknown', id: null, name: 'Ubicazione non indicata' };

/**
 * One lot of one item, forward: suppliers, places, orders and customers, and the ledger of where
 * its goods are now (docs/trace.md says how each reading counts).
 */
export async function lotTrace(db: Executor, itemId: number, lot: string): Promise<LotTrace> {
  const readings = await traceReadings(db, { lot, itemId });
  const tracks = await traceTracks(
    db,
    readings.map((r) => r.id),
  );
  const newestTrack = new Map<number, (typeof tracks)[number]>();
  for (const t of tracks) if (!newestTrack.has(t.reading_id)) newestTrack.set(t.reading_id, t);
  const tagOf = new Map(readings.map((r) => [r.id, r.tag]));

  const movements: LedgerMovement[] = [];
  const receipts: TraceReceipt[] = [];
  const shipments: TraceShipment[] = [];
  const counts = new Map<string, { place: LedgerPlace; at: string; counted: number }>();
  const customerIds = new Set<number>();
  const addressIds = new Set<number>();

  for (const r of readings) {
    const receivedHere = isReceiptOrder(r.origin);
    // A tag's goods are where it was last seen; other goods where they were read.
    const place = locationPlace(newestTrack.get(r.id)?.location ?? r.location);
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
    const shippingDate = r.package?.shipping_date ?? (shipped ? r.updated_at : null);
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
    if (current.customer_id !== null) customerIds.add(current.customer_id);
    if (current.address_id !== null) addressIds.add(current.address_id);
    shipments.push({
      reading_id: r.id,
      order: { id: current.id, name: current.name },
      customer:
        current.customer_id === null ? null : ({ id: current.customer_id } as TraceShipment['customer']),
      address: current.address_id === null ? null : ({ id: current.address_id } as TraceShipment['address']),
      package: r.package ? { id: r.package.id, name: r.package.name } : null,
      shipped,
      shipping_date: shippingDate,
      quantity: r.quantity,
      at: r.created_at,
    });
  }
  for (const count of counts.values()) movements.push({ kind: 'count', ...count });

  const { customers, addresses } = await traceParties(db, [...customerIds], [...addressIds]);
  for (const s of shipments) {
    const customer = s.customer ? (customers.get(s.customer.id) ?? null) : null;
    s.customer = customer;
    s.address = s.address ? (addresses.get(s.address.id) ?? customer) : customer;
  }
  const ledger = lotLedger(movements);
  const item = readings[0]?.item ?? (await itemOf(db, itemId));
  return {
    item,
    lot,
    expiry_dates: [...new Set(readings.map((r) => r.expiry_date).filter((d): d is string => !!d))].sort(),
    suppliers: bySupplier(receipts),
    receipts,
    places: tracks.map((t) => ({
      tag: tagOf.get(t.reading_id) ?? null,
      location: t.location,
      last_seen_at: t.last_seen_at,
    })),
    shipments: shipments.sort((a, b) => ((a.shipping_date ?? a.at) < (b.shipping_date ?? b.at) ? -1 : 1)),
    ...ledger,
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

export type { TraceReading };
