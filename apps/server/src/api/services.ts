import type { Config } from '../config';
import type { Database, Dialect } from '../db/types';
import type { ModelRegistry } from '../models/registry';
import type { Tokens } from '../auth/tokens';
import type { CurrentUser } from '../auth/permissions';
import type { Records } from './records';
import type { createLoginLimiter } from './login-limiter';
import type { Instance } from '../live/instance';
import type { AnswerCache } from '../http/answer-cache';
import type { Metrics } from '../http/metrics';

/** What the routes share; built once per server in app.ts. */
export interface Services {
  config: Config;
  db: Database;
  dialect: Dialect;
  registry: ModelRegistry;
  records: Records;
  tokens: Tokens;
  limiter: ReturnType<typeof createLoginLimiter>;
  uploadDir: string;
  /** This server process: owner of its idempotency claims. */
  instance: Instance;
  /** The last answers of lists, reused while the database is unchanged. */
  answers: AnswerCache;
  /** What /metrics reports. */
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the routes share (startServer tells the process instance where it listens). */
    services: Services;
  }
  interface FastifyRequest {
    /** Set for every authenticated request. */
    currentUser?: CurrentUser;
    /** The Idempotency-Key row this request owns, if it sent one. */
    idempotency?: { id: number; userId: number; key: string; owner: string };
  }
}
