import { sql, type RawBuilder } from 'kysely';
import { can as sharedCan, type PermissionRule } from '@warehouse/shared';
import type { Dialect, Executor } from '../db/types';

export type Rule = PermissionRule;

/** What a role may do with a model's records; a model may name narrower ones (models/types.ts). */
export type Action = 'read' | 'create' | 'update' | 'destroy';

export interface CurrentUser {
  id: number;
  admin: boolean;
  rules: Rule[];
  /** Raised to end every session of the user: a token of another generation is refused. */
  generation: number;
  /** False once deactivated: no session, no login. */
  active: boolean;
}

/**
 * Loads a user with the rules of all their roles; undefined when the user no longer exists. Runs on
 * every authenticated request: one row, the rules as one JSON array built by the database, which
 * costs half of a join's one row per permission (44 for an operator) made into objects one by one.
 */
export async function loadCurrentUser(
  db: Executor,
  dialect: Dialect,
  id: number,
): Promise<CurrentUser | undefined> {
  const from = sql`from user_roles ur join permissions p on p.role_id = ur.role_id where ur.user_id = users.id`;
  // PostgreSQL answers the JSON parsed (null for no rule), SQLite as text ('[]' for none).
  const rules: RawBuilder<RuleTuple[] | string | null> =
    dialect === 'postgres'
      ? sql`(select json_agg(json_build_array(p.predicate, p.action, p.model)) ${from})`
      : sql`(select json_group_array(json_array(p.predicate, p.action, p.model)) ${from})`;
  const row = await db
    .selectFrom('users')
    .select(['users.id', 'users.admin', 'users.session_generation', 'users.active', rules.as('rules')])
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const tuples = (typeof row.rules === 'string' ? JSON.parse(row.rules) : (row.rules ?? [])) as RuleTuple[];
  return {
    id: row.id as number,
    admin: Boolean(row.admin),
    generation: Number(row.session_generation),
    active: Boolean(row.active),
    rules: tuples.map(([predicate, action, model]) => ({ predicate, action, model })),
  };
}

type RuleTuple = [Rule['predicate'], string, string];

/** A generic action, or a narrower one a model names (`locate` on items: models/types.ts). */
type PermissionAction = Action | (string & {});

/** The rule the back office shows buttons by (packages/shared/src/rules/permissions.ts). */
export function can(user: CurrentUser, action: PermissionAction, model: string): boolean {
  return sharedCan(user, action, model);
}
