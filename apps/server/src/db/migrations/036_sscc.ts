import { sql } from 'kysely';
import type { Database, Dialect } from '../types';
import { createTable } from '../schema-builder';

/**
 * SSCCs and GS1 logistic labels (issue 44):
 * - `packages.sscc`: the package's Serial Shipping Container Code, given once (first label or
 *   close) and kept for ever; unique, so no two packages can ever share one;
 * - the serial counter the SSCCs are made from: on PostgreSQL the sequence `sscc_serial_seq`
 *   (`nextval` is atomic across server processes and never hands a value out twice, even when the
 *   transaction that took it rolls back); on SQLite the one-row table `sscc_counters`, raised by an
 *   `UPDATE … RETURNING` inside the write transaction (SQLite runs one writer at a time). Both only go up;
 * - `project_rows.sscc`: the supplier's SSCC read on incoming goods, kept on the readings it brought;
 * - `gln` on customers, suppliers and addresses (the DESADV's buyer, supplier and delivery party);
 * - the settings `gs1.company_prefix` (empty: no SSCCs, labels as before), `gs1.sscc_extension_digit`,
 *   and the site's own `site.name`, `site.address`, `site.gln` (the label's "from", the DESADV's SU).
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  const postgres = dialect === 'postgres';
  const text = postgres ? 'varchar(255)' : 'text';
  await db.schema.alterTable('packages').addColumn('sscc', text).execute();
  await db.schema.createIndex('packages_sscc_key').on('packages').column('sscc').unique().execute();
  await db.schema.alterTable('project_rows').addColumn('sscc', text).execute();
  await db.schema.createIndex('project_rows_sscc_index').on('project_rows').column('sscc').execute();
  for (const table of ['customers', 'suppliers', 'addresses']) {
    await db.schema.alterTable(table).addColumn('gln', text).execute();
  }

  if (postgres) {
    await sql`CREATE SEQUENCE sscc_serial_seq AS bigint START WITH 1 MINVALUE 1 NO CYCLE`.execute(db);
  } else {
    await createTable(db, dialect, 'sscc_counters', [['last_serial', 'integer', { notNull: true }]], {
      timestamps: false,
    });
    await db.insertInto('sscc_counters').values({ id: 1, last_serial: 0 }).execute();
  }

  const now = new Date().toISOString();
  const setting = (ns: string, key: string, raw: string) => ({
    ns,
    key,
    raw,
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto('settings')
    .values([
      setting('gs1', 'company_prefix', ''),
      setting('gs1', 'sscc_extension_digit', '0'),
      setting('site', 'name', ''),
      setting('site', 'address', ''),
      setting('site', 'gln', ''),
    ])
    .execute();
}
