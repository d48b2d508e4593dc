import type pg from 'pg';
import type { DbHandle } from '../db/connection';
import {
  CHANGE_EVENT_COLUMNS,
  channelOf,
  notifyChannel,
  type ChangeEvent,
  type StoredChangeEvent,
} from './changes';
import { reusableQuery } from '../db/reusable-query';
const PAGE = 500;
// A missed notification (a listener reconnecting) costs at most this much delay.
const SAFETY_POLL_MS = 5_000;
const RECONNECT_MS = [500, 1_000, 2_000, 5_000, 10_000];

/** Read after every commit: compiled once (db/reusable-query.ts). */
const eventsAfter = reusableQuery((db, last: number) =>
  db
    .selectFrom('change_events')
    .select([...CHANGE_EVENT_COLUMNS, 'created_at'])
    .where('id', '>', last)
    .orderBy('id')
    .limit(PAGE),
);

export type ChangeListener = (events: ChangeEvent[]) => void;

/**
 * This process's view of the change events: it reads each new event once from the table and hands
 * it to every open stream. Told of new events by the writes of this process and, on PostgreSQL, by
 * LISTEN on one dedicated connection (the NOTIFY of any process carries only the highest new id).
 */
export interface ChangeFeed {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The highest event id read so far: a stream that starts now continues after it. */
  latestId(): number;
  subscribe(listener: ChangeListener): () => void;
  /** New events may have been committed: read them (coalesced; never two reads at once). */
  poke(): void;
  /**
   * This process committed a transaction that stored `events` (SQLite: as its insert returned
   * them). When they are exactly the next ids after the last event handed on and no read is under
   * way, they are handed on as they are, without reading them back (a reading's write saved one
   * statement, issue 47); otherwise, as after any commit, the table is read.
   */
  committed(events: StoredChangeEvent[]): void;
  /**
   * Messages between processes on the same channel (PostgreSQL only; absent on SQLite, where one
   * process serves everyone): `send` reaches every listening process, this one included.
   */
  messages?: {
    send(payload: string): Promise<void>;
    /** `onMessage` gets every non-numeric payload; `onListening` runs each time LISTEN starts. */
    listen(onMessage: (payload: string) => void, onListening: () => void): void;
  };
}

interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export function createChangeFeed(
  handle: DbHandle,
  log: Log,
  /** Told of every event read, with when its write stamped it (the delivery lag in /metrics). */
  onRead: (createdAt: unknown[]) => void = () => {},
): ChangeFeed {
  const { db } = handle;
  const listeners = new Set<ChangeListener>();
  let last = 0;
  let reading: Promise<void> | undefined;
  let readAgain = false;
  let stopped = false;
  let client: pg.Client | undefined;
  let poller: NodeJS.Timeout | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let onMessage: (payload: string) => void = () => {};
  let onListening: () => void = () => {};

  /** Events in id order, following `last` without a gap, to every listener. */
  function handOn(rows: StoredChangeEvent[]) {
    last = rows[rows.length - 1]!.id;
    onRead(rows.map((row) => row.created_at));
    for (const listener of listeners) {
      try {
        listener(rows);
      } catch (err) {
        log.warn({ err }, 'change listener failed');
      }
    }
  }

  async function readNew() {
    for (;;) {
      const rows = (await eventsAfter(db, last)).rows as StoredChangeEvent[];
      if (rows.length === 0) return;
      handOn(rows);
      if (rows.length < PAGE) return;
    }
  }

  /** Ids last+1, last+2, …: nothing another connection committed comes before or between them. */
  const followsLast = (events: StoredChangeEvent[]) => events.every((event, i) => event.id === last + 1 + i);

  function poke() {
    if (stopped) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = readNew()
      .catch((err) => log.warn({ err }, 'reading change events failed'))
      .finally(() => {
        reading = undefined;
        if (readAgain) {
          readAgain = false;
          poke();
        }
      });
  }

  async function listen() {
    const next = handle.dedicatedClient!();
    client = next;
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (stopped) return;
      const wait = RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]!;
      log.warn({ err, retryInMs: wait }, 'change notifications lost; reconnecting');
      reconnectTimer = setTimeout(() => void listen().catch(lost), wait);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.payload?.startsWith('{')) onMessage(message.payload);
      else poke();
    });
    try {
      await next.connect();
      const { rows } = await next.query<{ schema: string }>('select current_schema() as schema');
      await next.query(`LISTEN "${channelOf(rows[0]!.schema)}"`);
      failures = 0;
    } catch (err) {
      lost(err as Error);
      return;
    }
    onListening();
    // Whatever was committed while nobody listened.
    poke();
  }

  return {
    async start() {
      const row = await db
        .selectFrom('change_events')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirst();
      last = Number(row?.max ?? 0);
      if (handle.dialect === 'postgres' && handle.dedicatedClient) {
        await listen();
        poller = setInterval(poke, SAFETY_POLL_MS);
        poller.unref();
      }
    },
    async stop() {
      stopped = true;
      clearInterval(poller);
      clearTimeout(reconnectTimer);
      const open = client;
      client = undefined;
      if (open) {
        open.removeAllListeners();
        open.on('error', () => {});
        await open.end().catch(() => {});
      }
      await reading;
      listeners.clear();
    },
    latestId: () => last,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    poke,
    committed(events) {
      if (stopped) return;
      if (events.length > 0 && !reading && followsLast(events)) handOn(events);
      // A commit with no events, or after events committed elsewhere (the CLI): read the table.
      else poke();
    },
    messages:
      handle.dialect === 'postgres' && handle.dedicatedClient
        ? {
            send: (payload) => notifyChannel(db, payload),
            listen(message, listening) {
              onMessage = message;
              onListening = listening;
            },
          }
        : undefined,
  };
}
