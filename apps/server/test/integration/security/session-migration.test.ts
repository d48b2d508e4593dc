import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { Migrator, sql, type Migration } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../../src/db/connection';
import { migrate, migrationNames } from '../../../src/db/migrate';
import * as initial from '../../../src/db/migrations/001_initial';
import * as defaults from '../../../src/db/migrations/002_defaults';
import { dialects } from '../support/harness';

describe.each(dialects)('021_sessions on a populated %s database', (dialect) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-021-'));
  const schema = `m021_${randomBytes(4).toString('hex')}`;
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

  it('keeps every automatic-login token working, as a digest only, and starts every user active', async () => {
    if (dialect === 'postgres') {
      const admin = connect({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir });
      await sql.raw(`create schema ${schema}`).execute(admin.db);
      await admin.close();
      handle = connect({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir, schema });
    } else handle = connect({ dataDir });
    // The schema as an older release left it: the first migrations, users with clear tokens.
    const older: Record<string, Migration> = {
      '001_initial': { up: (db) => initial.up(db, handle.dialect) },
      '002_defaults': { up: (db) => defaults.up(db, handle.dialect) },
    };
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => older },
      ...(dialect === 'postgres' ? { migrationTableSchema: schema } : {}),
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const stamp = new Date().toISOString();
    for (const [email, atoken] of [
      ['a@test.it', 'clear-token-a'],
      ['b@test.it', null],
    ] as const) {
      await handle.db
        .insertInto('users')
        .values({ email, password_digest: 'x', atoken, created_at: stamp, updated_at: stamp })
        .execute();
    }

    const applied = await migrate(handle.db, handle.dialect);
    expect(applied).toContain('021_sessions');
    expect(applied.at(-1)).toBe(migrationNames().at(-1));
    const rows = (await handle.db
      .selectFrom('users')
      .select(['email', 'atoken', 'atoken_digest', 'active', 'session_generation'])
      .orderBy('email')
      .execute()) as Record<string, unknown>[];
    expect(
      rows.map((r) => [r.email, r.atoken, r.atoken_digest, Boolean(r.active), Number(r.session_generation)]),
    ).toEqual([
      ['a@test.it', null, createHash('sha256').update('clear-token-a').digest('hex'), true, 0],
      ['b@test.it', null, null, true, 0],
    ]);
  });
});
