import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from './support/harness';
import { up as uniqueProjectNames } from '../../src/db/migrations/011_project_names';

/**
 * An order is found by its name, so two orders of the same typology never share one (issue 23):
 * the second answers 422 `constraint` with a sentence the operator can act on, on create and on a
 * rename; another typology may use the name. Migration 011 keeps apart the names an existing
 * database already repeats, so its index can be built.
 */
describe.each(dialects)('order names unique per typology on %s', (dialect) => {
  let h: Harness;
  let ac: { id: number };
  let lp: { id: number };

  beforeAll(async () => {
    h = await createHarness(dialect);
    ac = await create(h, 'project_typologies', { title: 'AC' });
    lp = await create(h, 'project_typologies', { title: 'LP' });
  });
  afterAll(() => h.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    h.request({ method, url: `/api/v2/${url}`, token: h.tokens.admin, payload });
  const MESSAGE = 'Esiste già un ordine con questo nome per la stessa tipologia: scegliere un altro nome';

  it('a second order with the same name and typology: 422 with a clear message, nothing created', async () => {
    await create(h, 'projects', { name: 'AC-2026-0001', project_typology_id: ac.id });
    const res = await send('POST', 'projects', {
      project: { name: 'AC-2026-0001', project_typology_id: ac.id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: MESSAGE, id: 'constraint' });
    const same = await h.handle.db
      .selectFrom('projects')
      .select('id')
      .where('name', '=', 'AC-2026-0001')
      .execute();
    expect(same).toHaveLength(1);
  });

  it('the same name under another typology is allowed', async () => {
    const res = await send('POST', 'projects', {
      project: { name: 'AC-2026-0001', project_typology_id: lp.id },
    });
    expect(res.statusCode).toBe(201);
  });

  it('renaming an order onto another of its typology is refused the same way', async () => {
    const other = await create(h, 'projects', { name: 'AC-2026-0002', project_typology_id: ac.id });
    const res = await send('PUT', `projects/${other.id}`, { project: { name: 'AC-2026-0001' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: MESSAGE, id: 'constraint' });
  });

  it('migration 011 keeps apart names an existing database repeats, then builds its index', async () => {
    const db = h.handle.db;
    await db.schema.dropIndex('projects_typology_name_key').execute();
    const now = new Date().toISOString();
    const row = (name: string, typology: number | null) => ({
      name,
      project_typology_id: typology,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('projects')
      .values([row('DUP', ac.id), row('DUP', ac.id), row('DUP', lp.id), row('FREE', null), row('FREE', null)])
      .execute();
    await uniqueProjectNames(db, h.handle.dialect);
    const dups = await db
      .selectFrom('projects')
      .select(['id', 'name', 'project_typology_id'])
      .where('name', 'like', 'DUP%')
      .orderBy('id')
      .execute();
    expect(dups.map((d) => d.name)).toEqual(['DUP', `DUP (#${dups[1]?.id})`, 'DUP']);
    const res = await send('POST', 'projects', { project: { name: 'DUP', project_typology_id: ac.id } });
    expect(res.statusCode).toBe(422);
  });
});
