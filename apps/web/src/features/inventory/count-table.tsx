/** The lines of a counting screen: item, unit, expected, detected (with what is pending), actions in mixed counting. */
import { Fragment, memo, useMemo } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../lib/components/data-table';
import { PresenceNote } from '../../lib/live/presence-note';
import { ItemCell } from '../../lib/components/item-cell';
import { RowDeleteButton } from '../../lib/components/row-delete-button';
import { m } from '../../messages/it';
import { lineSearchText, lineStatus, shownDetected, totalsByUnit, type CountLine } from './count-lines';
import { formatQuantity } from './format';
import type { CountView } from './use-count';
import { QuantityText } from '../../lib/kit/quantity-text';
import { CountedBy } from './counted-by';

const t = m.inventory;

export interface CountTableProps {
  lines: CountLine[];
  onOpen: (line: CountLine) => void;
  /** Mixed counting: delete a line (after confirmation). */
  onDelete?: (line: CountLine) => void;
}

export const CountTable = memo(function CountTable({ lines, onOpen, onDelete }: CountTableProps) {
  const columns = useMemo<ColumnDef<CountLine, unknown>[]>(() => {
    const cols: ColumnDef<CountLine, unknown>[] = [
      {
        id: 'item',
        header: t.columns.item,
        accessorFn: (l) => l.item?.code ?? '',
        cell: ({ row }) => (
          <>
            <ItemCell item={row.original.item} />
            <CountedBy line={row.original} />
          </>
        ),
      },
      { id: 'unit', header: t.columns.unit, accessorFn: (l) => l.item?.measure_unit?.name ?? '' },
      {
        id: 'expected',
        header: t.columns.expected,
        accessorFn: (l) => l.expected,
        cell: ({ row }) => (
          <QuantityText testId="line-row-expected" text={formatQuantity(row.original.expected)} />
        ),
      },
      {
        id: 'detected',
        header: t.columns.detected,
        accessorFn: shownDetected,
        cell: ({ row }) => (
          <Stack gap={2} align="flex-start">
            <QuantityText testId="line-row-detected" text={formatQuantity(shownDetected(row.original))} />
            {row.original.pending > 0 && (
              // A word, not a Badge: a badge in this narrow column was cut to 'IN …' at 360 px (as picking shows it).
              <Text
                size="xs"
                c="orange.9"
                fw={600}
                style={{ whiteSpace: 'nowrap' }}
                data-testid="line-row-pending"
              >
                {t.pendingMark}
              </Text>
            )}
          </Stack>
        ),
      },
    ];
    if (onDelete)
      cols.push({
        id: 'actions',
        header: '',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.pickId !== null && (
            <RowDeleteButton
              label={t.deleteLineLabel}
              testId="line-delete"
              onDelete={() => onDelete(row.original)}
            />
          ),
      });
    return cols;
  }, [onDelete]);
  return (
    <div className="wh-inv-table">
      <DataTable
        testId="count-table"
        data={lines}
        columns={columns}
        getRowId={(l) => l.key}
        searchText={lineSearchText}
        onRowClick={onOpen}
        rowClassName={(l) => `wh-inv-line-${lineStatus(l)}`}
        emptyText={t.noLines}
      />
    </div>
  );
});

/** The inventory and the place counted, the total, and who else is counting the same document. */
export function PlaceHeader({
  count,
}: {
  count: Pick<CountView, 'project' | 'placeName' | 'shown' | 'document'>;
}) {
  const totals = totalsByUnit(count.shown);
  // One figure per unit; each kept whole, the line wrapping between them on a narrow screen.
  const figures =
    totals.length === 0
      ? [formatQuantity(0)]
      : totals.map((u) => `${formatQuantity(u.quantity)}${u.unit ? ` ${u.unit}` : ''}`);
  const documentId = count.document.data?.id;
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="count-place">
          {count.project.data?.name ?? ''}
          {count.placeName && ` · ${count.placeName}`}
        </Text>
        <Text size="sm" ta="end">
          {t.total}:{' '}
          <b data-testid="count-total">
            {figures.map((figure, i) => (
              <Fragment key={figure}>
                {i > 0 && ' · '}
                <span style={{ whiteSpace: 'nowrap' }}>{figure}</span>
              </Fragment>
            ))}
          </b>
        </Text>
      </Group>
      {documentId !== undefined && <PresenceNote documents={[documentId]} place="document" />}
    </>
  );
}
