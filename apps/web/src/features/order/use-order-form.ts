/**
 * The order modal's form: its values, and confirm / delete. Editing sends only name and description;
 * a new order sends the order form with its party; deletion asks first. Any failure gives the error
 * sound and dialog and keeps the modal open.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../domain/records';
import { dialogs } from '../../lib/dialogs';
import { feedback } from '../../lib/reader';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { createOrder, deleteOrder, fetchParties, orderKeys, updateOrder } from './api';
import { partyOf, type OrderMode } from './mode';

const t = m.order;

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
      await dialogs.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const confirm = async () => {
    if (!canConfirm) return;
    const name = values.name.trim();
    const { description } = values;
    if (mode === 'edit' && order) return run(() => updateOrder(order.id, { name, description }), t.saved);
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
  return { party, values, set, busy, editable, canConfirm, parties: parties.data ?? [], confirm, remove };
}
