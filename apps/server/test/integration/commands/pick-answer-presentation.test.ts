/**
 * A command whose answer carries a pick presents it as the client asks with `a` (issue 47): the
 * picking screen puts it into a list it loaded with a field selection, so it asks for that selection
 * and gets no readings. Without `a` the answer is the pick's default, as before (old clients, entries
 * already queued on devices, a stored answer replayed). An invalid `a` is refused as a GET refuses it,
 * before anything is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, show, type Harness } from '../support/harness';
import { command, fixtures } from './support';

/** What the picking list reads of a pick (as the app's PICKS_LIST_FIELDS, shortened). */
const LIST_FIELDS =
  'a[only]=id,project_id,item_id,location_id,quantity,quantity_detected,quantity_remaining,closed,lock_version' +
  '&a[include][item][only]=id,code,location_id&a[include][item][include][measure_unit][only]=id,name' +
  '&a[include][location][only]=id,name';
const PICK_KEYS = [
  'id',
  'project_id',
  'item_id',
  'location_id',
  'quantity',
  'quantity_detected',
  'quantity_remaining',
  'closed',
  'lock_version',
  'item',
  'location',
];

describe.each(dialects)('the pick a command answers, presented with `a`, on %s', (dialect) => {
  let h: Harness;
  let f: ReturnType<typeof fixtures>;
  let location = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
    f = fixtures(h);
    location = (await create(h, 'locations', { name: 'A-01' })).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const add = (pick: number, query = '', body: Record<string, unknown> = {}, key?: string) =>
    command(
      h,
      `picks/${pick}?do=add_reading${query}`,
      { quantity: 2, location_id: location, module: 'picking', ...body },
      { token: h.tokens.operator, key },
    );
  const getPick = (pick: number, query = '') =>
    h.request({ method: 'GET', url: `/api/v2/picks/${pick}?${query}`, token: h.tokens.operator });
  const readingsOf = async (pick: number) =>
    (
      await h.handle.db.selectFrom('project_rows').select('quantity').where('pick_id', '=', pick).execute()
    ).map((r) => Number(r.quantity));

  it('add_reading with the list fields answers only those, with the new totals, no readings', async () => {
    const list = await f.pickingList([[5, 1]]);
    const pick = list.picks[0]!;
    const res = await add(pick, `&${LIST_FIELDS}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(Object.keys(answer.pick)).toEqual(PICK_KEYS);
    expect(answer.pick).toMatchObject({
      id: pick,
      quantity_detected: 3,
      quantity_remaining: 2,
      closed: false,
    });
    expect(answer.pick.lock_version).toBe((await show(h, 'picks', pick)).lock_version);
    expect(Object.keys(answer.pick.item)).toEqual(['id', 'code', 'location_id', 'measure_unit']);
    expect(answer.pick).not.toHaveProperty('project_rows');
    // The reading itself is answered whole, as before.
    expect(answer.project_row).toMatchObject({ pick_id: pick, quantity: 2, user_id: h.users.operator });
    // The pick as a GET with the same fields reads it.
    expect(answer.pick).toEqual((await getPick(pick, LIST_FIELDS)).json());
  });

  it('add_reading without `a` answers the pick with its default shape, every reading included', async () => {
    const list = await f.pickingList([[5, 1]]);
    const pick = list.picks[0]!;
    const res = await add(pick);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.pick.project_rows.map((r: { quantity: number }) => r.quantity)).toEqual([1, 2]);
    expect(answer.pick).toHaveProperty('notes');
    expect(answer.pick.item).toHaveProperty('additional_barcodes');
    expect(answer.pick).toEqual((await getPick(pick)).json());
  });

  it('an invalid `a` is the 400 a GET answers, and nothing is written', async () => {
    const list = await f.pickingList([[5, 0]]);
    const pick = list.picks[0]!;
    const before = await show(h, 'picks', pick);
    for (const bad of ['a[only]=id,secret_column', 'a[include][nothing]=', 'a[bogus]=1', 'a={not json']) {
      const res = await add(pick, `&${bad}`, {}, `bad-a-${bad}`);
      const get = await getPick(pick, bad);
      expect(get.statusCode).toBe(400);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(get.json());
    }
    expect(await readingsOf(pick)).toEqual([]);
    expect((await show(h, 'picks', pick)).lock_version).toBe(before.lock_version);
  });

  it('an association the user may not read is refused (403) as on a GET, nothing written', async () => {
    const list = await f.pickingList([[5, 0]]);
    const pick = list.picks[0]!;
    const query = 'a[include][user]=';
    const get = await getPick(pick, query);
    expect(get.statusCode).toBe(403);
    const res = await add(pick, `&${query}`);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual(get.json());
    expect(await readingsOf(pick)).toEqual([]);
  });

  it('its retry with the same key and `a` is answered as the first time', async () => {
    const list = await f.pickingList([[5, 0]]);
    const pick = list.picks[0]!;
    const first = await add(pick, `&${LIST_FIELDS}`, {}, 'lean-retry');
    const retry = await add(pick, `&${LIST_FIELDS}`, {}, 'lean-retry');
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(await readingsOf(pick)).toEqual([2]);
  });

  it('the item that moved is answered as the pick carries it in the selection', async () => {
    const order = await f.list('OF', [[3, 0]]);
    const pick = order.picks[0]!;
    const other = (await create(h, 'locations', { name: 'B-02' })).id;
    const item = await show(h, 'items', order.items[0]!);
    const res = await command(
      h,
      `picks/${pick}?do=add_reading&${LIST_FIELDS}`,
      { quantity: 1, item_location: { location_id: other, lock_version: item.lock_version } },
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toEqual(res.json().pick.item);
    expect(res.json().item.location_id).toBe(other);
  });

  it('store_picked with the store list fields answers the pick with only those', async () => {
    const supply = await f.supply([[5, 0]], { store: true });
    const pick = supply.picks[0]!;
    const query = `${LIST_FIELDS}&a[include][project_rows][only]=id,pick_id,quantity`;
    const res = await command(h, `picks/${pick}?do=store_picked&${query}`, {
      quantity: 3,
      location_id: location,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json())).toEqual([...PICK_KEYS, 'project_rows']);
    expect(res.json()).toMatchObject({
      quantity_detected: 3,
      project_rows: [{ pick_id: pick, quantity: 3 }],
    });
    expect(res.json()).toEqual((await getPick(pick, query)).json());
    // Without `a`: the default pick, as before.
    const plain = await command(h, `picks/${pick}?do=store_picked`, { quantity: 4, location_id: location });
    expect(plain.json()).toEqual((await getPick(pick)).json());
    expect(plain.json()).toHaveProperty('notes');
  });
});
