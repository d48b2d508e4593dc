import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A weak validator over the answer's bytes: two answers with the same tag are the same JSON.
 * Weak (`W/`) because the bytes on the wire differ by encoding (br, gzip, plain) while the
 * answer is the same. SHA-1 here is a fingerprint, not a security measure.
 */
export function weakEtag(body: string): string {
  return `W/"${body.length.toString(36)}-${hash('sha1', body, 'base64url')}"`;
}

/** RFC 9110 §13.1.2: `If-None-Match` matches by weak comparison; `*` matches any current answer. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Sends `value` as JSON with a weak ETag, or `304 Not Modified` without a body when the client
 * already holds that answer. `private, no-cache`: a browser keeps the answer (it is the user's own)
 * and revalidates it on every use, so an unchanged list costs a 304 and no download.
 */
export function sendValidated(request: FastifyRequest, reply: FastifyReply, value: unknown) {
  const body = JSON.stringify(value);
  const etag = weakEtag(body);
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (reply.statusCode === 200 && noneMatch(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
