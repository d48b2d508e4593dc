import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, show, type Harness } from './support/harness';
import { multipart, pngBytes } from './support/multipart';

/**
 * The commands write through the models (issue 47 point 5): what a model does on every write of its
 * records — rules, the reading's trace, attached files, change events — happens for a command's
 * writes too, which wrote the tables directly before.
 */
describe.each(dialects)('commands write through the models on %s', (dialect) => {
  let h: Harness;
  let n = 0;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });

  const post = (url: string, payload: object, token = h.tokens.operator) =>
    h.request({ method: 'POST', url: `/api/v2/${url}`, token, payload });

  /** Change events recorded after event `after`, as `model:record_id:kind:user_id`. */
  const eventsAfter = async (after: number) =>
    (
      await h.handle.db
        .selectFrom('change_events')
        .select(['model', 'record_id', 'kind', 'project_id', 'user_id'])
        .where('id', '>', after)
        .orderBy('id')
        .execute()
    ).map((e) => ({ ...e, record_id: Number(e.record_id) }));
  const lastEventId = async () =>
    Number(
      (
        await h.handle.db
          .selectFrom('change_events')
          .select(h.handle.db.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );

  async function order() {
    n++;
    const project = await create(h, 'projects', { name: `LP-CW-${n}` });
    const items = [];
    for (const i of [0, 1]) items.push(await create(h, 'items', { code: `CW-${n}-${i}` }));
    const picks = [];
    for (const [i, quantity] of [2, 3].entries()) {
      picks.push(await create(h, 'picks', { project_id: project.id, item_id: items[i]!.id, quantity }));
    }
    return { project, picks };
  }

  it("order packing's partial conclusion: zero readings stored as readings are, the empty package deleted with its picture", async () => {
    const { project, picks } = await order();
    const kept = (
      await post('packages', { packages: { project_id: project.id, closed: false, shipped: false } })
    ).json();
    await create(h, 'project_rows', {
      project_id: project.id,
      pick_id: picks[0]!.id,
      item_id: picks[0]!.item_id,
      quantity: 2,
      package_id: kept.id,
    });
    // A package made, photographed and never filled.
    const empty = (
      await post('packages', { packages: { project_id: project.id, closed: false, shipped: false } })
    ).json();
    const form = multipart([
      { name: 'pictures[]', filename: 'collo.png', contentType: 'image/png', data: pngBytes(512) },
    ]);
    const pictured = await h.request({
      method: 'PUT',
      url: `/api/v2/packages/${empty.id}`,
      token: h.tokens.operator,
      payload: form.payload,
      headers: form.headers,
    });
    expect(pictured.statusCode, pictured.body).toBe(200);
    const [picture] = await h.handle.db
      .selectFrom('attachments')
      .select(['storage_key'])
      .where('owner_model', '=', 'packages')
      .where('owner_id', '=', empty.id)
      .execute();
    const file = join(h.config.dataDir, 'uploads', String(picture!.storage_key));
    expect(existsSync(file)).toBe(true);

    const before = await lastEventId();
    const lock = (await show(h, 'projects', project.id)).lock_version;
    const res = await post(`projects/${project.id}?do=conclude_packing`, {
      outgoing: true,
      lock_version: lock,
      confirmed: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'partial', zero_readings: 1, deleted_packages: 1 });

    // The zero reading is a reading like any other: its operator and the order it was read in (the trace).
    const zero = await h.handle.db
      .selectFrom('project_rows')
      .selectAll()
      .where('pick_id', '=', picks[1]!.id)
      .executeTakeFirstOrThrow();
    expect(Number(zero.quantity)).toBe(0);
    expect(zero.user_id).toBe(h.users.operator);
    expect(zero.origin_project_id).toBe(project.id);
    // The package went as a deleted package goes: its picture's record and file with it.
    expect(
      await h.handle.db
        .selectFrom('attachments')
        .select('id')
        .where('owner_model', '=', 'packages')
        .where('owner_id', '=', empty.id)
        .execute(),
    ).toEqual([]);
    expect(existsSync(file)).toBe(false);
    const events = await eventsAfter(before);
    expect(events).toEqual(
      expect.arrayContaining([
        {
          model: 'project_rows',
          record_id: zero.id,
          kind: 'create',
          project_id: project.id,
          user_id: h.users.operator,
        },
        {
          model: 'packages',
          record_id: empty.id,
          kind: 'destroy',
          project_id: project.id,
          user_id: h.users.operator,
        },
        {
          model: 'picks',
          record_id: picks[1]!.id,
          kind: 'update',
          project_id: project.id,
          user_id: h.users.operator,
        },
      ]),
    );
  });

  it("a conclusion's delete of readings follows the reading's delete rule: not out of a closed package", async () => {
    const { project, picks } = await order();
    const pkg = (
      await post('packages', { packages: { project_id: project.id, closed: false, shipped: false } })
    ).json();
    const reading = await create(h, 'project_rows', {
      project_id: project.id,
      pick_id: picks[0]!.id,
      item_id: picks[0]!.item_id,
      quantity: 1,
      package_id: pkg.id,
    });
    const closed = await h.request({
      method: 'PUT',
      url: `/api/v2/packages/${pkg.id}`,
      token: h.tokens.admin,
      payload: { package: { closed: true } },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const res = await post(`projects/${project.id}?do=delete_rows`, { pick_ids: [picks[0]!.id] });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ id: 'record_closed' });
    expect((await show(h, 'project_rows', reading.id)).id).toBe(reading.id);
  });

  it('ending sessions and the automatic-login token are changes of the user, announced as any', async () => {
    const user = await h.createUser({ email: `sessions-${dialect}@test.it`, password: 'password-123' });
    const expected = (kinds: number) =>
      Array.from({ length: kinds }, () => ({
        model: 'users',
        record_id: user.id,
        kind: 'update',
        project_id: null,
        user_id: h.users.admin,
      }));
    for (const action of ['rotate_atoken', 'revoke_atoken', 'end_sessions']) {
      const before = await lastEventId();
      const res = await post(`users/${user.id}?do=${action}`, {}, h.tokens.admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(await eventsAfter(before), action).toEqual(expected(1));
    }
  });
});
