/**
 * The outbox: writes that must survive a Wi-Fi dead spot, a reload or a closed tab (counting,
 * readings). A write is kept on the device the moment it is queued, shown as pending, and sent by
 * itself when the server answers again: in the order queued, one at a time, each with the
 * Idempotency-Key it was given when queued, so it is applied exactly once however often it is
 * sent. A write the server refuses (a 4xx: closed meanwhile, above expected, deleted…) is not
 * retried: it stays, marked refused with the server's message, until the operator dismisses it.
 *
 * One entry per localStorage key (`warehouse.outbox.<seq>`): queuing or removing one is a single
 * small write, not a rewrite of the whole queue, so a burst of a thousand readings stays cheap.
 * Entries belong to the user who queued them and are sent only while that user is logged in.
 *
 * Pure of React: `use-outbox.ts` is the hook, `outbox-status.tsx` the component.
 */
import type { QueryObject } from '../api/query-string';
import { RETRY_DELAYS_MS } from '../retry-schedule';

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OutboxWrite {
  method: OutboxMethod;
  /** API path under /api/v2, e.g. `/projects/4`. */
  path: string;
  query?: QueryObject;
  json?: unknown;
  /** Groups entries for the screens that show them (e.g. `inventory:12:doc:3`). */
  scope: string;
  /** What the operator entered, in their words ('PAS-500 × 3'): shown while pending or refused. */
  label: string;
  /** Whatever the screen needs to show the entry where it belongs (item, quantity…). */
  meta?: unknown;
  /**
   * The server takes many of these in one request (`sendBatch`): consecutive pending entries with
   * the same method, path and query go together, each keeping its own key.
   */
  batch?: boolean;
}

export interface OutboxEntry extends OutboxWrite {
  /** Also the Idempotency-Key. */
  key: string;
  /** Queue order. */
  seq: number;
  userId: number;
  queuedAt: number;
  state: 'pending' | 'refused';
  /** The server's reason, for a refused entry. */
  error?: string;
  /** The server's stable error id (`already_closed`, `invalid_input`…), when it gave one. */
  errorId?: string;
  /**
   * A refused entry the operator moved elsewhere (another open package, the same item in another
   * open list): where it goes now, shown with the entry until the server has stored it there.
   */
  movedTo?: string;
}

/** Where a refused entry goes when the operator moves it: a new command, the same label. */
export interface OutboxMove {
  path: string;
  query?: QueryObject;
  json?: unknown;
  meta?: unknown;
  /** Where it goes, in the operator's words ('Collo 3', 'LP-2026-0002'). */
  target: string;
}

/** How a send failed: `retry` keeps the entry pending (no network, server busy), `refuse` marks it. */
export type SendFailure = { retry: true } | { retry: false; message: string; id?: string };

/** What the server said about one entry of a batch. */
export type BatchOutcome = { ok: true; answer: unknown } | { ok: false; message: string; id?: string };

/** At most this many entries in one request. */
export const OUTBOX_BATCH_MAX = 200;

export interface OutboxDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;
  /** Sends one entry with its key as Idempotency-Key; resolves with the answer. */
  send(entry: OutboxEntry): Promise<unknown>;
  /** Sends entries marked `batch` together; one outcome per entry, in order. A throw fails them all. */
  sendBatch?(entries: OutboxEntry[]): Promise<BatchOutcome[]>;
  /** Classifies a failed send. */
  classify(error: unknown): SendFailure;
  currentUserId(): number | null;
  newKey(): string;
  now?: () => number;
  /** Waits between attempts while the server is unreachable (the last one repeats). */
  retryDelaysMs?: readonly number[];
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export type SentListener = (entry: OutboxEntry, answer: unknown) => void;

const PREFIX = 'warehouse.outbox.';
/** The app's one retry schedule (lib/retry-schedule.ts), shared with the command queue. */
export const OUTBOX_RETRY_DELAYS_MS = RETRY_DELAYS_MS;

export function createOutbox(deps: OutboxDeps) {
  const now = deps.now ?? Date.now;
  const delays = deps.retryDelaysMs ?? OUTBOX_RETRY_DELAYS_MS;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));

  let entries: OutboxEntry[] = load();
  let seq = entries.reduce((max, e) => Math.max(max, e.seq), 0);
  let snapshot: readonly OutboxEntry[] = entries.slice();
  let sending: string | null = null;
  let failures = 0;
  let timer: unknown = null;
  let flushing: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const sentListeners = new Set<SentListener>();

  function load(): OutboxEntry[] {
    const found: OutboxEntry[] = [];
    for (let i = 0; i < deps.storage.length; i++) {
      const name = deps.storage.key(i);
      if (!name?.startsWith(PREFIX)) continue;
      try {
        const entry = JSON.parse(deps.storage.getItem(name) ?? '') as OutboxEntry;
        if (entry && typeof entry.key === 'string' && typeof entry.seq === 'number') found.push(entry);
      } catch {
        deps.storage.removeItem(name);
      }
    }
    return found.sort((a, b) => a.seq - b.seq);
  }

  const storageKey = (entry: OutboxEntry) => `${PREFIX}${String(entry.seq).padStart(12, '0')}`;
  const persist = (entry: OutboxEntry) => deps.storage.setItem(storageKey(entry), JSON.stringify(entry));

  function changed() {
    snapshot = entries.slice();
    listeners.forEach((listener) => listener());
  }

  function remove(entry: OutboxEntry) {
    deps.storage.removeItem(storageKey(entry));
    entries = entries.filter((e) => e.key !== entry.key);
  }

  function schedule(ms: number) {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void flush();
    }, ms);
  }

  const sameBatch = (a: OutboxEntry, b: OutboxEntry) =>
    b.batch === true &&
    b.state === 'pending' &&
    b.userId === a.userId &&
    b.method === a.method &&
    b.path === a.path &&
    JSON.stringify(b.query) === JSON.stringify(a.query);

  /** The next entries to send together: the oldest pending one, and those that batch with it. */
  function nextGroup(userId: number): OutboxEntry[] {
    const at = entries.findIndex((e) => e.state === 'pending' && e.userId === userId);
    if (at < 0) return [];
    const first = entries[at]!;
    if (!first.batch || !deps.sendBatch) return [first];
    const group = [first];
    for (let i = at + 1; i < entries.length && group.length < OUTBOX_BATCH_MAX; i++) {
      const entry = entries[i]!;
      if (entry.userId !== userId) continue;
      if (!sameBatch(first, entry)) break;
      group.push(entry);
    }
    return group;
  }

  function accepted(entry: OutboxEntry, answer: unknown) {
    // The screens take the answer into their data before the entry stops counting as pending.
    for (const listener of sentListeners) {
      try {
        listener(entry, answer);
      } catch (error) {
        console.error('outbox: a sent listener failed', error);
      }
    }
    remove(entry);
  }

  function refuse(entry: OutboxEntry, message: string, id?: string) {
    const refused: OutboxEntry = { ...entry, state: 'refused', error: message, errorId: id };
    entries = entries.map((e) => (e.key === entry.key ? refused : e));
    persist(refused);
  }

  async function sendGroup(group: OutboxEntry[]): Promise<void> {
    if (group.length === 1 && !(group[0]!.batch && deps.sendBatch)) {
      accepted(group[0]!, await deps.send(group[0]!));
      return;
    }
    const outcomes = await deps.sendBatch!(group);
    group.forEach((entry, i) => {
      const outcome = outcomes[i];
      if (!outcome) return; // not answered: stays pending, sent again with the same key
      if (outcome.ok) accepted(entry, outcome.answer);
      else refuse(entry, outcome.message, outcome.id);
    });
  }

  /** Sends the current user's pending entries in order until they cannot be sent now. */
  function flush(): Promise<void> {
    if (flushing) return flushing;
    flushing = (async () => {
      for (;;) {
        const userId = deps.currentUserId();
        if (userId === null) return;
        const group = nextGroup(userId);
        if (group.length === 0) return;
        sending = group[0]!.key;
        changed();
        try {
          await sendGroup(group);
          failures = 0;
        } catch (error) {
          const failure = deps.classify(error);
          if (failure.retry) {
            failures++;
            schedule(delays[Math.min(failures, delays.length) - 1] ?? 1000);
            return;
          }
          failures = 0;
          for (const entry of group) refuse(entry, failure.message, failure.id);
        } finally {
          sending = null;
          changed();
        }
      }
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    /** Keeps the write on the device and starts sending; returns the entry (its key is the Idempotency-Key). */
    enqueue(write: OutboxWrite): OutboxEntry {
      const userId = deps.currentUserId();
      if (userId === null) throw new Error('outbox: no user logged in');
      const entry: OutboxEntry = {
        ...write,
        key: deps.newKey(),
        seq: ++seq,
        userId,
        queuedAt: now(),
        state: 'pending',
      };
      persist(entry);
      entries.push(entry);
      changed();
      void flush();
      return entry;
    },
    /** The queue, oldest first (a new array after each change: safe for useSyncExternalStore). */
    entries: (): readonly OutboxEntry[] => snapshot,
    /** The key of the entry on its way to the server, if any. */
    sending: () => sending,
    /** Try now (the network came back, the page became visible, the operator pressed 'Riprova'). */
    flush(): Promise<void> {
      failures = 0;
      if (timer !== null) {
        clearTimer(timer);
        timer = null;
      }
      return flush();
    },
    /**
     * Sends a refused entry where the operator chose (issue 41): a new command under a new
     * Idempotency-Key (the refused one was never applied, the new one is applied once), in the
     * entry's place in the queue and its scope, so the screen keeps listing it until the server has
     * stored it; refused there too, it is kept with the new reason. Answers the new key.
     */
    move(key: string, move: OutboxMove): string | null {
      const entry = entries.find((e) => e.key === key && e.state === 'refused');
      if (!entry) return null;
      const { target, ...command } = move;
      const moved: OutboxEntry = {
        ...entry,
        ...command,
        key: deps.newKey(),
        state: 'pending',
        error: undefined,
        errorId: undefined,
        movedTo: target,
      };
      entries = entries.map((e) => (e.key === key ? moved : e));
      persist(moved);
      changed();
      void flush();
      return moved.key;
    },
    /** Forgets a refused entry once the operator has seen it. */
    dismiss(key: string): void {
      const entry = entries.find((e) => e.key === key && e.state === 'refused');
      if (!entry) return;
      remove(entry);
      changed();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Called for every entry the server accepted, with its answer, before it leaves the queue. */
    onSent(listener: SentListener): () => void {
      sentListeners.add(listener);
      return () => sentListeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
