/**
 * Above a list: its title and count, the search box, columns, CSV export, import and 'Nuovo' —
 * each button only for a user the server will let do it (`useCan`). It wraps on a narrow screen.
 */
import { Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ma } from '../../../messages/admin';
import type { ListParams } from '../data/list-search';
import { useAbilities, useCan } from '../shell/abilities';
import type { ColumnDescriptor, ResourceDescriptor } from '../types';
import { ColumnChooser } from './column-chooser';
import { ExportMenu } from './export-menu';
import { SearchBox } from './search-box';
import type { ListChange } from './use-list-params';

/** The models the CSV import (admin-server) accepts. */
const IMPORTABLE = new Set(['items', 'locations', 'customers', 'suppliers', 'projects']);

interface Props {
  resource: ResourceDescriptor;
  params: ListParams;
  change: (next: ListChange) => void;
  total: number | undefined;
  columns: { chosen: string[]; setChosen: (keys: string[]) => void; visible: ColumnDescriptor[] };
}

export function ListToolbar({ resource, params, change, total, columns }: Props) {
  const can = useCan();
  const { back_office: backOffice } = useAbilities();
  const search = resource.search;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Title order={2}>{resource.label}</Title>
        {total !== undefined && (
          <Text c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="list-total">
            {ma.admin.list.total(total)}
          </Text>
        )}
      </Group>
      <Group gap="xs" wrap="wrap">
        {search && (
          <SearchBox
            placeholder={ma.admin.list.searchHint}
            aria-label={ma.admin.list.search}
            data-testid="list-search"
            w={220}
            value={String(params.q[search] ?? '')}
            onSearch={(text) => change({ q: { [search]: text } })}
          />
        )}
        <ColumnChooser columns={resource.columns} chosen={columns.chosen} setChosen={columns.setChosen} />
        {backOffice && (
          <ExportMenu resource={resource.name} params={params} columns={columns.visible} total={total} />
        )}
        {backOffice && IMPORTABLE.has(resource.name) && can('create', resource.name) && (
          <Button variant="default" component={Link} to={paths.adminImport.href(resource.name)}>
            {ma.admin.list.import}
          </Button>
        )}
        {!resource.readOnly && can('create', resource.name) && (
          <Button component={Link} to={paths.adminNew.href(resource.name)} data-testid="list-new">
            {ma.admin.list.new}
          </Button>
        )}
      </Group>
    </Group>
  );
}
