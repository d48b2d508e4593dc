import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, PASSWORD, type Harness } from './support/harness';

/**
 * The login limiter at its documented defaults (5 failures per address and email, 20 per address):
 * only failures count, so a shift starting behind one proxy logs in whole, while guessing is stopped
 * however the guesses are sent. The limiter lives in memory, the same over either database.
 */
describe('login limiter', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('sqlite', { loginMaxFailures: 5, loginMaxFailuresPerAddress: 20 });
    for (let i = 0; i < 5; i++) await h.createUser({ email: `shift${i}@test.it`, password: PASSWORD });
    await h.createUser({ email: 'guessed@test.it', password: PASSWORD });
  });
  afterAll(() => h.close());

  const attempt = (email: string, password: string, remoteAddress = '10.0.0.1') =>
    h.request({
      method: 'POST',
      url: '/api/v2/authenticate',
      payload: { auth: { email, password } },
      remoteAddress,
    });

  it('lets 25 correct logins sent at once from one address all in (8 of them one user)', async () => {
    const emails = Array.from({ length: 25 }, (_, i) => `shift${i < 8 ? 0 : i % 5}@test.it`);
    const answers = await Promise.all(emails.map((email) => attempt(email, PASSWORD)));
    expect(answers.map((a) => a.statusCode)).toEqual(emails.map(() => 200));
  });

  it("refuses an account's sixth wrong password, and its right one, until the window ends", async () => {
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await attempt('guessed@test.it', `guess-${i}`, '10.0.0.2')).statusCode);
    // The failure that reaches the limit already answers the lock-out.
    expect(codes).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await attempt('guessed@test.it', PASSWORD, '10.0.0.2')).statusCode).toBe(429);
    // Another address is not locked out of that account by these failures.
    expect((await attempt('guessed@test.it', PASSWORD, '10.0.0.3')).statusCode).toBe(200);
  });

  it('checks no more guesses than the limit when they arrive together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt('shift1@test.it', `parallel-${i}`, '10.0.0.4')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(4);
    expect(codes.filter((c) => c === 429)).toHaveLength(8);
  });

  it('stops a password sprayed across accounts from one address after 20 failures', async () => {
    for (let i = 0; i < 19; i++)
      expect((await attempt(`nobody${i}@test.it`, 'Spring2026!', '10.0.0.5')).statusCode).toBe(401);
    expect((await attempt('nobody19@test.it', 'Spring2026!', '10.0.0.5')).statusCode).toBe(429);
    expect((await attempt('shift2@test.it', PASSWORD, '10.0.0.5')).statusCode).toBe(429);
    expect((await attempt('shift2@test.it', PASSWORD, '10.0.0.6')).statusCode).toBe(200);
  });
});
