import type { Services } from '../services/services';
import type { AnswerCache } from './answer-cache';
import type { Metrics } from './metrics';

/** What the routes share: the services the commands get too, and what only the HTTP side uses. */
export interface RouteServices extends Services {
  /** The last answers of lists, reused while the database is unchanged. */
  answers: AnswerCache;
  /** SQLite: the database's change stamp (db/connection.ts), the generation cached answers are valid for. */
  changeStamp?: () => string;
  /** What /metrics reports. */
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the routes share (startServer tells the process instance where it listens). */
    services: RouteServices;
  }
}
