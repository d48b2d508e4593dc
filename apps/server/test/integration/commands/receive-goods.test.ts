import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, show, type Harness } from '../support/harness';
import { command, fixtures, type ListFixture } from './support';

describe.each(dialects)('#projects/{id}?do=receive_goods on %s', (dialect) => {
  let h: Harness;
  let f: ReturnType<typeof fixtures>;
  let location = 0;
  let tags = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
    f = fixtures(h);
    location = (await create(h, 'locations', { name: 'RICEVIMENTO' })).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const newTag = () => `E280-${dialect}-${++tags}`;
  const receive = (
    order: ListFixture,
    body: Record<string, unknown>,
    options: { key?: string; token?: string } = {},
  ) =>
    command(
      h,
      `projects/${order.id}?do=receive_goods`,
      { location_id: location, item_id: order.items[0], lot: 'L-1', quantity: 2.5, ...body },
      { token: h.tokens.operator, ...options },
    );
  const serialsOf = (code: string) =>
    h.handle.db.selectFrom('serials').select(['id', 'item_id']).where('code', '=', code).execute();
  const readingsOf = (tag: string) =>
    h.handle.db
      .selectFrom('project_rows')
      .select(['id', 'project_id', 'quantity', 'serial_id', 'lock_version'])
      .where('code', '=', tag)
      .execute();
  const tracksOf = (rowId: number) =>
    h.handle.db.selectFrom('tracks').select(['location_id']).where('project_row_id', '=', rowId).execute();

  it('makes the lot, the reading and its track in one request, and counts it into the order line', async () => {
    const order = await f.list('AC', [[10, 0]]);
    const tag = newTag();
    const res = await receive(order, { tag, lot: 'L-NEW-1', expiry_date: '2027-01-31' });
    expect(res.statusCode, res.body).toBe(200);
    const [serial] = await serialsOf('L-NEW-1');
    expect(serial).toMatchObject({ item_id: order.items[0] });
    const answer = res.json();
    expect(answer.reassigned).toBe(false);
    expect(answer.project_row).toMatchObject({
      project_id: order.id,
      pick_id: order.picks[0],
      item_id: order.items[0],
      serial_id: serial!.id,
      lot: 'L-NEW-1',
      code: tag,
      location_id: location,
      user_id: h.users.operator,
    });
    expect(Number(answer.project_row.quantity)).toBe(2.5);
    // The item's description when the screen sends none.
    expect(answer.project_row.description).toBe((await show(h, 'items', order.items[0]!)).description);
    expect(answer.track).toMatchObject({ project_row_id: answer.project_row.id, location_id: location });
    expect(await tracksOf(answer.project_row.id)).toHaveLength(1);
    expect(Number((await show(h, 'picks', order.picks[0]!)).quantity_detected)).toBe(2.5);
  });

  it('an existing lot of the item is reused, not made again', async () => {
    const order = await f.list('AC', [[10, 0]]);
    await create(h, 'serials', { item_id: order.items[0], code: 'L-OLD-1' });
    const res = await receive(order, { tag: newTag(), lot: 'L-OLD-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await serialsOf('L-OLD-1')).toHaveLength(1);
  });

  it('sent again with the same key (its answer lost), it is written once and answered the same', async () => {
    const order = await f.list('AC', [[10, 0]]);
    const tag = newTag();
    const a = await receive(order, { tag, lot: 'L-KEY-1' }, { key: `receive-${dialect}-1` });
    const b = await receive(order, { tag, lot: 'L-KEY-1' }, { key: `receive-${dialect}-1` });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().project_row.id).toBe(a.json().project_row.id);
    const readings = await readingsOf(tag);
    expect(readings).toHaveLength(1);
    expect(await tracksOf(readings[0]!.id)).toHaveLength(1);
    expect(await serialsOf('L-KEY-1')).toHaveLength(1);
  });

  it.each([
    ['a negative weight', -1, 'negative'],
    ['a weight of 1e300', 1e300, 'aboveMaximum'],
  ])('%s is refused by the quantity rule, leaving no lot behind', async (_name, quantity, reason) => {
    const order = await f.list('AC', [[10, 0]]);
    const tag = newTag();
    const lot = `L-BAD-${reason}`;
    const res = await receive(order, { tag, lot, quantity });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ id: 'invalid_quantity', reason, fields: ['quantity'] });
    expect(await serialsOf(lot)).toHaveLength(0);
    expect(await readingsOf(tag)).toHaveLength(0);
  });

  it('a closed order is refused (record_closed), and a project that is not an incoming order too', async () => {
    const closed = await f.list('AC', [[10, 0]], { closed: true });
    const tag = newTag();
    const res = await receive(closed, { tag, lot: 'L-CLOSED' });
    expect(res.statusCode).toBe(422);
    expect(res.json().id).toBe('record_closed');
    expect(res.json().error).toMatch(/già concluso/);
    expect(await serialsOf('L-CLOSED')).toHaveLength(0);
    expect(await readingsOf(tag)).toHaveLength(0);

    const list = await f.pickingList([[10, 0]]);
    const other = await receive(list, { tag, lot: 'L-LP' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ id: 'invalid_input' });
    expect(other.json().error).toMatch(/non è un ordine fornitore/);
    expect(await serialsOf('L-LP')).toHaveLength(0);
  });

  it('an item that does not exist is refused naming it, leaving no lot', async () => {
    const order = await f.list('AC', [[10, 0]]);
    const tag = newTag();
    const res = await receive(order, { tag, lot: 'L-NO-ITEM', item_id: 999_999 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ id: 'constraint' });
    expect(res.json().error).toContain('999999');
    expect(await serialsOf('L-NO-ITEM')).toHaveLength(0);
    expect(await readingsOf(tag)).toHaveLength(0);
  });

  it('a body without tag or lot is refused as a whole (400)', async () => {
    const order = await f.list('AC', [[10, 0]]);
    const res = await receive(order, { tag: '  ', lot: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ id: 'invalid_input' });
  });

  it('a tag already on a reading is moved only once confirmed for that reading: the question names it, where and who', async () => {
    const first = await f.list('AC', [[10, 0]]);
    const second = await f.list('AC', [[10, 0]]);
    const tag = newTag();
    expect((await receive(first, { tag, lot: 'L-A', quantity: 3 })).statusCode).toBe(200);
    const [reading] = await readingsOf(tag);

    const asked = await receive(second, { tag, lot: 'L-B', quantity: 4 }, { token: h.tokens.supervisor });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      id: 'confirmation_required',
      confirm: 'reassignTag',
      by: { id: h.users.operator, name: 'op' },
    });
    expect(asked.json().error).toContain(`TAG ${tag} già inserito nell'ordine AC-`);
    expect(asked.json().error).toContain('ubicazione RICEVIMENTO');
    const current = asked.json().current.project_rows[0];
    expect(current).toMatchObject({ id: reading!.id, lock_version: reading!.lock_version });
    // Nothing of the unconfirmed save: no lot, the reading where it was.
    expect(await serialsOf('L-B')).toHaveLength(0);
    expect(await readingsOf(tag)).toEqual([reading]);

    const moved = await receive(
      second,
      { tag, lot: 'L-B', quantity: 4, reassign: { id: current.id, lock_version: current.lock_version } },
      { token: h.tokens.supervisor },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ reassigned: true, project_row: { id: reading!.id } });
    const [after] = await readingsOf(tag);
    expect(after).toMatchObject({ project_id: second.id, serial_id: (await serialsOf('L-B'))[0]!.id });
    expect(Number(after!.quantity)).toBe(4);
    expect(await tracksOf(reading!.id)).toHaveLength(2);
    // The reading left the first order's line for the second's.
    expect(Number((await show(h, 'picks', first.picks[0]!)).quantity_detected)).toBe(0);
    expect(Number((await show(h, 'picks', second.picks[0]!)).quantity_detected)).toBe(4);
  });

  it('a reassignment confirmed on a reading changed since is refused (stale_record) naming who, writing nothing', async () => {
    const first = await f.list('AC', [[10, 0]]);
    const second = await f.list('AC', [[10, 0]]);
    const tag = newTag();
    expect((await receive(first, { tag, lot: 'L-C', quantity: 1 })).statusCode).toBe(200);
    const [seen] = await readingsOf(tag);
    // Another operator changes the reading after the question was asked.
    const put = await h.request({
      method: 'PUT',
      url: `/api/v2/project_rows/${seen!.id}`,
      token: h.tokens.supervisor,
      payload: { project_row: { quantity: 2, lock_version: seen!.lock_version } },
    });
    expect(put.statusCode, put.body).toBe(200);

    const res = await receive(second, {
      tag,
      lot: 'L-D',
      reassign: { id: seen!.id, lock_version: seen!.lock_version },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ id: 'stale_record', by: { id: h.users.supervisor } });
    expect(typeof res.json().at).toBe('string');
    expect(res.json().current.project_rows[0]).toMatchObject({ id: seen!.id, project_id: first.id });
    const [now] = await readingsOf(tag);
    expect(now).toMatchObject({ project_id: first.id });
    expect(Number(now!.quantity)).toBe(2);
    expect(await tracksOf(seen!.id)).toHaveLength(1);
    expect(await serialsOf('L-D')).toHaveLength(0);
  });
});
