import type { Database, Dialect } from '../types';

/**
 * Printing (issue 11): a printer's purpose (the warehouse printer for order and package labels,
 * the store printer for price labels) and why a print job failed. The shipped label templates are
 * installed at start-up by printing/install-templates.ts (db/ imports nothing above it).
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  const text = dialect === 'postgres' ? 'varchar(255)' : 'text';
  await db.schema.alterTable('printers').addColumn('purpose', text).execute();
  await db.schema.alterTable('print_jobs').addColumn('error', text).execute();
  await db.schema.createIndex('print_jobs_printer_id_index').on('print_jobs').column('printer_id').execute();
  await db.schema
    .createIndex('printers_purpose_index')
    .on('printers')
    .columns(['purpose', 'plant_id'])
    .execute();

  // Printers were found by name before (spec section 9: a warehouse printer, a store printer).
  await db
    .updateTable('printers')
    .set({ purpose: 'warehouse' })
    .where('name', 'like', '%agazzino%')
    .execute();
  await db.updateTable('printers').set({ purpose: 'store' }).where('name', 'like', '%egozio%').execute();
}
