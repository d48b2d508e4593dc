import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from './support/harness';

describe.each(dialects)('model routes on %s', (dialect) => {
  let h: Harness;
  let item: { id: number };
  let project: { id: number };
  beforeAll(async () => {
    h = await createHarness(dialect);
    const unit = await create(h, 'measure_units', { name: 'PZ' });
    const shelf = await create(h, 'locations', { name: 'A01-01' });
    const other = await create(h, 'locations', { name: 'B02-03' });
    item = await create(h, 'items', {
      code: 'PAS-500',
      barcode: '8001234567890',
      description: 'Pasta di semola 500 g',
      measure_unit_id: unit.id,
      location_id: shelf.id,
      quantity: 40,
      locked_quantity: 5,
    });
    await h.handle.db
      .insertInto('item_locations')
      .values({ item_id: item.id, location_id: other.id })
      .execute();
    await create(h, 'additional_barcodes', { item_id: item.id, code: 'ALT-001' });
    const customer = await create(h, 'customers', {
      name: 'Rossi Alimentari',
      locality: 'Milano',
      province: 'MI',
    });
    const typology = await create(h, 'project_typologies', { title: 'LP', picking: true });
    project = await create(h, 'projects', {
      name: 'LP-1',
      project_typology_id: typology.id,
      customer_id: customer.id,
    });
    await create(h, 'picks', {
      project_id: project.id,
      item_id: item.id,
      location_id: shelf.id,
      quantity: 3,
    });
  });
  afterAll(() => h.close());

  it('creates with a singular or plural wrapper, on a singular or plural path', async () => {
    const singular = await h.request({
      method: 'POST',
      url: '/api/v2/project',
      token: h.tokens.operator,
      payload: { project: { name: 'Cliente Nuovo' } },
    });
    expect(singular.statusCode).toBe(201);
    expect(singular.json()).toMatchObject({ name: 'Cliente Nuovo', closed: false, lock_version: 0 });
    const plural = await h.request({
      method: 'POST',
      url: '/api/v2/projects',
      token: h.tokens.operator,
      payload: { projects: { name: 'Altro Cliente', closed: 'false', package_number: '3' } },
    });
    expect(plural.statusCode).toBe(201);
    expect(plural.json()).toMatchObject({ closed: false, package_number: 3 });
  });

  it('accepts a form-encoded create in the bracket syntax', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/v2/locations',
      token: h.tokens.operator,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'locations[name]=C03-01&locations[code]=C3',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'C03-01', code: 'C3' });
  });

  it('shows one record with the nested objects the screens read', async () => {
    const [pick] = (
      await h.request({
        method: 'GET',
        url: `/api/v2/picks?q[project_id_eq]=${project.id}`,
        token: h.tokens.operator,
      })
    ).json();
    const res = await h.request({ method: 'GET', url: `/api/v2/picks/${pick.id}`, token: h.tokens.operator });
    expect(res.statusCode).toBe(200);
    const shown = res.json();
    expect(shown).toMatchObject({
      quantity: 3,
      quantity_detected: 0,
      quantity_remaining: 3,
      lock_version: 0,
      location: { name: 'A01-01' },
      item: {
        code: 'PAS-500',
        quantity: 40,
        locked_quantity: 5,
        measure_unit: { name: 'PZ' },
        location: { name: 'A01-01' },
        additional_barcodes: [{ code: 'ALT-001' }],
      },
      project_rows: [],
    });
    expect(shown.item.locations.map((l: { name: string }) => l.name)).toEqual(['B02-03']);
    const proj = (
      await h.request({ method: 'GET', url: `/api/v2/projects/${project.id}`, token: h.tokens.operator })
    ).json();
    expect(proj).toMatchObject({
      customer: { name: 'Rossi Alimentari', locality: 'Milano' },
      project_typology: { title: 'LP' },
    });
    expect(proj).toHaveProperty('supplier', null);
  });

  it('updates with PUT and PATCH, and deletes', async () => {
    const loc = await create(h, 'locations', { name: 'TEMP' });
    const put = await h.request({
      method: 'PUT',
      url: `/api/v2/locations/${loc.id}`,
      token: h.tokens.supervisor,
      payload: { location: { name: 'TEMP-2' } },
    });
    expect(put.json().name).toBe('TEMP-2');
    const patch = await h.request({
      method: 'PATCH',
      url: `/api/v2/locations/${loc.id}`,
      token: h.tokens.supervisor,
      payload: { locations: { code: 'T2' } },
    });
    expect(patch.json()).toMatchObject({ name: 'TEMP-2', code: 'T2' });
    const del = await h.request({
      method: 'DELETE',
      url: `/api/v2/locations/${loc.id}`,
      token: h.tokens.supervisor,
    });
    expect(del.statusCode).toBe(200);
    const gone = await h.request({
      method: 'GET',
      url: `/api/v2/locations/${loc.id}`,
      token: h.tokens.supervisor,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBeTruthy();
  });

  it('pages with page/per and tells the range in Content-Range', async () => {
    for (let i = 0; i < 5; i++) await create(h, 'branches', { code: `B${i}`, name: `Filiale ${i}` });
    const page2 = await h.request({
      method: 'GET',
      url: '/api/v2/branches?page=2&per=2&q[s]=code asc',
      token: h.tokens.operator,
    });
    expect(page2.statusCode).toBe(200);
    expect(page2.json().map((b: { code: string }) => b.code)).toEqual(['B2', 'B3']);
    expect(page2.headers['content-range']).toBe('branches 2-3/5');
    const all = await h.request({ method: 'GET', url: '/api/v2/branches', token: h.tokens.operator });
    expect(all.json()).toHaveLength(5);
    expect(all.headers['content-range']).toBe('branches 0-4/5');
    const count = await h.request({
      method: 'GET',
      url: '/api/v2/branches?count=true&q[code_in]=B1,B2',
      token: h.tokens.operator,
    });
    expect(count.json()).toEqual({ count: 2 });
  });

  it('answers an empty list with 404 and [], or 200 [] with always_ok', async () => {
    const empty = await h.request({
      method: 'GET',
      url: '/api/v2/serials?q[code_eq]=none',
      token: h.tokens.operator,
    });
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toEqual([]);
    const ok = await h.request({
      method: 'GET',
      url: '/api/v2/serials?always_ok=true',
      token: h.tokens.operator,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual([]);
    const search = await h.request({
      method: 'POST',
      url: '/api/v2/serials/search',
      token: h.tokens.operator,
      payload: { q: { code_eq: 'none' } },
    });
    expect(search.statusCode).toBe(404);
    expect(search.json()).toEqual([]);
  });

  it('searches with filters in the query string, a form body or a JSON body', async () => {
    const query = await h.request({
      method: 'POST',
      url: '/api/v2/items/search?q[barcode_eq]=8001234567890',
      token: h.tokens.operator,
    });
    expect(query.json().map((i: { id: number }) => i.id)).toEqual([item.id]);
    const form = await h.request({
      method: 'POST',
      url: '/api/v2/items/search',
      token: h.tokens.operator,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'q[additional_barcodes_code_eq]=ALT-001',
    });
    expect(form.json().map((i: { id: number }) => i.id)).toEqual([item.id]);
    const json = await h.request({
      method: 'POST',
      url: '/api/v2/additional_barcodes/search',
      token: h.tokens.operator,
      payload: { q: { code_eq: 'ALT-001' } },
    });
    expect(json.json()[0]).toMatchObject({
      code: 'ALT-001',
      item: { code: 'PAS-500', measure_unit: { name: 'PZ' } },
    });
  });

  it('refuses unknown filters with 400 naming them, and never reaches the password hash', async () => {
    const unknown = await h.request({
      method: 'GET',
      url: '/api/v2/items?q[colour_eq]=red',
      token: h.tokens.operator,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('colour_eq');
    for (const url of [
      '/api/v2/users?q[password_digest_start]=scrypt',
      '/api/v2/users?q[s]=password_digest asc',
      '/api/v2/users?q[atoken_present]=1',
      '/api/v2/roles?q[users_password_digest_present]=1',
    ]) {
      const res = await h.request({ method: 'GET', url, token: h.tokens.admin });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('matches cont case-insensitively with % and _ taken literally', async () => {
    await create(h, 'customers', { name: 'CITTÀ di Sconto 50% S.r.l.' });
    await create(h, 'customers', { name: 'Sconto 500 S.p.A.' });
    const names = async (value: string) =>
      (
        await h.request({
          method: 'POST',
          url: '/api/v2/customers/search',
          token: h.tokens.operator,
          payload: { q: { name_cont: value } },
        })
      )
        .json()
        .map((c: { name: string }) => c.name);
    expect(await names('sconto 50%')).toEqual(['CITTÀ di Sconto 50% S.r.l.']);
    expect(await names('città')).toEqual(['CITTÀ di Sconto 50% S.r.l.']);
    expect(await names('sconto 5_0')).toEqual([]);
  });
});
