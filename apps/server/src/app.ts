import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import qs from 'qs';
import type { Config } from './config';
import type { DbHandle } from './db/connection';
import { registry } from './models/registry';
import { createTokens, loadSecret } from './auth/tokens';
import { createRecords } from './api/records';
import { createLoginLimiter } from './api/login-limiter';
import type { Services } from './api/services';
import { ApiError, fromDatabaseError } from './api/errors';
import { authenticateRoutes } from './api/authenticate';
import { infoRoutes, publicInfoRoutes } from './api/info';
import { requireSession } from './api/session';
import { idempotency } from './api/idempotency';
import { modelRoutes } from './api/model-routes';
import { fileRoute, fileRoutes } from './api/files';
import { SearchError } from './api/search/errors';

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

/** Removes secrets from logged URLs (an `atoken` in the app's address, a file signature). */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:atoken|token|sig|password)=)[^&]*/gi, '$1[redacted]');
}

interface ErrorBody {
  status: number;
  message: string;
  /** Stable id and extra fields of our own errors (`ApiError`). */
  extra?: Record<string, unknown>;
}

function errorBody(err: FastifyError | Error): ErrorBody {
  if (err instanceof ApiError) {
    const extra = { ...(err.id ? { id: err.id } : {}), ...err.details };
    return { status: err.statusCode, message: err.message, extra };
  }
  if (err instanceof SearchError) return { status: 400, message: err.message };
  const fromDb = fromDatabaseError(err);
  if (fromDb) return { status: fromDb.statusCode, message: fromDb.message };
  const status = (err as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    if ((err as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return { status: 400, message: 'JSON non valido nel corpo della richiesta' };
    }
    // Our own 4xx errors thrown by hooks carry Italian text; framework ones get a fixed message.
    const message =
      STATUS_MESSAGES[status] ??
      (/[àèéìòù]|\bnon\b/i.test(err.message) ? err.message : 'Richiesta non valida');
    return { status, message };
  }
  return { status: 500, message: 'Errore interno del server' };
}

/** The whole site: `/api/v2` and the built web app. Tests use `app.inject`. */
export async function buildApp(config: Config, handle: DbHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers.token'],
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    bodyLimit: MiB,
    routerOptions: { querystringParser: parseQuery, maxParamLength: 200 },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: process.env.TRUST_PROXY === '1',
  });

  const uploadDir = join(config.dataDir, 'uploads');
  const tokens = createTokens(loadSecret(config.secret, config.dataDir), config.sessionTimeoutMinutes);
  const records = createRecords({
    db: handle.db,
    dialect: handle.dialect,
    registry,
    uploadDir,
    fileUrl: (id) => tokens.signUrl(fileRoute(id)),
  });
  const services: Services = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    registry,
    records,
    tokens,
    limiter: createLoginLimiter(config.loginMaxFailures),
    uploadDir,
  };

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(cors, {
    origin: config.corsOrigins === '*' ? '*' : config.corsOrigins.split(',').map((o) => o.trim()),
    exposedHeaders: ['token', 'content-range', 'x-request-id'],
    allowedHeaders: ['authorization', 'content-type', 'idempotency-key', 'x-request-id'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(formbody, { parser: (text) => parseQuery(text) });
  await app.register(multipart, { limits: { fileSize: 10 * MiB, files: 20, fields: 200, fieldSize: MiB } });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const { status, message, extra } = errorBody(err);
    // A printer out of paper is a 503 the operator is told about, not a fault of the server.
    if (status >= 500 && err instanceof ApiError)
      request.log.warn({ status, message, ...extra }, 'request failed');
    else if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ status, message }, 'request refused');
    return reply.code(status).send({ error: message, ...extra });
  });

  await app.register(
    async (api) => {
      authenticateRoutes(api, services);
      publicInfoRoutes(api);
      await api.register(async (secured) => {
        // Files may also be fetched with a signed URL instead of a bearer token.
        requireSession(secured, services, { optional: (r) => r.url.startsWith('/api/v2/files/') });
        idempotency(secured, services);
        infoRoutes(secured, services);
        fileRoutes(secured, services);
        modelRoutes(secured, services);
      });
    },
    { prefix: '/api/v2' },
  );

  const hasWebApp = existsSync(join(config.webDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: config.webDir, wildcard: false, index: ['index.html'] });
    app.get('/*', async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      // Real files (hashed assets, manifest, service worker) are served as they are; routes get the app.
      if (path && existsSync(join(config.webDir, path)) && !path.includes('..')) return reply.sendFile(path);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ error: 'Risorsa non trovata' });
    if (!hasWebApp) {
      return reply
        .code(404)
        .type('text/plain')
        .send('The web app is not built: run `npm run build` (npm start does it).');
    }
    return reply.code(404).send({ error: 'Risorsa non trovata' });
  });

  return app;
}
