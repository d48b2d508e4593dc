/**
 * Decisions compare (issue 41): every write a screen makes as a decision — the order modal's
 * fields, a package's measures at closing, store supply's 'Quantità da Prelevare', a back-office
 * form — is refused when the version sent is no longer stored, and the refusal carries the record
 * as stored and who wrote it and when, so the client can ask 'Marco ha impostato 12 alle 10:42:
 * sostituire con 5?'. Nothing of the stale write is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness, show } from './support/harness';
import { command } from './commands/support';

/** A 409 as answered: what the tests read of it. */
interface Refused {
  by: { id: number; name: string };
  at: string;
  current: Record<string, unknown> & { packages: Record<string, unknown>[] };
}

describe.each(dialects)('a decision on a changed record is answered with it and who on %s', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });

  const put = (model: string, id: number, body: object, token: string) =>
    h.request({ method: 'PUT', url: `/api/v2/${model}/${id}`, token, payload: body });

  /** The refusal of a stale decision: the stored record (where `stored` picks it), who and when. */
  function expectNamed(res: { statusCode: number; json(): unknown }, userId: number) {
    expect(res.statusCode).toBe(409);
    const body = res.json() as Refused;
    expect(body).toMatchObject({ id: 'stale_record', by: { id: userId } });
    expect(typeof body.by.name).toBe('string');
    expect(body.by.name).not.toBe('');
    expect(Number.isNaN(Date.parse(body.at))).toBe(false);
    return body;
  }

  it("the order modal's fields (PUT projects): the order as stored, and the operator who saved it", async () => {
    const order = await create(h, 'projects', { name: 'LP-DEC-1', description: 'prima' });
    const first = await put(
      'projects',
      order.id,
      { description: 'di Anna', lock_version: 0 },
      h.tokens.operator,
    );
    expect(first.statusCode, first.body).toBe(200);
    const late = await put(
      'projects',
      order.id,
      { description: 'di Bruno', lock_version: 0 },
      h.tokens.supervisor,
    );
    const body = expectNamed(late, h.users.operator);
    expect(body.current).toMatchObject({ id: order.id, description: 'di Anna', lock_version: 1 });
    expect(await show(h, 'projects', order.id)).toMatchObject({ description: 'di Anna' });
  });

  it("a package's measures at closing (close_package): the package as stored, and who set them", async () => {
    const project = await create(h, 'projects', { name: 'LP-DEC-2' });
    const pkg = await create(h, 'packages', { project_id: project.id, name: 'PK-DEC', incremental: 1 });
    const set = await put(
      'packages',
      pkg.id,
      { width: 450, depth: 350, height: 250, weight: 8, lock_version: pkg.lock_version },
      h.tokens.supervisor,
    );
    expect(set.statusCode, set.body).toBe(200);
    const late = await command(
      h,
      `packages/${pkg.id}?do=close_package`,
      {
        package: {
          width: 555,
          depth: 400,
          height: 300,
          weight: 9,
          lock_version: pkg.lock_version,
          closed: true,
        },
      },
      { token: h.tokens.operator },
    );
    const body = expectNamed(late, h.users.supervisor);
    expect(body.current.packages[0]).toMatchObject({ id: pkg.id, width: 450, weight: 8, closed: false });
    expect(await show(h, 'packages', pkg.id)).toMatchObject({ width: 450, closed: false });
  });

  it("store supply's 'Quantità da Prelevare' (PUT picks) and a back-office form (PUT items)", async () => {
    const project = await create(h, 'projects', { name: 'LP-DEC-3' });
    const item = await create(h, 'items', { code: 'ART-DEC', external_code: '' });
    const pick = await create(h, 'picks', { project_id: project.id, item_id: item.id, quantity: 5 });
    expect(
      (await put('picks', pick.id, { quantity: 12, lock_version: 0 }, h.tokens.operator)).statusCode,
    ).toBe(200);
    const latePick = expectNamed(
      await put('picks', pick.id, { quantity: 5, lock_version: 0 }, h.tokens.supervisor),
      h.users.operator,
    );
    expect(latePick.current).toMatchObject({ id: pick.id, quantity: 12, lock_version: 1 });

    expect(
      (await put('items', item.id, { external_code: 'di Anna', lock_version: 0 }, h.tokens.admin)).statusCode,
    ).toBe(200);
    const lateItem = expectNamed(
      await put('items', item.id, { external_code: 'di Bruno', lock_version: 0 }, h.tokens.supervisor),
      h.users.admin,
    );
    expect(lateItem.current).toMatchObject({ id: item.id, external_code: 'di Anna' });
    expect(await show(h, 'items', item.id)).toMatchObject({ external_code: 'di Anna' });
  });
});
