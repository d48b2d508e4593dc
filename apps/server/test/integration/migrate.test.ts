import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connection';
import { migrate, migrationNames, NewerSchemaError } from '../../src/db/migrate';
import { VERSION } from '../../src/version';
import { dialects } from './support/harness';
import { sharedDatabase } from './support/processes';

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
        '036_sscc',
        '039_user_language',
        '040_printer_address_trust',
        '041_attachment_uploader',
        '042_count_document_picks',
        '043_auth_generation',
        '044_sparse_reading_indexes',
      ]);
      expect(await migrate(handle.db, handle.dialect)).toEqual([]);
      // 5 module switches (002), 3 more (010, 022), 5 for GS1 labels and the site (036).
      const settings = await handle.db.selectFrom('settings').select('key').execute();
      expect(settings).toHaveLength(13);
    } finally {
      await handle.close();
    }
  });

  it('refuse, with what to do, a database a newer release has migrated, and change nothing', async () => {
    const newer = join(dataDir, 'newer');
    const handle = connect({ dataDir: newer });
    try {
      await migrate(handle.db, handle.dialect);
      await sql`insert into kysely_migration (name, timestamp) values ('999_from_the_future', '2030-01-01')`.execute(
        handle.db,
      );
      const refused = await migrate(handle.db, handle.dialect).catch((err: Error) => err);
      expect(refused).toBeInstanceOf(NewerSchemaError);
      expect((refused as Error).message).toContain('999_from_the_future');
      expect((refused as Error).message).toContain(
        `Warehouse ${VERSION} knows migrations up to ${migrationNames().at(-1)}`,
      );
      expect((refused as Error).message).toContain('restore the backup taken before the upgrade');
      const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(
        handle.db,
      );
      expect(Number(rows[0]!.n)).toBe(migrationNames().length + 1);
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

  it("read only their own schema's tables, so another schema dropped meanwhile cannot fail them", async () => {
    // Kysely's own introspector read every schema by name and failed ("schema … does not exist")
    // when one was dropped during the read: a parallel test's, or another application's (seen in CI).
    await sql.raw(`create schema ${other}_t; create table ${other}_t.users (id int)`).execute(admin.db);
    const mine = `mig_mine_${randomBytes(4).toString('hex')}`;
    await sql.raw(`create schema ${mine}`).execute(admin.db);
    const handle = connect({ databaseUrl: url, dataDir: '', schema: mine });
    try {
      expect(await migrate(handle.db, handle.dialect)).toEqual(migrationNames());
      const tables = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([mine]));
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['kysely_migration', 'users']));
      const plain = await handle.db.introspection.getTables();
      expect(plain.map((t) => t.name)).not.toContain('kysely_migration');
      const users = plain.find((t) => t.name === 'users')!;
      expect(users.columns.find((c) => c.name === 'id')).toMatchObject({
        isAutoIncrementing: true,
        isNullable: false,
      });
    } finally {
      await handle.close();
      await sql.raw(`drop schema ${mine} cascade; drop schema ${other}_t cascade`).execute(admin.db);
    }
  });

  it('run once when two processes start together on one database: one migrates, the other waits', async () => {
    const both = `mig_both_${randomBytes(4).toString('hex')}`;
    await sql.raw(`create schema ${both}`).execute(admin.db);
    const [a, b] = [1, 2].map(() => connect({ databaseUrl: url, dataDir: '', schema: both }));
    try {
      const applied = await Promise.all([migrate(a!.db, 'postgres'), migrate(b!.db, 'postgres')]);
      expect(applied.map((names) => names.length).sort((x, y) => x - y)).toEqual([
        0,
        migrationNames().length,
      ]);
    } finally {
      await Promise.all([a!.close(), b!.close()]);
      await sql.raw(`drop schema ${both} cascade`).execute(admin.db);
    }
  });
});

describe.each(dialects.filter((d) => d === 'postgres'))('two server processes on one %s database', () => {
  it('have distinct random instance ids, and neither marks the other stopped', async () => {
    const shared = await sharedDatabase('postgres');
    try {
      await Promise.all([shared.start(), shared.start()]);
      const rows = await shared.handle.db
        .selectFrom('server_instances')
        .select(['instance', 'stopped_at'])
        .execute();
      expect(rows).toHaveLength(2);
      expect(rows[0]!.instance).not.toBe(rows[1]!.instance);
      for (const row of rows) expect(String(row.instance)).toMatch(/^[0-9a-f-]{36}$/);
      expect(rows.map((r) => r.stopped_at)).toEqual([null, null]);
    } finally {
      await shared.close();
    }
  }, 90_000);
});
