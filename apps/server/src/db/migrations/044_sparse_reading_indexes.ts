import { sql } from 'kysely';
import type { Database } from '../types';

/**
 * Readings' indexes on columns most readings leave empty, made partial (issue 47, a reading's
 * write). A B-tree index holds an entry for every row, NULL included, so every reading inserted
 * wrote a leaf page of each of these indexes: a picking reading has no document, location, serial,
 * package, tag code, SSCC or lot, yet wrote seven pages for them (of 21–27 in its commit, measured on
 * the writes bench by mapping the WAL's frames to their B-trees). With `where … is not null` an
 * empty column costs nothing, and every query that can use the index still does: `col = ?` (a
 * search, a join, a foreign key's check of its children on delete) implies `col is not null`, which
 * SQLite and PostgreSQL both prove (test/integration/migrate-sparse-indexes.test.ts reads their plans).
 *
 * `project_rows_user_id_idx` goes: `project_rows_user_id_created_at_idx` (015) starts with the same
 * column and serves every lookup by user, foreign-key checks included.
 *
 * Each index is dropped and made again under its own name (if exists / if not exists: a migration
 * stopped half-way is run again whole at the next start).
 */
export const SPARSE_INDEXES: Readonly<Record<string, { table: string; columns: string[] }>> = {
  project_rows_document_id_idx: { table: 'project_rows', columns: ['document_id'] },
  project_rows_location_id_idx: { table: 'project_rows', columns: ['location_id'] },
  project_rows_serial_id_idx: { table: 'project_rows', columns: ['serial_id'] },
  project_rows_package_id_idx: { table: 'project_rows', columns: ['package_id'] },
  project_rows_code_idx: { table: 'project_rows', columns: ['code'] },
  project_rows_sscc_index: { table: 'project_rows', columns: ['sscc'] },
  project_rows_lot_item_id_idx: { table: 'project_rows', columns: ['lot', 'item_id'] },
  change_events_document_id_idx: { table: 'change_events', columns: ['document_id'] },
};

export async function up(db: Database): Promise<void> {
  for (const [name, { table, columns }] of Object.entries(SPARSE_INDEXES)) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`create index if not exists ${sql.id(name)} on ${sql.id(table)} (${sql.join(
      columns.map((c) => sql.id(c)),
    )}) where ${sql.id(columns[0]!)} is not null`.execute(db);
  }
  await sql`drop index if exists project_rows_user_id_idx`.execute(db);
}
