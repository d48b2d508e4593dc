import type { Database, Dialect } from '../types';

/**
 * Order packing: a package's name is its barcode, so it is unique across the database, and its
 * incremental is unique within its order. The constraints hold even when two handhelds create a
 * package of the same order at the same moment (see models/packages.ts for how names are chosen).
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  await db.schema.createIndex('packages_name_key').on('packages').column('name').unique().execute();
  await db.schema
    .createIndex('packages_project_id_incremental_key')
    .on('packages')
    .columns(['project_id', 'incremental'])
    .unique()
    .execute();
  // The plain index on name from 001 is covered by the unique one.
  await db.schema.dropIndex('packages_name_idx').execute();
  void dialect;
}
