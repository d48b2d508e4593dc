/** Open orders by typology and state: a stacked bar per typology, and the counts as links. */
import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import { ma } from '../../../messages/admin';
import { ORDER_STATES, type Dashboard, type OrderState } from './api';
import { DashboardCard, Empty } from './dashboard-card';
import { FigureLink } from './figure-link';
import { ordersLink } from './links';

const COLORS: Record<OrderState, string> = { new: 'blue.6', partial: 'yellow.6', suspended: 'orange.6' };

type Counts = Record<OrderState, number> & { typology: string };

/** One row per typology with a count per state (zero when the server sent none). */
export function ordersByTypology(orders: Dashboard['orders']): Counts[] {
  const rows = new Map<string, Counts>();
  for (const { typology, state, count } of orders) {
    const row = rows.get(typology) ?? { typology, new: 0, partial: 0, suspended: 0 };
    row[state] += count;
    rows.set(typology, row);
  }
  return [...rows.values()];
}

export function OrdersCard({ orders }: { orders: Dashboard['orders'] }) {
  const rows = ordersByTypology(orders);
  return (
    <DashboardCard title={ma.dashboard.orders.title} testId="dashboard-orders">
      {rows.length === 0 ? (
        <Empty text={ma.dashboard.none} />
      ) : (
        <>
          <BarChart
            h={180}
            data={rows}
            dataKey="typology"
            type="stacked"
            withLegend
            yAxisProps={{ allowDecimals: false }}
            series={ORDER_STATES.map((s) => ({
              name: s,
              label: ma.dashboard.orders.states[s],
              color: COLORS[s],
            }))}
          />
          <Table mt="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{ma.dashboard.orders.typology}</Table.Th>
                {ORDER_STATES.map((s) => (
                  <Table.Th key={s}>{ma.dashboard.orders.states[s]}</Table.Th>
                ))}
                <Table.Th>{ma.dashboard.orders.total}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.typology}>
                  <Table.Td>{ma.dashboard.orders.typologies[row.typology] ?? row.typology}</Table.Td>
                  {ORDER_STATES.map((s) => (
                    <Table.Td key={s}>
                      <FigureLink to={ordersLink(row.typology, s)} testId={`orders-${row.typology}-${s}`}>
                        {row[s]}
                      </FigureLink>
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <FigureLink to={ordersLink(row.typology)} testId={`orders-${row.typology}-total`}>
                      {row.new + row.partial + row.suspended}
                    </FigureLink>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </DashboardCard>
  );
}
