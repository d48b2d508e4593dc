/**
 * Save: the incoming save sequence (./save) held by the screen's command queue (lib/command-queue).
 * It reads the entry when it runs and resumes from the entry's kept progress, so a retry — the
 * operator's or the queue's own — skips what is done and repeats each write with its key: nothing is written twice, across a
 * reload too. A failure the server may get over (network, 5xx) stays queued; a refusal is told in
 * this screen's words and leaves the entry to correct; a 409 reloads and lets the operator redo.
 */
import { useCallback, useRef } from 'react';
import { queryClient } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { feedback } from '../../lib/reader';
import { toast } from '../../lib/toasts';
import { useCommandQueue } from '../../lib/command-queue';
import { m } from '../../messages/it';
import { pickKeys } from '../../domain/picks';
import { projectKeys } from '../../domain/projects';
import { saveDeps } from './api';
import type { EntryState } from './entry';
import { weightKg } from './entry-rules';
import type { OrderLine } from './order-lines';
import { saveIncoming } from './save';
import type { SaveResult } from './save-types';
import { failureText } from './save-messages';

const t = m.incoming;

/** Thrown to the command queue for a failure worth retrying: the save stays queued. */
class RetryableSave extends Error {}

export function useEntrySave(state: EntryState, lineOf: (itemId: number | null) => OrderLine | undefined) {
  const writes = useCommandQueue();
  // The save is made once per queue state, but runs later (a retry, after the order lines loaded):
  // it reads the latest lines through this ref, never those of the render that made it.
  const linesRef = useRef(lineOf);
  linesRef.current = lineOf;

  const refresh = (orderId: number) => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.openSupplierOrders });
    void queryClient.invalidateQueries({ queryKey: pickKeys.ofOrder(orderId) });
  };

  const failed = async (result: Extract<SaveResult, { status: 'failed' }>, orderId: number) => {
    // A session end is told once, by the sign-in flow; the entry waits on the device.
    if (result.unauthorized) return;
    const text = failureText(result);
    if (!result.refused) throw new RetryableSave(text);
    if (result.conflict) refresh(orderId);
    feedback.error();
    await dialogs.error(text);
  };

  const step = async () => {
    const e = state.current();
    const weight = weightKg(e.weight);
    const line = linesRef.current(e.itemId);
    if (e.locationId === null || e.orderId === null || e.itemId === null || weight === null) return;
    const result = await saveIncoming(
      {
        locationId: e.locationId,
        orderId: e.orderId,
        itemId: e.itemId,
        description: line?.item.description ?? '',
        lot: e.lot.trim(),
        // The label's use-by, else its best-before, goes with the lot (issue 34).
        expiryDate: e.label.expiry ?? e.label.bestBefore,
        weight,
        tag: e.tag.trim(),
        remaining: line ? line.remaining : null,
      },
      saveDeps((message, title) => dialogs.confirm(message, { title })),
      e.progress,
    );
    if (result.status === 'saved') {
      toast.success(t.saved);
      state.reset();
      refresh(e.orderId);
      return;
    }
    state.patch({ progress: result.progress });
    if (result.status === 'failed') await failed(result, e.orderId);
  };

  const save = useCallback(
    () => (writes.pending > 0 ? writes.retry() : writes.run([step])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the step reads the entry when it runs
    [writes],
  );

  return { save, saving: writes.busy, waiting: writes.pending > 0 };
}
