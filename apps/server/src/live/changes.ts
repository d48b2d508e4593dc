import { sql } from 'kysely';
import type { Database, Dialect, Executor, Row, Tx } from '../db/types';
import { reusableQuery } from '../db/reusable-query';

export type ChangeKind = 'create' | 'update' | 'destroy';

/** What a client learns of a write: which record, how, and the scope it belongs to. Never values. */
export interface ChangeEvent {
  id: number;
  model: string;
  record_id: number;
  kind: ChangeKind;
  project_id: number | null;
  document_id: number | null;
  user_id: number | null;
}

type PendingChange = Omit<ChangeEvent, 'id'>;

/** The columns of an event a stream is sent (with `created_at`, for the delivery lag in /metrics). */
export const CHANGE_EVENT_COLUMNS = [
  'id',
  'model',
  'record_id',
  'kind',
  'project_id',
  'document_id',
  'user_id',
] as const;

/** An event as stored: what the feed reads back, or what a SQLite transaction's insert returned. */
export type StoredChangeEvent = ChangeEvent & { created_at: unknown };

/** Changes recorded in a transaction, written together just before it commits (see flushChanges). */
const pending = new WeakMap<Tx, PendingChange[]>();

/** Events are kept this long for clients that resume; older ones are pruned. */
export const KEEP_EVENTS_MS = 6 * 60 * 60 * 1000;
/** PostgreSQL channel of this schema's events; the payload is the highest new event id. */
export const channelOf = (schema: string) => `changes_${schema}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');

/** Opened by `records.transaction` for every write transaction. */
export function trackChanges(tx: Tx): void {
  pending.set(tx, []);
}

/** The project and document a record belongs to: what a screen with them open listens to. */
export function scopeOf(model: string, row: Row): { project_id: number | null; document_id: number | null } {
  const ref = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    project_id: model === 'projects' ? ref(row.id) : ref(row.project_id),
    document_id: model === 'documents' ? ref(row.id) : ref(row.document_id),
  };
}

/**
 * The one way a write announces itself: records `{model, id, kind}` (and its scope) in the
 * writing transaction, so the event exists exactly when the write does. `row` is the record as
 * written (as it was, for a destroy). Call it inside `records.transaction`.
 */
export function recordChange(tx: Tx, model: string, kind: ChangeKind, row: Row, userId?: number): void {
  const list = pending.get(tx);
  if (!list) throw new Error(`change of ${model} recorded outside records.transaction`);
  // One update per record is enough: a client reloads the record, whatever changed in it.
  if (
    kind === 'update' &&
    list.some((c) => c.kind === 'update' && c.model === model && c.record_id === row.id)
  )
    return;
  list.push({ model, record_id: row.id as number, kind, ...scopeOf(model, row), user_id: userId ?? null });
}

/**
 * A change the transaction's writes caused (a recomputed total): announced as the doing of whoever
 * made the transaction's first recorded change, so a client can tell its own work from another's.
 */
export function recordDerivedChange(tx: Tx, model: string, row: Row): void {
  const list = pending.get(tx);
  if (!list) return;
  recordChange(tx, model, 'update', row, list.find((c) => c.user_id !== null)?.user_id ?? undefined);
}

/** True inside `records.transaction` (changes recorded there are announced at commit). */
export function tracksChanges(tx: Tx): boolean {
  return pending.has(tx);
}

/**
 * Writes the transaction's changes; called last before the commit (after everything else the
 * transaction writes, its idempotency answer included). On PostgreSQL a transaction lock is taken
 * first and held to the commit, so event ids are committed in increasing order and a client
 * resuming after id N can never miss an event with a smaller id committed later. That lock
 * serialises every writer's last step, so its hold is kept to one statement and the COMMIT: the
 * lock, the insert and the NOTIFY (ids only, delivered at commit to every process listening) are
 * one round trip (`insertChangesPostgres`). Taking it last keeps it out of any lock-order cycle
 * with the rows the write locked. Answers the events as stored on SQLite (the feed hands them on
 * without reading them back, live/feed.ts), none on PostgreSQL.
 */
export async function flushChanges(tx: Tx, dialect: Dialect): Promise<StoredChangeEvent[]> {
  const list = pending.get(tx);
  pending.delete(tx);
  if (!list || list.length === 0) return [];
  const stamp = new Date().toISOString();
  if (dialect === 'postgres') {
    // Chunks stay under the limit on bound parameters; the lock is re-entrant in a transaction.
    for (let i = 0; i < list.length; i += 5_000)
      await insertChangesPostgres(tx, list.slice(i, i + 5_000), stamp);
    // Other processes draw ids too: the feed reads them back in commit order (live/feed.ts).
    return [];
  }
  const stored: StoredChangeEvent[] = [];
  const kept = keptInserts[list.length];
  if (kept) {
    const values = list.flatMap((c) => [...EVENT_VALUES.map((column) => c[column]), stamp, stamp]);
    stored.push(...((await kept(tx, ...values)).rows as StoredChangeEvent[]));
  }
  // Chunks stay under SQLite's limit on bound parameters.
  for (let i = 0; !kept && i < list.length; i += 500) {
    const rows = await insertChanges(
      tx,
      list.slice(i, i + 500).map((c) => ({ ...c, created_at: stamp, updated_at: stamp })),
    ).execute();
    stored.push(...(rows as StoredChangeEvent[]));
  }
  // RETURNING gives no order: the feed hands events over in id order.
  return stored.sort((a, b) => a.id - b.id);
}

const insertChanges = (tx: Executor, rows: (PendingChange & { created_at: string; updated_at: string })[]) =>
  tx
    .insertInto('change_events')
    .values(rows)
    .returning([...CHANGE_EVENT_COLUMNS, 'created_at']);

/** A pending change's values in the insert's column order, before its two stamps. */
const EVENT_VALUES = ['model', 'record_id', 'kind', 'project_id', 'document_id', 'user_id'] as const;

/**
 * The insert of a transaction's few events (a reading writes two: its own and its pick's), compiled
 * once per number of events (db/reusable-query.ts), with each event's values and stamps as arguments.
 */
const keptInserts = [1, 2, 3, 4].reduce<
  Record<number, (tx: Executor, ...values: unknown[]) => Promise<{ rows: unknown[] }>>
>((kept, n) => {
  kept[n] = reusableQuery((tx, ...values: unknown[]) =>
    insertChanges(
      tx,
      Array.from({ length: n }, (_, i) => {
        const v = values.slice(i * 8, i * 8 + 8);
        return {
          model: v[0] as string,
          record_id: v[1] as number,
          kind: v[2] as ChangeKind,
          project_id: v[3] as number | null,
          document_id: v[4] as number | null,
          user_id: v[5] as number | null,
          created_at: v[6] as string,
          updated_at: v[7] as string,
        };
      }),
    ),
  );
  return kept;
}, {});

/**
 * One statement: the advisory lock (in a sub-select joined to the rows, so it is taken before the
 * first id is drawn from the sequence), the insert, and the NOTIFY of the highest new id.
 */
async function insertChangesPostgres(tx: Tx, list: PendingChange[], stamp: string): Promise<void> {
  const rows = sql.join(
    list.map(
      (c) =>
        sql`(${c.model}::text, ${c.record_id}::integer, ${c.kind}::text, ${c.project_id}::integer, ${c.document_id}::integer, ${c.user_id}::integer)`,
    ),
  );
  await sql`
    with inserted as (
      insert into change_events (model, record_id, kind, project_id, document_id, user_id, created_at, updated_at)
      select v.model, v.record_id, v.kind, v.project_id, v.document_id, v.user_id, ${stamp}, ${stamp}
      from (select pg_advisory_xact_lock(hashtext(current_schema() || '.change_events'))) as locked
      cross join (values ${rows}) as v(model, record_id, kind, project_id, document_id, user_id)
      returning id
    )
    select pg_notify(${sql.lit('changes_')} || lower(regexp_replace(current_schema(), '[^a-zA-Z0-9_]', '_', 'g')), max(id)::text)
    from inserted`.execute(tx);
}

/**
 * NOTIFY on this schema's channel (PostgreSQL): a number is the highest new event id; a JSON object
 * is a presence message between processes (live/presence.ts).
 */
export async function notifyChannel(db: Database | Tx, payload: string): Promise<void> {
  await sql`select pg_notify(${sql.lit('changes_')} || lower(regexp_replace(current_schema(), '[^a-zA-Z0-9_]', '_', 'g')), ${payload})`.execute(
    db,
  );
}

/** Deletes events past their keeping time. */
export async function pruneChangeEvents(db: Database, keepMs = KEEP_EVENTS_MS): Promise<void> {
  await db
    .deleteFrom('change_events')
    .where('created_at', '<', new Date(Date.now() - keepMs).toISOString())
    .execute();
}
