/**
 * 'Concludi' and 'Esci' on a store supply (both modes): the screen asks the shared rule's question,
 * then sends one server command (`close_store` / `exit_store`) with the supply's lock_version through
 * the command client (domain/commands.ts: the server's question asked, another operator's change or
 * close reloaded and explained); the server runs the same rule, writes the zero-quantity readings and
 * the flags in one transaction.
 */
import { prepareCommand, reloadKeys } from '../../domain/commands';
import { pickKeys } from '../../domain/picks';
import { projectKeys, runStoreCommand, type StoreCommand } from '../../domain/projects';
import type { Project } from '../../domain/records';
import { queryClient } from '../../lib/api';
import type { Command } from '../../lib/command-queue';

/**
 * The closing, ready for the screen's command queue: the command, then `leave` (back to the selection) when the server says
 * the supply is done with. Resolves without leaving after a refusal, a declined question, or a
 * close that changed nothing (the supply stays on screen, reloaded).
 */
export function storeClosing(
  command: StoreCommand,
  supply: Pick<Project, 'id' | 'lock_version'>,
  options: { picking: boolean; confirmed: boolean },
  leave: () => Promise<void>,
): Command {
  const reload = [projectKeys.all, pickKeys.all];
  const prepared = prepareCommand({
    send: (confirmed, key) => runStoreCommand(command, supply, options.picking, confirmed, key),
    confirmed: options.confirmed,
    reload,
  });
  return async () => {
    const outcome = await prepared.run();
    if (outcome.kind !== 'done') return;
    if (!outcome.answer.leave) return void (await reloadKeys(reload));
    // The lists just changed: drop them rather than show the old ones while they reload.
    queryClient.removeQueries({ queryKey: projectKeys.storeLists });
    await reloadKeys(reload);
    await leave();
  };
}
