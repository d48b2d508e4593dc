import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AttributeTest } from './ast';
import { joinAlias, type SubqueryAliases } from './aliases';
import type { SearchContext } from './context';
import { isToMany, walkPath, type PathStep } from './paths';
import { testSql } from './sql-predicates';

type Sql = RawBuilder<unknown>;

/** A test on a column of the base table or of a LEFT JOINed belongsTo row, else through an EXISTS. */
export function attributeTestSql(
  ctx: SearchContext,
  test: AttributeTest,
  aliases: SubqueryAliases,
): RawBuilder<SqlBool> {
  const { path, column, type } = test.attribute;
  const steps = walkPath(ctx.registry, ctx.model, path);
  const firstToMany = steps.findIndex((step) => isToMany(step.association));
  if (firstToMany === -1)
    return testSql(test, sql.ref(`${joinAlias(ctx, path)}.${column}`), type, ctx.dialect);

  const outer = joinAlias(ctx, path.slice(0, firstToMany));
  const prefix = aliases.next();
  const alias = (index: number) => `${prefix}_${index}`;
  const [first, ...rest] = steps.slice(firstToMany) as [PathStep, ...PathStep[]];
  const { from, correlation } = toManySource(first, alias(0), outer);
  const joins = rest.map((step, index) => leftJoinSql(step, alias(index + 1), alias(index)));
  const target = sql.ref(`${alias(rest.length)}.${column}`);
  const condition = testSql(test, target, type, ctx.dialect);
  const exists = sql<SqlBool>`exists (select 1 from ${from} ${sql.join(joins, sql` `)} where ${correlation} and (${condition}))`;
  if (test.predicate !== 'null' && test.predicate !== 'blank') return exists;
  // Ransack joins, so a record without related rows reads as NULL there: `additional_barcodes_id_null`
  // finds the items that have no additional barcode.
  return sql<SqlBool>`(${exists} or not exists (select 1 from ${from} where ${correlation}))`;
}

/** The FROM of the subquery for the first to-many step, correlated with the outer row. */
function toManySource(step: PathStep, alias: string, outer: string): { from: Sql; correlation: Sql } {
  const outerId = sql.ref(`${outer}.id`);
  const association = step.association;
  if (association.kind === 'hasMany') {
    return {
      from: sql`${sql.table(step.to.table)} as ${sql.id(alias)}`,
      correlation: sql`${sql.ref(`${alias}.${association.foreignKey}`)} = ${outerId}`,
    };
  }
  if (association.kind === 'manyToMany') {
    const through = `${alias}_through`;
    return {
      from: sql`${sql.table(association.through)} as ${sql.id(through)} inner join ${sql.table(step.to.table)} as ${sql.id(alias)} on ${sql.ref(`${alias}.id`)} = ${sql.ref(`${through}.${association.targetKey}`)}`,
      correlation: sql`${sql.ref(`${through}.${association.sourceKey}`)} = ${outerId}`,
    };
  }
  throw new Error(`${step.name} is not a to-many association`);
}

/** Later steps inside the subquery: LEFT JOINs, so missing rows read as NULL; duplicates do not matter in EXISTS. */
function leftJoinSql(step: PathStep, alias: string, parent: string): Sql {
  const table = sql`${sql.table(step.to.table)} as ${sql.id(alias)}`;
  const association = step.association;
  switch (association.kind) {
    case 'belongsTo':
      return sql`left join ${table} on ${sql.ref(`${alias}.id`)} = ${sql.ref(`${parent}.${association.foreignKey}`)}`;
    case 'hasMany':
      return sql`left join ${table} on ${sql.ref(`${alias}.${association.foreignKey}`)} = ${sql.ref(`${parent}.id`)}`;
    case 'manyToMany': {
      const through = `${alias}_through`;
      return sql`left join ${sql.table(association.through)} as ${sql.id(through)} on ${sql.ref(`${through}.${association.sourceKey}`)} = ${sql.ref(`${parent}.id`)} left join ${table} on ${sql.ref(`${alias}.id`)} = ${sql.ref(`${through}.${association.targetKey}`)}`;
    }
  }
}
