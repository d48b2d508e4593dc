import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { connect, type DbHandle } from '../../../src/db/connection';
import { migrate } from '../../../src/db/migrate';
import { createUser } from '../../../src/users';

// A loaded shared machine starts a server slowly: TEST_SERVER_START_MS allows it more time.
const START_MS = Number(process.env.TEST_SERVER_START_MS) || 30_000;
const SCRIPT = fileURLToPath(new URL('./server-process.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves once the process has exited (whatever the reason). */
  exited: Promise<void>;
  stop(): Promise<void>;
  logs(): string;
}

/**
 * Starts `server-process.ts` with `env` added to this process's environment. Its stdin is a pipe
 * this process holds open: the server stops when the test run that started it goes, however it goes.
 */
export function spawnServerProcess(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** A port free right now on loopback (a restarted server takes its predecessor's port). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * One database (a SQLite directory or a PostgreSQL schema), migrated, with one user, shared by
 * every server process a test starts on it; all of them use the same SECRET.
 */
export interface SharedDatabase {
  dialect: 'sqlite' | 'postgres';
  /** The servers' DATA_DIR (SQLite: where the database is). */
  dataDir: string;
  handle: DbHandle;
  email: string;
  password: string;
  start(options?: { port?: number; killAt?: 'before-commit' | 'after-commit' }): Promise<ServerProcess>;
  close(): Promise<void>;
}

export async function sharedDatabase(dialect: 'sqlite' | 'postgres'): Promise<SharedDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-proc-'));
  const schema = `proc_${randomBytes(6).toString('hex')}`;
  const databaseUrl = dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (databaseUrl) {
    const admin = connect({ databaseUrl, dataDir });
    await sql.raw(`create schema ${schema}`).execute(admin.db);
    await admin.close();
  }
  const handle = connect({ databaseUrl, dataDir, ...(databaseUrl ? { schema } : {}) });
  await migrate(handle.db, handle.dialect);
  const email = 'operatore@test.it';
  const password = `pw-${randomBytes(6).toString('hex')}`;
  await createUser(handle, { email, password, admin: true });
  const secret = randomBytes(24).toString('hex');
  const started: ServerProcess[] = [];

  async function start(options: { port?: number; killAt?: string } = {}): Promise<ServerProcess> {
    const child = spawnServerProcess({
      PORT: String(options.port ?? 0),
      DATA_DIR: dataDir,
      SECRET: secret,
      DATABASE_URL: databaseUrl ?? '',
      TEST_SCHEMA: databaseUrl ? schema : '',
      KILL_AT: options.killAt ?? '',
    });
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (t: string) => (output += t));
    child.stderr!.setEncoding('utf8').on('data', (t: string) => (output += t));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), START_MS);
      child.stdout!.on('data', () => {
        const match = /listening (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
      void exited.then(() => reject(new Error(`server exited:\n${output}`)));
    });
    const proc: ServerProcess = {
      url,
      child,
      exited,
      logs: () => output,
      async stop() {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        const hard = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(hard);
      },
    };
    started.push(proc);
    return proc;
  }

  return {
    dialect,
    dataDir,
    handle,
    email,
    password,
    start,
    async close() {
      await Promise.all(started.map((p) => p.stop()));
      await handle.close();
      if (databaseUrl) {
        const admin = connect({ databaseUrl, dataDir });
        await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
        await admin.close();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in over HTTP; returns the bearer token. */
export async function login(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/v2/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ auth: { email, password } }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers.get('token')!;
}
