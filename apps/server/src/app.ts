import { installShippedTemplates } from './printing/install-templates';
import { createLabelRenderer } from './printing/preview';
import { secureDataDir } from './data-dir';
import { createRateLimit } from './services/rate-limit';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import qs from 'qs';
import type { Config } from './config';
import type { DbHandle } from './db/connection';
import { registry } from './models/registry';
import { createTokens, loadSecret } from './auth/tokens';
import { createRecords } from './services/records';
import { createLoginLimiter } from './services/login-limiter';
import type { Services } from './services/services';
import type { RouteServices } from './http/route-services';
import { ApiError, errorIdForStatus, type ErrorId } from './errors';
import { explainConstraint } from './services/constraints';
import { authenticateRoutes } from './http/authenticate';
import { infoRoutes, publicInfoRoutes } from './http/info';
import { requireSession } from './http/session';
import { idempotency } from './http/idempotency';
import { modelRoutes } from './http/model-routes';
import { fileRoute, fileRoutes } from './http/files';
import { multipartLimits, removeUnkeptUploads } from './services/multipart';
import { SearchError } from './services/search/errors';
import { jsonBodies } from './http/json-body';
import { createInstance } from './live/instance';
import { createChangeFeed } from './live/feed';
import { createPresence } from './live/presence';
import { eventRoutes } from './http/events';
import { compression } from './http/compression';
import { compressAnswers } from './http/compress-answers';
import { createAnswerCache } from './http/answer-cache';
import { webAppRoutes } from './http/web-app';
import { isPrematureClose, quietAbortedResponses } from './http/aborted-responses';
import { requestIdOf, requestLog } from './http/request-log';
import { answerLookupsFirst, lookupLane } from './http/lookup-lane';
import { createMetrics, metricsRoutes } from './http/metrics';
import { createWebhookDelivery } from './webhooks/delivery';
import { healthRoutes } from './http/health';
import { securityHeaders } from './http/security-headers';
import { isDatabaseUnavailable } from './db/unavailable';
import { createCurrentUsers } from './auth/current-users';

const MiB = 1024 * 1024;

const parseQuery = (text: string) => qs.parse(text, { depth: 8, arrayLimit: 10_000, parameterLimit: 10_000 });

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Richiesta non valida',
  404: 'Risorsa non trovata',
  405: 'Metodo non consentito',
  406: 'Formato di risposta non disponibile',
  413: 'Richiesta troppo grande',
  415: 'Formato della richiesta non supportato',
  429: 'Troppe richieste, riprovare più tardi',
};

const DATABASE_AWAY = 'Database momentaneamente non raggiungibile, riprovare tra poco';
const NOT_FOUND_BODY = { error: 'Risorsa non trovata', id: 'not_found' satisfies ErrorId };
const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Removes secrets from logged URLs (an `atoken` in the app's address, a file signature). */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:atoken|token|sig|password)=)[^&]*/gi, '$1[redacted]');
}

interface ErrorBody {
  status: number;
  message: string;
  id: ErrorId;
  /** Fields our own errors send beside the message (`current` of a 409 from a command). */
  details?: Record<string, unknown>;
}

/** The status, message, stable id and details of any error a request ends with. */
async function errorBody(err: FastifyError | Error, services: Services): Promise<ErrorBody> {
  if (err instanceof ApiError) {
    return { status: err.statusCode, message: err.message, id: err.id, details: err.details };
  }
  if (err instanceof SearchError) return { status: 400, message: err.message, id: 'invalid_input' };
  if (isDatabaseUnavailable(err)) return { status: 503, message: DATABASE_AWAY, id: 'unavailable' };
  const explained = await explainConstraint(err, services.db, services.registry);
  if (explained) {
    return {
      status: explained.statusCode,
      message: explained.message,
      id: explained.id,
      details: explained.details,
    };
  }
  const status = (err as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    const id = errorIdForStatus(status);
    if ((err as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return { status: 400, message: 'JSON non valido nel corpo della richiesta', id };
    }
    // Our own 4xx errors thrown by hooks carry Italian text; framework ones get a fixed message.
    const message =
      STATUS_MESSAGES[status] ??
      (/[àèéìòù]|\bnon\b/i.test(err.message) ? err.message : 'Richiesta non valida');
    return { status, message, id };
  }
  return { status: 500, message: 'Errore interno del server', id: 'internal' };
}

/** The whole site: `/api/v2` and the built web app. Tests use `app.inject`. */
export async function buildApp(
  config: Config,
  handle: DbHandle,
  /** Where the log lines go (stdout unless given): tests read them. */
  options: {
    logStream?: { write(line: string): void };
    /** Serve HTTPS with this key and certificate chain (PEM). */
    https?: { key: string; cert: string };
  } = {},
): Promise<FastifyInstance> {
  // The database is migrated by now: its statements may run prepared (db/prepared-statements.ts).
  handle.preparedStatements?.start();
  await installShippedTemplates(handle.db);
  const app = Fastify({
    ...(options.https ? { https: options.https } : {}),
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers.token'],
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    bodyLimit: MiB,
    // `/api/v2/users/` is `/api/v2/users` (thecore-auth's configured path ends with a slash).
    routerOptions: { querystringParser: parseQuery, maxParamLength: 200, ignoreTrailingSlash: true },
    genReqId: (req) => requestIdOf(req.headers),
    requestIdHeader: false,
    trustProxy: process.env.TRUST_PROXY === '1',
    // One line per request, by requestLog below: not two, and successful reads only at debug.
    logController: new LogController({ disableRequestLogging: true }),
  });
  requestLog(app);
  quietAbortedResponses(app);

  // A restart or failover of PostgreSQL cuts every connection: said once per connection, not fatal.
  if (handle.connectionErrors)
    handle.connectionErrors.report = (err) =>
      app.log.warn(
        { err: { message: err.message, code: (err as { code?: string }).code } },
        'database connection lost',
      );
  secureDataDir(config.dataDir, (message, paths) => app.log.warn({ paths }, message));
  const uploadDir = join(config.dataDir, 'uploads');
  const tokens = createTokens(
    loadSecret(config.secret, config.dataDir),
    config.sessionTimeoutMinutes,
    config.sessionMaxHours,
  );
  const metrics = createMetrics(handle, uploadDir);
  metricsRoutes(app, config, metrics);
  const feed = createChangeFeed(handle, app.log, metrics.eventsRead);
  const records = createRecords({
    onCommit: (events) => feed.committed(events),
    onWebhookEvents: () => webhooks.poke(),
    db: handle.db,
    dialect: handle.dialect,
    readNow: handle.readNow,
    registry,
    uploadDir,
    fileUrl: (key) => tokens.signUrl(fileRoute(key)),
    recordUploadMaxBytes: config.uploadRecordMaxMb * MiB,
  });
  const instance = createInstance(handle.db, handle.dialect, app.log);
  const webhooks = createWebhookDelivery({
    db: handle.db,
    dialect: handle.dialect,
    owner: instance.id,
    log: app.log,
    outcome: metrics.webhookAttempted,
    options: config.webhookDelivery,
  });
  const presence = createPresence(feed.messages, app.log);
  // The processes' channel carries presence and the event streams' messages (sessions ended).
  const channelReceivers = [presence.receive];
  feed.messages?.listen((payload) => {
    for (const receive of channelReceivers) receive(payload);
  }, presence.listening);
  app.addHook('onReady', async () => {
    await instance.start();
    await feed.start();
    presence.start();
    webhooks.start();
  });
  // Last: in-flight requests have finished by then.
  app.addHook('onClose', async () => {
    await webhooks.stop();
    await presence.stop();
    await feed.stop();
    await instance.stop();
  });
  const services: RouteServices = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    registry,
    records,
    tokens,
    currentUsers: createCurrentUsers(handle),
    limiter: createLoginLimiter(config.loginMaxFailures, config.loginMaxFailuresPerAddress),
    uploadDir,
    instance,
    answers: createAnswerCache(),
    changeStamp: handle.changeStamp,
    metrics,
    labels: createLabelRenderer({
      timeoutMs: config.previewTimeoutMs,
      memoryMb: config.previewMemoryMb,
      queueLength: 8,
      perUser: 2,
    }),
    previewLimit: createRateLimit(config.previewsPerMinute),
  };
  app.addHook('onClose', () => services.labels.close());
  app.decorate('services', services);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Before every route, so API answers and files alike are compressed when the client accepts it.
  await compression(app);
  await app.register(cors, {
    origin: config.corsOrigins === '*' ? '*' : config.corsOrigins.split(',').map((o) => o.trim()),
    exposedHeaders: ['token', 'content-range', 'x-request-id', 'etag'],
    // What browsers' HTTP libraries add on their own (axios, fetch wrappers, react-admin), beside ours.
    allowedHeaders: [
      'authorization',
      'content-type',
      'idempotency-key',
      'x-request-id',
      'accept',
      'accept-language',
      'cache-control',
      'pragma',
      'x-requested-with',
      'if-match',
      'if-none-match',
      'last-event-id',
    ],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await securityHeaders(app);
  jsonBodies(app);
  await app.register(formbody, { parser: (text) => parseQuery(text) });
  // Each file is streamed to disk and held to its kind's limit (services/uploads.ts); this is the outer bound.
  await app.register(multipart, {
    limits: multipartLimits(Math.max(config.photoMaxMb, config.signatureMaxMb) * MiB + 1),
  });
  removeUnkeptUploads(app);

  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const { status, message, id, details } = await errorBody(err, services).catch((): ErrorBody => ({
      status: 500,
      message: 'Errore interno del server',
      id: 'internal',
    }));
    // A printer out of paper is a 5xx the operator is told about, not a fault of the server.
    if (status >= 500 && err instanceof ApiError)
      request.log.warn({ status, message, id, ...details }, 'request failed');
    else if (message === DATABASE_AWAY) {
      request.log.warn({ status, id, err: { message: err.message } }, 'request failed: database away');
      reply.header('retry-after', '5');
    }
    // A client that left mid-answer (a static file's stream ends early) is no server error.
    else if (isPrematureClose(err))
      request.log.info(
        { route: request.routeOptions.url ?? null, aborted: true },
        'response aborted by the client',
      );
    else if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ status, message, id }, 'request refused');
    metrics.errorAnswered(id);
    // RFC 7235: a 401 names the scheme the client must use.
    if (status === 401) reply.header('www-authenticate', 'Bearer realm="api"');
    return reply.code(status).send({ error: message, id, ...details });
  });

  await app.register(
    async (api) => {
      authenticateRoutes(api, services);
      publicInfoRoutes(api, services);
      await api.register(async (secured) => {
        // Files may also be fetched with a signed URL instead of a bearer token.
        requireSession(secured, services, { optional: (r) => r.url.startsWith('/api/v2/files/') });
        idempotency(secured, services);
        // After the Idempotency-Key hook: it stores the answer as JSON before it is compressed.
        compressAnswers(secured);
        infoRoutes(secured, services);
        fileRoutes(secured, services);
        channelReceivers.push(eventRoutes(secured, services, feed, presence).receive);
        modelRoutes(secured, services);
      });
    },
    { prefix: '/api/v2' },
  );

  healthRoutes(app, handle.db);
  // The barcode lookup, every scan's request, answered before Fastify's routing (http/lookup-lane.ts).
  const lane = lookupLane(app, services);
  answerLookupsFirst(app.server, lane);
  app.decorate('lookupLane', lane);

  const hasWebApp = existsSync(join(config.webDir, 'index.html'));
  if (hasWebApp) await webAppRoutes(app, config.webDir, NOT_FOUND_BODY, isApiPath);

  app.setNotFoundHandler((request, reply) => {
    metrics.errorAnswered(NOT_FOUND_BODY.id);
    if (isApiPath(request.url)) return reply.code(404).send(NOT_FOUND_BODY);
    if (!hasWebApp) {
      return reply
        .code(404)
        .type('text/plain')
        .send('The web app is not built: run `npm run build` (npm start does it).');
    }
    return reply.code(404).send(NOT_FOUND_BODY);
  });

  return app;
}
