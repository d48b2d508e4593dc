import { sql, type SqlBool } from 'kysely';
import type { ResolvedAttribute, SearchAst } from './ast';
import { joinAlias } from './aliases';
import type { LooseQuery, SearchContext } from './context';
import { isToMany, walkPath } from './paths';

/** The leading belongsTo part of an attribute's path: what a LEFT JOIN can reach without duplicating rows. */
export function joinedPrefix(ctx: SearchContext, attribute: ResolvedAttribute): string[] {
  const steps = walkPath(ctx.registry, ctx.model, attribute.path);
  const firstToMany = steps.findIndex((step) => isToMany(step.association));
  return attribute.path.slice(0, firstToMany === -1 ? steps.length : firstToMany);
}

export function filterJoinPaths(ctx: SearchContext, ast: SearchAst): string[][] {
  return ast.conditions.flatMap((condition) =>
    condition.tests.map((test) => joinedPrefix(ctx, test.attribute)),
  );
}

export function sortJoinPaths(ctx: SearchContext, ast: SearchAst): string[][] {
  return ast.sorts.map((sort) => sort.attribute.path);
}

/**
 * LEFT JOINs every belongsTo path (and its ancestors) once, in path order, skipping aliases in `skip`.
 * `LEFT JOIN items AS item ON item.id = picks.item_id`: at most one row each, so no duplicates, and a
 * record without the association still appears (its attributes read as NULL, as with Ransack).
 */
export function addJoins(
  qb: LooseQuery,
  ctx: SearchContext,
  paths: readonly string[][],
  skip: ReadonlySet<string> = new Set(),
): LooseQuery {
  const joined = new Set(skip);
  let query = qb;
  for (const path of paths) {
    const steps = walkPath(ctx.registry, ctx.model, path);
    steps.forEach((step, index) => {
      const alias = joinAlias(ctx, path.slice(0, index + 1));
      if (joined.has(alias)) return;
      joined.add(alias);
      if (step.association.kind !== 'belongsTo') throw new Error(`Cannot join to-many ${step.name}`);
      const parent = joinAlias(ctx, path.slice(0, index));
      const on = sql<SqlBool>`${sql.ref(`${alias}.id`)} = ${sql.ref(`${parent}.${step.association.foreignKey}`)}`;
      query = query.leftJoin(sql.table(step.to.table).as(alias), (join) => join.on(on)) as LooseQuery;
    });
  }
  return query;
}

export function joinAliases(ctx: SearchContext, paths: readonly string[][]): Set<string> {
  return new Set(paths.flatMap((path) => path.map((_, index) => joinAlias(ctx, path.slice(0, index + 1)))));
}
