import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dialects, PASSWORD, type Harness } from '../support/harness';

/**
 * The gem author's request collection for the v2 API, replayed as it sends: every request with
 * `Content-Type: application/json` and `Accept: application/json` (a DELETE too, with no body),
 * the token from the login's `token` header, the search with its filters in the query string.
 */
describe.each(dialects)('the v2 request collection on %s', (dialect) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object) =>
    h.app.inject({
      method,
      url: `/api/v2/${url}`,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });

  it('runs the whole sequence: login, info, CRUD, search, count, bulk, delete', async () => {
    const login = await send('POST', 'authenticate', {
      auth: { email: 'admin@test.it', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    token = login.headers.token as string;

    expect((await send('GET', 'info/version')).json()).toEqual({ version: expect.any(String) });
    expect((await send('GET', 'info/roles')).statusCode).toBe(200);
    expect((await send('GET', 'info/heartbeat')).json().email).toBe('admin@test.it');

    const created = await send('POST', 'customers', { customer: { name: 'Rossi Srl', locality: 'Milano' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    expect((await send('GET', `customers/${id}`)).json()).toMatchObject({ name: 'Rossi Srl' });
    const patched = await send('PATCH', `customers/${id}`, { customer: { province: 'MI' } });
    expect(patched.json()).toMatchObject({ name: 'Rossi Srl', province: 'MI' });
    const put = await send('PUT', `customers/${id}`, { customers: { name: 'Rossi S.r.l.' } });
    expect(put.json().name).toBe('Rossi S.r.l.');

    // The search with its filters in the query and an empty JSON body.
    const search = await send('POST', 'customers/search?q[name_cont]=rossi&q[s]=name+asc');
    expect(search.statusCode).toBe(200);
    expect(search.json().map((c: { id: number }) => c.id)).toEqual([id]);
    expect((await send('GET', 'customers?count=true')).json()).toEqual({ count: 1 });

    const second = (await send('POST', 'customers', { customer: { name: 'Bianchi' } })).json().id;
    const bulk = await send('PUT', `customers/${id}/multi?ids=${id},${second}`, {
      customer: { locality: 'Roma' },
    });
    expect(bulk.json().map((c: { locality: string }) => c.locality)).toEqual(['Roma', 'Roma']);

    // DELETE with the JSON content type and no body, as the collection sends every DELETE.
    const deleted = await send('DELETE', `customers/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await send('GET', `customers/${id}`)).statusCode).toBe(404);
    const bulkDeleted = await send('DELETE', `customers/multi?ids=${second}`);
    expect(bulkDeleted.statusCode).toBe(200);
    const empty = await send('GET', 'customers');
    expect([empty.statusCode, empty.json()]).toEqual([404, []]);
  });
});
