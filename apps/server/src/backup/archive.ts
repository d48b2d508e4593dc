/**
 * `npm run cli -- backup` and `restore`: one `.tar.gz` with everything a warehouse needs back
 * after losing its machine — the database (users' password hashes included), the uploaded files,
 * the signing secret and the HTTPS certificates — taken while the server keeps running, and brought
 * back into a fresh DATA_DIR (or an empty PostgreSQL database). The local authority's private key
 * (tls/ca.key) only on request: whoever holds it can make certificates every handheld trusts.
 * Optionally encrypted with a passphrase (./encryption.ts). Everything in it, and everything
 * restored, is readable by its owner only.
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
import { decrypt, encrypt, isEncrypted, PassphraseError } from './encryption';

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
  /** Whether the local authority's private key (tls/ca.key) is in it (`--with-ca-key`). */
  ca_key?: boolean;
}

export interface BackupOptions {
  /** Take tls/ca.key too (left out by default). */
  withCaKey?: boolean;
  /** Encrypt the archive with this passphrase (openssl-compatible). */
  passphrase?: string;
}

const CA_KEY = join(TLS_DIR, 'ca.key');

/** Owner-only modes on everything under `root` (archive members keep them; a manual `tar x` too). */
function makePrivate(root: string): void {
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(path, 0o700);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
  chmodSync(root, 0o700);
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
export async function createBackup(
  config: Config,
  file: string,
  options: BackupOptions = {},
): Promise<Manifest> {
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
    const caKey = existsSync(join(staging, CA_KEY)) && options.withCaKey === true;
    if (!caKey) rmSync(join(staging, CA_KEY), { force: true });
    const manifest: Manifest = {
      format: FORMAT,
      created_at: new Date().toISOString(),
      database,
      uploads: existsSync(join(staging, UPLOADS)) ? readdirSync(join(staging, UPLOADS)).length : 0,
      secret: hasSecret,
      ca_key: caKey,
    };
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    makePrivate(staging);
    // Written under another name and renamed: a backup cut short never looks like a whole one.
    const partial = `${file}.partial`;
    // It holds the signing secret: readable by its owner only, from its first byte.
    writeFileSync(partial, '', { mode: 0o600, flag: 'wx' });
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, readdirSync(staging));
    if (options.passphrase) writeFileSync(partial, encrypt(readFileSync(partial), options.passphrase));
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
export async function restoreBackup(
  config: Config,
  file: string,
  options: { passphrase?: string } = {},
): Promise<Manifest> {
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
    const bytes = readFileSync(file);
    if (isEncrypted(bytes)) {
      if (!options.passphrase)
        throw new BackupError('this backup is encrypted: give its passphrase (BACKUP_PASSPHRASE)');
      const plain = join(staging, '.archive.tar.gz');
      writeFileSync(plain, decrypt(bytes, options.passphrase), { mode: 0o600 });
      // A wrong passphrase passes the padding check once in 256 tries: then the archive is garbage.
      await tar.extract({ file: plain, cwd: staging, strict: true }).catch(() => {
        throw new PassphraseError('the backup could not be decrypted: wrong passphrase, or a damaged file');
      });
      rmSync(plain);
    } else {
      await tar.extract({ file, cwd: staging });
    }
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
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    chmodSync(config.dataDir, 0o700);
    // Private before anything is placed: copies keep these modes (an older archive's members were 0644).
    makePrivate(staging);
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
