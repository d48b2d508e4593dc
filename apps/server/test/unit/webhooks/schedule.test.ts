import { describe, expect, it } from 'vitest';
import { nextAttemptDelay, parseRetryAfter, RETRY_SCHEDULE_MS } from '../../../src/webhooks/schedule';
import { addressProblem } from '../../../src/webhooks/address';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;

describe('webhook retry schedule', () => {
  it('retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h, then gives up', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempts) => nextAttemptDelay(attempts));
    expect(delays).toEqual([5 * S, 5 * MIN, 30 * MIN, 2 * H, 5 * H, 10 * H, 14 * H, 20 * H, 24 * H]);
    expect(nextAttemptDelay(10)).toBeNull();
    // About three days from the first attempt to the last.
    const total = RETRY_SCHEDULE_MS.reduce((a, b) => a + b, 0);
    expect(total / H).toBeCloseTo(75.6, 0);
  });

  it("honours the receiver's Retry-After, up to a day, while retries remain", () => {
    expect(nextAttemptDelay(1, RETRY_SCHEDULE_MS, 120 * S)).toBe(120 * S);
    expect(nextAttemptDelay(2, RETRY_SCHEDULE_MS, 3 * 24 * H)).toBe(24 * H);
    expect(nextAttemptDelay(10, RETRY_SCHEDULE_MS, 5 * S)).toBeNull();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-12-07T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120 * S);
    expect(parseRetryAfter('Mon, 07 Dec 2026 10:05:00 GMT', now)).toBe(5 * MIN);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});

describe('webhook addresses', () => {
  it('never connects to link-local or cloud metadata addresses, even over https', () => {
    for (const address of [
      '169.254.169.254',
      '::ffff:169.254.169.254',
      'fe80::1',
      'fd00:ec2::254',
      '0.0.0.0',
    ])
      expect(addressProblem(address, 'https:'), address).toBeDefined();
  });

  it('allows plain http only to loopback and private addresses', () => {
    expect(addressProblem('127.0.0.1', 'http:')).toBeUndefined();
    expect(addressProblem('192.168.1.20', 'http:')).toBeUndefined();
    expect(addressProblem('8.8.8.8', 'http:')).toBeDefined();
    expect(addressProblem('8.8.8.8', 'https:')).toBeUndefined();
  });
});
