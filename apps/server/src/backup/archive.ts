/**
 * `npm run cli -- backup` and `restore`: one `.tar.gz` with everything a warehouse needs back
 * after losing its machine — the database, the uploaded files and the signing secret — taken while
 * the server keeps running, and brought back into a fresh DATA_DIR (or an empty PostgreSQL database).
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import * as tar from 'tar';
import type { Config } from '../config';
import { connect } from '../db/connection';
import { migrate } from '../db/migrate';
import { pgDump, pgRestore } from './postgres';

const FORMAT = 1;
const SQLITE_FILE = 'warehouse.sqlite';
const PG_DUMP_FILE = 'database.pgdump';
const UPLOADS = 'uploads';
const SECRET_FILE = 'secret.key';
/** The local HTTPS authority (HTTPS=1): restored, handhelds keep trusting the server. */
const TLS_DIR = 'tls';

export interface Manifest {
  format: number;
  created_at: string;
  database: 'sqlite' | 'postgres';
  /** Files under uploads/ in the archive. */
  uploads: number;
  /** Whether secret.key is in it (not when the secret comes from SECRET). */
  secret: boolean;
}

export class BackupError extends Error {}

/**
 * A consistent copy of the SQLite database while the server writes to it: SQLite's online backup
 * API, all pages in one step. Copied in steps, a write by the server (another connection) between
 * two steps would start the copy over, forever on a busy warehouse; one step reads one snapshot
 * (the server keeps writing meanwhile: WAL readers do not block writers).
 */
async function copySqlite(dataDir: string, into: string): Promise<void> {
  const source = join(dataDir, SQLITE_FILE);
  if (!existsSync(source)) throw new BackupError(`no database at ${source}: is DATA_DIR right?`);
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(into, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
}

/** Writes the archive to `file`; returns what it holds. */
export async function createBackup(config: Config, file: string): Promise<Manifest> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: nothing is overwritten`);
  if (!existsSync(dirname(file))) throw new BackupError(`the directory of ${file} does not exist`);
  const staging = mkdtempSync(join(tmpdir(), 'warehouse-backup-'));
  try {
    // The database first, then the files: a file uploaded after the snapshot is only a spare
    // file; the other order would lose files of records written in between.
    const database = config.databaseUrl ? 'postgres' : 'sqlite';
    if (config.databaseUrl) await pgDump(config.databaseUrl, join(staging, PG_DUMP_FILE));
    else await copySqlite(config.dataDir, join(staging, SQLITE_FILE));
    const uploads = join(config.dataDir, UPLOADS);
    if (existsSync(uploads)) cpSync(uploads, join(staging, UPLOADS), { recursive: true });
    const secret = join(config.dataDir, SECRET_FILE);
    const hasSecret = existsSync(secret);
    if (hasSecret) cpSync(secret, join(staging, SECRET_FILE));
    const tls = join(config.dataDir, TLS_DIR);
    if (existsSync(tls)) cpSync(tls, join(staging, TLS_DIR), { recursive: true });
    const manifest: Manifest = {
      format: FORMAT,
      created_at: new Date().toISOString(),
      database,
      uploads: existsSync(join(staging, UPLOADS)) ? readdirSync(join(staging, UPLOADS)).length : 0,
      secret: hasSecret,
    };
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    // Written under another name and renamed: a backup cut short never looks like a whole one.
    const partial = `${file}.partial`;
    // It holds the signing secret: readable by its owner only, from its first byte.
    writeFileSync(partial, '', { mode: 0o600, flag: 'wx' });
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, readdirSync(staging));
    renameSync(partial, file);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** What a restore would overwrite in DATA_DIR; a restore goes only into a fresh one. */
function occupied(dataDir: string): string[] {
  const uploads = join(dataDir, UPLOADS);
  return [
    ...[SQLITE_FILE, SECRET_FILE, TLS_DIR].filter((name) => existsSync(join(dataDir, name))),
    ...(existsSync(uploads) && readdirSync(uploads).length ? [UPLOADS] : []),
  ];
}

async function readManifest(dir: string): Promise<Manifest> {
  const path = join(dir, 'manifest.json');
  if (!existsSync(path)) throw new BackupError('not a Warehouse backup: manifest.json is missing');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new BackupError(`unknown backup format ${manifest.format}`);
  return manifest;
}

/** PostgreSQL: the target must not hold a Warehouse database already. */
async function assertEmptyPostgres(config: Config): Promise<void> {
  const handle = connect(config);
  try {
    const { rows } = await sql<{
      found: string | null;
    }>`select to_regclass('kysely_migration')::text as found`.execute(handle.db);
    if (rows[0]?.found)
      throw new BackupError('DATABASE_URL already holds a Warehouse database: restore into an empty one');
  } finally {
    await handle.close();
  }
}

/**
 * Brings an archive back into DATA_DIR (and DATABASE_URL's empty database for a PostgreSQL
 * backup), then migrates it, so an archive of an older release opens with this one. Refuses to
 * overwrite anything; on a failure what it wrote so far is removed.
 */
export async function restoreBackup(config: Config, file: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`no such file: ${file}`);
  const taken = occupied(config.dataDir);
  if (taken.length) {
    throw new BackupError(
      `DATA_DIR ${config.dataDir} is not fresh (${taken.join(', ')}): restore into an empty one`,
    );
  }
  const staging = mkdtempSync(join(tmpdir(), 'warehouse-restore-'));
  const placed: string[] = [];
  try {
    await tar.extract({ file, cwd: staging });
    const manifest = await readManifest(staging);
    if (manifest.database === 'postgres' && !config.databaseUrl)
      throw new BackupError(
        'this is a PostgreSQL backup: set DATABASE_URL to the empty database to restore into',
      );
    if (manifest.database === 'sqlite' && config.databaseUrl)
      throw new BackupError('this is a SQLite backup: unset DATABASE_URL to restore it into DATA_DIR');
    if (manifest.database === 'postgres') {
      await assertEmptyPostgres(config);
      await pgRestore(config.databaseUrl!, join(staging, PG_DUMP_FILE));
    }
    mkdirSync(config.dataDir, { recursive: true });
    const move = (name: string) => {
      if (!existsSync(join(staging, name))) return;
      cpSync(join(staging, name), join(config.dataDir, name), {
        recursive: true,
        errorOnExist: true,
        force: false,
      });
      placed.push(name);
    };
    move(SQLITE_FILE);
    move(UPLOADS);
    move(SECRET_FILE);
    move(TLS_DIR);
    // Extraction does not keep modes: the keys are readable by their owner only, as they were made.
    if (placed.includes(SECRET_FILE)) chmodSync(join(config.dataDir, SECRET_FILE), 0o600);
    for (const key of ['ca.key', 'server.key']) {
      const path = join(config.dataDir, TLS_DIR, key);
      if (existsSync(path)) chmodSync(path, 0o600);
    }
    const handle = connect(config);
    try {
      await migrate(handle.db, handle.dialect);
    } finally {
      await handle.close();
    }
    return manifest;
  } catch (err) {
    for (const name of placed) rmSync(join(config.dataDir, name), { recursive: true, force: true });
    throw err;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
