import { sql } from 'kysely';
import type { Database, Dialect } from '../types';

/**
 * Lots on readings and the trace (issue 34, docs/trace.md):
 * - `project_rows.lot`, `project_rows.expiry_date`: the lot and the use-by (GS1 17, else the
 *   best-before 15) read with the reading, so a reading packed from a GS1-128 keeps its lot even
 *   without a `serials` record; readings that already point at a lot get its code;
 * - `project_rows.origin_project_id`: the order a reading was first written in. The outgoing screen
 *   moves a tag's reading into the customer's order, which would otherwise lose the supplier order it
 *   came in with ("one step back"); existing readings start from their current order;
 * - indexes for the trace at size: readings by lot (and item), by origin order, and a tag's tracks
 *   newest first, lot records by code (the unique key starts with the item);
 * - the home switch of 'DOV'È QUESTO LOTTO?' (`track.enable_lot_where`), off like the others.
 */
export async function up(db: Database, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('project_rows')
    .addColumn('lot', dialect === 'postgres' ? 'varchar(255)' : 'text')
    .execute();
  await db.schema.alterTable('project_rows').addColumn('expiry_date', 'text').execute();
  await db.schema
    .alterTable('project_rows')
    .addColumn('origin_project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
    .execute();
  await db
    .updateTable('project_rows')
    .set({
      lot: sql`(select serials.code from serials where serials.id = project_rows.serial_id)`,
    })
    .where('serial_id', 'is not', null)
    .execute();
  await db
    .updateTable('project_rows')
    .set({ origin_project_id: sql.ref('project_id') })
    .execute();
  await db.schema
    .createIndex('project_rows_lot_item_id_idx')
    .on('project_rows')
    .columns(['lot', 'item_id'])
    .execute();
  await db.schema
    .createIndex('project_rows_origin_project_id_idx')
    .on('project_rows')
    .column('origin_project_id')
    .execute();
  await db.schema.createIndex('serials_code_idx').on('serials').column('code').execute();
  await db.schema
    .createIndex('tracks_project_row_id_last_seen_at_idx')
    .on('tracks')
    .columns(['project_row_id', 'last_seen_at'])
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('settings')
    .values({ ns: 'track', key: 'enable_lot_where', raw: 'false', created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['ns', 'key']).doNothing())
    .execute();
}
