import { describe, expect, it } from 'vitest';
import { lotLedger, type LedgerPlace } from '../../src/rules/lot-ledger';

const place = (kind: LedgerPlace['kind'], id: number, name: string): LedgerPlace => ({
  key: `${kind}:${id}`,
  kind,
  id,
  name,
});
const A = place('location', 1, 'Scaffale A');
const B = place('location', 2, 'Scaffale B');
const P = place('package', 9, 'PK-3-001');

describe('lot ledger', () => {
  it('received = in stock + shipped: receipts, a shipped issue, a packed one waiting', () => {
    const result = lotLedger([
      { kind: 'receipt', at: '2026-11-01', quantity: 60, place: A },
      { kind: 'receipt', at: '2026-11-01', quantity: 40, place: B },
      { kind: 'issue', at: '2026-11-02', quantity: 30, from: A, into: null },
      { kind: 'issue', at: '2026-11-02', quantity: 10, from: A, into: P },
    ]);
    expect(result.stock.map((s) => [s.place.name, s.quantity])).toEqual([
      ['Scaffale A', 20],
      ['Scaffale B', 40],
      ['PK-3-001', 10],
    ]);
    expect(result.totals).toEqual({
      received: 100,
      inStock: 70,
      shipped: 30,
      countedDifferences: 0,
      unreconciled: 0,
    });
    expect(result.reconciled).toBe(true);
  });

  it('a count sets the place to what was found, in time order, and the difference is counted', () => {
    const result = lotLedger([
      { kind: 'issue', at: '2026-11-05', quantity: 5, from: B, into: null },
      { kind: 'count', at: '2026-11-03', counted: 37.5, place: B },
      { kind: 'receipt', at: '2026-11-01', quantity: 40, place: B },
    ]);
    expect(result.counts).toEqual([{ place: B, at: '2026-11-03', book: 40, counted: 37.5, difference: 2.5 }]);
    expect(result.totals).toEqual({
      received: 40,
      inStock: 32.5,
      shipped: 5,
      countedDifferences: 2.5,
      unreconciled: 0,
    });
  });

  it('more taken from a place than it ever held does not reconcile, and the place is named', () => {
    const result = lotLedger([
      { kind: 'receipt', at: '2026-11-01', quantity: 0.1, place: A },
      { kind: 'receipt', at: '2026-11-01', quantity: 0.2, place: A },
      { kind: 'issue', at: '2026-11-02', quantity: 0.3, from: A, into: null },
      { kind: 'issue', at: '2026-11-02', quantity: 5, from: B, into: null },
    ]);
    expect(result.stock).toEqual([]);
    expect(result.discrepancies).toEqual([{ place: B, quantity: 5 }]);
    expect(result.totals).toMatchObject({ received: 0.3, inStock: 0, shipped: 5.3, unreconciled: -5 });
    expect(result.reconciled).toBe(false);
  });
});
