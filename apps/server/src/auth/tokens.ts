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
export function loadSecret(configured: string | undefined, dataDir: string): Uint8Array {
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

export function createTokens(secret: Uint8Array, timeoutMinutes: number): Tokens {
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${timeoutMinutes}m`)
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        return Number.isInteger(id) && id > 0 ? id : undefined;
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
