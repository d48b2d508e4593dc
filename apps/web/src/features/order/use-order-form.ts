/**
 * The order modal's form: its values, and confirm / delete. Editing sends only name and description
 * with the order's lock_version; a new order sends the order form with its party; deletion asks
 * first. Another operator saved the order meanwhile (409 `stale_record`): the operator is told who
 * and when, what is stored now shows beside the fields, what they typed stays, and 'Conferma' sends
 * it again on the stored version (a new decision, never a silent overwrite). Any other failure gives
 * the error sound and dialog and keeps the modal open.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../domain/records';
import { queryClient } from '../../lib/api';
import { refusalOf, refusalText } from '../../lib/api/refusal';
import { dialogs } from '../../lib/dialogs';
import { feedback } from '../../lib/reader';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { createOrder, deleteOrder, fetchParties, orderKeys, updateOrder } from './api';
import { partyOf, type OrderMode } from './mode';

const t = m.order;

const isProject = (value: unknown): value is Project =>
  typeof value === 'object' && value !== null && typeof (value as Project).id === 'number';

export type OrderModalMode = 'show' | 'edit' | 'new';

export interface OrderValues {
  name: string;
  description: string;
  partyId: string | null;
}

export function useOrderForm(
  mode: OrderModalMode,
  orderMode: OrderMode,
  order: Project | null,
  done: () => void,
) {
  const party = partyOf(orderMode);
  const [values, setValues] = useState<OrderValues>(() => ({
    name: order?.name ?? '',
    description: order?.description ?? '',
    partyId: null,
  }));
  const [busy, setBusy] = useState(false);
  // The version the form edits: the order as opened, or as stored after a conflict.
  const [base, setBase] = useState<Project | null>(order);
  const [stored, setStored] = useState<Project | null>(null);
  const editable = mode !== 'show';
  const partiesOf = party === 'customer' ? 'customers' : 'suppliers';
  const parties = useQuery({
    queryKey: orderKeys.parties(partiesOf),
    queryFn: () => fetchParties(partiesOf),
    enabled: mode === 'new',
  });
  // Required: Id Ordine (the id, field 0, is not). Confirm needs them filled and an editable mode.
  const canConfirm = editable && values.name.trim() !== '' && !busy;

  async function run(write: () => Promise<unknown>, success: string) {
    setBusy(true);
    try {
      await write();
      toast.success(success);
      done();
    } catch (error) {
      feedback.error();
      const refusal = refusalOf(error);
      if (refusal?.id === 'stale_record' && isProject(refusal.current)) {
        setBase(refusal.current);
        setStored(refusal.current);
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        return void (await dialogs.warning(refusalText(refusal)));
      }
      await dialogs.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const confirm = async () => {
    if (!canConfirm) return;
    const name = values.name.trim();
    const { description } = values;
    if (mode === 'edit' && base) return run(() => updateOrder(base, { name, description }), t.saved);
    const partyId = values.partyId ? Number(values.partyId) : null;
    return run(
      () =>
        createOrder(orderMode, {
          name,
          description,
          customer_id: party === 'customer' ? partyId : null,
          supplier_id: party === 'supplier' ? partyId : null,
        }),
      t.saved,
    );
  };

  const remove = async () => {
    if (!order || !(await dialogs.confirm(t.deleteConfirm))) return;
    await run(() => deleteOrder(order.id), t.deleted);
  };

  const set = (patch: Partial<OrderValues>) => setValues((v) => ({ ...v, ...patch }));
  return {
    party,
    values,
    set,
    busy,
    editable,
    canConfirm,
    parties: parties.data ?? [],
    confirm,
    remove,
    /** What another operator stored meanwhile (after a conflict), shown beside the fields. */
    storedNote: stored ? t.storedNow(stored.name ?? '', stored.description ?? '') : null,
  };
}
