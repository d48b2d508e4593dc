/** The role that unlocks the supervisor features (packing spec §6). */
export const SUPERVISOR_ROLE = 'supervisore';

export interface UserWithRoles {
  roles?: readonly { name?: string | null }[] | null;
}

/** A user is a supervisor when any of its roles is named 'supervisore', in any case. */
export function isSupervisor(user: UserWithRoles | null | undefined): boolean {
  return (user?.roles ?? []).some((role) => role.name?.toLowerCase() === SUPERVISOR_ROLE);
}

/**
 * Administrators hold every supervisor right the server grants them too: truck loading, the
 * dashboard, the back office's import and export. One rule for the screens and the server.
 */
export function isAdminOrSupervisor(user: (UserWithRoles & { admin?: unknown }) | null | undefined): boolean {
  return Boolean(user?.admin) || isSupervisor(user);
}
