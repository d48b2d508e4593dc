import { sql } from 'kysely';
import type { Database, Dialect } from '../types';

/**
 * SQLite: `auth_generation`, one row whose `generation` moves, in the writing transaction itself,
 * with every write that can change what a session is checked against (`loadCurrentUser`,
 * auth/permissions.ts: the user's id, admin flag, session generation and active flag, their roles,
 * those roles' rules). The session's user row is kept while it holds (auth/current-users.ts), so a
 * reading written elsewhere no longer reloads every user; the triggers fire for any connection
 * writing the file (the CLI, another process) and for foreign-key cascades (a role or user deleted).
 * A user's other columns (name, language, password, automatic-login token) move nothing: a changed
 * password raises the session generation, which does.
 *
 * PostgreSQL gets nothing: reading the counter there is a round trip like reading the row itself,
 * so the row is still read on every request (docs/decisions.md, "The session row kept by an auth
 * generation").
 */
export const AUTH_TRIGGERS: Readonly<Record<string, string>> = {
  users_auth_insert: 'after insert on users',
  users_auth_delete: 'after delete on users',
  users_auth_update: `after update of id, admin, session_generation, active on users
    when old.id is not new.id or old.admin is not new.admin
      or old.session_generation is not new.session_generation or old.active is not new.active`,
  user_roles_auth_insert: 'after insert on user_roles',
  user_roles_auth_delete: 'after delete on user_roles',
  user_roles_auth_update: 'after update of user_id, role_id on user_roles',
  permissions_auth_insert: 'after insert on permissions',
  permissions_auth_delete: 'after delete on permissions',
  permissions_auth_update: 'after update of role_id, predicate, action, model on permissions',
};

export async function up(db: Database, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') return;
  // One transaction: a counter without its triggers would let a kept row outlive a change.
  await sql`begin`.execute(db);
  try {
    await sql`create table auth_generation (
      id integer primary key check (id = 1),
      generation integer not null
    )`.execute(db);
    await sql`insert into auth_generation (id, generation) values (1, 0)`.execute(db);
    for (const [name, when] of Object.entries(AUTH_TRIGGERS)) {
      await sql
        .raw(
          `create trigger ${name} ${when} begin
            update auth_generation set generation = generation + 1 where id = 1; end`,
        )
        .execute(db);
    }
    await sql`commit`.execute(db);
  } catch (err) {
    await sql`rollback`.execute(db);
    throw err;
  }
}
