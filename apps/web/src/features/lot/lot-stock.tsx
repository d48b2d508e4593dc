/** One lot's goods in the warehouse now: where to pull them from, with quantities. */
import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatQuantity } from '../../domain/format';
import { pullList, type LedgerStock, type LotTrace } from '../../domain/trace';
import { m } from '../../messages/it';

const t = m.lot;

function placeName(stock: LedgerStock): string {
  switch (stock.place.kind) {
    case 'package':
      return t.inPackage(stock.place.name);
    case 'order':
      return t.inOrder(stock.place.name);
    case 'unknown':
      return t.unknownPlace;
    default:
      return stock.place.name;
  }
}

export function LotStock({ trace }: { trace: LotTrace }) {
  const places = pullList(trace.stock);
  const unit = trace.item.unit ?? '';
  return (
    <Stack gap="xs" data-testid="lot-stock">
      <Title order={4}>{t.item(trace.item.code, trace.item.description ?? '')}</Title>
      <Text fw={700}>{t.lotLine(trace.lot)}</Text>
      {trace.expiry_dates.map((date) => (
        <Text key={date} size="sm">
          {t.expiry(formatDate(date))}
        </Text>
      ))}
      {places.length === 0 ? (
        <Text>{t.noStock}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.place}</Table.Th>
              <Table.Th ta="right">{t.quantity}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {places.map((stock) => (
              <Table.Tr key={stock.place.key}>
                <Table.Td>{placeName(stock)}</Table.Td>
                <Table.Td ta="right">{`${formatQuantity(stock.quantity)} ${unit}`.trim()}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text fw={700}>{t.total(formatQuantity(trace.totals.inStock), unit)}</Text>
      {!trace.reconciled && (
        <Alert color="orange">{t.unreconciled(formatQuantity(Math.abs(trace.totals.unreconciled)))}</Alert>
      )}
    </Stack>
  );
}
