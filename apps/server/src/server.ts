import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { connect, type DbHandle } from './db/connection';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { sweepIdempotencyKeys } from './api/idempotency';

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
  await sweepIdempotencyKeys(handle);
  const sweeper = setInterval(
    () => {
      sweepIdempotencyKeys(handle).catch((err) => app.log.warn({ err }, 'idempotency sweep failed'));
    },
    60 * 60 * 1000,
  );
  sweeper.unref();
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
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
