/** The records of another model that point at this one, each a link to its form, and 'Aggiungi'. */
import { Button, Group, Paper, Title } from '@mantine/core';
import { useList } from '@refinedev/core';
import { DataTable } from 'mantine-datatable';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { ma } from '../../../messages/admin';
import { useCan } from '../shell/abilities';
import type { AdminRecord, ChildDescriptor } from '../types';

export function ChildrenPanel({ child, parentId }: { child: ChildDescriptor; parentId: number }) {
  const can = useCan();
  return can('read', child.resource) ? (
    <Children child={child} parentId={parentId} mayAdd={can('create', child.resource)} />
  ) : null;
}

function Children({
  child,
  parentId,
  mayAdd,
}: {
  child: ChildDescriptor;
  parentId: number;
  mayAdd: boolean;
}) {
  const navigate = useNavigate();
  const { query, result } = useList<AdminRecord>({
    resource: child.resource,
    pagination: { currentPage: 1, pageSize: 100 },
    filters: [{ field: child.foreignKey, operator: 'eq', value: parentId }],
  });
  return (
    <Paper withBorder p="md" data-testid={`children-${child.resource}`}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{child.label}</Title>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={paths.adminList.href(child.resource, `q[${child.foreignKey}_eq]=${parentId}`)}
          >
            {ma.admin.form.openList(result.total ?? result.data.length)}
          </Button>
          {mayAdd && (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={`${paths.adminNew.href(child.resource)}?${child.foreignKey}=${parentId}`}
            >
              {ma.admin.form.addChild}
            </Button>
          )}
        </Group>
      </Group>
      <DataTable<AdminRecord>
        withTableBorder
        minHeight={120}
        fetching={query.isFetching}
        records={result.data}
        noRecordsText={ma.admin.form.none}
        onRowClick={({ record }) => void navigate(paths.adminEdit.href(child.resource, record.id))}
        columns={child.columns.map((c) => ({ accessor: c.key, title: c.label, render: c.render }))}
      />
    </Paper>
  );
}
