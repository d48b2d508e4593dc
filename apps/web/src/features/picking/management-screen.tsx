/**
 * /picking/management?projectIds=…: the picks of every selected list in one table (one request,
 * sorted once, a barcode → pick index built once), run by the scan engine (lib/scan): a tap or a
 * reading opens the pick modal, the quantity becomes a reading; 'Concludi' and 'Esci/Sospendi'
 * follow the shared picking-list rules. The worked example of docs/web-app.md, "Scan screens".
 *
 * A confirmed quantity goes through the outbox (kept on the device, sent by itself in order,
 * exactly once), counted into its pick while it waits; the open entry is kept on the device too
 * (use-kept-entry.ts). Deletions and closings need the operator there: they are server commands
 * held by the screen's command queue, and wait until the list's readings are through
 * (docs/decisions.md).
 */
import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { concludePickingList, messages, suspendPickingList, type PickingListPlan } from '@warehouse/shared';
import {
  checkPickQuantity,
  expectedOf,
  findPickForCode,
  listsWithPicks,
  pickSeen,
  putPick,
} from '../../domain/picks';
import { type PickingCommand } from '../../domain/projects';
import type { Pick } from '../../domain/records';
import { deletePickReadings } from '../../domain/readings';
import { pickingMover } from '../../domain/reading-moves';
import { newIdempotencyKey } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { PendingWritesAlert } from '../../lib/components/pending-writes-alert';
import { useStableCallback } from '../../lib/hooks/use-stable-callback';
import { ClosingActions, readingsThrough, runClosing } from '../../lib/scan/closing-actions';
import { PageLayout } from '../../lib/layout/page-layout';
import { OutboxStatus } from '../../lib/outbox/outbox-status';
import { paths } from '../../lib/paths';
import { useKeptEntry } from '../../lib/scan/use-kept-entry';
import { isDivisibleUnit } from '../../domain/items';
import { useScanEngine } from '../../lib/scan/use-scan-engine';
import { m } from '../../messages/it';
import { PICKING_OPTIONS } from './options';
import { pickingClosing } from './closing';
import { PickModal } from './pick-modal';
import { ListNames } from './list-names';
import { PicksTable } from './picks-table';
import { parseProjectIds } from './rules';
import { useConcludedLists } from './use-concluded-lists';
import { useConcludedMeanwhile } from './use-concluded-meanwhile';
import { useFinishedNotice } from './use-finished-notice';
import { useListLabel } from './use-list-label';
import { usePickConfirm } from './use-pick-confirm';
import { usePickingData } from './use-picking-data';

const t = m.picking;
const { excessAllowed, prefillRemaining } = PICKING_OPTIONS;

export function PickingManagementScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const idsParam = params.get('projectIds');
  const projectIds = useMemo(() => parseProjectIds(idsParam), [idsParam]);
  const data = usePickingData(projectIds, idsParam ?? '');
  const { picksQuery, lists, picks, byId, key } = data;
  const current = (pick: Pick) => byId.get(pick.id) ?? pick;
  const listOf = useListLabel(lists);
  const concluded = useConcludedLists(projectIds, lists);
  const openPicks = useMemo(() => picks.filter(concluded.isOpen), [picks, concluded]);

  // A list concluded by someone else meanwhile ends the screen's work, saying who and when.
  const fromServer = data.listsQuery.dataUpdatedAt > 0 ? lists : undefined;
  const stopped = useConcludedMeanwhile(
    fromServer,
    useStableCallback(async () => {
      engine.close();
      await navigate(paths.pickingSelection.href());
    }),
  );

  const engine = useScanEngine<Pick>({
    ready: data.ready && !stopped,
    findLine: (code) =>
      concluded.openOnly(data.index && findPickForCode(data.index, byId, code, excessAllowed)),
    unknown: (code) => ({
      title: m.scan.searchItemTitle,
      message: `${m.scan.itemNotFound}<br>${m.scan.codeRead(code)}`,
    }),
    sameItem: (a, b) => a.item_id === b.item_id,
    unit: (pick) => pick.item?.measure_unit?.name ?? '',
    divisible: (pick) => isDivisibleUnit(pick.item?.measure_unit),
    initialQuantity: (pick) => {
      const remaining = expectedOf(pick) - (pick.quantity_detected ?? 0);
      return prefillRemaining && remaining > 0 ? remaining : '';
    },
    // The open item scanned again adds 1, as on packing, inventory and preparation (issue 48).
    repeatScan: 'increment',
    whileOpen: 'replace',
    checkQuantity: (pick, quantity) => checkPickQuantity(current(pick), quantity, excessAllowed),
    seen: pickSeen(current),
  });

  useKeptEntry(`picking/${idsParam ?? ''}`, engine, data.ready, {
    refOf: (pick: Pick) => pick.id,
    lineOf: (id: number) => byId.get(id) ?? null,
  });

  const confirm = usePickConfirm(engine, data.refused, key);

  /** A row's trash follows the readings of its item already confirmed (closing-actions.tsx). */
  const pickReadingsThrough = (pickId: number) =>
    readingsThrough(data.pendingQuantities.has(pickId) ? data.scopes : [], true);

  const remove = useStableCallback(async (pick: Pick) => {
    if (!(await pickReadingsThrough(pick.id))) return;
    if (!(await dialogs.confirm(t.deleteReadings))) return;
    const idempotencyKey = newIdempotencyKey();
    void engine.send(async () => {
      const [fresh] = await deletePickReadings(pick.project_id, [pick.id], { idempotencyKey });
      if (fresh) putPick(key, fresh);
    });
  });
  const open = useStableCallback((pick: Pick) => engine.show(current(pick)));

  /** After the rule's question, one server command over the selected lists. */
  const closing = (command: PickingCommand, plan: PickingListPlan) => {
    const leave = async () => {
      data.forgetKept();
      await navigate(paths.pickingSelection.href());
    };
    const sent = pickingClosing(command, plan, concluded.openLists, leave);
    return { confirm: plan.confirm && messages[plan.confirm], command: sent };
  };
  const state = () => listsWithPicks(concluded.openIds, openPicks);
  // The rule is asked on the picks as the server has them once the readings are through.
  const conclude = () =>
    runClosing(engine, data.scopes, () =>
      closing('conclude_picking', concludePickingList(state(), excessAllowed)),
    );
  const suspend = async () => {
    if (!data.ready) return void navigate(paths.pickingSelection.href());
    await runClosing(engine, data.scopes, () =>
      closing('suspend_picking', suspendPickingList(state(), excessAllowed)),
    );
  };

  const finishedNotice = useFinishedNotice(fromServer, data.scopes);
  if (finishedNotice) return finishedNotice;

  return (
    <PageLayout title={t.managementTitle} back={suspend}>
      <Stack gap="sm">
        <ListNames projectIds={projectIds} lists={lists} />
        {concluded.notice}
        {engine.commands.busy && (
          <Text size="sm" c="blue.8" data-testid="updating">
            {t.updating}
          </Text>
        )}
        <OutboxStatus scope={data.scopes} mover={pickingMover} />
        <PendingWritesAlert writes={engine.commands} />
        {picksQuery.isPending ? (
          <Text c="dimmed">{t.loading}</Text>
        ) : (
          <PicksTable
            picks={openPicks}
            pending={data.pendingQuantities}
            listOf={listOf}
            onOpen={open}
            onDelete={remove}
          />
        )}
        <ClosingActions
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
