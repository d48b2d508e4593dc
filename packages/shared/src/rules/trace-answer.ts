import type { LedgerCount, LedgerStock, LedgerTotals } from './lot-ledger';

/**
 * The answer of `GET /api/v2/project_rows?do=trace&q=…` (docs/trace.md): what the text named, the
 * forward trace of every lot it leads to, and, for a package or an order, what it contained.
 */
export interface TraceRef {
  id: number;
  name: string;
}

export interface TraceParty extends TraceRef {
  external_code: string | null;
  address: string | null;
  postal_code: string | null;
  locality: string | null;
  province: string | null;
}

export interface TraceReceipt {
  reading_id: number;
  supplier: TraceRef | null;
  order: TraceRef | null;
  /** When it was read in (the reading's creation). */
  at: string;
  quantity: number;
  location: TraceRef | null;
  tag: string | null;
}

export interface TraceSupplier {
  supplier: TraceRef | null;
  orders: TraceRef[];
  quantity: number;
  first_at: string;
  last_at: string;
}

/** A tag seen at a place (tracks), newest first. */
export interface TracePlace {
  tag: string | null;
  location: TraceRef | null;
  last_seen_at: string;
}

/** The lot leaving in an order: packed in a package, shipped or waiting. */
export interface TraceShipment {
  reading_id: number;
  order: TraceRef | null;
  customer: TraceParty | null;
  /** The order's delivery address, else the customer's. */
  address: TraceParty | null;
  package: TraceRef | null;
  shipped: boolean;
  shipping_date: string | null;
  quantity: number;
  at: string;
}

export interface LotTrace {
  item: { id: number; code: string; description: string | null; unit: string | null };
  lot: string;
  expiry_dates: string[];
  suppliers: TraceSupplier[];
  receipts: TraceReceipt[];
  places: TracePlace[];
  shipments: TraceShipment[];
  /** Where its goods are now. */
  stock: LedgerStock[];
  counts: LedgerCount[];
  totals: LedgerTotals;
  reconciled: boolean;
  discrepancies: LedgerStock[];
}

/** One line of what a package or an order contained. */
export interface TraceContent {
  item: { id: number; code: string; description: string | null };
  lot: string | null;
  expiry_date: string | null;
  package: TraceRef | null;
  shipping_date: string | null;
  quantity: number;
}

/** A reading a supplier's SSCC brought in (incoming goods, issue 44): the trace back to its parcel. */
export interface TraceReceived extends TraceReceipt {
  item: { id: number; code: string; description: string | null };
  lot: string | null;
  expiry_date: string | null;
}

/** `sscc`: a supplier's SSCC read on incoming goods (not one of our packages). */
export type TraceFound = 'lot' | 'tag' | 'package' | 'order' | 'sscc';

export interface TraceAnswer {
  query: string;
  found: TraceFound;
  /** A package's or order's contents (the backward trace); absent for a lot or a tag. */
  contents?: { kind: 'package' | 'order'; ref: TraceRef; lines: TraceContent[] };
  /** For a supplier's SSCC: the incoming readings it brought, oldest first. */
  received?: TraceReceived[];
  lots: LotTrace[];
}
