import { sql } from 'kysely';
import type { Database, Dialect } from '../types';

/**
 * `users.language` (issue 45): the language the operator reads the handheld and back office in
 * ('it', 'en', 'ro', 'ar'; models/users.ts checks the value). Every existing user reads Italian, as
 * before.
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', dialect === 'postgres' ? 'varchar(8)' : 'text', (col) =>
      col.notNull().defaultTo(sql.lit('it')),
    )
    .execute();
}
