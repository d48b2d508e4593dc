import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services/services';
import type { Session } from '../auth/tokens';
import type { CurrentUser } from '../auth/permissions';
import { ApiError, NO_TOKEN, SESSION_REVOKED, unauthenticated, USER_REVOKED } from '../errors';

/**
 * The token of `Authorization: Bearer <token>`; the bare token without a scheme is accepted too,
 * as thecore backends do (thecore-auth's heartbeat sends it so). Any other scheme is no token.
 */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const parts = header.split(/\s+/);
  if (parts.length === 1) return parts[0];
  const [scheme, token] = parts;
  return parts.length === 2 && scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** A signed-in request's session and the user it stands for now. */
export interface SignedIn {
  session: Session;
  user: CurrentUser;
}

type SessionServices = Pick<Services, 'tokens' | 'currentUsers'>;

/** The session's check against its user's row; undefined when it counts. */
function refusal(session: Session, user: CurrentUser | undefined): ApiError | undefined {
  // Said apart from an expired session, so the app tells the operator signing in again cannot help.
  if (!user || !user.active) return new ApiError(401, USER_REVOKED, 'user_revoked');
  if (user.generation !== session.generation) return new ApiError(401, SESSION_REVOKED, 'session_revoked');
  return undefined;
}

const signedIn = (session: Session, user: CurrentUser | undefined): SignedIn | ApiError =>
  refusal(session, user) ?? { session, user: user! };

/**
 * What a token stands for, without waiting, when the token was verified here before and its user's
 * row is known unchanged (most requests); null when that takes the signature check or the row.
 */
export function knownSession(
  { tokens, currentUsers }: SessionServices,
  token: string,
): SignedIn | ApiError | null {
  const session = tokens.verifiedBefore(token);
  if (session === undefined) return unauthenticated();
  const known = session ? currentUsers.knownNow(session.userId) : null;
  if (session === null || known === null) return null;
  return signedIn(session, known.user);
}

/** What a token stands for: its signature checked and its user's row read as the database holds it. */
export async function checkedSession(
  { tokens, currentUsers }: SessionServices,
  token: string,
): Promise<SignedIn | ApiError> {
  const session = await tokens.verify(token);
  if (session === undefined) return unauthenticated();
  // The one row every request needs anyway also says whether the session still counts.
  return signedIn(session, await currentUsers.load(session.userId));
}

/** The renewed token an answer to this session carries (sliding session): at once when made lately. */
export function renewedToken(
  { tokens }: Pick<Services, 'tokens'>,
  session: Session,
): string | Promise<string> {
  return tokens.signedRecently(session) ?? tokens.sign(session);
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
  const admit = (request: FastifyRequest, outcome: SignedIn | ApiError): ApiError | undefined => {
    if (outcome instanceof ApiError) return outcome;
    request.currentUser = outcome.user;
    request.session = outcome.session;
    return undefined;
  };

  // Callback style: a known token of a user whose row has not changed is checked without waiting
  // for anything (most requests); the rest wait for the signature check or the user's row.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) {
      if (options.optional?.(request)) return done();
      return done(unauthenticated(NO_TOKEN));
    }
    const known = knownSession(services, token);
    if (known !== null) return done(admit(request, known));
    checkedSession(services, token).then((outcome) => done(admit(request, outcome)), done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.session || reply.statusCode === 401) return done(null, payload);
    const renewed = renewedToken(services, request.session);
    if (typeof renewed === 'string') {
      reply.header('token', renewed);
      return done(null, payload);
    }
    renewed.then((token) => {
      reply.header('token', token);
      done(null, payload);
    }, done);
  });
}
