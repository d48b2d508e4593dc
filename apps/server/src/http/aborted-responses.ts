import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * The error a response stream ends with when the client went away before it was all sent: Node's
 * (`ERR_STREAM_PREMATURE_CLOSE`), or end-of-stream's under @fastify/compress's pump (no code, this
 * message).
 */
export function isPrematureClose(logged: unknown): boolean {
  // Logged as the error itself, or as `{ err }` ("request failed" when a static file's stream ends).
  const value = logged instanceof Error ? logged : (logged as { err?: unknown } | null)?.err;
  if (!(value instanceof Error)) return false;
  return (
    (value as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE' || value.message === 'premature close'
  );
}

/**
 * A browser that leaves a screen, or a handheld that walks out of the Wi-Fi, aborts the answer it
 * was receiving. @fastify/compress logs the end of its stream at `error` ("premature close"), which
 * is no server error: nothing failed here, and an operations team paging on level 50 would be woken
 * by every closed tab. Each request's logger turns that one error into an `info` line naming the
 * route; any other error is logged as it was.
 */
export function quietAbortedResponses(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const log = reply.log;
    const error: FastifyBaseLogger['error'] = (first: unknown, ...rest: unknown[]) => {
      if (!isPrematureClose(first)) return (log.error as (...args: unknown[]) => void)(first, ...rest);
      log.info(
        { req: request, route: request.routeOptions.url ?? null, aborted: true },
        'response aborted by the client',
      );
    };
    reply.log = Object.create(log, { error: { value: error } }) as FastifyBaseLogger;
  });
}
