import type { FastifyInstance } from 'fastify';
import type { Services } from './services';
import { ApiError, badRequest } from './errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// A first request that died without answering stops blocking its retries after this long.
const STALE_PENDING_MS = 60_000;
// Keys are kept at least 24 hours (api-v2.md); older ones are swept.
const KEEP_MS = 48 * 60 * 60 * 1000;

/**
 * `Idempotency-Key` on writes: the first request with a key runs; a repeat
 * with the same key and user gets the stored answer without running again.
 */
export function idempotency(app: FastifyInstance, services: Services) {
  const { db } = services;

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (!WRITE_METHODS.has(request.method) || key === undefined || !request.currentUser) return;
    if (typeof key !== 'string' || key.length === 0 || key.length > 200) {
      throw badRequest('Idempotency-Key non valida');
    }
    const userId = request.currentUser.id;
    const stamp = new Date().toISOString();
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({
        user_id: userId,
        key,
        method: request.method,
        path: request.url,
        created_at: stamp,
        updated_at: stamp,
      })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (claimed) {
      request.idempotency = { userId, key };
      return;
    }
    const stored = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (stored.method !== request.method || stored.path !== request.url) {
      throw new ApiError(422, "Idempotency-Key già usata per un'altra richiesta");
    }
    if (stored.status === null) {
      const age = Date.now() - new Date(stored.updated_at as string).getTime();
      if (age < STALE_PENDING_MS)
        throw new ApiError(409, 'Richiesta già in corso, riprovare tra poco', 'request_in_progress');
      await db
        .updateTable('idempotency_keys')
        .set({ updated_at: stamp })
        .where('id', '=', stored.id)
        .execute();
      request.idempotency = { userId, key };
      return;
    }
    reply.header('idempotent-replayed', 'true');
    reply.code(stored.status as number).type('application/json; charset=utf-8');
    return reply.send(stored.response as string);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = undefined;
    const where = db
      .updateTable('idempotency_keys')
      .where('user_id', '=', claim.userId)
      .where('key', '=', claim.key);
    if (reply.statusCode >= 500 || reply.statusCode === 429) {
      // Not an answer worth replaying: let a retry run again.
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', claim.userId)
        .where('key', '=', claim.key)
        .execute();
    } else {
      await where
        .set({
          status: reply.statusCode,
          response: typeof payload === 'string' ? payload : JSON.stringify(payload ?? null),
        })
        .execute();
    }
    return payload;
  });
}

/** Deletes keys past their keeping time; called at start and hourly. */
export async function sweepIdempotencyKeys(services: Pick<Services, 'db'>): Promise<void> {
  const cutoff = new Date(Date.now() - KEEP_MS).toISOString();
  await services.db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute();
}
