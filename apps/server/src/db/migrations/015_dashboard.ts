import { sql } from 'kysely';
import type { Database, Dialect } from '../types';

/**
 * The back-office dashboard (docs/dashboard.md):
 * - `packages.closed_at`: when a package was closed ('Chiudi Collo'), so "closed today" does not
 *   move with later writes (loading on a truck changes `updated_at`). Packages already closed get
 *   their last change as the best guess;
 * - an index on `project_rows (user_id, created_at)`: readings per hour per operator are counted
 *   as index ranges, one per operator and hour.
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('packages')
    .addColumn('closed_at', dialect === 'postgres' ? 'timestamptz' : 'text')
    .execute();
  await db
    .updateTable('packages')
    .set({ closed_at: sql.ref('updated_at') })
    .where('closed', '=', dialect === 'postgres' ? sql.lit(true) : sql.lit(1))
    .execute();
  await db.schema.createIndex('packages_closed_at_idx').on('packages').column('closed_at').execute();
  await db.schema
    .createIndex('project_rows_user_id_created_at_idx')
    .on('project_rows')
    .columns(['user_id', 'created_at'])
    .execute();
}
