import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { Database } from './types';
import { isDatabaseUnavailable } from './unavailable';
import type { JsonLog } from '../log-line';

const RETRY_MS = 1_000;
const LOG_EVERY_MS = 5_000;
const PROBE_TIMEOUT_MS = 3_000;

/** One `select 1`, given up after a few seconds (a database that hangs is as away as one that refuses). */
export async function probe(db: Database): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(db),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error('no answer from the database'), { code: 'ETIMEDOUT' })),
          PROBE_TIMEOUT_MS,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the process answers while it waits: alive, not ready, and nothing else yet. */
function answerWhileWaiting(request: IncomingMessage, response: ServerResponse) {
  const path = (request.url ?? '/').split('?')[0];
  const [status, body] =
    path === '/health/live'
      ? [200, { status: 'ok' }]
      : path === '/health/ready'
        ? [503, { status: 'not_ready', reason: 'database_unreachable' }]
        : [
            503,
            { error: 'Server in avvio: database non raggiungibile, riprovare tra poco', id: 'unavailable' },
          ];
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...(status === 503 ? { 'retry-after': '5' } : {}),
  });
  response.end(JSON.stringify(body));
}

/**
 * Returns once the database answers. A server booted beside its database (or before it) does not
 * exit: while the database is away it listens on its address with `/health/live` 200 and
 * `/health/ready` 503 `database_unreachable`, and logs a line every few seconds. Returns the port it
 * held (the app then listens on the same one, also when asked for any free port). An error that
 * waiting cannot cure (a wrong password, no such database) is thrown at once.
 */
export async function waitForDatabase(
  db: Database,
  options: { host: string; port: number; tls?: { key: string; cert: string }; log: JsonLog },
): Promise<number> {
  try {
    await probe(db);
    return options.port;
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    options.log.warn({ err: describe(err) }, 'database unreachable: waiting for it');
  }
  const server = options.tls
    ? createHttpsServer({ key: options.tls.key, cert: options.tls.cert }, answerWhileWaiting)
    : createHttpServer(answerWhileWaiting);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const since = Date.now();
  let logged = since;
  try {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      try {
        await probe(db);
        options.log.info({ waitedMs: Date.now() - since }, 'database reachable: starting');
        return port;
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err;
        if (Date.now() - logged >= LOG_EVERY_MS) {
          logged = Date.now();
          options.log.warn(
            { err: describe(err), waitedMs: logged - since },
            'database unreachable: still waiting for it',
          );
        }
      }
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const describe = (err: unknown) => {
  const e = err as { message?: string; code?: string; errors?: { message: string }[] };
  return { message: e.errors?.[0]?.message ?? e.message, code: e.code };
};
