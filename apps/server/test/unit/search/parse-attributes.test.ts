import { describe, expect, it } from 'vitest';
import { picks, projects } from './fixture-registry';
import { onlyTest, parse, searchError } from './helpers';

describe('parseSearch attributes', () => {
  it('own columns first: project_typology_id is a column of projects', () => {
    expect(onlyTest(parse(projects, { project_typology_id_eq: '3' })).attribute).toEqual({
      name: 'project_typology_id',
      path: [],
      column: 'project_typology_id',
      type: 'id',
    });
  });

  it.each([
    ['projects', 'customer_name', ['customer'], 'name'],
    ['projects', 'supplier_name', ['supplier'], 'name'],
    ['projects', 'project_typology_title', ['project_typology'], 'title'],
    ['projects', 'user_email', ['user'], 'email'],
    ['picks', 'item_code', ['item'], 'code'],
    ['picks', 'location_name', ['location'], 'name'],
    ['picks', 'item_location_name', ['item', 'location'], 'name'],
    ['picks', 'project_customer_name', ['project', 'customer'], 'name'],
    ['picks', 'item_additional_barcodes_code', ['item', 'additional_barcodes'], 'code'],
    ['items', 'additional_barcodes_code', ['additional_barcodes'], 'code'],
    ['items', 'locations_name', ['locations'], 'name'],
    ['projects', 'picks_item_code', ['picks', 'item'], 'code'],
  ])('%#: %s reaches %j.%s', (model, name, path, column) => {
    expect(onlyTest(parse(model, { [`${name}_eq`]: 'x' })).attribute).toMatchObject({ name, path, column });
  });

  it('joins attributes with _or_ and _and_, sharing predicate and value', () => {
    expect(parse(projects, { name_or_customer_name_cont: 'ros' }).conditions).toEqual([
      {
        key: 'name_or_customer_name_cont',
        combinator: 'or',
        tests: [
          {
            predicate: 'cont',
            value: 'ros',
            attribute: { name: 'name', path: [], column: 'name', type: 'string' },
          },
          {
            predicate: 'cont',
            value: 'ros',
            attribute: { name: 'customer_name', path: ['customer'], column: 'name', type: 'string' },
          },
        ],
      },
    ]);
    const and = parse(projects, { name_and_description_not_null: 1 }).conditions[0]!;
    expect(and.combinator).toBe('and');
    expect(and.tests.map((test) => [test.attribute.column, test.predicate])).toEqual([
      ['name', 'not_null'],
      ['description', 'not_null'],
    ]);
  });

  it('casts a shared value per attribute', () => {
    const tests = parse(picks, { id_or_item_id_eq: '7' }).conditions[0]!.tests;
    expect(tests.map((test) => 'value' in test && test.value)).toEqual([7, 7]);
    expect(searchError(() => parse(picks, { id_or_notes_eq: 'abc' })).message).toBe(
      'Valore non valido per id_or_notes_eq: abc',
    );
  });

  it('names the whole key when one of the _or_ attributes is unknown', () => {
    expect(searchError(() => parse(projects, { name_or_foo_cont: 'x' })).message).toBe(
      'Filtro non valido: name_or_foo_cont',
    );
  });

  describe('unknown attributes are refused, naming the key', () => {
    it.each(['foo_eq', 'customer_foo_eq', 'customer_eq', 'item_code_eq', 'constructor_eq', 'toString_eq'])(
      '%s',
      (key) => {
        const error = searchError(() => parse(projects, { [key]: 'x' }));
        expect(error.message).toBe(`Filtro non valido: ${key}`);
        expect(error.key).toBe(key);
      },
    );

    it('__proto__ from a JSON body', () => {
      const q = JSON.parse('{"__proto___eq":"x","__proto__":{"name_eq":"x"}}') as unknown;
      expect(searchError(() => parse(projects, q)).message).toMatch(/^Filtro non valido: __proto__/);
    });
  });

  describe('nothing outside the allowlists is reachable', () => {
    it.each([
      ['users', 'password_digest_eq', 'hidden, even though listed as searchable'],
      ['users', 'password_digest_null', 'hidden, with a flag predicate'],
      ['users', 'atoken_present', 'hidden'],
      ['users', 'name_or_password_digest_cont', 'hidden inside _or_'],
      ['projects', 'user_password_digest_eq', 'hidden, through a searchable association'],
      ['projects', 'user_password_digest_start', 'hidden, through a searchable association'],
      ['picks', 'user_name_eq', 'through an association that is not searchable'],
      ['picks', 'project_user_password_digest_eq', 'two levels deep'],
      ['projects', 'internal_notes_cont', 'a column not in searchable'],
      ['items', 'purchase_cost_gt', 'a column not in searchable'],
      ['picks', 'item_purchase_cost_gt', 'a non-searchable column through an association'],
      ['items', 'item_locations_location_id_eq', 'a join table is not an association'],
    ])('%#: %s (%s)', (model, key) => {
      expect(searchError(() => parse(model, { [key]: '1' })).message).toBe(`Filtro non valido: ${key}`);
    });
  });
});
