import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from './support/harness';
import { command, fixtures } from './support/lists';

/**
 * `GET /projects/{id}?do=last_writer` and `GET /packages/{id}?do=last_writer`: who concluded a list or
 * loaded a package, for the screens that had it open.
 */
describe.each(dialects)('a project’s last writer on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });
  const lastWriter = (id: number) =>
    h.request({ method: 'GET', url: `/api/v2/projects/${id}?do=last_writer`, token: h.tokens.operator });

  it('names who concluded the list and when; an unknown list is 404', async () => {
    const list = await fixtures(h).pickingList([[2, 2]]);
    const before = Date.now();
    const res = await command(
      h,
      'projects?do=conclude_picking',
      { lists: [{ id: list.id, lock_version: list.lock_version }] },
      { token: h.tokens.supervisor },
    );
    expect(res.statusCode, res.body).toBe(200);

    const answer = await lastWriter(list.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const writer = answer.json() as { by: { id: number; name: string }; at: string };
    expect(writer.by).toEqual({ id: h.users.supervisor, name: expect.any(String) });
    expect(writer.by.name).not.toBe('');
    expect(Date.parse(writer.at)).toBeGreaterThanOrEqual(before - 1000);

    expect((await lastWriter(999_999)).statusCode).toBe(404);
  });

  it('names who loaded a package on the truck; an unknown package is 404', async () => {
    const project = (await create(h, 'projects', { name: 'LP-CHI-CARICA' })).id;
    const pkg = await create(h, 'packages', {
      project_id: project,
      name: 'PK-CHI-1',
      incremental: 1,
      closed: true,
      shipped: false,
    });
    const res = await command(
      h,
      'packages?do=load_packages',
      { packages: [{ id: pkg.id, lock_version: pkg.lock_version }] },
      { token: h.tokens.supervisor },
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = (id: number) => `/api/v2/packages/${id}?do=last_writer`;
    const answer = await h.request({ method: 'GET', url: url(pkg.id), token: h.tokens.operator });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as { by: { id: number } }).by.id).toBe(h.users.supervisor);
    const missing = await h.request({ method: 'GET', url: url(999_999), token: h.tokens.operator });
    expect(missing.statusCode).toBe(404);
  });
});

describe.each(dialects)('any record’s last writer on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('names who last saved an item (the back-office form’s live note); an unknown one is 404', async () => {
    const item = await create(h, 'items', { code: 'CHI-ART-1', description: 'Articolo' });
    const url = (id: number) => `/api/v2/items/${id}?do=last_writer`;
    const before = Date.now();
    const saved = await h.request({
      method: 'PUT',
      url: `/api/v2/items/${item.id}`,
      token: h.tokens.supervisor,
      payload: { item: { description: 'Articolo rinominato', lock_version: item.lock_version } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = await h.request({ method: 'GET', url: url(item.id), token: h.tokens.operator });
    expect(answer.statusCode, answer.body).toBe(200);
    const writer = answer.json() as { by: { id: number; name: string }; at: string };
    expect(writer.by.id).toBe(h.users.supervisor);
    expect(Date.parse(writer.at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await h.request({ method: 'GET', url: url(999_999), token: h.tokens.operator })).statusCode).toBe(
      404,
    );
  });
});
