import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../../src/seed/demo';
import { create, createHarness, dialects, type Harness, show } from '../support/harness';

const NOT_ACCESSIBLE = (name: string) =>
  `Ubicazione non accessibile. E' già stata dichiarata conclusa in ${name}`;
const ABOVE_EXPECTED =
  'La Quantità inserita sommata alla Quantità rilevata in precedenza è superiore alla Quantità Prevista!';

describe.each(dialects)('inventory counting commands on %s', (dialect) => {
  let h: Harness;
  let n = 0;
  const typologies: Record<'list' | 'free' | 'mixed', number> = { list: 0, free: 0, mixed: 0 };

  beforeAll(async () => {
    h = await createHarness(dialect);
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

  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    token = h.tokens.operator,
  ) => h.request({ method: 'POST', url: `/api/v2${url}`, token, payload: payload as object, headers });
  const count = (projectId: number, body: object, headers?: Record<string, string>) =>
    post(`/projects/${projectId}?do=inventory_count`, body, headers);
  const close = (projectId: number, action: 'conclude' | 'suspend' | 'exit', body: object) =>
    post(`/projects/${projectId}?do=inventory_${action}`, body);
  const readings = async (projectId: number) =>
    (
      await h.request({
        method: 'GET',
        url: `/api/v2/project_rows?q[project_id_eq]=${projectId}&always_ok=true`,
        token: h.tokens.admin,
      })
    ).json() as {
      id: number;
      item_id: number;
      quantity: number;
      pick_id: number | null;
      document_id: number;
    }[];

  /** An inventory of the given mode with a location, two items (stock 10 and 4) and, for lists, their picks. */
  async function inventory(mode: 'list' | 'free' | 'mixed') {
    n++;
    const project = await create(h, 'projects', {
      name: `INV-${mode}-${n}`,
      project_typology_id: typologies[mode],
    });
    const location = await create(h, 'locations', { name: `L-${n}`, code: `L-${n}` });
    const a = await create(h, 'items', { code: `A-${n}`, quantity: 10 });
    const b = await create(h, 'items', { code: `B-${n}`, quantity: 4 });
    const picks =
      mode === 'list'
        ? [
            await create(h, 'picks', {
              project_id: project.id,
              location_id: location.id,
              item_id: a.id,
              quantity: 5,
            }),
            await create(h, 'picks', {
              project_id: project.id,
              location_id: location.id,
              item_id: b.id,
              quantity: 3,
            }),
          ]
        : [];
    return { project, location, a, b, picks };
  }

  describe('inventory_count', () => {
    it('list counting adds to the existing reading and refuses going above the expected quantity', async () => {
      const { project, location, a, picks } = await inventory('list');
      const first = await count(project.id, { location_id: location.id, item_id: a.id, quantity: 2 });
      expect(first.statusCode).toBe(200);
      expect(first.json().pick).toMatchObject({ id: picks[0].id, quantity_detected: 2 });
      const second = await count(project.id, { location_id: location.id, item_id: a.id, quantity: 2.5 });
      expect(second.json().project_row.quantity).toBe(4.5);
      const rows = await readings(project.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ quantity: 4.5, pick_id: picks[0].id });
      // The document of the location was made on the first count and carries the total.
      expect(second.json().document).toMatchObject({
        name: location.name,
        location_id: location.id,
        quantity_detected: 4.5,
      });

      const above = await count(project.id, { location_id: location.id, item_id: a.id, quantity: 1 });
      expect(above.statusCode).toBe(422);
      expect(above.json()).toMatchObject({ id: 'invalid_input', error: ABOVE_EXPECTED });
      expect((await show(h, 'picks', picks[0].id)).quantity_detected).toBe(4.5);
    });

    it('list counting refuses an item that is not in the list of that location', async () => {
      const { project, location } = await inventory('list');
      const other = await create(h, 'items', { code: `X-${n}` });
      const res = await count(project.id, { location_id: location.id, item_id: other.id, quantity: 1 });
      expect(res.statusCode).toBe(422);
      expect(await readings(project.id)).toEqual([]);
    });

    it('free counting keeps one reading per item, without a pick, and allows exceeding the stock', async () => {
      const { project, location, b } = await inventory('free');
      await count(project.id, { location_id: location.id, item_id: b.id, quantity: 3 });
      const res = await count(project.id, { location_id: location.id, item_id: b.id, quantity: 5 });
      expect(res.statusCode).toBe(200);
      expect(await readings(project.id)).toEqual([
        expect.objectContaining({
          item_id: b.id,
          quantity: 8,
          pick_id: null,
          document_id: res.json().document.id,
        }),
      ]);
    });

    it('mixed counting of a new item adds its line, expected at the item stock', async () => {
      const { project, location, a } = await inventory('mixed');
      const document = await create(h, 'documents', {
        project_id: project.id,
        location_id: location.id,
        name: location.name,
      });
      const res = await count(project.id, { document_id: document.id, item_id: a.id, quantity: 12 });
      expect(res.statusCode).toBe(200);
      expect(res.json().pick).toMatchObject({
        document_id: document.id,
        item_id: a.id,
        quantity: 10,
        quantity_detected: 12,
      });
      await count(project.id, { document_id: document.id, item_id: a.id, quantity: 1 });
      const picks = (
        await h.request({
          method: 'GET',
          url: `/api/v2/picks?q[document_id_eq]=${document.id}`,
          token: h.tokens.admin,
        })
      ).json();
      expect(picks).toHaveLength(1);
      expect(picks[0].quantity_detected).toBe(13);
    });

    it('operators counting the same item at once all add up, into one reading', async () => {
      const { project, location, a } = await inventory('free');
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          count(project.id, { location_id: location.id, item_id: a.id, quantity: 1 }),
        ),
      );
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      expect((await readings(project.id)).map((r) => r.quantity)).toEqual([8]);
      const documents = await h.request({
        method: 'GET',
        url: `/api/v2/documents?q[project_id_eq]=${project.id}`,
        token: h.tokens.admin,
      });
      expect(documents.json().map((d: { quantity_detected: number }) => d.quantity_detected)).toEqual([8]);
    });

    it('a batch applies each count once, refuses one without stopping the others, and a resent batch adds only what is new', async () => {
      const { project, location, a, b } = await inventory('list');
      const at = (key: string, item: number, quantity: number) => ({
        key: `${n}-${key}`,
        location_id: location.id,
        item_id: item,
        quantity,
      });
      const first = await count(project.id, {
        batch: [at('1', a.id, 2), at('2', a.id, 9), at('3', b.id, 1)],
      });
      expect(first.statusCode).toBe(200);
      const results = first.json().results;
      expect(results.map((r: { status: number }) => r.status)).toEqual([200, 422, 200]);
      expect(results[1]).toMatchObject({ id: 'invalid_input', error: ABOVE_EXPECTED });
      expect(results[0].answer.pick.quantity_detected).toBe(2);
      // Sent again with one more count: the applied ones are not applied twice, the refused one is refused again.
      const again = await count(project.id, {
        batch: [at('1', a.id, 2), at('2', a.id, 9), at('3', b.id, 1), at('4', a.id, 1)],
      });
      expect(again.json().results.map((r: { status: number }) => r.status)).toEqual([200, 422, 200, 200]);
      const byItem = Object.fromEntries((await readings(project.id)).map((r) => [r.item_id, r.quantity]));
      expect(byItem).toEqual({ [a.id]: 3, [b.id]: 1 });
    });

    it('the same Idempotency-Key counts once, however often it is sent', async () => {
      const { project, location, a } = await inventory('free');
      const headers = { 'idempotency-key': `count-${n}` };
      const body = { location_id: location.id, item_id: a.id, quantity: 3 };
      const answers = [await count(project.id, body, headers), await count(project.id, body, headers)];
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers[1]!.json()).toEqual(answers[0]!.json());
      expect((await readings(project.id)).map((r) => r.quantity)).toEqual([3]);
    });

    it('bad input gets a clear error and saves nothing', async () => {
      const { project, location, a } = await inventory('free');
      const cases: [object, number, string | RegExp][] = [
        [
          { location_id: location.id, item_id: a.id, quantity: -1 },
          422,
          'Non è consentito inserire valori negativi nel campo Quantità!',
        ],
        [
          { location_id: location.id, item_id: a.id, quantity: 'tre' },
          422,
          'Inserire un numero nel campo Quantità!',
        ],
        [{ location_id: location.id, item_id: 'x', quantity: 1 }, 400, /item_id/],
        [{ location_id: 999999, item_id: a.id, quantity: 1 }, 404, 'Ubicazione non trovata!'],
        [{ location_id: location.id, item_id: 999999, quantity: 1 }, 404, 'Articolo non trovato!'],
        [{ document_id: 999999, item_id: a.id, quantity: 1 }, 404, 'Documento non trovato!'],
      ];
      for (const [body, status, error] of cases) {
        const res = await count(project.id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        // A quantity refused by the shared rule is said as every other write says it.
        if (status === 422) expect(res.json().id).toBe('invalid_quantity');
        if (typeof error === 'string') expect(res.json().error).toBe(error);
        else expect(res.json().error).toMatch(error);
      }
      const notInventory = await create(h, 'projects', { name: `LP-${n}` });
      const res = await count(notInventory.id, { location_id: location.id, item_id: a.id, quantity: 1 });
      expect([res.statusCode, res.json().error]).toEqual([404, 'Inventario non trovato!']);
      expect(await readings(project.id)).toEqual([]);
    });

    it('a document concluded by another operator refuses further counts', async () => {
      const { project, location, a } = await inventory('free');
      await count(project.id, { location_id: location.id, item_id: a.id, quantity: 10 });
      const concluded = await close(project.id, 'conclude', { location_id: location.id });
      expect(concluded.json().document).toMatchObject({ closed: true, partial: false });
      const late = await count(project.id, { location_id: location.id, item_id: a.id, quantity: 1 });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ id: 'already_closed', error: NOT_ACCESSIBLE(project.name) });
      expect((await readings(project.id)).map((r) => r.quantity)).toEqual([10]);
    });
  });

  describe('inventory_conclude / inventory_suspend / inventory_exit', () => {
    it('conclude with nothing detected changes nothing and keeps the operator on the screen', async () => {
      const { project, location } = await inventory('list');
      const res = await close(project.id, 'conclude', { location_id: location.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        changed: false,
        leave: false,
        document: { closed: false, partial: false },
      });
    });

    it('a partly done list needs the confirmation; with it the document is closed and not partial', async () => {
      const { project, location, a } = await inventory('list');
      const counted = (
        await count(project.id, { location_id: location.id, item_id: a.id, quantity: 5 })
      ).json();
      const lock = counted.document.lock_version;
      const unconfirmed = await close(project.id, 'conclude', {
        location_id: location.id,
        lock_version: lock,
      });
      expect(unconfirmed.statusCode).toBe(409);
      const res = await close(project.id, 'conclude', {
        location_id: location.id,
        lock_version: lock,
        confirmed: true,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        changed: true,
        leave: true,
        document: { closed: true, partial: false },
      });
      expect((await show(h, 'documents', counted.document.id)).closed).toBe(true);
    });

    it('a complete list concludes without confirmation; suspend asks and marks it partial', async () => {
      const { project, location, a, b } = await inventory('list');
      await count(project.id, { location_id: location.id, item_id: a.id, quantity: 5 });
      const done = (await count(project.id, { location_id: location.id, item_id: b.id, quantity: 3 })).json();
      const suspended = await close(project.id, 'suspend', {
        location_id: location.id,
        lock_version: done.document.lock_version,
        confirmed: true,
      });
      expect(suspended.json().document).toMatchObject({ closed: false, partial: true });
      const concluded = await close(project.id, 'conclude', {
        location_id: location.id,
        lock_version: suspended.json().document.lock_version,
      });
      expect(concluded.json().document).toMatchObject({ closed: true, partial: false });
    });

    it('leaving: a clean free count clears the flags, a finished list leaves without writing', async () => {
      const free = await inventory('free');
      const cleared = await close(free.project.id, 'exit', { location_id: free.location.id });
      expect(cleared.json()).toMatchObject({
        changed: true,
        leave: true,
        document: { closed: false, partial: false },
      });

      const list = await inventory('list');
      await count(list.project.id, { location_id: list.location.id, item_id: list.a.id, quantity: 5 });
      const done = (
        await count(list.project.id, { location_id: list.location.id, item_id: list.b.id, quantity: 3 })
      ).json();
      const left = await close(list.project.id, 'exit', { location_id: list.location.id });
      expect(left.json()).toMatchObject({ changed: false, leave: true });
      expect(left.json().document.lock_version).toBe(done.document.lock_version);
    });

    it('two operators with the same lock_version: one wins, the other gets 409, never both written', async () => {
      const { project, location, a } = await inventory('mixed');
      const document = await create(h, 'documents', {
        project_id: project.id,
        location_id: location.id,
        name: 'M',
      });
      await count(project.id, { document_id: document.id, item_id: a.id, quantity: 2 });
      const lock = (await show(h, 'documents', document.id)).lock_version;
      const [conclude, suspend] = await Promise.all([
        close(project.id, 'conclude', { document_id: document.id, lock_version: lock, confirmed: true }),
        close(project.id, 'suspend', { document_id: document.id, lock_version: lock, confirmed: true }),
      ]);
      expect([conclude.statusCode, suspend.statusCode].sort()).toEqual([200, 409]);
      const stored = await show(h, 'documents', document.id);
      expect(stored.lock_version).toBe(lock + 1);
      expect(stored.closed && stored.partial).toBe(false);
      expect(stored).toMatchObject(conclude.statusCode === 200 ? { closed: true } : { partial: true });
    });
  });

  it('deleting a mixed document deletes its lines and readings', async () => {
    const { project, location, a, b } = await inventory('mixed');
    const document = await create(h, 'documents', {
      project_id: project.id,
      location_id: location.id,
      name: 'D',
    });
    await count(project.id, { document_id: document.id, item_id: a.id, quantity: 2 });
    await count(project.id, { document_id: document.id, item_id: b.id, quantity: 1 });
    const res = await h.request({
      method: 'DELETE',
      url: `/api/v2/documents/${document.id}`,
      token: h.tokens.operator,
    });
    expect(res.statusCode).toBe(200);
    expect(await readings(project.id)).toEqual([]);
    const picks = await h.request({
      method: 'GET',
      url: `/api/v2/picks?q[project_id_eq]=${project.id}&always_ok=true`,
      token: h.tokens.admin,
    });
    expect(picks.json()).toEqual([]);
  });

  it('the demo data holds inventories of the three typologies with documents and expected stock', async () => {
    const demo = await createHarness(dialect);
    try {
      await demo.handle.db.deleteFrom('users').execute();
      await seedDemoIfEmpty(demo.handle, { loopbackOnly: true });
      const rows = await demo.handle.db
        .selectFrom('projects as p')
        .innerJoin('project_typologies as t', 't.id', 'p.project_typology_id')
        .select(['p.id', 'p.name', 't.title'])
        .where('t.inventory', '=', dialect === 'sqlite' ? (1 as never) : true)
        .execute();
      const titles = new Set(rows.map((r) => r.title));
      expect(titles).toEqual(new Set(['Inventario Con Anagrafica', 'Inventario Senza Anagrafica', 'IN']));
      const documents = await demo.handle.db
        .selectFrom('documents')
        .selectAll()
        .where(
          'project_id',
          'in',
          rows.map((r) => r.id as number),
        )
        .execute();
      const flags = new Set(
        documents.map((d) => (Number(d.closed) ? 'closed' : Number(d.partial) ? 'partial' : 'new')),
      );
      expect(flags).toEqual(new Set(['closed', 'partial', 'new']));
      // Every document's total is the sum of its readings, as the server keeps it.
      for (const d of documents) {
        const sum = await demo.handle.db
          .selectFrom('project_rows')
          .select((eb) => eb.fn.coalesce(eb.fn.sum('quantity'), eb.val(0)).as('s'))
          .where('document_id', '=', d.id as number)
          .executeTakeFirstOrThrow();
        expect(Number(d.quantity_detected), String(d.name)).toBe(Number(sum.s));
      }
      const expected = await demo.handle.db
        .selectFrom('picks')
        .select('quantity')
        .where(
          'project_id',
          'in',
          rows.map((r) => r.id as number),
        )
        .execute();
      expect(expected.length).toBeGreaterThan(10);
      expect(expected.every((p) => Number(p.quantity) > 0)).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
