/**
 * Counts failed logins, per client address and email (guessing one user's password) and per
 * address whatever the emails (one password sprayed across many users): either reaching its limit
 * within the window answers 429 until the window ends. Only failures count: a correct password
 * never locks anyone out, however many arrive together (a shift starting behind one proxy or NAT
 * is many handhelds at one address).
 *
 * Guesses sent in parallel must not all slip in before the first is counted: a try runs only while
 * failures + tries still running stay under each limit; a try beyond waits for one to end (a
 * password check is ~50 ms), then looks again. So parallel tries cost no more than tries sent one
 * after another, and each costs an scrypt (about 32 MiB) only within the allowance. In memory: each
 * server process limits on its own, which bounds guessing all the same.
 */
interface Entry {
  failures: number;
  /** When the failures are forgotten (the window opened by the first of them). */
  resetAt: number;
  running: number;
  waiting: (() => void)[];
}

export interface LoginTry {
  /** The password was wrong: counted; seconds to wait when this failure reached a limit, else 0. */
  failed(): number;
  /** The login succeeded: this email's failures from this address are forgotten. */
  succeeded(): void;
  /** The try could not be checked (the database away): it counts as nothing. */
  abandoned(): void;
}

export function createLoginLimiter(
  maxFailures: number,
  maxPerAddress = maxFailures * 4,
  windowMs = 15 * 60 * 1000,
) {
  const entries = new Map<string, Entry>();
  const keysOf = (address: string, who: string) =>
    [
      [`${address}|${who.toLowerCase()}`, maxFailures],
      [address, maxPerAddress],
    ] as const;

  function entry(key: string, now: number): Entry {
    let found = entries.get(key);
    if (found && found.resetAt <= now) {
      found.failures = 0;
      found.resetAt = Infinity;
    }
    if (!found) {
      if (entries.size >= 10_000) forgetIdle(now);
      found = { failures: 0, resetAt: Infinity, running: 0, waiting: [] };
      entries.set(key, found);
    }
    return found;
  }

  function forgetIdle(now: number) {
    for (const [key, e] of entries)
      if (e.running === 0 && e.waiting.length === 0 && (e.failures === 0 || e.resetAt <= now))
        entries.delete(key);
  }

  function retryAfterSeconds(address: string, who: string, now = Date.now()): number {
    let wait = 0;
    for (const [key, max] of keysOf(address, who)) {
      const e = entry(key, now);
      if (e.failures >= max) wait = Math.max(wait, Math.ceil((e.resetAt - now) / 1000), 1);
    }
    return wait;
  }

  function release(e: Entry, key: string) {
    e.running--;
    // Every waiting try looks again: one may now run, the others may find the key locked out.
    for (const wake of e.waiting.splice(0)) wake();
    if (e.running === 0 && e.waiting.length === 0 && e.failures === 0) entries.delete(key);
  }

  return {
    retryAfterSeconds,
    /**
     * A login try may run: resolves to its handle, or to the seconds to wait when the address or
     * the email is locked out.
     */
    async begin(address: string, who: string): Promise<LoginTry | number> {
      for (;;) {
        const now = Date.now();
        const locked = retryAfterSeconds(address, who, now);
        if (locked > 0) return locked;
        const keys = keysOf(address, who).map(([key, max]) => ({ key, max, e: entry(key, now) }));
        const full = keys.find(({ e, max }) => e.failures + e.running >= max);
        if (full) {
          await new Promise<void>((resolve) => full.e.waiting.push(resolve));
          continue;
        }
        for (const { e } of keys) e.running++;
        let done = false;
        const end = () => {
          if (done) return false;
          done = true;
          for (const { key, e } of keys) release(e, key);
          return true;
        };
        return {
          failed() {
            const at = Date.now();
            for (const { e } of keys) {
              if (e.failures === 0 || e.resetAt <= at) e.resetAt = at + windowMs;
              e.failures++;
            }
            end();
            return retryAfterSeconds(address, who, at);
          },
          succeeded() {
            const [account] = keys;
            account!.e.failures = 0;
            account!.e.resetAt = Infinity;
            end();
          },
          abandoned: () => void end(),
        };
      }
    },
  };
}
