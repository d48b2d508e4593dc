import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as operatorReadOnly } from '../../src/db/migrations/018_operator_read_only';
import { create, createHarness, dialects, show, type Harness } from './support/harness';

/**
 * The standard operator role ('operatore', migration 018) is read-only on the master data the
 * handheld does not write; every write a handheld screen makes stays allowed (docs/back-office.md).
 */
describe.each(dialects)('the operator role on %s', (dialect) => {
  let h: Harness;
  let item: { id: number; lock_version: number };
  let location: { id: number };
  let typology: { id: number };
  let printer: { id: number };
  let customer: { id: number };

  beforeAll(async () => {
    h = await createHarness(dialect);
    item = await create(h, 'items', { code: 'OP-1', barcode: '800000000001' });
    location = await create(h, 'locations', { name: 'A-01' });
    typology = await create(h, 'project_typologies', { title: 'LP', picking: true });
    printer = await create(h, 'printers', { name: 'Zebra', host: '127.0.0.1', port: 9100 });
    customer = await create(h, 'customers', { name: 'Rossi' });
  });
  afterAll(() => h.close());

  const as = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = h.tokens.operator) =>
    h.request({ method, url: `/api/v2/${url}`, token, ...(payload ? { payload } : {}) });

  it('is refused, with a message naming what, every write of master data', async () => {
    const cases: [Awaited<ReturnType<typeof as>>, string][] = [
      [await as('POST', 'printers', { printer: { name: 'Altra' } }), 'creare: Stampanti'],
      [await as('PUT', `printers/${printer.id}`, { printer: { host: '10.0.0.9' } }), 'modificare: Stampanti'],
      [await as('DELETE', `printers/${printer.id}`), 'eliminare: Stampanti'],
      [
        await as('POST', 'print_templates', { print_template: { name: 'T', body: '^XA^XZ' } }),
        'creare: Modelli di stampa',
      ],
      [await as('POST', 'customers', { customer: { name: 'Bianchi' } }), 'creare: Clienti'],
      [await as('PUT', `customers/${customer.id}`, { customer: { name: 'Verdi' } }), 'modificare: Clienti'],
      [await as('POST', 'suppliers', { supplier: { name: 'Neri' } }), 'creare: Fornitori'],
      [
        await as('POST', 'addresses', { address: { name: 'Magazzino', customer_id: customer.id } }),
        'creare: Destinazioni',
      ],
      [
        await as('POST', 'transport_means', { transport_mean: { name: 'Furgone' } }),
        'creare: Mezzi di trasporto',
      ],
      [await as('POST', 'plants', { plant: { name: 'Nord' } }), 'creare: Stabilimenti'],
      [await as('POST', 'branches', { branch: { code: 'B1' } }), 'creare: Filiali'],
      [await as('POST', 'measure_units', { measure_unit: { name: 'kg' } }), 'creare: Unità di misura'],
      [await as('POST', 'items', { item: { code: 'OP-2' } }), 'creare: Articoli'],
      [
        await as('PUT', `items/${item.id}`, { item: { barcode: '999', lock_version: item.lock_version } }),
        'modificare: Articoli',
      ],
      [
        // The location may be set, but not together with anything else.
        await as('PUT', `items/${item.id}`, {
          item: { location_id: location.id, code: 'X', lock_version: item.lock_version },
        }),
        'modificare: Articoli',
      ],
      [await as('DELETE', `items/${item.id}`), 'eliminare: Articoli'],
      [
        await as('POST', 'additional_barcodes', { additional_barcode: { item_id: item.id, code: 'ALT' } }),
        'creare: Barcode aggiuntivi',
      ],
      [await as('PUT', `locations/${location.id}`, { location: { name: 'B-02' } }), 'modificare: Ubicazioni'],
      [await as('DELETE', `locations/${location.id}`), 'eliminare: Ubicazioni'],
      [
        await as('PUT', `project_typologies/${typology.id}`, { project_typology: { title: 'Altro' } }),
        'modificare: Tipologie progetto',
      ],
      [
        await as('PUT', `printers/multi?ids=${printer.id}`, { printer: { port: 9101 } }),
        'modificare: Stampanti',
      ],
      [await as('DELETE', `customers/multi?ids=${customer.id}`), 'eliminare: Clienti'],
      [
        await as('POST', 'settings', { setting: { ns: 'track', key: 'x', raw: '1' } }),
        'creare: Impostazioni',
      ],
    ];
    for (const [res, what] of cases) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ id: 'forbidden', error: `Il tuo ruolo non consente di ${what}` });
    }
    expect(await show(h, 'printers', printer.id)).toMatchObject({ name: 'Zebra', host: '127.0.0.1' });
    expect(await show(h, 'items', item.id)).toMatchObject({ code: 'OP-1', barcode: '800000000001' });
    expect((await show(h, 'customers', customer.id)).name).toBe('Rossi');
  });

  it('still makes every write of the handheld screens', async () => {
    const op = h.tokens.operator;
    // Incoming: the row's location becomes the item's location (the narrower `locate`).
    const moved = await as('PUT', `items/${item.id}`, {
      item: { location_id: location.id, lock_version: item.lock_version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().location_id).toBe(location.id);
    // Inventory: a location read that does not exist yet; a typology created by title when missing.
    await create(h, 'locations', { name: 'C-03', code: 'C-03' }, op);
    const prep = await create(h, 'project_typologies', { title: 'PREP', picking: false }, op);
    // Orders, picks, readings, packages, documents, lots and tracks.
    const order = await create(h, 'projects', { name: 'ORD-OP', project_typology_id: typology.id }, op);
    const updated = await as('PUT', `projects/${order.id}`, {
      project: { description: 'da preparare', lock_version: order.lock_version },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const pick = await create(h, 'picks', { project_id: order.id, item_id: item.id, quantity: 2 }, op);
    const pkg = await create(h, 'packages', { project_id: order.id, closed: false, shipped: false }, op);
    const serial = await create(h, 'serials', { item_id: item.id, code: 'LOT-1' }, op);
    const row = await create(
      h,
      'project_rows',
      {
        module: 'packing',
        project_id: order.id,
        pick_id: pick.id,
        item_id: item.id,
        quantity: 1,
        package_id: pkg.id,
      },
      op,
    );
    await create(h, 'tracks', { project_row_id: row.id, last_seen_at: new Date().toISOString() }, op);
    const doc = await create(h, 'documents', { name: 'DOC-OP', project_id: order.id }, op);
    expect((await as('DELETE', `documents/${doc.id}`)).statusCode).toBe(200);
    expect(serial.code).toBe('LOT-1');
    expect(prep.title).toBe('PREP');
  });

  it('migration 018 gives an existing operator role the missing rules once, leaving others alone', async () => {
    const { db, dialect: d } = h.handle;
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'operatore')
      .executeTakeFirstOrThrow();
    const rules = () =>
      db
        .selectFrom('permissions')
        .select(['predicate', 'action', 'model'])
        .where('role_id', '=', role.id)
        .execute();
    const all = await rules();
    // An installation from before 018: only the first rules of 002.
    await db
      .deleteFrom('permissions')
      .where('role_id', '=', role.id)
      .where('model', 'in', ['printers', 'items', 'locations'])
      .execute();
    await operatorReadOnly(db, d);
    await operatorReadOnly(db, d);
    const again = await rules();
    expect(again).toHaveLength(all.length);
    expect(again).toEqual(expect.arrayContaining(all));
    const denied = await as('POST', 'printers', { printer: { name: 'Dopo' } });
    expect(denied.statusCode).toBe(403);
  });
});
