import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery, type KyselyPlugin } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types';
import { reusableQuery } from '../../src/db/reusable-query';

describe('a query compiled once and run with each call’s values', () => {
  // Counts compilations: a kept query is built once, a query that cannot be kept on every call.
  let compiled = 0;
  const counting: KyselyPlugin = {
    transformQuery: ({ node }) => (compiled++, node),
    transformResult: ({ result }) => Promise.resolve(result),
  };
  const sqlite = new SQLite(':memory:');
  sqlite.exec("create table t (id integer primary key, name text); insert into t values (1, 'a'), (2, 'b')");
  const db = new Kysely<Record<string, Record<string, unknown>>>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [counting],
  }) as unknown as Database;
  afterAll(() => db.destroy());

  it('answers each call with its own values, compiling the shape once', async () => {
    const byId = reusableQuery(
      (d, id: number) =>
        (d as unknown as Kysely<Record<string, Record<string, unknown>>>)
          .selectFrom('t')
          .select('name')
          .where('id', '=', id) as unknown as { compile(): CompiledQuery<{ name: string }> },
    );
    compiled = 0;
    expect((await byId(db, 1)).rows).toEqual([{ name: 'a' }]);
    const once = compiled;
    expect((await byId(db, 2)).rows).toEqual([{ name: 'b' }]);
    expect((await byId(db, 3)).rows).toEqual([]);
    expect(compiled).toBe(once);
  });

  it('a shape whose argument is bound twice is compiled on every call, and still right', async () => {
    const either = reusableQuery(
      (d, id: number) =>
        (d as unknown as Kysely<Record<string, Record<string, unknown>>>)
          .selectFrom('t')
          .select('name')
          .where((eb) => eb.or([eb('id', '=', id), eb('id', '=', id)])) as unknown as {
          compile(): CompiledQuery<{ name: string }>;
        },
    );
    expect((await either(db, 1)).rows).toEqual([{ name: 'a' }]);
    compiled = 0;
    expect((await either(db, 2)).rows).toEqual([{ name: 'b' }]);
    expect(compiled).toBe(1);
  });
});
