import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import * as tar from 'tar';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadConfig, type Config } from '../../src/config';
import { connect, type DbHandle } from '../../src/db/connection';
import { migrate } from '../../src/db/migrate';
import { buildApp } from '../../src/app';
import { createUser } from '../../src/users';
import { createBackup, restoreBackup } from '../../src/backup/archive';
import { localAuthority } from '../../src/https/authority';
import type { Database } from '../../src/db/types';
import { dialects, PASSWORD } from './support/harness';
import { multipart, pngBytes } from './support/multipart';

const pgUrl = (database: string) => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Every table's rows, in a stable order (PostgreSQL: of the connection's own database). */
async function tables(db: Database, dialect: 'sqlite' | 'postgres'): Promise<Map<string, string[]>> {
  const names =
    dialect === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
        ).rows
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
            db,
          )
        ).rows;
  const all = new Map<string, string[]>();
  for (const { name } of names) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    all.set(name, rows.map((row) => JSON.stringify(row)).sort());
  }
  return all;
}

// The running server rewrites its own row every 2 s (its heartbeat): it says which processes are
// alive, not warehouse data, and is not expected to stay still between two reads.
const LIVE_ONLY = 'server_instances';

describe.each(dialects)('backup and restore on %s', (dialect) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  let app: FastifyInstance;
  let handle: DbHandle;
  let config: Config;
  let token: string;

  /** A fresh place to restore into: an empty DATA_DIR and, on PostgreSQL, an empty database. */
  async function freshTarget(): Promise<Config> {
    const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-restore-it-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    if (dialect === 'sqlite') return { ...config, dataDir };
    const name = `restore_${randomBytes(5).toString('hex')}`;
    await createDatabase(name);
    return { ...config, dataDir, databaseUrl: pgUrl(name) };
  }

  async function createDatabase(name: string) {
    const admin = connect({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: tmpdir() });
    await sql.raw(`create database ${name}`).execute(admin.db);
    await admin.close();
    cleanups.push(async () => {
      const again = connect({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: tmpdir() });
      await sql.raw(`drop database if exists ${name} with (force)`).execute(again.db);
      await again.close();
    });
  }

  const request = (options: InjectOptions) =>
    app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-backup-it-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // PostgreSQL: a database of its own, since pg_dump takes a whole database.
    let databaseUrl: string | undefined;
    if (dialect === 'postgres') {
      const name = `backup_${randomBytes(5).toString('hex')}`;
      await createDatabase(name);
      databaseUrl = pgUrl(name);
    }
    config = { ...loadConfig({}), dataDir, databaseUrl, logLevel: 'silent', loginMaxFailures: 1000 };
    handle = connect(config);
    await migrate(handle.db, handle.dialect);
    app = await buildApp(config, handle);
    await app.ready();
    await createUser(handle, { email: 'admin@test.it', password: PASSWORD, admin: true });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v2/authenticate',
      payload: { auth: { email: 'admin@test.it', password: PASSWORD } },
    });
    token = login.headers.token as string;
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('restores into a fresh DATA_DIR what was there, taken while writes continued', async () => {
    const project = (
      await request({ method: 'POST', url: '/api/v2/projects', payload: { projects: { name: 'Ordine 7' } } })
    ).json();
    const signature = pngBytes(2048);
    const form = multipart([
      { name: 'signatures[]', filename: 'firma.png', contentType: 'image/png', data: signature },
    ]);
    const signed = await request({
      method: 'PUT',
      url: `/api/v2/projects/${project.id}?do=bulk_update_signatures`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(signed.statusCode).toBe(200);

    // An operator keeps creating items, one after the other, while the backup is taken.
    let written = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const code = `W-${String(written + 1).padStart(4, '0')}`;
        const res = await request({ method: 'POST', url: '/api/v2/items', payload: { items: { code } } });
        expect(res.statusCode).toBe(201);
        written++;
      }
    })();
    await expect.poll(() => written, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    const archive = join(mkdtempSync(join(tmpdir(), 'warehouse-archive-')), 'backup.tar.gz');
    cleanups.push(() => rmSync(join(archive, '..'), { recursive: true, force: true }));
    const during = await createBackup(config, archive);
    const atLeast = written;
    await expect.poll(() => written, { timeout: 10_000 }).toBeGreaterThan(atLeast + 3);
    writing = false;
    await writer;
    expect(during).toMatchObject({ database: dialect, uploads: 1, secret: true });

    const target = await freshTarget();
    await restoreBackup(target, archive);
    const restored = connect(target);
    try {
      const source = await tables(handle.db, dialect);
      const copy = await tables(restored.db, dialect);
      // A snapshot: the items are the first k written, none missing in between...
      const codes = (await restored.db.selectFrom('items').select('code').orderBy('id').execute()).map(
        (r) => r.code,
      );
      const k = codes.length;
      expect(k).toBeGreaterThanOrEqual(5);
      expect(k).toBeLessThanOrEqual(written);
      expect(codes).toEqual(Array.from({ length: k }, (_, i) => `W-${String(i + 1).padStart(4, '0')}`));
      // ...and every row restored is a row of the source as it stands (writes only added rows).
      expect([...copy.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [table, rows] of copy) {
        if (table === LIVE_ONLY) continue;
        const kept = new Set(source.get(table));
        expect(
          rows.filter((row) => !kept.has(row)),
          table,
        ).toEqual([]);
      }
    } finally {
      await restored.close();
    }
    expect(readFileSync(join(target.dataDir, 'secret.key'))).toEqual(
      readFileSync(join(config.dataDir, 'secret.key')),
    );
    const [stored] = readdirSync(join(target.dataDir, 'uploads'));
    expect(readFileSync(join(target.dataDir, 'uploads', stored!))).toEqual(signature);
  });

  it('restores exactly what a quiet server had, and the restored server serves it', async () => {
    // Served with HTTPS=1: the authority handhelds trust comes back too (its key when asked for).
    const authority = await localAuthority(config.dataDir, ['localhost']);
    const archive = join(mkdtempSync(join(tmpdir(), 'warehouse-archive-')), 'backup.tar.gz');
    cleanups.push(() => rmSync(join(archive, '..'), { recursive: true, force: true }));
    await createBackup(config, archive, { withCaKey: true });
    const target = await freshTarget();
    await restoreBackup(target, archive);

    const restoredHandle = connect(target);
    const restoredApp = await buildApp(target, restoredHandle);
    try {
      const source = await tables(handle.db, dialect);
      const copy = await tables(restoredHandle.db, dialect);
      source.delete(LIVE_ONLY);
      copy.delete(LIVE_ONLY);
      expect(copy).toEqual(source);
      // The same secret: a session signed before the loss is still valid after the restore.
      const items = await restoredApp.inject({
        method: 'GET',
        url: '/api/v2/items?limit=1',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(items.statusCode).toBe(200);
      const restoredAuthority = await localAuthority(target.dataDir, ['localhost']);
      expect(restoredAuthority.caDer).toEqual(authority.caDer);
      expect(restoredAuthority.cert).toBe(authority.cert);
    } finally {
      await restoredApp.close();
      await restoredHandle.close();
    }
  });

  it('refuses to restore over a DATA_DIR in use, and leaves it as it was', async () => {
    const archive = join(mkdtempSync(join(tmpdir(), 'warehouse-archive-')), 'backup.tar.gz');
    cleanups.push(() => rmSync(join(archive, '..'), { recursive: true, force: true }));
    await createBackup(config, archive);
    const before = readFileSync(join(config.dataDir, 'secret.key'));
    await expect(restoreBackup(config, archive)).rejects.toThrow(/not fresh/);
    expect(readFileSync(join(config.dataDir, 'secret.key'))).toEqual(before);
    await expect(createBackup(config, archive)).rejects.toThrow(/already exists/);
    expect(existsSync(`${archive}.partial`)).toBe(false);
  });

  it("keeps every member and every restored file private, and the authority's key out unless asked", async () => {
    await localAuthority(config.dataDir, ['localhost']);
    const archive = join(mkdtempSync(join(tmpdir(), 'warehouse-archive-')), 'backup.tar.gz');
    cleanups.push(() => rmSync(join(archive, '..'), { recursive: true, force: true }));
    const manifest = await createBackup(config, archive);
    expect(manifest.ca_key).toBe(false);
    const members = new Map<string, number>();
    await tar.list({ file: archive, onReadEntry: (entry) => void members.set(entry.path, entry.mode ?? 0) });
    expect([...members.keys()]).toContain('tls/server.key');
    expect([...members.keys()]).not.toContain('tls/ca.key');
    for (const [path, mode] of members)
      expect([path, (mode & 0o777).toString(8)]).toEqual([path, path.endsWith('/') ? '700' : '600']);

    const target = await freshTarget();
    await restoreBackup(target, archive);
    expect((statSync(target.dataDir).mode & 0o777).toString(8)).toBe('700');
    for (const entry of readdirSync(target.dataDir, { withFileTypes: true, recursive: true })) {
      const path = join(entry.parentPath, entry.name);
      const mode = (statSync(path).mode & 0o777).toString(8);
      expect([path, mode]).toEqual([path, entry.isDirectory() ? '700' : '600']);
    }
  });

  it('encrypts with a passphrase as openssl does, and restores only with it', async () => {
    const passphrase = randomBytes(12).toString('base64');
    const dir = mkdtempSync(join(tmpdir(), 'warehouse-archive-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const archive = join(dir, 'backup.tar.gz.enc');
    await createBackup(config, archive, { passphrase });
    expect(readFileSync(archive).subarray(0, 8).toString()).toBe('Salted__');
    // The documented command opens it without Warehouse.
    const opened = spawnSync(
      'openssl',
      [
        'enc',
        '-d',
        '-aes-256-cbc',
        '-pbkdf2',
        '-iter',
        '600000',
        '-in',
        archive,
        '-out',
        join(dir, 'plain.tar.gz'),
        '-pass',
        'env:PASS',
      ],
      { env: { ...process.env, PASS: passphrase }, encoding: 'utf8' },
    );
    expect(opened.stderr).toBe('');
    const names: string[] = [];
    await tar.list({ file: join(dir, 'plain.tar.gz'), onReadEntry: (entry) => void names.push(entry.path) });
    expect(names).toContain('manifest.json');

    await expect(restoreBackup(await freshTarget(), archive)).rejects.toThrow(/encrypted/);
    await expect(
      restoreBackup(await freshTarget(), archive, { passphrase: 'not the passphrase' }),
    ).rejects.toThrow(/wrong passphrase/);
    const target = await freshTarget();
    await restoreBackup(target, archive, { passphrase });
    expect(readFileSync(join(target.dataDir, 'secret.key'))).toEqual(
      readFileSync(join(config.dataDir, 'secret.key')),
    );
  });
});
