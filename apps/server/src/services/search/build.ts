import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Combinator, SearchAst } from './ast';
import { joinAlias, SubqueryAliases } from './aliases';
import type { LooseQuery, SearchContext } from './context';
import { attributeTestSql } from './exists';
import { addJoins, filterJoinPaths, joinAliases, sortJoinPaths } from './joins';

/**
 * Joins, WHERE and ORDER BY of a search on a query selecting from `ctx.model.table` (by that name).
 * Columns stay the caller's: select them qualified, e.g. `selectAll(table)`.
 */
export function applySearch<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  ast: SearchAst,
  ctx: SearchContext,
): SelectQueryBuilder<DB, TB, O> {
  return applySorts(applyFilters(qb, ast, ctx), ast, ctx);
}

/** Only the joins and WHERE of a search: what a count query needs (filters never duplicate rows). */
export function applyFilters<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  ast: SearchAst,
  ctx: SearchContext,
): SelectQueryBuilder<DB, TB, O> {
  let query = addJoins(qb as unknown as LooseQuery, ctx, filterJoinPaths(ctx, ast));
  const where = filtersSql(ast, ctx);
  if (where) query = query.where(where);
  return query as unknown as SelectQueryBuilder<DB, TB, O>;
}

/**
 * ORDER BY of a search, for a query `applyFilters` already received with the same AST (it joins only
 * what the filters did not). Without sorts it uses the model's `defaultSort`; `id` always ends the
 * list so pages are stable. NULLs sort as the largest value on both databases (PostgreSQL's default):
 * last ascending, first descending.
 */
export function applySorts<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  ast: SearchAst,
  ctx: SearchContext,
): SelectQueryBuilder<DB, TB, O> {
  const alreadyJoined = joinAliases(ctx, filterJoinPaths(ctx, ast));
  let query = addJoins(qb as unknown as LooseQuery, ctx, sortJoinPaths(ctx, ast), alreadyJoined);
  for (const { ref, expression, direction } of orderKeys(ast, ctx)) {
    query = query.orderBy(expression ?? sql.ref(ref), (order) =>
      direction === 'asc' ? order.asc().nullsLast() : order.desc().nullsFirst(),
    );
  }
  return query as unknown as SelectQueryBuilder<DB, TB, O>;
}

export interface OrderKey {
  ref: string;
  /** A computed sort key (the model's `computedSorts`), ordered by in place of `ref`. */
  expression?: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
}

/** The ORDER BY keys of a search, `id` last (a keyset pagination reads them back: keyset.ts). */
export function orderKeys(ast: SearchAst, ctx: SearchContext): OrderKey[] {
  const base = ctx.model.table;
  const keys: OrderKey[] = ast.sorts.map(({ attribute, direction, computed }) => {
    const compute = computed ? ctx.model.computedSorts?.[attribute.column] : undefined;
    return {
      ref: `${joinAlias(ctx, attribute.path)}.${attribute.column}`,
      ...(compute ? { expression: compute(base) } : {}),
      direction,
    };
  });
  const defaultSort = ctx.model.defaultSort;
  if (keys.length === 0 && defaultSort) {
    keys.push({ ref: `${base}.${defaultSort.column}`, direction: defaultSort.direction });
  }
  const idRef = `${base}.id`;
  if (Object.hasOwn(ctx.model.columns, 'id') && !keys.some((key) => key.ref === idRef)) {
    keys.push({ ref: idRef, direction: 'asc' });
  }
  return keys;
}

/** The WHERE expression of the filters, or `undefined` when there are none. */
function filtersSql(ast: SearchAst, ctx: SearchContext): RawBuilder<SqlBool> | undefined {
  const aliases = new SubqueryAliases();
  const conditions = ast.conditions.map((condition) =>
    combine(
      condition.combinator,
      condition.tests.map((test) => attributeTestSql(ctx, test, aliases)),
    ),
  );
  return conditions.length === 0 ? undefined : combine(ast.combinator, conditions);
}

function combine(combinator: Combinator, parts: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  if (parts.length === 1) return parts[0]!;
  const separator = combinator === 'or' ? sql` or ` : sql` and `;
  return sql<SqlBool>`(${sql.join(
    parts.map((part) => sql`(${part})`),
    separator,
  )})`;
}
