import { createHash } from 'node:crypto';
import type { Database, Dialect } from '../types';

/**
 * Sessions that end (docs/server.md, "Sessions"):
 * - `users.session_generation`: carried in every token; raising it ends every session of the user;
 * - `users.active`: a deactivated user can neither sign in nor keep a session;
 * - `users.atoken_digest`: the automatic-login token is kept as its SHA-256 only (it is a random
 *   secret, so a plain hash suffices), and the clear `atoken` column is emptied.
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('session_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('active', dialect === 'postgres' ? 'boolean' : 'integer', (c) =>
      c.notNull().defaultTo(dialect === 'postgres' ? true : 1),
    )
    .execute();
  await db.schema.alterTable('users').addColumn('atoken_digest', 'varchar(64)').execute();
  await db.schema
    .createIndex('users_atoken_digest_key')
    .on('users')
    .column('atoken_digest')
    .unique()
    .execute();

  const clear = (await db
    .selectFrom('users')
    .select(['id', 'atoken'])
    .where('atoken', 'is not', null)
    .execute()) as {
    id: number;
    atoken: string;
  }[];
  for (const { id, atoken } of clear) {
    await db
      .updateTable('users')
      .set({ atoken_digest: createHash('sha256').update(atoken).digest('hex'), atoken: null })
      .where('id', '=', id)
      .execute();
  }
}
