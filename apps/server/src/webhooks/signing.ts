import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): HMAC-SHA256 of
 * `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint's secret, by the `standardwebhooks`
 * package (the specification's own library), so a receiver verifying with it always agrees.
 */

/** A new endpoint secret: `whsec_` and 32 random bytes in base64 (the specification's form). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The three headers of one attempt; during a rotation both secrets sign (space-separated). */
export function signatureHeaders(
  msgId: string,
  at: Date,
  body: string,
  secrets: readonly string[],
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(msgId, at, body)).join(' '),
  };
}
