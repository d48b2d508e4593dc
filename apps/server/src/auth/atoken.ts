import { createHash } from 'node:crypto';
import { randomSecret } from './passwords';

/**
 * The automatic-login token (`/?atoken=…`): a random secret shown once, when made, and kept only as
 * its SHA-256 (`users.atoken_digest`). It is high-entropy, so an unsalted hash cannot be reversed, and
 * the lookup stays one indexed equality.
 */
export const atokenDigest = (atoken: string): string => createHash('sha256').update(atoken).digest('hex');

/** A new automatic-login token and the digest to store. */
export function newAtoken(): { atoken: string; digest: string } {
  const atoken = randomSecret();
  return { atoken, digest: atokenDigest(atoken) };
}
