import { isStalePlan } from './prepared-statements';

/**
 * Errors that mean "the database is away for now", not "this request is wrong": PostgreSQL
 * stopping, restarting or failing over (its connections are cut, new ones refused for a while),
 * the network to it down, or SQLite's file held by another writer (a backup) past busy_timeout.
 * Answered 503 `unavailable`: the same request sent again later is fine (a write with its
 * Idempotency-Key runs at most once).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (shutdown, crash, starting up),
// 53300 (too many connections).
const POSTGRES_CODES = /^(08...|57P0[123]|53300)$/;
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED)/;
// pg's own errors carry no code.
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    // A prepared statement met a schema change made meanwhile (db/prepared-statements.ts): the
    // connection prepares afresh, so the request sent again runs.
    if (isStalePlan(e)) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code) || SQLITE_CODES.test(code)) return true;
    }
    if (PG_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
