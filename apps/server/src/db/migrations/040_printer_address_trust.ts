import type { Database, Dialect } from '../types';

/**
 * `printers.address_by_admin` (issue 46): the printer's host and port were saved by an
 * administrator (or by the server itself: the demo, the CLI), so every connect may go wherever
 * they resolve; otherwise each connect goes only to a local printer's address (printing/
 * printer-address.ts). Printers saved before this release are not known to be an
 * administrator's: they are held to the local rule until an administrator saves them again.
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  const postgres = dialect === 'postgres';
  await db.schema
    .alterTable('printers')
    .addColumn('address_by_admin', postgres ? 'boolean' : 'integer', (c) =>
      c.notNull().defaultTo(postgres ? false : 0),
    )
    .execute();
}
