/**
 * 'Concludi' and 'Esci/Sospendi' over the selected lists: the screen asks the shared rule's question,
 * then sends one server command (`conclude_picking` / `suspend_picking`) carrying every list's
 * lock_version. Another operator changed a list meanwhile (409 `stale_record`): the lists and picks
 * reload and the operator is told 'Modifica in conflitto con altro operatore', to redo it. The server
 * found a state that needs the question the screen did not ask (`confirmation_required`): it is asked
 * now and the command sent again, confirmed.
 */
import { messages, type ConfirmKey, type PickingListPlan } from '@warehouse/shared';
import { pickKeys } from '../../domain/picks';
import { projectKeys, runPickingCommand, type PickingCommand } from '../../domain/projects';
import type { Project } from '../../domain/records';
import { errorIdOf, newIdempotencyKey, queryClient } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import type { Step } from '../../lib/write-queue';
import { m } from '../../messages/it';

async function reloadLists(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    queryClient.invalidateQueries({ queryKey: pickKeys.all }),
  ]);
}

/**
 * The one step of a closing: the command, then `leave` (back to the selection). Resolves without
 * leaving after a conflict (the screen shows fresh data) or a declined question.
 */
export function pickingClosingStep(
  command: PickingCommand,
  plan: PickingListPlan,
  lists: readonly Pick<Project, 'id' | 'lock_version'>[],
  leave: () => Promise<void>,
): Step {
  const key = newIdempotencyKey();
  return async () => {
    try {
      await runPickingCommand(command, lists, plan.confirm !== null, key);
    } catch (error) {
      const id = errorIdOf(error);
      if (id === 'stale_record' || id === 'already_closed') {
        await reloadLists();
        void dialogs.warning(m.api.conflict);
        return;
      }
      if (id !== 'confirmation_required') throw error;
      const confirm = (error as { body?: { confirm?: ConfirmKey } }).body?.confirm;
      if (confirm && !(await dialogs.confirm(messages[confirm]))) return;
      await runPickingCommand(command, lists, true, newIdempotencyKey());
    }
    // The lists just changed: drop them rather than show the old ones while they reload.
    queryClient.removeQueries({ queryKey: projectKeys.pickingLists });
    await reloadLists();
    await leave();
  };
}
