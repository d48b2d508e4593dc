/** Today's readings: a bar per hour stacked by operator, and each operator's total as a link. */
import { BarChart } from '@mantine/charts';
import { Table } from '@mantine/core';
import { ma } from '../../../messages/admin';
import type { Dashboard } from './api';
import { DashboardCard, Empty } from './dashboard-card';
import { FigureLink } from './figure-link';
import { readingsLink } from './links';
import { readingsChart } from './readings';

const PALETTE = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.7', 'indigo.6'];

export function ReadingsCard({ data }: { data: Pick<Dashboard, 'readings' | 'day'> }) {
  const { operators, rows } = readingsChart(data.readings);
  return (
    <DashboardCard title={ma.dashboard.readings.title} testId="dashboard-readings">
      {operators.length === 0 ? (
        <Empty text={ma.dashboard.none} />
      ) : (
        <>
          <BarChart
            h={200}
            data={rows}
            dataKey="hour"
            type="stacked"
            withLegend
            yAxisProps={{ allowDecimals: false }}
            series={operators.map((op, i) => ({
              name: op.key,
              label: op.name,
              color: PALETTE[i % PALETTE.length]!,
            }))}
          />
          <Table mt="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{ma.dashboard.readings.operator}</Table.Th>
                <Table.Th>{ma.dashboard.readings.total}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {operators.map((op) => (
                <Table.Tr key={op.key} data-testid="readings-row">
                  <Table.Td>{op.name}</Table.Td>
                  <Table.Td>
                    <FigureLink to={readingsLink(data.day, op.userId)} testId="readings-total">
                      {op.total}
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
