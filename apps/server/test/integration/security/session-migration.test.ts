import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/db/connection';
import { migrate, migrationNames } from '../../../src/db/migrate';
import { dialects } from '../support/harness';
import { ownDatabase, type OwnDatabase } from '../support/own-database';

describe.each(dialects)('021_sessions on a populated %s database', (dialect) => {
  let older: OwnDatabase | undefined;
  let handle: DbHandle;
  afterAll(() => older?.drop());

  it('keeps every automatic-login token working, as a digest only, and starts every user active', async () => {
    // The schema as an older release left it: the first migrations, users with clear tokens.
    older = await ownDatabase(dialect, '002_defaults');
    handle = older.handle;
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
