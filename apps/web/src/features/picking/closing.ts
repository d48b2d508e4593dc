/**
 * 'Concludi' and 'Esci/Sospendi' over the selected lists: the screen asks the shared rule's question,
 * then sends one server command (`conclude_picking` / `suspend_picking`) carrying every list's
 * lock_version, through the command client (domain/commands.ts: the server's question asked, another
 * operator's change reloaded and explained).
 */
import type { PickingListPlan } from '@warehouse/shared';
import { prepareCommand, reloadKeys } from '../../domain/commands';
import { pickKeys } from '../../domain/picks';
import { projectKeys, runPickingCommand, type PickingCommand } from '../../domain/projects';
import type { Project } from '../../domain/records';
import { queryClient } from '../../lib/api';
import type { Command } from '../../lib/command-queue';

/**
 * The closing, ready for the screen's command queue: the command, then `leave` (back to the selection). Resolves without
 * leaving after a refusal (the screen shows fresh data) or a declined question.
 */
export function pickingClosing(
  command: PickingCommand,
  plan: PickingListPlan,
  lists: readonly Pick<Project, 'id' | 'lock_version'>[],
  leave: () => Promise<void>,
): Command {
  const reload = [projectKeys.all, pickKeys.all];
  const prepared = prepareCommand({
    send: (confirmed, key) => runPickingCommand(command, lists, confirmed, key),
    confirmed: plan.confirm !== null,
    reload,
  });
  return async () => {
    const outcome = await prepared.run();
    if (outcome.kind !== 'done') return;
    // The lists just changed: drop them rather than show the old ones while they reload.
    queryClient.removeQueries({ queryKey: projectKeys.pickingLists });
    await reloadKeys(reload);
    await leave();
  };
}
