import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { SearchDialect } from '../../../src/services/search';
import { registerSqliteSearchFunctions } from '../../../src/db/sqlite-functions';

/** Tables known only at run time, as in the server. */
export type TestDb = Record<string, Record<string, unknown>>;

export interface TestDatabase {
  dialect: SearchDialect;
  db: Kysely<TestDb>;
  destroy(): Promise<void>;
}

/** SQLite in memory always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const dialects: SearchDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export async function openDatabase(dialect: SearchDialect): Promise<TestDatabase> {
  return dialect === 'sqlite' ? openSqlite() : openPostgres(process.env.TEST_DATABASE_URL!);
}

function openSqlite(): TestDatabase {
  const database = new Database(':memory:');
  registerSqliteSearchFunctions(database);
  const db = new Kysely<TestDb>({ dialect: new SqliteDialect({ database }) });
  return { dialect: 'sqlite', db, destroy: () => db.destroy() };
}

/** A fresh schema per run, found through the pool's search_path and dropped afterwards. */
async function openPostgres(connectionString: string): Promise<TestDatabase> {
  const schema = `search_test_${randomBytes(6).toString('hex')}`;
  const pool = new pg.Pool({ connectionString, max: 2, options: `-c search_path=${schema}` });
  const db = new Kysely<TestDb>({ dialect: new PostgresDialect({ pool }) });
  await sql`create schema ${sql.id(schema)}`.execute(db);
  return {
    dialect: 'postgres',
    db,
    destroy: async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    },
  };
}
