/**
 * Counts failed logins per client address and email, so that guessing
 * passwords gets a 429 after a few tries. In memory: each server process
 * limits on its own, which bounds guessing all the same. The failure that
 * reaches the limit is answered as a lock-out already (the operator learns at
 * once how long to wait), and `retryAfterSeconds` says how long that is.
 */
export function createLoginLimiter(maxFailures: number, windowMs = 15 * 60 * 1000) {
  const failures = new Map<string, { count: number; resetAt: number }>();

  function sweep(now: number) {
    if (failures.size < 10_000) return;
    for (const [key, entry] of failures) if (entry.resetAt <= now) failures.delete(key);
  }

  return {
    isBlocked(key: string): boolean {
      const entry = failures.get(key);
      if (!entry) return false;
      if (entry.resetAt <= Date.now()) {
        failures.delete(key);
        return false;
      }
      return entry.count >= maxFailures;
    },
    /** Counts a failure; true when it reaches the limit (the key is blocked from now on). */
    fail(key: string): boolean {
      const now = Date.now();
      sweep(now);
      const entry = failures.get(key);
      if (!entry || entry.resetAt <= now) failures.set(key, { count: 1, resetAt: now + windowMs });
      else entry.count++;
      return (failures.get(key)?.count ?? 0) >= maxFailures;
    },
    /** Whole seconds until a blocked key may try again (at least 1); 0 when it is not blocked. */
    retryAfterSeconds(key: string): number {
      const entry = failures.get(key);
      if (!entry || entry.count < maxFailures) return 0;
      return Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000));
    },
    succeed(key: string): void {
      failures.delete(key);
    },
  };
}
