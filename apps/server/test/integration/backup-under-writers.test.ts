import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { registerSqliteSearchFunctions } from '../../src/db/sqlite-functions';
import { login, sharedDatabase, type SharedDatabase } from './support/processes';

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));

/** `npm run cli -- backup --out FILE` as an administrator runs it beside the running server. */
function cliBackup(dataDir: string, out: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'backup', '--out', out], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (t: string) => (output += t));
  child.stderr!.setEncoding('utf8').on('data', (t: string) => (output += t));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/**
 * SQLite's busy and locked conditions are weather too (issue 42): the CLI's online backup, run
 * three times beside a server process that four writers keep busy over HTTP, fails no write (a
 * 503 `unavailable` with Retry-After is the only failure a client may see, and it retries with its
 * Idempotency-Key), stores every acknowledged write once, and each archive holds a consistent
 * database: intact, its foreign keys whole, and each writer's items a snapshot (the first k it wrote).
 */
describe('the SQLite backup while writers write', () => {
  let shared: SharedDatabase | undefined;
  const archives = mkdtempSync(join(tmpdir(), 'warehouse-backup-writers-'));
  afterAll(async () => {
    await shared?.close();
    rmSync(archives, { recursive: true, force: true });
  });

  it('fails no write, stores each acknowledged one once, and archives consistent databases', async () => {
    shared = await sharedDatabase('sqlite');
    const dataDir = shared.dataDir;
    // A database of some size, so that each backup's copy takes a while and writes commit during it.
    const stamp = new Date().toISOString();
    const filler = 'x'.repeat(200);
    await shared.handle.db.transaction().execute(async (tx) => {
      for (let i = 0; i < 40_000; i += 500) {
        const rows = Array.from({ length: 500 }, (_, j) => ({
          code: `F-${i + j}`,
          description: filler,
          created_at: stamp,
          updated_at: stamp,
        }));
        await tx.insertInto('items').values(rows).execute();
      }
    });
    const server = await shared.start();
    const token = await login(server.url, shared.email, shared.password);

    const WRITERS = 4;
    const acknowledged: string[][] = Array.from({ length: WRITERS }, () => []);
    const failures: string[] = [];
    let writing = true;
    const writer = async (n: number) => {
      for (let i = 1; writing; i++) {
        const code = `B${n}-${String(i).padStart(5, '0')}`;
        const key = randomBytes(8).toString('hex');
        for (;;) {
          const res = await fetch(`${server.url}/api/v2/items`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'idempotency-key': key,
            },
            body: JSON.stringify({ item: { code, description: `scritto da ${n}` } }),
          });
          const body = (await res.json()) as Record<string, unknown>;
          if (res.status === 201) {
            acknowledged[n]!.push(code);
            break;
          }
          const retryAfter = Number(res.headers.get('retry-after'));
          if (res.status === 503 && body.id === 'unavailable' && retryAfter > 0) {
            // The documented answer: try again later with the same key (here sooner, to keep it short).
            await new Promise((resolve) => setTimeout(resolve, Math.min(retryAfter * 1000, 200)));
            continue;
          }
          failures.push(`${code}: ${res.status} ${JSON.stringify(body)}`);
          break;
        }
      }
    };
    const total = () => acknowledged.reduce((sum, list) => sum + list.length, 0);
    const moreWrites = async (more: number) => {
      const from = total();
      const deadline = Date.now() + 30_000;
      while (total() < from + more) {
        if (Date.now() > deadline) throw new Error(`no ${more} more writes within 30 s:\n${server.logs()}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));

    const files: string[] = [];
    try {
      await moreWrites(20);
      for (let b = 1; b <= 3; b++) {
        const file = join(archives, `backup-${b}.tar.gz`);
        const run = await cliBackup(dataDir, file);
        expect(run.code, run.output).toBe(0);
        expect(run.output).toContain(`Backup written: ${file}`);
        files.push(file);
        await moreWrites(10);
      }
    } finally {
      writing = false;
      await Promise.all(writers);
    }

    expect(failures).toEqual([]);
    expect(server.logs()).not.toMatch(/"level":50/);
    // Every acknowledged write stored once, and nothing else.
    const stored = (
      await shared.handle.db.selectFrom('items').select('code').where('code', 'like', 'B%').execute()
    ).map((r) => String(r.code));
    expect(new Set(stored).size).toBe(stored.length);
    expect(stored.sort()).toEqual(acknowledged.flat().sort());

    for (const file of files) {
      const into = mkdtempSync(join(archives, 'open-'));
      await tar.x({ file, cwd: into });
      const copy = new SQLite(join(into, 'warehouse.sqlite'), { readonly: true });
      // The server's own SQL functions: the indexes built on them are checked too.
      registerSqliteSearchFunctions(copy);
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(copy.pragma('foreign_key_check')).toEqual([]);
        const codes = copy.prepare('select code from items order by id').pluck().all() as string[];
        expect(codes.filter((c) => c.startsWith('F-')).length, file).toBe(40_000);
        for (let n = 0; n < WRITERS; n++) {
          const mine = codes.filter((c) => c.startsWith(`B${n}-`)).sort();
          // A snapshot: the first k this writer wrote, none missing in between, none it was not told of.
          expect(mine).toEqual(acknowledged[n]!.slice(0, mine.length));
        }
      } finally {
        copy.close();
      }
    }
  }, 180_000);
});
