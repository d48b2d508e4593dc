import { describe, expect, it } from 'vitest';
import { dialects } from './databases';
import { countMatching, matchingIds, searchIds, searchQuery, useFixtureDatabase } from './harness';
import { registry } from '../../unit/search/fixture-registry';

describe.each(dialects)('search through associations on %s', (dialect) => {
  const database = useFixtureDatabase(dialect);

  describe('belongsTo: LEFT JOIN', () => {
    it.each([
      ['picks', { item_code_eq: 'ART-1' }, [1, 4]],
      ['picks', { location_name_eq: 'B-02' }, [2, 5]],
      ['picks', { item_location_name_eq: 'A-01' }, [1, 4]],
      ['picks', { item_location_plant_id_eq: 2 }, []],
      ['picks', { project_customer_name_cont: 'rossi' }, [1, 2]],
      ['picks', { project_project_typology_title_eq: 'AN' }, [5]],
      // LEFT JOIN: a pick without item reads as NULL item attributes, as with Ransack.
      ['picks', { item_code_null: 1 }, [5]],
      ['picks', { item_location_name_null: 1 }, [3, 5]],
      ['picks', { item_code_start: 'art', item_description_cont: 'VIT' }, [1, 4]],
      ['projects', { customer_name_eq: 'Rossi SpA' }, [1]],
      ['projects', { supplier_name_cont: 'uno' }, [2, 4]],
      ['projects', { project_typology_title_eq: 'LP' }, [1, 2]],
      ['projects', { user_admin_true: 1 }, [1, 4]],
      ['projects', { customer_code_blank: 1 }, [3, 4, 5, 6, 7]],
    ])('%s %j', async (model, q, expected) => {
      expect(await matchingIds(database(), model, q)).toEqual(expected);
    });

    it('joins each path once for several conditions and the sort', async () => {
      const q = {
        item_code_start: 'ART',
        item_location_name_present: 1,
        s: ['item_location_name desc', 'item_code'],
      };
      const compiled = searchQuery(database(), 'picks', q).compile();
      expect(compiled.sql.match(/left join/gi)).toHaveLength(2);
      expect(await searchIds(database(), 'picks', q)).toEqual([2, 1, 4]);
    });

    it('leaves the caller’s selectAll(table) columns alone', async () => {
      const rows = await searchQuery(database(), 'picks', {
        item_code_eq: 'ART-1',
        s: 'location_name',
      }).execute();
      const columns = Object.keys(registry.get('picks')!.columns).sort();
      expect(rows.map((row) => Object.keys(row).sort())).toEqual([columns, columns]);
      expect(rows.map((row) => Number(row.id))).toEqual([1, 4]);
    });
  });

  describe('hasMany and manyToMany: EXISTS, never duplicated rows', () => {
    it.each([
      ['items', { additional_barcodes_code_eq: 'EXTRA-3' }, [2]],
      ['items', { additional_barcodes_code_start: 'extra' }, [1, 2]],
      ['items', { additional_barcodes_code_not_eq: 'EXTRA-1' }, [1, 2]],
      ['items', { additional_barcodes_code_in: ['EXTRA-1', 'EXTRA-2'] }, [1]],
      // No related row counts as one row of NULLs (Ransack's LEFT OUTER JOIN): items without barcodes.
      ['items', { additional_barcodes_id_null: 1 }, [3]],
      ['items', { additional_barcodes_id_not_null: 1 }, [1, 2]],
      ['items', { additional_barcodes_code_blank: 1 }, [3]],
      ['items', { locations_name_eq: 'B-02' }, [1, 2]],
      ['items', { locations_name_cont: '0' }, [1, 2]],
      ['items', { locations_id_null: 1 }, [3]],
      ['items', { code_or_additional_barcodes_code_eq: 'ART-3' }, [3]],
      ['items', { code_or_additional_barcodes_code_eq: 'EXTRA-2' }, [1]],
      ['picks', { item_additional_barcodes_code_eq: 'EXTRA-3' }, [2]],
      ['picks', { item_locations_name_eq: 'B-02' }, [1, 2, 4]],
      ['projects', { picks_item_code_eq: 'ART-1' }, [1, 2]],
      ['projects', { picks_location_id_in: [1, 2] }, [1, 3]],
      ['projects', { picks_closed_false: 1 }, [1, 2, 3]],
      ['projects', { picks_item_additional_barcodes_code_cont: 'extra' }, [1, 2]],
      ['projects', { picks_item_code_null: 1 }, [3, 4, 5, 6, 7]],
      ['projects', { m: 'or', picks_item_code_eq: 'ART-3', customer_name_eq: 'Rossi SpA' }, [1, 2]],
    ])('%s %j', async (model, q, expected) => {
      const ids = await searchIds(database(), model, q);
      expect([...ids].sort((a, b) => a - b)).toEqual(expected);
    });

    it('counts with the filters only, each record once', async () => {
      expect(await countMatching(database(), 'items', { additional_barcodes_code_start: 'EXTRA' })).toBe(2);
      expect(await countMatching(database(), 'projects', { picks_location_id_in: [1, 2, 3] })).toBe(3);
      expect(await countMatching(database(), 'picks', { item_code_eq: 'ART-1', s: 'item_code' })).toBe(2);
      expect(await countMatching(database(), 'picks', {})).toBe(5);
    });
  });
});
