/** Above a list: its title and count, the search box, columns, CSV export, import and 'Nuovo'. */
import { useState } from 'react';
import { Button, Group, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toasts';
import { ma } from '../../../messages/admin';
import type { ListParams } from '../data/v2-query';
import type { ColumnDescriptor, ResourceDescriptor } from '../types';
import { ColumnChooser } from './column-chooser';
import { exportCsv } from './export-csv';
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
  const [exporting, setExporting] = useState(false);
  const search = resource.search;
  const runExport = async () => {
    setExporting(true);
    try {
      await exportCsv(resource.name, params, columns.visible);
      toast.success(ma.admin.list.exported);
    } catch (e) {
      toast.warning((e as Error).message);
    } finally {
      setExporting(false);
    }
  };
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
      <Group gap="xs" wrap="nowrap">
        {search && (
          <TextInput
            key={String(params.q[search] ?? '')}
            placeholder={ma.admin.list.search}
            aria-label={ma.admin.list.search}
            data-testid="list-search"
            w={200}
            defaultValue={String(params.q[search] ?? '')}
            onKeyDown={(e) => e.key === 'Enter' && change({ q: { [search]: e.currentTarget.value.trim() } })}
            onBlur={(e) => change({ q: { [search]: e.currentTarget.value.trim() } })}
          />
        )}
        <ColumnChooser columns={resource.columns} chosen={columns.chosen} setChosen={columns.setChosen} />
        <Button variant="default" loading={exporting} onClick={() => void runExport()}>
          {ma.admin.list.export}
        </Button>
        {IMPORTABLE.has(resource.name) && (
          <Button variant="default" component={Link} to={paths.adminImport.href(resource.name)}>
            {ma.admin.list.import}
          </Button>
        )}
        {!resource.readOnly && (
          <Button component={Link} to={paths.adminNew.href(resource.name)} data-testid="list-new">
            {ma.admin.list.new}
          </Button>
        )}
      </Group>
    </Group>
  );
}
