import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as divisibleUnits } from '../../../src/db/migrations/019_divisible_units';
import { createHarness, dialects, type Harness } from '../support/harness';

/**
 * Migration 019 on a database that already holds measure units: whole-piece codes (PZ, CF…,
 * compared without case or blanks; a unit without a code by its name) become not divisible, every
 * other unit divisible; nothing else changes. Run by dropping the column the harness's migration
 * added and applying the migration again over stored units.
 */
describe.each(dialects)('migration 019 (measure_units.divisible) on a populated %s database', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h.close());

  it('sets the flag of every stored unit from its code, keeping the rows', async () => {
    const db = h.handle.db;
    await sql`alter table measure_units drop column divisible`.execute(db);
    const stamp = new Date().toISOString();
    const units = [
      { name: 'Pezzi', code: 'PZ' },
      { name: 'Confezioni', code: ' cf ' },
      { name: 'NR', code: null },
      { name: 'Colli', code: 'colli' },
      { name: 'Chilogrammi', code: 'KG' },
      { name: 'Metri', code: '' },
    ];
    await db
      .insertInto('measure_units')
      .values(units.map((u) => ({ ...u, created_at: stamp, updated_at: stamp })))
      .execute();
    await divisibleUnits(db, h.handle.dialect);
    const stored = await db
      .selectFrom('measure_units')
      .select(['name', 'code', 'divisible'])
      .orderBy('id')
      .execute();
    expect(stored.map((u) => [u.name, u.code, Boolean(u.divisible)])).toEqual([
      ['Pezzi', 'PZ', false],
      ['Confezioni', ' cf ', false],
      ['NR', null, false],
      ['Colli', 'colli', false],
      ['Chilogrammi', 'KG', true],
      ['Metri', '', true],
    ]);
    // A unit added later without the flag takes the column's default until the model sets it.
    await db
      .insertInto('measure_units')
      .values({ name: 'Litri', code: 'LT', created_at: stamp, updated_at: stamp })
      .execute();
    const litri = await db
      .selectFrom('measure_units')
      .select('divisible')
      .where('code', '=', 'LT')
      .executeTakeFirstOrThrow();
    expect(Boolean(litri.divisible)).toBe(true);
  });
});
