import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { join } from 'node:path';
import * as sparse from '../../src/db/migrations/044_sparse_reading_indexes';
import { registerSqliteSearchFunctions } from '../../src/db/sqlite-functions';
import type { Database } from '../../src/db/types';
import { dialects } from './support/harness';
import { ownDatabase, type OwnDatabase } from './support/own-database';

/** Each index of `table` with its definition, as the database reports it. */
async function indexes(db: Database, dialect: string, table: string): Promise<Map<string, string>> {
  const rows =
    dialect === 'sqlite'
      ? (
          await sql<{ name: string; def: string | null }>`select name, sql as def from sqlite_master
            where type = 'index' and tbl_name = ${table}`.execute(db)
        ).rows
      : (
          await sql<{ name: string; def: string }>`select indexname as name, indexdef as def from pg_indexes
            where tablename = ${table} and schemaname = current_schema()`.execute(db)
        ).rows;
  return new Map(rows.map((r) => [r.name, (r.def ?? '').toLowerCase()]));
}

/** The plan of `select * from table where col = … [and …]`, as one text. */
async function planOf(db: Database, dialect: string, table: string, columns: string[]): Promise<string> {
  const where = sql.join(
    columns.map((c, i) => sql`${sql.id(c)} = ${sql.lit(String(i + 1))}`),
    sql` and `,
  );
  if (dialect === 'sqlite') {
    const rows = (
      await sql<{ detail: string }>`explain query plan select * from ${sql.id(table)} where ${where}`.execute(
        db,
      )
    ).rows;
    return rows.map((r) => r.detail).join('\n');
  }
  // An empty table is cheapest to scan: forbid that, so the plan says whether the index can serve.
  return db.connection().execute(async (conn) => {
    await sql`set enable_seqscan = off`.execute(conn);
    try {
      const rows = (
        await sql<{ 'QUERY PLAN': string }>`explain select * from ${sql.id(table)} where ${where}`.execute(
          conn,
        )
      ).rows;
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await sql`reset enable_seqscan`.execute(conn);
    }
  });
}

/**
 * SQLite: the indexes of `project_rows` a statement opens to read, foreign-key checks included (they
 * are programs of their own, so their plan is read from the statement's opcodes).
 */
function readingIndexesOpenedBy(dataDir: string, statements: string[]): string[][] {
  const file = new SQLite(join(dataDir, 'warehouse.sqlite'), { readonly: true });
  try {
    registerSqliteSearchFunctions(file);
    file.pragma('foreign_keys = ON');
    const roots = new Map(
      (
        file.prepare(`select rootpage, name from sqlite_master where tbl_name = 'project_rows'`).all() as {
          rootpage: number;
          name: string;
        }[]
      ).map((r) => [r.rootpage, r.name]),
    );
    return statements.map((statement) => [
      ...new Set(
        (file.prepare(`explain ${statement}`).all() as { opcode: string; p2: number }[])
          .filter((op) => op.opcode === 'OpenRead')
          .map((op) => roots.get(op.p2))
          .filter((name) => name !== undefined),
      ),
    ]);
  } finally {
    file.close();
  }
}

/**
 * Migration 044 on a database of the release before: the readings' indexes on mostly empty columns
 * become partial (a reading without a package, document, serial… writes no page of them), and every
 * lookup by such a column, a foreign key's check of its children included, still finds the index.
 */
describe.each(dialects)('migration 044 on %s', (dialect) => {
  let older: OwnDatabase | undefined;
  afterAll(() => older?.drop());

  it('makes the sparse indexes partial, drops the one a composite index covers, and lookups keep their index', async () => {
    older = await ownDatabase(dialect, '043_auth_generation');
    const { db } = older.handle;
    expect([...(await indexes(db, dialect, 'project_rows')).keys()]).toContain('project_rows_user_id_idx');

    await sparse.up(db);
    // Run again (a start stopped half-way through it): the same result.
    await sparse.up(db);

    for (const [name, { table, columns }] of Object.entries(sparse.SPARSE_INDEXES)) {
      const def = (await indexes(db, dialect, table)).get(name);
      expect(def, name).toBeDefined();
      expect(def, name).toMatch(new RegExp(`where \\(?"?${columns[0]}"? is not null\\)?`));
      expect(await planOf(db, dialect, table, columns), name).toContain(name);
    }
    const rows = await indexes(db, dialect, 'project_rows');
    expect(rows.has('project_rows_user_id_idx')).toBe(false);
    expect(await planOf(db, dialect, 'project_rows', ['user_id'])).toContain(
      'project_rows_user_id_created_at_idx',
    );

    // A deleted parent's readings are found through the partial index, not a scan of every reading.
    if (dialect === 'sqlite') {
      const parents = ['packages', 'serials', 'locations', 'users'];
      expect(
        readingIndexesOpenedBy(
          older.dataDir,
          parents.map((table) => `delete from ${table} where id = 1`),
        ),
      ).toEqual([
        ['project_rows_package_id_idx'],
        ['project_rows_serial_id_idx'],
        ['project_rows_location_id_idx'],
        ['project_rows_user_id_created_at_idx'],
      ]);
    }
  });
});
