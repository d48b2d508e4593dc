/** The picks of a reference item: item, detected / expected quantity, and (supervisors) deleting readings. */
import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { rowStatus } from '@warehouse/shared';
import { formatQuantity } from '../../domain/format';
import { detectedOf, expectedOf, pickSearchText } from '../../domain/picks';
import type { Pick } from '../../domain/records';
import { DataTable } from '../../lib/components/data-table';
import { ItemCell } from '../../lib/components/item-cell';
import { RowDeleteButton } from '../../lib/components/row-delete-button';
import { m } from '../../messages/it';
import { QuantityPair } from '../../lib/kit/quantity-pair';

const t = m.project;

export interface PicksTableProps {
  picks: Pick[];
  supervisor: boolean;
  onOpen: (pick: Pick) => void;
  onDelete: (pick: Pick) => Promise<void>;
}

export function PicksTable({ picks, supervisor, onOpen, onDelete }: PicksTableProps) {
  const columns = useMemo<ColumnDef<Pick, unknown>[]>(() => {
    const list: ColumnDef<Pick, unknown>[] = [
      {
        id: 'code',
        header: t.columns.code,
        accessorFn: (p) => p.item?.code ?? '',
        cell: ({ row }) => <ItemCell item={row.original.item} />,
      },
      {
        id: 'quantity',
        header: t.columns.quantity,
        accessorFn: (p) => detectedOf(p),
        cell: ({ row }) => (
          <QuantityPair
            detected={formatQuantity(detectedOf(row.original))}
            expected={formatQuantity(expectedOf(row.original))}
            testId="pick-row-quantity"
          />
        ),
      },
    ];
    if (supervisor) {
      list.push({
        id: 'actions',
        header: t.columns.actions,
        enableSorting: false,
        cell: ({ row }) => (
          <RowDeleteButton
            label={t.deleteReadingsLabel}
            testId="pick-delete"
            onDelete={() => void onDelete(row.original)}
          />
        ),
      });
    }
    return list;
  }, [supervisor, onDelete]);

  return (
    <DataTable
      testId="picks-table"
      data={picks}
      columns={columns}
      getRowId={(p) => String(p.id)}
      searchText={pickSearchText}
      onRowClick={onOpen}
      rowClassName={(p) => `wh-pick-${rowStatus(expectedOf(p), detectedOf(p))}`}
      emptyText={t.noPicks}
    />
  );
}
