import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import * as authGeneration from '../../src/db/migrations/043_auth_generation';
import type { Database } from '../../src/db/types';
import { createUser } from '../../src/users';
import { dialects } from './support/harness';
import { ownDatabase, type OwnDatabase } from './support/own-database';

const generation = async (db: Database) =>
  Number(
    (await sql<{ generation: number }>`select generation from auth_generation`.execute(db)).rows[0]!
      .generation,
  );

/**
 * Migration 043 on a database with users and roles: SQLite's auth generation moves with every write
 * a session's check reads (auth/current-users.ts), cascades included, and with nothing else.
 */
describe.each(dialects)('migration 043 on a populated %s database', (dialect) => {
  let older: OwnDatabase | undefined;
  afterAll(() => older?.drop());

  it('counts the writes a session check depends on, and only those (SQLite); PostgreSQL gets nothing', async () => {
    older = await ownDatabase(dialect, '042_count_document_picks');
    const { db } = older.handle;
    const user = await createUser(older.handle, {
      email: 'mig043@test.it',
      password: 'pw-mig-043',
      roles: ['operatore'],
    });
    await authGeneration.up(db, dialect);

    const tables = async () =>
      dialect === 'sqlite'
        ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows
        : (
            await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
              db,
            )
          ).rows;
    if (dialect === 'postgres') {
      expect((await tables()).map((t) => t.name)).not.toContain('auth_generation');
      return;
    }
    expect(await generation(db)).toBe(0);

    /** The counter's move when `write` runs. */
    const moves = async (write: () => Promise<unknown>) => {
      const before = await generation(db);
      await write();
      return (await generation(db)) - before;
    };
    const now = new Date().toISOString();
    const stamps = { created_at: now, updated_at: now };
    const users = () => db.updateTable('users').where('id', '=', user.id);

    // Nothing the check reads: the user's other columns, the same values again, another table.
    expect(await moves(() => users().set({ name: 'Nuovo nome', language: 'en' }).execute())).toBe(0);
    expect(await moves(() => users().set({ active: 1, admin: 0 }).execute())).toBe(0);
    expect(
      await moves(() =>
        db
          .insertInto('locations')
          .values({ name: 'M-043', ...stamps })
          .execute(),
      ),
    ).toBe(0);
    expect(await moves(() => db.updateTable('roles').set({ description: 'Altro' }).execute())).toBe(0);

    // What it reads: the user's generation, active and admin flags, the user's roles and their rules.
    expect(await moves(() => users().set({ session_generation: 1 }).execute())).toBe(1);
    expect(await moves(() => users().set({ active: 0 }).execute())).toBe(1);
    expect(await moves(() => users().set({ admin: 1 }).execute())).toBe(1);
    const role = Number(
      (
        await db
          .insertInto('roles')
          .values({ name: 'ruolo-043', ...stamps })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect(
      await moves(() => db.insertInto('user_roles').values({ user_id: user.id, role_id: role }).execute()),
    ).toBe(1);
    const rule = { role_id: role, predicate: 'can', action: 'read', model: 'items', ...stamps };
    expect(
      await moves(() =>
        db
          .insertInto('permissions')
          .values([rule, { ...rule, model: 'picks' }])
          .execute(),
      ),
    ).toBe(2);
    expect(
      await moves(() =>
        db.updateTable('permissions').set({ action: 'update' }).where('role_id', '=', role).execute(),
      ),
    ).toBe(2);
    expect(await moves(() => db.updateTable('permissions').set({ updated_at: now }).execute())).toBe(0);
    // A role deleted: its link and its two rules go by the foreign keys' cascade, each counted.
    expect(await moves(() => db.deleteFrom('roles').where('id', '=', role).execute())).toBe(3);
    // A user deleted: the user and the remaining role link.
    expect(await moves(() => db.deleteFrom('users').where('id', '=', user.id).execute())).toBe(2);
    expect(
      await moves(() =>
        createUser(older!.handle, { email: 'new043@test.it', password: 'pw-mig-043', roles: ['operatore'] }),
      ),
    ).toBe(2);

    // A write rolled back leaves it where it was.
    const rolledBack = await db
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('users').set({ session_generation: 5 }).execute();
        throw new Error('rolled back');
      })
      .catch((err: Error) => err.message);
    expect(rolledBack).toBe('rolled back');
    expect(await generation(db)).toBe(15);
  });
});
