import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, show, type Harness } from '../support/harness';
import { count, importCsv } from '../import/support';

/**
 * What must never exist is refused by the server and the database, through every route a client
 * has (single writes, bulk writes by ids, CSV import): a code another record has up to case and
 * spaces (422 `duplicate` naming that record), a barcode of another item, a second line of an item
 * in a store supply, the delete of master data in use (422 `in_use` naming what uses it). Nothing is
 * written on refusal.
 */
describe.each(dialects)('integrity in the database on %s', (dialect) => {
  let h: Harness;
  type Named = 'plant' | 'unit' | 'location' | 'item' | 'other' | 'extra' | 'customer' | 'supplier';
  const ids = {} as Record<Named | 'address' | 'typology' | 'order' | 'package' | 'pick', number>;

  beforeAll(async () => {
    h = await createHarness(dialect);
    ids.plant = (await create(h, 'plants', { name: 'Sede' })).id;
    ids.unit = (await create(h, 'measure_units', { name: 'Pezzi', code: 'PZ' })).id;
    ids.location = (
      await create(h, 'locations', { name: 'Scaffale A01', code: 'A01-01', plant_id: ids.plant })
    ).id;
    ids.item = (
      await create(h, 'items', {
        code: 'PAS-500',
        barcode: '8001000',
        measure_unit_id: ids.unit,
        location_id: ids.location,
      })
    ).id;
    ids.other = (await create(h, 'items', { code: 'VITE-1', barcode: '8002000' })).id;
    ids.extra = (await create(h, 'additional_barcodes', { item_id: ids.item, code: '8001001' })).id;
    // The item's location is also one of its further locations: it still counts as one item.
    await h.handle.db
      .insertInto('item_locations')
      .values({ item_id: ids.item, location_id: ids.location })
      .execute();
    ids.customer = (await create(h, 'customers', { name: 'Rossi Srl', external_code: 'C0001' })).id;
    ids.supplier = (await create(h, 'suppliers', { name: 'Bianchi Spa', external_code: 'F0001' })).id;
    ids.address = (await create(h, 'addresses', { name: 'Magazzino Rossi', customer_id: ids.customer })).id;
    ids.typology = (await create(h, 'project_typologies', { title: 'Uscita Merce Senza Lista' })).id;
    ids.order = (
      await create(h, 'projects', {
        name: 'ORD-1',
        project_typology_id: ids.typology,
        customer_id: ids.customer,
        address_id: ids.address,
      })
    ).id;
    ids.package = (await create(h, 'packages', { project_id: ids.order, name: 'COLLO-1' })).id;
    ids.pick = (
      await create(h, 'picks', {
        project_id: ids.order,
        item_id: ids.item,
        location_id: ids.location,
        quantity: 2,
      })
    ).id;
    await create(h, 'project_rows', {
      project_id: ids.order,
      item_id: ids.item,
      location_id: ids.location,
      quantity: 1,
    });
  });
  afterAll(() => h.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    h.request({ method, url: `/api/v2/${url}`, token: h.tokens.admin, ...(payload ? { payload } : {}) });

  // model, values of a new record repeating a stored code, field, the record that has it.
  const duplicates: [string, () => Record<string, unknown>, string, () => object][] = [
    [
      'items',
      () => ({ code: ' pas-500 ' }),
      'code',
      () => ({ model: 'items', id: ids.item, label: 'PAS-500' }),
    ],
    [
      'locations',
      () => ({ name: 'Altro scaffale', code: 'a01-01' }),
      'code',
      () => ({ model: 'locations', id: ids.location, label: 'Scaffale A01' }),
    ],
    [
      'customers',
      () => ({ name: 'Rossi bis', external_code: 'c0001 ' }),
      'external_code',
      () => ({ model: 'customers', id: ids.customer, label: 'Rossi Srl' }),
    ],
    [
      'suppliers',
      () => ({ name: 'Bianchi bis', external_code: ' F0001' }),
      'external_code',
      () => ({ model: 'suppliers', id: ids.supplier, label: 'Bianchi Spa' }),
    ],
    [
      'measure_units',
      () => ({ name: 'Pezzi bis', code: 'pz' }),
      'code',
      () => ({ model: 'measure_units', id: ids.unit, label: 'Pezzi' }),
    ],
    [
      'packages',
      () => ({ project_id: ids.order, name: 'collo-1' }),
      'name',
      () => ({ model: 'packages', id: ids.package, label: 'COLLO-1' }),
    ],
    [
      'items',
      () => ({ code: 'NEW-1', barcode: '8001001' }),
      'barcode',
      () => ({ model: 'items', id: ids.item, label: 'PAS-500' }),
    ],
    [
      'additional_barcodes',
      () => ({ item_id: ids.other, code: ' 8001000' }),
      'code',
      () => ({ model: 'items', id: ids.item, label: 'PAS-500' }),
    ],
  ];

  describe.each(duplicates)('a duplicate %s', (model, values, field, existing) => {
    it(`created: 422 duplicate at ${field}, naming the record that has it; nothing written`, async () => {
      const before = await count(h, model);
      const res = await send('POST', model, { [model]: values() });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: expect.stringContaining('già usato da'),
        id: 'duplicate',
        fields: [field],
        existing: existing(),
      });
      expect(await count(h, model)).toBe(before);
    });

    it('set by an update, single and bulk: refused, the records kept', async () => {
      const free = await create(h, model, { ...values(), [field]: `FREE-${model}-${field}` });
      const single = await send('PUT', `${model}/${free.id}`, { [model]: { [field]: values()[field] } });
      expect(single.statusCode).toBe(422);
      expect(single.json()).toMatchObject({ id: 'duplicate', fields: [field], existing: existing() });
      const bulk = await send('PUT', `${model}/multi?ids=${free.id}`, {
        [model]: { [field]: values()[field] },
      });
      expect(bulk.statusCode).toBe(422);
      expect(bulk.json()).toMatchObject({ id: 'duplicate', fields: [field], existing: existing() });
      expect((await show(h, model, free.id))[field]).toBe(`FREE-${model}-${field}`);
      await send('DELETE', `${model}/${free.id}`);
    });
  });

  describe('CSV import', () => {
    it('a stored code written otherwise updates that record; nothing created', async () => {
      const before = await count(h, 'items');
      const res = await importCsv(h, 'items', 'code;description\n pas-500 ;Passacavo 500\n');
      expect(res.json()).toMatchObject({ created: 0, updated: 1, errors: [] });
      expect(await count(h, 'items')).toBe(before);
      expect(await show(h, 'items', ids.item)).toMatchObject({
        code: 'PAS-500',
        description: 'Passacavo 500',
      });
    });

    const stored: [string, string, () => number][] = [
      ['locations', 'code;name;description\na01-01 ;Scaffale A01;rinnovata\n', () => ids.location],
      ['customers', 'external_code;name;locality\n c0001;Rossi Srl;rinnovata\n', () => ids.customer],
      ['suppliers', 'external_code;name;locality\nf0001;Bianchi Spa;rinnovata\n', () => ids.supplier],
    ];
    it.each(stored)('%s: a stored code written otherwise updates that record', async (model, csv, id) => {
      const before = await count(h, model);
      const res = await importCsv(h, model, csv);
      expect(res.json()).toMatchObject({ created: 0, updated: 1, errors: [] });
      expect(await count(h, model)).toBe(before);
      const record = await show(h, model, id());
      expect(record.description ?? record.locality).toBe('rinnovata');
    });

    it('a code twice in the file, however written, is named at its second line; the first is written', async () => {
      const res = await importCsv(h, 'locations', 'code;name\nZ9-01;Zona 9\nz9-01 ;Zona 9 bis\n', {
        mode: 'valid',
      });
      expect(res.json()).toMatchObject({
        created: 1,
        errors: [{ line: 3, field: 'code', message: 'Codice già presente alla riga 2 del file' }],
      });
    });

    it('a barcode of another item is refused at its line; all-or-nothing writes nothing', async () => {
      const before = await count(h, 'items');
      const res = await importCsv(h, 'items', 'code;barcode\nNEW-9;8001001\n');
      expect(res.json()).toMatchObject({
        written: 0,
        errors: [
          { line: 2, field: 'barcode', message: "Barcode «8001001» già assegnato all'articolo PAS-500" },
        ],
      });
      expect(await count(h, 'items')).toBe(before);
    });

    it('a barcode given twice for one item is refused at its line', async () => {
      const res = await importCsv(h, 'items', 'code;barcode;additional_barcodes\nNEW-8;7001;7002|7001\n');
      expect(res.json()).toMatchObject({
        written: 0,
        errors: [{ line: 2, field: 'additional_barcodes', message: 'Barcode «7001» ripetuto nella riga' }],
      });
    });

    it("moves a barcode from an item's list to the item itself", async () => {
      const res = await importCsv(h, 'items', 'code;barcode;additional_barcodes\nPAS-500;8001001;8001000\n');
      expect(res.json()).toMatchObject({ updated: 1, errors: [] });
      expect(await show(h, 'items', ids.item)).toMatchObject({
        barcode: '8001001',
        additional_barcodes: [expect.objectContaining({ code: '8001000' })],
      });
      await importCsv(h, 'items', 'code;barcode;additional_barcodes\nPAS-500;8001000;8001001\n');
    });
  });

  describe('master data in use', () => {
    const inUse: [string, () => number, string, object[]][] = [
      [
        'locations',
        () => ids.location,
        'Ubicazione «Scaffale A01»: è ancora in uso in 1 Articolo, 1 Riga da prelevare e 1 Lettura',
        [
          { model: 'items', label: 'Articolo', count: 1 },
          { model: 'picks', label: 'Riga da prelevare', count: 1 },
          { model: 'project_rows', label: 'Lettura', count: 1 },
        ],
      ],
      [
        'customers',
        () => ids.customer,
        'Cliente «Rossi Srl»: è ancora in uso in 1 Destinazione e 1 Progetto',
        [
          { model: 'addresses', label: 'Destinazione', count: 1 },
          { model: 'projects', label: 'Progetto', count: 1 },
        ],
      ],
      [
        'addresses',
        () => ids.address,
        'Destinazione «Magazzino Rossi»: è ancora in uso in 1 Progetto',
        [{ model: 'projects', label: 'Progetto', count: 1 }],
      ],
      [
        'measure_units',
        () => ids.unit,
        'Unità di misura «Pezzi»: è ancora in uso in 1 Articolo',
        [{ model: 'items', label: 'Articolo', count: 1 }],
      ],
      [
        'plants',
        () => ids.plant,
        'Stabilimento «Sede»: è ancora in uso in 1 Ubicazione',
        [{ model: 'locations', label: 'Ubicazione', count: 1 }],
      ],
    ];
    it.each(inUse)(
      'a %s in use: 422 in_use naming its users, single and bulk; nothing cleared',
      async (model, id, what, usedBy) => {
        for (const url of [`${model}/${id()}`, `${model}/multi?ids=${id()}`]) {
          const res = await send('DELETE', url);
          expect(res.statusCode).toBe(422);
          expect(res.json()).toEqual({
            error: `Impossibile eliminare ${what}`,
            id: 'in_use',
            used_by: usedBy,
          });
        }
        expect(await show(h, model, id())).toMatchObject({ id: id() });
        expect(await show(h, 'items', ids.item)).toMatchObject({
          location_id: ids.location,
          measure_unit_id: ids.unit,
        });
        expect(await show(h, 'projects', ids.order)).toMatchObject({
          customer_id: ids.customer,
          address_id: ids.address,
        });
      },
    );

    it("a location that is only an item's further location: in_use, the link kept", async () => {
      const further = await create(h, 'locations', { name: 'Scaffale B02', code: 'B02-01' });
      await h.handle.db
        .insertInto('item_locations')
        .values({ item_id: ids.other, location_id: further.id })
        .execute();
      const res = await send('DELETE', `locations/${further.id}`);
      expect(res.json()).toEqual({
        error: 'Impossibile eliminare Ubicazione «Scaffale B02»: è ancora in uso in 1 Articolo',
        id: 'in_use',
        used_by: [{ model: 'items', label: 'Articolo', count: 1 }],
      });
      await expect(
        h.handle.db.selectFrom('item_locations').selectAll().where('location_id', '=', further.id).execute(),
      ).resolves.toHaveLength(1);
    });

    it('a location no longer used is deleted', async () => {
      const spare = await create(h, 'locations', { name: 'Scaffale libero', code: 'A99-99' });
      expect((await send('DELETE', `locations/${spare.id}`)).statusCode).toBe(200);
    });
  });

  describe('store supply: one line per item', () => {
    let supply: { id: number };
    beforeAll(async () => {
      const store = await create(h, 'project_typologies', { title: 'AN' });
      supply = await create(h, 'projects', { name: 'NEG-1', project_typology_id: store.id });
    });

    const addItem = (quantity: number, token = h.tokens.operator) =>
      h.request({
        method: 'POST',
        url: `/api/v2/projects/${supply.id}?do=add_store_item`,
        token,
        payload: { item_id: ids.other, quantity, location_id: ids.location },
      });

    it('two operators adding the same new item at once: one line with the quantity entered', async () => {
      const answers = await Promise.all([addItem(3), addItem(3, h.tokens.supervisor)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.json().merged).sort()).toEqual([false, true]);
      const picks = await h.handle.db
        .selectFrom('picks')
        .selectAll()
        .where('project_id', '=', supply.id)
        .execute();
      expect(picks.map((p) => [p.item_id, Number(p.quantity)])).toEqual([[ids.other, 3]]);
    });

    it('adding it again sets the line to the new quantity', async () => {
      const res = await addItem(5);
      expect(res.json()).toMatchObject({ merged: true, pick: { item_id: ids.other, quantity: 5 } });
    });

    it('a second line of the item by a plain create or update: 422 duplicate naming the line; nothing written', async () => {
      const [line] = await h.handle.db
        .selectFrom('picks')
        .select('id')
        .where('project_id', '=', supply.id)
        .execute();
      const res = await send('POST', 'picks', {
        pick: { project_id: supply.id, item_id: ids.other, quantity: 1 },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        id: 'duplicate',
        fields: ['item_id'],
        existing: { model: 'picks', id: line!.id, label: 'VITE-1' },
      });
      const another = await create(h, 'picks', { project_id: supply.id, item_id: ids.item, quantity: 1 });
      const moved = await send('PUT', `picks/${another.id}`, { pick: { item_id: ids.other } });
      expect(moved.json()).toMatchObject({ id: 'duplicate' });
      expect(await count(h, 'picks')).toBe(3);
    });

    it('an order (not a supply) may have an item on two lines', async () => {
      await create(h, 'picks', { project_id: ids.order, item_id: ids.item, quantity: 1 });
    });
  });
});
