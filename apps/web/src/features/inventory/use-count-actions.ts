/**
 * 'Concludi', 'Esci/Sospendi' and the back button of a counting screen: the shared rule says
 * whether to ask, the server command applies it (checking the document's lock_version and asking
 * again when it found different counts), and the screen leaves or stays as the rule says.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { countActionPlan, messages, type CountAction, type MessageKey } from '@warehouse/shared';
import { isApiError, queryClient, showApiError } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { outbox } from '../../lib/outbox';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { closeCount, inventoryKeys, type CountPlace } from './api';
import { shownDetected, type CountLine } from './count-lines';
import type { CountMode } from './count-modes';
import type { InventoryDocument } from './types';

const t = m.inventory;

interface ActionInput {
  descriptor: CountMode;
  projectId: number;
  place: CountPlace;
  back: string;
  lines: CountLine[];
  document: InventoryDocument | null | undefined;
  pending: number;
}

const errorBody = (error: unknown) =>
  (isApiError(error) ? error.body : null) as { id?: string; error?: string; confirm?: MessageKey } | null;

export function useCountActions({
  descriptor,
  projectId,
  place,
  back,
  lines,
  document,
  pending,
}: ActionInput) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function send(action: CountAction, confirmed: boolean): Promise<void> {
    try {
      const answer = await closeCount(projectId, place, action, document?.lock_version ?? null, confirmed);
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      if (!answer.leave) return void toast(t.nothingToConclude);
      if (action === 'conclude') toast.success(t.concluded);
      else if (answer.changed && answer.document.partial) toast(t.suspended);
      await navigate(back);
    } catch (error) {
      const body = errorBody(error);
      if (body?.id === 'confirmation_required' && body.confirm && !confirmed) {
        if (await dialogs.confirm(messages[body.confirm])) await send(action, true);
        return;
      }
      if (body?.id === 'already_closed') {
        await dialogs.warning(body.error ?? m.api.conflict);
        return void navigate(back);
      }
      showApiError(error);
      // Another operator changed the document or its counts: show the fresh state to act on.
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
    }
  }

  async function run(action: CountAction) {
    if (busy) return;
    if (pending > 0) {
      toast.warning(t.waitPending);
      return void outbox.flush();
    }
    const plan = countActionPlan(
      descriptor.mode,
      action,
      lines.map((l) => ({ id: 0, quantity: l.expected, quantity_detected: shownDetected(l) })),
    );
    if (plan.write === null && !plan.leave) return void toast(t.nothingToConclude);
    if (plan.write === null) return void navigate(back);
    if (plan.confirm && !(await dialogs.confirm(messages[plan.confirm]))) return;
    setBusy(true);
    try {
      await send(action, plan.confirm !== null);
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
