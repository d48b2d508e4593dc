import { sql } from 'kysely';
import type { Database, Dialect, Row, Tx } from '../db/types';

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
 * Readings deleted in bulk (not one by one through `records.destroy`): one `destroy` per reading,
 * and an `update` of each pick and document whose totals they counted toward.
 */
export function recordReadingsDeleted(tx: Tx, projectId: number, rows: Row[], userId?: number): void {
  const touched = (column: 'pick_id' | 'document_id') =>
    new Set(rows.map((r) => r[column]).filter((v): v is number => typeof v === 'number'));
  for (const row of rows)
    recordChange(tx, 'project_rows', 'destroy', { ...row, project_id: projectId }, userId);
  for (const pick of touched('pick_id'))
    recordChange(tx, 'picks', 'update', { id: pick, project_id: projectId }, userId);
  for (const doc of touched('document_id')) {
    recordChange(tx, 'documents', 'update', { id: doc, project_id: projectId }, userId);
  }
}

/**
 * Writes the transaction's changes; called last, after everything else the transaction writes (its
 * idempotency answer included). On PostgreSQL a transaction lock is taken first and held to the
 * commit, so event ids are committed in increasing order and a client resuming after id N can never
 * miss an event with a smaller id committed later. That lock serialises every writer's last step,
 * so it is held for no round trip at all: the lock, the insert, the NOTIFY (ids only, delivered at
 * commit to every process listening) and the COMMIT itself go to the server as one multi-statement
 * query (`commitChangesPostgres`). Waiting for an answer before sending COMMIT kept the lock for a
 * round trip through a busy Node process, which on a loaded machine was most of every write's
 * time. **On PostgreSQL this commits the transaction**: nothing may follow it (the transaction's
 * own COMMIT then finds none in progress, a harmless warning). Taking the lock last keeps it out of
 * any lock-order cycle with the rows the write locked.
 */
export async function flushChanges(tx: Tx, dialect: Dialect): Promise<void> {
  const list = pending.get(tx);
  pending.delete(tx);
  if (!list || list.length === 0) return;
  const stamp = new Date().toISOString();
  if (dialect === 'postgres') return commitChangesPostgres(tx, list, stamp);
  // Chunks stay under SQLite's limit on bound parameters.
  for (let i = 0; i < list.length; i += 500) {
    await tx
      .insertInto('change_events')
      .values(list.slice(i, i + 500).map((c) => ({ ...c, created_at: stamp, updated_at: stamp })))
      .execute();
  }
}

/** A literal for the simple-query protocol (multi-statement: no bound parameters there). */
function literal(value: string | number | null): string {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`not an id: ${value}`);
    return String(value);
  }
  // standard_conforming_strings is on (PostgreSQL's default since 9.1): only the quote is special.
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * One query, several statements, run by the server back to back: per chunk of changes the
 * advisory lock (in a sub-select joined to the rows, so it is taken before the first id is drawn
 * from the sequence; re-entrant within the transaction), the insert and the NOTIFY of the highest
 * new id; then COMMIT. A statement that fails stops the rest: the transaction is then aborted and
 * rolled back by the caller, as for any failed statement.
 */
async function commitChangesPostgres(tx: Tx, list: PendingChange[], stamp: string): Promise<void> {
  const statements: string[] = [];
  for (let i = 0; i < list.length; i += 1_000) {
    const rows = list
      .slice(i, i + 1_000)
      .map(
        (c) =>
          `(${literal(c.model)}, ${literal(c.record_id)}, ${literal(c.kind)}, ${literal(c.project_id)}::integer, ${literal(c.document_id)}::integer, ${literal(c.user_id)}::integer)`,
      )
      .join(',\n');
    statements.push(`with inserted as (
  insert into change_events (model, record_id, kind, project_id, document_id, user_id, created_at, updated_at)
  select v.model, v.record_id, v.kind, v.project_id, v.document_id, v.user_id, ${literal(stamp)}, ${literal(stamp)}
  from (select pg_advisory_xact_lock(hashtext(current_schema() || '.change_events'))) as locked
  cross join (values ${rows}) as v(model, record_id, kind, project_id, document_id, user_id)
  returning id
)
select pg_notify('changes_' || lower(regexp_replace(current_schema(), '[^a-zA-Z0-9_]', '_', 'g')), max(id)::text)
from inserted`);
  }
  statements.push('commit');
  await sql.raw(statements.join(';\n')).execute(tx);
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
