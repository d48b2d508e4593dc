import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from '../support/harness';

/**
 * Client-driven presentation, `a` (or `json_attrs`): only / except / methods / include, nested,
 * on list, show and search answers; every name checked against the registry.
 */
describe.each(dialects)('presentation a / json_attrs on %s', (dialect) => {
  let h: Harness;
  let pick: { id: number };
  let item: { id: number };
  beforeAll(async () => {
    h = await createHarness(dialect);
    const unit = await create(h, 'measure_units', { name: 'Pezzi', code: 'PZ' });
    const location = await create(h, 'locations', { name: 'A-01' });
    item = await create(h, 'items', {
      code: 'ART-1',
      description: 'Vite',
      measure_unit_id: unit.id,
      location_id: location.id,
    });
    const project = await create(h, 'projects', { name: 'AC-1' });
    pick = await create(h, 'picks', {
      project_id: project.id,
      item_id: item.id,
      quantity: 4,
      notes: 'fragile',
    });
  });
  afterAll(() => h.close());

  const get = (url: string, token = h.tokens.admin) =>
    h.request({ method: 'GET', url: `/api/v2/${url}`, token });

  it('a[only] keeps those columns and drops the default nested objects', async () => {
    const res = await get('picks?a[only][]=id&a[only][]=quantity');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: pick.id, quantity: 4 }]);
  });

  it('a[include] nests chosen associations, each shaped with the same keys', async () => {
    const res = await get(
      `picks/${pick.id}?a[only][]=id&a[include][item][only][]=code&a[include][item][include][measure_unit][only][]=code`,
    );
    expect(res.json()).toEqual({ id: pick.id, item: { code: 'ART-1', measure_unit: { code: 'PZ' } } });
  });

  it('a[include][]=name takes the association with its own columns', async () => {
    const res = await get(`picks/${pick.id}?a[only][]=id&a[include][]=location`);
    expect(res.json()).toEqual({ id: pick.id, location: null });
    const item = await get('items?a[only][]=code&a[include][]=location');
    expect(item.json()[0]).toEqual({ code: 'ART-1', location: expect.objectContaining({ name: 'A-01' }) });
  });

  it('a[except] drops those columns and keeps the rest', async () => {
    const [record] = (await get('picks?a[except][]=notes&a[except][]=created_at')).json();
    expect(record).toMatchObject({ id: pick.id, quantity: 4, lock_version: 0 });
    expect(record).not.toHaveProperty('notes');
    expect(record).not.toHaveProperty('created_at');
    expect(record).not.toHaveProperty('item');
  });

  it('json_attrs is the same parameter, also as one JSON object', async () => {
    const nested = await get('picks?json_attrs[only][]=id');
    expect(nested.json()).toEqual([{ id: pick.id }]);
    const asJson = await get(
      `picks?json_attrs=${encodeURIComponent(JSON.stringify({ only: ['id'], include: { item: { only: ['code'] } } }))}`,
    );
    expect(asJson.json()).toEqual([{ id: pick.id, item: { code: 'ART-1' } }]);
  });

  it('shapes search answers, the presentation given in the JSON body', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/v2/items/search',
      token: h.tokens.admin,
      payload: { q: { code_eq: 'ART-1' }, a: { only: ['code', 'description'] } },
    });
    expect(res.json()).toEqual([{ code: 'ART-1', description: 'Vite' }]);
  });

  it('a[methods] adds computed fields only when asked', async () => {
    await create(h, 'printers', { name: 'Zebra', host: '127.0.0.1', port: 1 });
    const lean = (await get('printers?a[only][]=name')).json();
    expect(lean).toEqual([{ name: 'Zebra' }]);
    const withStatus = (await get('printers?a[only][]=name&a[methods][]=is_online')).json();
    expect(withStatus).toEqual([{ name: 'Zebra', is_online: false }]);
  });

  it.each([
    ['picks?a[only][]=colour', 'Attributo sconosciuto in a[only]: colour'],
    ['picks?a[except][]=colour', 'Attributo sconosciuto in a[except]: colour'],
    ['picks?a[include][warehouse]=', 'Associazione sconosciuta in a[include]: warehouse'],
    ['picks?a[include][item][only][]=colour', 'Attributo sconosciuto in a[include][item][only]: colour'],
    ['picks?a[methods][]=total', 'Metodo sconosciuto in a[methods]: total'],
    ['picks?a[sort]=id', 'Chiave sconosciuta in a: sort'],
    ['picks?json_attrs={"only":', 'Valore non valido per json_attrs: atteso un oggetto'],
  ])('%s is refused with 400 naming it', async (url, error) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, id: 'invalid_input' });
  });

  it('hidden columns stay unreachable, directly and through an association', async () => {
    const direct = await get('users?a[only][]=password_digest');
    expect(direct.statusCode).toBe(400);
    expect(direct.json().error).toBe('Attributo sconosciuto in a[only]: password_digest');
    const nested = await get(`picks?a[include][user][only][]=atoken`);
    expect(nested.statusCode).toBe(400);
    const whole = await get(`projects?a[include][picks][include][user]=`);
    expect(whole.body).not.toMatch(/password_digest|atoken/);
  });

  it('an association to a model the user may not read is refused with 403', async () => {
    const res = await get('picks?a[include][user]=', h.tokens.operator);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Non è consentito leggere Utenti', id: 'forbidden' });
    expect((await get('picks?a[include][item]=', h.tokens.operator)).statusCode).toBe(200);
  });
});
