import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokens, type Session } from '../../../src/auth/tokens';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-thirty-two-characters');
const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number };

describe('renewed session tokens (issue 47: a handheld asks every second)', () => {
  afterEach(() => vi.useRealTimers());
  const session: Session = { userId: 7, generation: 2, authTime: 1_800_000_000, sid: 'dev-1' };

  it('hands the same renewed token out within a thirtieth of the idle timeout, then a later one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_800_000_100_000);
    const tokens = createTokens(secret, 30, 12);
    const first = await tokens.sign(session);
    vi.setSystemTime(1_800_000_159_000); // 59 s later: still the same token
    expect(tokens.signedRecently(session)).toBe(first);
    expect(await tokens.sign(session)).toBe(first);
    vi.setSystemTime(1_800_000_160_000); // a minute later: renewed, its expiry moved on
    expect(tokens.signedRecently(session)).toBeUndefined();
    const second = await tokens.sign(session);
    expect(second).not.toBe(first);
    expect(claims(second).exp - claims(first).exp).toBe(60);
    expect(claims(second).exp).toBe(1_800_000_160 + 30 * 60);
  });

  it('keeps a short idle timeout nearly whole: a one-minute timeout reuses a token for 2 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_800_000_100_000);
    const tokens = createTokens(secret, 1, 12);
    const first = await tokens.sign(session);
    vi.setSystemTime(1_800_000_101_000);
    expect(await tokens.sign(session)).toBe(first);
    vi.setSystemTime(1_800_000_102_000);
    expect(await tokens.sign(session)).not.toBe(first);
  });

  it('knows a token it signed as valid without checking its signature, and not another session', async () => {
    const tokens = createTokens(secret, 30, 12);
    const token = await tokens.sign(session);
    expect(tokens.verifiedBefore(token)).toEqual(session);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(tokens.verifiedBefore(forged)).toBeNull();
    expect(await tokens.verify(forged)).toBeUndefined();
    const other = await tokens.sign({ ...session, generation: 3 });
    expect(other).not.toBe(token);
    expect(tokens.verifiedBefore(other)).toEqual({ ...session, generation: 3 });
  });
});
