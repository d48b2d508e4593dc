/**
 * Counts login attempts that did not succeed, per client address and email (guessing one user's
 * password) and per address whatever the emails (one password sprayed across many users), so that
 * either gets a 429 after a few tries. A try is counted when it starts and forgiven when it succeeds:
 * tries sent in parallel count as much as tries sent one after another, and each costs an scrypt
 * (about 32 MiB) only within the allowance. In memory: each server process limits on its own, which
 * bounds guessing all the same. The failure that reaches a limit is answered as a lock-out already,
 * and `retryAfterSeconds` says how long to wait.
 */
export function createLoginLimiter(
  maxFailures: number,
  maxPerAddress = maxFailures * 4,
  windowMs = 15 * 60 * 1000,
) {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const keysOf = (address: string, who: string) =>
    [
      [`${address}|${who.toLowerCase()}`, maxFailures],
      [address, maxPerAddress],
    ] as const;

  function live(key: string, now: number) {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= now) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    /** Whole seconds until this address may try this email again (at least 1); 0 when it may now. */
    retryAfterSeconds(address: string, who: string): number {
      const now = Date.now();
      let wait = 0;
      for (const [key, max] of keysOf(address, who)) {
        const entry = live(key, now);
        if (entry && entry.count >= max) wait = Math.max(wait, Math.ceil((entry.resetAt - now) / 1000), 1);
      }
      return wait;
    },
    /** Counts a try before it is checked. */
    begin(address: string, who: string): void {
      const now = Date.now();
      if (counts.size >= 10_000) for (const [key, e] of counts) if (e.resetAt <= now) counts.delete(key);
      for (const [key] of keysOf(address, who)) {
        const entry = live(key, now);
        if (entry) entry.count++;
        else counts.set(key, { count: 1, resetAt: now + windowMs });
      }
    },
    /** The try succeeded: the email's failures are forgotten, and this try no longer counts for the address. */
    succeed(address: string, who: string): void {
      const [[emailKey], [addressKey]] = keysOf(address, who);
      counts.delete(emailKey);
      const entry = counts.get(addressKey);
      if (entry && --entry.count <= 0) counts.delete(addressKey);
    },
  };
}
