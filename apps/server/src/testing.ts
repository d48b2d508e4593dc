import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from './db/types';
import { loadConfig } from './config';
import { startServer } from './server';
import { createUser, setSetting, type NewUser } from './users';
import type { LocalAuthority } from './https/authority';

export interface TestServer {
  /** http://127.0.0.1:<port>: the API under /api/v2 and the built web app at /. */
  url: string;
  /** With `https`: the port served over HTTPS (`url` is https://127.0.0.1:<it>) and the plain one redirecting to it. */
  httpsPort?: number;
  plainPort?: number;
  /** With `https`: the local authority the server's certificate is signed by. */
  authority?: LocalAuthority;
  close(): Promise<void>;
  createUser(user: NewUser): Promise<{ id: number; atoken: string }>;
  setSetting(key: string, value: string): Promise<void>;
  db: Database;
}

/**
 * A real server for end-to-end tests: loopback only, a free port, a fresh
 * SQLite database in a temporary directory removed on close, no demo data.
 */
export async function startTestServer(
  opts: {
    sessionTimeoutMinutes?: number;
    loginMaxFailures?: number;
    /** Serve over HTTPS by a local authority whose certificate also covers these names. */
    https?: { names: string[] };
    /** Webhook retries in milliseconds (a test cannot wait the real schedule's minutes). */
    webhookSchedule?: number[];
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'warehouse-e2e-'));
  const config = {
    ...loadConfig({}),
    host: '127.0.0.1',
    port: 0,
    dataDir,
    databaseUrl: undefined,
    demo: false,
    logLevel: 'warn',
    sessionTimeoutMinutes: opts.sessionTimeoutMinutes ?? 30,
    // Tests log in often from one address; the lock-out test asks for the real limit.
    loginMaxFailures: opts.loginMaxFailures ?? 1000,
    ...(opts.https ? { https: true, httpsPort: 0, httpsNames: opts.https.names } : {}),
    loginMaxFailuresPerAddress: opts.loginMaxFailures ?? 1000,
  };
  if (opts.webhookSchedule)
    config.webhookDelivery = { ...config.webhookDelivery, schedule: opts.webhookSchedule, pollMs: 100 };
  const server = await startServer(config);
  return {
    url: server.url,
    ...(opts.https
      ? {
          httpsPort: Number(new URL(server.url).port),
          plainPort: Number(new URL(server.plainUrl!).port),
          authority: server.authority,
        }
      : {}),
    db: server.handle.db,
    createUser: (user) => createUser(server.handle, user),
    setSetting: (key, value) => setSetting(server.handle.db, key, value),
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
