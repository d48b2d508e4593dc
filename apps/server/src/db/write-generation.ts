import { sql } from 'kysely';
import type { Database, Dialect } from './types';

/**
 * A value that changes whenever the database's content may have changed, read in one tiny
 * statement: answers computed under one generation may be reused while it stays the same.
 *
 * SQLite: the server's one connection counts every row it has inserted, updated or deleted
 * (`total_changes()`, triggers and cascades included, rolled-back writes too: that only costs a
 * recomputation), and `data_version` moves when any other connection or process commits. A read
 * waits for the connection while a write transaction holds it, so the value is read between
 * writes, never inside one.
 *
 * PostgreSQL: undefined (no reuse). Several processes write, and no cheap value moves exactly
 * when a commit becomes visible; every answer is computed.
 */
export async function writeGeneration(db: Database, dialect: Dialect): Promise<string | undefined> {
  if (dialect !== 'sqlite') return undefined;
  const { rows } = await sql<{ changes: number; version: number }>`
    select total_changes() as changes, data_version as version from pragma_data_version`.execute(db);
  const row = rows[0];
  return row ? `${row.changes}.${row.version}` : undefined;
}
