import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dialects, type Harness, show } from '../support/harness';
import { command, fixtures, flagsOf, readingsOf } from './support';

const CLEARED = { store: false, partial: false, suspended: false, prepared: false };

describe.each(dialects)('#projects?do=suspend_picking on %s', (dialect) => {
  let h: Harness;
  let f: ReturnType<typeof fixtures>;
  let second: string;

  beforeAll(async () => {
    h = await createHarness(dialect);
    f = fixtures(h);
    await h.createUser({ email: 'op2@test.it', password: 'x'.repeat(12) + 'A1!', roles: ['operatore'] });
    second = await h.login('op2@test.it', 'x'.repeat(12) + 'A1!');
  });
  afterAll(async () => {
    await h?.close();
  });

  const body = (lists: { id: number; lock_version: number }[], extra: object = {}) => ({
    lists: lists.map(({ id, lock_version }) => ({ id, lock_version })),
    ...extra,
  });
  const suspend = (lists: { id: number; lock_version: number }[], extra: object = {}, token?: string) =>
    command(h, 'projects?do=suspend_picking', body(lists, extra), token ? { token } : {});
  const conclude = (lists: { id: number; lock_version: number }[], extra: object = {}, token?: string) =>
    command(h, 'projects?do=conclude_picking', body(lists, extra), token ? { token } : {});

  it('nothing read: the three flags cleared without asking', async () => {
    const a = await f.pickingList([[2, 0]], { suspended: true, partial: true });
    const res = await suspend([a]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await flagsOf(h, a.id)).toEqual(CLEARED);
  });

  it("something read: asks 'Prelievo non completato…'; once confirmed, suspends the read lists and clears the untouched", async () => {
    const read = await f.pickingList([
      [4, 1],
      [2, 0],
    ]);
    const untouched = await f.pickingList([[3, 0]], { partial: true });
    const asked = await suspend([read, untouched]);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ id: 'confirmation_required', confirm: 'suspendPicking' });
    expect((await show(h, 'projects', read.id)).suspended).toBe(false);

    const res = await suspend([read, untouched], { confirmed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await flagsOf(h, read.id)).toEqual({ ...CLEARED, suspended: true });
    expect(await flagsOf(h, untouched.id)).toEqual(CLEARED);
    // Suspending keeps the readings: the list reopens where it was left.
    expect(await readingsOf(h, read.id)).toBe(1);
  });

  it('an untouched exit from a concluded list does not reopen it (store stays true)', async () => {
    const a = await f.pickingList([[2, 2]]);
    const concluded = await conclude([a]);
    expect(concluded.statusCode, concluded.body).toBe(200);
    const fresh = concluded.json().projects[0];
    // Its readings are gone, so it looks untouched: the exit must still leave it finished.
    const res = await suspend([{ id: a.id, lock_version: fresh.lock_version }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0]).toMatchObject({ state: 'finished', changed: false });
    expect(await flagsOf(h, a.id)).toEqual({ ...CLEARED, store: true });
  });

  it('a stale lock_version: 409 stale_record, nothing suspended', async () => {
    const a = await f.pickingList([[4, 1]]);
    const res = await suspend([{ id: a.id, lock_version: a.lock_version + 7 }], { confirmed: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().id).toBe('stale_record');
    expect(res.json().current.projects[0].lock_version).toBe(a.lock_version);
    expect((await show(h, 'projects', a.id)).suspended).toBe(false);
  });

  it('two operators, one concluding and one suspending the same list at once: one 409, never both finished and suspended, never half applied', async () => {
    for (let round = 0; round < 6; round++) {
      const list = await f.pickingList([
        [3, 3],
        [2, 1],
      ]);
      // Both read the list at the same version, then press their button at the same moment.
      const [concluded, suspended] = await Promise.all([
        conclude([list], { confirmed: true }, h.tokens.operator),
        suspend([list], { confirmed: true }, second),
      ]);
      const statuses = [concluded.statusCode, suspended.statusCode].sort();
      expect(statuses, `${concluded.body} / ${suspended.body}`).toEqual([200, 409]);
      // A suspend that lost to a conclude is told the list is concluded (and by whom), not "a conflict".
      if (concluded.statusCode === 409) expect(concluded.json().id).toBe('stale_record');
      else expect(suspended.json()).toMatchObject({ id: 'already_closed', by: { id: h.users.operator } });

      const flags = await flagsOf(h, list.id);
      expect(flags.store && flags.suspended).toBe(false);
      if (concluded.statusCode === 200) {
        expect(flags).toEqual({ ...CLEARED, store: true, partial: true });
        expect(await readingsOf(h, list.id)).toBe(0);
      } else {
        expect(flags).toEqual({ ...CLEARED, suspended: true });
        expect(await readingsOf(h, list.id)).toBe(2);
      }
      expect((await show(h, 'projects', list.id)).lock_version).toBe(list.lock_version + 1);
    }
  });

  it('one after the other with the versions both read: the second gets 409 and the first result stands', async () => {
    const list = await f.pickingList([[3, 1]]);
    expect((await conclude([list], { confirmed: true }, h.tokens.operator)).statusCode).toBe(200);
    const late = await suspend([list], { confirmed: true }, second);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      id: 'already_closed',
      error: `Lista di prelievo ${(await show(h, 'projects', list.id)).name} già conclusa`,
      by: { id: h.users.operator, name: 'op' },
    });
    expect(Number.isNaN(Date.parse(late.json().at))).toBe(false);
    expect(late.json().current.projects[0].store).toBe(true);
    expect(await flagsOf(h, list.id)).toEqual({ ...CLEARED, store: true, partial: true });

    const other = await f.pickingList([[3, 1]]);
    expect((await suspend([other], { confirmed: true }, second)).statusCode).toBe(200);
    const lateConclude = await conclude([other], { confirmed: true }, h.tokens.operator);
    expect(lateConclude.statusCode).toBe(409);
    expect(await flagsOf(h, other.id)).toEqual({ ...CLEARED, suspended: true });
    expect(await readingsOf(h, other.id)).toBe(1);
  });

  it('a retry with the same Idempotency-Key is applied once', async () => {
    const a = await f.pickingList([[4, 1]]);
    const send = () =>
      command(h, 'projects?do=suspend_picking', body([a], { confirmed: true }), { key: `suspend-${a.id}` });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await show(h, 'projects', a.id)).lock_version).toBe(a.lock_version + 1);
  });
});
