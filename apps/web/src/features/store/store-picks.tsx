/**
 * The supply's picks on the management screen: 'Nuovo' on supply creation (off until the items
 * have loaded), the loading line, and the table (fulfilment rows coloured by how far they are picked).
 */
import { memo, useMemo } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { rowStatus } from '@warehouse/shared';
import { detectedOf, expectedOf, pickSearchText } from '../../domain/picks';
import type { Pick } from '../../domain/records';
import { DataTable } from '../../lib/components/data-table';
import { IconPlus } from '../../lib/components/icons';
import { m } from '../../messages/it';
import { storeColumns } from './store-columns';

const t = m.store;

export interface StorePicksProps {
  /** null until the picks have loaded. */
  picks: Pick[] | null;
  picking: boolean;
  locked: boolean;
  loadingItems: boolean;
  busy: boolean;
  onNew: () => void;
  /** Stable callbacks (the columns are built once per mode). */
  onOpen: (pick: Pick) => void;
  onDelete: (pick: Pick) => void;
}

export const StorePicks = memo(function StorePicks(props: StorePicksProps) {
  const { picks, picking, locked, loadingItems, busy, onNew, onOpen, onDelete } = props;
  const columns = useMemo(() => storeColumns({ picking, locked, onDelete }), [picking, locked, onDelete]);
  return (
    <>
      {loadingItems && (
        <Text c="dimmed" data-testid="loading-items">
          {t.loadingItems}
        </Text>
      )}
      {!picking && !locked && (
        <Group justify="flex-end">
          <Button
            leftSection={<IconPlus />}
            onClick={onNew}
            disabled={busy || loadingItems}
            data-testid="store-new-item"
          >
            {t.newItem}
          </Button>
        </Group>
      )}
      {picks && (
        <DataTable
          testId="store-picks-table"
          data={picks}
          columns={columns}
          getRowId={(p) => String(p.id)}
          searchText={pickSearchText}
          onRowClick={onOpen}
          rowClassName={picking ? (p) => `wh-pick-${rowStatus(expectedOf(p), detectedOf(p))}` : undefined}
          emptyText={t.noPicks}
        />
      )}
    </>
  );
});
