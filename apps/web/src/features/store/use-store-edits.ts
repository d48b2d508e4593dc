/**
 * The store screen's edits of single lines: the modal's quantity (a new supply item, an expected
 * quantity with its pick's lock_version, or a picked quantity as readings) and a row's deletion
 * by the shared `deleteStoreRow` rule. A modal write reports failure so the modal can stay open.
 */
import { useState } from 'react';
import { deleteStoreRow, messages } from '@warehouse/shared';
import { fetchPick, pickKeys, quantitiesOf } from '../../domain/picks';
import type { Pick } from '../../domain/records';
import { api, queryClient, showApiError } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { removeIfPresent, updateStep, type Step } from '../../lib/write-queue';
import { DEFAULT_LOCATION_ID, pickedQuantityWrites } from './rules';
import type { StoreLine } from './store-line';

/** The picked quantity of a pick: its first reading takes it, the others are emptied. */
async function writePicked(pick: Pick, quantity: number): Promise<void> {
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
}

export function useStoreEdits(projectId: number, picks: readonly Pick[], picking: boolean) {
  const [saving, setSaving] = useState(false);
  const reloadPicks = () => queryClient.invalidateQueries({ queryKey: pickKeys.ofProject(projectId) });

  function write(line: StoreLine, quantity: number): Promise<unknown> {
    if (line.mode === 'picked') return writePicked(line.pick, quantity);
    if (line.mode === 'expected')
      return api.update('picks', line.pick.id, { quantity, lock_version: line.pick.lock_version });
    // A new line of an item already in the supply changes that pick.
    const existing = picks.find((p) => p.item_id === line.item?.id);
    return existing
      ? api.update('picks', existing.id, { quantity, lock_version: existing.lock_version })
      : api.create('picks', {
          project_id: projectId,
          location_id: DEFAULT_LOCATION_ID,
          item_id: line.item?.id,
          quantity,
        });
  }

  /** Writes the modal's quantity; true when it is saved (the modal closes), false on an error. */
  async function save(line: StoreLine, quantity: number): Promise<boolean> {
    setSaving(true);
    try {
      await write(line, quantity);
      await reloadPicks();
      return true;
    } catch (error) {
      showApiError(error);
      return false;
    } finally {
      setSaving(false);
    }
  }

  /** The writes of deleting a row after its question (for the write queue), or null for "No". */
  async function removal(pick: Pick): Promise<Step[] | null> {
    const plan = deleteStoreRow({ ...quantitiesOf(pick), project_rows: pick.project_rows }, { picking });
    if (!(await dialogs.confirm(messages[plan.confirm]))) return null;
    const steps: Step[] = [];
    for (const id of plan.deleteReadingIds) steps.push(() => removeIfPresent('project_rows', id));
    if (plan.deletePickId !== null) {
      const pickId = plan.deletePickId;
      steps.push(() => removeIfPresent('picks', pickId));
    }
    for (const id of plan.clearReadingIds) steps.push(updateStep('project_rows', id, { quantity: 0 }));
    steps.push(reloadPicks);
    return steps;
  }

  return { saving, save, removal };
}
