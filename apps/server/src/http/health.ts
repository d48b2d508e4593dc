import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/types';
import { migrationNames, schemaVersion } from '../db/migrate';
import { VERSION } from '../version';

// A load balancer's probe gives up after a few seconds: answer before it does, even when the
// database hangs (a pool with every connection taken).
const READY_TIMEOUT_MS = 2_000;

/** Both answers carry this release's version and the schema version it needs. */
interface Versions {
  version: string;
  schema: string;
}

export type Readiness = Versions &
  (
    | { status: 'ready' }
    | { status: 'not_ready'; reason: 'database_unreachable' }
    | { status: 'not_ready'; reason: 'migrations_pending'; pending: string[] }
  );

/** Can this process serve: the database answers and has every migration this code knows applied. */
export async function readiness(db: Database): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
  });
  try {
    // Kysely's own table, in the schema the server migrates (the search path on PostgreSQL).
    const { rows } = await Promise.race([
      sql<{ name: string }>`select name from kysely_migration`.execute(db),
      timeout,
    ]);
    const applied = new Set(rows.map((row) => row.name));
    const pending = migrationNames().filter((name) => !applied.has(name));
    const versions = { version: VERSION, schema: schemaVersion() };
    return pending.length
      ? { status: 'not_ready', reason: 'migrations_pending', pending, ...versions }
      : { status: 'ready', ...versions };
  } catch {
    return { status: 'not_ready', reason: 'database_unreachable', version: VERSION, schema: schemaVersion() };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /health/live`: the process answers (restart it when not). `GET /health/ready`: it can serve
 * (take it out of the load balancer while 503). No session needed, nothing secret in either; a
 * closing server answers 503 to both (Fastify refuses new requests while it closes).
 */
export function healthRoutes(app: FastifyInstance, db: Database): void {
  app.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/health/ready', async (_request, reply) => {
    const state = await readiness(db);
    reply.header('cache-control', 'no-store');
    return reply.code(state.status === 'ready' ? 200 : 503).send(state);
  });
}
