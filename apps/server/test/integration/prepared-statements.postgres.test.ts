import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namePreparedStatements } from '../../src/db/prepared-statements';
import { isDatabaseUnavailable } from '../../src/db/unavailable';
import { create, createHarness, dialects, type Harness } from './support/harness';

/**
 * PostgreSQL runs each statement text the server sends prepared once per connection, by name
 * (issue 47: planning every execution was most of the database's CPU per reading), and a schema
 * change made meanwhile by another process never leaves a connection failing.
 */
describe.each(dialects.filter((d) => d === 'postgres'))('prepared statements on %s', () => {
  const schema = `prep_${randomBytes(5).toString('hex')}`;
  const settings = { connectionString: process.env.TEST_DATABASE_URL };
  // One connection: the statements prepared on it are the ones run again.
  const pool = new pg.Pool({ ...settings, max: 1, options: `-c search_path=${schema}` });
  const other = new pg.Pool({ ...settings, max: 1, options: `-c search_path=${schema}` });
  namePreparedStatements(pool).start();
  // As Kysely calls it: a connection of the pool, the text and its parameters.
  const run = async (text: string, values: unknown[]) => {
    const client = await pool.connect();
    try {
      return await client.query(text, values);
    } finally {
      client.release();
    }
  };
  const prepared = async () =>
    (await run('select name, statement from pg_prepared_statements where name like $1', ['wh%'])).rows;

  beforeAll(async () => {
    await other.query(`create schema ${schema}`);
    await other.query('create table shelf (id integer primary key, name text)');
    await other.query(`insert into shelf values (1, 'A-01'), (2, 'B-02')`);
  });
  afterAll(async () => {
    await pool.end();
    await other.query(`drop schema ${schema} cascade`);
    await other.end();
  });

  it('prepares a text once and runs it by name with every value after', async () => {
    const text = 'select * from shelf where id = $1';
    expect((await run(text, [1])).rows).toEqual([{ id: 1, name: 'A-01' }]);
    expect((await run(text, [2])).rows).toEqual([{ id: 2, name: 'B-02' }]);
    const named = (await prepared()).filter((p) => p.statement === text);
    expect(named).toHaveLength(1);
    // Statements without parameters (BEGIN, COMMIT) are left as they were.
    expect((await prepared()).some((p) => /^(begin|commit)/i.test(p.statement))).toBe(false);
  });

  it('runs a statement again when another process changed its result columns meanwhile', async () => {
    const text = 'select * from shelf where id = $1 and name is not null';
    await run(text, [1]);
    await other.query('alter table shelf add column aisle text');
    expect((await run(text, [1])).rows).toEqual([{ id: 1, name: 'A-01', aisle: null }]);
  });

  it('inside a transaction the change fails it once, as the database away for a moment', async () => {
    const text = 'select * from shelf where id = $1 and id > 0';
    await run(text, [2]);
    await other.query('alter table shelf add column level integer');
    const client = await pool.connect();
    try {
      await client.query('begin', []);
      const failed = await client.query(text, [2]).catch((err: unknown) => err);
      expect(failed).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failed)).toBe(true);
      await client.query('rollback', []);
      await client.query('begin', []);
      expect((await client.query(text, [2])).rows).toEqual([
        { id: 2, name: 'B-02', aisle: null, level: null },
      ]);
      await client.query('commit', []);
    } finally {
      client.release();
    }
  });
});

describe.each(dialects.filter((d) => d === 'postgres'))('the API after a schema change on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers reads and writes of a table that gained a column meanwhile, the write at most once refused', async () => {
    const location = await create(h, 'locations', { name: 'C-03' });
    const read = () =>
      h.request({ method: 'GET', url: `/api/v2/locations/${location.id}`, token: h.tokens.admin });
    const rename = (name: string) =>
      h.request({
        method: 'PUT',
        url: `/api/v2/locations/${location.id}`,
        token: h.tokens.admin,
        payload: { location: { name } },
      });
    expect((await read()).statusCode).toBe(200);
    expect((await rename('C-04')).statusCode).toBe(200);
    // A newer release's migration, run by another process while this one serves.
    await h.handle.db.schema.alterTable('locations').addColumn('wh_test_extra', 'text').execute();
    const after = await read();
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().name).toBe('C-04');
    const first = await rename('C-05');
    expect([200, 503], first.body).toContain(first.statusCode);
    if (first.statusCode === 503) {
      expect(first.json().id).toBe('unavailable');
      expect((await rename('C-05')).statusCode).toBe(200);
    }
    expect((await read()).json().name).toBe('C-05');
  });
});
