/**
 * `/admin/:resource`: a model's records, paged, sorted and filtered on the server; the URL is the
 * v2 query. A row opens its form; selected rows can be edited or deleted together.
 */
import 'mantine-datatable/styles.css';
import { useEffect, useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useList } from '@refinedev/core';
import { DataTable } from 'mantine-datatable';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { m } from '../../../messages/it';
import { ma } from '../../../messages/admin';
import { resourceNamed } from '../resources';
import type { AdminRecord, ResourceDescriptor } from '../types';
import type { ListMeta } from '../data/data-provider';
import { BulkActions } from './bulk-actions';
import { FilterPanel } from './filter-panel';
import { ListToolbar } from './list-toolbar';
import { useCan } from '../shell/abilities';
import { listPresentation } from './presentation';
import { useChosenColumns } from './use-chosen-columns';
import { useListParams } from './use-list-params';

/** A column's server sort attribute: `location.name` → `location_name` (a belongsTo path). */
const sortKey = (key: string) => key.replaceAll('.', '_');

export function AdminListScreen() {
  const name = useParams().resource;
  const resource = resourceNamed(name);
  const can = useCan();
  if (!resource) return <Alert color="red">{ma.admin.unknownResource(String(name))}</Alert>;
  // Said before asking the server, with its words, and with no button the role could not use.
  if (!can('read', resource.name)) {
    return (
      <Alert color="orange" title={resource.label} data-testid="list-refused">
        {ma.admin.notAllowed('leggere', resource.label)}
      </Alert>
    );
  }
  return <ResourceList key={resource.name} resource={resource} />;
}

function ResourceList({ resource }: { resource: ResourceDescriptor }) {
  const navigate = useNavigate();
  const { params, change } = useListParams(resource.sort);
  const columns = useChosenColumns(resource);
  const presentation = listPresentation(resource, columns.visible);
  const [selected, setSelected] = useState<AdminRecord[]>([]);
  const can = useCan();
  const mayUpdate = can('update', resource.name) && resource.fields.some((f) => f.bulk);
  const mayDelete = can('destroy', resource.name);
  const selectable = !resource.readOnly && (mayUpdate || mayDelete);
  const { query, result } = useList<AdminRecord>({
    resource: resource.name,
    pagination: { currentPage: params.currentPage, pageSize: params.pageSize },
    sorters: params.sorters,
    filters: params.filters,
    ...(presentation ? { meta: { presentation } satisfies ListMeta } : {}),
  });
  const sort = params.sorters[0];
  // A reload (after a bulk edit's 409) brings new lock_versions: the selection follows them.
  const records = result.data;
  useEffect(() => {
    setSelected((previous) => {
      if (previous.length === 0) return previous;
      const fresh = new Map(records.map((r) => [r.id, r]));
      const next = previous.map((r) => fresh.get(r.id) ?? r);
      return next.some((r, i) => r !== previous[i]) ? next : previous;
    });
  }, [records]);
  return (
    <Stack gap="sm">
      <ListToolbar
        resource={resource}
        params={params}
        change={change}
        total={result.total}
        columns={columns}
      />
      {resource.filters && <FilterPanel filters={resource.filters} q={params.q} change={change} />}
      {selected.length > 0 && selectable && (
        <BulkActions
          resource={resource}
          selected={selected}
          mayUpdate={mayUpdate}
          mayDelete={mayDelete}
          done={() => setSelected([])}
        />
      )}
      {query.isError && <Alert color="red">{query.error?.message ?? ma.admin.list.loadError}</Alert>}
      <DataTable<AdminRecord>
        data-testid="admin-list"
        withTableBorder
        striped
        highlightOnHover
        minHeight={160}
        fetching={query.isFetching}
        records={result.data}
        totalRecords={result.total ?? 0}
        page={params.currentPage}
        onPageChange={(page) => change({ currentPage: page })}
        recordsPerPage={params.pageSize}
        recordsPerPageOptions={[25, 50, 100]}
        onRecordsPerPageChange={(per) => change({ pageSize: per })}
        recordsPerPageLabel={m.table.rowsPerPage}
        paginationText={({ from, to, totalRecords }) => `${from}–${to} / ${totalRecords}`}
        noRecordsText={ma.admin.list.empty}
        sortStatus={{
          columnAccessor:
            columns.visible.find((c) => sortKey(c.key) === sort?.field)?.key ?? sort?.field ?? 'id',
          direction: sort?.order ?? 'asc',
        }}
        onSortStatusChange={(s) =>
          change({
            sorters: [{ field: sortKey(String(s.columnAccessor)), order: s.direction }],
            currentPage: 1,
          })
        }
        selectedRecords={selectable ? selected : undefined}
        onSelectedRecordsChange={selectable ? setSelected : undefined}
        onRowClick={({ record }) => void navigate(paths.adminEdit.href(resource.name, record.id))}
        columns={columns.visible.map((c) => ({
          accessor: c.key,
          title: c.label,
          sortable: c.sortable,
          render: c.render,
          ellipsis: true,
        }))}
      />
    </Stack>
  );
}
