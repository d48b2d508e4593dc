import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dialects, type Harness } from '../support/harness';

/**
 * The react-admin data provider for thecore backends, replayed as it calls: getList pages with
 * `page`/`per` and reads the total from Content-Range, sorts with `q[s]` as a JSON-quoted string,
 * getMany with `q[id_in][]`, getManyReference with an `_eq` filter, then create, update, delete.
 * A browser sends a CORS preflight first, with the headers its HTTP library adds.
 */
describe.each(dialects)('react-admin data provider on %s', (dialect) => {
  let h: Harness;
  const ids: number[] = [];
  beforeAll(async () => {
    h = await createHarness(dialect, { corsOrigins: 'https://admin.example' });
    for (let i = 1; i <= 12; i++) {
      const res = await h.request({
        method: 'POST',
        url: '/api/v2/items',
        token: h.tokens.admin,
        payload: {
          item: { code: `RA-${String(i).padStart(2, '0')}`, description: i % 2 ? 'dispari' : 'pari' },
        },
      });
      ids.push(res.json().id);
    }
  });
  afterAll(() => h.close());

  const get = (url: string) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: {
        authorization: `Bearer ${h.tokens.admin}`,
        accept: 'application/json',
        origin: 'https://admin.example',
      },
    });

  it('the preflight grants the headers browsers add, and exposes Content-Range and token', async () => {
    const res = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/v2/items?page=1&per=5',
      headers: {
        origin: 'https://admin.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers':
          'accept,authorization,cache-control,content-type,if-match,if-none-match,x-requested-with',
      },
    });
    expect(res.statusCode).toBe(204);
    const allowed = String(res.headers['access-control-allow-headers'])
      .split(',')
      .map((h) => h.trim());
    for (const header of [
      'accept',
      'authorization',
      'cache-control',
      'content-type',
      'if-match',
      'if-none-match',
      'x-requested-with',
    ]) {
      expect(allowed).toContain(header);
    }
    const list = await get('/api/v2/items?page=1&per=5');
    expect(String(list.headers['access-control-expose-headers'])).toMatch(/content-range/i);
    expect(String(list.headers['access-control-expose-headers'])).toMatch(/token/);
  });

  it('getList: a page sorted by a JSON-quoted q[s], the total in Content-Range', async () => {
    const res = await get(`/api/v2/items?page=2&per=5&q[s]=${encodeURIComponent('"code desc"')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('items 5-9/12');
    expect(res.json().map((i: { code: string }) => i.code)).toEqual([
      'RA-07',
      'RA-06',
      'RA-05',
      'RA-04',
      'RA-03',
    ]);
  });

  it('getList with a filter, and the last partial page', async () => {
    const res = await get(
      `/api/v2/items?page=2&per=5&q[description_eq]=pari&q[s]=${encodeURIComponent('"code asc"')}`,
    );
    expect(res.headers['content-range']).toBe('items 5-5/6');
    expect(res.json().map((i: { code: string }) => i.code)).toEqual(['RA-12']);
  });

  it('getMany: the records of q[id_in][]', async () => {
    const res = await get(`/api/v2/items?q[id_in][]=${ids[0]}&q[id_in][]=${ids[3]}`);
    expect(res.json().map((i: { id: number }) => i.id)).toEqual([ids[0], ids[3]]);
  });

  it('getManyReference: the picks of one item', async () => {
    const project = await h.request({
      method: 'POST',
      url: '/api/v2/projects',
      token: h.tokens.admin,
      payload: { project: { name: 'RA' } },
    });
    await h.request({
      method: 'POST',
      url: '/api/v2/picks',
      token: h.tokens.admin,
      payload: { pick: { project_id: project.json().id, item_id: ids[1], quantity: 2 } },
    });
    const res = await get(`/api/v2/picks?q[item_id_eq]=${ids[1]}&page=1&per=25`);
    expect(res.headers['content-range']).toBe('picks 0-0/1');
    expect(res.json()[0].item.code).toBe('RA-02');
  });

  it('create, update with lock_version, delete', async () => {
    const created = await h.request({
      method: 'POST',
      url: '/api/v2/items',
      token: h.tokens.admin,
      payload: { item: { code: 'RA-NEW' } },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    const updated = await h.request({
      method: 'PUT',
      url: `/api/v2/items/${item.id}`,
      token: h.tokens.admin,
      payload: { item: { ...item, description: 'nuovo', lock_version: item.lock_version } },
    });
    expect(updated.json()).toMatchObject({ description: 'nuovo', lock_version: item.lock_version + 1 });
    const deleted = await h.request({
      method: 'DELETE',
      url: `/api/v2/items/${item.id}`,
      token: h.tokens.admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().id).toBe(item.id);
    expect((await get(`/api/v2/items/${item.id}`)).statusCode).toBe(404);
  });

  it('an empty page is 404 [] as v2 clients expect, 200 [] with always_ok', async () => {
    const empty = await get('/api/v2/items?q[code_eq]=NONE&page=1&per=5');
    expect([empty.statusCode, empty.json()]).toEqual([404, []]);
    expect(empty.headers['content-range']).toBe('items */0');
    const ok = await get('/api/v2/items?q[code_eq]=NONE&always_ok=true');
    expect([ok.statusCode, ok.json()]).toEqual([200, []]);
  });
});
