import type { Executor } from '../db/types';
import type { Action } from '../models/types';

export interface Rule {
  predicate: 'can' | 'cannot';
  action: string;
  model: string;
}

export interface CurrentUser {
  id: number;
  admin: boolean;
  rules: Rule[];
}

/** Loads a user with the rules of all their roles; undefined when the user no longer exists. */
export async function loadCurrentUser(db: Executor, id: number): Promise<CurrentUser | undefined> {
  const user = await db.selectFrom('users').select(['id', 'admin']).where('id', '=', id).executeTakeFirst();
  if (!user) return undefined;
  const rules = await db
    .selectFrom('permissions')
    .innerJoin('user_roles', 'user_roles.role_id', 'permissions.role_id')
    .select(['permissions.predicate', 'permissions.action', 'permissions.model'])
    .where('user_roles.user_id', '=', id)
    .execute();
  return { id: user.id as number, admin: Boolean(user.admin), rules: rules as Rule[] };
}

const matches = (rule: Rule, action: Action, model: string) =>
  (rule.action === 'manage' || rule.action === action) && (rule.model === 'all' || rule.model === model);

/** Admins may do everything; otherwise a matching `can` and no matching `cannot` (deny by default). */
export function can(user: CurrentUser, action: Action, model: string): boolean {
  if (user.admin) return true;
  const relevant = user.rules.filter((rule) => matches(rule, action, model));
  return relevant.some((r) => r.predicate === 'can') && !relevant.some((r) => r.predicate === 'cannot');
}
