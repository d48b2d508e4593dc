/**
 * Readings that arrived while no app was connected (a page reloading, a socket reconnecting): kept
 * for `holdMs` and handed, once, to the next app that connects. At most `max` are kept (the oldest
 * go first), so a reader left running with no app cannot grow memory.
 */
export class HeldReadings {
  private items: { reading: string; at: number }[] = [];

  constructor(
    private readonly holdMs: number,
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.holdMs > 0;
  }

  get size(): number {
    return this.items.length;
  }

  /** Keeps a reading; returns how many older ones had to be dropped to stay within `max`. */
  hold(reading: string): number {
    if (!this.enabled) return 0;
    this.dropExpired();
    this.items.push({ reading, at: this.now() });
    const over = Math.max(0, this.items.length - this.max);
    if (over > 0) this.items.splice(0, over);
    return over;
  }

  /** The readings still fresh, oldest first; they are handed out only once. */
  take(): { readings: string[]; expired: number } {
    const before = this.items.length;
    this.dropExpired();
    const readings = this.items.map((i) => i.reading);
    this.items = [];
    return { readings, expired: before - readings.length };
  }

  private dropExpired() {
    const oldest = this.now() - this.holdMs;
    const fresh = this.items.findIndex((i) => i.at >= oldest);
    this.items = fresh < 0 ? [] : this.items.slice(fresh);
  }
}
