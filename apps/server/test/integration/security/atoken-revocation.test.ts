import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../src/users';
import { createHarness, dialects, PASSWORD, type Harness } from '../support/harness';
import { login, sharedDatabase, type ServerProcess, type SharedDatabase } from '../support/processes';

type Revocation = 'password' | 'end_sessions' | 'deactivation' | 'roles';
const REVOCATIONS: Revocation[] = ['password', 'end_sessions', 'deactivation', 'roles'];

/** The request an administrator sends for each way of closing an account. */
function revocation(kind: Revocation, userId: number, roleIds: number[]) {
  if (kind === 'end_sessions') return { method: 'POST', url: `/api/v2/users/${userId}?do=end_sessions` };
  const user =
    kind === 'password'
      ? { password: 'una-password-nuova' }
      : kind === 'deactivation'
        ? { active: false }
        : { role_ids: roleIds };
  return { method: 'PUT', url: `/api/v2/users/${userId}`, body: { user } };
}

describe.each(dialects)('the automatic login closes with the account, on %s', (dialect) => {
  let h: Harness;
  let roleIds: number[];
  beforeAll(async () => {
    h = await createHarness(dialect);
    roleIds = (await h.handle.db.selectFrom('roles').select('id').execute()).map((r) => Number(r.id));
  });
  afterAll(() => h?.close());

  const atokenLogin = (atoken: string) =>
    h.request({ method: 'POST', url: '/api/v2/authenticate', payload: { atoken } });

  it.each(REVOCATIONS)('after %s the atoken is refused; a rotated one is the only way back', async (kind) => {
    const user = await h.createUser({
      email: `auto-${kind}@test.it`,
      password: PASSWORD,
      roles: ['operatore'],
    });
    expect((await atokenLogin(user.atoken)).statusCode).toBe(200);
    const { method, url, body } = revocation(kind, user.id, roleIds);
    const res = await h.request({ method: method as 'PUT', url, payload: body, token: h.tokens.admin });
    expect(res.statusCode, res.body).toBe(200);
    if (kind === 'deactivation') {
      const back = await h.request({
        method: 'PUT',
        url: `/api/v2/users/${user.id}`,
        payload: { user: { active: true } },
        token: h.tokens.admin,
      });
      expect(back.statusCode).toBe(200);
    }
    const refused = await atokenLogin(user.atoken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().id).toBe('unauthenticated');
    const rotated = await h.request({
      method: 'POST',
      url: `/api/v2/users/${user.id}?do=rotate_atoken`,
      token: h.tokens.admin,
    });
    expect((await atokenLogin(rotated.json().atoken)).statusCode).toBe(200);
  });

  it('a change that ends no session (a name) keeps the automatic login', async () => {
    const user = await h.createUser({ email: 'auto-name@test.it', password: PASSWORD });
    const res = await h.request({
      method: 'PUT',
      url: `/api/v2/users/${user.id}`,
      payload: { user: { name: 'Mario' } },
      token: h.tokens.admin,
    });
    expect(res.statusCode).toBe(200);
    expect((await atokenLogin(user.atoken)).statusCode).toBe(200);
  });
});

describe.each(dialects)('the automatic login closes on every process, on %s', (dialect) => {
  let shared: SharedDatabase;
  let first: ServerProcess;
  let second: ServerProcess;
  beforeAll(async () => {
    shared = await sharedDatabase(dialect);
    [first, second] = await Promise.all([shared.start(), shared.start()]);
  }, 60_000);
  afterAll(() => shared?.close());

  it.each(REVOCATIONS)('%s on one process refuses the atoken on the other', async (kind) => {
    const admin = await login(first.url, shared.email, shared.password);
    const user = await createUser(shared.handle, {
      email: `due-${kind}@test.it`,
      password: PASSWORD,
      roles: ['operatore'],
    });
    const roleIds = (await shared.handle.db.selectFrom('roles').select('id').execute()).map((r) =>
      Number(r.id),
    );
    const atokenLogin = (url: string) =>
      fetch(`${url}/api/v2/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ atoken: user.atoken }),
      });
    expect((await atokenLogin(second.url)).status).toBe(200);
    const { method, url, body } = revocation(kind, user.id, roleIds);
    const res = await fetch(`${first.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status, await res.text()).toBe(200);
    expect((await atokenLogin(second.url)).status).toBe(401);
  });
});
