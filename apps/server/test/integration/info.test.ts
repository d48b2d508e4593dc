import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dialects, type Harness } from './support/harness';

describe.each(dialects)('info on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h.close());

  it('serves the module switches, false from the first migration', async () => {
    const res = await h.request({ method: 'GET', url: '/api/v2/info/settings', token: h.tokens.operator });
    expect(res.statusCode).toBe(200);
    expect(res.json().track).toEqual({
      enable_picking_list: 'false',
      enable_shipping: 'false',
      enable_receipt: 'false',
      enable_movement: 'false',
      enable_inventory: 'false',
      enable_package_close: 'false',
      enable_truck_loading: 'false',
      enable_lot_where: 'false',
    });
  });

  it('reflects at once a setting an admin updates through the settings model', async () => {
    const list = await h.request({
      method: 'GET',
      url: '/api/v2/settings?q[ns_eq]=track&q[key_eq]=enable_receipt',
      token: h.tokens.admin,
    });
    const [setting] = list.json();
    const res = await h.request({
      method: 'PUT',
      url: `/api/v2/settings/${setting.id}`,
      token: h.tokens.admin,
      payload: { setting: { raw: 'true' } },
    });
    expect(res.statusCode).toBe(200);
    const info = await h.request({ method: 'GET', url: '/api/v2/info/settings', token: h.tokens.operator });
    expect(info.json().track.enable_receipt).toBe('true');
  });

  it('lists the roles and renews the token on heartbeat', async () => {
    const roles = await h.request({ method: 'GET', url: '/api/v2/info/roles', token: h.tokens.operator });
    expect(roles.json().map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['supervisore', 'operatore']),
    );
    const beat = await h.request({ method: 'GET', url: '/api/v2/info/heartbeat', token: h.tokens.operator });
    expect(beat.statusCode).toBe(200);
    expect(beat.headers.token).toBeTruthy();
  });

  it('describes every model in an OpenAPI 3 document without hidden columns', async () => {
    const res = await h.request({ method: 'GET', url: '/api/v2/info/openapi', token: h.tokens.operator });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/authenticate',
      '/items',
      '/items/search',
      '/picks/{id}',
      '/project_rows',
      '/packages/{id}',
    ]) {
      expect(doc.paths[path]).toBeDefined();
    }
    // A command that answers a record takes the client's presentation, as a read does.
    const command = doc.paths['/{model}/custom_action/{action}'].parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(command).toEqual(expect.arrayContaining(['a', 'json_attrs']));
    expect(doc.components.schemas.users.properties.email).toBeDefined();
    expect(doc.components.schemas.users.properties.password_digest).toBeUndefined();
  });
});
