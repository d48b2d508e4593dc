/**
 * The order's picks (spec §2): searchable by item code and description, in location then item code
 * order, coloured empty / partial / completed / exceeded. Three columns fit 360 px: the item (code,
 * description, location), detected / expected with the unit, and the delete action.
 */
import { memo, useMemo } from 'react';
import { Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { rowStatus } from '@warehouse/shared';
import { DataTable } from '../../lib/components/data-table';
import { RowDeleteButton } from '../../lib/components/row-delete-button';
import { QuantityPair } from '../../lib/kit/quantity-pair';
import { m } from '../../messages/it';
import { formatQuantity } from '../../domain/format';
import { detectedOf, pickLocationName, pickSearchText } from './packing-rules';
import type { PackingPick } from './packing-types';

const t = m.packing;

interface Props {
  picks: PackingPick[];
  onOpen: (pick: PackingPick) => void;
  onDelete: (pick: PackingPick) => void;
}

export const PackingTable = memo(function PackingTable({ picks, onOpen, onDelete }: Props) {
  const columns = useMemo<ColumnDef<PackingPick, unknown>[]>(
    () => [
      {
        id: 'item',
        header: t.columns.code,
        accessorFn: (p) => p.item?.code ?? '',
        cell: ({ row: { original: p } }) => (
          <div style={{ overflowWrap: 'anywhere' }}>
            <Text fw={600} size="sm">
              {p.item?.code ?? ''}
            </Text>
            <Text size="xs" lineClamp={2}>
              {p.item?.description ?? ''}
            </Text>
            <Text size="xs" c="dimmed" data-testid="pick-row-location">
              {pickLocationName(p)}
            </Text>
          </div>
        ),
      },
      {
        id: 'quantity',
        header: t.columns.quantity,
        accessorFn: (p) => detectedOf(p),
        cell: ({ row: { original: p } }) => (
          <QuantityPair
            detected={formatQuantity(detectedOf(p))}
            expected={formatQuantity(p.quantity)}
            unit={p.item?.measure_unit?.name ?? ''}
            testId="pick-row-quantity"
          />
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
    [onDelete],
  );
  return (
    <DataTable
      testId="picks-table"
      data={picks}
      columns={columns}
      getRowId={(p) => String(p.id)}
      searchText={pickSearchText}
      onRowClick={onOpen}
      rowClassName={(p) => `wh-pick-${rowStatus(Number(p.quantity), detectedOf(p))}`}
      emptyText={t.noPicks}
    />
  );
});
