/**
 * At most `max` events per key within a fixed window, in memory (each server process counts on its
 * own, which bounds the cost all the same): previews per user.
 */
export function createRateLimit(max: number, windowMs = 60_000) {
  const windows = new Map<string | number, { count: number; resetAt: number }>();
  return {
    /** Counts one event; 0 when allowed, else the whole seconds until the key may go on. */
    take(key: string | number): number {
      const now = Date.now();
      if (windows.size >= 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) windows.set(key, (entry = { count: 0, resetAt: now + windowMs }));
      if (entry.count >= max) return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
      entry.count++;
      return 0;
    },
  };
}
