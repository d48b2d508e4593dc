/**
 * Counts failed logins per client address and email, so that guessing
 * passwords gets a 429 after a few tries. In memory: each server process
 * limits on its own, which bounds guessing all the same.
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
    fail(key: string): void {
      const now = Date.now();
      sweep(now);
      const entry = failures.get(key);
      if (!entry || entry.resetAt <= now) failures.set(key, { count: 1, resetAt: now + windowMs });
      else entry.count++;
    },
    succeed(key: string): void {
      failures.delete(key);
    },
  };
}
