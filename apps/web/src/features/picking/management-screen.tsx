/**
 * /picking/management?projectIds=…: the picks of every selected list in one table (one request,
 * sorted once, a barcode → pick index built once), the pick modal opened by a tap or a reading,
 * 'Concludi' and 'Esci/Sospendi' per the shared rules.
 */
import { RowDeleteButton } from '../../lib/components/row-delete-button';
import { PendingWritesAlert } from '../../lib/components/pending-writes-alert';
import { memo, useMemo, useRef, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate, useSearchParams } from 'react-router';
import {
  concludePickingList,
  messages,
  rowStatus,
  suspendPickingList,
  validateSingleTag,
  type PickingListPlan,
} from '@warehouse/shared';
import { PageLayout } from '../../lib/layout/page-layout';
import { queryClient } from '../../lib/api';
import { ItemCell } from '../../lib/components/item-cell';
import { DataTable } from '../../lib/components/data-table';
import { dialogs } from '../../lib/dialogs';
import { getOpenDialogs } from '../../lib/dialogs/dialogs';
import { useReadings } from '../../lib/reader';
import { paths } from '../../lib/paths';
import { m } from '../../messages/it';
import { deleteProjectReadings, deleteReadings } from '../../domain/readings';
import { formatQuantity } from '../../domain/format';
import { projectKeys, projectsByIdsQuery } from '../../domain/projects';
import {
  checkPickQuantity,
  detectedOf,
  expectedOf,
  findPickForCode,
  listsWithPicks,
  pickKeys,
  pickLocationName,
  picksById,
  pickSearchText,
  picksOfListsQuery,
  refreshPick,
} from '../../domain/picks';
import type { Pick } from '../../domain/records';

import { PICKING_OPTIONS } from './options';
import { PickModal } from './pick-modal';
import { parseProjectIds } from './rules';
import { createStep, updateStep, useWriteQueue, type Step } from '../../lib/write-queue';
import { useStableCallback } from '../../lib/hooks/use-stable-callback';

const t = m.picking;

interface PicksTableProps {
  picks: Pick[];
  onOpen: (pick: Pick) => void;
  onDelete: (pick: Pick) => void;
}

/** The table only re-renders when the picks change (not when the modal opens or closes). */
const PicksTable = memo(function PicksTable({ picks, onOpen, onDelete }: PicksTableProps) {
  const columns = useMemo<ColumnDef<Pick, unknown>[]>(
    () => [
      { id: 'location', header: t.columns.location, accessorFn: pickLocationName },
      {
        id: 'code',
        header: t.columns.code,
        accessorFn: (p) => p.item?.code ?? '',
        cell: ({ row }) => <ItemCell item={row.original.item} />,
      },
      {
        id: 'quantity',
        header: t.columns.quantity,
        accessorFn: (p) => detectedOf(p),
        cell: ({ row }) => (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="pick-row-quantity">
            {formatQuantity(detectedOf(row.original))} / {formatQuantity(expectedOf(row.original))}
          </Text>
        ),
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        cell: ({ row }) => (
          <RowDeleteButton
            label={t.deleteReadingsLabel}
            testId="pick-delete"
            onDelete={() => onDelete(row.original)}
          />
        ),
      },
    ],
    [onDelete],
  );
  return (
    <DataTable
      testId="picks-table"
      data={picks}
      columns={columns}
      getRowId={(p) => String(p.id)}
      searchText={pickSearchText}
      onRowClick={onOpen}
      rowClassName={(p) => `wh-pick-${rowStatus(expectedOf(p), detectedOf(p))}`}
      emptyText={t.noPicks}
    />
  );
});

export function PickingManagementScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const projectIdsParam = params.get('projectIds');
  const projectIds = useMemo(() => parseProjectIds(projectIdsParam), [projectIdsParam]);
  const { excessAllowed, prefillRemaining } = PICKING_OPTIONS;

  const picksQuery = useQuery(picksOfListsQuery(projectIds));
  const projectsQuery = useQuery(projectsByIdsQuery(projectIds));
  const picks = useMemo(() => picksQuery.data?.picks ?? [], [picksQuery.data]);
  const byId = useMemo(() => picksById(picks), [picks]);
  const writes = useWriteQueue();

  const [current, setCurrent] = useState<Pick | null>(null);
  const currentRef = useRef<Pick | null>(null);
  currentRef.current = current;

  const open = useStableCallback((pick: Pick) => setCurrent(byId.get(pick.id) ?? pick));

  const confirmQuantity = useStableCallback((pick: Pick, quantity: number) => {
    const check = checkPickQuantity(byId.get(pick.id) ?? pick, quantity, excessAllowed);
    if (!check.ok) {
      void dialogs.warning(check.text, { title: check.title });
      return;
    }
    setCurrent(null);
    if (quantity === 0) return;
    void writes.run([
      createStep(
        'project_rows',
        {
          project_id: pick.project_id,
          pick_id: pick.id,
          location_id: pick.location_id ?? pick.item?.location_id ?? null,
          item_id: pick.item_id,
          quantity,
        },
        () => refreshPick(pickKeys.ofLists(projectIds), pick.id),
      ),
    ]);
  });

  const remove = useStableCallback(async (pick: Pick) => {
    if (!(await dialogs.confirm(t.deleteReadings))) return;
    void writes.run([
      async () => {
        const fresh = await refreshPick(pickKeys.ofLists(projectIds), pick.id);
        await deleteReadings((fresh.project_rows ?? []).map((row) => row.id));
        await refreshPick(pickKeys.ofLists(projectIds), pick.id);
      },
    ]);
  });

  useReadings(async (reading) => {
    // A question or message is open: it must be answered first.
    if (getOpenDialogs().length > 0 || !picksQuery.data) return;
    const single = validateSingleTag(reading);
    if (!single.ok) {
      void dialogs.warning(single.message);
      return;
    }
    const code = single.tag;
    const pick = findPickForCode(picksQuery.data.index, byId, code, excessAllowed);
    if (!pick) {
      void dialogs.warning(`${m.reader.itemNotFound}<br>${m.reader.codeRead(code)}`, {
        title: m.reader.searchItemTitle,
      });
      return;
    }
    const shown = currentRef.current;
    if (shown) {
      if (shown.item_id === pick.item_id) return;
      if (!(await dialogs.confirm(t.replaceItem))) return;
    }
    setCurrent(pick);
  });

  /** Performs a closing plan after its confirmation, then back to the selection. */
  async function perform(plan: PickingListPlan) {
    if (plan.confirm && !(await dialogs.confirm(messages[plan.confirm]))) return;
    const steps: Step[] = [];
    for (const action of plan.actions) {
      if (action.deleteReadings) steps.push(() => deleteProjectReadings(action.projectId));
      steps.push(updateStep('projects', action.projectId, action.flags));
    }
    steps.push(async () => {
      // The lists just changed: drop them rather than show the old ones while they reload.
      queryClient.removeQueries({ queryKey: projectKeys.pickingLists });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: pickKeys.all }),
      ]);
      await navigate(paths.pickingSelection.href());
    });
    await writes.run(steps);
  }

  const ready = picksQuery.isSuccess && !writes.busy && writes.pending === 0;
  const conclude = () => {
    if (ready) void perform(concludePickingList(listsWithPicks(projectIds, picks), excessAllowed));
  };
  const suspend = () => {
    if (!picksQuery.isSuccess) return void navigate(paths.pickingSelection.href());
    if (ready) void perform(suspendPickingList(listsWithPicks(projectIds, picks), excessAllowed));
  };

  const names = (projectsQuery.data ?? []).map((p) => p.name).join(', ');

  return (
    <PageLayout title={t.managementTitle} back={suspend}>
      <Stack gap="sm">
        {names && (
          <Text size="sm" fw={600} data-testid="picking-lists-names" style={{ overflowWrap: 'anywhere' }}>
            {names}
          </Text>
        )}
        {writes.busy && (
          <Text size="sm" c="blue.8" data-testid="updating">
            {t.updating}
          </Text>
        )}
        <PendingWritesAlert writes={writes} />
        {picksQuery.isPending ? (
          <Text c="dimmed">{t.loading}</Text>
        ) : (
          <PicksTable picks={picks} onOpen={open} onDelete={remove} />
        )}
        <Group grow gap="sm" className="wh-sticky-actions">
          <Button
            variant="default"
            size="md"
            onClick={suspend}
            disabled={!ready}
            data-testid="picking-suspend"
          >
            {t.suspend}
          </Button>
          <Button size="md" onClick={conclude} disabled={!ready} data-testid="picking-conclude">
            {t.conclude}
          </Button>
        </Group>
      </Stack>
      <PickModal
        pick={current}
        prefillRemaining={prefillRemaining}
        onConfirm={confirmQuantity}
        onClose={() => setCurrent(null)}
      />
    </PageLayout>
  );
}
