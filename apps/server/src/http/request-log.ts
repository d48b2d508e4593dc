import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A request's id: the client's `X-Request-Id` when it is a plain token, else a new one. */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

/** A search by POST (`/{model}/search`) reads; it only uses POST to carry its filters. */
const SEARCH_PATH = /\/search(?:\?|$)/;

export function isRead(request: FastifyRequest): boolean {
  const { method } = request;
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || SEARCH_PATH.test(request.url);
}

/**
 * One log line per request, when it ends (Fastify's own two lines per request are off): writes
 * and every answer of 400 or more at `info`, successful reads at `debug`. A successful read is
 * most of the traffic (lookups, lists, heartbeats) and the least interesting line; serialising and
 * writing two lines for each is a real share of a 200 µs lookup. `LOG_LEVEL=debug` brings them back.
 * Server errors are also logged with their stack by the error handler.
 */
const DEBUG_LEVELS = new Set(['trace', 'debug']);

/** Whether a logger at this level writes a line for a successful read. */
export const readsLogged = (level: string) => DEBUG_LEVELS.has(level);

export function requestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const quiet = status < 400 && isRead(request);
    const log = request.log;
    if (quiet && !readsLogged(log.level)) return;
    const line = { req: request, status, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (quiet) log.debug(line, 'request completed');
    else if (status >= 500) log.error(line, 'request completed');
    else log.info(line, 'request completed');
  });
}
