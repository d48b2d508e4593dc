import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from '../support/harness';

/**
 * Custom actions by path, `/{model}/custom_action/{action}[/{id}]`, do exactly what `?do={action}`
 * does: same action, same permission, same answer.
 */
describe.each(dialects)('custom actions by path on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h.close());

  const readings = async () => {
    const project = await create(h, 'projects', { name: `P-${Math.random()}` });
    const item = await create(h, 'items', { code: `I-${Math.random()}` });
    for (let i = 0; i < 3; i++)
      await create(h, 'project_rows', { project_id: project.id, item_id: item.id, quantity: 1 });
    return project.id as number;
  };
  const countRows = async (project: number) =>
    (
      await h.request({
        method: 'GET',
        url: `/api/v2/project_rows?q[project_id_eq]=${project}&count=true`,
        token: h.tokens.admin,
      })
    ).json().count;

  it('a member action by path answers what ?do= answers', async () => {
    const byPath = await readings();
    const byDo = await readings();
    const path = await h.request({
      method: 'POST',
      url: `/api/v2/projects/custom_action/delete_rows/${byPath}`,
      token: h.tokens.admin,
      payload: {},
    });
    const query = await h.request({
      method: 'POST',
      url: `/api/v2/projects/${byDo}?do=delete_rows`,
      token: h.tokens.admin,
      payload: {},
    });
    expect(path.statusCode).toBe(200);
    expect(path.json()).toEqual(query.json());
    expect(path.json()).toEqual({ deleted: 3 });
    expect(await countRows(byPath)).toBe(0);
  });

  it('DELETE by path runs an action that takes DELETE', async () => {
    const project = await readings();
    const res = await h.request({
      method: 'DELETE',
      url: `/api/v2/projects/custom_action/delete_rows/${project}`,
      token: h.tokens.admin,
    });
    expect(res.json()).toEqual({ deleted: 3 });
  });

  it('a collection action by path: the picking command on the selected lists', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/v2/projects/custom_action/conclude_picking',
      token: h.tokens.admin,
      payload: {},
    });
    const viaDo = await h.request({
      method: 'POST',
      url: '/api/v2/projects?do=conclude_picking',
      token: h.tokens.admin,
      payload: {},
    });
    expect(res.statusCode).toBe(viaDo.statusCode);
    expect(res.json()).toEqual(viaDo.json());
  });

  it('an unknown action or a method it does not take is 404, as with ?do=', async () => {
    for (const [method, url] of [
      ['POST', '/api/v2/projects/custom_action/no_such_action'],
      ['GET', '/api/v2/projects/custom_action/delete_rows/1'],
      ['POST', '/api/v2/no_such_models/custom_action/delete_rows/1'],
    ] as const) {
      const res = await h.request({ method, url, token: h.tokens.admin, payload: {} });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().id).toBe('not_found');
    }
  });

  it('needs the permission the action needs', async () => {
    const project = await readings();
    const noToken = await h.request({
      method: 'POST',
      url: `/api/v2/projects/custom_action/delete_rows/${project}`,
    });
    expect(noToken.statusCode).toBe(401);
    await h.createUser({ email: 'viewer@test.it', password: 'a long password' });
    const token = await h.login('viewer@test.it', 'a long password');
    const res = await h.request({
      method: 'POST',
      url: `/api/v2/projects/custom_action/delete_rows/${project}`,
      token,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(await countRows(project)).toBe(3);
  });
});
