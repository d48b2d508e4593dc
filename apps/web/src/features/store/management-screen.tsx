/**
 * /store/management/{id}?picking&revision&locked: the picks of one supply, run by the scan engine
 * (lib/scan) with the store descriptor (store-line.ts). Supply creation adds items ('Nuovo', or a
 * reading) and edits 'Quantità da Prelevare'; supply fulfilment enters 'Quantità Prelevata' by tap
 * or reading. 'Concludi' and 'Esci' send one server command (`close_store` / `exit_store`).
 * `locked=true` shows the supply read-only. A picked quantity goes through the outbox (kept on the
 * device, shown as waiting, sent by itself exactly once); the open entry is kept on the device too.
 */
import { Alert, Stack, Text } from '@mantine/core';
import { isStoreSupplyFinished } from '@warehouse/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { itemsQuery } from '../../domain/items';
import { LiveUpdates } from '../../domain/live-updates';
import { pickKeys } from '../../domain/picks';
import { projectKeys } from '../../domain/projects';
import type { Item, Pick } from '../../domain/records';
import { PendingWritesAlert } from '../../lib/components/pending-writes-alert';
import { useFirstVerdict } from '../../lib/hooks/use-first-verdict';
import { useStableCallback } from '../../lib/hooks/use-stable-callback';
import { ClosingActions, readingsThrough } from '../../lib/scan/closing-actions';
import { PageLayout } from '../../lib/layout/page-layout';
import { OutboxStatus } from '../../lib/outbox/outbox-status';
import { storeMover } from '../../domain/reading-moves';
import { useKeptEntry } from '../../lib/scan/use-kept-entry';
import { useScanEngine } from '../../lib/scan/use-scan-engine';
import { m } from '../../messages/it';
import { ItemModal } from './item-modal';
import { parsePickingFlag } from './rules';
import { StorePicks } from './store-picks';
import { pickLine, storeDescriptor, type StoreLine } from './store-line';
import { useStoreClosing } from './use-store-closing';
import { useStoreData } from './use-store-data';
import { useStoreEdits } from './use-store-edits';
import { useStaleReopen } from './use-stale-reopen';
import { expectedChangedNote, useReplacedNotice } from './use-expected-notices';

const t = m.store;

export function StoreManagementScreen() {
  const projectId = Number(useParams().id);
  const [params] = useSearchParams();
  const picking = parsePickingFlag(params.get('picking'));

  const data = useStoreData(projectId, picking);
  const { project, picks, byId } = data;
  // A supply finished before the screen opened shows read-only, with the reason; decided once, on
  // the server's answer (not the copy kept on the device), so its own 'Concludi' does not lock it.
  const finished = useFirstVerdict(
    project.dataUpdatedAt > 0 && project.data ? isStoreSupplyFinished(project.data, { picking }) : undefined,
  );
  const locked = parsePickingFlag(params.get('locked')) || finished === true;
  const items = useQuery({ ...itemsQuery(), enabled: !picking && !locked });
  const loadingItems = !data.ready || (!picking && !locked && items.isPending);

  const edits = useStoreEdits(projectId, picking);
  const descriptor = storeDescriptor({
    ready: data.ready,
    busy: edits.saving,
    picking,
    locked,
    index: data.index,
    byId,
  });
  const engine = useScanEngine<StoreLine>(descriptor);
  const busy = edits.saving || engine.commands.busy;
  useStaleReopen(engine, { refused: data.refused, byId, picksKey: pickKeys.ofProject(projectId) });
  const replaced = useReplacedNotice(byId);
  // The open line as the dialog opened on it (its version) against the line as it is now.
  const changedNote = expectedChangedNote(engine.loop.getState().open?.line, engine.open?.line);
  useKeptEntry(`store/${projectId}/${picking ? 'picking' : 'supply'}`, engine, data.ready && !locked, {
    refOf: (line: StoreLine) => (line.mode === 'new' ? { item: line.item } : { pickId: line.pick.id }),
    lineOf: (ref: { item?: Item | null; pickId?: number }) => {
      if (ref.pickId === undefined) return { mode: 'new', item: ref.item ?? null };
      const pick = byId.get(ref.pickId);
      return pick ? pickLine(pick, picking) : null;
    },
  });
  const { conclude, exit } = useStoreClosing({
    engine,
    supply: project.data,
    picks,
    picking,
    locked,
    loaded: data.ready,
    scope: data.scope,
    onLeave: data.forgetKept,
  });

  const confirm = async () => {
    const accepted = await engine.loop.submit();
    if (!accepted || !(await edits.save(accepted.line, accepted.quantity, accepted.seen, accepted.opened)))
      return;
    if (accepted.line.mode === 'expected') replaced.decided(accepted.line.pick.id, accepted.quantity);
    engine.close();
  };
  /** Another item in a new line's selector: the line follows it, the typed quantity stays. */
  const chooseItem = (item: Item | null) => {
    const quantity = engine.open?.quantity ?? '';
    engine.show({ mode: 'new', item });
    engine.setQuantity(quantity);
  };
  const open = useStableCallback((pick: Pick) => engine.show(pickLine(pick, picking)));
  const addNew = useStableCallback(() => engine.show({ mode: 'new', item: null }));
  const remove = useStableCallback(async (pick: Pick) => {
    // The trash follows the picked quantities already confirmed (lib/scan/closing-actions.tsx).
    if (!(await readingsThrough([data.scope]))) return;
    await edits.remove(pick, engine.send);
  });

  return (
    <PageLayout title={t.managementTitle(picking, project.data?.name ?? '')} back={exit}>
      <Stack gap="sm">
        <LiveUpdates
          projects={[projectId]}
          reload={[projectKeys.one(projectId)]}
          picks={pickKeys.ofProject(projectId)}
          place="supply"
        />
        {busy && !engine.open && (
          <Text size="sm" c="blue.8" data-testid="updating">
            {t.updating}
          </Text>
        )}
        {finished && (
          <Alert color="orange" data-testid="store-finished">
            {m.rules.projectConcluded(project.data?.name ?? '')}
          </Alert>
        )}
        <OutboxStatus scope={data.scope} mover={storeMover} />
        <PendingWritesAlert writes={engine.commands} />
        <StorePicks
          picks={data.ready ? picks : null}
          picking={picking}
          locked={locked}
          loadingItems={loadingItems}
          busy={busy}
          onNew={addNew}
          onOpen={open}
          onDelete={remove}
        />
        {!locked && (
          <ClosingActions
            exitLabel={t.exit}
            concludeLabel={t.conclude}
            onExit={exit}
            onConclude={conclude}
            ready={engine.ready && !busy}
            testIds={{ exit: 'store-exit', conclude: 'store-conclude' }}
          />
        )}
      </Stack>
      <ItemModal
        open={engine.open}
        items={items.data ?? []}
        busy={busy}
        readOnly={locked}
        changedNote={changedNote}
        onQuantity={engine.setQuantity}
        onItem={chooseItem}
        onConfirm={() => void confirm()}
        onClose={engine.close}
      />
    </PageLayout>
  );
}
