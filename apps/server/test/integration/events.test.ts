import { beforeAll, describe, expect, it } from 'vitest';
import { create, dialects, type Harness } from './support/harness';
import { eventStreamSuite, openStream } from './support/sse';
import { pruneChangeEvents } from '../../src/live/changes';
import { command, fixtures } from './commands/support';

describe.each(dialects)('live change events on %s', (dialect) => {
  const live = eventStreamSuite(dialect);
  const { stream } = live;
  let h: Harness;
  let url: string;
  let item: number;

  beforeAll(async () => {
    ({ h, url } = live);
    item = (await create(h, 'items', { code: 'ART-LIVE' })).id;
  });
  const newProject = async (name: string) => (await create(h, 'projects', { name })).id as number;
  const reading = (project: number, quantity = 1) =>
    create(h, 'project_rows', { project_id: project, item_id: item, quantity }, h.tokens.supervisor);

  it('sends a change event for a reading written by another operator', async () => {
    const project = await newProject('Lista live');
    const events = await stream(`projects=${project}`);
    const row = await reading(project);
    await events.waitFor((e) => e.some((x) => x.event === 'change'), 'the change event');
    expect(events.changes()).toEqual([
      {
        model: 'project_rows',
        id: row.id,
        kind: 'create',
        project_id: project,
        document_id: null,
        user_id: h.users.supervisor,
      },
    ]);
  });

  it('sends updates and deletes, and the readings deleted by delete_rows with their picks', async () => {
    const project = await newProject('Lista modifiche');
    const pick = await create(h, 'picks', { project_id: project, item_id: item, quantity: 3 });
    const row = await create(h, 'project_rows', {
      project_id: project,
      item_id: item,
      pick_id: pick.id,
      quantity: 1,
    });
    const events = await stream(`projects=${project}`);
    const put = await h.request({
      method: 'PUT',
      url: `/api/v2/project_rows/${row.id}`,
      token: h.tokens.admin,
      payload: { project_row: { quantity: 2 } },
    });
    expect(put.statusCode).toBe(200);
    const cleared = await h.request({
      method: 'POST',
      url: `/api/v2/projects/${project}?do=delete_rows`,
      token: h.tokens.admin,
      payload: {},
    });
    expect(cleared.json()).toEqual({ deleted: 1 });
    await events.waitFor((e) => e.filter((x) => x.event === 'change').length >= 4, 'four changes');
    // A reading's write also announces the pick whose totals it changed.
    expect(events.changes().map(({ model, id, kind }) => ({ model, id, kind }))).toEqual([
      { model: 'project_rows', id: row.id, kind: 'update' },
      { model: 'picks', id: pick.id, kind: 'update' },
      { model: 'project_rows', id: row.id, kind: 'destroy' },
      { model: 'picks', id: pick.id, kind: 'update' },
    ]);
  });

  it("announces a command's writes: 'Concludi' deletes the readings and stores the list", async () => {
    const list = await fixtures(h).pickingList([[2, 2]]);
    const readings = await h.handle.db
      .selectFrom('project_rows')
      .select('id')
      .where('project_id', '=', list.id)
      .execute();
    const events = await stream(`projects=${list.id}`);
    const res = await command(h, 'projects?do=conclude_picking', {
      lists: [{ id: list.id, lock_version: list.lock_version }],
    });
    expect(res.statusCode, res.body).toBe(200);
    await events.waitFor((e) => e.filter((x) => x.event === 'change').length >= 3, 'the command’s changes');
    expect(events.changes().map(({ model, id, kind }) => ({ model, id, kind }))).toEqual([
      { model: 'project_rows', id: readings[0]!.id, kind: 'destroy' },
      { model: 'picks', id: list.picks[0], kind: 'update' },
      { model: 'projects', id: list.id, kind: 'update' },
    ]);
  });

  it('sends only what the client has open: its projects, documents and followed models', async () => {
    const mine = await newProject('Mia lista');
    const theirs = await newProject('Altra lista');
    const events = await stream(`projects=${mine}&models=items`);
    await reading(theirs);
    const newItem = await create(h, 'items', { code: 'ART-NEW-LIVE' });
    const myRow = await reading(mine);
    await events.waitFor((e) => e.filter((x) => x.event === 'change').length >= 2, 'two changes');
    expect(events.changes().map(({ model, id }) => ({ model, id }))).toEqual([
      { model: 'items', id: newItem.id },
      { model: 'project_rows', id: myRow.id },
    ]);
  });

  it('never sends events of a model the user may not read', async () => {
    const project = await newProject('Lista permessi');
    const events = await stream(`models=users&projects=${project}`);
    await h.createUser({ email: 'new-live@test.it', password: 'a long password' });
    await h.request({
      method: 'PUT',
      url: `/api/v2/users/${h.users.supervisor}`,
      token: h.tokens.admin,
      payload: { user: { name: 'Super' } },
    });
    const row = await reading(project);
    await events.waitFor((e) => e.some((x) => x.event === 'change'), 'the reading');
    expect(events.changes().map((c) => c.model)).toEqual(['project_rows']);
    expect(events.changes()[0]!.id).toBe(row.id);
  });

  it('resumes after a reconnection from Last-Event-ID without losing or repeating events', async () => {
    const project = await newProject('Lista ripresa');
    const first = await stream(`projects=${project}`);
    const before = await reading(project);
    await first.waitFor((e) => e.some((x) => x.event === 'change'), 'the first change');
    const resumeFrom = first.lastEventId();
    first.close();

    // Written while the client is away.
    const missed1 = await reading(project, 2);
    const missed2 = await reading(project, 3);
    const resumed = await stream(`projects=${project}`, h.tokens.operator, resumeFrom);
    await resumed.waitFor((e) => e.filter((x) => x.event === 'change').length >= 2, 'the missed changes');
    const after = await reading(project, 4);
    await resumed.waitFor((e) => e.filter((x) => x.event === 'change').length >= 3, 'the live change');
    expect(resumed.changes().map((c) => c.id)).toEqual([missed1.id, missed2.id, after.id]);
    expect(resumed.changes().map((c) => c.id)).not.toContain(before.id);
    const ids = resumed.events.filter((e) => e.event === 'change').map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('tells a client to reload when the events it missed are no longer kept', async () => {
    const project = await newProject('Lista vecchia');
    const first = await stream(`projects=${project}`);
    await reading(project);
    await first.waitFor((e) => e.some((x) => x.event === 'change'), 'a change');
    const old = first.lastEventId();
    first.close();
    await reading(project);
    await reading(project);
    await pruneChangeEvents(h.handle.db, -1000);
    const resumed = await stream(`projects=${project}`, h.tokens.operator, old);
    expect(resumed.events.map((e) => e.event).filter((e) => e !== 'presence')).toEqual(['reset']);
  });

  it('refuses a stream without a session, without a scope, or with a bad Last-Event-ID', async () => {
    expect((await openStream(url, 'not-a-token', 'projects=1')).status).toBe(401);
    const none = await openStream(url, h.tokens.operator, '');
    expect(none.status).toBe(400);
    expect((await openStream(url, h.tokens.operator, 'projects=abc')).status).toBe(400);
    expect((await openStream(url, h.tokens.operator, 'models=nope')).status).toBe(400);
    expect((await openStream(url, h.tokens.operator, 'projects=1', 'x1')).status).toBe(400);
  });

  it('records the event in the transaction of the write: a write that fails leaves none', async () => {
    const project = await newProject('Lista fallita');
    const count = async () =>
      Number(
        (
          await h.handle.db
            .selectFrom('change_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('project_id', '=', project)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const refused = await h.request({
      method: 'PUT',
      url: `/api/v2/projects/${project}?do=bulk_update_rows`,
      token: h.tokens.admin,
      payload: { project_rows: [{ id: (await reading(project)).id, quantity: 5 }, { id: 99999999 }] },
    });
    expect(refused.statusCode).toBe(404);
    expect(await count()).toBe(before + 1); // the reading's own create, nothing of the failed bulk
  });
});
