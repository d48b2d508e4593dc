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
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomSecret(48), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export interface Tokens {
  sign(userId: number): Promise<string>;
  /** The user id, or undefined for a bad or expired token. */
  verify(token: string): Promise<number | undefined>;
  /** A short-lived signature for a file URL (for `<img>` tags, which cannot send headers). */
  signUrl(path: string, ttlSeconds?: number): string;
  verifyUrl(path: string, exp: string, sig: string): boolean;
}

/** Verified tokens kept until they expire, so a busy handheld's requests skip the HMAC. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokens(secret: Uint8Array<ArrayBuffer>, timeoutMinutes: number): Tokens {
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  // Imported once: jose would otherwise import the raw secret on every call.
  const key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const verified = new Map<string, { userId: number; exp: number }>();
  // A token carries whole seconds, so one signed in the same second for the same user is identical.
  const issued = new Map<number, { second: number; token: Promise<string> }>();

  return {
    sign(userId) {
      const second = Math.floor(Date.now() / 1000);
      const last = issued.get(userId);
      if (last && last.second === second) return last.token;
      const token = key.then((k) =>
        // `user_id` beside `sub`: thecore clients read the user from that claim.
        new SignJWT({ user_id: userId })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(userId))
          .setIssuedAt(second)
          .setExpirationTime(second + timeoutMinutes * 60)
          .sign(k),
      );
      if (issued.size >= VERIFIED_CACHE_SIZE) issued.clear();
      issued.set(userId, { second, token });
      return token;
    },
    async verify(token) {
      const now = Date.now() / 1000;
      const known = verified.get(token);
      if (known) {
        if (known.exp > now) return known.userId;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        if (!Number.isInteger(id) || id <= 0 || typeof payload.exp !== 'number') return undefined;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { userId: id, exp: payload.exp });
        return id;
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
