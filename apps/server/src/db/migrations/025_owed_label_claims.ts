import { sql } from 'kysely';
import type { Database, Dialect } from '../types';

/**
 * Owed labels being printed (issue 31) get their own columns instead of the reason 'printing':
 * - `owed_labels.taken_at`: when a process took the label to print it (null: not being printed);
 *   a take older than the expiry (actions/owed-labels) was left by a dead process;
 * - `owed_labels.taken_by`: the server process that took it (its instance id, as idempotency
 *   claims name their owner), for the logs and for a process to release only its own takes;
 * - `reason` holds only why the printer did not print ('paper_out', 'no_printer', …) again.
 * A row 024 marked as being printed is carried over: taken when it was marked (its updated_at), by a
 * process no longer known (the one that ran before this upgrade), its reason back to none (the
 * mark had overwritten it), so it is printed again once the take has expired, as before.
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  const postgres = dialect === 'postgres';
  await db.schema
    .alterTable('owed_labels')
    .addColumn('taken_at', postgres ? 'timestamptz' : 'text')
    .execute();
  await db.schema
    .alterTable('owed_labels')
    .addColumn('taken_by', postgres ? 'varchar(255)' : 'text')
    .execute();
  await db
    .updateTable('owed_labels')
    .set({ taken_at: sql.ref('updated_at'), taken_by: null, reason: null })
    .where('reason', '=', 'printing')
    .execute();
}
