import type { Row } from './types';
import type { Executor } from './types';
import { reusableQuery } from './reusable-query';

type Insert = (db: Executor, ...values: unknown[]) => Promise<{ rows: unknown[] }>;

/** Kept inserts, by table and columns; past this many shapes the rest are compiled per call. */
const MAX_SHAPES = 200;
const kept = new Map<string, Insert>();

const plain = (value: unknown) =>
  value === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof value);

/**
 * `insert into <table> (<columns>) values (...) returning *` of one record, compiled once per table
 * and set of columns (db/reusable-query.ts): a reading's own insert is the same shape every time,
 * and building and compiling it cost more than running it. Values that are not plain (a raw SQL
 * expression, a date, a buffer, a list) change the text or what is bound: those inserts are
 * compiled per call, as before. Undefined values leave their column out, as Kysely does.
 */
export async function insertReturningAll(db: Executor, table: string, values: Row): Promise<Row> {
  const columns = Object.keys(values).filter((column) => values[column] !== undefined);
  const bound = columns.map((column) => values[column]);
  const key = `${table}\u0000${columns.join('\u0000')}`;
  let insert = kept.get(key);
  if (!insert && bound.every(plain) && kept.size < MAX_SHAPES) {
    insert = reusableQuery((db, ...args: unknown[]) =>
      db
        .insertInto(table as 'items')
        .values(Object.fromEntries(columns.map((column, i) => [column, args[i]])))
        .returningAll(),
    );
    kept.set(key, insert);
  }
  if (insert && bound.every(plain)) {
    const [row] = (await insert(db, ...bound)).rows as Row[];
    if (!row) throw new Error(`insert into ${table} returned no row`);
    return row;
  }
  return (await db
    .insertInto(table as 'items')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;
}
