/**
 * The signed-in user's roles. `isSupervisor` is the one supervisor check of the app (spec §6: any
 * role named 'supervisore', in any case); the rule itself lives in `@warehouse/shared`, where the
 * server's commands use it too.
 */
import { isSupervisor } from '../lib/shared';
import { getUser, useUser } from '../lib/session';

export { isSupervisor };

/** Whether the signed-in user is a supervisor (re-renders when the session changes). */
export function useIsSupervisor(): boolean {
  return isSupervisor(useUser());
}

/** The current user has a role named 'supervisore' (any case), read once outside React. */
export function currentUserIsSupervisor(): boolean {
  return isSupervisor(getUser());
}
