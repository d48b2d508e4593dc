import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from '@warehouse/shared';
import { create, createHarness, dialects, show, type Harness } from '../support/harness';
import { importCsv } from '../import/support';

/**
 * A hostile client (issue 30): every write the specification forbids, sent through /api/v2 as any
 * v2 client could send it — single routes, bulk routes, custom actions, CSV import — with an
 * operator's and a supervisor's token. Each is refused with its stable id and an Italian message,
 * and nothing is written. Positive controls beside them show the same writes pass when allowed.
 */
describe.each(dialects)('write rules against a hostile client on %s', (dialect) => {
  let h: Harness;
  const ids: Record<string, number> = {};

  const put = (url: string, payload: object, token = h.tokens.admin) =>
    h.request({ method: 'PUT', url: `/api/v2/${url}`, token, payload });
  const post = (url: string, payload: object, token: string) =>
    h.request({ method: 'POST', url: `/api/v2/${url}`, token, payload });

  beforeAll(async () => {
    h = await createHarness(dialect);
    // Units: created without the flag, PZ gets 'not divisible' and KG 'divisible' by their code.
    const pz = await create(h, 'measure_units', { name: 'Pezzi', code: 'PZ' });
    const kg = await create(h, 'measure_units', { name: 'Chilogrammi', code: 'KG' });
    ids.itemPz = (await create(h, 'items', { code: 'R-PZ', measure_unit_id: pz.id })).id;
    ids.itemKg = (await create(h, 'items', { code: 'R-KG', measure_unit_id: kg.id })).id;
    const lp = (await create(h, 'project_typologies', { title: 'LP', picking: true })).id;
    const an = (await create(h, 'project_typologies', { title: 'AN' })).id;
    const mixed = (await create(h, 'project_typologies', { title: 'IN', inventory: true })).id;
    const pc = (await create(h, 'project_typologies', { title: 'PC' })).id;

    ids.order = (await create(h, 'projects', { name: 'LP-APERTO', project_typology_id: lp })).id;
    ids.orderPick = (
      await create(h, 'picks', { project_id: ids.order, item_id: ids.itemPz, quantity: 3 })
    ).id;
    ids.openPackage = (await create(h, 'packages', { project_id: ids.order })).id;
    ids.closedPackage = (await create(h, 'packages', { project_id: ids.order })).id;
    ids.shippedPackage = (await create(h, 'packages', { project_id: ids.order })).id;
    await put(`packages/${ids.closedPackage}`, { package: { closed: true } });
    await put(`packages/${ids.shippedPackage}`, { package: { closed: true, shipped: true } });
    // Two readings to attack with bulk writes.
    for (const name of ['readingA', 'readingB']) {
      ids[name] = (
        await create(h, 'project_rows', {
          module: 'packing',
          project_id: ids.order,
          item_id: ids.itemPz,
          package_id: ids.openPackage,
          quantity: 1,
        })
      ).id;
    }

    ids.concluded = (await create(h, 'projects', { name: 'LP-CONCLUSO', project_typology_id: lp })).id;
    await put(`projects/${ids.concluded}`, { project: { prepared: true } });

    ids.supply = (await create(h, 'projects', { name: 'AN-1', project_typology_id: an })).id;
    ids.supplyPick = (
      await create(h, 'picks', { project_id: ids.supply, item_id: ids.itemPz, quantity: 2 })
    ).id;

    ids.inventory = (await create(h, 'projects', { name: 'INV-1', project_typology_id: mixed })).id;
    ids.openDocument = (await create(h, 'documents', { name: 'A-01', project_id: ids.inventory })).id;
    ids.closedDocument = (
      await create(h, 'documents', { name: 'A-02', project_id: ids.inventory, closed: true })
    ).id;

    ids.preparation = (await create(h, 'projects', { name: 'PC-1', project_typology_id: pc })).id;
    const parent = (await create(h, 'documents', { name: 'DDT-1', project_id: ids.preparation })).id;
    ids.reference = (
      await create(h, 'documents', { name: 'RIF-A', project_id: ids.preparation, parent_id: parent })
    ).id;
    ids.closedReference = (
      await create(h, 'documents', { name: 'RIF-C', project_id: ids.preparation, parent_id: parent })
    ).id;
    // A line of the reference item, added while it was open, then the item closed.
    ids.closedReferencePick = (
      await create(h, 'picks', {
        project_id: ids.preparation,
        document_id: ids.closedReference,
        item_id: ids.itemPz,
        quantity: 2,
      })
    ).id;
    await put(`documents/${ids.closedReference}`, { document: { closed: true } });
    ids.prepPackage = (await create(h, 'packages', { project_id: ids.preparation })).id;
    ids.prepReading = (
      await create(h, 'project_rows', {
        project_id: ids.preparation,
        document_id: ids.reference,
        item_id: ids.itemPz,
        package_id: ids.prepPackage,
        quantity: 1,
      })
    ).id;
  });
  afterAll(() => h.close());

  /** What a refused write must leave as it was: every reading, pick and package. */
  async function snapshot() {
    const db = h.handle.db;
    const table = async (name: string, columns: string[]) =>
      (await db.selectFrom(name).select(columns).orderBy('id').execute()).map((r) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v == null ? null : Number(v)])),
      );
    return {
      readings: await table('project_rows', ['id', 'quantity', 'package_id', 'project_id', 'document_id']),
      picks: await table('picks', ['id', 'quantity', 'quantity_detected']),
      packages: await table('packages', ['id', 'closed', 'shipped']),
    };
  }

  /** Runs the write, expects the refusal (status, id, a message), and that nothing changed. */
  async function refused(
    write: () => Promise<{ statusCode: number; json(): { error?: string; id?: string; fields?: string[] } }>,
    status: number,
    id: string,
    message?: string | RegExp,
  ) {
    const before = await snapshot();
    const res = await write();
    expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
    expect(res.json().id).toBe(id);
    expect(res.json().error).toEqual(expect.any(String));
    if (message) expect(res.json().error).toMatch(message);
    expect(await snapshot()).toEqual(before);
    return res.json();
  }

  /** Order packing's reading into the open order (an LP reading says its module). */
  const reading = (values: object) => ({
    project_row: {
      module: 'packing',
      project_id: ids.order,
      item_id: ids.itemPz,
      package_id: ids.openPackage,
      quantity: 1,
      ...values,
    },
  });

  describe.each(['operator', 'supervisor'] as const)('as the %s', (role) => {
    const token = () => h.tokens[role];

    it('a reading of -50, 1e300 or 2.5 PZ: 422 invalid_quantity with the reason', async () => {
      const cases: [number, string, RegExp][] = [
        [-50, 'negative', /valori negativi/],
        [1e300, 'aboveMaximum', /massimo consentito/],
        [MAX_QUANTITY + 1, 'aboveMaximum', /massimo consentito/],
        [2.5, 'notWhole', /non ammette decimali/],
        [0.0001, 'notWhole', /non ammette decimali/],
      ];
      for (const [quantity, reason, message] of cases) {
        const body = await refused(
          () => post('project_rows', reading({ quantity }), token()),
          422,
          'invalid_quantity',
          message,
        );
        expect(body).toMatchObject({ reason, fields: ['quantity'] });
      }
      // A decimal on a divisible unit is a quantity like any other.
      const kg = await post('project_rows', reading({ item_id: ids.itemKg, quantity: 2.5 }), token());
      expect(kg.statusCode, kg.body).toBe(201);
      await h.request({
        method: 'DELETE',
        url: `/api/v2/project_rows/${kg.json().id}`,
        token: h.tokens.admin,
      });
    });

    it('a reading without an item: 422 invalid_input naming the field', async () => {
      const body = await refused(
        () => post('project_rows', reading({ item_id: null }), token()),
        422,
        'invalid_input',
        /articolo/,
      );
      expect(body.fields).toEqual(['item_id']);
    });

    it('a reading into a concluded order, a closed or a shipped package: 422 record_closed', async () => {
      await refused(
        () => post('project_rows', reading({ project_id: ids.concluded, package_id: null }), token()),
        422,
        'record_closed',
        /LP-CONCLUSO è già concluso/,
      );
      for (const pkg of [ids.closedPackage, ids.shippedPackage]) {
        await refused(
          () => post('project_rows', reading({ package_id: pkg }), token()),
          422,
          'record_closed',
          'Collo non trovato oppure già chiuso e spedito!',
        );
      }
      // Moving a stored reading into a closed package is the same write.
      await refused(
        () =>
          put(`project_rows/${ids.readingA}`, { project_row: { package_id: ids.closedPackage } }, token()),
        422,
        'record_closed',
      );
    });

    it('a reading into a closed inventory location document: 422 record_closed with the spec message', async () => {
      await refused(
        () =>
          post(
            'project_rows',
            {
              project_row: {
                project_id: ids.inventory,
                document_id: ids.closedDocument,
                item_id: ids.itemPz,
                quantity: 1,
              },
            },
            token(),
          ),
        422,
        'record_closed',
        "Ubicazione non accessibile. E' già stata dichiarata conclusa in INV-1",
      );
    });

    it('a new package on a concluded order: 422 record_closed', async () => {
      await refused(
        () =>
          post(
            'packages',
            { package: { project_id: ids.concluded, closed: false, shipped: false } },
            token(),
          ),
        422,
        'record_closed',
      );
    });

    it('a project management reading without a package: 422 invalid_input', async () => {
      const body = await refused(
        () =>
          post(
            'project_rows',
            {
              project_row: {
                project_id: ids.preparation,
                document_id: ids.reference,
                item_id: ids.itemPz,
                quantity: 1,
              },
            },
            token(),
          ),
        422,
        'invalid_input',
      );
      expect(body.fields).toEqual(['package_id']);
    });

    it('picks expecting 2.5 PZ, -1 or more than the maximum: 422 invalid_quantity', async () => {
      for (const quantity of [2.5, -1, 1e7]) {
        await refused(
          () => post('picks', { pick: { project_id: ids.order, item_id: ids.itemPz, quantity } }, token()),
          422,
          'invalid_quantity',
        );
        await refused(
          () => put(`picks/${ids.orderPick}`, { pick: { quantity } }, token()),
          422,
          'invalid_quantity',
        );
      }
    });

    it('bulk routes: one bad value refuses the whole request, nothing written', async () => {
      await refused(
        () =>
          put(
            `project_rows/multi?ids=${ids.readingA},${ids.readingB}`,
            { project_row: { quantity: -5 } },
            token(),
          ),
        422,
        'invalid_quantity',
      );
      await refused(
        () =>
          put(
            `projects/${ids.order}?do=bulk_update_rows`,
            {
              project_rows: [
                { id: ids.readingA, quantity: 2 },
                { id: ids.readingB, quantity: 1e300 },
              ],
            },
            token(),
          ),
        422,
        'invalid_quantity',
      );
      await refused(
        () =>
          put(
            `projects/${ids.order}?do=bulk_update_rows`,
            { project_rows: [{ id: ids.readingA, package_id: ids.shippedPackage }] },
            token(),
          ),
        422,
        'record_closed',
      );
    });

    it('custom actions: inventory count and store picked quantity follow the same rules', async () => {
      await refused(
        () =>
          post(
            `projects/${ids.inventory}?do=inventory_count`,
            { document_id: ids.openDocument, item_id: ids.itemPz, quantity: 2.5 },
            token(),
          ),
        422,
        'invalid_quantity',
      );
      await refused(
        () =>
          post(
            `projects/${ids.inventory}?do=inventory_count`,
            { document_id: ids.openDocument, item_id: ids.itemPz, quantity: MAX_QUANTITY * 2 },
            token(),
          ),
        422,
        'invalid_quantity',
      );
      // A closed document refuses the count before anything else (the command's own 409).
      await refused(
        () =>
          post(
            `projects/${ids.inventory}?do=inventory_count`,
            { document_id: ids.closedDocument, item_id: ids.itemPz, quantity: 1 },
            token(),
          ),
        409,
        'already_closed',
        /Ubicazione non accessibile/,
      );
      for (const quantity of [2.5, 1e300]) {
        await refused(
          () => post(`picks/${ids.supplyPick}?do=store_picked`, { quantity }, token()),
          422,
          'invalid_quantity',
        );
      }
    });
  });

  it('a closed reference item: refused to the operator, loaded and written by the supervisor (spec §6)', async () => {
    const body = {
      project_row: {
        project_id: ids.preparation,
        document_id: ids.closedReference,
        item_id: ids.itemPz,
        package_id: ids.prepPackage,
        quantity: 1,
      },
    };
    await refused(() => post('project_rows', body, h.tokens.operator), 422, 'record_closed', /RIF-C/);
    const res = await post('project_rows', body, h.tokens.supervisor);
    expect(res.statusCode, res.body).toBe(201);
  });

  it("a plain create naming only the closed reference item's pick: the same right (issue 41)", async () => {
    // The request of the issue (no document_id: the pick says where the reading goes) was 201.
    const issue = {
      project_row: {
        project_id: ids.preparation,
        pick_id: ids.closedReferencePick,
        item_id: ids.itemPz,
        quantity: 1,
      },
    };
    await refused(() => post('project_rows', issue, h.tokens.operator), 422, 'invalid_input', /collo/);
    const body = { project_row: { ...issue.project_row, package_id: ids.prepPackage } };
    await refused(() => post('project_rows', body, h.tokens.operator), 422, 'record_closed', /RIF-C/);
    const res = await post('project_rows', body, h.tokens.supervisor);
    expect(res.statusCode, res.body).toBe(201);
  });

  it("project management's readings are deleted by supervisors only: 403 forbidden on every route", async () => {
    const forbidden = /Solo un supervisore/;
    const op = h.tokens.operator;
    await refused(
      () => h.request({ method: 'DELETE', url: `/api/v2/project_rows/${ids.prepReading}`, token: op }),
      403,
      'forbidden',
      forbidden,
    );
    await refused(
      () =>
        h.request({ method: 'DELETE', url: `/api/v2/project_rows/multi?ids=${ids.prepReading}`, token: op }),
      403,
      'forbidden',
      forbidden,
    );
    await refused(
      () => post(`projects/${ids.preparation}?do=delete_rows`, { ids: [ids.prepReading] }, op),
      403,
      'forbidden',
      forbidden,
    );
    const res = await post(
      `projects/${ids.preparation}?do=delete_rows`,
      { ids: [ids.prepReading] },
      h.tokens.supervisor,
    );
    expect(res.json()).toEqual({ deleted: 1 });
  });

  it('CSV import of order lines: quantities the rules refuse are named per line, nothing written', async () => {
    const csv = [
      'name;project_typology;item;quantity',
      'LP-CSV;LP;R-PZ;2,5',
      'LP-CSV;;R-PZ;99999999',
      'LP-CSV;;R-KG;2,5',
    ].join('\n');
    const before = await snapshot();
    const res = await importCsv(h, 'projects', csv, { token: h.tokens.supervisor });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .errors.map((e: { line: number; field: string; message: string }) => [e.line, e.field, e.message]),
    ).toEqual([
      [2, 'quantity', "L'unità di misura non ammette decimali: inserire un numero intero."],
      [3, 'quantity', 'La quantità supera il massimo consentito (999.999).'],
    ]);
    expect(res.json()).toMatchObject({ written: 0 });
    expect(await snapshot()).toEqual(before);
    // The operator may not import at all.
    const op = await importCsv(h, 'projects', csv, { token: h.tokens.operator });
    expect(op.statusCode).toBe(403);
    expect(op.json().id).toBe('forbidden');
  });

  it('a measure unit created without the flag takes it from its code; the flag can be set', async () => {
    const cf = await create(h, 'measure_units', { name: 'Confezioni', code: 'cf ' });
    const lt = await create(h, 'measure_units', { name: 'Litri', code: 'LT' });
    const whole = await create(h, 'measure_units', { name: 'Rotoli', code: 'RT', divisible: false });
    expect([cf.divisible, lt.divisible, whole.divisible]).toEqual([false, true, false]);
  });
});

/**
 * Pick closure (packing spec §4) on every write that changes a pick's detected quantity, computed
 * by the server: "closed when detected plus the entered quantity reaches or exceeds expected;
 * otherwise closed is false again". A client's `closed` is not taken as sent.
 */
describe.each(dialects)('pick closure on %s', (dialect) => {
  let h: Harness;
  let project: number;
  let item: number;
  beforeAll(async () => {
    h = await createHarness(dialect);
    const typology = (await create(h, 'project_typologies', { title: 'LP' })).id;
    project = (await create(h, 'projects', { name: 'LP-CHIUSURA', project_typology_id: typology })).id;
    item = (await create(h, 'items', { code: 'CH-1' })).id;
  });
  afterAll(() => h.close());

  const closedOf = async (pickId: number) => (await show(h, 'picks', pickId)).closed;
  const read = (pickId: number, quantity: number) =>
    create(
      h,
      'project_rows',
      { module: 'picking', project_id: project, pick_id: pickId, item_id: item, quantity },
      h.tokens.operator,
    );
  const remove = (id: number) =>
    h.request({ method: 'DELETE', url: `/api/v2/project_rows/${id}`, token: h.tokens.operator });

  it('closes when the readings reach or exceed expected, opens again when they fall below', async () => {
    const pick = (await create(h, 'picks', { project_id: project, item_id: item, quantity: 3 })).id;
    const first = await read(pick, 2);
    expect(await closedOf(pick)).toBe(false);
    const second = await read(pick, 1);
    expect(await closedOf(pick)).toBe(true);
    await read(pick, 1); // exceeding keeps it closed
    expect(await closedOf(pick)).toBe(true);
    await remove(second.id);
    expect(await closedOf(pick)).toBe(true); // 2 + 1 = 3
    await remove(first.id);
    expect(await closedOf(pick)).toBe(false); // 1 of 3
  });

  it('follows a change of the expected quantity and ignores a closed flag sent by a client', async () => {
    const pick = await create(h, 'picks', { project_id: project, item_id: item, quantity: 5, closed: true });
    expect(pick.closed).toBe(false);
    await read(pick.id, 2);
    const forced = await h.request({
      method: 'PUT',
      url: `/api/v2/picks/${pick.id}`,
      token: h.tokens.operator,
      payload: { pick: { closed: true } },
    });
    expect(forced.statusCode).toBe(200);
    expect(await closedOf(pick.id)).toBe(false);
    await h.request({
      method: 'PUT',
      url: `/api/v2/picks/${pick.id}`,
      token: h.tokens.operator,
      payload: { pick: { quantity: 2 } },
    });
    expect(await closedOf(pick.id)).toBe(true);
  });

  it('a store picked quantity reaching expected closes the pick', async () => {
    const an = (await create(h, 'project_typologies', { title: 'AN' })).id;
    const supply = (await create(h, 'projects', { name: 'AN-CH', project_typology_id: an })).id;
    const location = (await create(h, 'locations', { name: 'NEGOZIO' })).id;
    const pick = (
      await create(h, 'picks', { project_id: supply, item_id: item, location_id: location, quantity: 4 })
    ).id;
    const res = await h.request({
      method: 'POST',
      url: `/api/v2/picks/${pick}?do=store_picked`,
      token: h.tokens.operator,
      payload: { quantity: 4 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ quantity_detected: 4, closed: true });
  });
});
