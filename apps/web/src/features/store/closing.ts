/**
 * 'Concludi' and 'Esci' on a store supply (both modes): the screen asks the shared rule's question,
 * then sends one server command (`close_store` / `exit_store`) with the supply's lock_version; the
 * server runs the same rule, writes the zero-quantity readings and the flags in one transaction.
 * Another operator changed the supply meanwhile (409 `stale_record`) or closed it (`already_closed`):
 * the supply and its picks reload and the operator is told 'Modifica in conflitto con altro
 * operatore'. The server found a state that needs the question the screen did not ask
 * (`confirmation_required`): it is asked now and the command sent again, confirmed.
 */
import { messages, type ConfirmKey } from '@warehouse/shared';
import { pickKeys } from '../../domain/picks';
import { projectKeys, runStoreCommand, type StoreCommand } from '../../domain/projects';
import type { Project } from '../../domain/records';
import { errorIdOf, newIdempotencyKey, queryClient } from '../../lib/api';
import { dialogs } from '../../lib/dialogs';
import type { Step } from '../../lib/write-queue';
import { m } from '../../messages/it';

async function reloadSupply(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    queryClient.invalidateQueries({ queryKey: pickKeys.all }),
  ]);
}

/**
 * The one step of a closing: the command, then `leave` (back to the selection) when the server says
 * the supply is done with. Resolves without leaving after a conflict, a declined question, or a
 * close that changed nothing (the supply stays on screen, reloaded).
 */
export function storeClosingStep(
  command: StoreCommand,
  supply: Pick<Project, 'id' | 'lock_version'>,
  options: { picking: boolean; confirmed: boolean },
  leave: () => Promise<void>,
): Step {
  const key = newIdempotencyKey();
  return async () => {
    let answer;
    try {
      answer = await runStoreCommand(command, supply, options.picking, options.confirmed, key);
    } catch (error) {
      const id = errorIdOf(error);
      if (id === 'stale_record' || id === 'already_closed') {
        await reloadSupply();
        void dialogs.warning(m.api.conflict);
        return;
      }
      if (id !== 'confirmation_required') throw error;
      const confirm = (error as { body?: { confirm?: ConfirmKey } }).body?.confirm;
      if (confirm && !(await dialogs.confirm(messages[confirm]))) return;
      answer = await runStoreCommand(command, supply, options.picking, true, newIdempotencyKey());
    }
    if (!answer.leave) return void (await reloadSupply());
    // The lists just changed: drop them rather than show the old ones while they reload.
    queryClient.removeQueries({ queryKey: projectKeys.storeLists });
    await reloadSupply();
    await leave();
  };
}
