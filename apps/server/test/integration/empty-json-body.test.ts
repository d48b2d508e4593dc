import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from './support/harness';

const JSON_TYPE = { 'content-type': 'application/json' };

describe.each(dialects)('a JSON content type with an empty body on %s', (dialect) => {
  let h: Harness;
  let project: number;
  let item: number;

  beforeAll(async () => {
    h = await createHarness(dialect);
    project = (await create(h, 'projects', { name: 'Ordine corpo vuoto' })).id;
    item = (await create(h, 'items', { code: 'ART-EMPTY' })).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const send = (method: 'DELETE' | 'PUT' | 'POST', url: string, payload: string) =>
    h.request({ method, url, token: h.tokens.admin, headers: JSON_TYPE, payload });

  it('deletes a record on a DELETE with Content-Type: application/json and no body', async () => {
    const branch = await create(h, 'branches', { code: 'DEL-EMPTY' });
    const res = await send('DELETE', `/api/v2/branches/${branch.id}`, '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: branch.id, code: 'DEL-EMPTY' });
    const gone = await h.request({
      method: 'GET',
      url: `/api/v2/branches/${branch.id}`,
      token: h.tokens.admin,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('takes a blank body (white space only) as no body too', async () => {
    const branch = await create(h, 'branches', { code: 'DEL-BLANK' });
    expect((await send('DELETE', `/api/v2/branches/${branch.id}`, ' \r\n ')).statusCode).toBe(200);
  });

  it('accepts a PUT with an empty JSON body as an update that changes nothing', async () => {
    const pick = await create(h, 'picks', { project_id: project, item_id: item, quantity: 4 });
    const res = await send('PUT', `/api/v2/picks/${pick.id}`, '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: pick.id, quantity: 4 });
  });

  it('runs a POST action with an empty JSON body with its defaults (delete_rows: all readings)', async () => {
    const pick = await create(h, 'picks', { project_id: project, item_id: item, quantity: 2 });
    await create(h, 'project_rows', { project_id: project, pick_id: pick.id, item_id: item, quantity: 1 });
    const res = await send('POST', `/api/v2/projects/${project}?do=delete_rows`, '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
  });

  it('still refuses malformed JSON and prototype poisoning with 400', async () => {
    const branch = await create(h, 'branches', { code: 'DEL-BAD' });
    const bad = await send('PUT', `/api/v2/branches/${branch.id}`, '{"branch":');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('JSON non valido nel corpo della richiesta');
    const poisoned = await send('PUT', `/api/v2/branches/${branch.id}`, '{"__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(
      (await h.request({ method: 'GET', url: `/api/v2/branches/${branch.id}`, token: h.tokens.admin }))
        .statusCode,
    ).toBe(200);
  });
});
