import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dialects, PASSWORD, type Harness } from '../support/harness';

/** The claims of a JWT, as thecore-auth decodes them (jwt-decode) to schedule its heartbeat. */
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

/**
 * thecore-auth, configured for a thecore backend (`authenticate`, `info/heartbeat`, `users/`),
 * replayed request by request: it logs in, keeps the session alive with a heartbeat that sends
 * the bare token in Authorization, logs in automatically by reading the user from the heartbeat,
 * and lists users under its configured path with a trailing slash.
 */
describe.each(dialects)('thecore-auth against this server on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h.close());

  const login = () =>
    h.app.inject({
      method: 'POST',
      url: '/api/v2/authenticate',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/plain, */*' },
      payload: JSON.stringify({ auth: { email: 'super@test.it', password: PASSWORD } }),
    });

  it('login answers the user with roles and a token carrying user_id and exp', async () => {
    const res = await login();
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({ id: h.users.supervisor, email: 'super@test.it' });
    expect(user.roles.map((r: { name: string }) => r.name)).toEqual(['supervisore']);
    expect(user.password_digest).toBeUndefined();
    const token = res.headers.token as string;
    expect(claims(token)).toMatchObject({ user_id: h.users.supervisor, sub: String(h.users.supervisor) });
    expect(claims(token).exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('heartbeat with the bare token answers the same user and a renewed token', async () => {
    const token = (await login()).headers.token as string;
    const beat = await h.app.inject({
      method: 'GET',
      url: '/api/v2/info/heartbeat',
      headers: { authorization: token },
    });
    expect(beat.statusCode).toBe(200);
    const user = beat.json();
    expect(user).toMatchObject({ id: h.users.supervisor, email: 'super@test.it', admin: false });
    expect(user.roles).toEqual([expect.objectContaining({ name: 'supervisore' })]);
    const renewed = beat.headers.token as string;
    expect(claims(renewed).user_id).toBe(h.users.supervisor);
    expect(claims(renewed).exp).toBeGreaterThanOrEqual(claims(token).exp);
    // The renewed token is what the next heartbeat sends.
    const next = await h.app.inject({
      method: 'GET',
      url: '/api/v2/info/heartbeat',
      headers: { authorization: renewed },
    });
    expect(next.json().id).toBe(h.users.supervisor);
  });

  it('automatic login: the heartbeat alone tells which user the configured token belongs to', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v2/info/heartbeat/',
      headers: { authorization: `Bearer ${h.tokens.operator}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: h.users.operator, email: 'op@test.it' });
  });

  it('lists users under its configured path users/, and one user at users/{id}/', async () => {
    const list = await h.request({ method: 'GET', url: '/api/v2/users/', token: h.tokens.admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining(['admin@test.it', 'super@test.it', 'op@test.it']),
    );
    const one = await h.request({
      method: 'GET',
      url: `/api/v2/users/${h.users.operator}/`,
      token: h.tokens.admin,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().email).toBe('op@test.it');
  });

  it('a session it lets lapse gets 401 with WWW-Authenticate, and a missing token says so', async () => {
    const none = await h.app.inject({ method: 'GET', url: '/api/v2/info/heartbeat' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="api"');
    expect(none.json()).toEqual({ error: 'Autenticazione richiesta', id: 'unauthenticated' });

    const forged = await h.app.inject({
      method: 'GET',
      url: '/api/v2/info/heartbeat',
      headers: { authorization: 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoxfQ.forged' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['www-authenticate']).toBe('Bearer realm="api"');
    expect(forged.json()).toEqual({ error: 'Sessione scaduta', id: 'unauthenticated' });
    expect(forged.headers.token).toBeUndefined();
  });

  it('another scheme is not a token', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v2/info/heartbeat',
      headers: { authorization: `Basic ${h.tokens.admin}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Autenticazione richiesta');
  });
});
