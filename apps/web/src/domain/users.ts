/** The signed-in user's rights: supervisor or not (packing spec §6), decided in one place. */
import { isSupervisor } from '../lib/shared';
import { getUser } from '../lib/session';

/** The current user has a role named 'supervisore' (any case). */
export function currentUserIsSupervisor(): boolean {
  return isSupervisor(getUser());
}
