import { sql } from 'kysely';
import type { Database, Dialect } from '../types';
import { SQLITE_LOWER } from '../sqlite-functions';
import {
  UNIQUE_CODES,
  rebuildSqlite,
  renameRepeatedCodes,
  resolveRepeatedBarcodes,
  restrictPostgres,
  type Report,
} from './020_integrity';

/**
 * The rest of issue 30's database rules (docs/decisions.md, "Who did what, and codes in any
 * alphabet"):
 *
 * 1. Who wrote a reading, a pick or a print job, the package a reading went into and the template
 *    a job printed are kept: those references become ON DELETE RESTRICT instead of SET NULL, so
 *    deleting such a user, package or template is refused with `in_use` (a user leaving is
 *    deactivated instead). Nothing stored changes.
 * 2. Codes compare alike on both databases: SQLite's lower() folds ASCII only ('CITTÀ' ≠ 'città'),
 *    PostgreSQL's folds every letter. On SQLite the unique code indexes and the barcode keys of
 *    migration 020 are built again on `unicode_lower` (JavaScript's toLowerCase, registered on every
 *    connection, db/sqlite-functions.ts), after the copies that only differ by accented capitals are
 *    renamed with the `-DUP<id>` suffix (reported). PostgreSQL gets a `unicode_lower` too (its own
 *    lower, inlined), so the server's SQL names one function on both.
 */
const RESTRICT: Readonly<Record<string, readonly string[]>> = {
  picks: ['user_id'],
  project_rows: ['package_id', 'user_id'],
  print_jobs: ['print_template_id', 'user_id'],
};

const TRIGGERS = [
  'items_barcode_insert',
  'items_barcode_update',
  'additional_barcodes_insert',
  'additional_barcodes_update',
];

const consoleReport: Report = (line) => console.warn(`023_who_did_what: ${line}`);

export async function up(db: Database, dialect: Dialect, report: Report = consoleReport): Promise<void> {
  if (dialect === 'postgres') {
    for (const [table, columns] of Object.entries(RESTRICT)) await restrictPostgres(db, table, columns);
    await sql`create function unicode_lower(text) returns text language sql immutable strict parallel safe
      as 'select lower($1)'`.execute(db);
    return;
  }
  // As 020: tables are rebuilt with foreign keys off, which only takes effect outside a transaction.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      for (const [table, columns] of Object.entries(RESTRICT)) await rebuildSqlite(db, table, columns);
      await unicodeCodesSqlite(db, report);
      await sql`commit`.execute(db);
    } catch (err) {
      await sql`rollback`.execute(db);
      throw err;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function unicodeCodesSqlite(db: Database, report: Report) {
  const lower = SQLITE_LOWER;
  for (const [table, column] of UNIQUE_CODES) {
    await sql.raw(`drop index ${table}_${column}_key`).execute(db);
    await renameRepeatedCodes(db, table, column, report, lower);
    await sql
      .raw(
        `create unique index ${table}_${column}_key on ${table} (${lower}(trim(${column}))) where trim(${column}) <> ''`,
      )
      .execute(db);
  }
  // The keys are made again from scratch: the old triggers go first, or renaming a barcode below
  // would put its ASCII-folded key back.
  for (const trigger of TRIGGERS) await sql.raw(`drop trigger ${trigger}`).execute(db);
  await sql`delete from item_barcodes`.execute(db);
  await resolveRepeatedBarcodes(db, report, lower);
  await sql
    .raw(
      `insert into item_barcodes (code_key, item_id)
        select ${lower}(trim(barcode)), id from items where trim(barcode) <> ''`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into item_barcodes (code_key, item_id, additional_barcode_id)
        select ${lower}(trim(code)), item_id, id from additional_barcodes where trim(code) <> ''`,
    )
    .execute(db);
  const ownBarcode = `delete from item_barcodes where item_id = old.id and additional_barcode_id is null`;
  const additional = `delete from item_barcodes where additional_barcode_id = old.id`;
  const insertOwn = `insert into item_barcodes (code_key, item_id) select ${lower}(trim(new.barcode)), new.id`;
  const insertAdditional = `insert into item_barcodes (code_key, item_id, additional_barcode_id)
    select ${lower}(trim(new.code)), new.item_id, new.id`;
  const statements = [
    `create trigger items_barcode_insert after insert on items begin
      ${insertOwn} where trim(new.barcode) <> ''; end`,
    `create trigger items_barcode_update after update of barcode on items begin
      ${ownBarcode}; ${insertOwn} where trim(new.barcode) <> ''; end`,
    `create trigger additional_barcodes_insert after insert on additional_barcodes begin
      ${insertAdditional} where trim(new.code) <> ''; end`,
    `create trigger additional_barcodes_update after update of code, item_id on additional_barcodes begin
      ${additional}; ${insertAdditional} where trim(new.code) <> ''; end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
