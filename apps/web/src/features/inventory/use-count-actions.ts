/**
 * 'Concludi', 'Esci/Sospendi' and the back button of a counting screen, in the shape of every scan
 * screen's closing (lib/scan/closing-actions.tsx): the counts still on the device go first, the
 * shared rule says whether to ask, the server command applies it through the engine's command queue
 * (checking the document's lock_version and asking again when it found different counts; the
 * command client asks and explains a refusal), and the screen leaves or stays as the rule says; a
 * document concluded meanwhile is left.
 */
import { useNavigate } from 'react-router';
import { countActionPlan, messages, type CountAction } from '@warehouse/shared';
import { prepareCommand } from '../../domain/commands';
import { queryClient } from '../../lib/api';
import type { Command } from '../../lib/command-queue';
import { runClosing } from '../../lib/scan/closing-actions';
import type { ScanEngine } from '../../lib/scan/use-scan-engine';
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
  /** The outbox scope of this place's counts. */
  scope: string;
  engine: Pick<ScanEngine<CountLine>, 'ready' | 'closing'>;
}

export function useCountActions({
  descriptor,
  projectId,
  place,
  back,
  lines,
  document,
  scope,
  engine,
}: ActionInput) {
  const navigate = useNavigate();

  /** The prepared command (its key fixed: sent again by the queue, applied once), then where to go. */
  function command(action: CountAction, confirmed: boolean): Command {
    const prepared = prepareCommand({
      send: (yes, key) => closeCount(projectId, place, action, document?.lock_version ?? null, yes, key),
      confirmed,
      // Another operator changed the document or its counts: show the fresh state to act on.
      reload: [inventoryKeys.all],
    });
    return async () => {
      const outcome = await prepared.run();
      if (outcome.kind === 'refused' && outcome.refusal.id === 'already_closed') return void navigate(back);
      if (outcome.kind !== 'done') return;
      const answer = outcome.answer;
      await queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      if (!answer.leave) return void toast(t.nothingToConclude);
      if (action === 'conclude') toast.success(t.concluded);
      else if (answer.changed && answer.document.partial) toast(t.suspended);
      await navigate(back);
    };
  }

  const run = (action: CountAction) =>
    runClosing(engine, [scope], () => {
      const plan = countActionPlan(
        descriptor.mode,
        action,
        lines.map((l) => ({ id: 0, quantity: l.expected, quantity_detected: shownDetected(l) })),
      );
      if (plan.write === null && !plan.leave)
        return { confirm: null, command: null, nothing: t.nothingToConclude };
      if (plan.write === null) return { confirm: null, command: async () => navigate(back) };
      return {
        confirm: plan.confirm && messages[plan.confirm],
        command: command(action, plan.confirm !== null),
      };
    });

  return { run };
}
