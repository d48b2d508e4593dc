import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Row } from '../db/types';
import type { Action, ModelDefinition } from '../models/types';
import { can } from '../auth/permissions';
import { parseBoolean } from './cast';
import { badRequest, forbidden, notFound } from './errors';
import type { Services } from './services';
import { readMultipart, type Upload } from './multipart';
import { findAction } from '../actions';

interface ModelParams {
  model: string;
  id?: string;
}

type Query = Record<string, unknown>;

function modelOf(services: Services, name: string): ModelDefinition {
  const model = services.registry.get(name);
  if (!model) throw notFound(`Modello sconosciuto: ${name}`);
  return model;
}

function authorize(request: FastifyRequest, action: Action, model: ModelDefinition) {
  if (!request.currentUser || !can(request.currentUser, action, model.name)) throw forbidden();
}

/** The generic writes; a read-only model (print jobs) refuses them for everyone. */
function authorizeWrite(request: FastifyRequest, action: Action, model: ModelDefinition) {
  if (model.readOnly) throw forbidden('Record in sola lettura');
  authorize(request, action, model);
}

function idOf(params: ModelParams): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(`Record non trovato: ${params.id}`);
  return id;
}

function positiveInt(value: unknown, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw badRequest(`Valore non valido per ${name}`);
  return n;
}

/** The record inside `{"pick":{…}}` or `{"picks":{…}}`; a bare object is taken as it is. */
export function unwrap(model: ModelDefinition, body: unknown): Row {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Il corpo della richiesta deve essere un oggetto JSON');
  }
  const wrapped = (body as Row)[model.singular] ?? (body as Row)[model.name];
  if (wrapped === undefined) return body as Row;
  if (wrapped === null || typeof wrapped !== 'object' || Array.isArray(wrapped)) {
    throw badRequest(`${model.singular} deve essere un oggetto`);
  }
  return wrapped as Row;
}

async function readBody(
  request: FastifyRequest,
  model: ModelDefinition,
): Promise<{ body: Row; uploads: Upload[] }> {
  if (request.isMultipart()) {
    const { fields, uploads } = await readMultipart(request, model);
    return { body: unwrap(model, fields), uploads };
  }
  return { body: unwrap(model, request.body ?? {}), uploads: [] };
}

async function sendList(
  services: Services,
  model: ModelDefinition,
  query: Query,
  q: unknown,
  reply: FastifyReply,
) {
  if (parseBoolean(query.count) === true) return { count: await services.records.count(model, q) };
  const page = positiveInt(query.page, 'page');
  const per = positiveInt(query.per, 'per');
  if (per !== undefined && per > 10_000) throw badRequest('Valore non valido per per: massimo 10000');
  const { records, total, first } = await services.records.list(model, { q, page, per });
  reply.header(
    'content-range',
    records.length > 0
      ? `${model.name} ${first}-${first + records.length - 1}/${total}`
      : `${model.name} */${total}`,
  );
  // v2 clients expect an empty list as 404 with the body [].
  if (records.length === 0 && parseBoolean(query.always_ok) !== true) reply.code(404);
  return records;
}

/** Merges `q` from the query string with `q` from a form or JSON body. */
function searchFilters(query: Query, body: unknown): unknown {
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? (body as Row).q : undefined;
  const fromQuery = query.q;
  if (fromBody === undefined) return fromQuery;
  if (fromQuery === undefined) return fromBody;
  if (typeof fromBody !== 'object' || typeof fromQuery !== 'object') throw badRequest('Filtri non validi');
  return { ...(fromQuery as Row), ...(fromBody as Row) };
}

/** The generic routes of every model, and `?do=` custom actions on any of them. */
export function modelRoutes(app: FastifyInstance, services: Services) {
  const { records } = services;

  async function runAction(
    request: FastifyRequest<{ Params: ModelParams; Querystring: Query }>,
    reply: FastifyReply,
  ) {
    const model = modelOf(services, request.params.model);
    const action = findAction(model.name, String(request.query.do), request.method);
    if (!action) throw notFound(`Azione sconosciuta: ${String(request.query.do)}`);
    authorize(request, action.permission, model);
    return action.run({
      request,
      reply,
      services,
      model,
      id: request.params.id === undefined ? undefined : idOf(request.params),
    });
  }

  const hasAction = (request: FastifyRequest<{ Querystring: Query }>) => request.query.do !== undefined;

  app.get<{ Params: ModelParams; Querystring: Query }>('/:model', async (request, reply) => {
    if (hasAction(request)) return runAction(request, reply);
    const model = modelOf(services, request.params.model);
    authorize(request, 'read', model);
    return sendList(services, model, request.query, request.query.q, reply);
  });

  app.post<{ Params: ModelParams; Querystring: Query }>('/:model/search', async (request, reply) => {
    const model = modelOf(services, request.params.model);
    authorize(request, 'read', model);
    const body = request.body as Row | undefined;
    const query = { ...(body && typeof body === 'object' ? body : {}), ...request.query };
    return sendList(services, model, query, searchFilters(request.query, body), reply);
  });

  app.get<{ Params: ModelParams; Querystring: Query }>('/:model/:id', async (request, reply) => {
    if (hasAction(request)) return runAction(request, reply);
    const model = modelOf(services, request.params.model);
    authorize(request, 'read', model);
    return records.show(model, idOf(request.params));
  });

  app.post<{ Params: ModelParams; Querystring: Query }>('/:model', async (request, reply) => {
    if (hasAction(request)) return runAction(request, reply);
    const model = modelOf(services, request.params.model);
    authorizeWrite(request, 'create', model);
    const { body, uploads } = await readBody(request, model);
    const record = await records.create(model, body, request.currentUser?.id, uploads);
    return reply.code(201).send(record);
  });

  app.post<{ Params: ModelParams; Querystring: Query }>('/:model/:id', async (request, reply) => {
    if (hasAction(request)) return runAction(request, reply);
    throw notFound('Risorsa non trovata');
  });

  const update = async (
    request: FastifyRequest<{ Params: ModelParams; Querystring: Query }>,
    reply: FastifyReply,
  ) => {
    if (hasAction(request)) return runAction(request, reply);
    const model = modelOf(services, request.params.model);
    authorizeWrite(request, 'update', model);
    const { body, uploads } = await readBody(request, model);
    return records.update(model, idOf(request.params), body, request.currentUser?.id, uploads);
  };
  app.put('/:model/:id', update);
  app.patch('/:model/:id', update);

  app.delete<{ Params: ModelParams; Querystring: Query }>('/:model/:id', async (request, reply) => {
    if (hasAction(request)) return runAction(request, reply);
    const model = modelOf(services, request.params.model);
    authorizeWrite(request, 'destroy', model);
    return records.destroy(model, idOf(request.params), request.currentUser?.id);
  });
}
