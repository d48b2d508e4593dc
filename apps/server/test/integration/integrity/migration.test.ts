import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../../src/db/connection';
import { migrate } from '../../../src/db/migrate';
import type { Row } from '../../../src/db/types';
import { dialects } from '../support/harness';
import { ownDatabase, type OwnDatabase } from '../support/own-database';

/**
 * Migration 020 on a database that already holds what it forbids: codes repeated up to case and
 * spaces, a barcode on two items, master data in use. After it nothing is lost (every record,
 * every link), each repeat is renamed and reported, and the constraints are in place.
 */
describe.each(dialects)('migration 020 on a populated %s database', (dialect) => {
  let older: OwnDatabase;
  let handle: DbHandle;
  const report: string[] = [];
  const ids: Record<string, number> = {};

  const stamp = new Date().toISOString();
  const insert = async (table: string, values: Row): Promise<number> => {
    const row = await handle.db
      .insertInto(table)
      .values({ ...values, created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id as number;
  };
  const rows = (table: string) =>
    handle.db.selectFrom(table).selectAll().orderBy('id').execute() as Promise<Row[]>;
  const count = async (table: string) => (await handle.db.selectFrom(table).selectAll().execute()).length;

  beforeAll(async () => {
    older = await ownDatabase(dialect, '019_divisible_units');
    handle = older.handle;

    ids.plant = await insert('plants', { name: 'Sede' });
    ids.loc1 = await insert('locations', { name: 'Scaffale 1', code: 'A01-01', plant_id: ids.plant });
    ids.loc2 = await insert('locations', { name: 'Scaffale 1 bis', code: 'a01-01 ' });
    // Used only as an item's further location (a join table without timestamps).
    ids.loc3 = await insert('locations', { name: 'Scaffale 3', code: 'A03-01' });
    ids.unit1 = await insert('measure_units', { name: 'Pezzi', code: 'PZ' });
    ids.unit2 = await insert('measure_units', { name: 'Pezzi 2', code: 'pz' });
    ids.item1 = await insert('items', {
      code: 'PAS-500',
      barcode: '800100',
      location_id: ids.loc1,
      measure_unit_id: ids.unit1,
    });
    ids.item2 = await insert('items', {
      code: ' pas-500',
      barcode: '800100 ',
      location_id: ids.loc2,
      measure_unit_id: ids.unit2,
    });
    ids.item3 = await insert('items', { code: 'VITE-1', barcode: '800300' });
    // The newest item is gone: its id must not be handed out again after the migration.
    ids.gone = await insert('items', { code: 'GONE-1' });
    await handle.db.deleteFrom('items').where('id', '=', ids.gone).execute();
    // Item 1 repeats its own barcode as an additional one; item 3 has item 2's additional one.
    ids.same = await insert('additional_barcodes', { item_id: ids.item1, code: '800100' });
    ids.add2 = await insert('additional_barcodes', { item_id: ids.item2, code: 'ABC' });
    ids.add3 = await insert('additional_barcodes', { item_id: ids.item3, code: 'abc' });
    ids.customer1 = await insert('customers', { name: 'Rossi', external_code: 'C0001' });
    ids.customer2 = await insert('customers', { name: 'Rossi bis', external_code: 'C0001' });
    ids.supplier1 = await insert('suppliers', { name: 'Fornitore', external_code: 'F1' });
    ids.supplier2 = await insert('suppliers', { name: 'Fornitore bis', external_code: 'f1' });
    ids.address = await insert('addresses', { name: 'Magazzino Rossi', customer_id: ids.customer1 });
    ids.typology = await insert('project_typologies', { title: 'Uscita Merce Senza Lista' });
    ids.project = await insert('projects', {
      name: 'ORD-1',
      project_typology_id: ids.typology,
      customer_id: ids.customer1,
      address_id: ids.address,
    });
    ids.pick = await insert('picks', { project_id: ids.project, item_id: ids.item1, location_id: ids.loc1 });
    ids.reading = await insert('project_rows', {
      project_id: ids.project,
      item_id: ids.item1,
      location_id: ids.loc1,
      quantity: 2,
    });
    ids.package1 = await insert('packages', { project_id: ids.project, name: 'COLLO-1', incremental: 1 });
    ids.package2 = await insert('packages', { project_id: ids.project, name: 'collo-1', incremental: 2 });

    await handle.db
      .insertInto('item_locations')
      .values({ item_id: ids.item3, location_id: ids.loc3 })
      .execute();

    const warn = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
      report.push(String(line));
    });
    try {
      expect(await migrate(handle.db, handle.dialect)).toContain('020_integrity');
    } finally {
      warn.mockRestore();
    }
  });
  afterAll(() => older.drop());

  it('keeps every record and link; later copies of a code get -DUP<id>, the oldest keeps it', async () => {
    expect((await rows('items')).map((r) => [r.code, r.location_id, r.measure_unit_id])).toEqual([
      ['PAS-500', ids.loc1, ids.unit1],
      [`pas-500-DUP${ids.item2}`, ids.loc2, ids.unit2],
      ['VITE-1', null, null],
    ]);
    expect((await rows('locations')).map((r) => [r.code, r.plant_id])).toEqual([
      ['A01-01', ids.plant],
      [`a01-01-DUP${ids.loc2}`, null],
      ['A03-01', null],
    ]);
    expect((await rows('measure_units')).map((r) => r.code)).toEqual(['PZ', `pz-DUP${ids.unit2}`]);
    expect((await rows('customers')).map((r) => r.external_code)).toEqual([
      'C0001',
      `C0001-DUP${ids.customer2}`,
    ]);
    expect((await rows('suppliers')).map((r) => r.external_code)).toEqual(['F1', `f1-DUP${ids.supplier2}`]);
    expect((await rows('packages')).map((r) => r.name)).toEqual(['COLLO-1', `collo-1-DUP${ids.package2}`]);
    expect((await rows('projects'))[0]).toMatchObject({
      customer_id: ids.customer1,
      address_id: ids.address,
    });
    expect((await rows('addresses'))[0]).toMatchObject({ customer_id: ids.customer1 });
    expect((await rows('picks'))[0]).toMatchObject({ item_id: ids.item1, location_id: ids.loc1 });
    expect((await rows('project_rows'))[0]).toMatchObject({ item_id: ids.item1, location_id: ids.loc1 });
  });

  it('sets barcodes apart: a second item renamed, a repeat of the same item removed', async () => {
    expect((await rows('items')).map((r) => r.barcode)).toEqual([
      '800100',
      `800100-DUP${ids.item2}`,
      '800300',
    ]);
    expect((await rows('additional_barcodes')).map((r) => [r.item_id, r.code])).toEqual([
      [ids.item2, 'ABC'],
      [ids.item3, `abc-DUP${ids.add3}`],
    ]);
    const keys = await handle.db
      .selectFrom('item_barcodes')
      .select(['code_key', 'item_id'])
      .orderBy('code_key')
      .execute();
    expect(keys).toEqual([
      { code_key: '800100', item_id: ids.item1 },
      { code_key: `800100-dup${ids.item2}`, item_id: ids.item2 },
      { code_key: '800300', item_id: ids.item3 },
      { code_key: 'abc', item_id: ids.item2 },
      { code_key: `abc-dup${ids.add3}`, item_id: ids.item3 },
    ]);
  });

  it('reports every change it made to stored data', () => {
    const lines = report.join('\n');
    expect(report.every((line) => line.startsWith('020_integrity: '))).toBe(true);
    expect(report).toHaveLength(9);
    expect(lines).toContain(`items ${ids.item2}: code « pas-500» is also items ${ids.item1}'s`);
    expect(lines).toContain(`additional barcode «800100» repeats item ${ids.item1}'s barcode, removed`);
    expect(lines).toContain(`item ${ids.item3}: additional barcode «abc» is also item ${ids.item2}'s`);
  });

  const refused = (run: Promise<unknown>) =>
    run.then(
      () => 'written',
      (e: Error) => e.message,
    );

  it('refuses a code repeated up to case and spaces, on every table', async () => {
    const cases: [string, Row][] = [
      ['items', { code: ' pas-500 ' }],
      ['locations', { name: 'X', code: 'A01-01 ' }],
      ['customers', { name: 'X', external_code: 'c0001' }],
      ['suppliers', { name: 'X', external_code: ' F1' }],
      ['measure_units', { name: 'X', code: 'Pz' }],
      ['packages', { name: 'Collo-1' }],
    ];
    for (const [table, values] of cases) {
      expect(await refused(insert(table, values)), table).toMatch(/unique|duplicate/i);
    }
    // Empty codes are "no code", not a code: several may exist.
    await insert('locations', { name: 'Senza codice 1', code: '' });
    await insert('locations', { name: 'Senza codice 2', code: '' });
  });

  it('refuses a barcode of another item, main or additional, whichever way it is written', async () => {
    expect(await refused(insert('items', { code: 'NEW-1', barcode: ' 800300' }))).toMatch(
      /unique|duplicate/i,
    );
    expect(await refused(insert('additional_barcodes', { item_id: ids.item3, code: '800100' }))).toMatch(
      /unique|duplicate/i,
    );
    const moved = handle.db
      .updateTable('items')
      .set({ barcode: 'abc' })
      .where('id', '=', ids.item3)
      .execute();
    expect(await refused(moved)).toMatch(/unique|duplicate/i);
    // A barcode changed or removed frees its old value.
    await handle.db.updateTable('items').set({ barcode: '800399' }).where('id', '=', ids.item3).execute();
    await insert('additional_barcodes', { item_id: ids.item1, code: '800300' });
    await handle.db.deleteFrom('additional_barcodes').where('id', '=', ids.add2).execute();
    await insert('additional_barcodes', { item_id: ids.item1, code: 'abc' });
  });

  it("hands out new ids after every one used before, a deleted record's included", async () => {
    expect(await insert('items', { code: 'AFTER-1' })).toBeGreaterThan(ids.gone!);
  });

  it('refuses to delete master data in use; nothing is cleared', async () => {
    const deletes: [string, number | undefined][] = [
      ['locations', ids.loc1],
      ['customers', ids.customer1],
      ['addresses', ids.address],
      ['measure_units', ids.unit1],
      ['plants', ids.plant],
      ['locations', ids.loc3],
    ];
    for (const [table, id] of deletes) {
      expect(await refused(handle.db.deleteFrom(table).where('id', '=', id!).execute()), table).toMatch(
        /foreign key/i,
      );
    }
    expect((await rows('items'))[0]).toMatchObject({ location_id: ids.loc1, measure_unit_id: ids.unit1 });
    expect(await count('addresses')).toBe(1);
    expect(await count('item_locations')).toBe(1);
  });
});
