/**
 * Save: the weight question, then the one `receive_goods` command (./save) held by the screen's
 * command queue (lib/command-queue). Its Idempotency-Key is fixed when Save is pressed and kept with
 * the entry until the server has answered, so every retry of that decision — the queue's own after a
 * network failure, the operator's Save, a Save after a reload — is answered from the server's record:
 * nothing is written twice. A refusal is told in this screen's words and leaves the entry to
 * correct; its key is spent (the server keeps that answer), so the next Save is a new decision.
 */
import { useCallback, useRef } from 'react';
import { newIdempotencyKey, queryClient } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { feedback } from '../../lib/reader';
import { toast } from '../../lib/toasts';
import { useCommandQueue } from '../../lib/command-queue';
import { m } from '../../messages/it';
import { pickKeys } from '../../domain/picks';
import { projectKeys } from '../../domain/projects';
import { receiveGoods } from './api';
import type { Entry, EntryState } from './entry';
import { weightKg } from './entry-rules';
import type { OrderLine } from './order-lines';
import { fingerprint, needsWeightConfirm, prepareSave } from './save';
import type { IncomingInput } from './save-types';
import { failureText } from './save-messages';

const t = m.incoming;

/** Thrown to the command queue for a failure worth retrying: the save stays queued, same key. */
class RetryableSave extends Error {}

function inputOf(e: Entry, line: OrderLine | undefined): IncomingInput | null {
  const weight = weightKg(e.weight);
  if (e.locationId === null || e.orderId === null || e.itemId === null || weight === null) return null;
  return {
    locationId: e.locationId,
    orderId: e.orderId,
    itemId: e.itemId,
    description: line?.item.description ?? '',
    lot: e.lot.trim(),
    // The label's use-by, else its best-before, goes with the lot (issue 34).
    expiryDate: e.label.expiry ?? e.label.bestBefore,
    // The supplier's SSCC, so the trace can go back to the pallet or parcel it came in (issue 44).
    ...(e.label.sscc ? { sscc: e.label.sscc } : {}),
    weight,
    tag: e.tag.trim(),
    remaining: line ? line.remaining : null,
  };
}

export function useEntrySave(state: EntryState, lineOf: (itemId: number | null) => OrderLine | undefined) {
  const writes = useCommandQueue();
  // The save is made with the latest lines, never those of the render that made the callback.
  const linesRef = useRef(lineOf);
  linesRef.current = lineOf;

  const save = useCallback(async () => {
    if (writes.pending > 0) {
      // The held save is still the entry on screen: the same decision, sent again with its key.
      if (state.current().saveKey !== null) return writes.retry();
      // The entry changed since: the held save is dropped, this one is a new decision.
      await writes.cancel();
    }
    const e = state.current();
    const input = inputOf(e, linesRef.current(e.itemId));
    if (!input) return false;
    if (
      needsWeightConfirm(input) &&
      !(await dialogs.confirm(t.weightAboveExpected, { title: t.weightTitle }))
    )
      return false;
    const print = fingerprint(input);
    const kept = state.current().saveKey;
    const saveKey = kept?.fingerprint === print ? kept : { fingerprint: print, key: newIdempotencyKey() };
    state.patch({ saveKey });
    const reload = [projectKeys.openSupplierOrders, pickKeys.ofOrder(input.orderId)];
    const prepared = prepareSave(input, { receive: receiveGoods, reload, key: saveKey.key });
    const spent = () => {
      if (state.current().saveKey?.key === saveKey.key) state.patch({ saveKey: null });
    };
    return writes.run([
      async () => {
        const result = await prepared.run();
        if (result.status === 'saved') {
          toast.success(t.saved);
          state.reset();
          for (const queryKey of reload) void queryClient.invalidateQueries({ queryKey });
          return;
        }
        // A session end is told once, by the sign-in flow; the entry and its key wait on the device.
        if (result.status === 'unauthorized') return;
        if (result.status === 'failed' && !result.refused) throw new RetryableSave(failureText(result));
        // Declined, refused for another operator's change (told by the command client), or refused.
        spent();
        if (result.status !== 'failed') return;
        feedback.error();
        await dialogs.error(failureText(result));
      },
    ]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the entry is read when Save is pressed
  }, [writes]);

  return { save, saving: writes.busy, waiting: writes.pending > 0 };
}
