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

/** Loads a user with the rules of all their roles (one query); undefined when the user no longer exists. */
export async function loadCurrentUser(db: Executor, id: number): Promise<CurrentUser | undefined> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .leftJoin('permissions', 'permissions.role_id', 'user_roles.role_id')
    .select(['users.id', 'users.admin', 'permissions.predicate', 'permissions.action', 'permissions.model'])
    .where('users.id', '=', id)
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  const rules = rows
    .filter((r) => r.predicate !== null)
    .map(({ predicate, action, model }) => ({ predicate, action, model }));
  return { id: first.id as number, admin: Boolean(first.admin), rules: rules as Rule[] };
}

/** A generic action, or a narrower one a model names (`locate` on items: models/types.ts). */
type PermissionAction = Action | (string & {});

const matches = (rule: Rule, action: PermissionAction, model: string) =>
  (rule.action === 'manage' || rule.action === action) && (rule.model === 'all' || rule.model === model);

/** Admins may do everything; otherwise a matching `can` and no matching `cannot` (deny by default). */
export function can(user: CurrentUser, action: PermissionAction, model: string): boolean {
  if (user.admin) return true;
  const relevant = user.rules.filter((rule) => matches(rule, action, model));
  return relevant.some((r) => r.predicate === 'can') && !relevant.some((r) => r.predicate === 'cannot');
}
