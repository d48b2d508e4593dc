import { isAdminOrSupervisor as hasSupervisorRights } from '@warehouse/shared';
import type { Executor } from '../db/types';

/**
 * Whether the user is an admin or a supervisor (a role named 'supervisore', packing spec §6): who
 * loads trucks and who uses the back office's dashboard, import and export.
 */
export async function isAdminOrSupervisor(db: Executor, userId: number | undefined): Promise<boolean> {
  if (userId === undefined) return false;
  const rows = await db
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .leftJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['users.admin', 'roles.name'])
    .where('users.id', '=', userId)
    .execute();
  return hasSupervisorRights({
    admin: rows.some((row) => Boolean(row.admin)),
    roles: rows as { name: string | null }[],
  });
}
