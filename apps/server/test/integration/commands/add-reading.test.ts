import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, show, type Harness } from '../support/harness';
import { command, fixtures } from './support';

describe.each(dialects)('#picks/{id}?do=add_reading on %s', (dialect) => {
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

  const add = (
    pickId: number,
    body: Record<string, unknown>,
    options: { key?: string; token?: string } = {},
  ) =>
    command(
      h,
      `picks/${pickId}?do=add_reading`,
      { location_id: location, module: 'picking', ...body },
      options,
    );
  const readingsOfPick = async (pickId: number) =>
    (
      await h.handle.db
        .selectFrom('project_rows')
        .select(['quantity', 'package_id'])
        .where('pick_id', '=', pickId)
        .orderBy('id')
        .execute()
    ).map((r) => Number(r.quantity));

  it('stores the reading and answers it with its pick, totals recomputed: nothing to read again', async () => {
    const list = await f.pickingList([[5, 1]]);
    const pick = list.picks[0]!;
    const res = await add(pick, { quantity: 3 }, { token: h.tokens.operator });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(Number(answer.project_row.quantity)).toBe(3);
    expect(answer.project_row).toMatchObject({
      pick_id: pick,
      location_id: location,
      user_id: h.users.operator,
    });
    expect(Number(answer.pick.quantity_detected)).toBe(4);
    expect(answer.pick.lock_version).toBe((await show(h, 'picks', pick)).lock_version);
    expect(await readingsOfPick(pick)).toEqual([1, 3]);
  });

  it('sent again with the same key (its answer lost), it is stored once', async () => {
    const list = await f.pickingList([[5, 0]]);
    const pick = list.picks[0]!;
    const a = await add(pick, { quantity: 2 }, { key: 'add-reading-same-key' });
    const b = await add(pick, { quantity: 2 }, { key: 'add-reading-same-key' });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await readingsOfPick(pick)).toEqual([2]);
  });

  it("another operator's reading meanwhile never refuses mine: both are stored, over the expected too", async () => {
    const order = await f.list('OC', [[4, 0]]);
    const pick = order.picks[0]!;
    const first = await add(pick, { quantity: 4, seen_detected: 0 }, { token: h.tokens.operator });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().pick.closed).toBe(true);
    // The second operator read on 'Già inserita: 0' (a last-round client sends it): an addition,
    // stored whatever the pick holds now; the pick shows the over-picking (8 of 4).
    const key = 'add-reading-after-other';
    const second = await add(pick, { quantity: 4, seen_detected: 0 }, { key });
    expect(second.statusCode, second.body).toBe(200);
    expect(Number(second.json().pick.quantity_detected)).toBe(8);
    expect(await readingsOfPick(pick)).toEqual([4, 4]);
    // Its retry (the answer lost in a Wi-Fi cut) is answered from the first answer: no third row.
    const retry = await add(pick, { quantity: 4, seen_detected: 0 }, { key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().project_row.id).toBe(second.json().project_row.id);
    expect(await readingsOfPick(pick)).toEqual([4, 4]);
  });

  it("the pick's closed follows its totals, and the item moves in the same transaction", async () => {
    const order = await f.list('OF', [[3, 0]]);
    const pick = order.picks[0]!;
    const other = (await create(h, 'locations', { name: 'B-02' })).id;
    const item = await show(h, 'items', order.items[0]!);
    const res = await add(pick, {
      quantity: 2,
      item_location: { location_id: other, lock_version: item.lock_version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pick.closed).toBe(false);
    expect(res.json().item.location_id).toBe(other);
    // A stale item version refuses the reading too: the reading and the move stand or fall together.
    const stale = await add(pick, {
      quantity: 1,
      item_location: { location_id: location, lock_version: item.lock_version },
    });
    expect(stale.statusCode).toBe(409);
    expect(await readingsOfPick(pick)).toEqual([2]);
    expect((await show(h, 'items', item.id)).location_id).toBe(other);
  });

  it('a negative quantity is refused with a clear message', async () => {
    const list = await f.pickingList([[5, 0]]);
    const res = await add(list.picks[0]!, { quantity: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Indicare la quantità letta (un numero non negativo)');
  });

  it('delete_rows with pick_ids empties those picks, reopens them for packing, and answers them recomputed', async () => {
    const order = await f.list('OC', [
      [2, 0],
      [3, 1],
    ]);
    const [emptied, kept] = order.picks as [number, number];
    expect((await add(emptied, { quantity: 2 })).json().pick.closed).toBe(true);
    const res = await command(h, `projects/${order.id}?do=delete_rows`, {
      pick_ids: [emptied],
      reopen_picks: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deleted).toBe(1);
    expect(res.json().picks).toHaveLength(1);
    expect(res.json().picks[0]).toMatchObject({ id: emptied, closed: false });
    expect(Number(res.json().picks[0].quantity_detected)).toBe(0);
    expect(await readingsOfPick(emptied)).toEqual([]);
    expect(await readingsOfPick(kept)).toEqual([1]);
  });
});
