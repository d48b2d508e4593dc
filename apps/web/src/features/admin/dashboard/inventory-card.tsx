/** Each open inventory's location documents: counted, in progress and left, linked to the documents. */
import { Table } from '@mantine/core';
import { ma } from '../../../messages/admin';
import type { Dashboard } from './api';
import { DashboardCard, Empty } from './dashboard-card';
import { FigureLink } from './figure-link';
import { documentsLink } from './links';

export function InventoryCard({ inventories }: { inventories: Dashboard['inventories'] }) {
  return (
    <DashboardCard title={ma.dashboard.inventory.title} testId="dashboard-inventories">
      {inventories.length === 0 ? (
        <Empty text={ma.dashboard.none} />
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{ma.dashboard.inventory.name}</Table.Th>
              <Table.Th>{ma.dashboard.inventory.counted}</Table.Th>
              <Table.Th>{ma.dashboard.inventory.partial}</Table.Th>
              <Table.Th>{ma.dashboard.inventory.left}</Table.Th>
              <Table.Th>{ma.dashboard.inventory.documents}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inventories.map((inv) => (
              <Table.Tr key={inv.id} data-testid="inventory-row">
                <Table.Td>{inv.name}</Table.Td>
                <Table.Td>
                  <FigureLink to={documentsLink(inv.id, true)} testId="inventory-counted">
                    {inv.counted}
                  </FigureLink>
                </Table.Td>
                <Table.Td>{inv.partial}</Table.Td>
                <Table.Td>
                  <FigureLink to={documentsLink(inv.id, false)} testId="inventory-left">
                    {inv.left}
                  </FigureLink>
                </Table.Td>
                <Table.Td>
                  <FigureLink to={documentsLink(inv.id)}>{inv.documents}</FigureLink>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </DashboardCard>
  );
}
