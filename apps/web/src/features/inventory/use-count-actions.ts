/**
 * 'Concludi', 'Esci/Sospendi' and the back button of a counting screen: the shared rule says
 * whether to ask, the server command applies it (checking the document's lock_version and asking
 * again when it found different counts; the command client asks and explains a refusal), and the
 * screen leaves or stays as the rule says; a document concluded meanwhile is left.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { countActionPlan, messages, type CountAction } from '@warehouse/shared';
import { runCommand } from '../../domain/commands';
import { queryClient, showApiError } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import { outbox } from '../../lib/outbox';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { inventoryKeys, type CountPlace } from './api';
import { closeCount } from './writes';
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
    const outcome = await runCommand({
      send: (yes, key) => closeCount(projectId, place, action, document?.lock_version ?? null, yes, key),
      confirmed,
      // Another operator changed the document or its counts: show the fresh state to act on.
      reload: [inventoryKeys.all],
    });
    if (outcome.kind === 'refused' && outcome.refusal.id === 'already_closed') return void navigate(back);
    if (outcome.kind !== 'done') return;
    const answer = outcome.answer;
    await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
    if (!answer.leave) return void toast(t.nothingToConclude);
    if (action === 'conclude') toast.success(t.concluded);
    else if (answer.changed && answer.document.partial) toast(t.suspended);
    await navigate(back);
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
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
