import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { applySearch, type SearchAst } from '../../../src/services/search';
import { createQueryCache, searchShape } from '../../../src/services/search/compiled';
import { registry } from './fixture-registry';
import { parse } from './helpers';

const db = new Kysely<Record<string, Record<string, unknown>>>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const model = registry.get('projects')!;

/** The query as records.list builds it, counting how often it is really built. */
function builder() {
  const calls = { n: 0 };
  const build = (ast: SearchAst, extra: readonly unknown[]): CompiledQuery => {
    calls.n++;
    let query = applySearch(db.selectFrom('projects').selectAll('projects'), ast, {
      registry,
      model,
      dialect: 'sqlite',
    });
    if (extra.length) query = query.limit(extra[0] as number).offset(extra[1] as number);
    return query.compile();
  };
  return { build, calls };
}

describe('compiled list queries', () => {
  it('compiles a shape twice (real and probe), then only binds the values of later requests', () => {
    const cache = createQueryCache();
    const { build, calls } = builder();
    const first = cache.compile('projects', parse(model, { name_eq: 'A', id_in: [1, 2] }), [10, 0], build);
    expect(calls.n).toBe(2);
    const later = cache.compile('projects', parse(model, { name_eq: 'B', id_in: [3, 4] }), [5, 20], build);
    expect(calls.n).toBe(2);
    expect(later.sql).toBe(first.sql);
    const direct = builder().build(parse(model, { name_eq: 'B', id_in: [3, 4] }), [5, 20]);
    expect(later.parameters).toEqual(direct.parameters);
    expect(later.parameters).toEqual(['B', 3, 4, 5, 20]);
  });

  it('keeps shapes apart: another number of values, another key or another predicate', () => {
    const cache = createQueryCache();
    const { build } = builder();
    cache.compile('projects', parse(model, { id_in: [1, 2] }), [], build);
    const three = cache.compile('projects', parse(model, { id_in: [1, 2, 3] }), [], build);
    expect(three.parameters).toEqual([1, 2, 3]);
    const other = cache.compile('projects', parse(model, { id_not_in: [1, 2] }), [], build);
    expect(other.sql).toContain('not in');
    expect(searchShape(parse(model, { id_in: [1, 2] }))).not.toBe(searchShape(parse(model, { id_in: [1] })));
  });

  it('does not reuse a query whose text or binding depends on the value', () => {
    const cache = createQueryCache();
    const { build, calls } = builder();
    // Booleans are bound as 0/1 on SQLite: the probe's markers cannot stand for them.
    for (const closed of ['true', 'false', 'true']) {
      const compiled = cache.compile('projects', parse(model, { closed_eq: closed }), [], build);
      expect(compiled.parameters).toEqual([closed === 'true' ? 1 : 0]);
    }
    expect(calls.n).toBe(4); // real + probe once, then real only
    // A LIKE takes another form for a non-ASCII pattern: never cached at all.
    expect(searchShape(parse(model, { name_cont: 'caffè' }))).toBeUndefined();
    const ascii = cache.compile('projects', parse(model, { name_cont: 'cafe' }), [], build);
    const accented = cache.compile('projects', parse(model, { name_cont: 'caffè' }), [], build);
    expect(accented.sql).not.toBe(ascii.sql);
  });

  it('compiles every time without a key, and forgets the oldest shapes beyond its bound', () => {
    const cache = createQueryCache(2);
    const { build, calls } = builder();
    cache.compile(undefined, parse(model, { id_eq: 1 }), [], build);
    cache.compile(undefined, parse(model, { id_eq: 2 }), [], build);
    expect(calls.n).toBe(2);
    cache.compile('a', parse(model, { id_eq: 1 }), [], build);
    cache.compile('b', parse(model, { id_eq: 1 }), [], build);
    cache.compile('c', parse(model, { id_eq: 1 }), [], build);
    expect(cache.size).toBe(2);
  });
});
