/** The tables of a lot's trace; every order, package and lot in them links to its own trace. */
import type { ReactNode } from 'react';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { LedgerStock, LotTrace } from '../../../domain/trace';
import { formatQuantity } from '../../../domain/format';
import { paths } from '../../../lib/paths';
import { ma } from '../../../messages/admin';
import { when } from './when';

const t = ma.adminTrace;
const c = t.columns;

/** A link to the trace of a lot, package or order name. */
export function TraceLink({ q, itemId, children }: { q: string; itemId?: number; children?: ReactNode }) {
  return (
    <Anchor component={Link} to={paths.adminTrace.href(q, itemId)} onClick={(e) => e.stopPropagation()}>
      {children ?? q}
    </Anchor>
  );
}

function Grid({ head, rows, testId }: { head: string[]; rows: ReactNode[][]; testId: string }) {
  return (
    // On a handheld (360 px) the table scrolls in its own box; the page never scrolls sideways.
    <Table.ScrollContainer minWidth={560} type="native">
      <Table striped withTableBorder data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, i) => (
            <Table.Tr key={i}>
              {cells.map((cell, j) => (
                <Table.Td key={j}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const qty = (trace: LotTrace, n: number) => `${formatQuantity(n)} ${trace.item.unit ?? ''}`.trim();

export function ShipmentsTable({ trace }: { trace: LotTrace }) {
  const rows = trace.shipments.map((s) => [
    s.customer?.name ?? t.none,
    [s.address?.name, s.address?.address, s.address?.locality].filter(Boolean).join(', ') || t.none,
    s.order ? <TraceLink q={s.order.name} /> : t.none,
    s.package ? <TraceLink q={s.package.name} /> : t.none,
    s.shipped ? when(s.shipping_date) : t.none,
    s.shipped ? t.shipped : t.waiting,
    qty(trace, s.quantity),
  ]);
  return (
    <Grid
      testId="trace-shipments"
      head={[c.customer, c.address, c.order, c.package, c.shippingDate, c.state, c.quantity]}
      rows={rows}
    />
  );
}

export function SuppliersTable({ trace }: { trace: LotTrace }) {
  const rows = trace.suppliers.map((s) => [
    s.supplier?.name ?? t.none,
    <>
      {s.orders.map((o, i) => (
        <span key={o.id}>
          {i > 0 && ', '}
          <TraceLink q={o.name} />
        </span>
      ))}
    </>,
    s.first_at === s.last_at ? when(s.first_at) : `${when(s.first_at)} – ${when(s.last_at)}`,
    qty(trace, s.quantity),
  ]);
  return <Grid testId="trace-suppliers" head={[c.supplier, c.orders, c.when, c.quantity]} rows={rows} />;
}

function placeName(stock: LedgerStock): ReactNode {
  if (stock.place.kind === 'package')
    return <TraceLink q={stock.place.name}>{t.place.package(stock.place.name)}</TraceLink>;
  if (stock.place.kind === 'order')
    return <TraceLink q={stock.place.name}>{t.place.order(stock.place.name)}</TraceLink>;
  return stock.place.kind === 'unknown' ? t.place.unknown : stock.place.name;
}

export function StockTable({ trace }: { trace: LotTrace }) {
  const rows = trace.stock.map((s) => [placeName(s), qty(trace, s.quantity)]);
  return <Grid testId="trace-stock" head={[c.place, c.quantity]} rows={rows} />;
}

export function PlacesTable({ trace }: { trace: LotTrace }) {
  const rows = trace.places.map((p) => [
    p.tag ? <TraceLink q={p.tag} /> : t.none,
    p.location?.name ?? t.place.unknown,
    when(p.last_seen_at),
  ]);
  return <Grid testId="trace-places" head={[c.tag, c.place, c.when]} rows={rows} />;
}

export function CountsTable({ trace }: { trace: LotTrace }) {
  const rows = trace.counts.map((k) => [
    k.place.name,
    when(k.at),
    qty(trace, k.book),
    qty(trace, k.counted),
    qty(trace, k.difference),
  ]);
  return <Grid testId="trace-counts" head={[c.place, c.when, c.book, c.counted, c.difference]} rows={rows} />;
}
