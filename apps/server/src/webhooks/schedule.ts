/**
 * When a failed delivery is tried again (issue 43, the Standard Webhooks recommendation): after
 * about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h — three days in all — then it stays
 * failed. A `Retry-After` answer (seconds or an HTTP date) is honoured, up to a day.
 */
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
export const RETRY_SCHEDULE_MS: readonly number[] = [
  5 * S,
  5 * MIN,
  30 * MIN,
  2 * H,
  5 * H,
  10 * H,
  14 * H,
  20 * H,
  24 * H,
];
const MAX_RETRY_AFTER_MS = 24 * H;

/**
 * When to try again after failed attempt number `attempts` (1 = the first attempt failed), or
 * null when the schedule is spent.
 */
export function nextAttemptDelay(
  attempts: number,
  schedule: readonly number[] = RETRY_SCHEDULE_MS,
  retryAfterMs: number | null = null,
): number | null {
  const scheduled = schedule[attempts - 1];
  if (scheduled === undefined) return null;
  return retryAfterMs === null ? scheduled : Math.min(Math.max(retryAfterMs, 0), MAX_RETRY_AFTER_MS);
}

/** A `Retry-After` header (delay-seconds or an HTTP-date) in milliseconds from `now`; null if absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * S;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(at - now, 0);
}
