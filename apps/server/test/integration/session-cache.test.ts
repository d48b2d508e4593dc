import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dialects, PASSWORD, type Harness } from './support/harness';
import { createStatementLog } from './support/statement-log';
import { registerSqliteSearchFunctions } from '../../src/db/sqlite-functions';

/** The statement that reads a session's user with their rules (auth/permissions.ts). */
const USER_LOAD = /json_group_array|json_agg/;

/**
 * The user row behind each session is kept between requests (issue 47, point 3) but the check stays
 * exact: a generation raised, a user deactivated or deleted, a role or a rule changed, by this
 * process or by any other writing the same database, is seen by the very next request. On SQLite the
 * row is kept while the auth generation holds (migration 043), so writes to anything else, here or
 * elsewhere, keep it; on PostgreSQL it is read on every request.
 */
describe.each(dialects)('the session check with the user row kept, on %s', (dialect) => {
  let h: Harness;
  const log = createStatementLog();
  beforeAll(async () => {
    h = await createHarness(dialect, {}, {}, log);
  });
  afterAll(() => h?.close());

  const heartbeat = (token: string) => h.request({ method: 'GET', url: '/api/v2/info/heartbeat', token });
  const ntp = (token: string) => h.request({ method: 'GET', url: '/api/v2/info/ntp', token });
  const items = (token: string) => h.request({ method: 'GET', url: '/api/v2/items', token });

  /**
   * Statements as another process runs them: its own connection to the same database (on SQLite a
   * second better-sqlite3 connection to the file, with foreign keys and functions as the CLI's; on PostgreSQL, which
   * reads the row on every request, any connection of the pool is as good as another's).
   */
  async function elsewhere(...statements: [string, ...unknown[]][]) {
    if (dialect === 'sqlite') {
      const other = new SQLite(join(h.config.dataDir, 'warehouse.sqlite'));
      other.pragma('foreign_keys = ON');
      registerSqliteSearchFunctions(other);
      for (const [text, ...values] of statements) other.prepare(text).run(...values);
      other.close();
      return;
    }
    for (const [text, ...values] of statements) {
      let i = 0;
      await h.handle.pool!.query(
        text.replace(/\?/g, () => `$${++i}`),
        values,
      );
    }
  }

  /** A new user with a role of their own (no rule yet), signed in and checked once. */
  async function signedIn(email: string) {
    const role = `ruolo-${email.split('@')[0]}`;
    const user = await h.createUser({ email, password: PASSWORD, roles: [role] });
    const roleId = Number(
      (await h.handle.db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirstOrThrow())
        .id,
    );
    const token = await h.login(email);
    expect((await ntp(token)).statusCode).toBe(200);
    return { id: user.id, roleId, token };
  }

  it('a generation raised by another process ends the session at the next request', async () => {
    const user = await signedIn('gen@test.it');
    for (let i = 0; i < 3; i++) expect((await heartbeat(user.token)).statusCode).toBe(200);
    await elsewhere([`update users set session_generation = session_generation + 1 where id = ?`, user.id]);
    const refused = await heartbeat(user.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().id).toBe('session_revoked');
  });

  it('a deactivation by another process, and a role taken away here, are seen at once', async () => {
    const user = await h.createUser({ email: 'act@test.it', password: 'pw-active-1', roles: ['operatore'] });
    const token = await h.login('act@test.it', 'pw-active-1');
    await h.request({
      method: 'POST',
      url: '/api/v2/items',
      token: h.tokens.admin,
      payload: { item: { code: 'SESS-1' } },
    });
    expect((await items(token)).statusCode).toBe(200);
    // The operator's roles removed behind the session's back: no rule left to read items by.
    await h.handle.db.deleteFrom('user_roles').where('user_id', '=', user.id).execute();
    expect((await items(token)).statusCode).toBe(403);
    await elsewhere([
      `update users set active = ${dialect === 'sqlite' ? 0 : 'false'} where id = ?`,
      user.id,
    ]);
    const refused = await heartbeat(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().id).toBe('user_revoked');
  });

  it("a rule or a role link written by another process is seen at the next request, and a role's deletion", async () => {
    const user = await signedIn('rules@test.it');
    expect((await items(user.token)).statusCode).toBe(403);
    const now = new Date().toISOString();
    await elsewhere([
      `insert into permissions (role_id, predicate, action, model, created_at, updated_at)
        values (?, 'can', 'read', 'items', ?, ?)`,
      user.roleId,
      now,
      now,
    ]);
    expect((await items(user.token)).statusCode).toBe(200);
    await elsewhere([`update permissions set action = 'create' where role_id = ?`, user.roleId]);
    expect((await items(user.token)).statusCode).toBe(403);
    await elsewhere([`update permissions set action = 'read' where role_id = ?`, user.roleId]);
    expect((await items(user.token)).statusCode).toBe(200);
    await elsewhere([`delete from user_roles where user_id = ?`, user.id]);
    expect((await items(user.token)).statusCode).toBe(403);
    await elsewhere([`insert into user_roles (user_id, role_id) values (?, ?)`, user.id, user.roleId]);
    expect((await items(user.token)).statusCode).toBe(200);
    // The role deleted: its links and rules go by the foreign keys' cascade.
    await elsewhere([`delete from roles where id = ?`, user.roleId]);
    expect((await items(user.token)).statusCode).toBe(403);
  });

  it('a user deleted by another process is refused at the next request', async () => {
    const user = await signedIn('gone@test.it');
    expect((await ntp(user.token)).statusCode).toBe(200);
    await elsewhere([`delete from users where id = ?`, user.id]);
    const refused = await ntp(user.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().id).toBe('user_revoked');
  });

  it('a change rolled back in a transaction here is not mistaken for the same change committed later', async () => {
    const user = await signedIn('rollback@test.it');
    const { currentUsers } = h.app.services;
    let during: ReturnType<typeof currentUsers.load> | undefined;
    const rolledBack = new Error('rolled back');
    const outcome = await h.handle.db
      .transaction()
      .execute(async (tx) => {
        await tx
          .updateTable('users')
          .set({ session_generation: sql`session_generation + 1` })
          .where('id', '=', user.id)
          .execute();
        // A request checked meanwhile is not answered from the kept row: it loads the row, and on
        // SQLite that waits for the transaction to end.
        expect(currentUsers.knownNow(user.id)).toBeNull();
        during = currentUsers.load(user.id);
        throw rolledBack;
      })
      .catch((err: unknown) => err);
    expect(outcome).toBe(rolledBack);
    expect((await during)?.generation).toBe(0);
    // The same raise, committed by another process: the counter is back at the value seen inside.
    await elsewhere([`update users set session_generation = session_generation + 1 where id = ?`, user.id]);
    const refused = await ntp(user.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().id).toBe('session_revoked');
  });

  it('writes to anything else, here or elsewhere, keep the row on SQLite; PostgreSQL reads it each time', async () => {
    const user = await signedIn('kept@test.it');
    const now = new Date().toISOString();
    // A write of this process, one of another process, and the user's own row where the check reads nothing.
    await h.request({
      method: 'POST',
      url: '/api/v2/locations',
      token: h.tokens.admin,
      payload: { location: { name: 'KEPT-1' } },
    });
    await elsewhere(
      [`insert into locations (name, created_at, updated_at) values ('KEPT-2', ?, ?)`, now, now],
      [`update users set name = 'Altro nome', language = 'en' where id = ?`, user.id],
    );
    const kept = await log.during(() => ntp(user.token));
    expect(kept.result.statusCode).toBe(200);
    expect(kept.statements.filter((s) => USER_LOAD.test(s))).toHaveLength(dialect === 'sqlite' ? 0 : 1);
    // The generation raised: read again, and refused.
    await elsewhere([`update users set session_generation = session_generation + 1 where id = ?`, user.id]);
    const reloaded = await log.during(() => ntp(user.token));
    expect(reloaded.result.statusCode).toBe(401);
    expect(reloaded.statements.filter((s) => USER_LOAD.test(s))).toHaveLength(1);
  });
});
