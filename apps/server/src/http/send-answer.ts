import type { IncomingHttpHeaders } from 'node:http';
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

/** What goes out for a finished answer: its status, its own headers and its body (none on a 304). */
export interface Outgoing {
  status: number;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/**
 * A finished JSON answer as it goes out to a request with these headers: with its weak ETag, or
 * `304 Not Modified` without a body when the client already holds it. `private, no-cache`: a
 * browser keeps the answer (it is the user's own) and revalidates it on every use, so an unchanged
 * list costs a 304 and no download. Answers above the compression threshold go out in their
 * compressed form, made once per answer. One rule for every route and for the lookup's own lane
 * (lookup-lane.ts).
 */
export async function outgoing(request: IncomingHttpHeaders, answer: Answer): Promise<Outgoing> {
  const headers = { ...answer.headers, etag: answer.etag, 'cache-control': 'private, no-cache' };
  if (answer.status === 200 && noneMatch(request['if-none-match'], answer.etag)) {
    return { status: 304, headers };
  }
  const json = { ...headers, 'content-type': 'application/json; charset=utf-8' };
  // Text rather than its bytes: Node joins a text body to the headers in one write, where a buffer
  // goes out beside them (writev), a tenth more of a barcode lookup's CPU (issue 47).
  if (answer.body.length < COMPRESSION_THRESHOLD)
    return { status: answer.status, headers: json, body: answer.text };
  const varied = { ...json, vary: 'accept-encoding' };
  const encoding = acceptedEncoding(request['accept-encoding']);
  if (!encoding) return { status: answer.status, headers: varied, body: answer.text };
  return {
    status: answer.status,
    headers: { ...varied, 'content-encoding': encoding },
    body: await encodedBody(answer, encoding),
  };
}

/** Sends a finished JSON answer (see outgoing). */
export async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  const out = await outgoing(request.headers, answer);
  reply.code(out.status);
  for (const [name, value] of Object.entries(out.headers)) reply.header(name, value);
  return out.body === undefined ? reply.send() : reply.send(out.body);
}

/** `value` as JSON, with its validator (see sendAnswer). */
export function sendValidated(request: FastifyRequest, reply: FastifyReply, value: unknown) {
  return sendAnswer(request, reply, makeAnswer(reply.statusCode, value));
}
