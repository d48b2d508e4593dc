/**
 * Refine's list parameters ↔ the v2 search dialect (Ransack: `q[<field>_<predicate>]`, `q[s]`,
 * `page`, `per`), both ways: the list screen keeps the v2 parameters in its URL (a filtered list is
 * a link) and the data provider sends exactly those to the server.
 */
import type { CrudFilter, CrudSort, LogicalFilter, Pagination } from '@refinedev/core';
import { encodeQuery, type QueryObject } from '../../../lib/api';
import type { QueryValue } from '../../../lib/api/query-string';

type Operator = LogicalFilter['operator'];

/** Refine operator → v2 predicate suffix. */
const PREDICATE: Partial<Record<Operator, string>> = {
  eq: 'eq',
  ne: 'not_eq',
  lt: 'lt',
  gt: 'gt',
  lte: 'lteq',
  gte: 'gteq',
  in: 'in',
  nin: 'not_in',
  contains: 'cont',
  ncontains: 'not_cont',
  startswith: 'start',
  endswith: 'end',
  null: 'null',
  nnull: 'not_null',
};

/** v2 predicate suffix → refine operator, longest suffix first so `_not_eq` is not read as `_eq`. */
const OPERATOR: [string, Operator][] = (
  [
    ...Object.entries(PREDICATE).map(([op, pred]) => [pred, op as Operator]),
    ['i_cont', 'contains'],
    ['ne', 'ne'],
  ] as [string, Operator][]
).sort((a, b) => b[0].length - a[0].length);

export class UnsupportedFilterError extends Error {}

function predicateOf(operator: Operator): string {
  const predicate = PREDICATE[operator];
  if (!predicate) throw new UnsupportedFilterError(`Filtro non supportato: ${operator}`);
  return predicate;
}

/** `null`/`nnull` are switches (`=1`); an empty value is no filter at all. */
function keyValue(field: string, operator: Operator, value: unknown): [string, QueryValue] | null {
  if (operator === 'null' || operator === 'nnull') {
    const on = value !== false;
    return [`${field}_${predicateOf(on ? operator : operator === 'null' ? 'nnull' : 'null')}`, 1];
  }
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return [`${field}_${predicateOf(operator)}`, value as QueryValue[]];
  }
  return [`${field}_${predicateOf(operator)}`, value as QueryValue];
}

/**
 * Filters → `q`. An `or` of one operator and one value over several fields is Ransack's
 * `a_or_b_cont`; other nestings have no v2 form and are refused.
 */
export function filtersToQ(filters: readonly CrudFilter[] = []): QueryObject {
  const q: QueryObject = {};
  for (const filter of filters) {
    if (filter.operator === 'or' || filter.operator === 'and') {
      const parts = filter.value as CrudFilter[];
      const first = parts[0] as LogicalFilter | undefined;
      if (!first) continue;
      const same = parts.every(
        (p): p is LogicalFilter => p.operator === first.operator && 'field' in p && p.value === first.value,
      );
      if (filter.operator === 'and' || !same) {
        throw new UnsupportedFilterError('Filtro composto non supportato');
      }
      const fields = (parts as LogicalFilter[]).map((p) => p.field);
      const kv = keyValue(fields.join('_or_'), first.operator, first.value);
      if (kv) q[kv[0]] = kv[1];
      continue;
    }
    const logical = filter as LogicalFilter;
    const kv = keyValue(logical.field, logical.operator, logical.value);
    if (kv) q[kv[0]] = kv[1];
  }
  return q;
}

/** Sorters → `q[s]`: `"name asc"`, or a list for several keys. */
export function sortersToS(sorters: readonly CrudSort[] = []): string | string[] | undefined {
  const parts = sorters.map((s) => `${s.field} ${s.order}`);
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : parts;
}

export const DEFAULT_PER = 25;

/** The query of `GET /{model}` for a list page: `q` (with `q[s]`), `page`, `per`. */
export function listQuery(params: {
  filters?: readonly CrudFilter[];
  sorters?: readonly CrudSort[];
  pagination?: Pagination;
}): QueryObject {
  const q = filtersToQ(params.filters);
  const s = sortersToS(params.sorters);
  if (s !== undefined) q.s = s;
  const query: QueryObject = {};
  if (Object.keys(q).length > 0) query.q = q;
  if (params.pagination?.mode !== 'off') {
    query.page = params.pagination?.currentPage ?? 1;
    query.per = params.pagination?.pageSize ?? DEFAULT_PER;
  }
  return query;
}

/** `Content-Range: items 0-24/120` (or, empty, `items *\/0`) → 120. */
export function totalOf(contentRange: string | null): number | undefined {
  const match = contentRange?.match(/\/(\d+)\s*$/);
  return match ? Number(match[1]) : undefined;
}

/** One filter read back from a `q[...]` key: `name_cont` → `{ field: 'name', operator: 'contains' }`. */
export function filterOfKey(key: string, value: unknown): CrudFilter | null {
  const found = OPERATOR.find(([suffix]) => key.endsWith(`_${suffix}`) && key.length > suffix.length + 1);
  if (!found) return null;
  const [suffix, operator] = found;
  const field = key.slice(0, -suffix.length - 1);
  const v = operator === 'null' || operator === 'nnull' ? true : value;
  if (field.includes('_or_')) {
    return {
      operator: 'or',
      value: field.split('_or_').map((f) => ({ field: f, operator, value: v })),
    };
  }
  return { field, operator, value: v };
}
