/**
 * 'Esporta CSV' with the choice of file (Excel in Italian, or standard CSV) and, while the server
 * streams it, how many rows of the list have arrived.
 */
import { useState } from 'react';
import { Button, Menu, Progress, Stack, Text } from '@mantine/core';
import { toast } from '../../../lib/toasts';
import { ma } from '../../../messages/admin';
import type { ListParams } from '../data/list-search';
import type { ColumnDescriptor } from '../types';
import { exportCsv, type ExportFormat } from './export-csv';

interface Props {
  resource: string;
  params: ListParams;
  columns: readonly ColumnDescriptor[];
  total: number | undefined;
}

export function ExportMenu({ resource, params, columns, total }: Props) {
  const [rows, setRows] = useState<number | null>(null);
  const run = async (format: ExportFormat) => {
    setRows(0);
    try {
      await exportCsv(resource, params, columns, format, setRows);
      toast.success(ma.admin.list.exported);
    } catch (e) {
      toast.warning((e as Error).message);
    } finally {
      setRows(null);
    }
  };
  if (rows !== null) {
    const of = total ?? 0;
    return (
      <Stack gap={2} w={200} data-testid="export-progress">
        <Text size="xs">{ma.admin.export.progress(Math.min(rows, of), of)}</Text>
        <Progress value={of > 0 ? (100 * Math.min(rows, of)) / of : 0} size="sm" />
      </Stack>
    );
  }
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" data-testid="export-csv">
          {ma.admin.list.export}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('excel')} data-testid="export-excel">
          <Text size="sm">{ma.admin.export.excel}</Text>
          <Text size="xs" c="dimmed">
            {ma.admin.export.excelHint}
          </Text>
        </Menu.Item>
        <Menu.Item onClick={() => void run('csv')} data-testid="export-standard">
          <Text size="sm">{ma.admin.export.csv}</Text>
          <Text size="xs" c="dimmed">
            {ma.admin.export.csvHint}
          </Text>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
