import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness, show } from '../support/harness';
import { command } from './support';

describe.each(dialects)('#packages?do=load_packages on %s', (dialect) => {
  let h: Harness;
  let project: number;
  let n = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
    project = (await create(h, 'projects', { name: 'LP-CAMION' })).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const closedPackages = async (count: number, extra: Record<string, unknown> = {}) => {
    const made: { id: number; lock_version: number }[] = [];
    for (let i = 0; i < count; i++) {
      const pkg = await create(h, 'packages', {
        project_id: project,
        name: `PK-L-${++n}`,
        incremental: n,
        closed: true,
        shipped: false,
        ...extra,
      });
      made.push({ id: pkg.id, lock_version: pkg.lock_version });
    }
    return made;
  };

  const load = (refs: { id: number; lock_version: number }[], token = h.tokens.supervisor) =>
    command(h, 'packages?do=load_packages', { packages: refs }, { token });

  it('a supervisor loads three closed packages: shipped with one server-time shipping_date', async () => {
    const refs = await closedPackages(3);
    const before = Date.now();
    const res = await load(refs);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.loaded).toBe(3);
    const when = Date.parse(body.shipping_date);
    expect(when).toBeGreaterThanOrEqual(before - 1000);
    expect(when).toBeLessThanOrEqual(Date.now() + 1000);
    for (const ref of refs) {
      const pkg = await show(h, 'packages', ref.id);
      expect(pkg).toMatchObject({ shipped: true, closed: true, lock_version: ref.lock_version + 1 });
      expect(Date.parse(pkg.shipping_date)).toBe(when);
    }
    // No longer among the packages waiting for the truck.
    const waiting = await h.request({
      method: 'GET',
      url: `/api/v2/packages?q[project_id_eq]=${project}&q[closed_eq]=true&q[shipped_eq]=false&always_ok=true`,
      token: h.tokens.supervisor,
    });
    expect(waiting.json().map((p: { id: number }) => p.id)).not.toContain(refs[0]!.id);
  });

  it('all or nothing: one stale lock_version loads none', async () => {
    const refs = await closedPackages(3);
    const res = await load([refs[0]!, refs[1]!, { ...refs[2]!, lock_version: refs[2]!.lock_version + 5 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().id).toBe('stale_record');
    for (const ref of refs) expect((await show(h, 'packages', ref.id)).shipped).toBe(false);
  });

  it('all or nothing: a package not closed, or already shipped, is 409 already_closed and loads none', async () => {
    const [good] = await closedPackages(1);
    const [open] = await closedPackages(1, { closed: false });
    const res = await load([good!, open!]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ id: 'already_closed', error: `Collo PK-L-${n} non ancora chiuso` });
    expect((await show(h, 'packages', good!.id)).shipped).toBe(false);

    const [shipped] = await closedPackages(1, { shipped: true });
    const again = await load([good!, shipped!]);
    expect(again.json()).toMatchObject({
      id: 'already_closed',
      error: `Collo PK-L-${n} già caricato sul camion`,
    });
    expect((await show(h, 'packages', good!.id)).shipped).toBe(false);
  });

  it('an operator (not a supervisor) may not load: 403, nothing shipped', async () => {
    const refs = await closedPackages(1);
    const res = await load(refs, h.tokens.operator);
    expect(res.statusCode).toBe(403);
    expect((await show(h, 'packages', refs[0]!.id)).shipped).toBe(false);
  });

  it.each([
    [{ packages: [] }],
    [{ packages: [{ id: 1 }] }],
    [
      {
        packages: [
          { id: 1, lock_version: 0 },
          { id: 1, lock_version: 0 },
        ],
      },
    ],
    [{ packages: 'all' }],
  ])('refuses the malformed body %j with 400 invalid_input', async (body) => {
    const res = await command(h, 'packages?do=load_packages', body, { token: h.tokens.supervisor });
    expect(res.statusCode).toBe(400);
    expect(res.json().id).toBe('invalid_input');
  });

  it('a package that does not exist is 404 and loads none', async () => {
    const refs = await closedPackages(1);
    const res = await load([refs[0]!, { id: 999_999, lock_version: 0 }]);
    expect(res.statusCode).toBe(404);
    expect((await show(h, 'packages', refs[0]!.id)).shipped).toBe(false);
  });
});
