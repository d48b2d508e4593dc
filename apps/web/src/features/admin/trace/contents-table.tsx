/** What a package or an order contained (the trace backwards), each lot linked to its own trace. */
import { Table, Title } from '@mantine/core';
import type { TraceAnswer } from '../../../domain/trace';
import { formatDate, formatQuantity } from '../../../domain/format';
import { ma } from '../../../messages/admin';
import { TraceLink } from './lot-tables';
import { when } from './when';

const t = ma.adminTrace;
const c = t.columns;

export function ContentsTable({ contents }: { contents: NonNullable<TraceAnswer['contents']> }) {
  return (
    <>
      <Title order={3}>{t.contents(contents.kind, contents.ref.name)}</Title>
      <Table.ScrollContainer minWidth={560} type="native">
        <Table striped withTableBorder data-testid="trace-contents">
          <Table.Thead>
            <Table.Tr>
              {[c.item, c.lot, c.expiry, c.package, c.shippingDate, c.quantity].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contents.lines.map((line, i) => (
              <Table.Tr key={i}>
                <Table.Td>{`${line.item.code} ${line.item.description ?? ''}`.trim()}</Table.Td>
                <Table.Td>{line.lot ? <TraceLink q={line.lot} itemId={line.item.id} /> : t.noLot}</Table.Td>
                <Table.Td>{formatDate(line.expiry_date)}</Table.Td>
                <Table.Td>{line.package ? <TraceLink q={line.package.name} /> : t.none}</Table.Td>
                <Table.Td>{when(line.shipping_date)}</Table.Td>
                <Table.Td>{formatQuantity(line.quantity)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
