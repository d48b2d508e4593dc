import { describe, expect, it } from 'vitest';
import { dialects } from './databases';
import { searchIds, useFixtureDatabase } from './harness';

describe.each(dialects)('search sorts on %s', (dialect) => {
  const database = useFixtureDatabase(dialect);

  it.each([
    ['picks', 'quantity asc', [4, 5, 3, 2, 1]],
    ['picks', 'quantity desc', [1, 2, 3, 5, 4]],
    ['picks', '"quantity_remaining desc"', [2, 3, 5, 1, 4]],
    ['picks', ['project_id desc', 'quantity'], [5, 4, 3, 2, 1]],
    // id is the last key, so ties keep a stable order.
    ['picks', 'project_id', [1, 2, 3, 4, 5]],
    // NULLs sort as the largest value on both databases: last ascending, first descending.
    ['picks', 'notes asc', [3, 1, 4, 5, 2]],
    ['picks', 'notes desc', [2, 5, 4, 1, 3]],
    ['picks', ['item_location_name asc', 'item_code asc'], [1, 4, 2, 3, 5]],
    ['picks', 'location_name desc', [3, 4, 2, 5, 1]],
    ['picks', 'project_customer_name', [3, 4, 1, 2, 5]],
    ['projects', 'customer_name desc', [3, 6, 7, 5, 4, 1, 2]],
    ['projects', ['closed desc', 'updated_at desc'], [3, 6, 2, 7, 5, 4, 1]],
    ['projects', 'project_typology_title', [3, 4, 1, 2, 5, 6, 7]],
  ])('%s %j', async (model, s, expected) => {
    expect(await searchIds(database(), model, { s })).toEqual(expected);
  });

  it('sorts and filters on the same association', async () => {
    expect(await searchIds(database(), 'picks', { item_code_start: 'ART', s: 'item_code desc' })).toEqual([
      3, 2, 1, 4,
    ]);
  });

  it("uses the model's default sort without q[s], then id", async () => {
    expect(await searchIds(database(), 'projects', {})).toEqual([3, 7, 6, 5, 4, 2, 1]);
    expect(await searchIds(database(), 'picks', { closed_false: 1 })).toEqual([2, 3, 5]);
  });
});
