import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from './support/harness';

/**
 * A project's `progress` (read against expected over its picks, as the back office's order form
 * shows it) is computed for a whole page in one query, and only when asked (`a[methods][]=progress`).
 */
describe.each(dialects)('project progress on %s', (dialect) => {
  let h: Harness;
  let half: { id: number };
  let empty: { id: number };
  let fifty: { id: number };
  let none: { id: number };

  beforeAll(async () => {
    h = await createHarness(dialect);
    const typology = await create(h, 'project_typologies', { title: 'LP', picking: true });
    const [a, b] = [await create(h, 'items', { code: 'P-A' }), await create(h, 'items', { code: 'P-B' })];
    half = await create(h, 'projects', { name: 'LP-1', project_typology_id: typology.id });
    empty = await create(h, 'projects', { name: 'LP-2', project_typology_id: typology.id });
    const pa = await create(h, 'picks', { project_id: half.id, item_id: a.id, quantity: 4 });
    await create(h, 'picks', { project_id: half.id, item_id: b.id, quantity: 6 });
    // 3 of 4 read on one line, and more than expected on none: 3 / 10.
    await create(h, 'project_rows', {
      module: 'picking',
      project_id: half.id,
      pick_id: pa.id,
      item_id: a.id,
      quantity: 3,
    });
    // An over-read line counts at most its expected quantity.
    const over = await create(h, 'picks', { project_id: empty.id, item_id: a.id, quantity: 2 });
    await create(h, 'project_rows', {
      module: 'picking',
      project_id: empty.id,
      pick_id: over.id,
      item_id: a.id,
      quantity: 5,
    });
    // Created after the others, so that an order by progress is not the order by id.
    fifty = await create(h, 'projects', { name: 'LP-3', project_typology_id: typology.id });
    const pf = await create(h, 'picks', { project_id: fifty.id, item_id: b.id, quantity: 8 });
    await create(h, 'project_rows', {
      module: 'picking',
      project_id: fifty.id,
      pick_id: pf.id,
      item_id: b.id,
      quantity: 4,
    });
    none = await create(h, 'projects', { name: 'LP-4', project_typology_id: typology.id });
  });
  afterAll(() => h.close());

  const list = (query: string) =>
    h.request({ method: 'GET', url: `/api/v2/projects?${query}`, token: h.tokens.supervisor });

  it('is sent for every project of the page when asked, with the default includes named', async () => {
    const res = await list('a[methods][]=progress&a[include][]=project_typology&q[s]=id+asc');
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(res.json().map((p: { id: number }) => [p.id, p]));
    expect(byId.get(half.id)).toMatchObject({
      progress: { read: 3, expected: 10, percent: 30 },
      project_typology: { title: 'LP' },
    });
    expect(byId.get(empty.id)).toMatchObject({ progress: { read: 2, expected: 2, percent: 100 } });
  });

  it('is not computed for the default answer the handheld reads', async () => {
    const res = await list('q[s]=id+asc');
    expect(res.statusCode).toBe(200);
    for (const project of res.json()) expect(project).not.toHaveProperty('progress');
  });

  const ids = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((p) => p.id);

  it('sorts the whole result by progress, page by page, both ways (no picks counts as 0%)', async () => {
    const asc = [none.id, half.id, fifty.id, empty.id]; // 0%, 30%, 50%, 100%
    const pages = async (direction: string) => [
      ...ids(await list(`q[name_start]=LP-&q[s]=progress+${direction}&page=1&per=2`)),
      ...ids(await list(`q[name_start]=LP-&q[s]=progress+${direction}&page=2&per=2`)),
    ];
    expect(await pages('asc')).toEqual(asc);
    expect(await pages('desc')).toEqual([...asc].reverse());
    const page = await list('q[name_start]=LP-&q[s]=progress+desc&page=1&per=2&a[methods][]=progress');
    expect(page.headers['content-range']).toMatch(/\/4$/);
    expect((page.json() as { progress: { percent: number } }[]).map((p) => p.progress.percent)).toEqual([
      100, 50,
    ]);
  });

  it('a read that changes progress moves the project in the sorted list', async () => {
    const pick = (
      await h.request({
        method: 'GET',
        url: `/api/v2/picks?q[project_id_eq]=${none.id}`,
        token: h.tokens.admin,
      })
    ).json();
    expect(pick).toEqual([]);
    const item = await create(h, 'items', { code: 'P-C' });
    const p = await create(h, 'picks', { project_id: none.id, item_id: item.id, quantity: 1 });
    await create(h, 'project_rows', {
      module: 'picking',
      project_id: none.id,
      pick_id: p.id,
      item_id: item.id,
      quantity: 1,
    });
    // LP-4 is now 100%, like LP-2: equal progress, then id.
    expect(ids(await list('q[name_start]=LP-&q[s]=progress+desc'))).toEqual([
      empty.id,
      none.id,
      fifty.id,
      half.id,
    ]);
    await h.request({ method: 'DELETE', url: `/api/v2/picks/${p.id}`, token: h.tokens.admin });
  });

  it('sorting by progress with another key, and through a POST search', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/v2/projects/search',
      token: h.tokens.supervisor,
      payload: { q: { name_start: 'LP-', s: ['progress asc', 'name desc'] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res)).toEqual([none.id, half.id, fifty.id, empty.id]);
  });

  it('progress is sortable on projects only; another unknown key is still a 400', async () => {
    const res = await h.request({
      method: 'GET',
      url: '/api/v2/picks?q[s]=progress+asc',
      token: h.tokens.supervisor,
    });
    expect(res.statusCode).toBe(400);
  });
});
