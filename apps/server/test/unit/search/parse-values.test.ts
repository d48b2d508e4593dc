import { describe, expect, it } from 'vitest';
import { items, picks, projects } from './fixture-registry';
import { onlyTest, parse, parseQuery, searchError, type ModelRef } from './helpers';

const values = (model: ModelRef, q: unknown) => {
  const test = onlyTest(parse(model, q));
  return 'values' in test ? test.values : 'value' in test ? test.value : undefined;
};

describe('parseSearch values', () => {
  describe('_in forms', () => {
    it.each([
      ['a qs array', 'q[project_id_in][]=1&q[project_id_in][]=2'],
      ['a qs indexed array', 'q[project_id_in][0]=1&q[project_id_in][1]=2'],
      ['a JSON array string', 'q[project_id_in]=[1,2]'],
      ['a comma-separated string', 'q[project_id_in]=1,2'],
      ['a comma-separated string with spaces', 'q[project_id_in]= 1 , 2 '],
    ])('%s', (_, query) => {
      expect(onlyTest(parseQuery(picks, query))).toMatchObject({ predicate: 'in', values: [1, 2] });
    });

    it('a JSON body array of numbers', () => {
      expect(values(picks, { project_id_in: [1, 2] })).toEqual([1, 2]);
    });

    it('qs turns large indexes into an object: still read in index order', () => {
      expect(values(picks, { project_id_in: { '30': '3', '25': '2' } })).toEqual([2, 3]);
    });

    it('one scalar is a one-element list', () => {
      expect(values(picks, { project_id_in: 4 })).toEqual([4]);
      expect(values(picks, { notes_not_in: 'a' })).toEqual(['a']);
    });

    it('strings keep their text', () => {
      expect(values(items, { code_in: '["A,1","B"]' })).toEqual(['A,1', 'B']);
      expect(values(items, { code_in: 'A1,B2' })).toEqual(['A1', 'B2']);
    });

    it('drops blank members and ignores an all-blank list', () => {
      expect(values(picks, { project_id_in: ['1', '', null, ' 2 '] })).toEqual([1, 2]);
      expect(parse(picks, { project_id_in: [] }).conditions).toEqual([]);
      expect(parse(picks, { project_id_in: '' }).conditions).toEqual([]);
      expect(parse(picks, { project_id_in: ['', ''] }).conditions).toEqual([]);
    });

    it.each([
      [{ project_id_in: ['1', 'x'] }, 'Valore non valido per project_id_in: x'],
      [{ project_id_in: '[1,' }, 'Valore non valido per project_id_in: [1,'],
      [{ project_id_in: '{"a":1}' }, 'Valore non valido per project_id_in: {"a":1}'],
      [{ project_id_in: [[1]] }, 'Valore non valido per project_id_in: [1]'],
      [{ project_id_in: { a: 1 } }, 'Valore non valido per project_id_in: {"a":1}'],
    ])('%# refuses %j', (q, message) => {
      expect(searchError(() => parse(picks, q)).message).toBe(message);
    });
  });

  describe('boolean switches', () => {
    it.each([true, 1, '1', 't', 'T', 'true', 'TRUE', ' true '])('%j is true', (value) => {
      expect(onlyTest(parse(picks, { notes_null: value })).predicate).toBe('null');
    });

    it.each([false, 0, '0', 'f', 'F', 'false', 'FALSE'])('%j is false', (value) => {
      expect(onlyTest(parse(picks, { notes_null: value })).predicate).toBe('not_null');
    });

    it.each(['', 'yes', 'on', 2, null, ['1'], { a: 1 }])('%j is refused (a blank switch too)', (value) => {
      expect(searchError(() => parse(picks, { document_id_null: value })).message).toMatch(
        /^Valore non valido per document_id_null: /,
      );
    });
  });

  describe('casting by column type', () => {
    it.each([
      ['picks', 'project_id_eq', '12', 12],
      ['picks', 'project_id_eq', 12, 12],
      ['picks', 'project_id_eq', '+3', 3],
      ['picks', 'project_id_eq', '-2147483647', -2147483647],
      ['items', 'quantity_eq', '1.50', 1.5],
      ['items', 'quantity_eq', '.5', 0.5],
      ['items', 'quantity_eq', 2, 2],
      ['projects', 'closed_eq', 'false', false],
      ['projects', 'closed_eq', '1', true],
      ['projects', 'closed_eq', true, true],
      ['projects', 'name_eq', 'LP', 'LP'],
      ['projects', 'name_eq', 42, '42'],
      ['projects', 'name_eq', '  LP  ', 'LP'],
      ['projects', 'project_date_gteq', '2024-02-29', '2024-02-29'],
      ['projects', 'updated_at_lt', '2024-05-01', '2024-05-01T00:00:00.000Z'],
      ['projects', 'updated_at_lt', '2024-05-01T12:00:00+02:00', '2024-05-01T10:00:00.000Z'],
    ])('%#: %s=%j → %j', (model, key, value, expected) => {
      expect(values(model, { [key]: value })).toEqual(expected);
    });

    it.each([
      ['picks', 'quantity_gt', 'abc'],
      ['picks', 'project_id_eq', '1.5'],
      ['picks', 'project_id_eq', 1.5],
      ['picks', 'project_id_eq', '99999999999999999999'],
      ['picks', 'project_id_eq', '2147483648'],
      ['projects', 'name_eq', 'a\u0000b'],
      ['picks', 'project_id_eq', true],
      ['items', 'quantity_eq', '1,5'],
      ['items', 'quantity_eq', 'Infinity'],
      ['projects', 'closed_eq', 'yes'],
      ['projects', 'name_eq', false],
      ['projects', 'project_date_eq', '2024-02-30'],
      ['projects', 'project_date_eq', '01/02/2024'],
      ['projects', 'updated_at_gt', 'yesterday'],
      ['projects', 'name_eq', ['a']],
      ['projects', 'name_eq', { a: 'b' }],
    ])('%#: %s=%j is refused, naming key and value', (model, key, value) => {
      const error = searchError(() => parse(model, { [key]: value }));
      expect(error.message).toMatch(new RegExp(`^Valore non valido per ${key}: `));
      expect(error.key).toBe(key);
    });

    it('keeps bad values short in the message', () => {
      expect(searchError(() => parse(picks, { quantity_gt: 'x'.repeat(200) })).message).toBe(
        `Valore non valido per quantity_gt: ${'x'.repeat(57)}...`,
      );
    });
  });

  it('ignores blank values of non-switch predicates, like Ransack', () => {
    expect(parseQuery(projects, 'q[name_cont]=&q[customer_name_eq]=%20&q[id_eq]=').conditions).toEqual([]);
    expect(parse(projects, { name_eq: null }).conditions).toEqual([]);
  });

  it('keeps LIKE wildcards as text: escaping is the builder’s job', () => {
    expect(values(projects, { name_cont: '50%_a\\b' })).toBe('50%_a\\b');
  });
});
