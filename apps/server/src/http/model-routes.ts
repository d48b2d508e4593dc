import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Row } from '../db/types';
import type { Action, ModelDefinition } from '../models/types';
import { can } from '../auth/permissions';
import { lockVersionOf, parseBoolean } from '../services/cast';
import { badRequest, forbidden, notFound } from '../errors';
import type { Services } from '../services/services';
import type { RouteServices } from './route-services';
import { readMultipart, type Upload } from '../services/multipart';
import { requestedShape } from '../services/presentation';
import type { ListResult } from '../services/record-reads';
import { findAction } from '../actions';
import { modelLabel } from '../models/labels';
import { sendAnswer, sendValidated } from './send-answer';
import { makeAnswer } from './answer-cache';
import { cacheableShape, defaultShape, type Shape } from '../services/serialize';

interface ModelParams {
  model: string;
  id?: string;
  /** A custom action named in the path: `/{model}/custom_action/{action}[/{id}]`. */
  action?: string;
}

type Query = Record<string, unknown>;

function modelOf(services: Services, request: FastifyRequest<{ Params: ModelParams }>): ModelDefinition {
  const name = request.params.model;
  const model = services.registry.get(name);
  if (!model) throw notFound(`Modello sconosciuto: ${name}`);
  if (adminOnlyFor(request.currentUser, model))
    throw forbidden(`Solo un amministratore può accedere a: ${modelLabel(model).many}`);
  return model;
}

type User = FastifyRequest['currentUser'];

/** An admin-only model (users, settings…) asked for by someone who is not an administrator. */
const adminOnlyFor = (user: User, model: ModelDefinition) => model.adminOnly === true && !user?.admin;

/**
 * Whether a user may do an action on a model: the two checks every model route makes (`modelOf`'s,
 * then `authorize`'s), in one place for the routes that answer before Fastify (the lookup's lane).
 */
export const mayAct = (user: User, action: Action, model: ModelDefinition) =>
  !adminOnlyFor(user, model) && user !== undefined && can(user, action, model.name);

const verbs: Record<Action, string> = {
  read: 'leggere',
  create: 'creare',
  update: 'modificare',
  destroy: 'eliminare',
};

/** The refusal names what was refused: 'Il tuo ruolo non consente di modificare: Stampanti'. */
const refused = (action: Action, model: ModelDefinition) =>
  forbidden(`Il tuo ruolo non consente di ${verbs[action]}: ${modelLabel(model).many}`);

function authorize(request: FastifyRequest, action: Action, model: ModelDefinition) {
  if (!mayAct(request.currentUser, action, model)) throw refused(action, model);
}

/** Fields an update may carry besides the changed ones: the record's lock and its id. */
const BOOKKEEPING = new Set(['lock_version', 'id']);

/**
 * An update the role refuses may pass as one of the model's narrower updates (`narrowUpdates`) that
 * the role allows, when it changes nothing else: an operator sets an item's location (`locate`).
 */
function authorizeNarrowUpdate(request: FastifyRequest, model: ModelDefinition, body: Row, id: number) {
  const user = request.currentUser;
  const changed = Object.keys(body).filter((key) => !BOOKKEEPING.has(key));
  const own = model.ownUpdates;
  if (own && user?.id === id && changed.length > 0 && changed.every((key) => own.includes(key))) return;
  const allowed = Object.entries(model.narrowUpdates ?? {}).some(
    ([action, fields]) =>
      user !== undefined &&
      can(user, action, model.name) &&
      changed.length > 0 &&
      changed.every((key) => fields.includes(key)),
  );
  if (!allowed) throw refused('update', model);
}

/** The client's presentation (`a` / `json_attrs`), checked against the registry and the user's rights. */
const shapeOf = (services: Services, request: FastifyRequest, model: ModelDefinition, query: Query) =>
  requestedShape(services.registry, request.currentUser, model, query);

/** The query's parameters, less the cache-busting `cb` the app adds to reads. */
const cachedParams = (query: string) =>
  query.split('&').filter((p) => p !== '' && p !== 'cb' && !p.startsWith('cb='));

/** A list's cache key: its path and query, less `cb`. */
export function answerKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  return `${url.slice(0, at)}?${cachedParams(url.slice(at + 1)).join('&')}`;
}

/** A list's kind of read: its path and the names of its parameters, without their values. */
export function answerKind(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = cachedParams(url.slice(at + 1)).map((p) => {
    const eq = p.indexOf('=');
    return eq < 0 ? p : p.slice(0, eq);
  });
  return `${url.slice(0, at)}?${names.join('&')}`;
}

const MAX_IDS = 10_000;

/** `ids=1,2,3`, `ids[]=1&ids[]=2` or a JSON array in the body: distinct positive ids, in order. */
export function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const ids = list.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
  if (ids.length === 0 || value === undefined) throw badRequest('Indicare gli id dei record: ids=1,2,3');
  if (ids.length > MAX_IDS) throw badRequest(`Troppi id: massimo ${MAX_IDS}`);
  const out = ids.map((v) => Number(v));
  const bad = ids.find((_, i) => !Number.isSafeInteger(out[i]) || out[i]! <= 0);
  if (bad !== undefined) throw badRequest(`Valore non valido per ids: ${String(bad).slice(0, 40)}`);
  return [...new Set(out)];
}

/**
 * The `lock_version` a single DELETE was sent with: `?lock_version=3` or a JSON body
 * `{"lock_version": 3}`. None: deleted whatever its version (the v2 clients that send only the id).
 */
function deleteLockOf(request: FastifyRequest<{ Querystring: Query }>): number | undefined {
  const body = request.body && typeof request.body === 'object' ? (request.body as Row) : {};
  const query = request.query as Row;
  return lockVersionOf('lock_version' in query ? query : body);
}

/**
 * Per-record `lock_version`s of a bulk update or delete: a JSON body `{"lock_versions": {"12": 3}}`
 * (beside the values of an update). Records it does not name are not checked.
 */
function lockVersionsOf(body: unknown): Map<number, number> {
  const raw = body && typeof body === 'object' ? (body as Row).lock_versions : undefined;
  const map = new Map<number, number>();
  if (raw === undefined) return map;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw badRequest('lock_versions deve essere un oggetto { id: lock_version }');
  }
  for (const [id, version] of Object.entries(raw as Row)) {
    const n = Number(version);
    if (!Number.isSafeInteger(Number(id)) || !Number.isSafeInteger(n)) {
      throw badRequest(`Valore non valido per lock_versions: ${id}`);
    }
    map.set(Number(id), n);
  }
  return map;
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

const isPlainObject = (value: unknown): value is Row =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The record inside `{"pick":{…}}` or `{"picks":{…}}`; a bare object is taken as it is. One more
 * wrapper the specification's client sends: its document edit goes out as `{"project":{…}}` to
 * `documents` (packing spec §7, Updates). A body that is one object under a key that is none of
 * the model's fields is that record, whatever the key says (issue 47: old clients unchanged).
 */
export function unwrap(model: ModelDefinition, body: unknown): Row {
  if (!isPlainObject(body)) {
    throw badRequest('Il corpo della richiesta deve essere un oggetto JSON');
  }
  const wrapped = body[model.singular] ?? body[model.name];
  if (wrapped === undefined) {
    const keys = Object.keys(body);
    const [only] = keys;
    const otherWrapper =
      keys.length === 1 &&
      only !== undefined &&
      isPlainObject(body[only]) &&
      !(only in model.columns) &&
      !model.virtualWritable.includes(only);
    return otherWrapper ? (body[only] as Row) : body;
  }
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
  shape: Shape | undefined,
) {
  if (parseBoolean(query.count) === true) return { count: await services.records.count(model, q) };
  const per = positiveInt(query.per, 'per');
  const maxPer = services.config.listMaxPer;
  if (per !== undefined && per > maxPer) throw badRequest(`Valore non valido per per: massimo ${maxPer}`);
  // `per` alone is the first page of that size: a client asking for 10 rows never gets them all.
  const page = positiveInt(query.page, 'page') ?? (per !== undefined ? 1 : undefined);
  const result = await services.records.list(model, { q, page, per, shape });
  const head = listHead(model, result, parseBoolean(query.always_ok) === true);
  reply.code(head.status).header('content-range', head.headers['content-range']);
  return result.records;
}

/** A list answer's status and Content-Range: `items 0-9/120`, or `items *\/0` for none. */
export function listHead(model: ModelDefinition, { records, total, first }: ListResult, alwaysOk: boolean) {
  const range =
    records.length > 0
      ? `${model.name} ${first}-${first + records.length - 1}/${total}`
      : `${model.name} */${total}`;
  // v2 clients expect an empty list as 404 with the body [].
  return { status: records.length === 0 && !alwaysOk ? 404 : 200, headers: { 'content-range': range } };
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

type ModelRequest = FastifyRequest<{ Params: ModelParams; Querystring: Query }>;

/**
 * The generic routes of every model; custom actions by `?do=` on any of them or by path
 * (`/{model}/custom_action/{action}[/{id}]`); bulk update and delete by ids (`/{model}/multi`).
 */
export function modelRoutes(app: FastifyInstance, services: RouteServices) {
  const { records } = services;

  async function runAction(request: ModelRequest, reply: FastifyReply, name: string) {
    const model = modelOf(services, request);
    const action = findAction(model.name, name, request.method);
    if (!action) throw notFound(`Azione sconosciuta: ${name}`);
    authorize(request, action.permission, model);
    return action.run({
      request,
      reply,
      services,
      model,
      id: request.params.id === undefined ? undefined : idOf(request.params),
    });
  }

  /** The `?do=` action a request names, if any. */
  const doAction = (request: ModelRequest) =>
    request.query.do === undefined ? undefined : String(request.query.do);

  app.get<{ Params: ModelParams; Querystring: Query }>('/:model', async (request, reply) => {
    const action = doAction(request);
    if (action !== undefined) return runAction(request, reply, action);
    const model = modelOf(services, request);
    authorize(request, 'read', model);
    const shape = shapeOf(services, request, model, request.query);
    // An unchanged list is answered as computed before (http/answer-cache.ts), once the user's
    // rights are checked above: the answer itself does not depend on who asks. Not a kind of read
    // whose answers are too small to be worth it (a barcode lookup).
    const kind = answerKind(request.url);
    const key =
      services.answers.worthKeeping(kind) &&
      cacheableShape(services.registry, model, shape ?? defaultShape(model.include))
        ? answerKey(request.url)
        : undefined;
    // Read before the list is loaded: a write meanwhile moves it, and the answer is not reused.
    const generation = key && services.changeStamp?.();
    const cached = key && generation ? services.answers.get(key, generation) : undefined;
    if (cached) return sendAnswer(request, reply, cached);
    const list = await sendList(services, model, request.query, request.query.q, reply, shape);
    const range = reply.getHeader('content-range');
    const answer = makeAnswer(reply.statusCode, list, range ? { 'content-range': String(range) } : {});
    if (services.answers.learn(kind, answer) && key && generation)
      services.answers.set(key, generation, answer);
    return sendAnswer(request, reply, answer);
  });

  app.post<{ Params: ModelParams; Querystring: Query }>('/:model/search', async (request, reply) => {
    const model = modelOf(services, request);
    authorize(request, 'read', model);
    const body = request.body as Row | undefined;
    const query = { ...(body && typeof body === 'object' ? body : {}), ...request.query };
    const shape = shapeOf(services, request, model, query);
    return sendList(services, model, query, searchFilters(request.query, body), reply, shape);
  });

  app.get<{ Params: ModelParams; Querystring: Query }>('/:model/:id', async (request, reply) => {
    const action = doAction(request);
    if (action !== undefined) return runAction(request, reply, action);
    const model = modelOf(services, request);
    authorize(request, 'read', model);
    const shape = shapeOf(services, request, model, request.query);
    return sendValidated(request, reply, await records.show(model, idOf(request.params), undefined, shape));
  });

  app.post<{ Params: ModelParams; Querystring: Query }>('/:model', async (request, reply) => {
    const action = doAction(request);
    if (action !== undefined) return runAction(request, reply, action);
    const model = modelOf(services, request);
    authorizeWrite(request, 'create', model);
    const { body, uploads } = await readBody(request, model);
    const record = await records.create(model, body, request.currentUser?.id, uploads);
    return reply.code(201).send(record);
  });

  app.post<{ Params: ModelParams; Querystring: Query }>('/:model/:id', async (request, reply) => {
    const action = doAction(request);
    if (action !== undefined) return runAction(request, reply, action);
    throw notFound('Risorsa non trovata');
  });

  const update = async (request: ModelRequest, reply: FastifyReply) => {
    const action = doAction(request);
    if (action !== undefined) return runAction(request, reply, action);
    const model = modelOf(services, request);
    if (model.readOnly) throw forbidden('Record in sola lettura');
    const user = request.currentUser;
    const mayUpdate = user !== undefined && can(user, 'update', model.name);
    if (!mayUpdate && !model.narrowUpdates && !model.ownUpdates) throw refused('update', model);
    const { body, uploads } = await readBody(request, model);
    if (!mayUpdate) authorizeNarrowUpdate(request, model, body, idOf(request.params));
    return records.update(model, idOf(request.params), body, request.currentUser?.id, uploads);
  };
  app.put('/:model/:id', update);
  app.patch('/:model/:id', update);

  app.delete<{ Params: ModelParams; Querystring: Query }>('/:model/:id', async (request, reply) => {
    const action = doAction(request);
    if (action !== undefined) return runAction(request, reply, action);
    const model = modelOf(services, request);
    authorizeWrite(request, 'destroy', model);
    return records.destroy(model, idOf(request.params), request.currentUser?.id, deleteLockOf(request));
  });

  // Custom actions by path do exactly what `?do=` does (the gem's route shape).
  const byPath = (request: ModelRequest, reply: FastifyReply) =>
    runAction(request, reply, request.params.action!);
  const actionMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
  app.route({ method: [...actionMethods], url: '/:model/custom_action/:action', handler: byPath });
  app.route({ method: [...actionMethods], url: '/:model/custom_action/:action/:id', handler: byPath });

  // Bulk by ids: `PUT|PATCH|DELETE /{model}/multi?ids=1,2,3`, or `/{model}/{id}/multi?ids=` (the gem's
  // shape, where the {id} segment is not used). One transaction: all records or none.
  const multiIds = (request: ModelRequest) => {
    const body = request.body as Row | undefined;
    return idsOf(request.query.ids ?? (body && typeof body === 'object' ? body.ids : undefined));
  };
  const updateMulti = async (request: ModelRequest) => {
    const model = modelOf(services, request);
    authorizeWrite(request, 'update', model);
    const ids = multiIds(request);
    const { body } = await readBody(request, model);
    return records.updateMany(model, ids, body, request.currentUser?.id, lockVersionsOf(request.body));
  };
  const destroyMulti = async (request: ModelRequest) => {
    const model = modelOf(services, request);
    authorizeWrite(request, 'destroy', model);
    const lockVersions = lockVersionsOf(request.body);
    return records.destroyMany(model, multiIds(request), request.currentUser?.id, lockVersions);
  };
  for (const url of ['/:model/multi', '/:model/:id/multi']) {
    app.put(url, updateMulti);
    app.patch(url, updateMulti);
    app.delete(url, destroyMulti);
  }
}
