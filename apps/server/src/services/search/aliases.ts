import type { SearchContext } from './context';

/**
 * The SQL name of the row reached by a belongsTo path: the base table for `[]`, `item` for `['item']`,
 * `item__location` for `['item', 'location']`. An alias equal to the base table's name is prefixed so
 * base-table references keep meaning the base table.
 */
export function joinAlias(ctx: SearchContext, path: readonly string[]): string {
  if (path.length === 0) return ctx.model.table;
  const alias = path.join('__');
  return alias === ctx.model.table ? `j__${alias}` : alias;
}

/** Aliases inside EXISTS subqueries: numbered per query, so they never shadow outer names. */
export class SubqueryAliases {
  #next = 0;

  /** A fresh prefix for one subquery: `sub1`, `sub2`, … */
  next(): string {
    this.#next += 1;
    return `sub${this.#next}`;
  }
}
