/**
 * A list carries its plain associations in its own statement, as JSON the database builds
 * (services/embedded.ts), and so does one record (`GET /{model}/{id}`, a command's answer); a long
 * list, and the presenter itself, load them with a query each. All must answer the same bytes: the
 * same keys in the same order, the same values and types (numbers, booleans, ISO times with
 * milliseconds, nulls, empty lists), on both databases.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from './support/harness';
import { defaultShape, present } from '../../src/services/serialize';
import { registry } from '../../src/models/registry';
import { parsePresentation } from '../../src/services/presentation';

describe.each(dialects)('associations embedded in a list on %s', (dialect) => {
  let h: Harness;
  const ids: Record<string, number> = {};

  /** The list answer of `q` (a search), as its body text. */
  const listed = async (model: string, q: unknown, a = '') => {
    const res = await h.request({
      method: 'POST',
      url: `/api/v2/${model}/search${a}`,
      token: h.tokens.admin,
      payload: { q },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  /** The same records one by one, as `GET /{model}/{id}` answers them, as a list's body text. */
  const oneByOne = async (model: string, recordIds: number[], a = '') => {
    const records: unknown[] = [];
    for (const id of recordIds) {
      const res = await h.request({
        method: 'GET',
        url: `/api/v2/${model}/${id}${a}`,
        token: h.tokens.admin,
      });
      expect(res.statusCode).toBe(200);
      records.push(res.json());
    }
    return JSON.stringify(records);
  };
  /** The same records presented with a query per association (nothing embedded), as a body text. */
  const perAssociation = async (model: string, recordIds: number[], a?: object) => {
    const definition = registry.get(model)!;
    const shape = a
      ? parsePresentation(definition, { a: JSON.stringify(a) }, { registry, canRead: () => true })!
      : defaultShape(definition.include);
    const ctx = { db: h.handle.db, dialect, registry, fileUrl: (key: string) => key };
    const records: unknown[] = [];
    for (const id of recordIds) {
      const row = await h.handle.db.selectFrom(definition.table).selectAll().where('id', '=', id).execute();
      records.push(...(await present(definition, row, shape, ctx)));
    }
    return JSON.stringify(records);
  };

  beforeAll(async () => {
    h = await createHarness(dialect);
    const plant = await create(h, 'plants', { name: 'Sede', code: 'S1' });
    // A divisible unit: the readings below carry decimals (PZ would refuse them).
    const unit = await create(h, 'measure_units', { name: 'Chilogrammi', code: 'KG' });
    const shelf = await create(h, 'locations', { name: 'A01', code: 'A01', plant_id: plant.id });
    const high = await create(h, 'locations', { name: 'Z99', description: 'Scaffale "alto" – è così' });
    const low = await create(h, 'locations', { name: 'B02' });
    ids.full = (
      await create(h, 'items', {
        code: 'ART-FULL',
        barcode: '8001234567890',
        description: 'Pasta di semola 500 g',
        measure_unit_id: unit.id,
        location_id: shelf.id,
        quantity: 12.5,
        locked_quantity: 0.125,
        retail_price: 1.1,
      })
    ).id;
    ids.bare = (await create(h, 'items', { code: 'ART-BARE', barcode: '8009876543210' })).id;
    // Linked in the opposite order of their ids.
    for (const location of [high, low]) {
      await h.handle.db
        .insertInto('item_locations')
        .values({ item_id: ids.full, location_id: location.id })
        .execute();
    }
    await create(h, 'additional_barcodes', { item_id: ids.full, code: 'ALT-2' });
    await create(h, 'additional_barcodes', { item_id: ids.full, code: 'ALT-1' });
    // A time the database writes itself: microseconds on PostgreSQL, cut to milliseconds as before.
    const now = dialect === 'postgres' ? sql`now()` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
    await h.handle.db.updateTable('locations').set({ updated_at: now }).where('id', '=', high.id).execute();

    const typology = await create(h, 'project_typologies', { title: 'LP', picking: true, free: false });
    const project = await create(h, 'projects', { name: 'Ordine 1', project_typology_id: typology.id });
    ids.project = project.id;
    const pick = await create(h, 'picks', {
      project_id: project.id,
      item_id: ids.full,
      location_id: shelf.id,
      quantity: 3,
    });
    ids.pick = pick.id;
    ids.emptyPick = (await create(h, 'picks', { project_id: project.id, item_id: ids.bare, quantity: 1 })).id;
    await create(h, 'project_rows', {
      module: 'picking',
      project_id: project.id,
      pick_id: pick.id,
      item_id: ids.full,
      quantity: 1.5,
    });
    await create(h, 'project_rows', {
      module: 'picking',
      project_id: project.id,
      pick_id: pick.id,
      item_id: ids.full,
      quantity: 2,
    });
  });
  afterAll(() => h.close());

  it('answers a barcode lookup with the item and its associations as the item itself reads', async () => {
    const body = await listed('items', { barcode_eq: '8001234567890' });
    expect(body).toBe(await oneByOne('items', [ids.full!]));
    const [item] = JSON.parse(body);
    expect(item).toMatchObject({
      quantity: 12.5,
      locked_quantity: 0.125,
      measure_unit: { name: 'Chilogrammi', code: 'KG' },
      location: { name: 'A01', plant_id: expect.any(Number) },
      additional_barcodes: [{ code: 'ALT-2' }, { code: 'ALT-1' }],
    });
    expect(item.locations.map((l: { name: string }) => l.name)).toEqual(['Z99', 'B02']);
    expect(item.locations[0].updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('answers nulls and empty lists for an item without associations', async () => {
    const body = await listed('items', { barcode_eq: '8009876543210' });
    expect(body).toBe(await oneByOne('items', [ids.bare!]));
    expect(JSON.parse(body)[0]).toMatchObject({
      measure_unit: null,
      location: null,
      locations: [],
      additional_barcodes: [],
    });
  });

  it('keeps the fields a client asks for in nested records', async () => {
    const a =
      '?a[only][]=code&a[include][location][only][]=name&a[include][locations][except][]=description' +
      '&a[include][additional_barcodes][only][]=code&a[include][measure_unit]=';
    const body = await listed('items', { code_start: 'ART' }, a);
    expect(body).toBe(await oneByOne('items', [ids.full!, ids.bare!], a));
    expect(JSON.parse(body)[0].location).toEqual({ name: 'A01' });
  });

  it('answers a long list the same, once it loads associations with a query each', async () => {
    // Past 20 records a search loads its associations one query each from its next request on.
    const shelf = await create(h, 'locations', { name: 'LONG' });
    const made: number[] = [];
    for (let i = 0; i < 22; i++) {
      const item = await create(h, 'items', { code: `LONG-${i}`, location_id: shelf.id, quantity: i / 8 });
      made.push(item.id);
    }
    await create(h, 'additional_barcodes', { item_id: made[3], code: 'LONG-ALT' });
    const expected = await oneByOne('items', made);
    expect(await listed('items', { code_start: 'LONG-' })).toBe(expected);
    expect(await listed('items', { code_start: 'LONG-' })).toBe(expected);
    // A lookup of the same shape of search as before, by another value, still gets its own item.
    expect(await listed('items', { code_start: 'ART-FULL' })).toBe(await oneByOne('items', [ids.full!]));
  });

  it('gives booleans, decimals and times of nested records their types', async () => {
    // Picks: their readings (decimals) and location embedded, their item loaded as before.
    const body = await listed('picks', { project_id_eq: ids.project });
    expect(body).toBe(await oneByOne('picks', [ids.pick!, ids.emptyPick!]));
    const [pick, empty] = JSON.parse(body);
    expect(pick.project_rows.map((r: { quantity: number }) => r.quantity)).toEqual([1.5, 2]);
    expect(empty).toMatchObject({ location: null, project_rows: [] });
    // A project's typology (booleans) and a pick's project without its files or progress.
    const a = '?a[include][project_typology]=';
    const projects = await listed('projects', { id_eq: ids.project }, a);
    expect(projects).toBe(await oneByOne('projects', [ids.project!], a));
    expect(JSON.parse(projects)[0].project_typology).toMatchObject({
      picking: true,
      free: false,
    });
    const p = '?a[only][]=id&a[include][project][except][]=description';
    expect(await listed('picks', { id_eq: ids.pick }, p)).toBe(await oneByOne('picks', [ids.pick!], p));
  });

  it('answers one record as its associations loaded with a query each', async () => {
    // One record (a GET, a command's answer) embeds its plain associations too: the same bytes.
    expect(await oneByOne('picks', [ids.pick!, ids.emptyPick!])).toBe(
      await perAssociation('picks', [ids.pick!, ids.emptyPick!]),
    );
    expect(await oneByOne('items', [ids.full!, ids.bare!])).toBe(
      await perAssociation('items', [ids.full!, ids.bare!]),
    );
    const a = '?a[only][]=id&a[only][]=quantity&a[include][location][only][]=name&a[include][project_rows]=';
    const shape = { only: ['id', 'quantity'], include: { location: { only: ['name'] }, project_rows: '' } };
    expect(await oneByOne('picks', [ids.pick!], a)).toBe(await perAssociation('picks', [ids.pick!], shape));
  });
});
