/** The packages waiting for the truck: photo thumbnail and name, multi-select (spec §2, §9). */
import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { packagePictureUrl } from '../../domain/packages';
import type { Package } from '../../domain/records';
import { DataTable } from '../../lib/components/data-table';
import { Thumbnail } from '../../lib/kit/thumbnail';
import { m } from '../../messages/it';

const t = m.package;

export function PackagesTable({
  packages,
  selection,
  onSelectionChange,
  disabled,
  onRowClick,
}: {
  packages: Package[];
  selection: Record<string, boolean>;
  onSelectionChange: (next: Record<string, boolean>) => void;
  disabled: boolean;
  onRowClick: (pkg: Package) => void;
}) {
  const columns = useMemo<ColumnDef<Package, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t.columns.name,
        accessorFn: (p) => p.name ?? '',
        cell: ({ row }) => <span style={{ overflowWrap: 'anywhere' }}>{row.original.name}</span>,
      },
      {
        id: 'picture',
        header: t.columns.picture,
        enableSorting: false,
        cell: ({ row }) => (
          <Thumbnail url={packagePictureUrl(row.original)} alt={t.photoAlt} testId="package-thumbnail" />
        ),
      },
    ],
    [],
  );
  return (
    <DataTable
      testId="packages-table"
      data={packages}
      columns={columns}
      getRowId={(p) => String(p.id)}
      searchText={(p) => p.name ?? ''}
      selection={selection}
      onSelectionChange={onSelectionChange}
      selectionDisabled={disabled}
      onRowClick={disabled ? undefined : onRowClick}
      emptyText={t.noPackages}
    />
  );
}
