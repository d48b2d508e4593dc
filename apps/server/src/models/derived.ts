import { sql, type RawBuilder } from 'kysely';
import type { Dialect, Executor, Row, Tx } from '../db/types';
import { recordDerivedChange, tracksChanges } from '../live/changes';
import { reusableQuery } from '../db/reusable-query';

/**
 * Derived quantities the server keeps true inside the writing transaction (ARCHITECTURE.md): a
 * pick's detected and remaining quantities, a document's detected quantity, and the pick a reading
 * belongs to.
 *
 * Writes only *mark* the picks and documents whose totals they touch; `settleDerived` recomputes
 * them once, just before the transaction commits (`records.transaction` and every command call it).
 * On PostgreSQL it first locks those rows, in id order, in a statement of its own: a concurrent
 * writer of the same totals waits there until this one commits, and its recomputing statement,
 * which starts after the wait, sees every committed reading (READ COMMITTED takes a new snapshot per
 * statement). Recomputing in the same statement as the lock would use the snapshot taken before
 * the wait and miss the other writer's readings (issue 12: 382 against 389). One lock phase per
 * table, picks before documents, in id order: two settling transactions cannot deadlock each other.
 * SQLite runs one write transaction at a time, so there is nothing to lock.
 */

interface Pending {
  picks: Set<number>;
  documents: Set<number>;
}

const pendingByTx = new WeakMap<Tx, Pending>();
/** Rows `tx` locked already (PostgreSQL, `FOR UPDATE`), by `table id`: not locked a second time. */
const lockedByTx = new WeakMap<Tx, Set<string>>();

/**
 * A command locked these rows `FOR UPDATE` before writing (as `add_reading` locks its pick): the
 * totals' lock phase leaves them out, one round trip less per reading on PostgreSQL (issue 47). The
 * stronger lock is held since before any reading of the row was written, so a concurrent writer
 * waited for it, and the recomputing statement still sees every committed reading.
 */
export function rowsLockedForUpdate(tx: Tx, table: 'picks' | 'documents', ids: number[]): void {
  let locked = lockedByTx.get(tx);
  if (!locked) lockedByTx.set(tx, (locked = new Set()));
  for (const id of ids) locked.add(`${table} ${id}`);
}

function pendingOf(tx: Tx): Pending {
  let pending = pendingByTx.get(tx);
  if (!pending) {
    pending = { picks: new Set(), documents: new Set() };
    pendingByTx.set(tx, pending);
  }
  return pending;
}

function addIds(target: Set<number>, values: unknown[]) {
  for (const v of values) if (typeof v === 'number' && Number.isFinite(v)) target.add(v);
}

/** These picks' detected and remaining quantities must be recomputed before `tx` commits. */
export function picksChanged(tx: Tx, pickIds: unknown[]): void {
  addIds(pendingOf(tx).picks, pickIds);
}

/** These documents' detected quantities must be recomputed before `tx` commits. */
export function documentsChanged(tx: Tx, documentIds: unknown[]): void {
  addIds(pendingOf(tx).documents, documentIds);
}

/** Sorted ids in parts that stay under every database's bound-parameter limit. */
function idChunks(ids: Set<number>): number[][] {
  const list = [...ids].sort((a, b) => a - b);
  const parts: number[][] = [];
  for (let i = 0; i < list.length; i += 900) parts.push(list.slice(i, i + 900));
  return parts;
}

/**
 * Locks the rows (PostgreSQL) in id order. `for no key update` is the lock an UPDATE takes: it
 * does not wait for the key-share locks that inserting a reading puts on its pick.
 */
async function lockRows(tx: Tx, dialect: Dialect, table: 'picks' | 'documents', part: number[]) {
  if (dialect !== 'postgres') return;
  const locked = lockedByTx.get(tx);
  const ids = locked ? part.filter((id) => !locked.has(`${table} ${id}`)) : part;
  if (ids.length === 0) return;
  await tx.selectFrom(table).select('id').where('id', 'in', ids).orderBy('id').forNoKeyUpdate().execute();
}

/**
 * A pick is closed once its detected quantity reaches or exceeds the expected one (packing spec §4,
 * the shared `isPickClosed`), within a millionth: quantities carry at most three decimals, and
 * SQLite sums them in floating point. A boolean in PostgreSQL, 0/1 in SQLite.
 */
export function pickClosedSql(expected: unknown, detected: unknown): RawBuilder<boolean> {
  return sql<boolean>`(case when ${detected} + 0.000001 >= ${expected} then ${sql.lit(true)} else ${sql.lit(false)} end)`;
}

function recomputePicksQuery(tx: Executor, part: number[]) {
  const detected = sql`(select coalesce(sum(r.quantity), 0) from project_rows r where r.pick_id = picks.id)`;
  return tx
    .updateTable('picks')
    .set({
      quantity_detected: detected,
      quantity_remaining: sql`picks.quantity - ${detected}`,
      closed: pickClosedSql(sql.ref('picks.quantity'), detected),
    })
    .where('id', 'in', part)
    .returning(['id', 'project_id', 'document_id']);
}

/** One pick's totals, as every reading recomputes them: the same statement, compiled once (db/reusable-query.ts). */
const recomputeOnePick = reusableQuery((tx, id: number) => recomputePicksQuery(tx, [id]));

async function recomputePicks(tx: Tx, dialect: Dialect, ids: Set<number>): Promise<void> {
  const parts = idChunks(ids);
  for (const part of parts) await lockRows(tx, dialect, 'picks', part);
  for (const part of parts) {
    const rows =
      part.length === 1
        ? (await recomputeOnePick(tx, part[0]!)).rows
        : await recomputePicksQuery(tx, part).execute();
    announce(tx, 'picks', rows as Row[]);
  }
}

async function recomputeDocuments(tx: Tx, dialect: Dialect, ids: Set<number>): Promise<void> {
  const detected = sql`(select coalesce(sum(r.quantity), 0) from project_rows r where r.document_id = documents.id)`;
  const parts = idChunks(ids);
  for (const part of parts) await lockRows(tx, dialect, 'documents', part);
  for (const part of parts) {
    const rows = await tx
      .updateTable('documents')
      .set({ quantity_detected: detected })
      .where('id', 'in', part)
      .returning(['id', 'project_id'])
      .execute();
    announce(tx, 'documents', rows as Row[]);
  }
}

/** Recomputes every total marked in `tx` so far; call it last in the transaction (or before answering). */
export async function settleDerived(tx: Tx, dialect: Dialect): Promise<void> {
  const pending = pendingByTx.get(tx);
  if (!pending) return;
  pendingByTx.delete(tx);
  if (pending.picks.size > 0) await recomputePicks(tx, dialect, pending.picks);
  if (pending.documents.size > 0) await recomputeDocuments(tx, dialect, pending.documents);
}

/**
 * A recomputed total is a change of its pick or document: a screen showing it patches that one row
 * (live updates) instead of reloading the whole list for a reading it cannot place. The rows come
 * from the recomputing UPDATE's RETURNING: no extra round trip while their locks are held.
 */
function announce(tx: Tx, table: 'picks' | 'documents', rows: Row[]): void {
  if (!tracksChanges(tx)) return;
  for (const row of rows) recordDerivedChange(tx, table, row);
}

/** The pick of the same project and item, when exactly one matches; otherwise none. */
export async function resolvePick(tx: Tx, projectId: unknown, itemId: unknown): Promise<number | null> {
  if (typeof projectId !== 'number' || typeof itemId !== 'number') return null;
  const matches = await tx
    .selectFrom('picks')
    .select('id')
    .where('project_id', '=', projectId)
    .where('item_id', '=', itemId)
    .limit(2)
    .execute();
  return matches.length === 1 ? (matches[0]!.id as number) : null;
}
