/**
 * Where a lot's goods are now, and whether its quantities reconcile (issue 34): received = in stock
 * + shipped + counted differences. One pure rule for the server's trace (which feeds it the lot's
 * readings as movements) and its unit tests.
 *
 * - a receipt puts goods at a place (a tag's newest track, else the reading's location);
 * - an issue takes them from the place it was read at and puts them in a package (or an order not
 *   packed) until that leaves on a truck: then they are shipped;
 * - an inventory count says what a place holds at that moment: the difference from the book stock is
 *   a counted difference (positive when goods are missing), and the place then holds what was counted.
 *
 * Movements are applied in time order. A place that ends below zero had more taken from it than was
 * ever put there: that is where the quantities do not reconcile, and the answer names it.
 */

export interface LedgerPlace {
  /** 'location:3', 'package:12', 'order:40': one key per place. */
  key: string;
  kind: 'location' | 'package' | 'order' | 'unknown';
  id: number | null;
  name: string;
}

export type LedgerMovement =
  | { kind: 'receipt'; at: string; quantity: number; place: LedgerPlace }
  | {
      kind: 'issue';
      at: string;
      quantity: number;
      from: LedgerPlace;
      /** Where the goods wait while not shipped (a package, an order); null once shipped. */
      into: LedgerPlace | null;
    }
  | { kind: 'count'; at: string; counted: number; place: LedgerPlace };

export interface LedgerStock {
  place: LedgerPlace;
  quantity: number;
}

export interface LedgerCount {
  place: LedgerPlace;
  at: string;
  book: number;
  counted: number;
  /** book − counted: goods missing (positive) or found (negative). */
  difference: number;
}

export interface LedgerTotals {
  received: number;
  inStock: number;
  shipped: number;
  countedDifferences: number;
  /** received − (inStock + shipped + countedDifferences); 0 when it reconciles. */
  unreconciled: number;
}

export interface LedgerResult {
  stock: LedgerStock[];
  counts: LedgerCount[];
  totals: LedgerTotals;
  reconciled: boolean;
  /** The places that went below zero, with the quantity missing there. */
  discrepancies: LedgerStock[];
}

/** Quantities to the gram: sums of decimals must not leave 1e-15 residues. */
export const roundQuantity = (value: number): number => Math.round(value * 1000) / 1000 || 0;

export function lotLedger(movements: readonly LedgerMovement[]): LedgerResult {
  const places = new Map<string, LedgerStock>();
  const add = (place: LedgerPlace, quantity: number) => {
    const entry = places.get(place.key) ?? { place, quantity: 0 };
    entry.quantity = roundQuantity(entry.quantity + quantity);
    places.set(place.key, entry);
    return entry;
  };
  const counts: LedgerCount[] = [];
  let received = 0;
  let shipped = 0;
  let countedDifferences = 0;
  // Stable by time, receipts first on a tie: goods are received before they are taken.
  const order = { receipt: 0, count: 1, issue: 2 } as const;
  const sorted = [...movements].sort((a, b) =>
    a.at === b.at ? order[a.kind] - order[b.kind] : a.at < b.at ? -1 : 1,
  );
  for (const move of sorted) {
    if (move.kind === 'receipt') {
      received += move.quantity;
      add(move.place, move.quantity);
    } else if (move.kind === 'issue') {
      add(move.from, -move.quantity);
      if (move.into) add(move.into, move.quantity);
      else shipped += move.quantity;
    } else {
      const book = places.get(move.place.key)?.quantity ?? 0;
      const difference = roundQuantity(book - move.counted);
      countedDifferences += difference;
      add(move.place, -difference);
      counts.push({ place: move.place, at: move.at, book, counted: move.counted, difference });
    }
  }
  const all = [...places.values()];
  const stock = all.filter((s) => s.quantity > 0);
  const discrepancies = all
    .filter((s) => s.quantity < 0)
    .map((s) => ({ place: s.place, quantity: roundQuantity(-s.quantity) }));
  const totals: LedgerTotals = {
    received: roundQuantity(received),
    inStock: roundQuantity(stock.reduce((sum, s) => sum + s.quantity, 0)),
    shipped: roundQuantity(shipped),
    countedDifferences: roundQuantity(countedDifferences),
    unreconciled: 0,
  };
  totals.unreconciled = roundQuantity(
    totals.received - totals.inStock - totals.shipped - totals.countedDifferences,
  );
  return { stock, counts, totals, reconciled: totals.unreconciled === 0, discrepancies };
}
