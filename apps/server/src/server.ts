import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { connect, type DbHandle } from './db/connection';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { sweepIdempotencyKeys } from './api/idempotency';
import { pruneChangeEvents } from './live/changes';
import { sweepInstances } from './live/instance';
import type { Database } from './db/types';

/** Rows kept only for a while: answered idempotency keys, old change events, long-gone processes. */
async function sweep(db: Database) {
  await sweepIdempotencyKeys({ db });
  await pruneChangeEvents(db);
  await sweepInstances(db);
}

export interface RunningServer {
  app: FastifyInstance;
  handle: DbHandle;
  url: string;
  close(): Promise<void>;
}

/** Opens the database, migrates it, and listens. */
export async function startServer(
  config: Config,
  handle: DbHandle = connect(config),
): Promise<RunningServer> {
  await migrate(handle.db, handle.dialect);
  const app = await buildApp(config, handle);
  await sweep(handle.db);
  const sweeper = setInterval(
    () => {
      sweep(handle.db).catch((err) => app.log.warn({ err }, 'sweep failed'));
    },
    10 * 60 * 1000,
  );
  sweeper.unref();
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  await app.services.instance.bound(port);
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return {
    app,
    handle,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    async close() {
      clearInterval(sweeper);
      await app.close();
      await handle.close();
    },
  };
}
