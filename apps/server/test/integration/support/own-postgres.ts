import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './processes';

/**
 * A PostgreSQL server of the test's own (initdb into a temporary folder, `postgres` on a free
 * port), which the test may stop and start at will: the shared server on 5432 is never touched.
 * PostgreSQL refuses to run as root: as root it runs as the `postgres` user.
 */
export interface OwnPostgres {
  url: string;
  start(): Promise<void>;
  /** A fast shutdown: every connection is cut ("terminating connection due to administrator command"). */
  stop(): Promise<void>;
  remove(): Promise<void>;
}

function binDir(): string {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromConfig.status === 0 && existsSync(join(fromConfig.stdout.trim(), 'initdb')))
    return fromConfig.stdout.trim();
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'initdb'))) return join(root, v, 'bin');
  return '';
}

export async function ownPostgres(): Promise<OwnPostgres> {
  const bin = binDir();
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'warehouse-pg-'));
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(id.stdout), Number(gid.stdout));
  }
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const data = join(dir, 'data');
  const [initdb, initArgs] = command('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server: ChildProcess | undefined;
  let output = '';

  async function answers(): Promise<boolean> {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  }

  async function stop() {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // SIGINT is PostgreSQL's fast shutdown, sent to postgres itself (not to runuser, which keeps it).
    const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGINT');
    await exited;
  }

  return {
    url,
    async start() {
      const [postgres, args] = command('postgres', [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
      ]);
      const child = spawn(postgres, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      child.stderr!.setEncoding('utf8').on('data', (t: string) => (output += t));
      server = child;
      const deadline = Date.now() + 30_000;
      while (!(await answers())) {
        if (child.exitCode !== null) throw new Error(`postgres exited:\n${output}`);
        if (Date.now() > deadline) throw new Error(`postgres did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
