import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, show, type Harness } from '../support/harness';

/**
 * Bulk update and delete by ids in the gem's route shape, `PUT|PATCH|DELETE /{model}/{id}/multi?ids=`
 * (the {id} segment is not used), and `/{model}/multi?ids=`: one transaction, all or nothing.
 */
describe.each(dialects)('bulk by ids on %s', (dialect) => {
  let h: Harness;
  let project: { id: number };
  beforeAll(async () => {
    h = await createHarness(dialect);
    project = await create(h, 'projects', { name: 'AC-BULK' });
  });
  afterAll(() => h.close());

  let made = 0; // package names are unique
  const packages = async (n: number) => {
    const out: { id: number; lock_version: number }[] = [];
    for (let i = 0; i < n; i++)
      out.push(await create(h, 'packages', { project_id: project.id, name: `C${++made}` }));
    return out;
  };
  const send = (
    method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    token = h.tokens.admin,
  ) => h.request({ method, url: `/api/v2/${url}`, token, ...(payload ? { payload } : {}) });

  it.each([
    ['PUT', (ids: string) => `packages/multi?ids=${ids}`],
    ['PATCH', (ids: string) => `packages/0/multi?ids=${ids}`],
  ] as const)('%s updates every record with the same values and answers them', async (method, url) => {
    const [a, b, c] = await packages(3);
    const res = await send(method, url(`${a!.id},${b!.id}`), { package: { closed: true, weight: 2.5 } });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((p: { id: number; closed: boolean; weight: number }) => [p.id, p.closed, p.weight]),
    ).toEqual([
      [a!.id, true, 2.5],
      [b!.id, true, 2.5],
    ]);
    expect((await show(h, 'packages', c!.id)).closed).toBe(false);
  });

  it('one missing id: 404 naming it, and no record changed', async () => {
    const [a, b] = await packages(2);
    const res = await send('PUT', `packages/multi?ids=${a!.id},999999,${b!.id}`, {
      package: { closed: true },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Record non trovato: package 999999', id: 'not_found' });
    expect((await show(h, 'packages', a!.id)).closed).toBe(false);
  });

  it('lock_version per record: one stale is a 409 and no record changed', async () => {
    const [a, b] = await packages(2);
    await send('PUT', `packages/${b!.id}`, { package: { name: 'changed elsewhere' } });
    const stale = await send('PUT', `packages/multi?ids=${a!.id},${b!.id}`, {
      package: { shipped: true },
      lock_versions: { [a!.id]: a!.lock_version, [b!.id]: b!.lock_version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().id).toBe('stale_record');
    // Every stale record is named, with its stored version, so the back office can say which.
    expect(stale.json().stale).toEqual([{ id: b!.id, lock_version: b!.lock_version + 1 }]);
    expect((await show(h, 'packages', a!.id)).shipped).toBe(false);

    const fresh = await send('PUT', `packages/multi?ids=${a!.id},${b!.id}`, {
      package: { shipped: true },
      lock_versions: { [a!.id]: a!.lock_version, [b!.id]: b!.lock_version + 1 },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().map((p: { lock_version: number }) => p.lock_version)).toEqual([
      a!.lock_version + 1,
      b!.lock_version + 2,
    ]);
  });

  it('several stale records are all named in one 409', async () => {
    const [a, b, c] = await packages(3);
    await send('PUT', `packages/${a!.id}`, { package: { weight: 1 } });
    await send('PUT', `packages/${c!.id}`, { package: { weight: 1 } });
    const res = await send('PUT', `packages/multi?ids=${a!.id},${b!.id},${c!.id}`, {
      package: { closed: true },
      lock_versions: { [a!.id]: a!.lock_version, [b!.id]: b!.lock_version, [c!.id]: c!.lock_version },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      id: 'stale_record',
      stale: [
        { id: a!.id, lock_version: a!.lock_version + 1 },
        { id: c!.id, lock_version: c!.lock_version + 1 },
      ],
    });
    expect((await show(h, 'packages', b!.id)).closed).toBe(false);
  });

  it.each([
    ['DELETE /{model}/multi', (ids: string) => `packages/multi?ids=${ids}`],
    ['DELETE /{model}/{id}/multi', (ids: string) => `packages/1/multi?ids=${ids}`],
  ])('%s deletes them in one transaction and answers them', async (_, url) => {
    const [a, b, c] = await packages(3);
    const res = await send('DELETE', url(`${a!.id},${b!.id}`));
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { id: number }) => p.id)).toEqual([a!.id, b!.id]);
    expect((await send('DELETE', `packages/multi?ids=${a!.id}`)).statusCode).toBe(404);
    expect((await show(h, 'packages', c!.id)).id).toBe(c!.id);
  });

  it('a bulk delete with lock_versions: any stale record is a 409 naming each, and nothing deleted', async () => {
    const [a, b, c] = await packages(3);
    await send('PUT', `packages/${a!.id}`, { package: { weight: 1 } });
    await send('PUT', `packages/${c!.id}`, { package: { weight: 1 } });
    const versions = { [a!.id]: a!.lock_version, [b!.id]: b!.lock_version, [c!.id]: c!.lock_version };
    const res = await send('DELETE', `packages/multi?ids=${a!.id},${b!.id},${c!.id}`, {
      lock_versions: versions,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Modifica in conflitto con altro operatore su 2 record',
      id: 'stale_record',
      stale: [
        { id: a!.id, lock_version: a!.lock_version + 1 },
        { id: c!.id, lock_version: c!.lock_version + 1 },
      ],
    });
    for (const p of [a!, b!, c!]) expect((await show(h, 'packages', p.id)).id).toBe(p.id);

    // Redone with the versions now stored: all three go.
    const fresh = await send('DELETE', `packages/multi?ids=${a!.id},${b!.id},${c!.id}`, {
      lock_versions: { ...versions, [a!.id]: a!.lock_version + 1, [c!.id]: c!.lock_version + 1 },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().map((p: { id: number }) => p.id)).toEqual([a!.id, b!.id, c!.id]);
    expect((await send('GET', `packages/${b!.id}`)).statusCode).toBe(404);
  });

  it('a bulk delete with current lock_versions in the body of /{model}/{id}/multi deletes them', async () => {
    const [a, b] = await packages(2);
    const res = await send('DELETE', `packages/0/multi?ids=${a!.id},${b!.id}`, {
      lock_versions: { [a!.id]: a!.lock_version, [b!.id]: b!.lock_version },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { id: number }) => p.id)).toEqual([a!.id, b!.id]);
  });

  it('a bulk delete with malformed lock_versions is a 400 and deletes nothing', async () => {
    const [a] = await packages(1);
    const res = await send('DELETE', `packages/multi?ids=${a!.id}`, { lock_versions: [a!.lock_version] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'lock_versions deve essere un oggetto { id: lock_version }',
      id: 'invalid_input',
    });
    expect((await show(h, 'packages', a!.id)).id).toBe(a!.id);
  });

  type DeleteForm = (v: number) => { query: string; payload?: object };
  it.each<[string, DeleteForm]>([
    ['?lock_version=', (v: number) => ({ query: `?lock_version=${v}` })],
    ['a JSON body', (v: number) => ({ query: '', payload: { lock_version: v } })],
  ])(
    'a single DELETE with a stale lock_version in %s is a 409; with the current one it deletes',
    async (_, form) => {
      const [a] = await packages(1);
      await send('PUT', `packages/${a!.id}`, { package: { weight: 3 } });
      const stale = form(a!.lock_version);
      const res = await send('DELETE', `packages/${a!.id}${stale.query}`, stale.payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        id: 'stale_record',
        stale: [{ id: a!.id, lock_version: a!.lock_version + 1 }],
      });
      expect((await show(h, 'packages', a!.id)).id).toBe(a!.id);
      const current = form(a!.lock_version + 1);
      expect((await send('DELETE', `packages/${a!.id}${current.query}`, current.payload)).statusCode).toBe(
        200,
      );
      expect((await send('GET', `packages/${a!.id}`)).statusCode).toBe(404);
    },
  );

  it('a single DELETE without lock_version deletes whatever the version (v2 clients that send only the id)', async () => {
    const [a] = await packages(1);
    await send('PUT', `packages/${a!.id}`, { package: { weight: 3 } });
    expect((await send('DELETE', `packages/${a!.id}`)).statusCode).toBe(200);
    expect((await send('GET', `packages/${a!.id}`)).statusCode).toBe(404);
  });

  it('the OpenAPI document says a delete takes lock_version(s) and may answer 409', async () => {
    const doc = (await send('GET', 'info/openapi')).json();
    const bulk = doc.paths['/packages/multi'].delete;
    expect(Object.keys(bulk.requestBody.content['application/json'].schema.properties)).toEqual([
      'lock_versions',
    ]);
    expect(Object.keys(bulk.responses)).toContain('409');
    const single = doc.paths['/packages/{id}'].delete;
    expect(single.parameters.map((p: { name: string }) => p.name)).toEqual(['id', 'lock_version']);
    // A model without lock_version documents neither.
    expect(doc.paths['/transport_means/multi'].delete.requestBody).toBeUndefined();
  });

  it('a delete that a foreign key blocks for one record keeps them all', async () => {
    const free = await create(h, 'items', { code: 'FREE' });
    const used = await create(h, 'items', { code: 'USED' });
    await create(h, 'picks', { project_id: project.id, item_id: used.id, quantity: 1 });
    const res = await send('DELETE', `items/multi?ids=${free.id},${used.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'Impossibile eliminare Articolo «USED»: è ancora in uso in 1 Riga da prelevare',
      id: 'in_use',
      used_by: [{ model: 'picks', label: 'Riga da prelevare', count: 1 }],
    });
    expect((await show(h, 'items', free.id)).code).toBe('FREE');
  });

  it('permissions are checked: an operator may not update users in bulk', async () => {
    const res = await send(
      'PUT',
      `users/multi?ids=${h.users.operator}`,
      { user: { name: 'x' } },
      h.tokens.operator,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().id).toBe('forbidden');
  });

  it.each([
    ['packages/multi', 'Indicare gli id dei record: ids=1,2,3'],
    ['packages/multi?ids=', 'Indicare gli id dei record: ids=1,2,3'],
    ['packages/multi?ids=1,abc', 'Valore non valido per ids: abc'],
    ['packages/multi?ids=0', 'Valore non valido per ids: 0'],
  ])('%s is a 400', async (url, error) => {
    const res = await send('PUT', url, { package: { closed: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, id: 'invalid_input' });
  });
});
