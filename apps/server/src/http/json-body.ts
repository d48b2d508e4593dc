import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies, with one difference from Fastify's own parser: an empty (or blank) body sent with
 * `Content-Type: application/json` is a request without a body. Many HTTP clients send exactly
 * that on a DELETE (and some on PUT/POST); refusing it with 400 would break them. Everything else
 * — prototype poisoning, malformed JSON, the size limit — is Fastify's default handling.
 */
export function jsonBodies(app: FastifyInstance) {
  const strict = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    return strict(request, body as string, done);
  });
}
