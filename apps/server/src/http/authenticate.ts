import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { verifyPassword } from '../auth/passwords';
import { atokenDigest } from '../auth/atoken';
import type { Services } from '../services/services';
import { ApiError, badRequest, rateLimited, unauthenticated } from '../errors';

const LOGIN_FAILED = 'Utente o password non validi';

const body = z.union([
  z.object({ auth: z.object({ email: z.string().min(1).max(255), password: z.string().min(1).max(1024) }) }),
  z.object({ atoken: z.string().min(1).max(255) }),
]);

// A real hash to compare against when the email is unknown, so timing does not tell which emails exist.
let decoyDigest: Promise<string> | undefined;

/**
 * Password checks under way at once in this process: each costs about 32 MiB and tens of ms of
 * scrypt, so many logins sent together wait their turn instead of taking the memory all at once.
 */
const PARALLEL_CHECKS = 2;
const WAITING_CHECKS = 32;
let checking = 0;
const queue: (() => void)[] = [];

async function checkPassword(password: string, digest: string): Promise<boolean> {
  if (checking >= PARALLEL_CHECKS) {
    if (queue.length >= WAITING_CHECKS) {
      throw new ApiError(503, 'Troppi accessi in corso, riprovare tra poco', 'unavailable');
    }
    await new Promise<void>((resolve) => queue.push(resolve));
  }
  checking++;
  try {
    return await verifyPassword(password, digest);
  } finally {
    checking--;
    queue.shift()?.();
  }
}

export function authenticateRoutes(app: FastifyInstance, services: Services) {
  const { db, tokens, limiter } = services;

  /** The user the credentials name, when they are right (an unknown email costs a decoy check). */
  async function findUser(credentials: z.infer<typeof body>) {
    const columns = ['id', 'session_generation', 'active'] as const;
    if ('auth' in credentials) {
      const { email, password } = credentials.auth;
      const row = await db
        .selectFrom('users')
        .select([...columns, 'password_digest'])
        .where(({ fn }) => fn('lower', ['email']), '=', email.toLowerCase())
        .executeTakeFirst();
      decoyDigest ??= import('../auth/passwords').then((m) => m.hashPassword('decoy-password'));
      const ok = await checkPassword(password, (row?.password_digest as string) ?? (await decoyDigest));
      return row && ok ? (row as { id: number; session_generation: number; active: unknown }) : undefined;
    }
    return (await db
      .selectFrom('users')
      .select([...columns])
      .where('atoken_digest', '=', atokenDigest(credentials.atoken))
      .executeTakeFirst()) as { id: number; session_generation: number; active: unknown } | undefined;
  }

  app.post('/authenticate', async (request, reply) => {
    const parsed = body.safeParse(request.body);
    if (!parsed.success) throw badRequest('Indicare email e password');
    const who = 'auth' in parsed.data ? parsed.data.auth.email : '(atoken)';
    // Locked out: the answer says how long to wait (Retry-After, and `retry_after` in the body).
    const lockedOut = (seconds: number) => {
      reply.header('retry-after', String(seconds));
      return rateLimited('Troppi tentativi di accesso, riprovare più tardi', { retry_after: seconds });
    };
    const attempt = await limiter.begin(request.ip, who);
    if (typeof attempt === 'number') throw lockedOut(attempt);
    let user: Awaited<ReturnType<typeof findUser>>;
    try {
      user = await findUser(parsed.data);
    } catch (err) {
      attempt.abandoned(); // the database away: neither a failure nor a success
      throw err;
    }
    if (user === undefined || !user.active) {
      const seconds = attempt.failed();
      if (seconds > 0) throw lockedOut(seconds);
      throw unauthenticated(LOGIN_FAILED);
    }
    attempt.succeeded();
    const answer = await services.records.show(services.registry.get('users')!, user.id);
    const session = {
      userId: user.id,
      generation: Number(user.session_generation),
      authTime: Math.floor(Date.now() / 1000),
      sid: randomBytes(9).toString('base64url'),
    };
    reply.header('token', await tokens.sign(session));
    return answer;
  });
}
