import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { can } from '../auth/permissions';
import type { ChangeEvent } from '../live/changes';
import type { ChangeFeed } from '../live/feed';
import type { Presence } from '../live/presence';
import { WITHIN_MODELS, type StreamScope } from '../live/scope';
import { badRequest } from '../errors';
import type { Services } from '../services/services';
import type { RouteServices } from './route-services';
import { sessionsEnded } from '../auth/session-events';
import { createFanOut, type FanOutStream } from '../live/fan-out';
import { ApiError } from '../errors';

const MAX_IDS = 200;
// A client that missed more than this many events reloads instead of replaying them one by one.
const MAX_REPLAY = 5_000;
const HEARTBEAT_MS = 15_000;
// A client that does not read its stream is cut off (it resumes with Last-Event-ID).
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** The message that closes a user's streams on every process (PostgreSQL's channel, feed.messages). */
const SESSIONS_ENDED = 'sessions-ended';
// How long EventSource-style clients wait before reconnecting.
const RETRY_MS = 2_000;

type Query = Record<string, unknown>;

function list(value: unknown, name: string): string[] {
  if (value === undefined || value === '') return [];
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === 'string' ? v.split(',') : [v],
  );
  if (parts.length > MAX_IDS || parts.some((p) => typeof p !== 'string')) {
    throw badRequest(`Valore non valido per ${name}`);
  }
  return (parts as string[]).map((p) => p.trim()).filter((p) => p !== '');
}

function ids(value: unknown, name: string): Set<number> {
  return new Set(
    list(value, name).map((text) => {
      const id = Number(text);
      if (!Number.isSafeInteger(id) || id <= 0) throw badRequest(`Valore non valido per ${name}`);
      return id;
    }),
  );
}

/** `within=documents:12,picks:40`: per model of WITHIN_MODELS, the projects whose records are followed. */
function within(value: unknown): Map<string, Set<number>> {
  const scope = new Map<string, Set<number>>();
  for (const part of list(value, 'within')) {
    const match = /^([a-z_]+):([0-9]{1,15})$/.exec(part);
    const id = Number(match?.[2]);
    if (!match || !WITHIN_MODELS.has(match[1]!) || !Number.isSafeInteger(id) || id <= 0) {
      throw badRequest('Valore non valido per within');
    }
    let ids = scope.get(match[1]!);
    if (!ids) scope.set(match[1]!, (ids = new Set()));
    ids.add(id);
  }
  return scope;
}

function scopeOf(request: FastifyRequest<{ Querystring: Query }>, services: Services): StreamScope {
  const user = request.currentUser!;
  const models = new Set(list(request.query.models, 'models'));
  for (const model of models) {
    if (!services.registry.get(model)) throw badRequest(`Modello sconosciuto: ${model}`);
  }
  const scope: StreamScope = {
    projects: ids(request.query.projects, 'projects'),
    documents: ids(request.query.documents, 'documents'),
    models,
    within: within(request.query.within),
    readable: (model) => can(user, 'read', model),
  };
  if (scope.projects.size + scope.documents.size + scope.models.size + scope.within.size === 0) {
    throw badRequest('Indicare projects, documents, models o within da seguire');
  }
  return scope;
}

function lastEventIdOf(request: FastifyRequest<{ Querystring: Query }>): number | undefined {
  const raw = request.headers['last-event-id'] ?? request.query.last_event_id;
  if (raw === undefined || raw === '') return undefined;
  const id = Number(raw);
  if (typeof raw !== 'string' || !Number.isSafeInteger(id) || id < 0) {
    throw badRequest('Last-Event-ID non valido');
  }
  return id;
}

/** An event's frames, made once for every stream it reaches (the feed hands them all the same object). */
const frames = new WeakMap<ChangeEvent, string>();
const frame = (event: ChangeEvent) => {
  let text = frames.get(event);
  if (text === undefined) {
    text = `id: ${event.id}\nevent: change\ndata: ${JSON.stringify({
      model: event.model,
      id: event.record_id,
      kind: event.kind,
      project_id: event.project_id,
      document_id: event.document_id,
      user_id: event.user_id,
    })}\n\n`;
    frames.set(event, text);
  }
  return text;
};

/**
 * `GET /api/v2/events?projects=…&documents=…&models=…&within=…`: a server-sent event stream of the changes
 * in what the client has open (see docs/server.md, "Live updates"). Authenticated like every call,
 * with the bearer token in the Authorization header (a fetch-based client; EventSource cannot send
 * it). With `Last-Event-ID` it first replays what the client missed, from the events table.
 * Presence: the stream's projects and documents count as open by its user; `presence` events (no
 * id: they are not replayed, the current state is sent on each opening) name the other users with
 * the same ones open.
 */
export function eventRoutes(
  app: FastifyInstance,
  services: RouteServices,
  feed: ChangeFeed,
  presence: Presence,
) {
  const fanOut = createFanOut(
    {
      perSession: services.config.eventStreamsPerSession,
      total: services.config.eventStreamsTotal,
      maxBufferedBytes: MAX_BUFFERED_BYTES,
    },
    services.metrics.streamClosed,
  );
  const unsubscribe = feed.subscribe((events) => fanOut.deliver(events));
  // A user's sessions ended (a raised generation: password, roles, deactivation, end_sessions): their
  // streams close here and, through the database's channel, on every other process within moments.
  const endEverywhere = (userId: number) => {
    fanOut.closeUser(userId, 'session_ended');
    feed.messages
      ?.send(JSON.stringify({ t: SESSIONS_ENDED, u: userId }))
      .catch((err: unknown) => app.log.warn({ err }, 'sessions-ended not sent to the other processes'));
  };
  const stopListening = sessionsEnded.listen(endEverywhere);
  // Open streams never end by themselves: end them so that the server can close.
  app.addHook('preClose', async () => {
    stopListening();
    unsubscribe();
    fanOut.closeAll('shutdown');
  });

  /** Events after `after` in the scope, oldest first; undefined when too many to replay. */
  async function missed(scope: StreamScope, after: number, upTo: number) {
    const rows = (await services.db
      .selectFrom('change_events')
      .select(['id', 'model', 'record_id', 'kind', 'project_id', 'document_id', 'user_id'])
      .where('id', '>', after)
      .where('id', '<=', upTo)
      .where((eb) => {
        const any = [];
        if (scope.projects.size) any.push(eb('project_id', 'in', [...scope.projects]));
        if (scope.documents.size) any.push(eb('document_id', 'in', [...scope.documents]));
        if (scope.models.size) any.push(eb('model', 'in', [...scope.models]));
        for (const [model, projects] of scope.within)
          any.push(eb.and([eb('model', '=', model), eb('project_id', 'in', [...projects])]));
        return eb.or(any);
      })
      .orderBy('id')
      .limit(MAX_REPLAY + 1)
      .execute()) as ChangeEvent[];
    return rows.length > MAX_REPLAY ? undefined : rows.filter((e) => scope.readable(e.model));
  }

  async function latestCommitted(): Promise<number> {
    const row = await services.db
      .selectFrom('change_events')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    return Number(row?.max ?? 0);
  }

  /** True when events after `lastId` may have been pruned (or the id is from another database). */
  async function gapBefore(lastId: number, latest: number) {
    if (lastId > latest) return true;
    if (lastId === latest) return false;
    const row = await services.db
      .selectFrom('change_events')
      .select((eb) => eb.fn.min('id').as('min'))
      .executeTakeFirst();
    const oldest = row?.min === null || row?.min === undefined ? undefined : Number(row.min);
    return oldest === undefined || oldest > lastId + 1;
  }

  app.get<{ Querystring: Query }>('/events', async (request, reply) => {
    const scope = scopeOf(request, services);
    const lastId = lastEventIdOf(request);
    const token = request.headers.authorization?.split(' ')[1] ?? '';
    const expiresAt = (decodeJwt(token).exp ?? 0) * 1000;

    const user = request.currentUser!;
    const session = request.session!;
    // Named before anything is subscribed: nothing to undo if the client has left meanwhile.
    const named = await services.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', user.id)
      .executeTakeFirst();
    const raw = reply.raw;
    // Events that arrive while the backlog is read wait here (ids dedupe what both hold).
    let waiting: ChangeEvent[] | undefined = [];
    let cursor = 0;
    const send = (events: ChangeEvent[]) => {
      let text = '';
      for (const event of events) {
        if (event.id <= cursor) continue;
        cursor = event.id;
        text += frame(event);
      }
      if (text) raw.write(text);
    };
    const timers: NodeJS.Timeout[] = [];
    let leave = () => {};
    let unwatch = () => {};
    const closed = services.metrics.streamOpened();
    let ended = false;
    const cleanUp = () => {
      if (ended) return;
      ended = true;
      closed();
      unwatch();
      leave();
      for (const timer of timers) clearTimeout(timer);
    };
    const stream: FanOutStream = {
      userId: user.id,
      session: `${session.userId}:${session.sid ?? session.authTime}`,
      scope,
      // Before the stream's head is written (its backlog still being read) there is nothing to tell.
      write: (text) => raw.headersSent && !raw.destroyed && raw.write(text),
      buffered: () => raw.writableLength,
      receive: (events) => (waiting ? waiting.push(...events) : send(events)),
      close: () => {
        cleanUp();
        if (raw.headersSent) raw.end();
      },
    };
    // Subscribed before reading the backlog: nothing committed in between is lost.
    if (!fanOut.add(stream)) {
      cleanUp();
      throw new ApiError(
        503,
        'Troppi aggiornamenti in diretta aperti su questo server, riprovare tra poco',
        'unavailable',
      );
    }
    raw.on('close', () => {
      fanOut.remove(stream);
      cleanUp();
    });

    const here = scope.projects.size + scope.documents.size > 0;
    leave = here
      ? presence.join(
          { id: user.id, name: String(named?.name || named?.email || user.id) },
          scope.projects,
          scope.documents,
        )
      : () => {};
    let presenceSent = '';
    const sendPresence = () => {
      if (waiting || ended || !here) return;
      const text = JSON.stringify(presence.viewFor(user.id, scope.projects, scope.documents));
      if (text === presenceSent) return;
      presenceSent = text;
      raw.write(`event: presence\ndata: ${text}\n\n`);
    };
    unwatch = presence.subscribe(sendPresence);

    let sentCursor = -1;
    try {
      // Read from the table, not from the feed, which may not have read the latest commits yet: a
      // stream without Last-Event-ID starts exactly after what was committed when it opened.
      const latest = Math.max(feed.latestId(), await latestCommitted());
      let backlog: ChangeEvent[] | undefined = [];
      if (lastId !== undefined) {
        backlog = (await gapBefore(lastId, latest)) ? undefined : await missed(scope, lastId, latest);
      }
      // Closed by the fan-out while the backlog was read (its session's newer stream, or revoked).
      if (ended) throw new ApiError(503, 'Aggiornamenti in diretta chiusi, riprovare', 'unavailable');
      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        // The connection ends with the stream: one left open after it keeps a closing server waiting.
        connection: 'close',
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);
      if (backlog === undefined) {
        // Too much missed, or no longer kept: the client reloads what it shows.
        cursor = latest;
        raw.write(`id: ${latest}\nevent: reset\ndata: {}\n\n`);
      } else {
        cursor = lastId ?? latest;
        send(backlog);
        cursor = Math.max(cursor, latest);
        raw.write(`id: ${cursor}\nevent: ready\ndata: {}\n\n`);
      }
      sentCursor = cursor;
      const held = waiting;
      waiting = undefined;
      send(held);
      sendPresence();
    } catch (err) {
      fanOut.remove(stream);
      cleanUp();
      if (raw.headersSent) raw.end();
      throw err;
    }

    if (ended) return; // the client left while the backlog was read
    // Keeps proxies from closing an idle stream, and moves the client's Last-Event-ID past events
    // it was not shown (every event the feed has read reached this stream if it was in its scope),
    // so a later resume does not scan them again.
    const heartbeat = setInterval(() => {
      cursor = Math.max(cursor, feed.latestId());
      if (cursor !== sentCursor) {
        sentCursor = cursor;
        raw.write(`id: ${cursor}\n\n`);
      } else raw.write(': ping\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();
    timers.push(heartbeat);
    // The stream lasts as long as the token it was opened with; the client reopens it with its
    // renewed token (or learns that the session ended).
    const expiry = setTimeout(() => fanOut.close(stream, 'expired'), Math.max(0, expiresAt - Date.now()));
    expiry.unref();
    timers.push(expiry);
  });

  return {
    /** A message of the processes' channel: another process ended a user's sessions. */
    receive(payload: string) {
      try {
        const message = JSON.parse(payload) as { t?: unknown; u?: unknown };
        if (message.t === SESSIONS_ENDED && typeof message.u === 'number') {
          fanOut.closeUser(message.u, 'session_ended');
        }
      } catch {
        // Not ours (presence's messages share the channel).
      }
    },
  };
}
