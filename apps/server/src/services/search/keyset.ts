import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SearchAst } from './ast';
import { applySearch, orderKeys, type OrderKey } from './build';
import type { LooseQuery, SearchContext } from './context';
import { addJoins, filterJoinPaths, joinAliases, sortJoinPaths } from './joins';

/** Where a keyset page ended: the order key values of its last row, in `orderKeys` order. */
export type Cursor = readonly unknown[];

const keyAlias = (index: number) => `__k${index}`;

/**
 * One page of a search read by keyset rather than OFFSET (a long export): the search's joins, WHERE
 * and ORDER BY, its order keys selected as `__k0…` (read back by `cursorOf`), only the rows after
 * `after`, at most `limit`. Each page costs the same however far into the list it is, and no row is
 * skipped or repeated when rows before the cursor change meanwhile. `joins` are further belongsTo
 * paths the caller selects from (aliases as `joinAlias` names them).
 */
export function keysetPage(
  qb: LooseQuery,
  ast: SearchAst,
  ctx: SearchContext,
  page: { after?: Cursor; limit: number; joins?: readonly string[][] },
): LooseQuery {
  const joined = joinAliases(ctx, [...filterJoinPaths(ctx, ast), ...sortJoinPaths(ctx, ast)]);
  let query = addJoins(applySearch(qb, ast, ctx), ctx, page.joins ?? [], joined);
  const keys = orderKeys(ast, ctx);
  query = query.select(keys.map((key, i) => keyExpression(key).as(keyAlias(i))));
  if (page.after) query = query.where(afterCursor(keys, page.after));
  return query.limit(page.limit);
}

/** The cursor of a row `keysetPage` read: its order key values. */
export function cursorOf(row: Record<string, unknown>, ast: SearchAst, ctx: SearchContext): Cursor {
  return orderKeys(ast, ctx).map((_, i) => row[keyAlias(i)] ?? null);
}

const keyExpression = (key: OrderKey): RawBuilder<unknown> => key.expression ?? sql`${sql.ref(key.ref)}`;

/**
 * Rows after the cursor in the search's order, NULL being the largest value (last ascending, first
 * descending, as `applySorts` orders): the first key after, or equal and the second after, and so
 * on. `id` ends every order, so the order is total and each row comes exactly once.
 */
function afterCursor(keys: readonly OrderKey[], cursor: Cursor): RawBuilder<SqlBool> {
  const branches = keys.map((key, i) => {
    const equalBefore = keys.slice(0, i).map((earlier, j) => equal(keyExpression(earlier), cursor[j]));
    return sql.join([...equalBefore, after(key, cursor[i])], sql` and `);
  });
  return sql<SqlBool>`(${sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` or `,
  )})`;
}

function equal(expression: RawBuilder<unknown>, value: unknown): RawBuilder<SqlBool> {
  return value === null ? sql`${expression} is null` : sql`${expression} = ${value}`;
}

function after(key: OrderKey, value: unknown): RawBuilder<SqlBool> {
  const expression = keyExpression(key);
  if (key.direction === 'asc') {
    return value === null ? sql`1 = 0` : sql`(${expression} > ${value} or ${expression} is null)`;
  }
  return value === null ? sql`${expression} is not null` : sql`${expression} < ${value}`;
}
