/** A lot's chain as dated events, oldest first: received, seen at places, packed, shipped, counted. */
import type { LotTrace } from '../../../domain/trace';
import { formatQuantity } from '../../../domain/format';
import { ma } from '../../../messages/admin';

export interface TraceEvent {
  key: string;
  at: string;
  kind: 'receipt' | 'seen' | 'packed' | 'shipped' | 'counted';
  text: string;
}

const t = ma.adminTrace;

export function timelineOf(trace: LotTrace): TraceEvent[] {
  const q = (n: number) => `${formatQuantity(n)} ${trace.item.unit ?? ''}`.trim();
  const events: TraceEvent[] = [
    ...trace.receipts.map((r) => ({
      key: `r${r.reading_id}`,
      at: r.at,
      kind: 'receipt' as const,
      text: t.events.receipt(r.supplier?.name ?? t.none, r.order?.name ?? t.none, q(r.quantity)),
    })),
    ...trace.places.map((p, i) => ({
      key: `p${i}`,
      at: p.last_seen_at,
      kind: 'seen' as const,
      text: t.events.seen(p.tag ?? t.none, p.location?.name ?? t.place.unknown),
    })),
    ...trace.shipments.flatMap((s) => {
      const customer = s.customer?.name ?? t.none;
      const packed = {
        key: `k${s.reading_id}`,
        at: s.at,
        kind: 'packed' as const,
        text: t.events.packed(s.order?.name ?? t.none, customer, q(s.quantity)),
      };
      if (!s.shipped || !s.shipping_date) return [packed];
      const pkg = s.package?.name ?? s.order?.name ?? t.none;
      return [
        packed,
        {
          key: `s${s.reading_id}`,
          at: s.shipping_date,
          kind: 'shipped' as const,
          text: t.events.shipped(pkg, customer, q(s.quantity)),
        },
      ];
    }),
    ...trace.counts.map((c, i) => ({
      key: `c${i}`,
      at: c.at,
      kind: 'counted' as const,
      text: t.events.counted(c.place.name, q(c.counted)),
    })),
  ];
  return events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
