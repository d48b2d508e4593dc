/**
 * /picking/management?projectIds=…: the picks of every selected list in one table (one request,
 * sorted once, a barcode → pick index built once), run by the scan engine (lib/scan): a tap or a
 * reading opens the pick modal, the quantity becomes a reading; 'Concludi' and 'Esci/Sospendi'
 * follow the shared picking-list rules. The worked example of docs/web-app.md, "Scan screens".
 */
import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { concludePickingList, messages, suspendPickingList, type PickingListPlan } from '@warehouse/shared';
import {
  checkPickQuantity,
  expectedOf,
  findPickForCode,
  listsWithPicks,
  pickKeys,
  picksById,
  picksOfListsQuery,
  refreshPick,
} from '../../domain/picks';
import { projectsByIdsQuery, type PickingCommand } from '../../domain/projects';
import type { Pick } from '../../domain/records';
import { deleteReadings } from '../../domain/readings';
import { dialogs } from '../../lib/dialogs';
import { PendingWritesAlert } from '../../lib/components/pending-writes-alert';
import { useStableCallback } from '../../lib/hooks/use-stable-callback';
import { ScanActions } from '../../lib/kit/scan-actions';
import { PageLayout } from '../../lib/layout/page-layout';
import { paths } from '../../lib/paths';
import { useScanEngine } from '../../lib/scan/use-scan-engine';
import { createStep } from '../../lib/write-queue';
import { m } from '../../messages/it';
import { PICKING_OPTIONS } from './options';
import { pickingClosingStep } from './closing';
import { PickModal } from './pick-modal';
import { ListNames } from './list-names';
import { PicksTable } from './picks-table';
import { parseProjectIds } from './rules';
import { useListLabel } from './use-list-label';

const t = m.picking;
const { excessAllowed, prefillRemaining } = PICKING_OPTIONS;

export function PickingManagementScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const idsParam = params.get('projectIds');
  const projectIds = useMemo(() => parseProjectIds(idsParam), [idsParam]);
  const picksQuery = useQuery(picksOfListsQuery(projectIds));
  const listsQuery = useQuery(projectsByIdsQuery(projectIds));
  const lists = listsQuery.data;
  const picks = useMemo(() => picksQuery.data?.picks ?? [], [picksQuery.data]);
  const byId = useMemo(() => picksById(picks), [picks]);
  const key = pickKeys.ofLists(projectIds);
  const current = (pick: Pick) => byId.get(pick.id) ?? pick;
  const listOf = useListLabel(lists);

  const engine = useScanEngine<Pick>({
    ready: picksQuery.isSuccess && listsQuery.isSuccess,
    findLine: (code) => picksQuery.data && findPickForCode(picksQuery.data.index, byId, code, excessAllowed),
    unknown: (code) => ({
      title: m.scan.searchItemTitle,
      message: `${m.scan.itemNotFound}<br>${m.scan.codeRead(code)}`,
    }),
    sameItem: (a, b) => a.item_id === b.item_id,
    unit: (pick) => pick.item?.measure_unit?.name ?? '',
    initialQuantity: (pick) => {
      const remaining = expectedOf(pick) - (pick.quantity_detected ?? 0);
      return prefillRemaining && remaining > 0 ? remaining : '';
    },
    repeatScan: 'ignore',
    whileOpen: 'replace',
    checkQuantity: (pick, quantity) => checkPickQuantity(current(pick), quantity, excessAllowed),
  });

  const confirm = () => {
    const accepted = engine.submit();
    if (!accepted || accepted.quantity === 0) return;
    const { line: pick, quantity } = accepted;
    const reading = {
      project_id: pick.project_id,
      pick_id: pick.id,
      location_id: pick.location_id ?? pick.item?.location_id ?? null,
      item_id: pick.item_id,
      quantity,
    };
    void engine.writes.run([createStep('project_rows', reading, () => refreshPick(key, pick.id))]);
  };

  const remove = useStableCallback(async (pick: Pick) => {
    if (!(await dialogs.confirm(t.deleteReadings))) return;
    void engine.writes.run([
      async () => {
        const fresh = await refreshPick(key, pick.id);
        await deleteReadings((fresh.project_rows ?? []).map((row) => row.id));
        await refreshPick(key, pick.id);
      },
    ]);
  });
  const open = useStableCallback((pick: Pick) => engine.show(current(pick)));

  /** After the rule's question, one server command over the selected lists. */
  const closing = (command: PickingCommand, plan: PickingListPlan) => {
    const leave = async () => void (await navigate(paths.pickingSelection.href()));
    const step = pickingClosingStep(command, plan, lists ?? [], leave);
    return engine.closing({ confirm: plan.confirm && messages[plan.confirm], steps: [step] });
  };
  const state = () => listsWithPicks(projectIds, picks);
  const conclude = () =>
    engine.ready && void closing('conclude_picking', concludePickingList(state(), excessAllowed));
  const suspend = () => {
    if (!picksQuery.isSuccess) return void navigate(paths.pickingSelection.href());
    if (engine.ready) void closing('suspend_picking', suspendPickingList(state(), excessAllowed));
  };

  return (
    <PageLayout title={t.managementTitle} back={suspend}>
      <Stack gap="sm">
        <ListNames projectIds={projectIds} lists={lists} />
        {engine.writes.busy && (
          <Text size="sm" c="blue.8" data-testid="updating">
            {t.updating}
          </Text>
        )}
        <PendingWritesAlert writes={engine.writes} />
        {picksQuery.isPending ? (
          <Text c="dimmed">{t.loading}</Text>
        ) : (
          <PicksTable picks={picks} listOf={listOf} onOpen={open} onDelete={remove} />
        )}
        <ScanActions
          exitLabel={t.suspend}
          concludeLabel={t.conclude}
          onExit={suspend}
          onConclude={conclude}
          ready={engine.ready}
          testIds={{ exit: 'picking-suspend', conclude: 'picking-conclude' }}
        />
      </Stack>
      <PickModal
        open={engine.open}
        list={engine.open && listOf ? listOf(engine.open.line) : null}
        onQuantity={engine.setQuantity}
        onConfirm={confirm}
        onClose={engine.close}
      />
    </PageLayout>
  );
}
