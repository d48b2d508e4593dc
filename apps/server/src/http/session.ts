import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services/services';
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
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) {
      if (options.optional?.(request)) return;
      throw unauthenticated(NO_TOKEN);
    }
    const session = await services.tokens.verify(token);
    if (session === undefined) throw unauthenticated();
    // The one row every request needs anyway also says whether the session still counts.
    const user = await services.currentUsers.load(session.userId);
    // Said apart from an expired session, so the app tells the operator signing in again cannot help.
    if (!user || !user.active) throw new ApiError(401, USER_REVOKED, 'user_revoked');
    if (user.generation !== session.generation) throw new ApiError(401, SESSION_REVOKED, 'session_revoked');
    request.currentUser = user;
    request.session = session;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.session && reply.statusCode !== 401) {
      reply.header('token', await services.tokens.sign(request.session));
    }
    return payload;
  });
}
