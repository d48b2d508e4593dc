/**
 * The lot trace (`GET /project_rows?do=trace`, docs/trace.md): the back office's recall screen and
 * the handheld's 'Dov'è questo lotto?' ask the same server query.
 */
import type { LedgerStock, TraceAnswer, TraceFound } from '@warehouse/shared';
import { api } from '../lib/api';

export type { LotTrace, TraceAnswer, TraceShipment, LedgerStock } from '@warehouse/shared';

export const traceKeys = {
  all: ['project_rows', 'trace'] as const,
  of: (q: string, itemId?: number, kind?: TraceFound) =>
    ['project_rows', 'trace', q, itemId ?? null, kind ?? null] as const,
};

export function fetchTrace(
  q: string,
  options: { itemId?: number; kind?: TraceFound } = {},
): Promise<TraceAnswer> {
  return api.request<TraceAnswer>('GET', '/project_rows', {
    query: {
      do: 'trace',
      q,
      ...(options.itemId ? { item_id: options.itemId } : {}),
      ...(options.kind ? { kind: options.kind } : {}),
    },
  });
}

/** Where a lot's goods can be taken from now: shelves first (by quantity), then waiting packages. */
export function pullList(stock: readonly LedgerStock[]): LedgerStock[] {
  const rank = (s: LedgerStock) => (s.place.kind === 'location' ? 0 : s.place.kind === 'unknown' ? 1 : 2);
  return [...stock].sort((a, b) => rank(a) - rank(b) || b.quantity - a.quantity);
}
