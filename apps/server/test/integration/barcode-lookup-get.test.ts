/**
 * The barcode lookup as a handheld sends it (`GET /items?q[barcode_eq]=…&cb=…`), after issue 47 took
 * its per-request constants out: on SQLite its statement runs at once, without Kysely's promise
 * chain (db/connection.ts `readNow`), the session is checked without waiting when its token and user
 * are known, and the answer cache reuses the change stamp the session check read. What the handheld
 * gets must not move: the same bytes as the item read on its own (`GET /items/{id}`, which loads each
 * association with its own query) and as `POST /items/search`, the same refusals, validators,
 * compression and 404, on both databases, and never a write that is not committed.
 */
import { gunzipSync } from 'node:zlib';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, PASSWORD, type Harness } from './support/harness';

const stamped = () => ({ created_at: new Date().toISOString(), updated_at: new Date().toISOString() });

describe.each(dialects)('GET barcode lookup on %s', (dialect) => {
  let h: Harness;
  const ids: Record<string, number> = {};

  const lookup = (barcode: string, extra = '', token = h.tokens.operator, headers = {}) =>
    h.request({
      method: 'GET',
      url: `/api/v2/items?q%5Bbarcode_eq%5D=${encodeURIComponent(barcode)}${extra}`,
      token,
      headers,
    });
  /** The item read on its own, as a one-record list's body. */
  const alone = async (id: number) => {
    const res = await h.request({ method: 'GET', url: `/api/v2/items/${id}`, token: h.tokens.operator });
    expect(res.statusCode).toBe(200);
    return JSON.stringify([res.json()]);
  };

  beforeAll(async () => {
    h = await createHarness(dialect);
    const unit = await create(h, 'measure_units', { name: 'Chilogrammi', code: 'KG', divisible: true });
    const shelf = await create(h, 'locations', {
      name: 'A01',
      code: 'A01',
      description: 'Scaffale "alto" – è',
    });
    const other = await create(h, 'locations', { name: 'B02' });
    ids.full = (
      await create(h, 'items', {
        code: 'ART-FULL',
        barcode: '8001234567890',
        description: 'Pasta di semola 500 g — «speciale»',
        measure_unit_id: unit.id,
        location_id: shelf.id,
        quantity: 12.5,
        locked_quantity: 0.125,
        retail_price: 1.1,
      })
    ).id;
    await h.handle.db
      .insertInto('item_locations')
      .values([
        { item_id: ids.full, location_id: other.id },
        { item_id: ids.full, location_id: shelf.id },
      ])
      .execute();
    for (const code of ['ALT-1', 'ALT-2'])
      await create(h, 'additional_barcodes', { item_id: ids.full, code });
    ids.bare = (await create(h, 'items', { code: 'ART-BARE', barcode: 'ABC 123/x' })).id;
    // Enough additional barcodes to pass the compression threshold.
    ids.big = (await create(h, 'items', { code: 'ART-BIG', barcode: '8000000000017' })).id;
    for (let i = 0; i < 40; i++)
      await create(h, 'additional_barcodes', { item_id: ids.big, code: `BIG-${i}` });
  });
  afterAll(() => h.close());

  it('answers the same bytes as the item read on its own and as a search, request after request', async () => {
    for (const [name, barcode] of [
      ['full', '8001234567890'],
      ['bare', 'ABC 123/x'],
      ['full', '8001234567890'],
      ['big', '8000000000017'],
    ] as const) {
      const res = await lookup(barcode, `&cb=${Math.random()}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-range']).toBe('items 0-0/1');
      expect(res.body).toBe(await alone(ids[name]!));
      const search = await h.request({
        method: 'POST',
        url: '/api/v2/items/search',
        token: h.tokens.operator,
        payload: { q: { barcode_eq: barcode } },
      });
      expect(res.body).toBe(search.body);
    }
    const [item] = (await lookup('8001234567890')).json();
    expect(item).toMatchObject({
      code: 'ART-FULL',
      quantity: 12.5,
      measure_unit: { code: 'KG', divisible: true },
      location: { name: 'A01' },
      additional_barcodes: [{ code: 'ALT-1' }, { code: 'ALT-2' }],
    });
    expect(item.locations.map((l: { name: string }) => l.name)).toEqual(['A01', 'B02']);
  });

  it('answers an unknown barcode 404 with [], or 200 with always_ok', async () => {
    const res = await lookup('8099999999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual([]);
    expect(res.headers['content-range']).toBe('items */0');
    const ok = await lookup('8099999999999', '&always_ok=true');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual([]);
  });

  it('keeps the fields a client asks for', async () => {
    const res = await lookup(
      '8001234567890',
      '&a%5Bonly%5D%5B%5D=code&a%5Binclude%5D%5Bmeasure_unit%5D%5Bonly%5D%5B%5D=code',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ code: 'ART-FULL', measure_unit: { code: 'KG' } }]);
  });

  it('answers 304 to the ETag it gave, and the new item once it changed', async () => {
    const first = await lookup('8001234567890');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await lookup('8001234567890', '', h.tokens.operator, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await h.request({
      method: 'PUT',
      url: `/api/v2/items/${ids.full}`,
      token: h.tokens.admin,
      payload: { item: { description: 'Pasta di semola 1 kg' } },
    });
    const changed = await lookup('8001234567890', '', h.tokens.operator, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()[0].description).toBe('Pasta di semola 1 kg');
    expect(changed.body).toBe(await alone(ids.full!));
  });

  it('sends a small answer as it is and a large one compressed, the same JSON either way', async () => {
    const small = await lookup('8001234567890', '', h.tokens.operator, { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const big = await lookup('8000000000017', '', h.tokens.operator, { 'accept-encoding': 'gzip' });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(big.rawPayload).toString()).toBe(await alone(ids.big!));
  });

  it('refuses a user whose role may not read items, and a session ended meanwhile', async () => {
    const nobody = await h.createUser({ email: 'nobody@test.it', password: PASSWORD });
    const token = await h.login('nobody@test.it');
    const refused = await lookup('8001234567890', '', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('ART-FULL');
    expect((await lookup('8001234567890', '', 'not-a-token')).statusCode).toBe(401);
    // A known token, then its user deactivated: the very next lookup is refused.
    const user = await h.createUser({ email: 'shift@test.it', password: PASSWORD, roles: ['operatore'] });
    const shift = await h.login('shift@test.it');
    expect((await lookup('8001234567890', '', shift)).statusCode).toBe(200);
    await sql`update users set active = false where id = ${user.id}`.execute(h.handle.db);
    const revoked = await lookup('8001234567890', '', shift);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().id).toBe('user_revoked');
    expect(nobody.id).toBeGreaterThan(0);
  });

  it('refuses hostile query strings with a 400 and keeps answering', async () => {
    for (const extra of [
      '&q%5Bbarcode_eq%5D%5Bx%5D%5By%5D=1',
      '&q%5Bnope_eq%5D=1',
      '&q%5Bbarcode_eq%5D=%00',
      '&per=-1',
      `&q%5Bbarcode_eq%5D=${'9'.repeat(5000)}`,
    ]) {
      const res = await h.request({
        method: 'GET',
        url: `/api/v2/items?${extra.slice(1)}`,
        token: h.tokens.operator,
      });
      expect(res.statusCode, extra.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, extra.slice(0, 40)).toBeLessThan(500);
    }
    expect((await lookup('8001234567890')).statusCode).toBe(200);
  });

  it('never answers a write that is not committed', async () => {
    expect((await lookup('8001234567890')).statusCode).toBe(200); // the session is known now
    let rollBack!: () => void;
    const held = new Promise<void>((resolve) => (rollBack = resolve));
    const writing = h.handle.db
      .transaction()
      .execute(async (tx) => {
        await tx
          .insertInto('items')
          .values({ code: 'ART-UNCOMMITTED', barcode: '8011111111111', lock_version: 0, ...stamped() })
          .execute();
        await held;
        throw new Error('rolled back');
      })
      .catch((err: Error) => err.message);
    // Sent while the transaction holds the inserted row; answered once it has rolled back.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const answer = lookup('8011111111111');
    await new Promise((resolve) => setTimeout(resolve, 20));
    rollBack();
    expect(await writing).toBe('rolled back');
    const res = await answer;
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual([]);
  });
});

describe('a read at once on SQLite (db/connection.ts readNow)', () => {
  it('runs a read between transactions and leaves one inside a transaction to Kysely, which waits', async () => {
    const h = await createHarness('sqlite');
    try {
      const count = CompiledQuery.raw('select count(*) as n from items');
      expect(h.handle.readNow!(count)).toEqual([{ n: 0 }]);
      const seen = await h.handle.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('items')
          .values({ code: 'ART-UNCOMMITTED', lock_version: 0, ...stamped() })
          .execute();
        // Run now, it would count the row this transaction has not committed (and may roll back).
        return h.handle.readNow!(count);
      });
      expect(seen).toBeUndefined();
      expect(h.handle.readNow!(count)).toEqual([{ n: 1 }]);
      // Not a read: left to Kysely.
      expect(h.handle.readNow!(CompiledQuery.raw("delete from items where code = 'none'"))).toBeUndefined();
    } finally {
      await h.close();
    }
  });
});
