/**
 * The one table of the app (@tanstack/react-table on Mantine's Table): a 'Cerca: ' search box,
 * sortable columns, pages of 100 rows (10/25/50/100/200/500), optional multi-select, row classes
 * for the spec's row colours and a row click. Cells render text, never HTML. A long page renders
 * only the rows near the screen (./table-body.tsx).
 *
 *   <DataTable data={rows} columns={columns} getRowId={(r) => String(r.id)}
 *     searchText={(r) => `${r.name} ${r.customer?.name ?? ''}`}
 *     initialSorting={[{ id: 'name', desc: false }]}
 *     rowClassName={(r) => `wh-row-${rowClass(r)}`} onRowClick={(r) => navigate(...)} />
 */
import { useMemo, useState, type ReactNode } from 'react';
import '../kit/rows.css';
import {
  Checkbox,
  Group,
  Pagination,
  ScrollArea,
  Select,
  Table,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { m } from '../../messages/it';
import { TableBody } from './table-body';

export const PAGE_SIZES = [10, 25, 50, 100, 200, 500] as const;

export interface DataTableProps<T> {
  data: T[];
  columns: ColumnDef<T, unknown>[];
  getRowId: (row: T) => string;
  /** The text a row is searched by; shows the search box when given. */
  searchText?: (row: T) => string;
  /** Controlled search text (e.g. to clear it from outside); uncontrolled when omitted. */
  search?: string;
  onSearchChange?: (value: string) => void;
  /** Extra content right of the search box (e.g. a refresh button). */
  toolbar?: ReactNode;
  initialSorting?: SortingState;
  /** Multi-select: the selected row ids and their setter; adds a checkbox column. */
  selection?: Record<string, boolean>;
  onSelectionChange?: (selection: Record<string, boolean>) => void;
  /** Shows the selection column but lets nobody change it (e.g. only supervisors may select). */
  selectionDisabled?: boolean;
  rowClassName?: (row: T) => string | undefined;
  onRowClick?: (row: T) => void;
  pageSize?: number;
  /** Shown instead of rows when there are none. */
  emptyText?: string;
  testId?: string;
}

const normalize = (text: string) => text.toLocaleLowerCase('it');

export function DataTable<T>({
  data,
  columns,
  getRowId,
  searchText,
  search: controlledSearch,
  onSearchChange,
  toolbar,
  initialSorting = [],
  selection,
  onSelectionChange,
  selectionDisabled = false,
  rowClassName,
  onRowClick,
  pageSize = 100,
  emptyText = m.table.noRows,
  testId = 'data-table',
}: DataTableProps<T>) {
  const [ownSearch, setOwnSearch] = useState('');
  const search = controlledSearch ?? ownSearch;
  const setSearch = (value: string) => (onSearchChange ? onSearchChange(value) : setOwnSearch(value));
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize });

  const allColumns = useMemo<ColumnDef<T, unknown>[]>(() => {
    if (!selection) return columns;
    const select: ColumnDef<T, unknown> = {
      id: '__select',
      enableSorting: false,
      header: ({ table }) => (
        <Checkbox
          aria-label={m.table.selectAll}
          checked={table.getIsAllRowsSelected()}
          indeterminate={table.getIsSomeRowsSelected()}
          disabled={selectionDisabled}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={m.table.selectRow}
          data-testid="row-select"
          checked={row.getIsSelected()}
          disabled={selectionDisabled}
          onClick={(e) => e.stopPropagation()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    };
    return [select, ...columns];
  }, [columns, selection, selectionDisabled]);

  const table = useReactTable<T>({
    data,
    columns: allColumns,
    getRowId,
    state: {
      sorting,
      pagination,
      globalFilter: search,
      ...(selection ? { rowSelection: selection as RowSelectionState } : {}),
    },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    enableRowSelection: Boolean(selection) && !selectionDisabled,
    onRowSelectionChange: (updater) => {
      if (!selection || !onSelectionChange) return;
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater);
    },
    globalFilterFn: (row, _columnId, value: string) =>
      !searchText || normalize(searchText(row.original)).includes(normalize(value.trim())),
    getColumnCanGlobalFilter: () => true,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: true,
  });

  const rows = table.getRowModel().rows;
  const pageCount = table.getPageCount();

  return (
    <div data-testid={testId}>
      {(searchText || toolbar) && (
        <Group gap="xs" mb="xs" wrap="nowrap">
          {searchText && (
            <TextInput
              flex={1}
              size="md"
              label={m.table.search}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              data-testid={`${testId}-search`}
            />
          )}
          {toolbar}
        </Group>
      )}
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing="sm" stickyHeader>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <Table.Th
                      key={header.id}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <UnstyledButton
                          onClick={header.column.getToggleSortingHandler()}
                          data-testid={`sort-${header.column.id}`}
                          fw={700}
                          mih={44}
                          miw={44}
                          style={{ display: 'inline-flex', alignItems: 'center' }}
                        >
                          {content}
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                        </UnstyledButton>
                      ) : (
                        content
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <TableBody
            rows={rows}
            tableState={table.getState()}
            columnCount={allColumns.length}
            emptyText={emptyText}
            rowClassName={rowClassName}
            onRowClick={onRowClick}
          />
        </Table>
      </ScrollArea>
      {table.getFilteredRowModel().rows.length > PAGE_SIZES[0] && (
        <Group justify="space-between" mt="xs" gap="xs">
          {/* 44 px controls for a gloved tap; no siblings so they fit 360 px. */}
          <Pagination
            total={pageCount}
            value={pagination.pageIndex + 1}
            onChange={(page) => table.setPageIndex(page - 1)}
            size="xl"
            siblings={0}
            boundaries={1}
            gap={4}
          />
          <Select
            size="md"
            w={100}
            aria-label={m.table.rowsPerPage}
            data={PAGE_SIZES.map(String)}
            value={String(pagination.pageSize)}
            onChange={(value) => value && table.setPageSize(Number(value))}
            allowDeselect={false}
          />
        </Group>
      )}
    </div>
  );
}
