import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type PermissionSubject } from '@warehouse/shared';
import { create, createHarness, dialects, show, type Harness } from './support/harness';

/**
 * The back office is for admins and supervisors; the server refuses an operator (the standard
 * 'operatore' role) the same master data the web /admin hides from them: users, roles,
 * permissions and settings. What the handheld screens write (items' location, orders, readings)
 * stays open to operators.
 */
describe.each(dialects)('back-office master data and roles on %s', (dialect) => {
  let h: Harness;
  let role: { id: number };

  beforeAll(async () => {
    h = await createHarness(dialect);
    role = await create(h, 'roles', { name: 'magazziniere' });
  });
  afterAll(() => h.close());

  const as = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    h.request({ method, url: `/api/v2/${url}`, token, ...(payload ? { payload } : {}) });

  it('an operator cannot create or change users, roles, permissions or settings', async () => {
    const op = h.tokens.operator;
    const refused = [
      await as(op, 'POST', 'users', { user: { email: 'nuovo@test.it', password: 'una password lunga' } }),
      await as(op, 'PUT', `users/${h.users.operator}`, { user: { admin: true } }),
      await as(op, 'POST', 'roles', { role: { name: 'capo' } }),
      await as(op, 'DELETE', `roles/${role.id}`),
      await as(op, 'POST', 'permissions', {
        permission: { role_id: role.id, predicate: 'can', action: 'manage', model: 'all' },
      }),
      await as(op, 'POST', 'settings', { setting: { ns: 'track', key: 'x', raw: '1' } }),
      await as(op, 'PUT', 'users/multi?ids=1', { user: { admin: true } }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ id: 'forbidden' });
    }
    expect((await show(h, 'users', h.users.operator)).admin).toBeFalsy();
    expect((await show(h, 'roles', role.id)).name).toBe('magazziniere');
  });

  it('an admin creates a user with a role, who then logs in with it', async () => {
    const res = await as(h.tokens.admin, 'POST', 'users', {
      user: { email: 'magazzino@test.it', password: 'una password lunga', role_ids: [role.id] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().roles).toEqual([expect.objectContaining({ id: role.id, name: 'magazziniere' })]);
    const changed = await as(h.tokens.admin, 'PUT', `users/${res.json().id}`, { user: { role_ids: [] } });
    expect(changed.json().roles).toEqual([]);
    const token = await h.login('magazzino@test.it', 'una password lunga');
    expect(token).toEqual(expect.any(String));
  });

  it('a supervisor still cannot give anyone admin rights', async () => {
    const res = await as(h.tokens.supervisor, 'PUT', `users/${h.users.operator}`, { user: { admin: true } });
    expect(res.statusCode).toBe(403);
  });

  it('the abilities a screen reads say exactly what the server then accepts or refuses', async () => {
    const abilities = async (token: string) =>
      (
        await h.request({ method: 'GET', url: '/api/v2/info/abilities', token })
      ).json() as PermissionSubject & {
        back_office: boolean;
      };
    const supervisor = await abilities(h.tokens.supervisor);
    const operator = await abilities(h.tokens.operator);
    expect(supervisor.back_office).toBe(true);
    expect(operator.back_office).toBe(false);
    expect((await abilities(h.tokens.admin)).admin).toBe(true);
    // Reads and creates of the models the back office lists, per role: the same answer both ways.
    for (const [token, subject] of [
      [h.tokens.supervisor, supervisor],
      [h.tokens.operator, operator],
    ] as const) {
      for (const model of ['users', 'printers', 'settings', 'items', 'roles']) {
        const read = await h.request({ method: 'GET', url: `/api/v2/${model}`, token });
        expect(read.statusCode !== 403, `read ${model}: ${read.statusCode} ${read.body.slice(0, 200)}`).toBe(
          can(subject, 'read', model),
        );
      }
      const printer = await as(token, 'POST', 'printers', {
        printer: { name: `P-${String(token).slice(-6)}` },
      });
      expect(printer.statusCode === 201, 'create printers').toBe(can(subject, 'create', 'printers'));
      const user = await as(token, 'POST', 'users', {
        user: { email: `x${String(token).slice(-6)}@test.it` },
      });
      expect(user.statusCode !== 403, 'create users').toBe(can(subject, 'create', 'users'));
    }
    expect(can(supervisor, 'read', 'users')).toBe(false);
    expect(can(supervisor, 'create', 'printers')).toBe(true);
    expect(can(operator, 'create', 'printers')).toBe(false);
  });
});
