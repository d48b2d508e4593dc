/**
 * The store screen's edits of single lines: the modal's quantity (a new supply item, an expected
 * quantity with its pick's lock_version, or a picked quantity) and a row's deletion by the shared
 * `deleteStoreRow` rule. A new item is the server's `add_store_item` command, which merges it into
 * the item's line when the supply has one. A picked quantity goes through the outbox (`store_picked`: kept on the
 * device, sent by itself exactly once); the supply-creation edits need the server at once and
 * report failure so the modal can stay open.
 */
import { useState } from 'react';
import { deleteStoreRow, messages } from '@warehouse/shared';
import { formatQuantity } from '../../domain/format';
import { pickKeys, quantitiesOf, type PicksData } from '../../domain/picks';
import { deletePickReadings, queueStorePicked } from '../../domain/readings';
import type { Pick } from '../../domain/records';
import { api, queryClient, showApiError } from '../../lib/api';

/** The picked quantity of a pick, from the device (its location, else the store's default). */
function queuePickedQuantity(pick: Pick, quantity: number, label: string) {
  queueStorePicked(pick, quantity, pick.location_id ?? DEFAULT_LOCATION_ID, label);
}
import { refusalOf, refusalText } from '../../lib/api/refusal';
import { dialogs } from '../../lib/dialogs';
import { removeIfPresent, updateStep, type Step } from '../../lib/write-queue';
import { DEFAULT_LOCATION_ID } from './rules';
import type { StoreLine } from './store-line';

export function useStoreEdits(projectId: number, picking: boolean) {
  const [saving, setSaving] = useState(false);
  const reloadPicks = () => queryClient.invalidateQueries({ queryKey: pickKeys.ofProject(projectId) });

  function write(line: Exclude<StoreLine, { mode: 'picked' }>, quantity: number): Promise<unknown> {
    if (line.mode === 'expected') {
      // The pick as last loaded (after a conflict: as stored now), not as the modal opened with it.
      const loaded = queryClient.getQueryData<PicksData>(pickKeys.ofProject(projectId));
      const pick = loaded?.picks.find((p) => p.id === line.pick.id) ?? line.pick;
      return api.update('picks', pick.id, { quantity, lock_version: pick.lock_version });
    }
    // One server command: a new line, or the item's line when the supply has it already (another
    // handheld may have added it a moment ago), set to this quantity: never two lines of one item.
    return api.request('POST', `/projects/${projectId}`, {
      query: { do: 'add_store_item' },
      json: { item_id: line.item?.id, quantity, location_id: DEFAULT_LOCATION_ID },
    });
  }

  /** Writes the modal's quantity; true when it is saved (the modal closes), false on an error. */
  async function save(line: StoreLine, quantity: number): Promise<boolean> {
    if (line.mode === 'picked') {
      const { pick } = line;
      const label = `${pick.item?.code ?? ''} = ${formatQuantity(quantity)}`;
      queuePickedQuantity(pick, quantity, label);
      return true;
    }
    setSaving(true);
    try {
      await write(line, quantity);
      await reloadPicks();
      return true;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.id !== 'stale_record') {
        showApiError(error);
        return false;
      }
      // Another operator changed the line: it reloads, the modal keeps what was typed, and the
      // next 'Conferma' sends it on the stored version (it no longer repeats the conflict).
      await reloadPicks();
      void dialogs.warning(refusalText(refusal));
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
    // The pick's readings in one server transaction (`delete_rows`), as every screen's trash does.
    if (plan.deleteReadingIds.length > 0)
      steps.push(() => deletePickReadings(pick.project_id, [pick.id]).then(() => undefined));
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
