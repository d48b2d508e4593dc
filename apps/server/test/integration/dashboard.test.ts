import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from './support/harness';

/** A local time on the day asked below (the server counts days on its own clock). */
const DAY = '2026-03-10';
const at = (hours: number, minutes = 0) => new Date(2026, 2, 10, hours, minutes).toISOString();

describe.each(dialects)('GET /info/dashboard on %s', (dialect) => {
  let h: Harness;
  const ids: Record<string, number> = {};

  const typology = async (title: string, inventory = false) =>
    (await create(h, 'project_typologies', { title, inventory, picking: false, free: false })).id;
  const project = async (name: string, typologyId: number, flags: Record<string, unknown> = {}) =>
    (ids[name] = (await create(h, 'projects', { name, project_typology_id: typologyId, ...flags })).id);
  const reading = async (projectId: number, item: number, quantity: number, token: string, time: string) => {
    // Picking's readings, into the pick of the item (an LP reading says its module).
    const pick = await h.handle.db
      .selectFrom('picks')
      .select('id')
      .where('project_id', '=', projectId)
      .where('item_id', '=', item)
      .executeTakeFirstOrThrow();
    const row = await create(
      h,
      'project_rows',
      { module: 'picking', project_id: projectId, pick_id: pick.id, item_id: item, quantity },
      token,
    );
    await h.handle.db
      .updateTable('project_rows')
      .set({ created_at: time })
      .where('id', '=', row.id)
      .execute();
  };
  const dashboard = async (token = h.tokens.supervisor, query = `?day=${DAY}`) => {
    const res = await h.request({ method: 'GET', url: `/api/v2/info/dashboard${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    h = await createHarness(dialect);
    const [ac, lp, an, inv, mixed] = [
      await typology('AC'),
      await typology('LP'),
      await typology('AN'),
      await typology('INV-LISTA', true),
      await typology('IN'),
    ];
    const item = (await create(h, 'items', { code: 'DASH-1' })).id;
    const other = (await create(h, 'items', { code: 'DASH-2' })).id;
    const customer = (await create(h, 'customers', { name: 'Rossi Srl' })).id;

    // Supplier orders: new, partial, suspended, partial+suspended (partial wins), three not open.
    await project('AC-NEW', ac);
    await project('AC-PART', ac, { partial: true });
    await project('AC-SUSP', ac, { suspended: true });
    await project('AC-BOTH', ac, { partial: true, suspended: true });
    await project('AC-CLOSED', ac, { closed: true });
    await project('AC-PREP', ac, { prepared: true, partial: true });
    await project('AC-DELIV', ac, { delivered: true });
    await project('AN-SUSP', an, { suspended: true });

    // Picking lists: A read in part (4 of 10, 7 of 5: 9 of 15 counted = 60 %), B untouched,
    // C concluded (store) with a reading left, D delivered with a reading.
    await project('LP-A', lp, { customer_id: customer });
    await project('LP-B', lp);
    // LP-C is concluded below, once its reading is in (a concluded list refuses new readings).
    await project('LP-C', lp);
    // LP-D is delivered below, once its readings are in, as LP-C.
    await project('LP-D', lp);
    for (const name of ['LP-A', 'LP-B', 'LP-C', 'LP-D']) {
      await create(h, 'picks', { project_id: ids[name], item_id: item, quantity: 10 });
    }
    await create(h, 'picks', { project_id: ids['LP-A'], item_id: other, quantity: 5 });
    await reading(ids['LP-A']!, item, 4, h.tokens.operator, at(9, 5));
    await reading(ids['LP-A']!, other, 7, h.tokens.operator, at(9, 40));
    await reading(ids['LP-C']!, item, 1, h.tokens.operator, at(10, 10));
    await reading(ids['LP-D']!, item, 2, h.tokens.supervisor, at(9, 30));
    await reading(ids['LP-D']!, item, 1, h.tokens.supervisor, at(-1, 30)); // the day before
    await reading(ids['LP-D']!, item, 3, h.tokens.supervisor, at(23, 59)); // its writer deleted below
    await h.handle.db.updateTable('project_rows').set({ user_id: null }).where('quantity', '=', 3).execute();
    const concluded = await h.request({
      method: 'PUT',
      url: `/api/v2/projects/${ids['LP-C']!}`,
      token: h.tokens.admin,
      payload: { project: { store: true } },
    });
    expect(concluded.statusCode, concluded.body).toBe(200);
    const delivered = await h.request({
      method: 'PUT',
      url: `/api/v2/projects/${ids['LP-D']!}`,
      token: h.tokens.admin,
      payload: { project: { delivered: true } },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);

    // Inventories: documents counted (closed), partial, not started; a child and a closed inventory.
    await project('INV-1', inv);
    await project('INV-MIX', mixed);
    await project('INV-OLD', inv, { closed: true });
    const doc = (name: string, projectId: number, extra: Record<string, unknown> = {}) =>
      create(h, 'documents', { project_id: projectId, name, ...extra });
    const counted = await doc('A-01', ids['INV-1']!, { closed: true });
    await doc('A-02', ids['INV-1']!, { partial: true });
    await doc('A-03', ids['INV-1']!);
    await doc('A-01-child', ids['INV-1']!, { parent_id: counted.id });
    await doc('B-01', ids['INV-OLD']!, { closed: true });

    // Packages: closed on the day (2), the day before (1), shipped on the day (1), open (1).
    const pkg = async (name: string, values: Record<string, unknown>, closedAt?: string) => {
      const made = await create(h, 'packages', { project_id: ids['LP-A'], name, ...values });
      if (closedAt) {
        await h.handle.db
          .updateTable('packages')
          .set({ closed_at: closedAt })
          .where('id', '=', made.id)
          .execute();
      }
    };
    await pkg('DASH-P1', { closed: true }, at(8));
    await pkg('DASH-P2', { closed: true, shipped: true, shipping_date: at(11) }, at(7));
    await pkg('DASH-P3', { closed: true, shipped: true, shipping_date: at(-2) }, at(-3));
    await pkg('DASH-P4', {});
  });
  afterAll(() => h?.close());

  it('counts open orders by typology and state, with the row colours’ precedence', async () => {
    const { orders } = await dashboard();
    expect(orders).toEqual([
      { typology: 'AC', state: 'new', count: 1 },
      { typology: 'AC', state: 'partial', count: 2 },
      { typology: 'AC', state: 'suspended', count: 1 },
      { typology: 'AN', state: 'suspended', count: 1 },
      { typology: 'LP', state: 'new', count: 3 },
    ]);
  });

  it('lists the picking lists in progress with their percentage', async () => {
    const { picking_lists } = await dashboard(h.tokens.admin);
    expect(picking_lists).toEqual({
      total: 1,
      lists: [
        { id: ids['LP-A'], name: 'LP-A', customer: 'Rossi Srl', expected: 15, detected: 11, percent: 60 },
      ],
    });
    // The list's own filter finds the same lists.
    const q =
      'q[project_typology_title_eq]=LP&q[closed_eq]=false&q[prepared_eq]=false&q[delivered_eq]=false' +
      '&q[store_eq]=false&q[picks_quantity_detected_gt]=0';
    const res = await h.request({ method: 'GET', url: `/api/v2/projects?${q}`, token: h.tokens.admin });
    expect(res.json().map((p: { name: string }) => p.name)).toEqual(['LP-A']);
  });

  it('counts the documents of each open inventory', async () => {
    const { inventories } = await dashboard();
    expect(inventories).toEqual([
      { id: ids['INV-1'], name: 'INV-1', documents: 3, counted: 1, partial: 1, left: 2 },
      { id: ids['INV-MIX'], name: 'INV-MIX', documents: 0, counted: 0, partial: 0, left: 0 },
    ]);
  });

  it('counts packages closed and shipped on the day, and readings per operator and hour', async () => {
    const body = await dashboard();
    expect(body.day).toMatchObject({ date: DAY, from: at(0) });
    expect(body.packages).toEqual({ closed: 2, shipped: 1 });
    expect(body.readings).toEqual([
      { user_id: h.users.operator, operator: 'op', hour: 9, count: 2 },
      { user_id: h.users.operator, operator: 'op', hour: 10, count: 1 },
      { user_id: h.users.supervisor, operator: 'super', hour: 9, count: 1 },
      { user_id: null, operator: null, hour: 23, count: 1 },
    ]);
    // The lists the web links to, filtered the same way, hold what was counted.
    const { from, to } = body.day;
    const listed = async (query: string) => {
      const res = await h.request({ method: 'GET', url: `/api/v2/${query}`, token: h.tokens.admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().length;
    };
    expect(await listed(`packages?q[closed_eq]=true&q[closed_at_gteq]=${from}&q[closed_at_lt]=${to}`)).toBe(
      2,
    );
    expect(
      await listed(`packages?q[shipped_eq]=true&q[shipping_date_gteq]=${from}&q[shipping_date_lt]=${to}`),
    ).toBe(1);
    const rows = `project_rows?q[user_id_eq]=${h.users.operator}&q[created_at_gteq]=${from}&q[created_at_lt]=${to}`;
    expect(await listed(rows)).toBe(3);
  });

  it('stamps closed_at when a package is closed, so it counts today', async () => {
    const made = await create(h, 'packages', { project_id: ids['LP-B'], name: 'DASH-TODAY' });
    const before = (await dashboard(h.tokens.supervisor, '')).packages.closed;
    const res = await h.request({
      method: 'PUT',
      url: `/api/v2/packages/${made.id}`,
      token: h.tokens.operator,
      payload: { package: { closed: true, lock_version: made.lock_version } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Math.abs(Date.parse(res.json().closed_at) - Date.now())).toBeLessThan(60_000);
    expect((await dashboard(h.tokens.supervisor, '')).packages.closed).toBe(before + 1);
  });

  it('refuses an operator (403 forbidden) and a day that is not a date', async () => {
    const refused = await h.request({
      method: 'GET',
      url: '/api/v2/info/dashboard',
      token: h.tokens.operator,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ id: 'forbidden', error: expect.any(String) });
    const bad = await h.request({
      method: 'GET',
      url: '/api/v2/info/dashboard?day=2026-02-30',
      token: h.tokens.admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});
