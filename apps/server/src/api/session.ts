import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadCurrentUser } from '../auth/permissions';
import type { Services } from './services';
import { unauthorized } from './errors';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
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
    const token = bearer(request);
    if (!token) {
      if (options.optional?.(request)) return;
      throw unauthorized();
    }
    const userId = await services.tokens.verify(token);
    const user = userId === undefined ? undefined : await loadCurrentUser(services.db, userId);
    if (!user) throw unauthorized();
    request.currentUser = user;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.currentUser && reply.statusCode !== 401) {
      reply.header('token', await services.tokens.sign(request.currentUser.id));
    }
    return payload;
  });
}
