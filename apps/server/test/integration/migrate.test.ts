import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connection';
import { migrate, migrationNames } from '../../src/db/migrate';
import { dialects } from './support/harness';

describe('migrations on sqlite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-migrate-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('apply once, then find nothing left to do', async () => {
    const handle = connect({ dataDir });
    try {
      expect(await migrate(handle.db, handle.dialect)).toEqual(migrationNames());
      expect(migrationNames()).toEqual([
        '001_initial',
        '002_defaults',
        '004_live',
        '005_printing',
        '007_packing',
        '008_count_keys',
        '010_package_settings',
        '011_project_names',
        '015_dashboard',
        '018_operator_read_only',
        '019_divisible_units',
        '020_integrity',
        '021_sessions',
        '022_lots',
        '023_who_did_what',
        '024_owed_labels',
        '025_owed_label_claims',
        '033_webhooks',
      ]);
      expect(await migrate(handle.db, handle.dialect)).toEqual([]);
      const settings = await handle.db.selectFrom('settings').select('key').execute();
      expect(settings).toHaveLength(8);
    } finally {
      await handle.close();
    }
  });
});

// Only where PostgreSQL is configured (CI sets TEST_DATABASE_URL).
describe.each(dialects.filter((d) => d === 'postgres'))('migrations on %s', () => {
  const url = process.env.TEST_DATABASE_URL;
  const other = `mig_other_${randomBytes(4).toString('hex')}`;
  const ours = `mig_ours_${randomBytes(4).toString('hex')}`;
  const admin = connect({ databaseUrl: url, dataDir: '' });
  afterAll(async () => {
    await sql
      .raw(`drop schema if exists ${other} cascade; drop schema if exists ${ours} cascade`)
      .execute(admin.db);
    await admin.close();
  });

  it('create their own tables even when another schema of the database has a migration table', async () => {
    await sql.raw(`create schema ${other}; create schema ${ours}`).execute(admin.db);
    await sql
      .raw(`create table ${other}.kysely_migration (name varchar(255) primary key, timestamp varchar(255))`)
      .execute(admin.db);
    const handle = connect({ databaseUrl: url, dataDir: '', schema: ours });
    try {
      expect(await migrate(handle.db, handle.dialect)).toEqual(migrationNames());
      expect(await migrate(handle.db, handle.dialect)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
