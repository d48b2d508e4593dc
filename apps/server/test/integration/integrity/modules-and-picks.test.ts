import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from '../support/harness';

/**
 * Issue 30, the remaining rules, as a hostile client sends them: a reading of order packing without
 * its package (the `add_reading` command says which module writes it), and a pick added to a
 * concluded order, a closed document or a closed reference item. Refused with the id, nothing written.
 */
describe.each(dialects)('module and pick rules against a hostile client on %s', (dialect) => {
  let h: Harness;
  const ids: Record<string, number> = {};

  const post = (url: string, payload: object, token: string) =>
    h.request({ method: 'POST', url: `/api/v2/${url}`, token, payload });
  const put = (url: string, payload: object) =>
    h.request({ method: 'PUT', url: `/api/v2/${url}`, token: h.tokens.admin, payload });
  const addReading = (pick: number | undefined, body: object, token: string) =>
    post(`picks/${pick!}?do=add_reading`, body, token);

  beforeAll(async () => {
    h = await createHarness(dialect);
    const pz = await create(h, 'measure_units', { name: 'Pezzi', code: 'PZ' });
    ids.item = (await create(h, 'items', { code: 'M-PZ', measure_unit_id: pz.id })).id;
    const lp = (await create(h, 'project_typologies', { title: 'LP', picking: true })).id;
    const ac = (await create(h, 'project_typologies', { title: 'AC' })).id;
    const inv = (await create(h, 'project_typologies', { title: 'IN', inventory: true })).id;
    const pc = (await create(h, 'project_typologies', { title: 'PC' })).id;

    ids.order = (await create(h, 'projects', { name: 'LP-M1', project_typology_id: lp })).id;
    ids.orderPick = (await create(h, 'picks', { project_id: ids.order, item_id: ids.item, quantity: 5 })).id;
    ids.package = (await create(h, 'packages', { project_id: ids.order })).id;
    ids.incoming = (await create(h, 'projects', { name: 'AC-M1', project_typology_id: ac })).id;
    ids.incomingPick = (
      await create(h, 'picks', { project_id: ids.incoming, item_id: ids.item, quantity: 5 })
    ).id;

    ids.concluded = (await create(h, 'projects', { name: 'LP-M2', project_typology_id: lp })).id;
    await put(`projects/${ids.concluded}`, { project: { store: true } });
    ids.inventory = (await create(h, 'projects', { name: 'INV-M', project_typology_id: inv })).id;
    ids.closedDocument = (
      await create(h, 'documents', { name: 'B-02', project_id: ids.inventory, closed: true })
    ).id;
    ids.openDocument = (await create(h, 'documents', { name: 'B-01', project_id: ids.inventory })).id;
    ids.preparation = (await create(h, 'projects', { name: 'PC-M', project_typology_id: pc })).id;
    const parent = (await create(h, 'documents', { name: 'DDT-M', project_id: ids.preparation })).id;
    ids.closedReference = (
      await create(h, 'documents', {
        name: 'RIF-M',
        project_id: ids.preparation,
        parent_id: parent,
        closed: true,
      })
    ).id;
  });
  afterAll(() => h?.close());

  async function counts() {
    const db = h.handle.db;
    const n = async (table: string) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { readings: await n('project_rows'), picks: await n('picks') };
  }

  async function refused(
    write: () => Promise<{ statusCode: number; json(): { id?: string; error?: string; fields?: string[] } }>,
    id: string,
    message: string | RegExp,
  ) {
    const before = await counts();
    const res = await write();
    expect(res.statusCode, JSON.stringify(res.json())).toBe(422);
    expect(res.json().id).toBe(id);
    expect(res.json().error).toMatch(message);
    expect(await counts()).toEqual(before);
    return res.json();
  }

  describe.each(['operator', 'supervisor'] as const)('as the %s', (role) => {
    const token = () => h.tokens[role];

    it('an order packing reading of goods without a package: refused naming the package field', async () => {
      const body = await refused(
        () => addReading(ids.orderPick, { module: 'packing', quantity: 2 }, token()),
        'invalid_input',
        'Indicare il collo della lettura',
      );
      expect(body.fields).toEqual(['package_id']);
      // With its package it is stored; incoming packing takes none (spec: not used for incoming).
      const packed = await addReading(
        ids.orderPick,
        { module: 'packing', quantity: 1, package_id: ids.package },
        token(),
      );
      expect(packed.statusCode, packed.body).toBe(200);
      expect(packed.json().project_row.package_id).toBe(ids.package);
      const incoming = await addReading(ids.incomingPick, { module: 'packing', quantity: 1 }, token());
      expect(incoming.statusCode, incoming.body).toBe(200);
    });

    it('a reading into an LP order with an unknown module is refused; without one a pick is picking (issue 47)', async () => {
      const body = await refused(
        () => addReading(ids.orderPick, { module: 'store', quantity: 1 }, token()),
        'invalid_input',
        /Indicare il modulo della lettura/,
      );
      expect(body.fields).toEqual(['module']);
      // Picking management's readings have no package (goods-flow §7): accepted as picking, said or not.
      for (const module of ['picking', undefined]) {
        const picked = await addReading(ids.orderPick, { module, quantity: 1 }, token());
        expect(picked.statusCode, picked.body).toBe(200);
        expect(picked.json().project_row.package_id).toBeNull();
      }
    });

    it('a pick added to a concluded order, a closed document or a closed reference item: record_closed', async () => {
      const pick = (values: object) => ({ pick: { item_id: ids.item, quantity: 1, ...values } });
      await refused(
        () => post('picks', pick({ project_id: ids.concluded }), token()),
        'record_closed',
        /LP-M2 è già concluso/,
      );
      await refused(
        () => post('picks', pick({ project_id: ids.inventory, document_id: ids.closedDocument }), token()),
        'record_closed',
        /INV-M/,
      );
      await refused(
        () => post('picks', pick({ project_id: ids.preparation, document_id: ids.closedReference }), token()),
        'record_closed',
        /RIF-M è già chiuso/,
      );
      // Moving an open pick there is the same write.
      await refused(
        () =>
          h.request({
            method: 'PUT',
            url: `/api/v2/picks/${ids.orderPick}`,
            token: token(),
            payload: { pick: { project_id: ids.concluded } },
          }),
        'record_closed',
        /LP-M2 è già concluso/,
      );
      // Into open containers the same pick is created.
      const open = await post(
        'picks',
        pick({ project_id: ids.inventory, document_id: ids.openDocument }),
        token(),
      );
      expect(open.statusCode, open.body).toBe(201);
    });
  });
});
