import type { Database, Dialect } from '../types';

/**
 * The home switches of the package module (docs/modules.md), off like the others until an admin
 * turns them on: 'GESTIONE COLLI' (close a package) and 'CARICO CAMION' (truck loading).
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('settings')
    .values(
      ['enable_package_close', 'enable_truck_loading'].map((key) => ({
        ns: 'track',
        key,
        raw: 'false',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  void dialect;
}
