/**
 * The signed-in user: the users record the server answered at login (`User`, with its `roles`),
 * kept by lib/session. `isSupervisor` is the one supervisor check of the app (spec §6: any
 * role named 'supervisore', in any case); the rule itself lives in `@warehouse/shared`, where the
 * server's commands use it too.
 */
import { isAdminOrSupervisor, isSupervisor } from '../lib/shared';
import { getUser, useUser } from '../lib/session';
import type { User } from './records';

export { isAdminOrSupervisor, isSupervisor };
export type { Role, User } from './records';

/** The signed-in user, read once outside React (the session stores the record the login answered). */
export const currentUser = (): User | null => getUser() as User | null;

/** The signed-in user, re-rendering when the session changes. */
export const useCurrentUser = (): User | null => useUser() as User | null;

/** Whether the signed-in user is a supervisor (re-renders when the session changes). */
export function useIsSupervisor(): boolean {
  return isSupervisor(useCurrentUser());
}

/** The current user has a role named 'supervisore' (any case), read once outside React. */
export function currentUserIsSupervisor(): boolean {
  return isSupervisor(currentUser());
}

/**
 * Whether the signed-in user has a supervisor's rights as the server grants them where it lets
 * administrators in too (truck loading, the back office), re-rendering when the session changes.
 */
export function useHasSupervisorRights(): boolean {
  return isAdminOrSupervisor(useCurrentUser());
}
