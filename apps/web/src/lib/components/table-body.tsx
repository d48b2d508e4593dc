/**
 * The rows of the app's table (lib/components/data-table.tsx). A page of up to VIRTUAL_MIN_ROWS
 * rows is rendered whole; a longer one (a picking list shown 100 or 500 at a time) renders only
 * the rows near the screen, with spacer rows standing for the others (@tanstack/react-virtual over
 * the window, which is what scrolls), so a slow handheld lays out a screenful, not the page.
 */
import { memo, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { Table, Text } from '@mantine/core';
import { flexRender, type Row } from '@tanstack/react-table';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

export const VIRTUAL_MIN_ROWS = 40;
/** A row's height before it is measured: an item code over a description wrapped on two lines (360 px). */
const ESTIMATED_ROW_PX = 80;

interface BodyProps<T> {
  rows: Row<T>[];
  /**
   * The table's state of this render (a new object each time the table renders): rows render again
   * with it, since a cell may show more than its row (selection, a mark kept beside the data).
   */
  tableState: unknown;
  columnCount: number;
  emptyText: string;
  rowClassName?: (row: T) => string | undefined;
  onRowClick?: (row: T) => void;
}

type RowProps<T> = Omit<BodyProps<T>, 'rows' | 'columnCount' | 'emptyText' | 'tableState'> & {
  row: Row<T>;
  index?: number;
  measure?: (element: HTMLTableRowElement | null) => void;
};

/**
 * One row. Memoised: the virtualizer re-renders the body when it measures or scrolls, and a row
 * whose props are the same (same row object, same table render: `tableState`) need not render
 * again; on a handheld a row of Mantine cells costs a few milliseconds each time.
 */
const TableRow = memo(function TableRow<T>({ row, rowClassName, onRowClick, index, measure }: RowProps<T>) {
  return (
    <Table.Tr
      ref={measure}
      data-index={index}
      data-testid="table-row"
      data-row-id={row.id}
      className={rowClassName?.(row.original)}
      onClick={onRowClick ? () => onRowClick(row.original) : undefined}
      style={onRowClick ? { cursor: 'pointer' } : undefined}
      h={44}
    >
      {row.getVisibleCells().map((cell) => (
        // dir="auto": a code, quantity or lot reads left to right in an Arabic table (issue 45).
        <Table.Td key={cell.id} dir="auto">
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}) as <T>(props: RowProps<T> & { tableState: unknown }) => ReactElement;

const spacer = (height: number, key: string) => (
  <tr key={key} aria-hidden="true" style={{ height, padding: 0, border: 0 }} />
);

function VirtualRows<T>({ rows, ...rowProps }: Omit<BodyProps<T>, 'columnCount' | 'emptyText'>) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the rows start on the page: what comes above them (title, search box) scrolls first.
  useLayoutEffect(() => {
    const top = body.current?.getBoundingClientRect().top;
    if (top !== undefined) setOffset(Math.round(top + window.scrollY));
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 8,
    // The window's size is known now: the first render already has the rows of the first screen,
    // instead of an empty body and a second render once the size is measured.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    scrollMargin: offset,
    getItemKey: (index) => rows[index]!.id,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - offset : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - offset) : 0;
  return (
    <Table.Tbody ref={body}>
      {spacer(before, 'before')}
      {/* Keeps the stripes where they are whatever the first row shown (odd rows are tinted). */}
      {first && first.index % 2 === 0 && spacer(0, 'parity')}
      {items.map((item) => (
        <TableRow
          key={item.key}
          row={rows[item.index]!}
          index={item.index}
          measure={virtualizer.measureElement}
          {...rowProps}
        />
      ))}
      {spacer(after, 'after')}
    </Table.Tbody>
  );
}

export function TableBody<T>({ rows, columnCount, emptyText, ...rowProps }: BodyProps<T>) {
  if (rows.length === 0) {
    return (
      <Table.Tbody>
        <Table.Tr>
          <Table.Td colSpan={columnCount}>
            <Text c="dimmed" ta="center" py="md">
              {emptyText}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    );
  }
  if (rows.length >= VIRTUAL_MIN_ROWS) return <VirtualRows rows={rows} {...rowProps} />;
  return (
    <Table.Tbody>
      {rows.map((row) => (
        <TableRow key={row.id} row={row} {...rowProps} />
      ))}
    </Table.Tbody>
  );
}
