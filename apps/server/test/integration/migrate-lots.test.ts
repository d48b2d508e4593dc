import { afterAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/db/connection';
import * as lots from '../../src/db/migrations/022_lots';
import { dialects } from './support/harness';
import { ownDatabase, type OwnDatabase } from './support/own-database';

/** Migration 022 on a database that already holds readings (an installation upgrading). */
describe.each(dialects)('migration 022 on a populated %s database', (dialect) => {
  let older: OwnDatabase | undefined;
  let handle: DbHandle;
  afterAll(() => older?.drop());

  it('gives readings of a lot record its code and every reading its order as first order', async () => {
    older = await ownDatabase(dialect, '021_sessions');
    handle = older.handle;
    const { db } = handle;
    const now = new Date().toISOString();
    const stamp = { created_at: now, updated_at: now };
    const insert = async (table: string, values: Record<string, unknown>) =>
      Number(
        (
          await db
            .insertInto(table)
            .values({ ...values, ...stamp })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const item = await insert('items', { code: 'FAR-00' });
    const order = await insert('projects', { name: 'AC-1' });
    const serial = await insert('serials', { item_id: item, code: 'L2611' });
    const withLot = await insert('project_rows', {
      project_id: order,
      item_id: item,
      serial_id: serial,
      quantity: 5,
    });
    const without = await insert('project_rows', { project_id: order, item_id: item, quantity: 2 });

    await lots.up(db, handle.dialect);

    const rows = await db
      .selectFrom('project_rows')
      .select(['id', 'lot', 'expiry_date', 'origin_project_id'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.id, r.lot, r.expiry_date, r.origin_project_id])).toEqual([
      [withLot, 'L2611', null, order],
      [without, null, null, order],
    ]);
  });
});
