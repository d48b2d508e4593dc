/**
 * The store screen's edits of single lines: the modal's quantity (a new supply item, an expected
 * quantity with its pick's lock_version, or a picked quantity) and a row's deletion by the shared
 * `deleteStoreRow` rule. A new item is the server's `add_store_item` command, which merges it into
 * the item's line when the supply has one. A picked quantity goes through the outbox (`store_picked`:
 * kept on the device, sent by itself exactly once), and so does store picking's trash (the picked
 * quantity set to 0, which empties the pick's readings); the supply-creation edits need the server at
 * once and report failure so the modal can stay open; its trash is one held command.
 */
import { useState } from 'react';
import { deleteStoreRow, messages } from '@warehouse/shared';
import { formatQuantity } from '../../domain/format';
import { decide } from '../../domain/commands';
import { deletePick, detectedOf, expectedOf, pickKeys, quantitiesOf } from '../../domain/picks';
import { deletePickReadings, queueStorePicked } from '../../domain/readings';
import type { Pick } from '../../domain/records';
import { api, newIdempotencyKey, queryClient, showApiError } from '../../lib/api';
import { refusalOf, refusalText } from '../../lib/api/refusal';
import type { Command } from '../../lib/command-queue';
import { dialogs } from '../../lib/dialogs';
import { DEFAULT_LOCATION_ID } from './rules';
import type { StoreLine } from './store-line';

/**
 * The picked quantity of a pick, from the device (its location, else the store's default), with the
 * picked quantity the operator decided on: another operator's stored meanwhile refuses it.
 */
function queuePickedQuantity(pick: Pick, quantity: number, seen: number) {
  const label = `${pick.item?.code ?? ''} = ${formatQuantity(quantity)}`;
  queueStorePicked(pick, quantity, pick.location_id ?? DEFAULT_LOCATION_ID, label, seen);
}

export function useStoreEdits(projectId: number, picking: boolean) {
  const [saving, setSaving] = useState(false);
  const reloadPicks = () => queryClient.invalidateQueries({ queryKey: pickKeys.ofProject(projectId) });

  /**
   * 'Quantità da Prelevare' is a decision (domain/commands `decide`): it goes on the version the
   * modal opened with, so a figure another operator set meanwhile is asked about, naming them,
   * never overwritten silently by a version a live update brought in. True once written.
   */
  async function decideExpected(pick: Pick, opened: Pick, quantity: number): Promise<boolean> {
    const outcome = await decide<Pick>({
      version: opened.lock_version ?? undefined,
      send: (version) => api.update('picks', pick.id, { quantity, lock_version: version }),
      figure: (stored) => formatQuantity(expectedOf(stored)),
      mine: formatQuantity(quantity),
    });
    return outcome.kind === 'done';
  }

  function add(line: Extract<StoreLine, { mode: 'new' }>, quantity: number): Promise<unknown> {
    // One server command: a new line, or the item's line when the supply has it already (another
    // handheld may have added it a moment ago), set to this quantity: never two lines of one item.
    return api.request('POST', `/projects/${projectId}`, {
      query: { do: 'add_store_item' },
      json: { item_id: line.item?.id, quantity, location_id: DEFAULT_LOCATION_ID },
    });
  }

  /**
   * Writes the modal's quantity; true when it is saved (the modal closes), false on an error or a
   * replacement declined (the modal stays). `seen`: the picked quantity the dialog showed when the
   * operator confirmed (the scan engine's); `opened`: the line as the modal opened on it.
   */
  async function save(
    line: StoreLine,
    quantity: number,
    seen?: number,
    opened?: StoreLine,
  ): Promise<boolean> {
    if (line.mode === 'picked') {
      queuePickedQuantity(line.pick, quantity, seen ?? detectedOf(line.pick));
      return true;
    }
    setSaving(true);
    try {
      const saved =
        line.mode === 'expected'
          ? await decideExpected(line.pick, opened?.mode === 'expected' ? opened.pick : line.pick, quantity)
          : (await add(line, quantity), true);
      await reloadPicks();
      return saved;
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

  /**
   * Deletes a row after its question ("No" leaves it): store picking empties the pick (its picked
   * quantity set to 0, through the outbox like any picked quantity); supply creation deletes the pick
   * with its readings as one held command (`send`: the engine's command queue), safe to send again.
   */
  async function remove(pick: Pick, send: (command: Command) => Promise<unknown>): Promise<void> {
    const plan = deleteStoreRow({ ...quantitiesOf(pick), project_rows: pick.project_rows }, { picking });
    if (!(await dialogs.confirm(messages[plan.confirm]))) return;
    if (plan.clearReadingIds.length > 0) queuePickedQuantity(pick, 0, detectedOf(pick));
    const pickId = plan.deletePickId;
    if (pickId === null) return;
    const idempotencyKey = newIdempotencyKey();
    await send(async () => {
      // The pick's readings in one server transaction (`delete_rows`), as every screen's trash does.
      if (plan.deleteReadingIds.length > 0)
        await deletePickReadings(pick.project_id, [pickId], { idempotencyKey });
      await deletePick(pickId);
      await reloadPicks();
    });
  }

  return { saving, save, remove };
}
