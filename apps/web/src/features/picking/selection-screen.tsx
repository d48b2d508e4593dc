/**
 * /picking/selection: the picking lists (typology LP) in the spec's order, multi-selectable by tap,
 * checkbox or by reading a list's name; 'Gestisci selezione' opens them together.
 */
import { useCallback, useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import { isPickingListFinished, rowClass } from '@warehouse/shared';
import { PageLayout } from '../../lib/layout/page-layout';
import { DataTable } from '../../lib/components/data-table';
import { useSelectionScan } from '../../lib/scan/use-selection-scan';
import { paths } from '../../lib/paths';
import { m } from '../../messages/it';
import { useLiveScreen } from '../../domain/live';
import { findPickingListByName, pickingListsQuery, projectKeys } from '../../domain/projects';
import { IconEye } from '../../lib/components/icons';
import { PickingListModal } from './list-modal';
import { findListByName, pickingListSearchText, sortPickingLists } from './rules';
import type { Project } from '../../domain/records';

const t = m.picking;
const LIVE = { models: ['projects'], reload: [projectKeys.pickingLists] };

export function PickingSelectionScreen() {
  const navigate = useNavigate();
  const lists = useQuery(pickingListsQuery());
  // A list concluded, suspended or created by another operator shows its new state here.
  useLiveScreen(LIVE);
  const rows = useMemo(() => sortPickingLists(lists.data ?? []), [lists.data]);
  const [selection, setSelection] = useState<Record<string, boolean>>({});
  const [shown, setShown] = useState<Project | null>(null);

  const selectedIds = useMemo(
    () => rows.filter((p) => selection[String(p.id)]).map((p) => p.id),
    [rows, selection],
  );

  const toggle = useCallback((project: Project) => {
    setSelection((s) => {
      const key = String(project.id);
      const next = { ...s };
      if (next[key]) delete next[key];
      else next[key] = true;
      return next;
    });
  }, []);

  const columns = useMemo<ColumnDef<Project, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t.columns.number,
        accessorFn: (p) => p.name,
        // A list number is read as one word: never 'LP-2026-' / '0101'.
        cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{row.original.name}</span>,
      },
      { id: 'customer', header: t.columns.customer, accessorFn: (p) => p.customer?.name ?? '' },
      {
        id: 'actions',
        header: t.columns.actions,
        enableSorting: false,
        cell: ({ row }) => (
          <ActionIcon
            variant="subtle"
            size={44}
            aria-label={t.view}
            data-testid="list-view"
            onClick={(e) => {
              e.stopPropagation();
              setShown(row.original);
            }}
          >
            <IconEye />
          </ActionIcon>
        ),
      },
    ],
    [],
  );

  useSelectionScan(
    async (code) => {
      let list: Project | null | undefined = findListByName(rows, code);
      if (!list) {
        // Not among those loaded (created since?): ask the server, then show it too.
        list = await findPickingListByName(code);
        if (list) await lists.refetch();
      }
      if (!list) return { message: t.listNotFound, title: t.searchListTitle };
      const key = String(list.id);
      setSelection((s) => (s[key] ? s : { ...s, [key]: true }));
    },
    { ready: !lists.isPending },
  );

  return (
    <PageLayout title={t.selectionTitle} back={paths.home.href()}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed" data-testid="selected-count" style={{ flex: 1, minWidth: 0 }}>
            {t.selected(selectedIds.length)}
          </Text>
          <Button
            px="sm"
            style={{ flex: 'none' }}
            disabled={selectedIds.length === 0}
            onClick={() => navigate(paths.pickingManagement.href(selectedIds))}
            data-testid="manage-selection"
          >
            {t.manageSelection}
          </Button>
        </Group>
        {lists.isPending ? (
          <Text c="dimmed">{t.loading}</Text>
        ) : (
          <DataTable
            testId="lists-table"
            data={rows}
            columns={columns}
            getRowId={(p) => String(p.id)}
            searchText={pickingListSearchText}
            selection={selection}
            onSelectionChange={setSelection}
            onRowClick={toggle}
            // A concluded list (store set, even partial) looks finished, never like one in progress.
            rowClassName={(p) => `wh-list-${isPickingListFinished(p) ? 'closed' : rowClass(p)}`}
            emptyText={t.noLists}
          />
        )}
      </Stack>
      <PickingListModal project={shown} onClose={() => setShown(null)} />
    </PageLayout>
  );
}
