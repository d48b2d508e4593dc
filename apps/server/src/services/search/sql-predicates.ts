import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { ColumnType } from '../../models/types';
import type { Scalar, Test } from './ast';
import type { SearchDialect } from './context';
import { SQLITE_LOWER } from '../../db/sqlite-functions';

/**
 * One test on one column reference, with bound parameters only. SQL semantics for negations:
 * `not_eq`, `not_in`, `not_cont` never match NULL (as in Ransack).
 */
export function testSql(
  test: Test,
  ref: Expression<unknown>,
  type: ColumnType,
  dialect: SearchDialect,
): RawBuilder<SqlBool> {
  const bind = (value: Scalar) => bindValue(value, dialect);
  const isText = type === 'string' || type === 'text';
  switch (test.predicate) {
    case 'null':
      return sql<SqlBool>`${ref} is null`;
    case 'not_null':
      return sql<SqlBool>`${ref} is not null`;
    case 'present':
      return isText ? sql<SqlBool>`(${ref} is not null and ${ref} <> '')` : sql<SqlBool>`${ref} is not null`;
    case 'blank':
      return isText ? sql<SqlBool>`(${ref} is null or ${ref} = '')` : sql<SqlBool>`${ref} is null`;
    case 'eq':
      return sql<SqlBool>`${ref} = ${bind(test.value)}`;
    case 'not_eq':
      return sql<SqlBool>`${ref} <> ${bind(test.value)}`;
    case 'lt':
      return sql<SqlBool>`${ref} < ${bind(test.value)}`;
    case 'lteq':
      return sql<SqlBool>`${ref} <= ${bind(test.value)}`;
    case 'gt':
      return sql<SqlBool>`${ref} > ${bind(test.value)}`;
    case 'gteq':
      return sql<SqlBool>`${ref} >= ${bind(test.value)}`;
    case 'in':
      return sql<SqlBool>`${ref} in (${sql.join(test.values.map(bind))})`;
    case 'not_in':
      return sql<SqlBool>`${ref} not in (${sql.join(test.values.map(bind))})`;
    case 'cont':
      return likeSql(ref, `%${escapeLike(test.value)}%`, dialect);
    case 'not_cont':
      return sql<SqlBool>`not (${likeSql(ref, `%${escapeLike(test.value)}%`, dialect)})`;
    case 'start':
      return likeSql(ref, `${escapeLike(test.value)}%`, dialect);
    case 'end':
      return likeSql(ref, `%${escapeLike(test.value)}`, dialect);
  }
}

/** better-sqlite3 cannot bind JS booleans, and SQLite stores them as 0/1. */
function bindValue(value: Scalar, dialect: SearchDialect): Scalar {
  return typeof value === 'boolean' && dialect === 'sqlite' ? Number(value) : value;
}

/** The client's `%`, `_` and `\` are literal characters, not wildcards. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Case-insensitive LIKE, the same shape on both databases (lower on both sides; no ILIKE). On
 * SQLite an all-ASCII pattern uses the built-in LIKE, which already folds ASCII case: the same
 * matches without calling the Unicode lower() (a JavaScript function) on every row scanned, which
 * made a `_cont` filter over 100,000 items cost a quarter of a second (bench/import.bench.ts).
 */
function likeSql(ref: Expression<unknown>, pattern: string, dialect: SearchDialect): RawBuilder<SqlBool> {
  // eslint-disable-next-line no-control-regex
  if (dialect === 'sqlite' && /^[\x00-\x7f]*$/.test(pattern))
    return sql<SqlBool>`${ref} like ${pattern} escape '\\'`;
  const lower = sql.raw(dialect === 'sqlite' ? SQLITE_LOWER : 'lower');
  return sql<SqlBool>`${lower}(${ref}) like ${lower}(${pattern}) escape '\\'`;
}
