import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { create, createHarness, dialects, type Harness } from './support/harness';

const TABLES = ['branches', 'picks', 'project_rows', 'projects', 'items', 'idempotency_keys'] as const;

/** An error body: `{"error": …, "id": …}` only, fit for an operator, with nothing of the server's insides. */
function expectCleanError(res: LightMyRequestResponse, status: number, mentions?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  // `fields` names the refused attributes (for a form to show the message at the field).
  expect(Object.keys(body).filter((k) => k !== 'fields')).toEqual(['error', 'id']);
  if ('fields' in body)
    expect(body.fields).toEqual(expect.arrayContaining([expect.stringMatching(/^[a-z_]+$/)]));
  expect(typeof body.error).toBe('string');
  expect(body.id).toMatch(/^[a-z_]+$/);
  if (mentions) expect(body.error).toContain(mentions);
  expect(body.error).not.toMatch(/\b(select|insert|update|delete)\b.*\b(from|into|set)\b/i);
  expect(body.error).not.toMatch(/constraint|sqlite|violates|syntax error|_id\b/i);
  for (const leak of ['stack', '/work', 'node_modules', '    at ']) expect(res.body).not.toContain(leak);
}

describe.each(dialects)('bad input on %s', (dialect) => {
  let h: Harness;
  let project: number;
  let item: number;

  beforeAll(async () => {
    h = await createHarness(dialect);
    project = (await create(h, 'projects', { name: 'Ordine' })).id;
    item = (await create(h, 'items', { code: 'ART-1' })).id;
    await create(h, 'branches', { code: 'MI' });
  });
  afterAll(async () => {
    await h?.close();
  });

  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (table) => {
          const row = await h.handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow();
          return [table, Number(row.n)];
        }),
      ),
    );

  /** Runs a refused request and checks that nothing it touched was written. */
  async function refused(send: () => Promise<LightMyRequestResponse>) {
    const before = await counts();
    const res = await send();
    expect(await counts()).toEqual(before);
    return res;
  }

  const post = (model: string, payload: unknown, headers: Record<string, string> = {}) =>
    h.request({
      method: 'POST',
      url: `/api/v2/${model}`,
      token: h.tokens.admin,
      payload: payload as string,
      headers,
    });

  it('answers malformed JSON with 400', async () => {
    const res = await refused(() =>
      post('branches', '{"branch": {"code": "RM",', { 'content-type': 'application/json' }),
    );
    expectCleanError(res, 400);
  });

  it('answers a body over 1 MiB with 413', async () => {
    const payload = JSON.stringify({ branch: { code: 'BIG', name: 'x'.repeat(1024 * 1024 + 10) } });
    const res = await refused(() => post('branches', payload, { 'content-type': 'application/json' }));
    expectCleanError(res, 413);
  });

  it('answers a value of the wrong type with 400 naming the field', async () => {
    const res = await refused(() =>
      post('picks', { pick: { project_id: project, item_id: item, quantity: 'abc' } }),
    );
    expectCleanError(res, 400, 'Quantità');
  });

  it('answers a wrong type on update with 400 and changes nothing', async () => {
    const pick = await create(h, 'picks', { project_id: project, item_id: item, quantity: 3 });
    const res = await refused(() =>
      h.request({
        method: 'PUT',
        url: `/api/v2/picks/${pick.id}`,
        token: h.tokens.admin,
        payload: { pick: { notes: 'cambiata', quantity: 'tre' } },
      }),
    );
    expectCleanError(res, 400, 'Quantità');
    const stored = await h.request({ method: 'GET', url: `/api/v2/picks/${pick.id}`, token: h.tokens.admin });
    expect(stored.json()).toMatchObject({ quantity: 3, notes: null, lock_version: 0 });
  });

  it('answers a missing required field with 422 naming it', async () => {
    const res = await refused(() => post('picks', { pick: { project_id: project, quantity: 2 } }));
    expectCleanError(res, 422, 'Articolo');
  });

  it('answers a package without its order with 422 invalid_input naming project_id', async () => {
    for (const body of [{ package: {} }, { package: { project_id: null, name: 'C1' } }]) {
      const res = await post('packages', body);
      expectCleanError(res, 422);
      expect(res.json()).toMatchObject({ id: 'invalid_input', fields: ['project_id'] });
    }
    const count = await h.handle.db
      .selectFrom('packages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('answers a duplicate unique key with 422', async () => {
    const res = await refused(() => post('branches', { branch: { code: 'MI', name: 'Doppia' } }));
    expectCleanError(res, 422, 'Codice');
  });

  it('answers a reference to a missing record with 422', async () => {
    const res = await refused(() =>
      post('picks', { pick: { project_id: 999_999, item_id: item, quantity: 1 } }),
    );
    expectCleanError(res, 422);
  });

  it('rolls a refused row back entirely, derived pick quantities included', async () => {
    const pick = await create(h, 'picks', { project_id: project, item_id: item, quantity: 4 });
    const res = await refused(() =>
      post('project_rows', {
        project_row: {
          project_id: project,
          item_id: item,
          pick_id: pick.id,
          quantity: 2,
          serial_id: 999_999,
        },
      }),
    );
    expectCleanError(res, 422);
    const stored = await h.request({ method: 'GET', url: `/api/v2/picks/${pick.id}`, token: h.tokens.admin });
    expect(stored.json()).toMatchObject({ quantity_detected: 0, quantity_remaining: 4 });
  });

  it('answers an unknown model with 404', async () => {
    expectCleanError(
      await h.request({ method: 'GET', url: '/api/v2/no_such_things', token: h.tokens.admin }),
      404,
    );
    expectCleanError(await refused(() => post('no_such_things', { no_such_thing: { name: 'x' } })), 404);
  });

  it('answers an unknown record with 404', async () => {
    expectCleanError(
      await h.request({ method: 'GET', url: '/api/v2/picks/999999', token: h.tokens.admin }),
      404,
    );
    expectCleanError(
      await refused(() =>
        h.request({
          method: 'PUT',
          url: '/api/v2/picks/999999',
          token: h.tokens.admin,
          payload: { pick: { quantity: 1 } },
        }),
      ),
      404,
    );
    expectCleanError(
      await refused(() =>
        h.request({ method: 'DELETE', url: '/api/v2/picks/999999', token: h.tokens.admin }),
      ),
      404,
    );
  });
});
