import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotPayload, type TraceAnswer } from '@warehouse/shared';
import { create, createHarness, dialects, show, type Harness } from './support/harness';
import { command } from './support/lists';

/**
 * Issue 34: a tag read on a scan screen carries no lot of its own; the server gives the reading the
 * lot of the tag's incoming reading (the one its tracks hang on), in packing, picking, preparation
 * (all `add_reading`) and inventory (`inventory_count`), so the recall finds where it went.
 */
describe.each(dialects)('a tag read on a scan screen keeps its lot on %s', (dialect) => {
  let h: Harness;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    h = await createHarness(dialect);
    const typology = async (title: string, extra: Record<string, unknown> = {}) =>
      (await create(h, 'project_typologies', { title, ...extra })).id as number;
    const ac = await typology('AC');
    const lp = await typology('LP', { picking: true });
    const inv = await typology('INV', { inventory: true, free: true });
    ids.item = (await create(h, 'items', { code: 'CAF-1', description: 'Caffè in grani' })).id;
    ids.shelf = (await create(h, 'locations', { name: 'Scaffale C' })).id;
    const supplier = (await create(h, 'suppliers', { name: 'Torrefazione Blu' })).id;
    ids.customer = (await create(h, 'customers', { name: 'Bar Centrale', locality: 'Pavia' })).id;
    const ac1 = (
      await create(h, 'projects', { name: 'AC-T1', project_typology_id: ac, supplier_id: supplier })
    ).id as number;
    ids.order = (
      await create(h, 'projects', { name: 'LP-T1', project_typology_id: lp, customer_id: ids.customer })
    ).id;
    ids.inventory = (await create(h, 'projects', { name: 'INV-T1', project_typology_id: inv })).id;
    ids.pick = (await create(h, 'picks', { project_id: ids.order, item_id: ids.item, quantity: 10 })).id;
    // The incoming screen's reading of the tag, with its lot and a track at the shelf.
    const incoming = await create(
      h,
      'project_rows',
      {
        project_id: ac1,
        location_id: ids.shelf,
        item_id: ids.item,
        lot: 'L2611',
        expiry_date: '2027-06-30',
        quantity: 10,
        code: 'E2801160600002074A1B2C3D',
      },
      h.tokens.operator,
    );
    await create(
      h,
      'tracks',
      { project_row_id: incoming.id, location_id: ids.shelf, last_seen_at: '2026-11-20T08:00:00.000Z' },
      h.tokens.operator,
    );
    // Another tag of the same item whose readings disagree on the lot.
    for (const lot of ['L1', 'L2']) {
      await create(
        h,
        'project_rows',
        { project_id: ac1, item_id: ids.item, lot, quantity: 1, code: 'TAG-MIXED' },
        h.tokens.operator,
      );
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  it('packing: the reading of the tag stores its lot and use-by, and the trace of the lot finds the customer', async () => {
    const pkg = await create(h, 'packages', { project_id: ids.order }, h.tokens.operator);
    const res = await command(
      h,
      `picks/${ids.pick}?do=add_reading`,
      {
        module: 'packing',
        quantity: 4,
        location_id: ids.shelf,
        package_id: pkg.id,
        // What the scan screens send for a tag reading (no lot of its own).
        ...lotPayload({ tag: 'E2801160600002074A1B2C3D' }),
      },
      { token: h.tokens.operator, key: 'tag-lot-packing' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const stored = await show(h, 'project_rows', res.json().project_row.id);
    expect(stored).toMatchObject({ lot: 'L2611', expiry_date: '2027-06-30', project_id: ids.order });

    const trace = await h.request({
      method: 'GET',
      url: '/api/v2/project_rows?do=trace&q=L2611',
      token: h.tokens.operator,
    });
    expect(trace.statusCode, trace.body).toBe(200);
    const [lot] = (trace.json() as TraceAnswer).lots;
    expect(lot?.shipments.map((s) => [s.order?.name, s.customer?.name, s.package?.id, s.quantity])).toEqual([
      ['LP-T1', 'Bar Centrale', pkg.id, 4],
    ]);
  });

  it('inventory: a count from a tag is counted under its lot', async () => {
    const res = await command(
      h,
      `projects/${ids.inventory}?do=inventory_count`,
      {
        location_id: ids.shelf,
        item_id: ids.item,
        quantity: 6,
        ...lotPayload({ tag: 'E2801160600002074A1B2C3D' }),
      },
      { token: h.tokens.operator },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().project_row).toMatchObject({ lot: 'L2611', expiry_date: '2027-06-30' });
  });

  it('a lot read from a barcode wins over the tag; a tag whose readings disagree gives no lot', async () => {
    const read = async (payload: Record<string, unknown>, key: string) => {
      const res = await command(
        h,
        `picks/${ids.pick}?do=add_reading`,
        { module: 'picking', quantity: 1, location_id: ids.shelf, ...payload },
        { token: h.tokens.operator, key },
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().project_row as { lot: string | null };
    };
    expect((await read({ lot: 'L9', tag: 'E2801160600002074A1B2C3D' }, 'tag-lot-both')).lot).toBe('L9');
    expect((await read({ tag: 'TAG-MIXED' }, 'tag-lot-mixed')).lot).toBeNull();
    expect((await read({ tag: 'TAG-UNKNOWN' }, 'tag-lot-unknown')).lot).toBeNull();
  });
});
