import { describe, expect, it } from 'vitest';
import { dialects } from './databases';
import { matchingIds, searchQuery, useFixtureDatabase } from './harness';

describe.each(dialects)('search filters on %s', (dialect) => {
  const database = useFixtureDatabase(dialect);

  it.each([
    ['projects', { id_eq: 2 }, [2]],
    ['projects', { name_eq: 'ORD-001' }, [1]],
    ['projects', { name_eq: 'ord-001' }, []],
    ['projects', { supplier_id_eq: 1 }, [2, 4]],
    // not_eq, not_in: SQL semantics, NULL never matches (projects 1, 5, 6, 7 have no supplier).
    ['projects', { supplier_id_not_eq: 1 }, [3]],
    ['projects', { supplier_id_ne: 1 }, [3]],
    ['projects', { id_in: ['1', '3'] }, [1, 3]],
    ['projects', { id_in: '2,4' }, [2, 4]],
    ['projects', { id_in: '[5,6]' }, [5, 6]],
    ['projects', { supplier_id_not_in: [1] }, [3]],
    ['projects', { supplier_id_null: 'true' }, [1, 5, 6, 7]],
    ['projects', { supplier_id_null: 'false' }, [2, 3, 4]],
    ['projects', { supplier_id_not_null: 1 }, [2, 3, 4]],
    ['projects', { description_present: 1 }, [1, 2, 5, 6, 7]],
    ['projects', { description_present: 0 }, [3, 4]],
    ['projects', { description_blank: 't' }, [3, 4]],
    ['projects', { customer_id_blank: 't' }, [3, 6, 7]],
    ['projects', { customer_id_present: 't' }, [1, 2, 4, 5]],
    ['projects', { closed_true: 1 }, [2, 6]],
    ['projects', { closed_true: 0 }, [1, 4, 5, 7]],
    ['projects', { closed_false: 1 }, [1, 4, 5, 7]],
    ['projects', { closed_false: 0 }, [2, 6]],
    ['projects', { closed_not_true: 1 }, [1, 4, 5, 7]],
    ['projects', { closed_not_false: 1 }, [2, 6]],
    ['projects', { closed_eq: 'false' }, [1, 4, 5, 7]],
    ['projects', { closed_null: 1 }, [3]],
    ['projects', { project_date_lt: '2024-02-20' }, [1]],
    ['projects', { project_date_lteq: '2024-02-20' }, [1, 2]],
    ['projects', { project_date_gt: '2024-03-02' }, [6, 7]],
    ['projects', { project_date_gteq: '2024-03-02' }, [5, 6, 7]],
    ['projects', { updated_at_lt: '2024-02-01' }, [1]],
    [
      'projects',
      { updated_at_gteq: '2024-02-20T11:30:00+02:00', updated_at_lt: '2024-03-01T10:00:00Z' },
      [2],
    ],
    ['picks', { quantity_remaining_ne: 0 }, [2, 3, 4, 5]],
    ['picks', { quantity_detected_eq: 0 }, [2, 5]],
    ['picks', { quantity_gt: '2.5' }, [1, 2, 3]],
    ['picks', { quantity_gteq: 3, quantity_lt: 10 }, [2, 3]],
    ['picks', { quantity_remaining_lteq: -1 }, [4]],
    ['picks', { document_id_null: true }, [1, 3, 5]],
    ['picks', { notes_blank: 1 }, [2, 3]],
    ['items', { quantity_eq: 5.5 }, [3]],
    ['items', { retail_price_not_null: 1, quantity_gt: 0 }, [1, 3]],
    ['items', { metadata_null: 1 }, [3]],
    ['users', { admin_true: 1 }, [1]],
    ['users', { admin_false: 1 }, [2]],
  ])('%s %j', async (model, q, expected) => {
    expect(await matchingIds(database(), model, q)).toEqual(expected);
  });

  describe('text matching is case-insensitive, accents included', () => {
    it.each([
      [{ description_cont: 'CITTÀ' }, [1]],
      [{ description_cont: 'città' }, [1]],
      [{ description_cont: 'cItTà dI' }, [1]],
      [{ description_i_cont: 'merce' }, [2]],
      [{ description_start: 'RITIRO' }, [2]],
      [{ description_start: 'merce' }, []],
      [{ description_end: 'CASTELLO' }, [1]],
      [{ description_end: 'ritiro' }, []],
      [{ customer_name_cont: 'città nuova' }, [2]],
      [{ customer_name_cont: 'PIÙ' }, [4]],
      // NULL descriptions (project 3) are neither containing nor not containing.
      [{ description_not_cont: 'MERCE' }, [1, 4, 5, 6, 7]],
    ])('%j', async (q, expected) => {
      expect(await matchingIds(database(), 'projects', q)).toEqual(expected);
    });
  });

  describe('%, _ and \\ in a value are literal', () => {
    it.each([
      [{ name_cont: '50%' }, [5]],
      [{ name_start: '50%' }, [5]],
      [{ name_cont: '%' }, [5]],
      [{ description_cont: 'A_B' }, [5]],
      [{ description_cont: '_' }, [5]],
      [{ name_cont: 'C:\\t' }, [7]],
      [{ name_end: '\\tmp' }, [7]],
      [{ description_not_cont: '_' }, [1, 2, 4, 6, 7]],
      [{ customer_name_cont: '50%' }, [4]],
      [{ customer_name_cont: 'r_s' }, [5]],
    ])('%j', async (q, expected) => {
      expect(await matchingIds(database(), 'projects', q)).toEqual(expected);
    });
  });

  it('combines the attributes of one key with _or_ / _and_', async () => {
    expect(await matchingIds(database(), 'projects', { name_or_customer_name_cont: 'ros' })).toEqual([1, 4]);
    expect(await matchingIds(database(), 'projects', { name_and_description_cont: 'o' })).toEqual([1, 2]);
  });

  it('combines keys with and, or with m=or', async () => {
    expect(await matchingIds(database(), 'projects', { closed_true: 1, supplier_id_null: 1 })).toEqual([6]);
    expect(await matchingIds(database(), 'projects', { m: 'or', closed_true: 1, supplier_id_eq: 2 })).toEqual(
      [2, 3, 6],
    );
  });

  it('ignores blank values', async () => {
    expect(await matchingIds(database(), 'projects', { name_cont: '', id_in: [] })).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it('binds values as parameters, never as SQL text', async () => {
    const hostile = "x' or '1'='1";
    const query = searchQuery(database(), 'projects', { name_eq: hostile, description_cont: hostile });
    const compiled = query.compile();
    expect(compiled.sql).not.toContain("'1'");
    expect(compiled.parameters).toEqual([hostile, `%${hostile}%`]);
    expect(await query.execute()).toEqual([]);
  });
});
