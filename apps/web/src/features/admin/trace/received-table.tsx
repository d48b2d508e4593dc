/** What a supplier's SSCC brought in (the trace back to its parcel): one line per incoming reading. */
import { Table, Title } from '@mantine/core';
import type { TraceReceived } from '@warehouse/shared';
import { formatDate, formatQuantity } from '../../../domain/format';
import { ma } from '../../../messages/admin';
import { TraceLink } from './lot-tables';
import { when } from './when';

const t = ma.adminTrace;
const c = t.columns;

export function ReceivedTable({ sscc, received }: { sscc: string; received: readonly TraceReceived[] }) {
  return (
    <>
      <Title order={3}>{t.received(sscc)}</Title>
      <div className="trace-table">
        <Table striped withTableBorder data-testid="trace-received">
          <Table.Thead>
            <Table.Tr>
              {[c.supplier, c.order, c.when, c.item, c.lot, c.expiry, c.tag, c.quantity].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {received.map((r) => (
              <Table.Tr key={r.reading_id}>
                <Table.Td dir="auto">{r.supplier?.name ?? t.none}</Table.Td>
                <Table.Td>{r.order ? <TraceLink q={r.order.name} /> : t.none}</Table.Td>
                <Table.Td>{when(r.at)}</Table.Td>
                <Table.Td dir="auto">{`${r.item.code} ${r.item.description ?? ''}`.trim()}</Table.Td>
                <Table.Td>{r.lot ? <TraceLink q={r.lot} itemId={r.item.id} /> : t.noLot}</Table.Td>
                <Table.Td>{formatDate(r.expiry_date)}</Table.Td>
                <Table.Td dir="auto">{r.tag ?? t.none}</Table.Td>
                <Table.Td>{formatQuantity(r.quantity)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}
