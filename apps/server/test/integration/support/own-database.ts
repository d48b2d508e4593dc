import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { connect, type DbHandle } from '../../../src/db/connection';
import { migrate } from '../../../src/db/migrate';

export interface OwnDatabase {
  handle: DbHandle;
  /** Its folder (SQLite: `warehouse.sqlite` in it, for a second connection as the CLI opens one). */
  dataDir: string;
  /** Closes it and removes its data folder and, on PostgreSQL, its schema. */
  drop(): Promise<void>;
}

/**
 * A database of its own (a SQLite file, or a PostgreSQL schema), migrated to the latest schema or
 * only up to `upTo`, as an older release left it: a migration test fills it with what the next
 * migration must handle.
 */
export async function ownDatabase(dialect: 'sqlite' | 'postgres', upTo?: string): Promise<OwnDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-own-'));
  const schema = `own_${randomBytes(6).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL;
  if (dialect === 'postgres') {
    const admin = connect({ databaseUrl: url, dataDir });
    await sql.raw(`create schema ${schema}`).execute(admin.db);
    await admin.close();
  }
  const handle =
    dialect === 'postgres' ? connect({ databaseUrl: url, dataDir, schema }) : connect({ dataDir });
  await migrate(handle.db, handle.dialect, upTo ? { upTo } : {});
  return {
    handle,
    dataDir,
    async drop() {
      await handle.close();
      if (dialect === 'postgres') {
        const admin = connect({ databaseUrl: url, dataDir });
        await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin.db);
        await admin.close();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
