import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/db/connection';
import { createUser } from '../../src/users';
import { freePort, login, spawnServerProcess } from './support/processes';
import { ownPostgres, type OwnPostgres } from './support/own-postgres';

/**
 * PostgreSQL going away is weather: the server starts before it, survives its restart and a stop
 * under four writers, says 503 on /health/ready meanwhile and 200 once it is back, and every write
 * it acknowledged is stored exactly once (writers retry with their Idempotency-Key until answered).
 */
describe('a PostgreSQL of its own stopped, restarted and started late', () => {
  let postgres: OwnPostgres | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-restart-'));
  afterAll(async () => {
    await postgres?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the process alive, answers ready 503 then 200, and stores every acknowledged write once', async () => {
    postgres = await ownPostgres();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawnServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      SECRET: randomBytes(24).toString('hex'),
      DATABASE_URL: postgres.url,
      TEST_SCHEMA: '',
    });
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (t: string) => (output += t));
    child.stderr!.setEncoding('utf8').on('data', (t: string) => (output += t));
    let exited = false;
    child.once('exit', () => (exited = true));
    try {
      const status = async (path: string) => {
        try {
          const res = await fetch(`${url}${path}`);
          return { code: res.status, body: (await res.json()) as Record<string, unknown> };
        } catch {
          return { code: 0, body: {} };
        }
      };
      const until = async (what: string, check: () => Promise<boolean>) => {
        const deadline = Date.now() + 30_000;
        while (!(await check())) {
          if (exited) throw new Error(`the server exited while waiting for ${what}:\n${output}`);
          if (Date.now() > deadline) throw new Error(`no ${what} within 30 s:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };

      // Started before its database: alive, not ready, and saying so in its log every few seconds.
      await until('answer', async () => (await status('/health/live')).code === 200);
      expect(await status('/health/ready')).toMatchObject({
        code: 503,
        body: { reason: 'database_unreachable' },
      });
      await until('second waiting line', async () => output.split('database unreachable').length > 2);
      const waiting = output.split('\n').find((line) => line.includes('still waiting'))!;
      expect(JSON.parse(waiting)).toMatchObject({
        level: 40,
        msg: 'database unreachable: still waiting for it',
      });

      await postgres.start();
      await until('ready 200', async () => (await status('/health/ready')).code === 200);
      const handle = connect({ databaseUrl: postgres.url, dataDir });
      const password = `pw-${randomBytes(6).toString('hex')}`;
      await createUser(handle, { email: 'writer@test.it', password, admin: true });
      await handle.close();
      const token = await login(url, 'writer@test.it', password);

      // Four writers: each write is retried with its key until it is answered 201.
      const acknowledged: string[] = [];
      let writing = true;
      const writer = async (n: number) => {
        for (let i = 0; writing; i++) {
          const code = `W${n}-${i}`;
          const key = randomBytes(8).toString('hex');
          for (;;) {
            const res = await fetch(`${url}/api/v2/branches`, {
              method: 'POST',
              headers: {
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
                'idempotency-key': key,
              },
              body: JSON.stringify({ branch: { code } }),
            }).catch(() => undefined);
            if (res?.status === 201) {
              acknowledged.push(code);
              break;
            }
            await res?.body?.cancel();
            if (exited) return;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      };
      const writers = [1, 2, 3, 4].map(writer);
      const writesSoFar = async (more: number) => {
        const from = acknowledged.length;
        await until(`${more} more writes`, async () => acknowledged.length >= from + more);
      };

      await writesSoFar(20);
      await postgres.stop();
      await postgres.start(); // a restart (a minor-version update)
      await until('ready 200 after the restart', async () => (await status('/health/ready')).code === 200);
      await writesSoFar(20);

      await postgres.stop(); // an outage
      await until('ready 503', async () => (await status('/health/ready')).code === 503);
      expect((await status('/health/ready')).body).toMatchObject({ reason: 'database_unreachable' });
      expect((await status('/health/live')).code).toBe(200);
      await postgres.start();
      await until('ready 200 after the outage', async () => (await status('/health/ready')).code === 200);
      await writesSoFar(20);
      writing = false;
      await Promise.all(writers);

      expect(exited).toBe(false);
      expect(output).toContain('database connection lost');
      const check = connect({ databaseUrl: postgres.url, dataDir });
      const rows = await check.db.selectFrom('branches').select('code').execute();
      await check.close();
      const stored = rows.map((r) => String(r.code)).filter((c) => c.startsWith('W'));
      expect(new Set(stored).size).toBe(stored.length); // none twice
      expect(stored.sort()).toEqual([...acknowledged].sort()); // every acknowledged one, no other
    } finally {
      child.kill('SIGTERM');
      if (!exited) await new Promise((resolve) => child.once('exit', resolve));
    }
  }, 120_000);
});
