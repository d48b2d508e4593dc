import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from './support/harness';

const CONFLICT = { error: 'Modifica in conflitto con altro operatore', id: 'stale_record' };

describe.each(dialects)('optimistic locking and Idempotency-Key on %s', (dialect) => {
  let h: Harness;
  let project: number;
  let item: number;

  beforeAll(async () => {
    h = await createHarness(dialect);
    project = (await create(h, 'projects', { name: 'Ordine lock' })).id;
    item = (await create(h, 'items', { code: 'ART-LOCK' })).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const newPick = () => create(h, 'picks', { project_id: project, item_id: item, quantity: 5 });
  const updatePick = (id: number, values: object, token = h.tokens.admin) =>
    h.request({ method: 'PUT', url: `/api/v2/picks/${id}`, token, payload: { pick: values } });
  const countOf = async (table: string) =>
    Number(
      (
        await h.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('lock_version', () => {
    it('accepts an update carrying the current lock_version and increments it', async () => {
      const pick = await newPick();
      expect(pick.lock_version).toBe(0);
      const res = await updatePick(pick.id, { quantity: 7, lock_version: 0 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ quantity: 7, lock_version: 1 });

      const again = await updatePick(pick.id, { quantity: 8, lock_version: 1 });
      expect(again.statusCode).toBe(200);
      expect(again.json().lock_version).toBe(2);
    });

    it('refuses a stale lock_version with 409 and leaves the record alone', async () => {
      const pick = await newPick();
      expect((await updatePick(pick.id, { quantity: 6, lock_version: 0 })).statusCode).toBe(200);
      const stale = await updatePick(pick.id, { quantity: 9, lock_version: 0 });
      expect(stale.statusCode).toBe(409);
      // The refusal carries the record as stored and who wrote it last, for the client to show.
      expect(stale.json()).toMatchObject({
        ...CONFLICT,
        current: { id: pick.id, quantity: 6, lock_version: 1 },
        by: { id: h.users.admin },
      });
      const stored = await h.request({
        method: 'GET',
        url: `/api/v2/picks/${pick.id}`,
        token: h.tokens.admin,
      });
      expect(stored.json()).toMatchObject({ quantity: 6, lock_version: 1 });
    });

    it('lets exactly one of two racing updates with the same lock_version through', async () => {
      const pick = await newPick();
      const results = await Promise.all([
        updatePick(pick.id, { quantity: 11, lock_version: 0 }),
        updatePick(pick.id, { quantity: 12, lock_version: 0 }, h.tokens.supervisor),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      const winner = results.find((r) => r.statusCode === 200)!;
      expect(loser.json()).toMatchObject({ ...CONFLICT, current: { lock_version: 1 } });
      const stored = await h.request({
        method: 'GET',
        url: `/api/v2/picks/${pick.id}`,
        token: h.tokens.admin,
      });
      expect(stored.json()).toMatchObject({ quantity: winner.json().quantity, lock_version: 1 });
    });

    it('increments lock_version on an update that sends none', async () => {
      const pick = await newPick();
      const res = await updatePick(pick.id, { notes: 'senza versione' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ notes: 'senza versione', lock_version: 1 });
      // The version it did not send is now stale.
      expect((await updatePick(pick.id, { notes: 'vecchia', lock_version: 0 })).statusCode).toBe(409);
    });
  });

  describe('Idempotency-Key', () => {
    const post = (key: string, values: object, token = h.tokens.admin, url = '/api/v2/branches') =>
      h.request({
        method: 'POST',
        url,
        token,
        headers: { 'idempotency-key': key },
        payload: { branch: values },
      });

    it('runs a repeated POST once and replays the first answer', async () => {
      const before = await countOf('branches');
      const first = await post('key-once', { code: 'IDEM-1', name: 'Filiale' });
      expect(first.statusCode).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();

      const second = await post('key-once', { code: 'IDEM-1', name: 'Filiale' });
      expect(second.statusCode).toBe(201);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json()).toEqual(first.json());
      expect(await countOf('branches')).toBe(before + 1);
    });

    it('runs the same key separately for another user', async () => {
      const before = await countOf('branches');
      const mine = await post('key-shared', { code: 'IDEM-A' });
      const theirs = await post('key-shared', { code: 'IDEM-B' }, h.tokens.supervisor);
      expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
      expect(theirs.headers['idempotent-replayed']).toBeUndefined();
      expect(theirs.json().id).not.toBe(mine.json().id);
      expect(theirs.json().code).toBe('IDEM-B');
      expect(await countOf('branches')).toBe(before + 2);
    });

    it('refuses a key reused on a different path with 422', async () => {
      const first = await post('key-path', { code: 'IDEM-P' });
      expect(first.statusCode).toBe(201);
      const before = await countOf('locations');
      const other = await h.request({
        method: 'POST',
        url: '/api/v2/locations',
        token: h.tokens.admin,
        headers: { 'idempotency-key': 'key-path' },
        payload: { location: { name: 'A-01' } },
      });
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({ error: expect.any(String), id: 'invalid_input' });
      expect(await countOf('locations')).toBe(before);
    });

    it('replays a write that failed with a 4xx as the same 4xx', async () => {
      const first = await post('key-fail', { name: 'senza codice' });
      expect(first.statusCode).toBe(422);
      expect(first.json()).toEqual({
        error: 'Campo obbligatorio mancante: Codice',
        id: 'invalid_input',
        fields: ['code'],
      });
      const before = await countOf('branches');

      // The same key now with a valid body: still the stored answer, nothing runs.
      const second = await post('key-fail', { code: 'IDEM-LATE' });
      expect(second.statusCode).toBe(422);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json()).toEqual(first.json());
      expect(await countOf('branches')).toBe(before);
    });

    it('replays a stale-lock 409 on PUT without running the update again', async () => {
      const pick = await newPick();
      expect((await updatePick(pick.id, { quantity: 1 })).statusCode).toBe(200);
      const put = () =>
        h.request({
          method: 'PUT',
          url: `/api/v2/picks/${pick.id}`,
          token: h.tokens.admin,
          headers: { 'idempotency-key': `put-${pick.id}` },
          payload: { pick: { quantity: 2, lock_version: 0 } },
        });
      const first = await put();
      const second = await put();
      expect([first.statusCode, second.statusCode]).toEqual([409, 409]);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json()).toMatchObject(CONFLICT);
    });
  });
});
