import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { randomSecret } from './passwords';

/**
 * The signing secret: SECRET from the environment, or one generated at first
 * start and kept in DATA_DIR (readable by the server's user only). Never a
 * default written in code. Several server processes must share SECRET.
 */
export function loadSecret(configured: string | undefined, dataDir: string): Uint8Array<ArrayBuffer> {
  if (configured) {
    if (configured.length < 32) throw new Error('SECRET must be at least 32 characters long');
    return new TextEncoder().encode(configured);
  }
  const file = join(dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomSecret(48), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/**
 * What a token says: whose session, the user's session generation when it began (a raised
 * generation ends it), and when the user signed in (`auth_time`: renewals never carry a session
 * past `maxHours` from then).
 */
export interface Session {
  userId: number;
  generation: number;
  authTime: number;
  /**
   * The device session: one login, kept by its renewals (the event streams' cap counts per device
   * session, live/fan-out.ts). Tokens signed before it existed have none.
   */
  sid?: string;
}

export interface Tokens {
  /** A token for the session: a new one (`authTime` now) at login, a renewed one after. */
  sign(session: Session): Promise<string>;
  /** The session, or undefined for a bad or expired token. */
  verify(token: string): Promise<Session | undefined>;
  /**
   * What `verify` would answer, without waiting, for a token verified before (undefined once it has
   * expired); null for a token not verified here yet. Most requests come with a known token.
   */
  verifiedBefore(token: string): Session | undefined | null;
  /** The renewed token `sign` gives now, when already made (else undefined: call `sign`). */
  signedRecently(session: Session): string | undefined;
  /** A short-lived signature for a file URL (for `<img>` tags, which cannot send headers). */
  signUrl(path: string, ttlSeconds?: number): string;
  verifyUrl(path: string, exp: string, sig: string): boolean;
}

/** Verified tokens kept until they expire, so a busy handheld's requests skip the HMAC. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokens(
  secret: Uint8Array<ArrayBuffer>,
  timeoutMinutes: number,
  /** The longest a session lives from its login, however often it is renewed. */
  maxHours = 12,
): Tokens {
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  // Imported once: jose would otherwise import the raw secret on every call.
  const key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const verified = new Map<string, { session: Session; exp: number }>();
  /**
   * A session's renewed token is signed once and handed out again for this many seconds (a
   * thirtieth of the idle timeout, a minute at most): a handheld asking every second got a token
   * signed for it every second, and its next request one to verify (issue 47). Its idle timeout
   * may end up to this much sooner than the full timeout after its last request.
   */
  const reuseSeconds = Math.max(1, Math.min(60, Math.floor((timeoutMinutes * 60) / 30)));
  const issued = new Map<string, { second: number; token: Promise<string>; value?: string }>();
  const fresh = (entry: { second: number } | undefined): boolean =>
    entry !== undefined && Math.floor(Date.now() / 1000) - entry.second < reuseSeconds;
  const remember = (token: string, session: Session, exp: number) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, { session, exp });
  };
  const sessionKey = ({ userId, generation, authTime, sid }: Session) =>
    `${userId}|${generation}|${authTime}|${sid ?? ''}`;

  const verifiedBefore = (token: string) => {
    const known = verified.get(token);
    if (!known) return null;
    if (known.exp > Date.now() / 1000) return known.session;
    verified.delete(token);
    return undefined;
  };

  return {
    verifiedBefore,
    signedRecently(session) {
      const last = issued.get(sessionKey(session));
      return fresh(last) ? last!.value : undefined;
    },
    sign(session) {
      const second = Math.floor(Date.now() / 1000);
      const { userId, generation, authTime, sid } = session;
      const id = sessionKey(session);
      const last = issued.get(id);
      if (fresh(last)) return last!.token;
      const exp = Math.min(second + timeoutMinutes * 60, authTime + maxHours * 3600);
      const token = key.then((k) =>
        // `user_id` beside `sub`: thecore clients read the user from that claim.
        new SignJWT({ user_id: userId, gen: generation, auth_time: authTime, ...(sid ? { sid } : {}) })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(userId))
          .setIssuedAt(second)
          .setExpirationTime(exp)
          .sign(k),
      );
      if (issued.size >= VERIFIED_CACHE_SIZE) issued.clear();
      const entry: { second: number; token: Promise<string>; value?: string } = { second, token };
      token
        .then((value) => {
          entry.value = value;
          // Signed here, so valid: the request that comes with it need not check its signature.
          remember(value, { ...session }, exp);
        })
        .catch(() => {});
      issued.set(id, entry);
      return token;
    },
    async verify(token) {
      const known = verifiedBefore(token);
      if (known !== null) return known;
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const { gen, auth_time: authTime, exp, sid } = payload;
        if (!Number.isInteger(userId) || userId <= 0 || typeof exp !== 'number') return undefined;
        // Tokens from before session generations existed carry neither claim: they no longer count.
        if (!Number.isInteger(gen) || !Number.isInteger(authTime)) return undefined;
        const session: Session = { userId, generation: gen as number, authTime: authTime as number };
        if (typeof sid === 'string' && sid.length <= 64) session.sid = sid;
        remember(token, session, exp);
        return session;
      } catch {
        return undefined;
      }
    },
    signUrl(path, ttlSeconds = 15 * 60) {
      const exp = String(Math.floor(Date.now() / 1000) + ttlSeconds);
      return `${path}?exp=${exp}&sig=${hmac(`${path}|${exp}`)}`;
    },
    verifyUrl(path, exp, sig) {
      if (!/^\d+$/.test(exp) || Number(exp) < Date.now() / 1000) return false;
      const expected = Buffer.from(hmac(`${path}|${exp}`));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
