import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import { makeAnswer } from './answer-cache';
import { listHead, mayAct } from './model-routes';
import { readsLogged, requestIdOf } from './request-log';
import type { RouteServices } from './route-services';
import { HSTS } from './security-headers';
import { outgoing } from './send-answer';
import { bearerToken, checkedSession, knownSession, renewedToken } from './session';

const PATH = '/api/v2/items';
/** The route pattern the generic list answers under, for the request metrics. */
const ROUTE = '/api/v2/:model';
const BARCODE_KEYS = new Set(['q[barcode_eq]', 'q%5Bbarcode_eq%5D', 'q%5bbarcode_eq%5d']);

/** Headers a generic answer carries that are its own, not the ones every answer gets. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'content-encoding',
  'transfer-encoding',
  'x-request-id',
  'etag',
  'cache-control',
  'content-range',
  'token',
]);

/** A value as qs decodes it (`+` is a space); undefined when its escapes are broken. */
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * The barcode of `GET /api/v2/items?q[barcode_eq]=…[&cb=…]` and nothing else; undefined for any
 * other request. No body, no Origin (its CORS answer depends on it), no proxy's protocol.
 */
export function laneBarcode(req: IncomingMessage): string | undefined {
  const url = req.url ?? '';
  if (req.method !== 'GET' || !url.startsWith(PATH) || url.charCodeAt(PATH.length) !== 63 /* ? */)
    return undefined;
  const { headers } = req;
  if (headers.origin !== undefined || headers['x-forwarded-proto'] !== undefined) return undefined;
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return undefined;
  let barcode: string | undefined;
  for (const param of url.slice(PATH.length + 1).split('&')) {
    const eq = param.indexOf('=');
    const name = eq < 0 ? param : param.slice(0, eq);
    if (name === 'cb') continue;
    if (barcode !== undefined || eq < 0 || !BARCODE_KEYS.has(name)) return undefined;
    barcode = decoded(param.slice(eq + 1));
    // A blank filter is no filter (every item): the generic route's business.
    if (!barcode?.trim()) return undefined;
  }
  return barcode;
}

/**
 * The barcode lookup's own lane (issue 47): `GET /api/v2/items?q[barcode_eq]=…`, what every scan of
 * every handheld sends, answered before Fastify's routing and hooks, which cost it as much as its
 * own work (docs/server.md, "The lookup's lane"). It answers only the plain case: a signed-in user
 * who may read items, no other parameter (`cb` aside), no Origin, no body, logging off for
 * successful reads. Everything else, and anything that goes wrong before the answer is written (a
 * refused session, a database error), goes to Fastify, whose answer it is: the lane never answers an
 * error. What it writes comes from the same functions as the generic route's (the session check,
 * the list, the answer's head, the ETag and compression), and the headers every answer gets are
 * taken from a generic answer; lookup-lane.test.ts compares both answers.
 */
export function lookupLane(app: FastifyInstance, services: RouteServices) {
  const items = services.registry.get('items')!;
  // The headers every API answer gets (security, CORS for no Origin), read from a generic answer.
  let everyAnswer: Record<string, string> | undefined;
  let learning: Promise<unknown> | undefined;
  const learn = () => {
    learning ??= app.inject({ method: 'GET', url: '/api/v2/info/version' }).then(
      (probe) => {
        everyAnswer = Object.fromEntries(
          Object.entries(probe.headers)
            .filter(([name]) => !OWN_HEADERS.has(name))
            .map(([name, value]) => [name, String(value)]),
        );
      },
      () => (learning = undefined),
    );
  };
  let served = 0;

  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    barcode: string,
    token: string,
    fixed: Record<string, string>,
  ) {
    const started = performance.now();
    const signed = knownSession(services, token) ?? (await checkedSession(services, token));
    if (signed instanceof ApiError || !mayAct(signed.user, 'read', items)) return false;
    const result = await services.records.list(items, { q: { barcode_eq: barcode } });
    const head = listHead(items, result, false);
    const out = await outgoing(req.headers, makeAnswer(head.status, result.records, head.headers));
    const renewed = await renewedToken(services, signed.session);
    if (res.destroyed) return true;
    // One object for writeHead: Node takes it as it is, where each setHeader is stored apart.
    const headers: Record<string, string> = {
      ...fixed,
      'x-request-id': requestIdOf(req.headers),
      ...out.headers,
    };
    if ((req.socket as TLSSocket).encrypted) headers['strict-transport-security'] = HSTS;
    headers.token = renewed;
    if (out.body !== undefined) headers['content-length'] = String(Buffer.byteLength(out.body));
    res.writeHead(out.status, headers).end(out.body);
    served++;
    services.metrics.routeAnswered('GET', ROUTE, out.status, (performance.now() - started) / 1000);
    return true;
  }

  return {
    /** Requests the lane answered (tests and docs: it did take them). */
    served: () => served,
    /** Answers `req` when it is the lane's; else, or when anything goes wrong first, `generic` does. */
    take(
      req: IncomingMessage,
      res: ServerResponse,
      generic: (req: IncomingMessage, res: ServerResponse) => void,
    ) {
      const barcode = laneBarcode(req);
      const token = barcode === undefined ? undefined : bearerToken(req);
      // Successful reads are logged at debug (request-log.ts): then the generic route logs them.
      if (!token || barcode === undefined || readsLogged(app.log.level)) return generic(req, res);
      if (!everyAnswer) {
        learn();
        return generic(req, res);
      }
      answer(req, res, barcode, token, everyAnswer).then(
        (answered) => answered || generic(req, res),
        () => (res.headersSent ? res.destroy() : generic(req, res)),
      );
    },
  };
}

export type LookupLane = ReturnType<typeof lookupLane>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The barcode lookup's own lane, decorated by buildApp. */
    lookupLane: LookupLane;
  }
}

/** Puts the lane in front of Fastify's own handler on the server Fastify made. */
export function answerLookupsFirst(server: Server, lane: LookupLane): void {
  const [generic, ...others] = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  if (!generic || others.length > 0) throw new Error('the lookup lane expects Fastify alone on the server');
  server.removeListener('request', generic);
  // Once the server has stopped listening (closing), Fastify answers: 503, the connection closed.
  server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    server.listening ? lane.take(req, res, generic) : generic(req, res),
  );
}
