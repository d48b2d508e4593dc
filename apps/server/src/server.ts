import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { connect, type DbHandle } from './db/connection';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import { sweepIdempotencyKeys } from './http/idempotency';
import { pruneChangeEvents } from './live/changes';
import { sweepInstances } from './live/instance';
import type { Database } from './db/types';
import { serverTls, type LocalAuthority } from './https/authority';
import { listenPlainHttp } from './https/plain-http';
import { waitForDatabase } from './db/wait';
import { jsonLog } from './log-line';

/** Rows kept only for a while: answered idempotency keys, old change events, long-gone processes. */
async function sweep(db: Database) {
  await sweepIdempotencyKeys({ db });
  await pruneChangeEvents(db);
  await sweepInstances(db);
}

export interface RunningServer {
  app: FastifyInstance;
  handle: DbHandle;
  /** Where this machine reaches the app (https:// when served over HTTPS). */
  url: string;
  /** With HTTPS: the plain-HTTP address that redirects to it (and offers the authority's certificate). */
  plainUrl?: string;
  /** With HTTPS by the local authority: the authority handhelds trust. */
  authority?: LocalAuthority;
  close(): Promise<void>;
}

/** Waits for the database, migrates it, and listens. */
export async function startServer(
  config: Config,
  handle: DbHandle = connect(config),
): Promise<RunningServer> {
  // Everything the server writes in DATA_DIR (database, keys, certificates, uploads) is its user's
  // alone from the start; the check at start (data-dir.ts) then only ever finds what others left.
  process.umask(0o077);
  const tls = config.https ? await serverTls(config) : undefined;
  const listenPort = await waitForDatabase(handle.db, {
    host: config.host,
    port: tls ? config.httpsPort : config.port,
    ...(tls ? { tls: { key: tls.key, cert: tls.cert } } : {}),
    log: jsonLog(),
  });
  await migrate(handle.db, handle.dialect);
  const app = await buildApp(config, handle, tls ? { https: { key: tls.key, cert: tls.cert } } : {});
  // What this start did to the local authority and the server certificate, and why (issue 42).
  for (const note of tls?.authority?.notes ?? [])
    app.log.info({ reason: note.reason, names: tls!.authority!.names }, note.message);
  if (tls?.authority?.replaced)
    app.log.warn(
      { replaced: tls.authority.replaced },
      'the previous local certificate authority was replaced: remove it from the handhelds and install the new one (see /ca)',
    );
  await sweep(handle.db);
  const sweeper = setInterval(
    () => {
      sweep(handle.db).catch((err) => app.log.warn({ err }, 'sweep failed'));
    },
    10 * 60 * 1000,
  );
  sweeper.unref();
  await app.listen({ host: config.host, port: listenPort });
  const port = portOf(app.server);
  await app.services.instance.bound(port);
  let plain: Server | undefined;
  try {
    if (tls) {
      plain = await listenPlainHttp({
        host: config.host,
        port: config.port,
        httpsPort: port,
        authority: tls.authority,
      });
    }
  } catch (err) {
    await app.close();
    throw err;
  }
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const origin = (scheme: string, p: number) => `${scheme}://${host.includes(':') ? `[${host}]` : host}:${p}`;
  return {
    app,
    handle,
    url: origin(tls ? 'https' : 'http', port),
    ...(plain ? { plainUrl: origin('http', portOf(plain)) } : {}),
    ...(tls?.authority ? { authority: tls.authority } : {}),
    async close() {
      clearInterval(sweeper);
      if (plain) await new Promise((resolve) => plain.close(resolve));
      await app.close();
      await handle.close();
    },
  };
}

function portOf(server: Server): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
