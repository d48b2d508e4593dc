/**
 * The event stream's scopes for screens that list rather than work on one thing (issue 12): a
 * selection list follows a whole model (`models=projects`), an inventory's documents list follows
 * one model's records of a project (`within=documents:12`) without the project's readings.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { create, dialects, type Harness } from './support/harness';
import { eventStreamSuite, openStream } from './support/sse';

describe.each(dialects)('event stream scopes of lists on %s', (dialect) => {
  const live = eventStreamSuite(dialect);
  const { stream } = live;
  let h: Harness;
  let url: string;
  let item: number;

  beforeAll(async () => {
    ({ h, url } = live);
    item = (await create(h, 'items', { code: 'ART-LISTE' })).id;
  });
  const put = async (model: string, id: number, values: object) => {
    const res = await h.request({
      method: 'PUT',
      url: `/api/v2/${model}/${id}`,
      token: h.tokens.supervisor,
      payload: { [model]: values },
    });
    expect(res.statusCode).toBe(200);
  };
  const remove = async (model: string, id: number) => {
    const res = await h.request({
      method: 'DELETE',
      url: `/api/v2/${model}/${id}`,
      token: h.tokens.supervisor,
    });
    expect(res.statusCode).toBeLessThan(300);
  };
  const reading = (values: object) =>
    create(h, 'project_rows', { item_id: item, quantity: 1, ...values }, h.tokens.supervisor);
  const changeCount = (n: number) => (e: { event: string }[]) =>
    e.filter((x) => x.event === 'change').length >= n;

  it('a selection list (models=projects) sees lists created, changed and deleted by another operator, not their readings', async () => {
    const events = await stream('models=projects');
    const list = await create(h, 'projects', { name: 'Lista nuova' }, h.tokens.supervisor);
    await reading({ project_id: list.id });
    await put('projects', list.id, { suspended: true });
    const spare = await create(h, 'projects', { name: 'Lista da togliere' }, h.tokens.supervisor);
    await remove('projects', spare.id);
    await events.waitFor(changeCount(4), 'four project changes');
    expect(events.changes().map(({ model, id, kind }) => ({ model, id, kind }))).toEqual([
      { model: 'projects', id: list.id, kind: 'create' },
      { model: 'projects', id: list.id, kind: 'update' },
      { model: 'projects', id: spare.id, kind: 'create' },
      { model: 'projects', id: spare.id, kind: 'destroy' },
    ]);
    expect(events.changes().every((c) => (c as { user_id?: number }).user_id === h.users.supervisor)).toBe(
      true,
    );
  });

  it("an inventory's documents list (within=documents:P) sees its documents, not other inventories' nor readings", async () => {
    const inventory = (await create(h, 'projects', { name: 'Inventario live' })).id as number;
    const other = (await create(h, 'projects', { name: 'Altro inventario' })).id as number;
    const events = await stream(`within=documents:${inventory}`);

    await create(h, 'documents', { name: 'Altrove', project_id: other }, h.tokens.supervisor);
    await reading({ project_id: inventory });
    const doc = await create(
      h,
      'documents',
      { name: 'Scaffale A', project_id: inventory },
      h.tokens.supervisor,
    );
    // A count into the document changes its total: announced as its update (before it is closed:
    // a closed document takes no counts).
    await reading({ project_id: inventory, document_id: doc.id });
    await put('documents', doc.id, { closed: true });
    const spare = await create(
      h,
      'documents',
      { name: 'Scaffale B', project_id: inventory },
      h.tokens.supervisor,
    );
    await remove('documents', spare.id);

    await events.waitFor(changeCount(5), 'five document changes');
    expect(events.changes().map(({ model, id, kind }) => ({ model, id, kind }))).toEqual([
      { model: 'documents', id: doc.id, kind: 'create' },
      { model: 'documents', id: doc.id, kind: 'update' },
      { model: 'documents', id: doc.id, kind: 'update' },
      { model: 'documents', id: spare.id, kind: 'create' },
      { model: 'documents', id: spare.id, kind: 'destroy' },
    ]);
    const resumeFrom = events.events.find((e) => e.event === 'change')!.id;

    // Resuming replays the same scope only.
    const resumed = await stream(`within=documents:${inventory}`, h.tokens.operator, resumeFrom);
    await resumed.waitFor(changeCount(4), 'the replayed changes');
    expect(resumed.changes().map((c) => c.model)).toEqual([
      'documents',
      'documents',
      'documents',
      'documents',
    ]);
    expect(resumed.changes().map((c) => c.project_id)).toEqual([inventory, inventory, inventory, inventory]);
  });

  it('does not count a documents list as working on the inventory (presence)', async () => {
    const inventory = (await create(h, 'projects', { name: 'Inventario presenze' })).id as number;
    await stream(`within=documents:${inventory}`, h.tokens.supervisor);
    const counting = await stream(`projects=${inventory}`, h.tokens.operator);
    const presence = counting.events.filter((e) => e.event === 'presence').map((e) => JSON.parse(e.data));
    expect(presence.at(-1)).toEqual({ projects: {}, documents: {} });
  });

  it('sends no event of what the user may not read, whatever the scope asks', async () => {
    const role = 'solo-liste';
    const user = await h.createUser({ email: 'liste@test.it', password: 'a long password', roles: [role] });
    const roleRow = await h.handle.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', role)
      .executeTakeFirstOrThrow();
    const stamp = new Date().toISOString();
    await h.handle.db
      .insertInto('permissions')
      .values({
        role_id: roleRow.id,
        predicate: 'can',
        action: 'read',
        model: 'projects',
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    expect(user.id).toBeGreaterThan(0);
    const token = await h.login('liste@test.it', 'a long password');
    const inventory = (await create(h, 'projects', { name: 'Inventario riservato' })).id as number;
    const events = await stream(
      `within=documents:${inventory},picks:${inventory}&models=projects,users`,
      token,
    );

    const doc = await create(
      h,
      'documents',
      { name: 'Riservato', project_id: inventory },
      h.tokens.supervisor,
    );
    await create(h, 'picks', { project_id: inventory, item_id: item, quantity: 2 }, h.tokens.supervisor);
    await put('documents', doc.id, { closed: true });
    await h.createUser({ email: 'altro-utente@test.it', password: 'a long password' });
    await put('projects', inventory, { suspended: true });
    await events.waitFor(changeCount(1), 'the project change');
    expect(events.changes().map(({ model, id }) => ({ model, id }))).toEqual([
      { model: 'projects', id: inventory },
    ]);
  });

  it('refuses an invalid or hostile scope with 400', async () => {
    const refused = async (query: string) => (await openStream(url, h.tokens.operator, query)).status;
    for (const query of [
      'within=users:1', // not a model of a project
      'within=project_rows:1', // a project's readings are followed with projects= (and presence)
      'within=nope:1',
      'within=documents',
      'within=documents:',
      'within=documents:0',
      'within=documents:-1',
      'within=documents:1.5',
      'within=documents:abc',
      'within=documents:1:2',
      `within=${encodeURIComponent("documents:1' or 1=1 --")}`,
      'within=documents:99999999999999999999',
      `within=${Array.from({ length: 201 }, (_, i) => `documents:${i + 1}`).join(',')}`,
      'models=nope',
      `models=${encodeURIComponent("projects' or 1=1 --")}`,
    ])
      expect(await refused(query), query).toBe(400);
  });
});
