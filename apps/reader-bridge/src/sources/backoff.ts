/**
 * Delays between attempts to reach a reader again: short at first (a reader that rebooted comes
 * back fast), then doubling up to a ceiling, with jitter so several bridges do not retry in step.
 */
export class Backoff {
  private attempt = 0;

  constructor(
    private readonly minMs = 250,
    private readonly maxMs = 10_000,
    private readonly random: () => number = Math.random,
  ) {}

  next(): number {
    const base = Math.min(this.maxMs, this.minMs * 2 ** this.attempt);
    this.attempt = Math.min(this.attempt + 1, 30);
    return Math.round(base * (0.8 + 0.4 * this.random()));
  }

  reset(): void {
    this.attempt = 0;
  }
}

/** Connections that lasted this long count as working: the next failure starts the backoff over. */
export const STABLE_CONNECTION_MS = 5000;

export function formatDelay(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
