/**
 * The outgoing screen's state and actions: the scan engine's bulk-tags mode fed by the reader (every
 * part of a tag reading is a tag; a barcode is answered, not counted), the customers, adding a
 * customer, and Save through the write queue (every reading moves to the customer's project; on
 * failure nothing is lost and Save can run again). What is not saved yet (the tags read and the
 * customer) is kept on the device: a session end or a reload gives it back, with one message.
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ProjectRow } from '../../domain/records';
import { dialogs } from '../../lib/dialogs';
import { useKeptState } from '../../lib/keep';
import { feedback } from '../../lib/reader';
import { useBulkTags } from '../../lib/scan/use-bulk-tags';
import { toast, TOAST_MS } from '../../lib/toasts';
import { useWriteQueue } from '../../lib/write-queue';
import { m } from '../../messages/it';
import { lookupTags, outgoingCustomersQuery, saveDeps } from './api';
import { useAddCustomer } from './add-customer';
import { errorText, reason, sessionEnded } from './errors';
import { outgoingSaveSteps, rowDescription } from './save';

const t = m.outgoing;

/** One warning for a run of failed look-ups, not one per batch. */
function lookupErrorReporter() {
  let last = 0;
  return (error: unknown) => {
    const now = Date.now();
    if (sessionEnded(error) || now - last < TOAST_MS) return;
    last = now;
    feedback.error();
    toast.warning(errorText(t.tagSearchError, reason(error)));
  };
}

/** What the screen keeps until it is saved: the tags read and the customer chosen. */
export interface OutgoingKept {
  customerId: number | null;
  tags: string[];
}

const isKept = (value: unknown): value is OutgoingKept => {
  const v = value as OutgoingKept | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.customerId === null || Number.isSafeInteger(v.customerId)) &&
    Array.isArray(v.tags) &&
    v.tags.every((tag) => typeof tag === 'string')
  );
};

export function useOutgoing(routeCustomerId: number | null) {
  const { tags, snapshot } = useBulkTags<ProjectRow>({
    lookup: lookupTags,
    codeOf: (row) => row.code ?? '',
    groupOf: rowDescription,
    onLookupError: lookupErrorReporter(),
  });
  const initial: OutgoingKept = { customerId: routeCustomerId, tags: [] };
  const kept = useKeptState(`outgoing/${routeCustomerId ?? ''}`, initial, {
    isEmpty: (v) => v.tags.length === 0 && v.customerId === routeCustomerId,
    accept: isKept,
  });
  const customerId = kept.value.customerId;
  const setCustomerId = (id: number | null) => kept.set((v) => ({ ...v, customerId: id }));
  const writes = useWriteQueue();

  // Back from an earlier visit: the tags are looked up again (current rows), said once.
  const restoring = useRef(kept.restored);
  useEffect(() => {
    if (!restoring.current) return;
    restoring.current = false;
    tags.add(kept.value.tags);
    toast(t.restored(kept.value.tags.length));
  }, [tags, kept.value.tags]);
  useEffect(() => {
    if (!restoring.current) kept.set((v) => ({ ...v, tags: tags.codes() }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- kept follows the snapshot only
  }, [snapshot, tags]);

  const customers = useQuery({ ...outgoingCustomersQuery(), meta: { silentError: true } });
  useEffect(() => {
    if (customers.error && !sessionEnded(customers.error))
      toast.warning(errorText(t.customersError, reason(customers.error)));
  }, [customers.error]);

  const addCustomer = useAddCustomer(setCustomerId);

  const save = async () => {
    const rows = tags.rows();
    if (customerId === null || rows.length === 0 || writes.busy) return;
    if (writes.pending > 0) return void (await writes.retry());
    await writes.run(
      outgoingSaveSteps(customerId, rows, saveDeps, {
        saved: (codes) => tags.remove(codes),
        done: () => {
          tags.resetAfterSave(rows.map((r) => r.code ?? ''));
          kept.set({ customerId: routeCustomerId, tags: tags.codes() });
          toast.success(t.saved);
        },
        conflict: () => {
          tags.reload();
          feedback.error();
          void dialogs.warning(m.api.conflict);
        },
        failed: async (error) => {
          feedback.error();
          await dialogs.error(errorText(t.detailError, reason(error), t.keptHint));
        },
      }),
    );
  };

  const clearList = async () => {
    const count = snapshot.total + snapshot.unknown + snapshot.pending;
    if (count > 0 && !(await dialogs.confirm(t.clearConfirm(count)))) return;
    // A save held by an outage is thrown away with the list: it must not run later behind the
    // operator's back. A part already on its way cannot be recalled: the list stays until it has
    // settled, and the operator is told it may have been saved.
    if (!(await writes.cancel())) toast.warning(t.clearedWhileSending);
    tags.clear();
    kept.set((v) => ({ ...v, tags: [] }));
  };

  return {
    tags,
    snapshot,
    customers,
    customerId,
    setCustomerId,
    saving: writes.busy,
    /** A save stopped on a lost connection: Salva runs what is left. */
    unsaved: writes.pending > 0,
    adding: addCustomer.adding,
    addCustomer: addCustomer.add,
    save,
    clearList,
  };
}
