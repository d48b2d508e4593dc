import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/unavailable';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

/** Which errors answer 503 `unavailable` (try again) rather than 500 or the request's own fault. */
describe('a database away', () => {
  it('is PostgreSQL shutting down, restarting or refusing connections, or SQLite busy', () => {
    for (const err of [
      coded('terminating connection due to administrator command', '57P01'),
      coded('the database system is starting up', '57P03'),
      coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
      coded('database is locked', 'SQLITE_BUSY'),
      new Error('query failed', { cause: coded('read ECONNRESET', 'ECONNRESET') }),
    ])
      expect([err.message, isDatabaseUnavailable(err)]).toEqual([err.message, true]);
  });

  it('is not a constraint, a syntax error or a wrong password', () => {
    for (const err of [
      coded('duplicate key value violates unique constraint', '23505'),
      coded('syntax error at or near "selec"', '42601'),
      coded('password authentication failed for user "warehouse"', '28P01'),
      coded('UNIQUE constraint failed: items.code', 'SQLITE_CONSTRAINT_UNIQUE'),
      new TypeError('x is undefined'),
    ])
      expect([err.message, isDatabaseUnavailable(err)]).toEqual([err.message, false]);
  });
});
