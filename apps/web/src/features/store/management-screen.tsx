/**
 * /store/management/{id}?picking&revision&locked: the picks of one supply. Supply creation adds items
 * ('Nuovo', or a reading) and edits 'Quantità da Prelevare'; supply fulfilment enters 'Quantità
 * Prelevata' by tap or reading. Closing and leaving follow the shared store rules. Readings are
 * ignored while a dialog or modal is open. `locked=true` shows the supply read-only.
 */
import { PendingWritesAlert } from '../../lib/components/pending-writes-alert';
import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  closeStore,
  deleteStoreRow,
  exitStore,
  messages,
  rowStatus,
  validateQuantity,
  validateSingleTag,
} from '@warehouse/shared';
import { PageLayout } from '../../lib/layout/page-layout';
import { api, queryClient, showApiError } from '../../lib/api';
import { DataTable } from '../../lib/components/data-table';
import { dialogs } from '../../lib/dialogs';
import { useReadings } from '../../lib/reader';
import { paths } from '../../lib/paths';
import { m } from '../../messages/it';
import { IconPlus } from '../../lib/components/icons';
import { isWholeUnit, itemsQuery, measureUnitOf } from '../../domain/items';
import {
  detectedOf,
  expectedOf,
  fetchPick,
  findPickForCode,
  pickKeys,
  picksById,
  pickSearchText,
  picksOfProjectQuery,
  quantitiesOf,
} from '../../domain/picks';
import { projectKeys, projectQuery } from '../../domain/projects';
import type { Pick, ProjectRow } from '../../domain/records';
import { resolveScan } from '../../domain/scan';
import { createStep, removeIfPresent, updateStep, useWriteQueue, type Step } from '../../lib/write-queue';
import { ItemModal, type ItemModalState } from './item-modal';
import { storeColumns } from './store-columns';
import { toast } from '../../lib/toasts';
import {
  DEFAULT_LOCATION_ID,
  isValidExpectedQuantity,
  parsePickingFlag,
  pickedQuantityWrites,
  STORE_EXCESS_ALLOWED,
} from './rules';

const t = m.store;

export function StoreManagementScreen() {
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const projectId = Number(idParam);
  const [params] = useSearchParams();
  const picking = parsePickingFlag(params.get('picking'));
  const locked = parsePickingFlag(params.get('locked'));
  const excessAllowed = STORE_EXCESS_ALLOWED;
  const back = paths.storeSelection.href(picking);

  const project = useQuery(projectQuery(projectId));
  const picksQuery = useQuery(picksOfProjectQuery(projectId));
  const items = useQuery({ ...itemsQuery(), enabled: !picking && !locked });
  const picks = useMemo(() => picksQuery.data?.picks ?? [], [picksQuery.data]);
  const index = picksQuery.data?.index ?? new Map<string, number[]>();
  const byId = useMemo(() => picksById(picks), [picks]);
  const writes = useWriteQueue();
  const [saving, setSaving] = useState(false);
  const busy = saving || writes.busy;

  const [modal, setModal] = useState<ItemModalState | null>(null);
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const openModal = (state: ItemModalState | null) => {
    setQuantityError(null);
    setModal(state);
  };

  const reloadPicks = () => queryClient.invalidateQueries({ queryKey: pickKeys.ofProject(projectId) });
  const loadingItems = picksQuery.isPending || (!picking && !locked && items.isPending);

  /** One write from the modal; the modal closes when it succeeds and stays open when it fails. */
  async function save(write: () => Promise<unknown>) {
    setSaving(true);
    try {
      await write();
      await reloadPicks();
      openModal(null);
    } catch (error) {
      showApiError(error);
    } finally {
      setSaving(false);
    }
  }

  function confirmModal(state: ItemModalState, itemId: number | null, quantity: number) {
    const item =
      state.mode === 'new'
        ? ((items.data ?? []).find((i) => i.id === itemId) ?? state.item)
        : state.pick.item;
    const unit = measureUnitOf(item);
    if (isWholeUnit(unit) && !Number.isInteger(quantity)) {
      setQuantityError(m.scan.wholeUnit(unit.toUpperCase()));
      return;
    }
    if (state.mode === 'picked') {
      const check = validateQuantity({
        entered: quantity,
        detected: 0,
        expected: expectedOf(state.pick),
        excessAllowed,
      });
      if (!check.ok) {
        void dialogs.warning(check.text, { title: check.title });
        return;
      }
      const pick = state.pick;
      void save(async () => {
        const fresh = await fetchPick(pick.id);
        const plan = pickedQuantityWrites(fresh.project_rows ?? [], quantity);
        for (const row of plan.update) await api.update('project_rows', row.id, { quantity: row.quantity });
        if (plan.create !== null)
          await api.create('project_rows', {
            project_id: pick.project_id,
            pick_id: pick.id,
            location_id: pick.location_id ?? DEFAULT_LOCATION_ID,
            item_id: pick.item_id,
            quantity: plan.create,
          });
      });
      return;
    }
    if (!isValidExpectedQuantity(quantity)) {
      setQuantityError(t.itemModal.aboveZero);
      return;
    }
    if (state.mode === 'expected') {
      void save(() =>
        api.update('picks', state.pick.id, { quantity, lock_version: state.pick.lock_version }),
      );
      return;
    }
    if (itemId === null) return;
    const existing = picks.find((p) => p.item_id === itemId);
    void save(() =>
      existing
        ? api.update('picks', existing.id, { quantity, lock_version: existing.lock_version })
        : api.create('picks', {
            project_id: projectId,
            location_id: DEFAULT_LOCATION_ID,
            item_id: itemId,
            quantity,
          }),
    );
  }

  const openPick = (pick: Pick) => openModal({ mode: picking ? 'picked' : 'expected', pick });

  useReadings(
    async (reading) => {
      if (!picksQuery.isSuccess || busy) return;
      const single = validateSingleTag(reading);
      if (!single.ok) {
        void dialogs.warning(single.message);
        return;
      }
      const code = single.tag;
      const pick = findPickForCode(index, byId, code, excessAllowed);
      if (pick) {
        openPick(pick);
        return;
      }
      const notFound = () =>
        void dialogs.warning(`${m.reader.itemNotFound}<br>${m.reader.codeRead(code)}`, {
          title: m.reader.searchItemTitle,
        });
      if (picking || locked) return notFound();
      const found = await resolveScan(code, ['item']);
      if (found.kind !== 'item') return notFound();
      openModal({ mode: 'new', item: found.item });
    },
    { ignoreWhileDialogOpen: true },
  );

  async function removeRow(pick: Pick) {
    const plan = deleteStoreRow({ ...quantitiesOf(pick), project_rows: pick.project_rows }, { picking });
    if (!(await dialogs.confirm(messages[plan.confirm]))) return;
    const steps: Step[] = [];
    for (const id of plan.deleteReadingIds) steps.push(() => removeIfPresent('project_rows', id));
    if (plan.deletePickId !== null) {
      const pickId = plan.deletePickId;
      steps.push(() => removeIfPresent('picks', pickId));
    }
    for (const id of plan.clearReadingIds) steps.push(updateStep('project_rows', id, { quantity: 0 }));
    steps.push(reloadPicks);
    await writes.run(steps);
  }

  async function leaveWith(plan: ReturnType<typeof exitStore>) {
    if (plan.confirm && !(await dialogs.confirm(messages[plan.confirm]))) return;
    if (!plan.leave && plan.write === null) return;
    const steps: Step[] = [];
    for (const pickId of plan.zeroQuantityPickIds) {
      const pick = byId.get(pickId);
      if (!pick) continue;
      steps.push(
        createStep<ProjectRow>('project_rows', {
          project_id: pick.project_id,
          pick_id: pick.id,
          location_id: pick.location_id ?? DEFAULT_LOCATION_ID,
          item_id: pick.item_id,
          quantity: 0,
        }),
      );
    }
    if (plan.write) steps.push(updateStep('projects', projectId, plan.write));
    if (plan.leave)
      steps.push(async () => {
        // The lists just changed: drop them rather than show the old ones while they reload.
        queryClient.removeQueries({ queryKey: projectKeys.storeLists });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: projectKeys.all }),
          queryClient.invalidateQueries({ queryKey: pickKeys.all }),
        ]);
        await navigate(back);
      });
    await writes.run(steps);
  }

  const ready = picksQuery.isSuccess && !busy && writes.pending === 0;
  const conclude = () => {
    if (!ready || locked) return;
    const plan = closeStore(picks.map(quantitiesOf), { picking, excessAllowed });
    // Nothing picked yet: the rule stays on the screen; say so rather than ignore the tap.
    if (!plan.leave && plan.write === null) return void toast(m.scan.nothingToConclude);
    void leaveWith(plan);
  };
  const exit = () => {
    if (locked || !picksQuery.isSuccess) return void navigate(back);
    if (ready) void leaveWith(exitStore(picks.map(quantitiesOf), { picking }));
  };

  const columns = useMemo(
    () => storeColumns({ picking, locked, onDelete: (pick) => void removeRow(pick) }),
    // removeRow reads the current picks through its arguments only
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [picking, locked],
  );

  return (
    <PageLayout title={t.managementTitle(picking, project.data?.name ?? '')} back={exit}>
      <Stack gap="sm">
        {loadingItems && (
          <Text c="dimmed" data-testid="loading-items">
            {t.loadingItems}
          </Text>
        )}
        {busy && !modal && (
          <Text size="sm" c="blue.8" data-testid="updating">
            {t.updating}
          </Text>
        )}
        <PendingWritesAlert writes={writes} />
        {!picking && !locked && (
          <Group justify="flex-end">
            <Button
              leftSection={<IconPlus />}
              onClick={() => openModal({ mode: 'new', item: null })}
              disabled={busy || loadingItems}
              data-testid="store-new-item"
            >
              {t.newItem}
            </Button>
          </Group>
        )}
        {picksQuery.isSuccess && (
          <DataTable
            testId="store-picks-table"
            data={picks}
            columns={columns}
            getRowId={(p) => String(p.id)}
            searchText={pickSearchText}
            onRowClick={openPick}
            rowClassName={picking ? (p) => `wh-pick-${rowStatus(expectedOf(p), detectedOf(p))}` : undefined}
            emptyText={t.noPicks}
          />
        )}
        {!locked && (
          <Group grow gap="sm" className="wh-sticky-actions">
            <Button variant="default" size="md" onClick={exit} disabled={!ready} data-testid="store-exit">
              {t.exit}
            </Button>
            <Button size="md" onClick={conclude} disabled={!ready} data-testid="store-conclude">
              {t.conclude}
            </Button>
          </Group>
        )}
      </Stack>
      <ItemModal
        state={modal}
        items={items.data ?? []}
        busy={busy}
        readOnly={locked}
        quantityError={quantityError}
        onConfirm={confirmModal}
        onClose={() => openModal(null)}
      />
    </PageLayout>
  );
}
