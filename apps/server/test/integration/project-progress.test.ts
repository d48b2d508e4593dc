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

  beforeAll(async () => {
    h = await createHarness(dialect);
    const typology = await create(h, 'project_typologies', { title: 'LP', picking: true });
    const [a, b] = [await create(h, 'items', { code: 'P-A' }), await create(h, 'items', { code: 'P-B' })];
    half = await create(h, 'projects', { name: 'LP-1', project_typology_id: typology.id });
    empty = await create(h, 'projects', { name: 'LP-2', project_typology_id: typology.id });
    const pa = await create(h, 'picks', { project_id: half.id, item_id: a.id, quantity: 4 });
    await create(h, 'picks', { project_id: half.id, item_id: b.id, quantity: 6 });
    // 3 of 4 read on one line, and more than expected on none: 3 / 10.
    await create(h, 'project_rows', { project_id: half.id, pick_id: pa.id, item_id: a.id, quantity: 3 });
    // An over-read line counts at most its expected quantity.
    const over = await create(h, 'picks', { project_id: empty.id, item_id: a.id, quantity: 2 });
    await create(h, 'project_rows', { project_id: empty.id, pick_id: over.id, item_id: a.id, quantity: 5 });
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
});
