import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness, show } from '../support/harness';

interface Contribution {
  user_id: number | null;
  name: string | null;
  quantity: number;
  at: string | null;
}

/**
 * Issue 48: a count line counted by two operators keeps who counted what (each operator's count is
 * a reading of their own), exact under retries and concurrency; and a location's count document is
 * linked to its picks.
 */
describe.each(dialects)('inventory contributions on %s', (dialect) => {
  let h: Harness;
  let anna: { id: number; token: string };
  let n = 0;
  const typologies: Record<'list' | 'free' | 'mixed', number> = { list: 0, free: 0, mixed: 0 };

  beforeAll(async () => {
    h = await createHarness(dialect);
    const created = await h.createUser({
      email: 'anna@test.it',
      name: 'Anna Operatrice',
      password: 'secret-secret',
      roles: ['operatore'],
    });
    anna = { id: created.id, token: await h.login('anna@test.it', 'secret-secret') };
    await h.handle.db
      .updateTable('users')
      .set({ name: 'Marco Operatore' })
      .where('id', '=', h.users.operator)
      .execute();
    typologies.list = (
      await create(h, 'project_typologies', { title: 'Inventario Con Anagrafica', inventory: true })
    ).id;
    typologies.free = (
      await create(h, 'project_typologies', {
        title: 'Inventario Senza Anagrafica',
        inventory: true,
        free: true,
      })
    ).id;
    typologies.mixed = (await create(h, 'project_typologies', { title: 'IN', inventory: true })).id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const marco = () => ({ id: h.users.operator, token: h.tokens.operator });
  const count = (
    who: { token: string },
    projectId: number,
    body: object,
    headers: Record<string, string> = {},
  ) =>
    h.request({
      method: 'POST',
      url: `/api/v2/projects/${projectId}?do=inventory_count`,
      token: who.token,
      payload: body,
      headers,
    });
  const get = async (url: string, token = h.tokens.admin) => {
    const res = await h.request({ method: 'GET', url: `/api/v2${url}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const countedBy = (projectId: number, place: string) =>
    get(`/projects/${projectId}?do=inventory_counted_by&${place}`, h.tokens.operator) as Promise<{
      lines: { pick_id: number | null; item_id?: number; counted_by: Contribution[] }[];
    }>;
  const figures = (list: Contribution[]) => list.map((c) => [c.name, c.quantity]);
  const readings = async (projectId: number) =>
    (await get(`/project_rows?q[project_id_eq]=${projectId}&q[s]=id asc&always_ok=true`)) as {
      user_id: number;
      quantity: number;
      pick_id: number | null;
    }[];

  async function inventory(mode: 'list' | 'free' | 'mixed') {
    n++;
    const project = await create(h, 'projects', {
      name: `INV-C-${mode}-${n}`,
      project_typology_id: typologies[mode],
    });
    const location = await create(h, 'locations', { name: `LC-${n}`, code: `LC-${n}` });
    const item = await create(h, 'items', { code: `C-${n}`, quantity: 20 });
    const pick =
      mode === 'list'
        ? await create(h, 'picks', {
            project_id: project.id,
            location_id: location.id,
            item_id: item.id,
            quantity: 30,
          })
        : null;
    return { project, location, item, pick };
  }

  it('two operators counting the same list line keep each their count: Marco 5, Anna 3', async () => {
    const { project, location, item, pick } = await inventory('list');
    const first = await count(marco(), project.id, {
      location_id: location.id,
      item_id: item.id,
      quantity: 5,
    });
    expect(first.statusCode).toBe(200);
    expect(figures(first.json().counted_by)).toEqual([['Marco Operatore', 5]]);
    const second = await count(anna, project.id, { location_id: location.id, item_id: item.id, quantity: 3 });
    expect(second.json().pick).toMatchObject({ id: pick!.id, quantity_detected: 8 });
    expect(second.json().counted_by).toEqual([
      { user_id: h.users.operator, name: 'Marco Operatore', quantity: 5, at: expect.any(String) },
      { user_id: anna.id, name: 'Anna Operatrice', quantity: 3, at: expect.any(String) },
    ]);
    // Marco again: added to his own count, not to Anna's.
    await count(marco(), project.id, { location_id: location.id, item_id: item.id, quantity: 2 });
    expect((await readings(project.id)).map((r) => [r.user_id, r.quantity])).toEqual([
      [h.users.operator, 7],
      [anna.id, 3],
    ]);
    const screen = await countedBy(project.id, `location_id=${location.id}`);
    expect(screen.lines.map((l) => [l.pick_id, figures(l.counted_by)])).toEqual([
      [
        pick!.id,
        [
          ['Marco Operatore', 7],
          ['Anna Operatrice', 3],
        ],
      ],
    ]);
    // The back office's line: the pick with its contributions on request.
    const picks = await get(`/picks?q[id_eq]=${pick!.id}&a[methods][]=counted_by`, h.tokens.supervisor);
    expect(figures(picks[0].counted_by)).toEqual([
      ['Marco Operatore', 7],
      ['Anna Operatrice', 3],
    ]);
    expect(picks[0].quantity_detected).toBe(10);
    // The inventory's export (the back office's list of its lines): one cell per line says who counted what.
    const exported = await h.request({
      method: 'GET',
      url: `/api/v2/picks?do=export&format=excel&columns=item_code,quantity_detected,counted_by&q[project_id_eq]=${project.id}`,
      token: h.tokens.supervisor,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body.split('\r\n')[1]).toBe(`${item.code};10;Marco Operatore 7 · Anna Operatrice 3`);
    // Not in the default answer: the handheld's other screens pay no query for it.
    expect((await show(h, 'picks', pick!.id)).counted_by).toBeUndefined();
  });

  it('free counting keeps each operator’s count of an item, and the line is their sum', async () => {
    const { project, location, item } = await inventory('free');
    await count(marco(), project.id, { location_id: location.id, item_id: item.id, quantity: 5 });
    const res = await count(anna, project.id, { location_id: location.id, item_id: item.id, quantity: 1.5 });
    expect(figures(res.json().counted_by)).toEqual([
      ['Marco Operatore', 5],
      ['Anna Operatrice', 1.5],
    ]);
    expect(res.json().document.quantity_detected).toBe(6.5);
    const screen = await countedBy(project.id, `location_id=${location.id}`);
    expect(screen.lines).toEqual([{ pick_id: null, item_id: item.id, counted_by: res.json().counted_by }]);
    // The back office's readings of the inventory, and their export: one per operator, named.
    const shown = await get(
      `/project_rows?q[project_id_eq]=${project.id}&q[s]=id asc&a[methods][]=user_name`,
      h.tokens.supervisor,
    );
    expect(shown.map((r: { user_name: string; quantity: number }) => [r.user_name, r.quantity])).toEqual([
      ['Marco Operatore', 5],
      ['Anna Operatrice', 1.5],
    ]);
    const exported = await h.request({
      method: 'GET',
      url: `/api/v2/project_rows?do=export&format=excel&columns=item_code,quantity,user_name&q[project_id_eq]=${project.id}&q[s]=id asc`,
      token: h.tokens.supervisor,
    });
    expect(exported.body.split('\r\n').slice(1, 3)).toEqual([
      `${item.code};5;Marco Operatore`,
      `${item.code};1,5;Anna Operatrice`,
    ]);
  });

  it('a retried count never adds twice: the same Idempotency-Key, the same batch key', async () => {
    const { project, location, item } = await inventory('free');
    const body = { location_id: location.id, item_id: item.id, quantity: 4 };
    const key = { 'idempotency-key': `contrib-${n}` };
    const answers = [await count(anna, project.id, body, key), await count(anna, project.id, body, key)];
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    const batch = { batch: [{ ...body, key: `b-${n}`, quantity: 2 }] };
    await count(marco(), project.id, batch);
    const again = await count(marco(), project.id, batch);
    expect(again.json().results[0]).toMatchObject({ status: 200, answer: null });
    const screen = await countedBy(project.id, `location_id=${location.id}`);
    expect(figures(screen.lines[0]!.counted_by)).toEqual([
      ['Anna Operatrice', 4],
      ['Marco Operatore', 2],
    ]);
  });

  it('two operators counting the same line at once: each contribution exact, one reading each', async () => {
    for (const mode of ['list', 'free', 'mixed'] as const) {
      const { project, location, item } = await inventory(mode);
      const place =
        mode === 'mixed'
          ? {
              document_id: (
                await create(h, 'documents', {
                  project_id: project.id,
                  location_id: location.id,
                  name: `D-${n}`,
                })
              ).id,
            }
          : { location_id: location.id };
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          count(i % 2 === 0 ? marco() : anna, project.id, {
            ...place,
            item_id: item.id,
            quantity: i % 2 === 0 ? 1 : 2,
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
      const rows = await readings(project.id);
      expect(rows.map((r) => [r.user_id, r.quantity]).sort(), mode).toEqual(
        [
          [h.users.operator, 6],
          [anna.id, 12],
        ].sort(),
      );
      const query =
        'document_id' in place ? `document_id=${place.document_id}` : `location_id=${location.id}`;
      const [line] = (await countedBy(project.id, query)).lines;
      expect(new Map(line!.counted_by.map((c) => [c.name, c.quantity])), mode).toEqual(
        new Map([
          ['Marco Operatore', 6],
          ['Anna Operatrice', 12],
        ]),
      );
    }
  });

  it("a location's count document is linked to its picks, those added to the list later included", async () => {
    const { project, location, item, pick } = await inventory('list');
    const other = await create(h, 'locations', { name: `LO-${n}`, code: `LO-${n}` });
    const elsewhere = await create(h, 'picks', {
      project_id: project.id,
      location_id: other.id,
      item_id: item.id,
      quantity: 1,
    });
    const res = await count(marco(), project.id, { location_id: location.id, item_id: item.id, quantity: 1 });
    const documentId = res.json().document.id;
    expect(res.json().pick.document_id).toBe(documentId);
    expect((await show(h, 'picks', pick!.id)).document_id).toBe(documentId);
    expect((await show(h, 'picks', elsewhere.id)).document_id).toBeNull();
    // A line added to the list afterwards is linked by the next command on the location.
    const later = await create(h, 'items', { code: `CL-${n}` });
    const added = await create(h, 'picks', {
      project_id: project.id,
      location_id: location.id,
      item_id: later.id,
      quantity: 2,
    });
    const exit = await h.request({
      method: 'POST',
      url: `/api/v2/projects/${project.id}?do=inventory_exit`,
      token: h.tokens.operator,
      payload: { location_id: location.id, confirmed: true },
    });
    expect(exit.statusCode, exit.body).toBe(200);
    const linkedLater = await show(h, 'picks', added.id);
    expect(linkedLater.document_id).toBe(documentId);
    // The link is a pick's update like any other: its version moves, so a stale form is told.
    expect(linkedLater.lock_version).toBeGreaterThan(added.lock_version);
    // The document's lines are its picks (the spec's search of picks by document).
    const linked = await get(`/picks?q[document_id_eq]=${documentId}&q[s]=id asc`);
    expect(linked.map((p: { id: number }) => p.id)).toEqual([pick!.id, added.id]);
    // Deleting the count (its document) deletes its readings; the list's lines stay, unlinked.
    const deleted = await h.request({
      method: 'DELETE',
      url: `/api/v2/documents/${documentId}`,
      token: h.tokens.admin,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await readings(project.id)).toEqual([]);
    expect(await show(h, 'picks', pick!.id)).toMatchObject({ document_id: null, quantity_detected: 0 });
    expect((await show(h, 'picks', added.id)).document_id).toBeNull();
  });
});
