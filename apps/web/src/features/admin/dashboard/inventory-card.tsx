/** Each open inventory's location documents: counted, in progress and left, linked to the documents. */
import { Table } from '@mantine/core';
import { dashboard as m } from '../../../messages/modules/dashboard';
import type { Dashboard } from './api';
import { DashboardCard, Empty } from './dashboard-card';
import { FigureLink } from './figure-link';
import { documentsLink } from './links';

export function InventoryCard({ inventories }: { inventories: Dashboard['inventories'] }) {
  return (
    <DashboardCard title={m.inventory.title} testId="dashboard-inventories">
      {inventories.length === 0 ? (
        <Empty text={m.none} />
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.inventory.name}</Table.Th>
              <Table.Th>{m.inventory.counted}</Table.Th>
              <Table.Th>{m.inventory.partial}</Table.Th>
              <Table.Th>{m.inventory.left}</Table.Th>
              <Table.Th>{m.inventory.documents}</Table.Th>
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
