import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type KyselyPlugin } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types';
import { insertReturningAll } from '../../src/db/kept-insert';

describe('an insert of one record compiled once per table and columns', () => {
  // Counts compilations: a kept insert is built once per shape, one with an expression every call.
  let compiled = 0;
  const counting: KyselyPlugin = {
    transformQuery: ({ node }) => (compiled++, node),
    transformResult: ({ result }) => Promise.resolve(result),
  };
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table kept_t (id integer primary key, name text, n integer, note text)');
  const db = new Kysely<Record<string, Record<string, unknown>>>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [counting],
  }) as unknown as Database;
  afterAll(() => db.destroy());

  it('answers each insert with its own row, compiling its shape once', async () => {
    expect(await insertReturningAll(db, 'kept_t', { name: 'a', n: 1 })).toEqual({
      id: 1,
      name: 'a',
      n: 1,
      note: null,
    });
    compiled = 0;
    expect(await insertReturningAll(db, 'kept_t', { name: 'b', n: null })).toMatchObject({
      id: 2,
      name: 'b',
      n: null,
    });
    expect(compiled).toBe(0);
  });

  it('leaves an undefined value out, as Kysely does, and compiles an expression per call', async () => {
    expect(await insertReturningAll(db, 'kept_t', { name: 'c', n: undefined, note: 'x' })).toMatchObject({
      name: 'c',
      n: null,
      note: 'x',
    });
    compiled = 0;
    expect(await insertReturningAll(db, 'kept_t', { name: 'd', n: sql`1 + 1`, note: 'y' })).toMatchObject({
      name: 'd',
      n: 2,
    });
    expect(await insertReturningAll(db, 'kept_t', { name: 'e', n: sql`2 + 2`, note: 'z' })).toMatchObject({
      name: 'e',
      n: 4,
    });
    expect(compiled).toBe(2);
  });
});
