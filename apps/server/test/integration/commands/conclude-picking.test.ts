import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dialects, type Harness, show } from '../support/harness';
import { command, fixtures, flagsOf, readingsOf } from './support';

const STORED = { store: true, partial: false, suspended: false, prepared: false };
const CLEARED = { store: false, partial: false, suspended: false, prepared: false };

describe.each(dialects)('#projects?do=conclude_picking on %s', (dialect) => {
  let h: Harness;
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    h = await createHarness(dialect);
    f = fixtures(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  const conclude = (lists: { id: number; lock_version: number }[], extra: object = {}, key?: string) =>
    command(
      h,
      'projects?do=conclude_picking',
      { lists: lists.map(({ id, lock_version }) => ({ id, lock_version })), ...extra },
      key ? { key } : {},
    );

  it('everything complete: each list stored, its readings deleted, its picks back to 0 detected', async () => {
    const a = await f.pickingList([
      [5, 5],
      [2, 3],
    ]);
    const b = await f.pickingList([[1, 1]]);
    const res = await conclude([a, b]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.results).toEqual([
      { project_id: a.id, state: 'complete', changed: true, readings_deleted: 2 },
      { project_id: b.id, state: 'complete', changed: true, readings_deleted: 1 },
    ]);
    expect(body.projects.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    expect(body.projects[0].lock_version).toBe(a.lock_version + 1);
    expect(await flagsOf(h, a.id)).toEqual(STORED);
    expect(await flagsOf(h, b.id)).toEqual(STORED);
    expect(await readingsOf(h, a.id)).toBe(0);
    expect((await show(h, 'picks', a.picks[0]!)).quantity_detected).toBe(0);
  });

  it('nothing read on any list: the three flags cleared, no question', async () => {
    const a = await f.pickingList([[4, 0]], { suspended: true });
    const res = await conclude([a]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0].state).toBe('untouched');
    expect(await flagsOf(h, a.id)).toEqual(CLEARED);
  });

  it("partly read: 409 confirmation_required with 'Prelievo parziale!…' and nothing written", async () => {
    const complete = await f.pickingList([[2, 2]]);
    const partial = await f.pickingList([
      [4, 4],
      [6, 1],
    ]);
    const res = await conclude([complete, partial]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      id: 'confirmation_required',
      confirm: 'partialPicking',
      error: "Prelievo parziale! Confermi comunque la chiusura dell'attività di prelievo?",
    });
    expect(res.json().current.projects).toHaveLength(2);
    expect(await flagsOf(h, complete.id)).toEqual(CLEARED);
    expect(await readingsOf(h, partial.id)).toBe(2);
  });

  it('partly read and confirmed: complete lists stored, untouched cleared, partial ones store+partial', async () => {
    const complete = await f.pickingList([[2, 2]]);
    const untouched = await f.pickingList([[3, 0]], { suspended: true });
    const partial = await f.pickingList([
      [4, 4],
      [6, 1],
    ]);
    const res = await conclude([complete, untouched, partial], { confirmed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { state: string }) => r.state)).toEqual([
      'complete',
      'untouched',
      'partial',
    ]);
    expect(await flagsOf(h, complete.id)).toEqual(STORED);
    expect(await flagsOf(h, untouched.id)).toEqual(CLEARED);
    expect(await flagsOf(h, partial.id)).toEqual({ ...STORED, partial: true });
    expect(await readingsOf(h, complete.id)).toBe(0);
    expect(await readingsOf(h, partial.id)).toBe(0);
  });

  it('a list already concluded is left as it is; when every list is, 409 already_closed', async () => {
    const concluded = await f.pickingList([[3, 0]], { store: true, partial: true });
    const res = await conclude([concluded]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ id: 'already_closed', error: 'Lista di prelievo già conclusa' });
    expect(await flagsOf(h, concluded.id)).toEqual({ ...STORED, partial: true });

    const open = await f.pickingList([[1, 1]]);
    const both = await conclude([concluded, open]);
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().results[0]).toEqual({
      project_id: concluded.id,
      state: 'finished',
      changed: false,
      readings_deleted: 0,
    });
    expect(await flagsOf(h, concluded.id)).toEqual({ ...STORED, partial: true });
    expect(await flagsOf(h, open.id)).toEqual(STORED);
  });

  it('a stale lock_version on any list: 409 stale_record with the current state, nothing applied', async () => {
    const a = await f.pickingList([[2, 2]]);
    const b = await f.pickingList([[1, 1]]);
    // Another operator renamed b meanwhile: its version moved on.
    const renamed = await h.request({
      method: 'PUT',
      url: `/api/v2/projects/${b.id}`,
      token: h.tokens.admin,
      payload: { project: { description: 'altro operatore' } },
    });
    expect(renamed.statusCode).toBe(200);
    const res = await conclude([a, b]);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.id).toBe('stale_record');
    expect(body.error).toBe('Modifica in conflitto con altro operatore');
    expect(body.current.projects.map((p: { lock_version: number }) => p.lock_version)).toEqual([
      a.lock_version,
      b.lock_version + 1,
    ]);
    // Not half applied: the first list, checked fine, was not concluded either.
    expect(await flagsOf(h, a.id)).toEqual(CLEARED);
    expect(await readingsOf(h, a.id)).toBe(1);
  });

  it('a retry with the same Idempotency-Key is applied once and answers the same', async () => {
    const a = await f.pickingList([[2, 2]]);
    const first = await conclude([a], {}, `conclude-${a.id}`);
    expect(first.statusCode, first.body).toBe(200);
    const again = await conclude([a], {}, `conclude-${a.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await show(h, 'projects', a.id)).lock_version).toBe(a.lock_version + 1);
  });

  it('refuses a body without lists or versions, and a project that is not a picking list', async () => {
    for (const body of [{}, { lists: [] }, { lists: [{ id: 1 }] }, { lists: 'x' }]) {
      const res = await command(h, 'projects?do=conclude_picking', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().id).toBe('invalid_input');
    }
    const supply = await f.supply([[1, 1]]);
    const res = await conclude([supply]);
    expect(res.statusCode).toBe(422);
    expect(res.json().id).toBe('invalid_input');
    const missing = await conclude([{ id: 999_999, lock_version: 0 }]);
    expect(missing.statusCode).toBe(404);
  });

  it('a reading sent late into a concluded list is refused (409 already_closed), not left as an orphan', async () => {
    const a = await f.pickingList([[2, 2]]);
    expect((await conclude([a])).statusCode).toBe(200);
    const item = (await show(h, 'picks', a.picks[0]!)).item_id as number;
    const late = await h.request({
      method: 'POST',
      url: '/api/v2/project_rows',
      token: h.tokens.admin,
      payload: { project_row: { project_id: a.id, pick_id: a.picks[0], item_id: item, quantity: 1 } },
    });
    expect(late.statusCode).toBe(409);
    // Who concluded it: the device that sent the late reading says so.
    expect(late.json()).toMatchObject({ id: 'already_closed', by: { id: h.users.admin } });
    expect(late.json().error).toMatch(/già conclusa/);
    // The same through the reading command the app's outbox sends.
    const viaCommand = await command(h, `picks/${a.picks[0]}?do=add_reading`, {
      module: 'picking',
      quantity: 1,
    });
    expect(viaCommand.statusCode).toBe(409);
    expect(viaCommand.json()).toMatchObject({ id: 'already_closed', by: { id: h.users.admin } });
    expect(await readingsOf(h, a.id)).toBe(0);
  });
});
