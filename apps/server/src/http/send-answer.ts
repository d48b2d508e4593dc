import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD } from './compression';
import { encodedBody, makeAnswer, type Answer, type Encoding } from './answer-cache';
import { noneMatch } from './etag';

/** br or gzip, by the client's `Accept-Encoding` and its q-values (br on a tie); undefined for neither. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const q: Record<string, number> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (token) q[token.trim()] = weight === undefined ? 1 : Number(weight);
  }
  const of = (name: Encoding) => q[name] ?? (q['*'] !== undefined ? q['*'] : 0);
  const br = of('br');
  const gz = q['x-gzip'] !== undefined ? Math.max(of('gzip'), q['x-gzip']) : of('gzip');
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

/**
 * Sends a finished JSON answer with its weak ETag, or `304 Not Modified` without a body when the
 * client already holds it. `private, no-cache`: a browser keeps the answer (it is the user's own)
 * and revalidates it on every use, so an unchanged list costs a 304 and no download. Answers
 * above the compression threshold go out in their compressed form, made once per answer.
 */
export async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  reply.code(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
  if (answer.status === 200 && noneMatch(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  // Text rather than its bytes: Node joins a text body to the headers in one write, where a buffer
  // goes out beside them (writev), a tenth more of a barcode lookup's CPU (issue 47).
  if (answer.body.length < COMPRESSION_THRESHOLD) return reply.send(answer.text);
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.text);
  return reply.header('content-encoding', encoding).send(await encodedBody(answer, encoding));
}

/** `value` as JSON, with its validator (see sendAnswer). */
export function sendValidated(request: FastifyRequest, reply: FastifyReply, value: unknown) {
  return sendAnswer(request, reply, makeAnswer(reply.statusCode, value));
}
