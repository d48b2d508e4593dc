import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { verifyPassword } from '../auth/passwords';
import type { Services } from './services';
import { badRequest, rateLimited, unauthenticated } from './errors';

const LOGIN_FAILED = 'Utente o password non validi';

const body = z.union([
  z.object({ auth: z.object({ email: z.string().min(1).max(255), password: z.string().min(1).max(1024) }) }),
  z.object({ atoken: z.string().min(1).max(255) }),
]);

// A real hash to compare against when the email is unknown, so timing does not tell which emails exist.
let decoyDigest: Promise<string> | undefined;

export function authenticateRoutes(app: FastifyInstance, services: Services) {
  const { db, tokens, limiter } = services;

  app.post('/authenticate', async (request, reply) => {
    const parsed = body.safeParse(request.body);
    if (!parsed.success) throw badRequest('Indicare email e password');
    const key = `${request.ip}|${'auth' in parsed.data ? parsed.data.auth.email.toLowerCase() : 'atoken'}`;
    // Locked out: the answer says how long to wait (Retry-After, and `retry_after` in the body).
    const lockedOut = () => {
      const seconds = limiter.retryAfterSeconds(key);
      reply.header('retry-after', String(seconds));
      return rateLimited('Troppi tentativi di accesso, riprovare più tardi', { retry_after: seconds });
    };
    if (limiter.isBlocked(key)) throw lockedOut();

    let userId: number | undefined;
    if ('auth' in parsed.data) {
      const { email, password } = parsed.data.auth;
      const user = await db
        .selectFrom('users')
        .select(['id', 'password_digest'])
        .where(({ fn }) => fn('lower', ['email']), '=', email.toLowerCase())
        .executeTakeFirst();
      decoyDigest ??= import('../auth/passwords').then((m) => m.hashPassword('decoy-password'));
      const ok = await verifyPassword(password, (user?.password_digest as string) ?? (await decoyDigest));
      if (user && ok) userId = user.id as number;
    } else {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('atoken', '=', parsed.data.atoken)
        .executeTakeFirst();
      userId = user?.id as number | undefined;
    }
    if (userId === undefined) {
      if (limiter.fail(key)) throw lockedOut();
      throw unauthenticated(LOGIN_FAILED);
    }
    limiter.succeed(key);
    const user = await services.records.show(services.registry.get('users')!, userId);
    reply.header('token', await tokens.sign(userId));
    return user;
  });
}
