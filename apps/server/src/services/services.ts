import type { Config } from '../config';
import type { Database, Dialect } from '../db/types';
import type { ModelRegistry } from '../models/registry';
import type { Session, Tokens } from '../auth/tokens';
import type { CurrentUser } from '../auth/permissions';
import type { CurrentUsers } from '../auth/current-users';
import type { Records } from './records';
import type { Upload } from './uploads';
import type { Claim } from './idempotency-claim';
import type { createLoginLimiter } from './login-limiter';
import type { Instance } from '../live/instance';
import type { LabelRenderer } from '../printing/preview';
import type { createRateLimit } from './rate-limit';

/** What the routes and the commands share; built once per server in app.ts (http/route-services.ts adds what only the routes use). */
export interface Services {
  config: Config;
  db: Database;
  dialect: Dialect;
  registry: ModelRegistry;
  records: Records;
  tokens: Tokens;
  /** The user behind each request's session, checked exactly (auth/current-users.ts). */
  currentUsers: CurrentUsers;
  limiter: ReturnType<typeof createLoginLimiter>;
  uploadDir: string;
  /** This server process: owner of its idempotency claims. */
  instance: Instance;
  /** Label previews: the renderer thread, and the previews each user may still ask for. */
  labels: LabelRenderer;
  previewLimit: ReturnType<typeof createRateLimit>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every authenticated request. */
    currentUser?: CurrentUser;
    /** The session of the request's token, renewed in the answer's `token` header. */
    session?: Session;
    /** Files this request streamed to disk (services/multipart.ts): removed when answered unless recorded. */
    uploads?: Upload[];
    /** The Idempotency-Key row this request owns, if it sent one. */
    idempotency?: Claim;
  }
}
