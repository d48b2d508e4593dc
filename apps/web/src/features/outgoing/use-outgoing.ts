/**
 * The outgoing screen's state and actions: the reading store fed by the reader (bulk: every part of
 * a tag reading is a tag; barcodes are not goods here), the customers, adding a customer, and Save
 * (every reading moves to the customer's project; on failure nothing is lost and Save can run again).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { feedback, useReadings } from '../../lib/reader';
import { toast, TOAST_MS } from '../../lib/toasts';
import { m } from '../../messages/it';
import { createCustomer, lookupTags, outgoingCustomersQuery, saveDeps } from './api';
import { OutgoingReadingStore } from './reading-store';
import { saveOutgoing } from './save';

const t = m.outgoing;

export const errorText = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join('<br>');
export const reason = (error: unknown) => (error instanceof Error ? error.message : null);

/** One warning for a run of failed look-ups, not one per batch. */
function lookupErrorReporter() {
  let last = 0;
  return (error: unknown) => {
    const now = Date.now();
    if (now - last < TOAST_MS) return;
    last = now;
    feedback.error();
    toast.warning(errorText(t.tagSearchError, reason(error)));
  };
}

export function useOutgoing(routeCustomerId: number | null) {
  const [store] = useState(
    () => new OutgoingReadingStore({ lookup: lookupTags, onLookupError: lookupErrorReporter() }),
  );
  useEffect(() => () => store.dispose(), [store]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [customerId, setCustomerId] = useState<number | null>(routeCustomerId);
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState(false);

  const customers = useQuery({ ...outgoingCustomersQuery(), meta: { silentError: true } });
  useEffect(() => {
    if (customers.error) toast.warning(errorText(t.customersError, reason(customers.error)));
  }, [customers.error]);

  useReadings((reading) => {
    if (reading.kind === 'tag') store.add(reading.tags);
  });

  const addCustomer = async () => {
    const name = (
      await dialogs.prompt(t.newCustomerMessage, { title: t.addCustomer, label: t.newCustomerLabel })
    )?.trim();
    if (!name) return;
    setAdding(true);
    try {
      const created = await createCustomer(name);
      await queryClient.invalidateQueries({ queryKey: outgoingCustomersQuery().queryKey });
      setCustomerId(created.id);
    } catch (error) {
      feedback.error();
      await dialogs.error(errorText(t.headerError, reason(error)));
    } finally {
      setAdding(false);
    }
  };

  const save = async () => {
    const rows = store.rows();
    if (customerId === null || rows.length === 0) return;
    setSaving(true);
    const result = await saveOutgoing(customerId, rows, saveDeps);
    setSaving(false);
    if (result.ok) {
      store.resetAfterSave(rows.map((r) => r.code ?? ''));
      setCustomerId(routeCustomerId);
      toast.success(t.saved);
      return;
    }
    feedback.error();
    await dialogs.error(errorText(result.message, result.detail, t.keptHint));
  };

  return {
    store,
    snapshot,
    customers,
    customerId,
    setCustomerId,
    saving,
    adding,
    addCustomer,
    save,
  };
}
