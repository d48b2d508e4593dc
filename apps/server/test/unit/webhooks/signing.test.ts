import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { newSecret, signatureHeaders } from '../../../src/webhooks/signing';

/**
 * The Standard Webhooks specification's own example (its spec text and every official library's
 * "sign function works" test): this secret, id, timestamp and payload sign to this signature.
 */
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  msgId: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  payload: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('webhook signatures (Standard Webhooks)', () => {
  it("signs the specification's test vector to its signature", () => {
    const headers = signatureHeaders(VECTOR.msgId, new Date(VECTOR.timestamp * 1000), VECTOR.payload, [
      VECTOR.secret,
    ]);
    expect(headers).toEqual({
      'webhook-id': VECTOR.msgId,
      'webhook-timestamp': String(VECTOR.timestamp),
      'webhook-signature': VECTOR.signature,
    });
  });

  it('during a rotation sends both signatures, each verifying with its own secret', () => {
    const [next, previous] = [newSecret(), newSecret()];
    const body = '{"type":"webhook.test"}';
    const headers = signatureHeaders('msg_rotation', new Date(), body, [next, previous]);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(() => new Webhook(next).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(previous).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(newSecret()).verify(body, headers)).toThrow();
  });

  it('makes secrets of the whsec_ form with 32 random bytes', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newSecret()).not.toBe(secret);
  });

  it('refuses a tampered body', () => {
    const secret = newSecret();
    const headers = signatureHeaders('msg_x', new Date(), '{"a":1}', [secret]);
    expect(() => new Webhook(secret).verify('{"a":2}', headers)).toThrow();
  });
});
