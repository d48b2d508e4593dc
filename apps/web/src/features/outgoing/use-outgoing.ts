/**
 * The outgoing screen's state and actions: the scan engine's bulk-tags mode fed by the reader (every
 * part of a tag reading is a tag; a barcode is answered, not counted), the customers, adding a
 * customer, and Save (use-outgoing-save.ts: every reading moves to the customer's project; on
 * failure nothing is lost and Save can run again; an outage never blocks the screen). What is not
 * saved yet (the tags read, the customer and its name) is kept on the device: a session end or a
 * reload gives it back, with one message, and the customer by name even when the server is away.
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ProjectRow } from '../../domain/records';
import { newIdempotencyKey } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { useKeptState } from '../../lib/keep';
import { feedback } from '../../lib/reader';
import { useBulkTags } from '../../lib/scan/use-bulk-tags';
import { toast, TOAST_MS } from '../../lib/toasts';
import { m } from '../../messages/it';
import { lookupTags, outgoingCustomersQuery } from './api';
import { useAddCustomer } from './add-customer';
import { errorText, reason, sessionEnded } from './errors';
import { movedText } from './moved';
import { isSavePlan, planOutgoingSave, rowDescription, type SavePlan } from './save';
import { useOutgoingSave } from './use-outgoing-save';

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

/** What the screen keeps until it is saved: the tags read and the customer chosen (with its name). */
export interface OutgoingKept {
  customerId: number | null;
  customerName?: string;
  tags: string[];
  /** A save not yet through (its chunks left, with their keys): a reload sends it by itself. */
  save?: SavePlan;
}

const isKept = (value: unknown): value is OutgoingKept => {
  const v = value as OutgoingKept | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.customerId === null || Number.isSafeInteger(v.customerId)) &&
    (v.customerName === undefined || typeof v.customerName === 'string') &&
    Array.isArray(v.tags) &&
    v.tags.every((tag) => typeof tag === 'string') &&
    (v.save === undefined || isSavePlan(v.save))
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
    isEmpty: (v) => v.tags.length === 0 && v.customerId === routeCustomerId && v.save === undefined,
    accept: isKept,
  });
  const customerId = kept.value.customerId;
  const writes = useOutgoingSave();

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

  const nameOf = (id: number | null) => customers.data?.find((c) => c.id === id)?.name;
  const setCustomerId = (id: number | null, name = nameOf(id)) =>
    kept.set((v) => ({ ...v, customerId: id, customerName: name }));
  const addCustomer = useAddCustomer(setCustomerId);

  /**
   * Sends a save, kept on the device until the server has every chunk: a reload (even offline) finds
   * it and sends what is left by itself, with the same keys, the banner saying it waits (issue 48).
   */
  const send = async (plan: SavePlan) => {
    kept.set((v) => ({ ...v, save: plan }));
    const result = await writes.start(plan, (codes, key) => {
      tags.remove(codes);
      kept.set((v) =>
        v.save ? { ...v, save: { ...v.save, chunks: v.save.chunks.filter((c) => c.key !== key) } } : v,
      );
    });
    // Left the screen (or the list thrown away, which clears it): the kept save waits for the next visit.
    if (result.kind !== 'dropped') kept.set((v) => ({ ...v, save: undefined }));
    if (result.kind === 'done') {
      tags.resetAfterSave(plan.chunks.flatMap((c) => c.codes));
      kept.set({ customerId: routeCustomerId, tags: tags.codes() });
      toast.success(t.saved);
    } else if (result.kind === 'moved') {
      // Nothing of this chunk was written: the rows reload, the operator decides again.
      tags.reload();
      feedback.error();
      void dialogs.warning(movedText(result.refusal, result.rows, nameOf));
    } else if (result.kind === 'failed') {
      feedback.error();
      await dialogs.error(errorText(t.detailError, reason(result.error), t.keptHint));
    }
  };

  const save = async () => {
    const rows = tags.rows();
    if (customerId === null || rows.length === 0 || writes.sending) return;
    await send(planOutgoingSave(customerId, rows, newIdempotencyKey));
  };

  // A save kept from an earlier page (a reload during an outage) goes on by itself.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const plan = kept.value.save;
    if (plan && plan.chunks.length > 0) void send(plan);
    else if (plan) kept.set((v) => ({ ...v, save: undefined }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with what the device kept
  }, []);

  const clearList = async () => {
    const count = snapshot.total + snapshot.unknown + snapshot.pending;
    if (count > 0 && !(await dialogs.confirm(t.clearConfirm(count)))) return;
    // A save held by an outage is thrown away with the list: it must not run later behind the
    // operator's back. A part already on its way cannot be recalled: the list stays until it has
    // settled, and the operator is told it may have been saved.
    if (!(await writes.drop())) toast.warning(t.clearedWhileSending);
    tags.clear();
    kept.set((v) => ({ ...v, tags: [], save: undefined }));
  };

  return {
    tags,
    snapshot,
    customers,
    customerId,
    /** The kept name of the customer: shown while the customers cannot be loaded. */
    customerName: kept.value.customerName ?? null,
    setCustomerId,
    saving: writes.sending,
    /** The save waits for the server: how many readings are still to send, and 'Riprova'. */
    waiting: writes.waiting ? writes.left : 0,
    retryNow: writes.retryNow,
    adding: addCustomer.adding,
    addCustomer: addCustomer.add,
    save,
    clearList,
  };
}
