import { spawn } from 'node:child_process';

/**
 * PostgreSQL's own tools do its backups: `pg_dump --format=custom` takes a consistent snapshot
 * (one repeatable-read transaction) while the servers keep writing, `pg_restore` brings it back.
 * They must be on PATH (the `postgresql-client` package) and of PostgreSQL's major version or newer.
 */
export class ToolMissingError extends Error {}

function run(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new ToolMissingError(`${tool} not found: install PostgreSQL's client tools (postgresql-client)`)
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/** The whole database of `databaseUrl` into `file`, without owners or privileges (restorable anywhere). */
export const pgDump = (databaseUrl: string, file: string) =>
  run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    `--dbname=${databaseUrl}`,
  ]);

/** A dump into the (empty) database of `databaseUrl`, all or nothing. */
export const pgRestore = (databaseUrl: string, file: string) =>
  run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
