import { sql } from 'kysely';
import type { Row } from '../db/types';
import { newAtoken } from '../auth/atoken';
import { sessionsEnded } from '../auth/session-events';
import { badRequest, forbidden, notFound } from '../errors';
import type { ActionContext, CustomAction } from './types';

/** Only administrators end sessions and handle automatic-login tokens, whatever their roles say. */
async function targetUser({ request, services, id }: ActionContext): Promise<number> {
  if (!request.currentUser?.admin) throw forbidden('Operazione riservata agli amministratori');
  if (id === undefined) throw badRequest("Indicare l'utente");
  const row = await services.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Record non trovato: user ${id}`);
  return id;
}

/**
 * The user's session columns, written as any write of a user is (its hooks, its change event) in a
 * transaction of its own; `answer` is the request's answer (kept with its Idempotency-Key).
 */
async function writeUser(ctx: ActionContext, id: number, values: Row, answer: unknown): Promise<void> {
  const { records, registry } = ctx.services;
  await records.transaction(
    (tx) => records.updateAs(tx, registry.get('users')!, id, values, ctx.request.currentUser?.id),
    [],
    { answer: () => answer },
  );
}

/**
 * `POST /users/{id}?do=end_sessions`: every token of the user stops working at once, the
 * automatic-login token too (an administrator closing a lost handheld's account closes it all).
 */
export const endSessions: CustomAction = {
  model: 'users',
  name: 'end_sessions',
  methods: ['POST'],
  permission: 'update',
  async run(ctx) {
    const id = await targetUser(ctx);
    const answer = { ended: true };
    await writeUser(
      ctx,
      id,
      { session_generation: sql`session_generation + 1`, atoken_digest: null },
      answer,
    );
    sessionsEnded.emit(id);
    return answer;
  },
};

/**
 * `POST /users/{id}?do=rotate_atoken`: a new automatic-login token, answered this once as
 * `{atoken, login_path}` and kept only as its digest; the previous one stops working.
 */
export const rotateAtoken: CustomAction = {
  model: 'users',
  name: 'rotate_atoken',
  methods: ['POST'],
  permission: 'update',
  async run(ctx) {
    const id = await targetUser(ctx);
    const { atoken, digest } = newAtoken();
    const answer = { atoken, login_path: `/?atoken=${atoken}` };
    await writeUser(ctx, id, { atoken_digest: digest }, answer);
    return answer;
  },
};

/** `POST /users/{id}?do=revoke_atoken`: the user has no automatic-login token any more. */
export const revokeAtoken: CustomAction = {
  model: 'users',
  name: 'revoke_atoken',
  methods: ['POST'],
  permission: 'update',
  async run(ctx) {
    const id = await targetUser(ctx);
    const answer = { revoked: true };
    await writeUser(ctx, id, { atoken_digest: null }, answer);
    return answer;
  },
};
