import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database, Dialect, Row } from './types';
import { registerSqliteSearchFunctions } from './sqlite-functions';
import { OwnSchemaPostgresDialect } from './own-schema-introspector';
import { namePreparedStatements } from './prepared-statements';

export interface DbHandle {
  db: Database;
  dialect: Dialect;
  close(): Promise<void>;
  /** PostgreSQL: a new dedicated connection outside the pool (for LISTEN), same database and schema. */
  dedicatedClient?: () => pg.Client;
  /** PostgreSQL: the pool, for its gauges in /metrics. */
  pool?: pg.Pool;
  /**
   * PostgreSQL: statements run prepared by name from `start()` on (db/prepared-statements.ts); the
   * app starts it once the database is migrated.
   */
  preparedStatements?: { start(): void };
  /**
   * Where a connection's own error goes (the database restarted, failed over, or dropped it): the
   * app sets its logger here. The connection is discarded either way; the next query opens a new one.
   */
  connectionErrors?: { report(err: Error): void };
  /**
   * SQLite: a value that moves whenever the database's content may have changed, read synchronously
   * in one tiny prepared statement without waiting for the connection: list answers computed under
   * one stamp may be reused while it stays the same (http/answer-cache.ts; the session's user row
   * has its own narrower value, `authGeneration`). The server's one connection
   * counts every row it has inserted, updated or deleted (`total_changes()`, triggers and cascades
   * included, rolled-back writes too: that only costs a reload), and `data_version` moves when any
   * other connection or process commits. Read before a load, it never labels an old row as new: a
   * load that finds a transaction holding the connection waits for its end (`readNow`, Kysely's
   * lock), and the transaction's changes were counted already when the stamp was read.
   * PostgreSQL has none: several processes write, and no cheap value moves exactly when a commit
   * becomes visible, so nothing is reused there.
   */
  changeStamp?: () => string;
  /**
   * SQLite: `auth_generation` (migration 043), which triggers move in the writing transaction with
   * every write that can change a session's check (a user's id, admin flag, session generation or
   * active flag, their roles, those roles' rules), whoever writes: this process, the CLI, another
   * process, a cascade. Read synchronously in one tiny prepared statement (no internal prepare, as
   * the pragma's virtual table of `changeStamp` does), as this connection sees it now: within a
   * transaction of its own, with that transaction's own moves. Committed values only grow, and
   * every transaction here takes the write lock at its start (`BEGIN_WRITE`), so no other commit
   * can land meanwhile: a value read inside one equals a committed value read outside only when
   * nothing has changed since. A value to keep a row under must be read outside a transaction
   * (`readNow`), or a rolled-back move could come back as another change. Undefined before the
   * migration.
   * PostgreSQL has none (docs/decisions.md, "The session row kept by an auth generation").
   */
  authGeneration?: () => number | undefined;
  /**
   * SQLite: a read statement run at once, synchronously, through the same prepared statements as
   * Kysely's queries; undefined when a transaction holds the connection (the caller goes through
   * Kysely then, which waits for it to end, so a read never sees another request's uncommitted
   * writes). Kysely's driver would run the same statement the same way, behind a promise chain and
   * its connection lock: most of an indexed lookup's cost (issue 47).
   */
  readNow?: (query: CompiledQuery) => Row[] | undefined;
}

// NUMERIC and BIGINT come back from pg as strings; quantities and counts are numbers to the API.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export interface ConnectOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to use (tests run each in their own). */
  schema?: string;
}

export function connect(options: ConnectOptions): DbHandle {
  if (options.databaseUrl) {
    const settings = {
      connectionString: options.databaseUrl,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    };
    // A connection attempt to a database that is away fails in seconds, not at the OS's TCP timeout.
    const pool = new pg.Pool({ ...settings, max: 10, connectionTimeoutMillis: 5_000 });
    const handle: DbHandle = {
      db: new Kysely({ dialect: new OwnSchemaPostgresDialect({ pool }) }),
      dialect: 'postgres',
      close: () => handle.db.destroy(),
      dedicatedClient: () => new pg.Client(settings),
      pool,
      connectionErrors: { report: () => {} },
    };
    // Without a listener, an 'error' event ends the process: PostgreSQL stopping or restarting
    // ("terminating connection due to administrator command") reaches idle connections through the
    // pool and connections in use through the client. pg-pool discards the broken connection itself.
    const report = (err: Error) => handle.connectionErrors?.report(err);
    pool.on('error', report);
    pool.on('connect', (client) => client.on('error', report));
    handle.preparedStatements = namePreparedStatements(pool);
    return handle;
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = join(options.dataDir, 'warehouse.sqlite');
  // Created private before SQLite opens it: its -wal and -shm files take the same mode.
  closeSync(openSync(file, 'a', 0o600));
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  registerSqliteSearchFunctions(sqlite);
  const statements = withStatementCache(sqlite);
  const db: Database = new Kysely({ dialect: new SqliteDialect({ database: statements }) });
  const stamp = sqlite.prepare('select total_changes() as c, data_version as v from pragma_data_version');
  const changeStamp = () => {
    const row = stamp.get() as { c: number; v: number };
    return `${row.c}.${row.v}`;
  };
  let authRead: SQLite.Statement | undefined;
  const authGeneration = () => {
    try {
      authRead ??= sqlite.prepare(AUTH_GENERATION_SQL).pluck();
    } catch {
      return undefined; // not migrated yet
    }
    return authRead.get() as number | undefined;
  };
  return {
    db,
    dialect: 'sqlite',
    close: () => db.destroy(),
    connectionErrors: { report: () => {} },
    changeStamp,
    authGeneration,
    readNow(query) {
      if (sqlite.inTransaction) return undefined;
      const statement = statements.prepare(query.sql);
      return statement.reader ? (statement.all(query.parameters) as Row[]) : undefined;
    },
  };
}

/**
 * The page cache of the server's one connection, in KiB: SQLite's default is 2 MB, which a
 * warehouse's items, barcodes and locations outgrow at once; every page missed is a read from the
 * operating system (a `pread` and a copy) on the hot path. Pages are taken as they are read, so a
 * small database uses little of it (docs/server.md, "The page cache").
 */
const PAGE_CACHE_KIB = 64 * 1024;

/** The auth counter's one row (migration 043). */
export const AUTH_GENERATION_SQL = 'select generation from auth_generation where id = 1';

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely opens every transaction with a plain `begin` (deferred). Under WAL a deferred transaction
 * that reads and then writes fails at its first write with SQLITE_BUSY at once, whatever
 * busy_timeout says, when another connection (the CLI, a second process) committed since its read:
 * its snapshot is stale. `begin immediate` takes the write lock at the start, waiting up to
 * busy_timeout, so a writer waits its turn instead of failing. Transactions are this process's
 * writes, and its one connection runs them one at a time already, so nothing is serialised that was not.
 */
const BEGIN_WRITE = 'begin immediate';

/**
 * Kysely prepares every query anew; preparing costs far more than running an indexed lookup. The
 * screens send the same few query shapes over and over, so prepared statements are kept by SQL
 * text (least recently used dropped). Reuse is safe: Kysely runs one statement at a time per
 * connection, and every statement runs to completion synchronously.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sent: string) {
      const text = sent === 'begin' ? BEGIN_WRITE : sent;
      let statement = cache.get(text);
      if (statement) {
        cache.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(text, statement);
      return statement;
    },
  };
}
