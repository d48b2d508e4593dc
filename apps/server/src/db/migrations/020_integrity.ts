import { sql } from 'kysely';
import type { Database, Dialect } from '../types';

/**
 * The database refuses what must never exist (docs/decisions.md, "Integrity in the database"):
 *
 * 1. Codes are unique as users compare them, case and surrounding spaces ignored: a unique index on
 *    `lower(trim(code))` per table below. Copies already stored keep their data: every copy after
 *    the oldest gets the suffix `-DUP<id>` (reported), then the index is built.
 * 2. One barcode, one item, across main and additional barcodes: the table `item_barcodes` holds
 *    every barcode's key once (its primary key), kept by triggers on `items` and
 *    `additional_barcodes`, so any write path and two concurrent transactions alike are refused by
 *    the same unique key. Stored conflicts are renamed the same way; an additional barcode that
 *    repeats its own item's barcode is removed (nothing is lost: the item still has it).
 * 3. Master data in use cannot be deleted: the foreign keys below become ON DELETE RESTRICT instead
 *    of SET NULL (or CASCADE for a customer's addresses and an item's further locations). SQLite cannot alter a foreign key, so its
 *    tables are rebuilt (the "12 steps" of SQLite's ALTER TABLE page).
 *
 * Every change made to stored data is written to the migration's output.
 */

/** table, column of each code unique as users compare it; the index is `<table>_<column>_key`. */
export const UNIQUE_CODES: readonly (readonly [table: string, column: string])[] = [
  ['items', 'code'],
  ['locations', 'code'],
  ['customers', 'external_code'],
  ['suppliers', 'external_code'],
  ['measure_units', 'code'],
  ['packages', 'name'],
];

/** Foreign keys to master data that become RESTRICT: table → its columns. */
const RESTRICT: Readonly<Record<string, readonly string[]>> = {
  locations: ['plant_id'],
  users: ['location_id', 'plant_id'],
  addresses: ['customer_id'],
  projects: ['customer_id', 'supplier_id', 'address_id', 'transport_mean_id', 'plant_id', 'branch_id'],
  items: ['measure_unit_id', 'location_id'],
  documents: ['location_id', 'item_id', 'customer_id', 'supplier_id'],
  picks: ['location_id'],
  project_rows: ['location_id', 'serial_id'],
  tracks: ['location_id'],
  printers: ['plant_id'],
  // An item's further locations: deleting a location no longer drops them silently.
  item_locations: ['location_id'],
};

const SUFFIX = '-DUP';
const MAX_LENGTH = 255;

export type Report = (line: string) => void;
const consoleReport: Report = (line) => console.warn(`020_integrity: ${line}`);

export async function up(db: Database, dialect: Dialect, report: Report = consoleReport): Promise<void> {
  if (dialect === 'postgres') {
    // The migrator runs it in one transaction.
    await apply(db, dialect, report);
    return;
  }
  // SQLite: a table is rebuilt with foreign keys off (else dropping it would run their actions),
  // which only takes effect outside a transaction; everything else goes in one transaction.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await apply(db, dialect, report);
      await sql`commit`.execute(db);
    } catch (err) {
      await sql`rollback`.execute(db);
      throw err;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function apply(db: Database, dialect: Dialect, report: Report) {
  for (const [table, columns] of Object.entries(RESTRICT)) {
    if (dialect === 'postgres') await restrictPostgres(db, table, columns);
    else await rebuildSqlite(db, table, columns);
  }
  if (dialect === 'sqlite') await clearDanglingSqlite(db, report);
  // 007's unique index on the exact package name gives way to the one below (same name).
  await sql`drop index packages_name_key`.execute(db);
  for (const [table, column] of UNIQUE_CODES) {
    await renameRepeatedCodes(db, table, column, report);
    await sql
      .raw(
        `create unique index ${table}_${column}_key on ${table} (lower(trim(${column}))) where trim(${column}) <> ''`,
      )
      .execute(db);
  }
  await resolveRepeatedBarcodes(db, report);
  await createBarcodeTable(db, dialect);
}

/** A stored value with the suffix that sets it apart, within the column's length. */
const withSuffix = (value: string, id: number) => {
  const suffix = `${SUFFIX}${id}`;
  return `${value.trim().slice(0, MAX_LENGTH - suffix.length)}${suffix}`;
};

/** `fold`: the SQL function that folds case (migration 023 passes SQLite's unicode_lower). */
export async function renameRepeatedCodes(
  db: Database,
  table: string,
  column: string,
  report: Report,
  fold = 'lower',
) {
  const key = sql`${sql.raw(fold)}(trim(${sql.ref(column)}))`;
  const repeated = await db
    .selectFrom(table)
    .select(key.as('k'))
    .where(sql<boolean>`trim(${sql.ref(column)}) <> ''`)
    .groupBy(key)
    .having(sql<boolean>`count(*) > 1`)
    .execute();
  for (const { k } of repeated as { k: string }[]) {
    const copies = (await db
      .selectFrom(table)
      .select(['id', column])
      .where(key, '=', k)
      .orderBy('id')
      .execute()) as Record<string, unknown>[];
    const [kept, ...others] = copies;
    for (const row of others) {
      const renamed = withSuffix(String(row[column]), row.id as number);
      await db
        .updateTable(table)
        .set({ [column]: renamed })
        .where('id', '=', row.id as number)
        .execute();
      report(
        `${table} ${row.id as number}: ${column} «${String(row[column])}» is also ${table} ${kept!.id as number}'s, renamed «${renamed}»`,
      );
    }
  }
}

interface BarcodeEntry {
  k: string;
  code: string;
  item_id: number;
  /** The additional barcode's id; null for an item's own barcode. */
  additional_id: number | null;
}

export async function resolveRepeatedBarcodes(db: Database, report: Report, fold = 'lower') {
  const lower = sql.raw(fold);
  const all = sql`(select ${lower}(trim(barcode)) as k from items where trim(barcode) <> ''
    union all select ${lower}(trim(code)) as k from additional_barcodes where trim(code) <> '')`.as('b');
  const repeated = (await db
    .selectFrom(all)
    .select('k')
    .groupBy('k')
    .having(sql<boolean>`count(*) > 1`)
    .execute()) as { k: string }[];
  for (const { k } of repeated) {
    const main = (await db
      .selectFrom('items')
      .select(['id as item_id', 'barcode as code', sql<null>`null`.as('additional_id')])
      .where(sql`${lower}(trim(barcode))`, '=', k)
      .orderBy('id')
      .execute()) as Omit<BarcodeEntry, 'k'>[];
    const more = (await db
      .selectFrom('additional_barcodes')
      .select(['item_id', 'code', 'id as additional_id'])
      .where(sql`${lower}(trim(code))`, '=', k)
      .orderBy('id')
      .execute()) as Omit<BarcodeEntry, 'k'>[];
    // The item's own barcode before an additional one, the oldest first: that one keeps it.
    const [kept, ...others] = [...main, ...more].map((e) => ({ ...e, k }));
    for (const entry of others) {
      const keptBy = `item ${kept!.item_id}'s ${kept!.additional_id === null ? 'barcode' : 'additional barcode'}`;
      if (entry.additional_id !== null && entry.item_id === kept!.item_id) {
        await db.deleteFrom('additional_barcodes').where('id', '=', entry.additional_id).execute();
        report(`item ${entry.item_id}: additional barcode «${entry.code}» repeats ${keptBy}, removed`);
      } else if (entry.additional_id !== null) {
        const renamed = withSuffix(entry.code, entry.additional_id);
        await db
          .updateTable('additional_barcodes')
          .set({ code: renamed })
          .where('id', '=', entry.additional_id)
          .execute();
        report(
          `item ${entry.item_id}: additional barcode «${entry.code}» is also ${keptBy}, renamed «${renamed}»`,
        );
      } else {
        const renamed = withSuffix(entry.code, entry.item_id);
        await db.updateTable('items').set({ barcode: renamed }).where('id', '=', entry.item_id).execute();
        report(`item ${entry.item_id}: barcode «${entry.code}» is also ${keptBy}, renamed «${renamed}»`);
      }
    }
  }
}

/** Every barcode's key once; the triggers below keep it as the two tables change. */
async function createBarcodeTable(db: Database, dialect: Dialect) {
  await sql`create table item_barcodes (
    code_key text primary key,
    item_id integer not null references items (id) on delete cascade,
    additional_barcode_id integer references additional_barcodes (id) on delete cascade
  )`.execute(db);
  await sql`create index item_barcodes_item_id_idx on item_barcodes (item_id)`.execute(db);
  await sql`create index item_barcodes_additional_barcode_id_idx on item_barcodes (additional_barcode_id)`.execute(
    db,
  );
  await sql`insert into item_barcodes (code_key, item_id)
    select lower(trim(barcode)), id from items where trim(barcode) <> ''`.execute(db);
  await sql`insert into item_barcodes (code_key, item_id, additional_barcode_id)
    select lower(trim(code)), item_id, id from additional_barcodes where trim(code) <> ''`.execute(db);

  // Deletes need no trigger: both references cascade.
  const ownBarcode = `delete from item_barcodes where item_id = old.id and additional_barcode_id is null`;
  const additional = `delete from item_barcodes where additional_barcode_id = old.id`;
  const insertOwn = (prefix: string) =>
    `insert into item_barcodes (code_key, item_id) ${prefix} lower(trim(new.barcode)), new.id`;
  const insertAdditional = (prefix: string) =>
    `insert into item_barcodes (code_key, item_id, additional_barcode_id) ${prefix} lower(trim(new.code)), new.item_id, new.id`;
  if (dialect === 'sqlite') {
    const statements = [
      `create trigger items_barcode_insert after insert on items begin
        ${insertOwn('select')} where trim(new.barcode) <> ''; end`,
      `create trigger items_barcode_update after update of barcode on items begin
        ${ownBarcode}; ${insertOwn('select')} where trim(new.barcode) <> ''; end`,
      `create trigger additional_barcodes_insert after insert on additional_barcodes begin
        ${insertAdditional('select')} where trim(new.code) <> ''; end`,
      `create trigger additional_barcodes_update after update of code, item_id on additional_barcodes begin
        ${additional}; ${insertAdditional('select')} where trim(new.code) <> ''; end`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
    return;
  }
  await sql
    .raw(
      `create function item_barcodes_of_items() returns trigger language plpgsql as $$ begin
        if tg_op = 'UPDATE' then ${ownBarcode}; end if;
        if trim(new.barcode) <> '' then ${insertOwn('values (')}); end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function item_barcodes_of_additional() returns trigger language plpgsql as $$ begin
        if tg_op = 'UPDATE' then ${additional}; end if;
        if trim(new.code) <> '' then ${insertAdditional('values (')}); end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql`create trigger items_barcodes after insert or update of barcode on items
    for each row execute function item_barcodes_of_items()`.execute(db);
  await sql`create trigger additional_barcodes_barcodes after insert or update of code, item_id
    on additional_barcodes for each row execute function item_barcodes_of_additional()`.execute(db);
}

export async function restrictPostgres(db: Database, table: string, columns: readonly string[]) {
  for (const column of columns) {
    const found = await sql<{ name: string; target: string }>`
      select c.conname as name, c.confrelid::regclass::text as target
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.conrelid = ${table}::regclass and a.attname = ${column}`.execute(db);
    const fk = found.rows[0];
    if (!fk) throw new Error(`020_integrity: no foreign key on ${table}.${column}`);
    await sql
      .raw(
        `alter table ${table} drop constraint ${fk.name}, add constraint ${fk.name}
          foreign key (${column}) references ${fk.target} (id) on delete restrict`,
      )
      .execute(db);
  }
}

/** SQLite: the table made again from its own definition with the foreign keys' action changed. */
export async function rebuildSqlite(db: Database, table: string, columns: readonly string[]) {
  const schema = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const create = schema.rows.find((r) => r.type === 'table')?.sql;
  if (!create) throw new Error(`020_integrity: no table ${table}`);
  let next = create;
  for (const column of columns) {
    const action = new RegExp(
      `("${column}" integer (?:not null )?references "\\w+" \\("id"\\) on delete )(set null|cascade)`,
    );
    if (!action.test(next)) throw new Error(`020_integrity: no foreign key on ${table}.${column}`);
    next = next.replace(action, '$1restrict');
  }
  const prefix = `CREATE TABLE "${table}"`;
  if (!next.startsWith(prefix)) throw new Error(`020_integrity: unexpected definition of ${table}`);
  // The ids handed out so far, deleted ones included: a new record must not take a deleted one's id.
  const sequence = await sql<{ seq: number }>`
    select seq from sqlite_sequence where name = ${table}`.execute(db);
  await sql.raw(`CREATE TABLE "${table}__new"${next.slice(prefix.length)}`).execute(db);
  await sql.raw(`insert into "${table}__new" select * from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}__new" rename to "${table}"`).execute(db);
  const seq = sequence.rows[0]?.seq;
  if (seq !== undefined) {
    await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) values (${table}, ${seq})`.execute(db);
  }
  for (const other of schema.rows.filter((r) => r.type !== 'table')) await sql.raw(other.sql).execute(db);
}

/**
 * References that point at no record (possible only if a SQLite file was written with foreign keys
 * off, as by a hand-run sqlite3): cleared, each reported with the id it held.
 */
async function clearDanglingSqlite(db: Database, report: Report) {
  const dangling = await sql<{ table: string; rowid: number; parent: string; fkid: number }>`
    pragma foreign_key_check`.execute(db);
  for (const row of dangling.rows) {
    const fks = await sql<{ id: number; from: string }>`
      select id, "from" from pragma_foreign_key_list(${row.table})`.execute(db);
    const column = fks.rows.find((f) => f.id === row.fkid)?.from;
    if (!column) continue;
    const held = await sql<{ value: unknown }>`
      select ${sql.ref(column)} as value from ${sql.table(row.table)} where rowid = ${row.rowid}`.execute(db);
    const what = `${row.table} ${row.rowid}: ${column} points at ${row.parent} ${String(held.rows[0]?.value)}, which does not exist`;
    try {
      await sql`update ${sql.table(row.table)} set ${sql.ref(column)} = null where rowid = ${row.rowid}`.execute(
        db,
      );
      report(`${what}; cleared`);
    } catch {
      // A required reference (NOT NULL): left for an administrator, as it was before.
      report(`${what}; left as it is (the field is required)`);
    }
  }
}
