import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHarness, dialects, PASSWORD, type Harness } from './support/harness';

describe.each(dialects)('authentication on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect, { loginMaxFailures: 3 });
  });
  afterAll(() => h.close());

  it('logs in with email and password: the user without secrets, and a token header', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/v2/authenticate',
      payload: { auth: { email: 'SUPER@test.it', password: PASSWORD } },
    });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({ email: 'super@test.it', admin: false, roles: [{ name: 'supervisore' }] });
    expect(Object.keys(user)).toEqual(
      expect.arrayContaining(['id', 'location_id', 'plant_id', 'avatar_url', 'next_valid_session']),
    );
    expect(res.body).not.toMatch(/password|digest|scrypt|atoken/);
    expect(res.headers.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses a wrong password with the Italian message', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/v2/authenticate',
      payload: { auth: { email: 'op@test.it', password: 'wrong-password' } },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Utente o password non validi', id: 'unauthenticated' });
    expect(res.headers.token).toBeUndefined();
  });

  it('logs in with an access token (atoken) and refuses an unknown one', async () => {
    const { atoken } = await h.createUser({ email: 'auto@test.it', password: PASSWORD });
    const ok = await h.request({ method: 'POST', url: '/api/v2/authenticate', payload: { atoken } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe('auto@test.it');
    const bad = await h.request({ method: 'POST', url: '/api/v2/authenticate', payload: { atoken: 'nope' } });
    expect(bad.statusCode).toBe(401);
  });

  it('rate-limits repeated failures for one address and email with 429 and Retry-After', async () => {
    await h.createUser({ email: 'victim@test.it', password: PASSWORD });
    const attempt = (password: string) =>
      h.request({
        method: 'POST',
        url: '/api/v2/authenticate',
        payload: { auth: { email: 'victim@test.it', password } },
      });
    for (let i = 0; i < 2; i++) expect((await attempt('guess-' + i)).statusCode).toBe(401);
    // The failure that reaches the limit is already the lock-out, saying how long to wait.
    const locking = await attempt('guess-2');
    expect(locking.statusCode).toBe(429);
    const wait = Number(locking.headers['retry-after']);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(locking.json()).toMatchObject({ id: 'rate_limited', retry_after: wait });
    const blocked = await attempt(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/Troppi tentativi/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('needs a token for everything but authenticate and version', async () => {
    expect((await h.request({ method: 'GET', url: '/api/v2/info/version' })).json()).toEqual({
      version: '1.9.12',
    });
    for (const url of ['/api/v2/items', '/api/v2/info/settings', '/api/v2/info/heartbeat']) {
      const res = await h.request({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Autenticazione richiesta', id: 'unauthenticated' });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
    }
    const forged = await h.request({ method: 'GET', url: '/api/v2/info/heartbeat', token: 'a.b.c' });
    expect(forged.statusCode).toBe(401);
  });

  it("a valid token of a user removed since answers 401 user_revoked, not 'Sessione scaduta'", async () => {
    const gone = await h.createUser({ email: 'gone@test.it', password: PASSWORD });
    const token = await h.login('gone@test.it');
    await h.handle.db.deleteFrom('users').where('id', '=', gone.id).execute();
    const res = await h.request({ method: 'GET', url: '/api/v2/info/heartbeat', token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Utente non più abilitato: accesso revocato', id: 'user_revoked' });
    expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
  });

  it('renews the token on every authenticated answer, and the renewed token works', async () => {
    const res = await h.request({ method: 'GET', url: '/api/v2/info/heartbeat', token: h.tokens.operator });
    expect(res.statusCode).toBe(200);
    const renewed = res.headers.token as string;
    expect(renewed).toBeTruthy();
    const again = await h.request({ method: 'GET', url: '/api/v2/locations?always_ok=true', token: renewed });
    expect(again.statusCode).toBe(200);
    expect(again.headers.token).toBeTruthy();
  });

  it('refuses an expired token and one signed with another secret', async () => {
    const secret = new TextEncoder().encode(
      readFileSync(join(h.config.dataDir, 'secret.key'), 'utf8').trim(),
    );
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(h.users.operator))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    expect(
      (await h.request({ method: 'GET', url: '/api/v2/info/heartbeat', token: expired })).statusCode,
    ).toBe(401);
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(h.users.admin))
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect(
      (await h.request({ method: 'GET', url: '/api/v2/info/heartbeat', token: foreign })).statusCode,
    ).toBe(401);
  });

  it('exposes the token header to browsers (CORS)', async () => {
    const res = await h.request({
      method: 'GET',
      url: '/api/v2/info/heartbeat',
      token: h.tokens.operator,
      headers: { origin: 'http://handheld.local' },
    });
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/token/);
  });

  it('answers 403 when the roles do not permit the model and action; admins may do everything', async () => {
    const list = await h.request({ method: 'GET', url: '/api/v2/users', token: h.tokens.operator });
    expect(list.statusCode).toBe(403);
    expect(list.json().error).toBeTruthy();
    const settings = await h.request({ method: 'GET', url: '/api/v2/settings', token: h.tokens.operator });
    expect(settings.statusCode).toBe(200);
    const id = settings.json()[0].id;
    const update = await h.request({
      method: 'PUT',
      url: `/api/v2/settings/${id}`,
      token: h.tokens.operator,
      payload: { setting: { raw: 'true' } },
    });
    expect(update.statusCode).toBe(403);
    const asAdmin = await h.request({ method: 'GET', url: '/api/v2/users', token: h.tokens.admin });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).not.toMatch(/password_digest|scrypt|atoken/);
  });

  it('a user with no role may do nothing but log in and read info', async () => {
    await h.createUser({ email: 'norole@test.it', password: PASSWORD });
    const token = await h.login('norole@test.it');
    expect((await h.request({ method: 'GET', url: '/api/v2/items', token })).statusCode).toBe(403);
    expect((await h.request({ method: 'GET', url: '/api/v2/info/settings', token })).statusCode).toBe(200);
  });
});
