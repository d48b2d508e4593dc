import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../src/db/connection';
import * as initial from '../../src/db/migrations/001_initial';
import * as defaults from '../../src/db/migrations/002_defaults';
import * as live from '../../src/db/migrations/004_live';
import * as printing from '../../src/db/migrations/005_printing';
import * as packing from '../../src/db/migrations/007_packing';
import * as countKeys from '../../src/db/migrations/008_count_keys';
import * as packageSettings from '../../src/db/migrations/010_package_settings';
import * as projectNames from '../../src/db/migrations/011_project_names';
import * as dashboard from '../../src/db/migrations/015_dashboard';
import * as operatorReadOnly from '../../src/db/migrations/018_operator_read_only';
import * as lots from '../../src/db/migrations/022_lots';
import { dialects } from './support/harness';

const before022 = [
  initial,
  defaults,
  live,
  printing,
  packing,
  countKeys,
  packageSettings,
  projectNames,
  dashboard,
  operatorReadOnly,
];

/** Migration 022 on a database that already holds readings (an installation upgrading). */
describe.each(dialects)('migration 022 on a populated %s database', (dialect) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-022-'));
  const schema = `mig22_${randomBytes(4).toString('hex')}`;
  let handle: DbHandle;
  afterAll(async () => {
    await handle?.close();
    if (dialect === 'postgres') {
      const admin = connect({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir });
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin.db);
      await admin.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives readings of a lot record its code and every reading its order as first order', async () => {
    if (dialect === 'postgres') {
      const admin = connect({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir });
      await sql.raw(`create schema ${schema}`).execute(admin.db);
      await admin.close();
      handle = connect({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir, schema });
    } else handle = connect({ dataDir });
    const { db } = handle;
    for (const step of before022) await step.up(db, handle.dialect);
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
