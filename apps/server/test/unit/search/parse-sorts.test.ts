import { describe, expect, it } from 'vitest';
import { picks, projects } from './fixture-registry';
import { parse, parseQuery, searchError, type ModelRef } from './helpers';

const sorts = (model: ModelRef, s: unknown) =>
  parse(model, { s }).sorts.map(({ attribute, direction }) => [attribute.name, direction]);

describe('parseSearch sorts', () => {
  it.each([
    ['name asc', [['name', 'asc']]],
    ['name desc', [['name', 'desc']]],
    ['name DESC', [['name', 'desc']]],
    ['name', [['name', 'asc']]],
    ['  name   desc ', [['name', 'desc']]],
    ['"name desc"', [['name', 'desc']]],
    [
      '["name desc","id"]',
      [
        ['name', 'desc'],
        ['id', 'asc'],
      ],
    ],
    [
      'name desc, id asc',
      [
        ['name', 'desc'],
        ['id', 'asc'],
      ],
    ],
    ['', []],
  ])('%j', (s, expected) => {
    expect(sorts(projects, s)).toEqual(expected);
  });

  it('an array for several keys, from qs or JSON', () => {
    expect(
      parseQuery(picks, 'q[s][]=item_location_name+asc&q[s][]=item_code+asc').sorts.map((sort) => [
        sort.attribute.path,
        sort.attribute.column,
        sort.direction,
      ]),
    ).toEqual([
      [['item', 'location'], 'name', 'asc'],
      [['item'], 'code', 'asc'],
    ]);
    expect(sorts(projects, ['"closed desc"', 'updated_at desc'])).toEqual([
      ['closed', 'desc'],
      ['updated_at', 'desc'],
    ]);
    expect(sorts(projects, { '1': 'id', '0': 'name' })).toEqual([
      ['name', 'asc'],
      ['id', 'asc'],
    ]);
  });

  it('accepts q[sorts] as Ransack does, and keeps sorts beside filters', () => {
    const ast = parse(projects, { sorts: 'customer_name desc', name_cont: 'a' });
    expect(ast.sorts).toEqual([
      {
        attribute: { name: 'customer_name', path: ['customer'], column: 'name', type: 'string' },
        direction: 'desc',
      },
    ]);
    expect(ast.conditions).toHaveLength(1);
  });

  it.each([
    ['projects', 'foo asc', 'Attributo sconosciuto: foo'],
    ['users', 'password_digest', 'Attributo sconosciuto: password_digest'],
    ['projects', 'user_password_digest desc', 'Attributo sconosciuto: user_password_digest'],
    ['projects', 'internal_notes', 'Attributo sconosciuto: internal_notes'],
    ['projects', 'name up', 'Ordinamento non valido: name up'],
    ['projects', 'name asc extra', 'Ordinamento non valido: name asc extra'],
    ['projects', '"name', 'Ordinamento non valido: "name'],
    ['projects', '{"a":1}', 'Ordinamento non valido: {"a":1}'],
    ['projects', 5, 'Ordinamento non valido: 5'],
    ['projects', { name: 'asc' }, 'Ordinamento non valido: {"name":"asc"}'],
    ['items', 'additional_barcodes_code asc', 'Ordinamento non valido: additional_barcodes_code asc'],
    ['items', 'locations_name', 'Ordinamento non valido: locations_name'],
    ['projects', 'picks_item_code', 'Ordinamento non valido: picks_item_code'],
    ['items', 'metadata', 'Ordinamento non valido: metadata'],
  ])('%#: refuses %j', (model, s, message) => {
    const error = searchError(() => parse(model, { s }));
    expect(error.message).toBe(message);
    expect(error.key).toBe('s');
  });
});
