/** The picks of the selected lists: location, item (with its list and customer when several lists are open), quantity. */
import { memo, useMemo } from 'react';
import { Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { rowStatus } from '@warehouse/shared';
import { formatQuantity } from '../../domain/format';
import { detectedOf, expectedOf, pickLocationName, pickSearchText } from '../../domain/picks';
import type { Pick } from '../../domain/records';
import { DataTable } from '../../lib/components/data-table';
import { ItemCell } from '../../lib/components/item-cell';
import { RowDeleteButton } from '../../lib/components/row-delete-button';
import { m } from '../../messages/it';
import { QuantityPair } from '../../lib/kit/quantity-pair';

const t = m.picking;

export interface PicksTableProps {
  picks: Pick[];
  /** Quantities waiting in the outbox per pick (already counted into the picks): marked 'in attesa'. */
  pending: ReadonlyMap<number, unknown>;
  /** The list (and customer) a pick belongs to, when more than one list is open; else null. */
  listOf: ((pick: Pick) => string) | null;
  onOpen: (pick: Pick) => void;
  onDelete: (pick: Pick) => void;
}

/** Re-renders only when the picks change (not when the modal opens or closes). */
export const PicksTable = memo(function PicksTable({
  picks,
  pending,
  listOf,
  onOpen,
  onDelete,
}: PicksTableProps) {
  const columns = useMemo<ColumnDef<Pick, unknown>[]>(
    () => [
      { id: 'location', header: t.columns.location, accessorFn: pickLocationName },
      {
        id: 'code',
        header: t.columns.code,
        accessorFn: (p) => p.item?.code ?? '',
        cell: ({ row }) => (
          <>
            <ItemCell item={row.original.item} />
            {listOf && (
              <Text
                size="xs"
                c="blue.9"
                fw={600}
                data-testid="pick-row-list"
                style={{ overflowWrap: 'anywhere' }}
              >
                {listOf(row.original)}
              </Text>
            )}
          </>
        ),
      },
      {
        id: 'quantity',
        header: t.columns.quantity,
        accessorFn: (p) => detectedOf(p),
        cell: ({ row }) => (
          <>
            <QuantityPair
              detected={formatQuantity(detectedOf(row.original))}
              expected={formatQuantity(expectedOf(row.original))}
              testId="pick-row-quantity"
            />
            {pending.has(row.original.id) && (
              <Text
                size="xs"
                c="orange.9"
                fw={600}
                style={{ whiteSpace: 'nowrap' }}
                data-testid="pick-row-pending"
              >
                {t.pendingMark}
              </Text>
            )}
          </>
        ),
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        cell: ({ row }) => (
          <RowDeleteButton
            label={t.deleteReadingsLabel}
            testId="pick-delete"
            onDelete={() => onDelete(row.original)}
          />
        ),
      },
    ],
    [onDelete, listOf, pending],
  );
  return (
    <DataTable
      testId="picks-table"
      data={picks}
      columns={columns}
      getRowId={(p) => String(p.id)}
      searchText={(p) => `${pickSearchText(p)} ${listOf?.(p) ?? ''}`}
      onRowClick={onOpen}
      rowClassName={(p) => `wh-pick-${rowStatus(expectedOf(p), detectedOf(p))}`}
      emptyText={t.noPicks}
    />
  );
});
