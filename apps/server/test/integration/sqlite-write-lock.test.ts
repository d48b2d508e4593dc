import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../src/db/connection';
import { migrate } from '../../src/db/migrate';

/**
 * Another SQLite connection writing (the CLI, a second process) while a write transaction of the
 * server is between its reads and its first write: under WAL a transaction begun deferred fails at
 * that write with SQLITE_BUSY at once (its snapshot is stale), whatever busy_timeout says. The
 * server's transactions begin immediate: the other writer waits for the commit and both are stored.
 */
describe('a SQLite write transaction and another process writing meanwhile', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-write-lock-'));
  let handle: DbHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes the other writer wait for the commit instead of failing the transaction', async () => {
    handle = connect({ dataDir });
    await migrate(handle.db, handle.dialect);
    const stamp = new Date().toISOString();
    await handle.db
      .insertInto('branches')
      .values({ code: 'PRIMA', created_at: stamp, updated_at: stamp })
      .execute();

    // The other process: writes one branch as soon as it starts, waiting for the lock up to 5 s.
    const script = join(dataDir, 'writer.cjs');
    const sqlitePath = createRequire(import.meta.url).resolve('better-sqlite3');
    writeFileSync(
      script,
      `const SQLite = require(${JSON.stringify(sqlitePath)});
       const db = new SQLite(${JSON.stringify(join(dataDir, 'warehouse.sqlite'))});
       db.pragma('busy_timeout = 5000');
       console.log('trying');
       const s = new Date().toISOString();
       db.prepare("insert into branches (code, created_at, updated_at) values ('ALTRO', ?, ?)").run(s, s);
       console.log('written');`,
    );
    let other: Promise<{ code: number | null; output: string }> | undefined;
    await handle.db.transaction().execute(async (tx) => {
      await tx.selectFrom('branches').select('id').execute();
      let trying: () => void;
      const started = new Promise<void>((resolve) => (trying = resolve));
      other = new Promise((resolve) => {
        const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.setEncoding('utf8').on('data', (t: string) => {
          output += t;
          if (output.includes('trying')) trying();
        });
        child.stderr.setEncoding('utf8').on('data', (t: string) => (output += t));
        child.once('exit', (code) => resolve({ code, output }));
      });
      // The other process is at its write (a moment more for the write itself to be tried).
      await started;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.insertInto('branches').values({ code: 'MIA', created_at: stamp, updated_at: stamp }).execute();
    });
    const done = await other!;
    expect(done.code, done.output).toBe(0);
    const codes = (await handle.db.selectFrom('branches').select('code').orderBy('id').execute()).map(
      (r) => r.code,
    );
    expect(codes).toEqual(['PRIMA', 'MIA', 'ALTRO']);
  });
});
