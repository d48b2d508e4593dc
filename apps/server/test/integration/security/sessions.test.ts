import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dialects, PASSWORD, type Harness } from '../support/harness';

const heartbeat = (h: Harness, token: string) =>
  h.request({ method: 'GET', url: '/api/v2/info/heartbeat', token });

describe.each(dialects)('sessions that end, on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect, { sessionMaxHours: 2 });
  });
  afterAll(() => h?.close());

  /** A new user signed in twice (two devices); returns the id and both tokens. */
  async function signedInTwice(email: string, roles: string[] = ['operatore']) {
    const user = await h.createUser({ email, password: PASSWORD, roles });
    const tokens = [await h.login(email), await h.login(email)];
    for (const token of tokens) expect((await heartbeat(h, token)).statusCode).toBe(200);
    return { ...user, tokens };
  }

  async function expectRevoked(tokens: string[]) {
    for (const token of tokens) {
      const res = await heartbeat(h, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Sessione terminata: accedere di nuovo', id: 'session_revoked' });
      expect(res.headers.token).toBeUndefined();
    }
  }

  const update = (id: number, values: object) =>
    h.request({
      method: 'PUT',
      url: `/api/v2/users/${id}`,
      token: h.tokens.admin,
      payload: { user: values },
    });

  it('a password change by an administrator ends every session of the user; the new password signs in', async () => {
    const user = await signedInTwice('pw@test.it');
    // A token renewed by an answer is ended too: renewal keeps the generation it began with.
    const renewed = (await heartbeat(h, user.tokens[0]!)).headers.token as string;
    expect((await update(user.id, { password: 'una-nuova-password' })).statusCode).toBe(200);
    await expectRevoked([...user.tokens, renewed]);
    expect((await heartbeat(h, await h.login('pw@test.it', 'una-nuova-password'))).statusCode).toBe(200);
  });

  it('a change of roles ends the sessions; saving the same roles again does not', async () => {
    const user = await signedInTwice('roles@test.it');
    const roles = (await h.handle.db.selectFrom('roles').select(['id', 'name']).execute()) as {
      id: number;
      name: string;
    }[];
    const operator = roles.find((r) => r.name === 'operatore')!.id;
    const supervisor = roles.find((r) => r.name === 'supervisore')!.id;
    expect((await update(user.id, { role_ids: [operator], name: 'Stesso ruolo' })).statusCode).toBe(200);
    for (const token of user.tokens) expect((await heartbeat(h, token)).statusCode).toBe(200);
    expect((await update(user.id, { role_ids: [operator, supervisor] })).statusCode).toBe(200);
    await expectRevoked(user.tokens);
  });

  it('a deactivation ends the sessions (user_revoked) and refuses the login; reactivated, the user signs in again', async () => {
    const user = await signedInTwice('off@test.it');
    expect((await update(user.id, { active: false })).statusCode).toBe(200);
    for (const token of user.tokens) {
      const res = await heartbeat(h, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().id).toBe('user_revoked');
    }
    await expect(h.login('off@test.it')).rejects.toThrow(/401/);
    const atokenLogin = await h.request({
      method: 'POST',
      url: '/api/v2/authenticate',
      payload: { atoken: user.atoken },
    });
    expect(atokenLogin.statusCode).toBe(401);
    expect((await update(user.id, { active: true })).statusCode).toBe(200);
    expect((await heartbeat(h, await h.login('off@test.it'))).statusCode).toBe(200);
  });

  it("an administrator's 'end sessions' ends them; only an administrator may", async () => {
    const user = await signedInTwice('end@test.it');
    const bySupervisor = await h.request({
      method: 'POST',
      url: `/api/v2/users/${user.id}?do=end_sessions`,
      token: h.tokens.supervisor,
    });
    expect(bySupervisor.statusCode).toBe(403);
    for (const token of user.tokens) expect((await heartbeat(h, token)).statusCode).toBe(200);
    const res = await h.request({
      method: 'POST',
      url: `/api/v2/users/${user.id}?do=end_sessions`,
      token: h.tokens.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectRevoked(user.tokens);
    // Other users keep theirs.
    expect((await heartbeat(h, h.tokens.operator)).statusCode).toBe(200);
  });

  it('a session renewed on every answer still ends SESSION_MAX_HOURS after its login', async () => {
    const secret = new TextEncoder().encode(
      readFileSync(join(h.config.dataDir, 'secret.key'), 'utf8').trim(),
    );
    const now = Math.floor(Date.now() / 1000);
    // Signed in 1 h 59 min ago (the limit here is 2 h), last renewed a moment ago.
    const old = await new SignJWT({ user_id: h.users.operator, gen: 0, auth_time: now - 7140 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(h.users.operator))
      .setIssuedAt(now)
      .setExpirationTime(now + 1800)
      .sign(secret);
    const res = await heartbeat(h, old);
    expect(res.statusCode).toBe(200);
    const renewed = JSON.parse(Buffer.from(String(res.headers.token).split('.')[1]!, 'base64url').toString());
    expect(renewed.auth_time).toBe(now - 7140);
    expect(renewed.exp).toBe(now - 7140 + 7200);
  });

  it('the automatic-login token: kept only as a digest, rotated and shown once, revoked, never in an answer', async () => {
    const user = await h.createUser({ email: 'auto2@test.it', password: PASSWORD });
    const stored = await h.handle.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.atoken).toBeNull();
    expect(String(stored.atoken_digest)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(user.atoken);
    const login = (atoken: string) =>
      h.request({ method: 'POST', url: '/api/v2/authenticate', payload: { atoken } });
    expect((await login(user.atoken)).statusCode).toBe(200);

    const forbidden = await h.request({
      method: 'POST',
      url: `/api/v2/users/${user.id}?do=rotate_atoken`,
      token: h.tokens.supervisor,
    });
    expect(forbidden.statusCode).toBe(403);
    const rotated = await h.request({
      method: 'POST',
      url: `/api/v2/users/${user.id}?do=rotate_atoken`,
      token: h.tokens.admin,
    });
    expect(rotated.statusCode).toBe(200);
    const { atoken, login_path } = rotated.json();
    expect(login_path).toBe(`/?atoken=${atoken}`);
    expect((await login(user.atoken)).statusCode).toBe(401);
    expect((await login(atoken)).statusCode).toBe(200);
    const shown = await h.request({ method: 'GET', url: `/api/v2/users/${user.id}`, token: h.tokens.admin });
    expect(shown.body).not.toContain(atoken);
    expect(shown.body).not.toMatch(/atoken|session_generation/);

    const revoked = await h.request({
      method: 'POST',
      url: `/api/v2/users/${user.id}?do=revoke_atoken`,
      token: h.tokens.admin,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await login(atoken)).statusCode).toBe(401);
  });

  it('a token without a session generation (issued before sessions could end) is refused', async () => {
    const secret = new TextEncoder().encode(
      readFileSync(join(h.config.dataDir, 'secret.key'), 'utf8').trim(),
    );
    const legacy = await new SignJWT({ user_id: h.users.operator })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(h.users.operator))
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(secret);
    expect((await heartbeat(h, legacy)).statusCode).toBe(401);
  });
});
