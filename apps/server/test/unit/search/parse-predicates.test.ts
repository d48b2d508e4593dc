import { describe, expect, it } from 'vitest';
import { items, picks, projects } from './fixture-registry';
import { onlyTest, parse, parseQuery, searchError } from './helpers';

const quantity = { name: 'quantity', path: [], column: 'quantity', type: 'decimal' };
const notes = { name: 'notes', path: [], column: 'notes', type: 'text' };

describe('parseSearch predicates', () => {
  it.each([
    ['quantity_eq', '5', { predicate: 'eq', value: 5 }],
    ['quantity_not_eq', '5', { predicate: 'not_eq', value: 5 }],
    ['quantity_ne', '0', { predicate: 'not_eq', value: 0 }],
    ['quantity_lt', '5', { predicate: 'lt', value: 5 }],
    ['quantity_lteq', '5.5', { predicate: 'lteq', value: 5.5 }],
    ['quantity_gt', '-1', { predicate: 'gt', value: -1 }],
    ['quantity_gteq', '1e2', { predicate: 'gteq', value: 100 }],
  ])('%s=%s', (key, value, expected) => {
    expect(onlyTest(parse(picks, { [key]: value }))).toEqual({ ...expected, attribute: { ...quantity } });
  });

  it.each([
    ['notes_cont', { predicate: 'cont', value: 'Rossi' }],
    ['notes_i_cont', { predicate: 'cont', value: 'Rossi' }],
    ['notes_not_cont', { predicate: 'not_cont', value: 'Rossi' }],
    ['notes_start', { predicate: 'start', value: 'Rossi' }],
    ['notes_end', { predicate: 'end', value: 'Rossi' }],
  ])('%s', (key, expected) => {
    expect(onlyTest(parse(picks, { [key]: 'Rossi' }))).toEqual({ ...expected, attribute: notes });
  });

  it.each([
    ['notes_null', 'true', 'null'],
    ['notes_null', 'false', 'not_null'],
    ['notes_not_null', '1', 'not_null'],
    ['notes_not_null', '0', 'null'],
    ['notes_present', 't', 'present'],
    ['notes_present', 'f', 'blank'],
    ['notes_blank', 'TRUE', 'blank'],
    ['notes_blank', 'False', 'present'],
  ])('%s=%s is %s', (key, value, predicate) => {
    expect(onlyTest(parse(picks, { [key]: value }))).toEqual({ predicate, attribute: notes });
  });

  it.each([
    ['closed_true', '1', 'eq', true],
    ['closed_true', '0', 'not_eq', true],
    ['closed_false', 'true', 'eq', false],
    ['closed_false', 'false', 'not_eq', false],
    ['closed_not_true', 't', 'not_eq', true],
    ['closed_not_true', 'f', 'eq', true],
    ['closed_not_false', true, 'not_eq', false],
    ['closed_not_false', false, 'eq', false],
  ])('%s=%s is %s %s', (key, value, predicate, expected) => {
    expect(onlyTest(parse(picks, { [key]: value }))).toMatchObject({ predicate, value: expected });
  });

  it('_in and _not_in keep the list, cast', () => {
    expect(onlyTest(parseQuery(picks, 'q[project_id_in][]=1&q[project_id_in][]=2'))).toMatchObject({
      predicate: 'in',
      values: [1, 2],
    });
    expect(onlyTest(parse(picks, { project_id_not_in: [3] }))).toMatchObject({
      predicate: 'not_in',
      values: [3],
    });
  });

  describe('longest suffix wins', () => {
    it.each([
      ['notes_not_eq', 'not_eq'],
      ['notes_not_null', 'not_null'],
      ['notes_not_in', 'not_in'],
      ['notes_not_cont', 'not_cont'],
      ['notes_i_cont', 'cont'],
    ])('%s → %s on notes', (key, predicate) => {
      const test = onlyTest(parse(picks, { [key]: key.endsWith('null') ? 'true' : 'x' }));
      expect(test.predicate).toBe(predicate);
      expect(test.attribute.column).toBe('notes');
    });
  });

  it('reads an own column ending like a predicate (quantity_remaining_ne)', () => {
    expect(onlyTest(parse(picks, { quantity_remaining_ne: 0 }))).toEqual({
      predicate: 'not_eq',
      value: 0,
      attribute: { name: 'quantity_remaining', path: [], column: 'quantity_remaining', type: 'decimal' },
    });
  });

  describe('unknown predicates are refused, naming the key', () => {
    it.each(['name', 'name_like', 'name_eq_any', 'name_matches', '_eq', 'eq', 'name_'])('%s', (key) => {
      const error = searchError(() => parse(projects, { [key]: 'x' }));
      expect(error.message).toBe(`Filtro non valido: ${key}`);
      expect(error.key).toBe(key);
    });
  });

  describe('predicates that do not fit the column type are refused', () => {
    it.each([
      ['picks', 'quantity_cont', '1'],
      ['picks', 'closed_cont', 'x'],
      ['picks', 'notes_true', '1'],
      ['picks', 'closed_gt', '1'],
      ['items', 'metadata_eq', 'x'],
      ['items', 'metadata_in', 'x'],
    ])('%#: %s', (model, key, value) => {
      expect(searchError(() => parse(model, { [key]: value })).message).toBe(`Filtro non valido: ${key}`);
    });

    it('json columns still take the null predicates', () => {
      expect(onlyTest(parse(items, { metadata_null: 1 })).predicate).toBe('null');
    });
  });

  it('top-level conditions combine with and, or with q[m]=or', () => {
    expect(parse(picks, { closed_true: 1, notes_cont: 'x' }).combinator).toBe('and');
    expect(parseQuery(picks, 'q[m]=or&q[closed_true]=1&q[notes_cont]=x')).toMatchObject({
      combinator: 'or',
      conditions: [{ key: 'closed_true' }, { key: 'notes_cont' }],
    });
    expect(parse(picks, { m: 'AND', closed_true: 1 }).combinator).toBe('and');
    expect(searchError(() => parse(picks, { m: 'xor' })).message).toBe('Valore non valido per m: xor');
  });

  it('refuses Ransack groupings instead of ignoring them', () => {
    expect(searchError(() => parseQuery(projects, 'q[g][0][name_eq]=a')).message).toBe(
      'Filtro non supportato: g',
    );
    expect(searchError(() => parse(projects, { c: [{}] })).message).toBe('Filtro non supportato: c');
  });

  it('an absent or empty q is an empty search; a q that is not an object is refused', () => {
    const empty = { combinator: 'and', conditions: [], sorts: [] };
    expect(parse(projects, undefined)).toEqual(empty);
    expect(parse(projects, null)).toEqual(empty);
    expect(parse(projects, '')).toEqual(empty);
    expect(parse(projects, {})).toEqual(empty);
    expect(searchError(() => parse(projects, 'name_eq')).message).toBe('Filtro non valido: q');
    expect(searchError(() => parse(projects, ['a'])).message).toBe('Filtro non valido: q');
  });
});
