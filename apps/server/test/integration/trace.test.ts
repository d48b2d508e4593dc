import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotFromBarcode, lotPayload, type LotTrace, type TraceAnswer } from '@warehouse/shared';
import { create, createHarness, dialects, show, type Harness } from './support/harness';
import { command } from './support/lists';

/**
 * Issue 34: lot L2611 of flour arrives from two suppliers over two locations, is packed into three
 * customer orders' packages, two of which leave on the truck, and is traced both ways.
 */
describe.each(dialects)('the lot trace on %s', (dialect) => {
  let h: Harness;
  const ids: Record<string, number> = {};
  const id = (key: string) => ids[key]!;
  const names: Record<string, string> = {};
  const GTIN = '08001234567897';

  const trace = async (q: string, extra = '') => {
    const res = await h.request({
      method: 'GET',
      url: `/api/v2/project_rows?do=trace&q=${encodeURIComponent(q)}${extra}`,
      token: h.tokens.operator,
    });
    return res;
  };
  const traceOk = async (q: string, extra = '') => {
    const res = await trace(q, extra);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TraceAnswer;
  };
  const reading = (values: Record<string, unknown>) => create(h, 'project_rows', values, h.tokens.operator);
  const track = (rowId: number, location: number, at: string) =>
    create(
      h,
      'tracks',
      { project_row_id: rowId, location_id: location, last_seen_at: at },
      h.tokens.operator,
    );
  const ship = async (packageId: number) => {
    const pkg = await show(h, 'packages', packageId);
    const closed = await command(h, `packages/${packageId}?do=close_package`, {
      package: {
        width: 400,
        depth: 300,
        height: 200,
        weight: 12,
        lock_version: pkg.lock_version,
        closed: true,
      },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const loaded = await command(
      h,
      'packages?do=load_packages',
      { packages: [{ id: packageId, lock_version: closed.json().package.lock_version }] },
      { token: h.tokens.supervisor },
    );
    expect(loaded.statusCode, loaded.body).toBe(200);
    return loaded.json().shipping_date as string;
  };
  const shippingDates: Record<string, string> = {};

  beforeAll(async () => {
    h = await createHarness(dialect);
    const typology = async (title: string, extra: Record<string, unknown> = {}) =>
      (await create(h, 'project_typologies', { title, ...extra })).id as number;
    const ac = await typology('AC');
    const lp = await typology('LP', { picking: true });
    const inv = await typology('INV', { inventory: true, free: true });
    const kg = (await create(h, 'measure_units', { name: 'KG' })).id;
    ids.flour = (
      await create(h, 'items', {
        code: 'FAR-00',
        barcode: GTIN,
        description: 'Farina 00',
        measure_unit_id: kg,
      })
    ).id;
    ids.dockA = (await create(h, 'locations', { name: 'Scaffale A' })).id;
    ids.shelfB = (await create(h, 'locations', { name: 'Scaffale B' })).id;
    ids.mulino = (await create(h, 'suppliers', { name: 'Mulino Rossi' })).id;
    ids.molini = (await create(h, 'suppliers', { name: 'Molini Bianchi' })).id;
    for (const [key, name, locality] of [
      ['bar', 'Bar Sport', 'Milano'],
      ['forno', 'Forno Verdi', 'Torino'],
      ['pasticceria', 'Pasticceria Neri', 'Genova'],
    ] as const) {
      ids[key] = (await create(h, 'customers', { name, locality })).id;
    }
    ids.barAddress = (
      await create(h, 'addresses', {
        customer_id: ids.bar,
        name: 'Bar Sport Navigli',
        address: 'Via Vigevano 1',
        locality: 'Milano',
      })
    ).id;
    ids.ac1 = (
      await create(h, 'projects', { name: 'AC-1', project_typology_id: ac, supplier_id: ids.mulino })
    ).id;
    ids.ac2 = (
      await create(h, 'projects', { name: 'AC-2', project_typology_id: ac, supplier_id: ids.molini })
    ).id;
    ids.lp1 = (
      await create(h, 'projects', {
        name: 'LP-1',
        project_typology_id: lp,
        customer_id: ids.bar,
        address_id: ids.barAddress,
      })
    ).id;
    ids.lp2 = (
      await create(h, 'projects', { name: 'LP-2', project_typology_id: lp, customer_id: ids.forno })
    ).id;
    ids.lp3 = (
      await create(h, 'projects', { name: 'LP-3', project_typology_id: lp, customer_id: ids.pasticceria })
    ).id;
    ids.inventory = (await create(h, 'projects', { name: 'INV-1', project_typology_id: inv })).id;

    // Receipts: the incoming screen's way (a lot record, a tag, a track) and a lot given as text.
    const serial = await create(h, 'serials', { item_id: ids.flour, code: 'L2611' }, h.tokens.operator);
    const t1 = await reading({
      project_id: ids.ac1,
      location_id: ids.dockA,
      item_id: ids.flour,
      serial_id: serial.id,
      quantity: 60,
      code: 'TAG-1',
    });
    const t2 = await reading({
      project_id: ids.ac1,
      location_id: ids.shelfB,
      item_id: ids.flour,
      lot: 'L2611',
      quantity: 40,
      code: 'TAG-2',
    });
    const t3 = await reading({
      project_id: ids.ac2,
      location_id: ids.shelfB,
      item_id: ids.flour,
      serial_id: serial.id,
      quantity: 50,
      code: 'TAG-3',
    });
    await track(t1.id, id('dockA'), '2026-11-20T08:00:00.000Z');
    await track(t2.id, id('shelfB'), '2026-11-20T08:05:00.000Z');
    await track(t3.id, id('shelfB'), '2026-11-20T08:10:00.000Z');
    await track(t3.id, id('dockA'), '2026-11-21T09:00:00.000Z'); // moved: now on shelf A
    ids.t1 = t1.id;

    // Packing: three orders, one package each.
    for (const [order, from, quantity] of [
      ['lp1', 'dockA', 30],
      ['lp2', 'shelfB', 20],
      ['lp3', 'dockA', 10],
    ] as const) {
      const pkg = await create(
        h,
        'packages',
        { project_id: ids[order], closed: false, shipped: false },
        h.tokens.operator,
      );
      ids[`${order}Package`] = pkg.id;
      names[order] = pkg.name;
      const scanned = lotPayload(lotFromBarcode(`(01)${GTIN}(10)L2611(17)270131`));
      const row = await reading({
        module: 'packing',
        project_id: ids[order],
        location_id: ids[from],
        item_id: ids.flour,
        quantity,
        package_id: pkg.id,
        ...scanned,
      });
      ids[`${order}Reading`] = row.id;
    }
    shippingDates.lp1 = await ship(ids.lp1Package!);
    shippingDates.lp2 = await ship(ids.lp2Package!);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a reading packed from a GS1-128 barcode carrying (10) stores its lot, use-by and lot record', async () => {
    const row = await show(h, 'project_rows', ids.lp1Reading!);
    expect(row).toMatchObject({ lot: 'L2611', expiry_date: '2027-01-31', origin_project_id: ids.lp1 });
    const serials = await h.request({
      method: 'GET',
      url: `/api/v2/serials?q[item_id_eq]=${ids.flour}&q[code_eq]=L2611`,
      token: h.tokens.admin,
    });
    expect(serials.json().map((s: { id: number }) => s.id)).toEqual([row.serial_id]);
    // The incoming screen's reading, which names only the lot record, carries the lot's code too.
    expect((await show(h, 'project_rows', ids.t1!)).lot).toBe('L2611');
  });

  it('a lot that contradicts the lot record named with it is refused', async () => {
    const serial = (await show(h, 'project_rows', ids.t1!)).serial_id;
    const res = await h.request({
      method: 'POST',
      url: '/api/v2/project_rows',
      token: h.tokens.operator,
      payload: {
        project_row: {
          project_id: ids.ac1,
          item_id: ids.flour,
          serial_id: serial,
          lot: 'L9999',
          quantity: 1,
        },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Il lotto L9999 non è il lotto L2611 indicato');
  });

  const onlyLot = (answer: TraceAnswer): LotTrace => {
    expect(answer.lots).toHaveLength(1);
    return answer.lots[0]!;
  };

  it('forward from the lot: suppliers, places newest first, customers with quantities, stock, reconciled', async () => {
    const answer = await traceOk('L2611');
    expect(answer.found).toBe('lot');
    const lot = onlyLot(answer);
    expect(lot.item).toMatchObject({ code: 'FAR-00', unit: 'KG' });
    expect(lot.expiry_dates).toEqual(['2027-01-31']);
    expect(lot.suppliers.map((s) => [s.supplier?.name, s.orders.map((o) => o.name), s.quantity])).toEqual([
      ['Mulino Rossi', ['AC-1'], 100],
      ['Molini Bianchi', ['AC-2'], 50],
    ]);
    expect(lot.places.map((p) => [p.tag, p.location?.name, p.last_seen_at])).toEqual([
      ['TAG-3', 'Scaffale A', '2026-11-21T09:00:00.000Z'],
      ['TAG-3', 'Scaffale B', '2026-11-20T08:10:00.000Z'],
      ['TAG-2', 'Scaffale B', '2026-11-20T08:05:00.000Z'],
      ['TAG-1', 'Scaffale A', '2026-11-20T08:00:00.000Z'],
    ]);
    const byOrder = Object.fromEntries(
      lot.shipments.map((s) => [
        s.order?.name,
        [s.customer?.name, s.address?.name, s.package?.name, s.shipped, s.shipping_date, s.quantity],
      ]),
    );
    expect(byOrder).toEqual({
      'LP-1': ['Bar Sport', 'Bar Sport Navigli', names.lp1, true, shippingDates.lp1, 30],
      'LP-2': ['Forno Verdi', 'Forno Verdi', names.lp2, true, shippingDates.lp2, 20],
      'LP-3': ['Pasticceria Neri', 'Pasticceria Neri', names.lp3, false, null, 10],
    });
    // A: 60 + 50 (TAG-3 moved there) − 30 − 10; B: 40 − 20; the third package waits with 10.
    expect(lot.stock.map((s) => [s.place.kind, s.place.name, s.quantity])).toEqual([
      ['location', 'Scaffale A', 70],
      ['location', 'Scaffale B', 20],
      ['package', names.lp3, 10],
    ]);
    expect(lot.totals).toEqual({
      received: 150,
      inStock: 100,
      shipped: 50,
      countedDifferences: 0,
      unreconciled: 0,
    });
    expect(lot.reconciled).toBe(true);
  });

  it('the same trace from a GS1 barcode, from a tag, and for the item and lot', async () => {
    for (const q of [`(01)${GTIN}(10)L2611`, 'TAG-3']) {
      const lot = onlyLot(await traceOk(q));
      expect([lot.lot, lot.totals.received, lot.totals.shipped]).toEqual(['L2611', 150, 50]);
    }
    expect((await traceOk('TAG-3')).found).toBe('tag');
    expect(onlyLot(await traceOk('L2611', `&item_id=${ids.flour}&kind=lot`)).totals.inStock).toBe(100);
  });

  it('backward from a package and from an order: every lot it contained', async () => {
    const fromPackage = await traceOk(names.lp1!);
    expect(fromPackage.found).toBe('package');
    expect(fromPackage.contents?.lines).toEqual([
      {
        item: { id: ids.flour, code: 'FAR-00', description: 'Farina 00' },
        lot: 'L2611',
        expiry_date: '2027-01-31',
        package: { id: ids.lp1Package, name: names.lp1 },
        shipping_date: shippingDates.lp1,
        quantity: 30,
      },
    ]);
    const fromOrder = await traceOk('LP-3');
    expect(fromOrder.found).toBe('order');
    expect(
      fromOrder.contents?.lines.map((l) => [l.lot, l.package?.name, l.shipping_date, l.quantity]),
    ).toEqual([['L2611', names.lp3, null, 10]]);
    expect(onlyLot(fromOrder).totals.received).toBe(150);
  });

  it('a count that finds less says so as a counted difference, and the quantities still reconcile', async () => {
    const counted = await command(h, `projects/${ids.inventory}?do=inventory_count`, {
      location_id: ids.shelfB,
      item_id: ids.flour,
      quantity: 18,
      lot: 'L2611',
    });
    expect(counted.statusCode, counted.body).toBe(200);
    const lot = onlyLot(await traceOk('L2611'));
    expect(lot.counts.map((c) => [c.place.name, c.book, c.counted, c.difference])).toEqual([
      ['Scaffale B', 20, 18, 2],
    ]);
    expect(lot.totals).toEqual({
      received: 150,
      inStock: 98,
      shipped: 50,
      countedDifferences: 2,
      unreconciled: 0,
    });
  });

  it('a tag moved to a customer order by the outgoing screen keeps its supplier and counts as shipped', async () => {
    const row = await reading({
      project_id: ids.ac2,
      location_id: ids.dockA,
      item_id: ids.flour,
      lot: 'L77',
      quantity: 8,
      code: 'TAG-77',
    });
    const moved = await h.request({
      method: 'PUT',
      url: `/api/v2/project_rows/${row.id}`,
      token: h.tokens.operator,
      payload: {
        project_row: { project_id: ids.lp2, description: 'Farina 00', lock_version: row.lock_version },
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const lot = onlyLot(await traceOk('L77'));
    expect(lot.suppliers.map((s) => [s.supplier?.name, s.quantity])).toEqual([['Molini Bianchi', 8]]);
    expect(lot.shipments.map((s) => [s.customer?.name, s.shipped, s.quantity])).toEqual([
      ['Forno Verdi', true, 8],
    ]);
    expect(lot.totals).toEqual({
      received: 8,
      inStock: 0,
      shipped: 8,
      countedDifferences: 0,
      unreconciled: 0,
    });
  });

  it('goods taken from a place the lot never reached do not reconcile, and the answer names the place', async () => {
    await reading({
      module: 'packing',
      package_id: ids.lp3Package,
      project_id: ids.lp3,
      location_id: ids.shelfB,
      item_id: ids.flour,
      lot: 'L-ORFANO',
      quantity: 5,
    });
    const lot = onlyLot(await traceOk('L-ORFANO'));
    expect(lot.reconciled).toBe(false);
    expect(lot.totals).toMatchObject({ received: 0, unreconciled: -5 });
    expect(lot.discrepancies.map((d) => [d.place.name, d.quantity])).toEqual([['Scaffale B', 5]]);
  });

  it('an unknown text is 404 with its words; an empty one is 400', async () => {
    const unknown = await trace('NIENTE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      id: 'not_found',
      error: 'Nessun lotto, TAG, collo o ordine «NIENTE»',
    });
    expect((await trace(' ')).statusCode).toBe(400);
  });
});
