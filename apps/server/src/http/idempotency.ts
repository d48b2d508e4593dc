import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services/services';
import type { RouteServices } from './route-services';
import { ApiError, badRequest } from '../errors';
import { currentClaim, requestInProgress, type Claim } from '../services/idempotency-claim';
import { reusableQuery } from '../db/reusable-query';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The longest a request may run: past it, its claim may be taken over even if its process lives.
const LEASE_MS = 60_000;
// A repeat that finds its first request still running waits this long for its answer.
const WAIT_FOR_FIRST_MS = 2_000;
const POLL_MS = 50;
// Keys are kept at least 24 hours (api-v2.md); older ones are swept.
const KEEP_MS = 48 * 60 * 60 * 1000;

/** Run by every write with a key: compiled once (db/reusable-query.ts). */
const insertClaim = reusableQuery(
  (
    db,
    userId: number,
    key: string,
    method: string,
    path: string,
    owner: string,
    leaseUntil: string,
    createdAt: string,
    updatedAt: string,
  ) =>
    db
      .insertInto('idempotency_keys')
      .values({
        user_id: userId,
        key,
        method,
        path,
        owner,
        lease_until: leaseUntil,
        created_at: createdAt,
        updated_at: updatedAt,
      })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('id'),
);

/**
 * `Idempotency-Key` on writes: the first request with a key runs; a repeat with the same key and
 * user gets the stored answer without running again. Each claim names the process that runs it
 * (its owner) and a lease; a repeat that finds a claim whose owner died takes it over and runs, a
 * repeat that finds its first request still running waits briefly, then answers
 * `request_in_progress`.
 */
export function idempotency(app: FastifyInstance, services: RouteServices) {
  const { db, instance } = services;
  /** Claims this process is running now. */
  const running = new Set<number>();

  const leaseUntil = () => new Date(Date.now() + LEASE_MS).toISOString();

  async function tryClaim(request: FastifyRequest, userId: number, key: string): Promise<Claim | undefined> {
    const stamp = new Date().toISOString();
    const [row] = (
      await insertClaim(db, userId, key, request.method, request.url, instance.id, leaseUntil(), stamp, stamp)
    ).rows;
    return row ? { id: row.id as number, userId, key, owner: instance.id } : undefined;
  }

  /** A pending claim whose request cannot be running any more becomes ours. */
  async function takeOver(stored: Record<string, unknown>, userId: number, key: string) {
    let query = db
      .updateTable('idempotency_keys')
      .set({ owner: instance.id, lease_until: leaseUntil(), updated_at: new Date().toISOString() })
      .where('id', '=', stored.id as number)
      .where('status', 'is', null);
    query =
      stored.owner === null
        ? query.where('owner', 'is', null)
        : query.where('owner', '=', stored.owner as string);
    const taken = await query.executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1
      ? { id: stored.id as number, userId, key, owner: instance.id }
      : undefined;
  }

  async function stillRunning(stored: Record<string, unknown>): Promise<boolean> {
    const lease = stored.lease_until ? new Date(stored.lease_until as string).getTime() : 0;
    if (lease < Date.now()) return false;
    if (stored.owner === instance.id) return running.has(stored.id as number);
    return instance.isRunning(stored.owner as string | null);
  }

  /** The claim for this request, or the stored answer already sent (undefined). */
  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply, key: string) {
    const userId = request.currentUser!.id;
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const claimed = await tryClaim(request, userId, key);
      if (claimed) return claimed;
      const stored = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!stored) continue; // released between the two statements: claim it again
      if (stored.method !== request.method || stored.path !== request.url) {
        throw new ApiError(422, "Idempotency-Key già usata per un'altra richiesta");
      }
      if (stored.status !== null) {
        reply.header('idempotent-replayed', 'true');
        services.metrics.replayed();
        reply.code(stored.status as number).type('application/json; charset=utf-8');
        reply.send(stored.response as string);
        return undefined;
      }
      if (!(await stillRunning(stored))) {
        const taken = await takeOver(stored, userId, key);
        if (taken) {
          request.log.info({ key, previousOwner: stored.owner }, 'took over a claim left by a dead request');
          return taken;
        }
        continue;
      }
      if (Date.now() >= deadline) {
        reply.header('retry-after', '1');
        throw requestInProgress();
      }
      await sleep(POLL_MS);
    }
  }

  // Callback style, so that the handler runs inside `currentClaim` (see recordAnswer).
  app.addHook('preHandler', (request, reply, done) => {
    const key = request.headers['idempotency-key'];
    if (!WRITE_METHODS.has(request.method) || key === undefined || !request.currentUser) return done();
    if (typeof key !== 'string' || key.length === 0 || key.length > 200) {
      return done(badRequest('Idempotency-Key non valida'));
    }
    claimOrReplay(request, reply, key).then((claim) => {
      if (!claim) return; // answered from the stored answer
      running.add(claim.id);
      request.idempotency = claim;
      currentClaim.run(claim, done);
    }, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = undefined;
    try {
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload ?? null);
      // The write transaction stored this very answer with its commit: nothing to write again.
      if (claim.stored?.status === reply.statusCode && claim.stored.response === text) return payload;
      const mine = db
        .updateTable('idempotency_keys')
        .where('id', '=', claim.id)
        .where('owner', '=', claim.owner);
      if (reply.statusCode >= 500 || reply.statusCode === 429) {
        // Not an answer worth replaying: let a retry run again (unless the write committed its answer).
        await db
          .deleteFrom('idempotency_keys')
          .where('id', '=', claim.id)
          .where('owner', '=', claim.owner)
          .where('status', 'is', null)
          .execute();
      } else {
        await mine
          .set({
            status: reply.statusCode,
            response: text,
            updated_at: new Date().toISOString(),
          })
          .execute();
      }
    } finally {
      // Only now: a repeat polling meanwhile must see the claim running (or its answer), never a
      // claim that looks abandoned and take it over to run the write a second time.
      running.delete(claim.id);
    }
    return payload;
  });

  // A request that ends without an answer (the client went away early) gives its claim back.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotency;
    if (claim) running.delete(claim.id);
  });
}

/** Deletes keys past their keeping time; called at start and hourly. */
export async function sweepIdempotencyKeys(services: Pick<Services, 'db'>): Promise<void> {
  const cutoff = new Date(Date.now() - KEEP_MS).toISOString();
  await services.db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute();
}
