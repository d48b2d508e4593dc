import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from '../support/harness';

type Answer = { statusCode: number; body: string; json(): Record<string, unknown> };

/**
 * Issue 30, its last piece, as a hostile client sends it: a reading into an LP order (customer
 * order and picking list) says which module writes it on every way in — a plain create and the
 * `add_reading` command (no route creates readings in bulk, and the CSV import creates none) — and
 * is only what that module writes: picking a pick of the order with no package, packing a package,
 * preparation a package and a reference item of the order. Refused with the id and the field,
 * nothing written; the legitimate writes of each module still pass.
 */
describe.each(dialects)('the module of an LP reading against a hostile client on %s', (dialect) => {
  let h: Harness;
  const ids: Record<string, number> = {};

  const post = (url: string, payload: object, token: string) =>
    h.request({ method: 'POST', url: `/api/v2/${url}`, token, payload }) as Promise<Answer>;
  const put = (url: string, payload: object) =>
    h.request({ method: 'PUT', url: `/api/v2/${url}`, token: h.tokens.admin, payload });
  const createRow = (values: object, token: string) =>
    post('project_rows', { project_row: { project_id: ids.order, item_id: ids.item, ...values } }, token);
  const addReading = (pick: number | undefined, body: object, token: string) =>
    post(`picks/${pick!}?do=add_reading`, { quantity: 1, ...body }, token);

  beforeAll(async () => {
    h = await createHarness(dialect);
    ids.item = (await create(h, 'items', { code: 'LPM-1' })).id;
    ids.other = (await create(h, 'items', { code: 'LPM-2' })).id;
    const lp = (await create(h, 'project_typologies', { title: 'LP', picking: true })).id;
    const order = async (name: string) => {
      const project = (await create(h, 'projects', { name, project_typology_id: lp })).id;
      const pick = (await create(h, 'picks', { project_id: project, item_id: ids.item, quantity: 9 })).id;
      return [project, pick];
    };
    [ids.order, ids.pick] = await order('LP-MOD-1');
    ids.otherItemPick = (
      await create(h, 'picks', { project_id: ids.order, item_id: ids.other, quantity: 9 })
    ).id;
    ids.package = (await create(h, 'packages', { project_id: ids.order })).id;
    ids.document = (await create(h, 'documents', { name: 'DDT-MOD', project_id: ids.order })).id;
    ids.reference = (
      await create(h, 'documents', { name: 'RIF-MOD', project_id: ids.order, parent_id: ids.document })
    ).id;
    ids.referencePick = (
      await create(h, 'picks', {
        project_id: ids.order,
        document_id: ids.reference,
        item_id: ids.item,
        quantity: 9,
      })
    ).id;
    [ids.otherOrder, ids.otherPick] = await order('LP-MOD-2');
    ids.otherPackage = (await create(h, 'packages', { project_id: ids.otherOrder })).id;
    const otherDocument = (await create(h, 'documents', { name: 'DDT-2', project_id: ids.otherOrder })).id;
    ids.otherReference = (
      await create(h, 'documents', { name: 'RIF-2', project_id: ids.otherOrder, parent_id: otherDocument })
    ).id;
    [ids.concluded, ids.concludedPick] = await order('LP-MOD-CONCLUSA');
    [ids.closed, ids.closedPick] = await order('LP-MOD-CHIUSA');
    // Picking's Concludi, by the supervisor; the other list closed.
    const concluded = await h.request({
      method: 'PUT',
      url: `/api/v2/projects/${ids.concluded}`,
      token: h.tokens.supervisor,
      payload: { project: { store: true } },
    });
    expect(concluded.statusCode, concluded.body).toBe(200);
    await put(`projects/${ids.closed}`, { project: { closed: true } });
    ids.closedPackage = (await create(h, 'packages', { project_id: ids.order })).id;
    const closedPackage = await h.request({
      method: 'PUT',
      url: `/api/v2/packages/${ids.closedPackage}`,
      token: h.tokens.supervisor,
      payload: { package: { closed: true } },
    });
    expect(closedPackage.statusCode, closedPackage.body).toBe(200);
  });
  afterAll(() => h?.close());

  const readings = async () =>
    (await h.handle.db.selectFrom('project_rows').select(['id', 'quantity', 'package_id']).execute()).length;

  async function refused(write: () => Promise<Answer>, status: number, id: string, field?: string) {
    const before = await readings();
    const res = await write();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().id).toBe(id);
    expect(res.json().error).toEqual(expect.any(String));
    if (field) expect(res.json().fields).toEqual([field]);
    expect(await readings()).toBe(before);
    return res.json();
  }

  describe.each(['operator', 'supervisor'] as const)('as the %s', (role) => {
    const token = () => h.tokens[role];

    it('with an unknown module: 422 naming the module field, on every way in', async () => {
      const noPackage = { pick_id: ids.pick, quantity: 1 };
      for (const module of ['store', 'Picking']) {
        const body = await refused(
          () => createRow({ ...noPackage, module }, token()),
          422,
          'invalid_input',
          'module',
        );
        expect(body.error).toMatch(/^Indicare il modulo della lettura/);
        await refused(() => addReading(ids.pick, { module }, token()), 422, 'invalid_input', 'module');
      }
    });

    it('without a module: the shape says it (issue 47), and that module rules; no pick nor package is refused', async () => {
      // Neither a pick nor a package: what is missing, in the specification's terms.
      const none = await refused(() => createRow({ quantity: 1 }, token()), 422, 'invalid_input', 'pick_id');
      expect(none.error).toBe('Indicare la riga (pick_id) o il collo (package_id) della lettura');
      // A document: package preparation, whose rules want a reference item of this order and a package.
      await refused(
        () =>
          createRow(
            { pick_id: ids.pick, package_id: ids.package, document_id: ids.document, quantity: 1 },
            token(),
          ),
        422,
        'invalid_input',
        'document_id',
      );
      await refused(
        () => createRow({ pick_id: ids.referencePick, document_id: ids.reference, quantity: 1 }, token()),
        422,
        'invalid_input',
        'package_id',
      );
      // A pick and no package: picking, whose rules hold the pick to this order.
      await refused(
        () => createRow({ pick_id: ids.otherPick, quantity: 1 }, token()),
        422,
        'invalid_input',
        'pick_id',
      );
    });

    it('claiming picking: only a pick of this order and its item, no package, no document', async () => {
      const picking = (values: object) => () =>
        createRow({ module: 'picking', pick_id: ids.pick, quantity: 1, ...values }, token());
      await refused(picking({ package_id: ids.package }), 422, 'invalid_input', 'package_id');
      await refused(picking({ pick_id: null }), 422, 'invalid_input', 'pick_id');
      await refused(picking({ pick_id: ids.otherPick }), 422, 'invalid_input', 'pick_id');
      await refused(picking({ item_id: ids.other }), 422, 'invalid_input', 'item_id');
      await refused(picking({ document_id: ids.document }), 422, 'invalid_input', 'document_id');
      await refused(
        () => addReading(ids.pick, { module: 'picking', package_id: ids.package }, token()),
        422,
        'invalid_input',
        'package_id',
      );
    });

    it('claiming packing: a package of this order, whatever the quantity', async () => {
      for (const quantity of [1, 0]) {
        await refused(
          () => createRow({ module: 'packing', quantity }, token()),
          422,
          'invalid_input',
          'package_id',
        );
      }
      await refused(
        () => addReading(ids.pick, { module: 'packing', package_id: ids.otherPackage }, token()),
        422,
        'invalid_input',
        'package_id',
      );
      await refused(
        () => addReading(ids.otherItemPick, { module: 'packing' }, token()),
        422,
        'invalid_input',
        'package_id',
      );
    });

    it('claiming preparation: a package and a reference item of this order', async () => {
      const preparation = (values: object) => () =>
        addReading(ids.referencePick, { module: 'preparation', package_id: ids.package, ...values }, token());
      await refused(preparation({}), 422, 'invalid_input', 'document_id');
      await refused(preparation({ document_id: ids.document }), 422, 'invalid_input', 'document_id');
      await refused(preparation({ document_id: ids.otherReference }), 422, 'invalid_input', 'document_id');
      await refused(
        preparation({ document_id: ids.reference, package_id: null }),
        422,
        'invalid_input',
        'package_id',
      );
    });

    it('picking into a concluded or closed list, packing into a closed package: refused naming who closed it', async () => {
      const late = await refused(
        () => addReading(ids.concludedPick, { module: 'picking' }, token()),
        409,
        'already_closed',
      );
      expect(late).toMatchObject({ by: { id: h.users.supervisor }, at: expect.any(String) });
      const closed = await refused(
        () => addReading(ids.closedPick, { module: 'picking' }, token()),
        422,
        'record_closed',
      );
      expect(closed).toMatchObject({
        error: 'LP-MOD-CHIUSA è già concluso: non accetta altre letture né colli',
        by: { id: h.users.admin },
        at: expect.any(String),
      });
      const packed = await refused(
        () => addReading(ids.pick, { module: 'packing', package_id: ids.closedPackage }, token()),
        422,
        'record_closed',
        'package_id',
      );
      expect(packed).toMatchObject({ by: { id: h.users.supervisor }, at: expect.any(String) });
    });

    it("each module's own reading is still written", async () => {
      const picked = await createRow({ module: 'picking', pick_id: ids.pick, quantity: 2 }, token());
      expect(picked.statusCode, picked.body).toBe(201);
      expect(picked.json()).toMatchObject({ pick_id: ids.pick, package_id: null });
      const viaCommand = await addReading(ids.pick, { module: 'picking' }, token());
      expect(viaCommand.statusCode, viaCommand.body).toBe(200);
      const packed = await createRow({ module: 'packing', package_id: ids.package, quantity: 1 }, token());
      expect(packed.statusCode, packed.body).toBe(201);
      expect(packed.json()).toMatchObject({ item_id: ids.item, package_id: ids.package });
      const prepared = await addReading(
        ids.referencePick,
        { module: 'preparation', package_id: ids.package, document_id: ids.reference },
        token(),
      );
      expect(prepared.statusCode, prepared.body).toBe(200);
      expect(prepared.json().project_row).toMatchObject({
        document_id: ids.reference,
        package_id: ids.package,
      });
    });
  });
});
