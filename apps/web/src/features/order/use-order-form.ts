/**
 * The order modal's form: its values, and confirm / delete. Editing sends only name and description
 * with the order's lock_version; a new order sends the order form with its party; deletion asks
 * first. The fields are a decision (domain/commands `decide`, issue 41): they go on the version the
 * modal opened with, and another operator's save meanwhile (409 `stale_record`, the order as stored
 * and who saved it) asks 'Marco Operatore ha impostato LP-7 — urgente alle 10:42: sostituire con
 * …?'. Yes: saved on the stored version; no: nothing written, what is stored now shows beside the
 * fields, what was typed stays, and the next 'Conferma' is a new decision on the stored version.
 * Any other failure gives the error sound and dialog and keeps the modal open.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../domain/records';
import { decide } from '../../domain/commands';
import { setMeanwhileNote, useLiveScreen } from '../../domain/live';
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

/** An order's fields as a decision names them ('LP-7 — urgente'). */
const orderFigure = (order: Pick<Project, 'name' | 'description'>) =>
  `${order.name ?? ''}${order.description ? ` — ${order.description}` : ''}`;

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
  // Editing: the order is a place the operator works on (presence names who saves it meanwhile).
  useLiveScreen({ projects: mode === 'edit' && order ? [order.id] : [], reload: [orderKeys.lists] });
  const partiesOf = party === 'customer' ? 'customers' : 'suppliers';
  const parties = useQuery({
    queryKey: orderKeys.parties(partiesOf),
    queryFn: () => fetchParties(partiesOf),
    enabled: mode === 'new',
  });
  // Required: Id Ordine (the id, field 0, is not). Confirm needs them filled and an editable mode.
  const canConfirm = editable && values.name.trim() !== '' && !busy;

  /** `write` answers false when nothing was written on purpose (a replacement declined). */
  async function run(write: () => Promise<unknown>, success: string) {
    setBusy(true);
    try {
      if ((await write()) === false) return;
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

  /** The order's fields on the version the form edits; false when the operator keeps the stored ones. */
  async function decideOrder(on: Project, mine: { name: string; description: string }) {
    const outcome = await decide<Project>({
      version: on.lock_version ?? undefined,
      send: (version) => updateOrder({ id: on.id, lock_version: version }, mine),
      figure: orderFigure,
      mine: orderFigure(mine),
      storedOf: (current) => (isProject(current) ? current : undefined),
    });
    if (outcome.kind === 'done') return true;
    if (outcome.stored) {
      setBase(outcome.stored);
      setStored(outcome.stored);
    }
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    return false;
  }

  const confirm = async () => {
    if (!canConfirm) return;
    const name = values.name.trim();
    const { description } = values;
    if (mode === 'edit' && base) return run(() => decideOrder(base, { name, description }), t.saved);
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
    /** Another operator's save since the modal opened (live): the figure and who, never swapped in. */
    changedNote:
      mode === 'edit' && order && base && !stored && order.lock_version !== base.lock_version
        ? setMeanwhileNote('projects', order.id, orderFigure(base), orderFigure(order))
        : null,
    /** What another operator stored meanwhile (after a conflict), shown beside the fields. */
    storedNote: stored ? t.storedNow(stored.name ?? '', stored.description ?? '') : null,
  };
}
