import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, show, type Harness } from '../support/harness';
import { command, fixtures } from './support';

describe.each(dialects)('#picks/{id}?do=store_picked on %s', (dialect) => {
  let h: Harness;
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    h = await createHarness(dialect);
    f = fixtures(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  let location = 0;
  beforeAll(async () => {
    location = (await create(h, 'locations', { name: 'NEGOZIO' })).id;
  });
  const picked = (pickId: number, quantity: number, key?: string) =>
    command(h, `picks/${pickId}?do=store_picked`, { quantity, location_id: location }, key ? { key } : {});
  const readingsOfPick = async (pickId: number) =>
    (
      await h.handle.db
        .selectFrom('project_rows')
        .select(['quantity'])
        .where('pick_id', '=', pickId)
        .orderBy('id')
        .execute()
    ).map((r) => Number(r.quantity));

  it('sets the picked quantity: a reading is made, then its quantity replaced, never added', async () => {
    const supply = await f.supply([[5, 0]], { store: true });
    const pick = supply.picks[0]!;
    const first = await picked(pick, 3);
    expect(first.statusCode, first.body).toBe(200);
    expect(Number(first.json().quantity_detected)).toBe(3);
    expect(await readingsOfPick(pick)).toEqual([3]);
    const reading = await h.handle.db
      .selectFrom('project_rows')
      .select(['location_id', 'project_id', 'item_id'])
      .where('pick_id', '=', pick)
      .executeTakeFirstOrThrow();
    expect(reading).toEqual({ location_id: location, project_id: supply.id, item_id: supply.items[0] });
    const second = await picked(pick, 4);
    expect(second.statusCode, second.body).toBe(200);
    expect(await readingsOfPick(pick)).toEqual([4]);
    expect(Number((await show(h, 'picks', pick)).quantity_detected)).toBe(4);
  });

  it('the first reading takes the quantity and the others are emptied', async () => {
    const supply = await f.supply([[5, 2]], { store: true });
    const pick = supply.picks[0]!;
    await create(h, 'project_rows', {
      project_id: supply.id,
      pick_id: pick,
      item_id: supply.items[0],
      quantity: 1,
    });
    const res = await picked(pick, 6);
    expect(res.statusCode, res.body).toBe(200);
    expect(await readingsOfPick(pick)).toEqual([6, 0]);
    expect(Number(res.json().quantity_detected)).toBe(6);
  });

  it('sent again with the same key (its answer lost), it is applied once', async () => {
    const supply = await f.supply([[5, 1]], { store: true });
    const pick = supply.picks[0]!;
    const a = await picked(pick, 2, 'store-picked-same-key');
    const b = await picked(pick, 2, 'store-picked-same-key');
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await readingsOfPick(pick)).toEqual([2]);
  });

  it('a picked quantity another operator stored meanwhile refuses the one decided on the old figure, naming who', async () => {
    const supply = await f.supply([[5, 0]], { store: true });
    const pick = supply.picks[0]!;
    const send = (quantity: number, seen: number, options: { token?: string; key?: string } = {}) =>
      command(
        h,
        `picks/${pick}?do=store_picked`,
        { quantity, location_id: location, seen_detected: seen },
        options,
      );
    const first = await send(3, 0, { token: h.tokens.operator, key: 'store-seen-first' });
    expect(first.statusCode, first.body).toBe(200);
    // The second operator's 5 waited on their device, decided on 'Quantità Prelevata' 0.
    const late = await send(5, 0);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ id: 'stale_record', by: { id: h.users.operator, name: 'op' } });
    expect(typeof late.json().at).toBe('string');
    expect(Number(late.json().current.picks[0].quantity_detected)).toBe(3);
    expect(await readingsOfPick(pick)).toEqual([3]);
    // The first operator's request sent again (its answer lost) is answered from the record, not refused.
    const again = await send(3, 0, { token: h.tokens.operator, key: 'store-seen-first' });
    expect(again.statusCode, again.body).toBe(200);
    expect(Number(again.json().quantity_detected)).toBe(3);
    // Decided again on the fresh figure, it is stored.
    const redo = await send(5, 3);
    expect(redo.statusCode, redo.body).toBe(200);
    expect(await readingsOfPick(pick)).toEqual([5]);
  });

  it('a supply closed meanwhile by another operator refuses it (409 already_closed), writing nothing', async () => {
    const supply = await f.supply([[5, 1]], { store: true, prepared: true });
    const pick = supply.picks[0]!;
    const res = await picked(pick, 5);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ id: 'already_closed' });
    expect(res.json().error).toMatch(/già chiuso/);
    expect(await readingsOfPick(pick)).toEqual([1]);
  });

  it('a negative or missing quantity is refused with a clear message', async () => {
    const supply = await f.supply([[5, 0]], { store: true });
    const res = await command(h, `picks/${supply.picks[0]!}?do=store_picked`, { quantity: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Indicare la quantità prelevata (un numero non negativo)');
  });
});
