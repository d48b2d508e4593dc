import type { CompiledQuery } from 'kysely';
import type { AttributeTest, Scalar, SearchAst } from './ast';

/**
 * Compiled list queries, reused by the shape of their search (`q`'s keys, predicates and number of
 * values, the columns, paging) rather than rebuilt on every request: a barcode lookup or a picking
 * list sends the same few shapes over and over, with different values. Building and compiling one
 * with Kysely costs more than running it (an indexed lookup on SQLite).
 *
 * Each shape is compiled once with its real values and once with markers in their place; it is
 * kept only when both give the same SQL text and the markers sit exactly where the real values
 * are bound (so the text cannot depend on a value: booleans bound as 0/1 on SQLite, or a LIKE that
 * takes another form for a non-ASCII pattern, fail the check and are compiled per request as
 * before). Later requests of the shape only bind their values into the kept text.
 */

/** Predicates whose SQL text depends only on the shape; `cont` & co. pick a LIKE form by value. */
const BOUND_AS_IS = new Set<AttributeTest['predicate']>([
  'eq',
  'not_eq',
  'lt',
  'lteq',
  'gt',
  'gteq',
  'in',
  'not_in',
  'null',
  'not_null',
  'present',
  'blank',
]);

/** The values of a search, in the order of its conditions and tests. */
export function searchValues(ast: SearchAst): Scalar[] {
  const values: Scalar[] = [];
  for (const condition of ast.conditions) {
    for (const test of condition.tests) {
      if ('values' in test) values.push(...test.values);
      else if ('value' in test) values.push(test.value);
    }
  }
  return values;
}

/** The same search with `values` (as `searchValues` orders them) in place of its own. */
export function withValues(ast: SearchAst, values: readonly unknown[]): SearchAst {
  let at = 0;
  const next = () => values[at++] as Scalar;
  return {
    ...ast,
    conditions: ast.conditions.map((condition) => ({
      ...condition,
      tests: condition.tests.map((test): AttributeTest => {
        if ('values' in test) return { ...test, values: test.values.map(() => next()) };
        if ('value' in test) return { ...test, value: next() } as AttributeTest;
        return test;
      }),
    })),
  };
}

/**
 * The shape of a search without its values, or undefined when its SQL may depend on a value.
 * Attributes are named by their resolved path and column, so two spellings of one filter differ
 * harmlessly (two entries), never two filters share one.
 */
export function searchShape(ast: SearchAst): string | undefined {
  const parts: string[] = [ast.combinator];
  for (const condition of ast.conditions) {
    parts.push(`(${condition.combinator}`);
    for (const test of condition.tests) {
      if (!BOUND_AS_IS.has(test.predicate)) return undefined;
      const { path, column, type } = test.attribute;
      const count = 'values' in test ? test.values.length : 'value' in test ? 1 : 0;
      parts.push(`${path.join('.')}.${column}:${type}:${test.predicate}:${count}`);
    }
    parts.push(')');
  }
  for (const sort of ast.sorts) {
    parts.push(`s:${sort.attribute.path.join('.')}.${sort.attribute.column}:${sort.direction}`);
  }
  return parts.join(' ');
}

interface Kept {
  compiled: CompiledQuery;
  /** Per bound parameter: the index of the value it takes, or the constant the query itself binds. */
  slots: ({ value: number } | { constant: unknown })[];
}

/** A marker no client value can be: searched text never holds NUL (values.ts refuses it). */
const marker = (i: number) => `\u0000wh-param-${i}\u0000`;

function bind(slots: Kept['slots'], values: readonly unknown[]): unknown[] {
  return slots.map((slot) => ('value' in slot ? values[slot.value] : slot.constant));
}

function sameParameters(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

export function createQueryCache(maxEntries = 500) {
  /** null: a shape found not to be reusable (compiled per request). */
  const entries = new Map<string, Kept | null>();

  const remember = (key: string, kept: Kept | null) => {
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, kept);
  };

  return {
    /**
     * The compiled query of `ast` plus `extra` values (limit, offset), through `build`, which must
     * make the same query from any values of the same shape. `key` names everything else the query
     * depends on (model, columns, dialect); undefined compiles without caching.
     */
    compile(
      key: string | undefined,
      ast: SearchAst,
      extra: readonly unknown[],
      build: (ast: SearchAst, extra: readonly unknown[]) => CompiledQuery,
    ): CompiledQuery {
      const shape = key === undefined ? undefined : searchShape(ast);
      if (shape === undefined) return build(ast, extra);
      const fullKey = `${key}|${extra.length}|${shape}`;
      const values = [...searchValues(ast), ...extra];
      const kept = entries.get(fullKey);
      if (kept) {
        // Least recently used goes first.
        entries.delete(fullKey);
        entries.set(fullKey, kept);
        return { ...kept.compiled, parameters: bind(kept.slots, values) };
      }
      const real = build(ast, extra);
      if (kept === null) return real;
      const markers = values.map((_, i) => marker(i));
      const probe = build(withValues(ast, markers), markers.slice(values.length - extra.length));
      const slots = probe.parameters.map((parameter) => {
        const index = typeof parameter === 'string' ? markers.indexOf(parameter) : -1;
        return index >= 0 ? { value: index } : { constant: parameter };
      });
      const reusable = probe.sql === real.sql && sameParameters(bind(slots, values), real.parameters);
      remember(fullKey, reusable ? { compiled: probe, slots } : null);
      return real;
    },
    get size() {
      return entries.size;
    },
  };
}

export type QueryCache = ReturnType<typeof createQueryCache>;
