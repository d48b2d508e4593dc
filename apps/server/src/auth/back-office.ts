import { isSupervisor } from '@warehouse/shared';
import type { Executor } from '../db/types';
import type { CurrentUser } from './permissions';

/** The back office (import, export, dashboards) is for administrators and supervisors only. */
export async function mayUseBackOffice(db: Executor, user: CurrentUser | undefined): Promise<boolean> {
  if (!user) return false;
  if (user.admin) return true;
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('roles.name')
    .where('user_roles.user_id', '=', user.id)
    .execute();
  return isSupervisor({ roles: roles as { name: string | null }[] });
}
