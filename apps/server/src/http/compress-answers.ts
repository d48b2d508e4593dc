import type { FastifyInstance } from 'fastify';
import { compressBody } from './answer-cache';
import { COMPRESSION_THRESHOLD } from './compression';
import { acceptedEncoding } from './send-answer';

/** Above this, an answer is left to @fastify/compress's stream (a large export, not an API answer). */
const ONE_CALL_MAX_BYTES = 1024 * 1024;

/**
 * A finished JSON answer (a write's, a command's, an error) compressed in one call, as the cached
 * read answers are (send-answer.ts), instead of through @fastify/compress's stream pipeline: its
 * set-up per answer (a peek stream, a duplex, a zlib stream) cost a reading's write about a sixth of
 * its CPU (issue 47, docs/server.md "Where a reading's write goes"). Registered after the
 * Idempotency-Key hook, so the answer a retry gets is stored as JSON, not compressed. Files and
 * streams still go through @fastify/compress, which leaves an answer already encoded alone.
 */
export function compressAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const bytes = Buffer.byteLength(payload);
    if (bytes < COMPRESSION_THRESHOLD || bytes > ONE_CALL_MAX_BYTES) return payload;
    if (request.headers['x-no-compression'] !== undefined) return payload;
    // Beside what is there already (CORS's `Origin`).
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    // Made for this one request (a cached read's is made once and kept): the quick settings.
    return compressBody(Buffer.isBuffer(payload) ? payload : Buffer.from(payload), encoding, true);
  });
}
