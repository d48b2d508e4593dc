import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services/services';
import type { Session } from '../auth/tokens';
import type { CurrentUser } from '../auth/permissions';
import { ApiError, NO_TOKEN, SESSION_REVOKED, unauthenticated, USER_REVOKED } from '../errors';

/**
 * The token of `Authorization: Bearer <token>`; the bare token without a scheme is accepted too,
 * as thecore backends do (thecore-auth's heartbeat sends it so). Any other scheme is no token.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const parts = header.split(/\s+/);
  if (parts.length === 1) return parts[0];
  const [scheme, token] = parts;
  return parts.length === 2 && scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Every route registered after this in the same scope needs a valid bearer
 * token; every answer to an authenticated request carries a renewed one in
 * the `token` header (sliding session).
 */
export function requireSession(
  app: FastifyInstance,
  services: Services,
  options: { optional?: (r: FastifyRequest) => boolean } = {},
) {
  const { tokens, currentUsers } = services;

  /** The session's check against its user's row; undefined when it counts. */
  function refusal(session: Session, user: CurrentUser | undefined): ApiError | undefined {
    // Said apart from an expired session, so the app tells the operator signing in again cannot help.
    if (!user || !user.active) return new ApiError(401, USER_REVOKED, 'user_revoked');
    if (user.generation !== session.generation) return new ApiError(401, SESSION_REVOKED, 'session_revoked');
    return undefined;
  }

  async function check(request: FastifyRequest, token: string) {
    const session = await tokens.verify(token);
    if (session === undefined) throw unauthenticated();
    // The one row every request needs anyway also says whether the session still counts.
    const user = await currentUsers.load(session.userId);
    const refused = refusal(session, user);
    if (refused) throw refused;
    request.currentUser = user;
    request.session = session;
  }

  // Callback style: a known token of a user whose row has not changed is checked without waiting
  // for anything (most requests); the rest wait for the signature check or the user's row.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) {
      if (options.optional?.(request)) return done();
      return done(unauthenticated(NO_TOKEN));
    }
    const session = tokens.verifiedBefore(token);
    const known = session ? currentUsers.knownNow(session.userId) : null;
    if (session === undefined) return done(unauthenticated());
    if (session === null || known === null) return void check(request, token).then(() => done(), done);
    const refused = refusal(session, known.user);
    if (refused) return done(refused);
    request.currentUser = known.user;
    request.session = session;
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.session || reply.statusCode === 401) return done(null, payload);
    const renewed = tokens.signedRecently(request.session);
    if (renewed !== undefined) {
      reply.header('token', renewed);
      return done(null, payload);
    }
    tokens.sign(request.session).then((token) => {
      reply.header('token', token);
      done(null, payload);
    }, done);
  });
}
