/**
 * The store management table's columns, sized for 360 px: the item (code over description), the
 * quantities in one column in fulfilment ('Prelevata / Da Prelevare', as picking shows them) and the
 * delete button, so nothing is cut off and the table never scrolls sideways.
 */
import { Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { formatQuantity } from '../../domain/format';
import { detectedOf, expectedOf } from '../../domain/picks';
import type { Pick } from '../../domain/records';
import { ItemCell } from '../../lib/components/item-cell';
import { RowDeleteButton } from '../../lib/components/row-delete-button';
import { m } from '../../messages/it';

const t = m.store;

export function storeColumns({
  picking,
  locked,
  onDelete,
}: {
  picking: boolean;
  locked: boolean;
  onDelete: (pick: Pick) => void;
}): ColumnDef<Pick, unknown>[] {
  const expected = (pick: Pick) => (
    <span data-testid="store-row-expected">{formatQuantity(expectedOf(pick))}</span>
  );
  const cols: ColumnDef<Pick, unknown>[] = [
    {
      id: 'code',
      header: t.columns.code,
      accessorFn: (p) => p.item?.code ?? '',
      cell: ({ row }) => <ItemCell item={row.original.item} />,
    },
    picking
      ? {
          id: 'picked',
          header: t.columns.quantity,
          accessorFn: (p) => detectedOf(p),
          cell: ({ row }) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              <span data-testid="store-row-picked">{formatQuantity(detectedOf(row.original))}</span> /{' '}
              {expected(row.original)}
            </Text>
          ),
        }
      : {
          id: 'expected',
          header: t.columns.expected,
          accessorFn: (p) => expectedOf(p),
          cell: ({ row }) => expected(row.original),
        },
  ];
  if (!locked)
    cols.push({
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <RowDeleteButton label={t.delete} testId="store-row-delete" onDelete={() => onDelete(row.original)} />
      ),
    });
  return cols;
}
