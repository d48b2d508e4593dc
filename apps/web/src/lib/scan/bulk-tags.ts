/**
 * The scan engine's bulk-tags mode (docs/web-app.md, "Scan screens"): a screen that counts RFID tags
 * by the hundred (outgoing goods) rather than one code at a time with a quantity modal. The readings
 * live here, outside React, so a bulk reader cannot flood the screen:
 *
 * - tags are de-duplicated as they arrive (a tag counts once however often it is read);
 * - new tags are queued and looked up in batches (the module's `lookup`, e.g. POST search with
 *   `q[code_in]`): the first tag of a burst waits a few milliseconds for the others, a batch holds at
 *   most `batchSize` tags, at most `maxInFlight` look-ups run at once, and whatever arrives meanwhile
 *   goes in the next batch;
 * - found rows are kept by tag, with a running count per group (the item description);
 * - subscribers (the screen) are told of changes at most every `notifyMs`, and read one immutable
 *   snapshot: no render per tag.
 *
 * Tags not found stay known (a reader repeating them does not cause new look-ups), are counted and
 * can be listed. A failed look-up is retried `retries` times, then its tags are forgotten (the next
 * reading of them starts over) and `onLookupError` is called.
 */

export interface TagGroup {
  group: string;
  count: number;
}

export interface BulkSnapshot {
  /** Tags found (what a save moves). */
  total: number;
  /** Tags read that the look-up did not find. */
  unknown: number;
  /** Tags waiting for, or in, a look-up. */
  pending: number;
  /** Groups (item descriptions) with their counts, most read first. */
  groups: readonly TagGroup[];
}

export interface BulkTagsOptions<R> {
  /** The rows for some tags (those not found are simply absent). */
  lookup: (codes: string[]) => Promise<R[]>;
  /** The tag a row answers for. */
  codeOf: (row: R) => string;
  /** What a row is counted under (its item description). */
  groupOf: (row: R) => string;
  onLookupError?: (error: unknown, codes: string[]) => void;
  batchSize?: number;
  maxInFlight?: number;
  /** How long the first tag of a burst waits for the others before its look-up starts. */
  gatherMs?: number;
  notifyMs?: number;
  retries?: number;
  retryDelayMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

type Settings<R> = Required<Omit<BulkTagsOptions<R>, 'onLookupError'>> &
  Pick<BulkTagsOptions<R>, 'onLookupError'>;

const EMPTY: BulkSnapshot = Object.freeze({ total: 0, unknown: 0, pending: 0, groups: Object.freeze([]) });

export class BulkTags<R> {
  private readonly opts: Settings<R>;
  /** Every tag read since the last clear: queued, in a look-up, found or unknown. */
  private readonly seen = new Set<string>();
  private queue: string[] = [];
  private readonly found = new Map<string, R>();
  private readonly unknown = new Set<string>();
  private readonly groups = new Map<string, number>();
  private inFlight = 0;
  private inFlightTags = 0;
  private gatherTimer: unknown = null;
  private notifyTimer: unknown = null;
  /** Bumped by clear(): answers to look-ups started before are dropped. */
  private generation = 0;
  private snapshot: BulkSnapshot = EMPTY;
  private readonly listeners = new Set<() => void>();

  constructor(options: BulkTagsOptions<R>) {
    this.opts = {
      batchSize: 500,
      maxInFlight: 2,
      gatherMs: 15,
      notifyMs: 100,
      retries: 2,
      retryDelayMs: 1000,
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      ...options,
    };
  }

  /** Adds tags read; returns how many were new. */
  add(codes: Iterable<string>): number {
    let added = 0;
    for (const raw of codes) {
      const code = raw.trim();
      if (code === '' || this.seen.has(code)) continue;
      this.seen.add(code);
      this.queue.push(code);
      added++;
    }
    if (added > 0) {
      this.scheduleLookup();
      this.changed();
    }
    return added;
  }

  /** Every found reading, in reading order. */
  rows(): R[] {
    return [...this.found.values()];
  }

  /** Every tag read since the last clear, found or not (what a screen keeps to read them again). */
  codes(): string[] {
    return [...this.seen];
  }

  /** The tags the look-up did not find, in reading order. */
  unknownCodes(): string[] {
    return [...this.unknown];
  }

  /**
   * Looks every found tag up again (another operator changed some rows: a save needs their current
   * versions). The counts drop and come back as the answers arrive.
   */
  reload(): void {
    const codes = [...this.found.keys()];
    if (codes.length === 0) return;
    this.found.clear();
    this.groups.clear();
    this.queue.push(...codes);
    this.scheduleLookup();
    this.changed(true);
  }

  /** Forgets some readings (those just saved): they may be read again. */
  remove(codes: Iterable<string>): void {
    let removed = false;
    for (const code of codes) {
      const row = this.found.get(code);
      if (!row) continue;
      this.found.delete(code);
      this.seen.delete(code);
      this.count(this.opts.groupOf(row), -1);
      removed = true;
    }
    if (removed) this.changed(true);
  }

  /**
   * After a save: forgets the saved readings and the unknown tags (both may be read again for the next
   * movement); readings that arrived during the save stay.
   */
  resetAfterSave(savedCodes: Iterable<string>): void {
    for (const code of this.unknown) this.seen.delete(code);
    this.unknown.clear();
    this.remove(savedCodes);
    this.changed(true);
  }

  /** 'Cancella lista': forgets every reading, including look-ups still running. */
  clear(): void {
    this.generation++;
    this.seen.clear();
    this.queue = [];
    this.found.clear();
    this.unknown.clear();
    this.groups.clear();
    this.inFlightTags = 0;
    if (this.gatherTimer !== null) this.opts.clearTimer(this.gatherTimer);
    this.gatherTimer = null;
    this.changed(true);
  }

  getSnapshot = (): BulkSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stops timers and drops running look-ups (the screen is leaving). */
  dispose(): void {
    this.clear();
    if (this.notifyTimer !== null) this.opts.clearTimer(this.notifyTimer);
    this.notifyTimer = null;
  }

  // ---- look-ups ---------------------------------------------------------------------------------

  private scheduleLookup(): void {
    if (this.gatherTimer !== null || this.queue.length === 0) return;
    if (this.inFlight >= this.opts.maxInFlight) return; // the running look-up's end starts the next
    // A full batch goes at once; a partial one waits a moment for the rest of the burst.
    const wait = this.queue.length >= this.opts.batchSize ? 0 : this.opts.gatherMs;
    this.gatherTimer = this.opts.setTimer(() => {
      this.gatherTimer = null;
      this.startLookups();
    }, wait);
  }

  private startLookups(): void {
    while (this.queue.length > 0 && this.inFlight < this.opts.maxInFlight) {
      const batch = this.queue.splice(0, this.opts.batchSize);
      void this.lookup(batch, 0);
    }
  }

  private async lookup(codes: string[], attempt: number): Promise<void> {
    const generation = this.generation;
    this.inFlight++;
    this.inFlightTags += codes.length;
    let rows: R[] | null = null;
    let failure: unknown = null;
    try {
      rows = await this.opts.lookup(codes);
    } catch (error) {
      failure = error;
    }
    this.inFlight--;
    if (generation !== this.generation) {
      this.scheduleLookup();
      return;
    }
    this.inFlightTags -= codes.length;
    if (rows) this.accept(codes, rows);
    else if (attempt < this.opts.retries) {
      this.inFlightTags += codes.length;
      this.opts.setTimer(() => {
        if (generation !== this.generation) return;
        this.inFlightTags -= codes.length;
        // Tags saved or cleared meanwhile are not looked up again.
        const still = codes.filter((c) => this.seen.has(c) && !this.found.has(c) && !this.unknown.has(c));
        if (still.length > 0) void this.lookup(still, attempt + 1);
        else this.changed();
      }, this.opts.retryDelayMs);
    } else {
      for (const code of codes) this.seen.delete(code);
      this.opts.onLookupError?.(failure, codes);
    }
    this.changed();
    this.scheduleLookup();
  }

  private accept(codes: string[], rows: R[]): void {
    const asked = new Set(codes);
    for (const row of rows) {
      const code = this.opts.codeOf(row);
      if (!asked.has(code) || this.found.has(code) || !this.seen.has(code)) continue;
      this.found.set(code, row);
      this.count(this.opts.groupOf(row), 1);
      asked.delete(code);
    }
    for (const code of asked) if (!this.found.has(code)) this.unknown.add(code);
  }

  private count(description: string, delta: number): void {
    const next = (this.groups.get(description) ?? 0) + delta;
    if (next > 0) this.groups.set(description, next);
    else this.groups.delete(description);
  }

  // ---- notifications ----------------------------------------------------------------------------

  private changed(now = false): void {
    if (now) {
      if (this.notifyTimer !== null) this.opts.clearTimer(this.notifyTimer);
      this.notifyTimer = null;
      this.publish();
      return;
    }
    if (this.notifyTimer !== null) return;
    this.notifyTimer = this.opts.setTimer(() => {
      this.notifyTimer = null;
      this.publish();
    }, this.opts.notifyMs);
  }

  private publish(): void {
    const groups = [...this.groups.entries()]
      .map(([group, count]) => ({ group, count }))
      .sort((a, b) => b.count - a.count || a.group.localeCompare(b.group, 'it'));
    this.snapshot = {
      total: this.found.size,
      unknown: this.unknown.size,
      pending: this.queue.length + this.inFlightTags,
      groups,
    };
    this.listeners.forEach((l) => l());
  }
}
