import { sql } from 'kysely';
import type { Row, Tx } from '../db/types';
import type { ModelDefinition, WriteContext } from '../models/types';
import { castInput, lockVersionOf } from './cast';
import { notFound, staleRecord, staleRecords } from '../errors';
import { lastWriter } from '../live/last-writer';
import { tagWriteAttempt, type WriteAttempt } from './constraints';
import { storeUploads, type Upload, removeStoredFiles } from './uploads';
import { answerCommitted, recordAnswer } from './idempotency-claim';
import { flushChanges, recordChange, trackChanges, type StoredChangeEvent } from '../live/changes';
import { settleDerived } from '../models/derived';
import { insertReturningAll } from '../db/kept-insert';
import { prepareEvents, recordModelEvent, writeEvents } from './webhook-outbox';
import type { RecordReads, RecordsDeps } from './record-reads';

const now = () => new Date().toISOString();

function chunks<T>(list: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < list.length; i += size) parts.push(list.slice(i, i + size));
  return parts;
}

/** Files of records deleted by `destroyAllAs` in a transaction: removed once it has committed. */
const pendingFiles = new WeakMap<Tx, string[]>();
function filesToRemove(tx: Tx): string[] {
  let list = pendingFiles.get(tx);
  if (!list) pendingFiles.set(tx, (list = []));
  return list;
}

/** Runs a write step; a constraint failure leaves knowing which write it was (see services/constraints). */
function attempting<T>(attempt: WriteAttempt, run: (tx: Tx) => Promise<T>): (tx: Tx) => Promise<T> {
  return async (tx) => {
    try {
      return await run(tx);
    } catch (err) {
      throw tagWriteAttempt(err, attempt);
    }
  };
}

/**
 * The generic writes behind every route and command: create, update, delete, one or many, each in
 * one transaction that also writes its change events and its Idempotency-Key answer, through the
 * model's hooks (where the write rules and derived totals live).
 */
export function createRecordWrites(deps: RecordsDeps, reads: RecordReads) {
  const { db, dialect } = deps;
  const { findRow, presentOne } = reads;
  const writeContext = (tx: Tx, userId: number | undefined): WriteContext => ({ tx, dialect, userId });

  async function create(
    model: ModelDefinition,
    body: Row,
    userId: number | undefined,
    uploads: Upload[] = [],
    executor?: Tx,
  ): Promise<Row> {
    const values = castInput(model, body, 'create', dialect);
    const run = attempting({ model, operation: 'create', values }, async (tx: Tx) => {
      const ctx = writeContext(tx, userId);
      await model.hooks.beforeCreate?.(values, ctx);
      const stamp = now();
      const inserted = await insertReturningAll(tx, model.table, {
        ...values,
        created_at: stamp,
        updated_at: stamp,
      });
      await model.hooks.afterWrite?.(undefined, inserted, ctx);
      await storeUploads(tx, model, inserted.id as number, uploads, userId, deps.recordUploadMaxBytes);
      recordChange(tx, model.name, 'create', inserted, userId);
      recordModelEvent(tx, model.name, inserted, userId);
      return presentOne(model, inserted, tx);
    });
    return executor ? run(executor) : transaction(run, uploads, { status: 201 });
  }

  async function update(
    model: ModelDefinition,
    id: number,
    body: Row,
    userId: number | undefined,
    uploads: Upload[] = [],
    executor?: Tx,
  ): Promise<Row> {
    const values = castInput(model, body, 'update', dialect);
    const expectedLock = model.lockVersion ? lockVersionOf(body) : undefined;
    const run = attempting({ model, operation: 'update', id, values }, async (tx: Tx) => {
      const ctx = writeContext(tx, userId);
      const existing = await findRow(tx, model, id, 'update');
      await model.hooks.beforeUpdate?.(values, existing, ctx);
      let query = tx
        .updateTable(model.table)
        .set({
          ...values,
          updated_at: now(),
          ...(model.lockVersion ? { lock_version: sql`lock_version + 1` } : {}),
        })
        .where('id', '=', id);
      if (expectedLock !== undefined) query = query.where('lock_version', '=', expectedLock);
      const updated = (await query.returningAll().executeTakeFirst()) as Row | undefined;
      if (!updated) {
        // Found above yet not updated: a stale lock_version, or a concurrent delete committed
        // in between (then it is gone, as for any missing record).
        const still = await tx.selectFrom(model.table).select('id').where('id', '=', id).executeTakeFirst();
        if (!still) throw notFound(`Record non trovato: ${model.singular} ${id}`);
        // The record as stored now and who wrote it last: the client keeps what its user typed
        // beside it and sends again on the new lock_version.
        const stored = await presentOne(model, await findRow(tx, model, id, 'update'), tx);
        throw staleRecord(stored, undefined, await lastWriter(tx, { model: model.name, id }));
      }
      await model.hooks.afterWrite?.(existing, updated, ctx);
      await storeUploads(tx, model, id, uploads, userId, deps.recordUploadMaxBytes);
      recordChange(tx, model.name, 'update', updated, userId);
      recordModelEvent(tx, model.name, updated, userId);
      return presentOne(model, updated, tx);
    });
    return executor ? run(executor) : transaction(run, uploads);
  }

  /**
   * Deletes one record inside `tx`; answers it as it was, and the stored files to remove once
   * committed. `expectedLock` (the `lock_version` the client saw) makes a stale record a 409: the
   * row is read locked (FOR UPDATE on PostgreSQL; SQLite has one writer), so no write slips between.
   */
  const destroyIn = (
    tx: Tx,
    model: ModelDefinition,
    id: number,
    userId: number | undefined,
    expectedLock?: number,
  ) =>
    attempting({ model, operation: 'destroy', id }, async (tx: Tx) => {
      const existing = await findRow(tx, model, id, 'delete');
      if (model.lockVersion && expectedLock !== undefined && Number(existing.lock_version) !== expectedLock) {
        throw staleRecords([{ id, lock_version: Number(existing.lock_version) }]);
      }
      const record = await presentOne(model, existing, tx);
      await model.hooks.beforeDestroy?.(existing, writeContext(tx, userId));
      await tx.deleteFrom(model.table).where('id', '=', id).execute();
      await model.hooks.afterWrite?.(existing, undefined, writeContext(tx, userId));
      recordChange(tx, model.name, 'destroy', existing, userId);
      recordModelEvent(tx, model.name, existing, userId, record);
      let files: string[] = [];
      if (model.files.length > 0) {
        const attached = tx
          .deleteFrom('attachments')
          .where('owner_model', '=', model.name)
          .where('owner_id', '=', id);
        files = (await attached.returning('storage_key').execute()).map((f) => f.storage_key as string);
      }
      return { record, files };
    })(tx);

  /**
   * The server's own writes, inside a command's transaction (`transaction`): a command's zero
   * readings, its empty packages deleted, a user's session generation. The values are the server's
   * (already as stored, no client allowlist), and the write goes through the same model hooks (write
   * rules, derived totals), change events and webhook events as a client's write of the model.
   */
  async function insertAs(
    tx: Tx,
    model: ModelDefinition,
    values: Row,
    userId: number | undefined,
    options: { announce?: boolean } = {},
  ): Promise<Row> {
    return attempting({ model, operation: 'create', values }, async (tx: Tx) => {
      const ctx = writeContext(tx, userId);
      const written = { ...values };
      await model.hooks.beforeCreate?.(written, ctx);
      const stamp = now();
      const inserted = await insertReturningAll(tx, model.table, {
        ...written,
        created_at: stamp,
        updated_at: stamp,
      });
      await model.hooks.afterWrite?.(undefined, inserted, ctx);
      // `announce: false`: the caller announces many records in one event (an import: record id 0).
      if (options.announce !== false) recordChange(tx, model.name, 'create', inserted, userId);
      recordModelEvent(tx, model.name, inserted, userId);
      return inserted;
    })(tx);
  }

  /** As `insertAs`, an update of the server's values (a `lock_version` moves, none is checked). */
  async function updateAs(
    tx: Tx,
    model: ModelDefinition,
    id: number,
    values: Row,
    userId: number | undefined,
  ): Promise<Row> {
    return attempting({ model, operation: 'update', id, values }, async (tx: Tx) => {
      const ctx = writeContext(tx, userId);
      const existing = await findRow(tx, model, id, 'update');
      const written = { ...values };
      await model.hooks.beforeUpdate?.(written, existing, ctx);
      const updated = (await tx
        .updateTable(model.table)
        .set({
          ...written,
          updated_at: now(),
          ...(model.lockVersion ? { lock_version: sql`lock_version + 1` } : {}),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()) as Row;
      await model.hooks.afterWrite?.(existing, updated, ctx);
      recordChange(tx, model.name, 'update', updated, userId);
      recordModelEvent(tx, model.name, updated, userId);
      return updated;
    })(tx);
  }

  /**
   * Deletes the records of `ids` together (a command emptying a list: thousands of readings), as
   * `destroy` deletes one: the model's delete rule (`beforeDestroyMany`, else `beforeDestroy` per
   * row), derived totals, a change event per record, its webhook event, and its attached files
   * (removed once the transaction has committed). Answers how many were deleted.
   */
  async function destroyAllAs(
    tx: Tx,
    model: ModelDefinition,
    ids: readonly number[],
    userId: number | undefined,
  ): Promise<number> {
    const ctx = writeContext(tx, userId);
    const rows: Row[] = [];
    for (const part of chunks(ids, 900)) {
      let query = tx.selectFrom(model.table).selectAll().where('id', 'in', part).orderBy('id');
      if (dialect === 'postgres') query = query.forUpdate();
      rows.push(...((await query.execute()) as Row[]));
    }
    if (rows.length === 0) return 0;
    const { beforeDestroy, beforeDestroyMany, afterWrite } = model.hooks;
    if (beforeDestroyMany) await beforeDestroyMany(rows, ctx);
    else if (beforeDestroy) for (const row of rows) await beforeDestroy(row, ctx);
    const present = rows.map((row) => row.id as number);
    for (const part of chunks(present, 900)) {
      await attempting({ model, operation: 'destroy', id: part[0]! }, (tx) =>
        tx.deleteFrom(model.table).where('id', 'in', part).execute(),
      )(tx);
    }
    for (const row of rows) {
      await afterWrite?.(row, undefined, ctx);
      recordChange(tx, model.name, 'destroy', row, userId);
      recordModelEvent(tx, model.name, row, userId, row);
    }
    if (model.files.length > 0) {
      for (const part of chunks(present, 900)) {
        const attached = await tx
          .deleteFrom('attachments')
          .where('owner_model', '=', model.name)
          .where('owner_id', 'in', part)
          .returning('storage_key')
          .execute();
        filesToRemove(tx).push(...attached.map((f) => f.storage_key as string));
      }
    }
    return rows.length;
  }

  async function destroy(
    model: ModelDefinition,
    id: number,
    userId: number | undefined,
    expectedLock?: number,
  ): Promise<Row> {
    const { record, files } = await transaction((tx) => destroyIn(tx, model, id, userId, expectedLock), [], {
      answer: (done) => done.record,
    });
    // Only once the delete is committed: a rolled-back delete keeps its files.
    await removeStoredFiles(files, deps.uploadDir);
    return record;
  }

  /**
   * Several records updated (same values for all) or deleted in one transaction, all or nothing;
   * `lock_version` checked per record when `lockVersions` names one for it.
   */
  async function updateMany(
    model: ModelDefinition,
    ids: number[],
    body: Row,
    userId: number | undefined,
    lockVersions: Map<number, number> = new Map(),
  ): Promise<Row[]> {
    return transaction(async (tx) => {
      await checkLocks(tx, model, lockVersions);
      const updated: Row[] = [];
      for (const id of ids) {
        const lock = lockVersions.get(id);
        const values = lock === undefined ? body : { ...body, lock_version: lock };
        updated.push(await update(model, id, values, userId, [], tx));
      }
      return updated;
    });
  }

  /**
   * Every stale record of a bulk update is named at once (one query), so the back office can say
   * which ones someone else changed: 409 `stale_record` with `stale: [{ id, lock_version }]`, the
   * stored versions. A record gone meanwhile is left to the update, which answers 404.
   */
  async function checkLocks(tx: Tx, model: ModelDefinition, lockVersions: Map<number, number>) {
    if (!model.lockVersion || lockVersions.size === 0) return;
    const stored = await tx
      .selectFrom(model.table)
      .select(['id', 'lock_version'])
      .where('id', 'in', [...lockVersions.keys()])
      .execute();
    const stale = stored
      .map((row) => ({ id: Number(row.id), lock_version: Number(row.lock_version) }))
      .filter((row) => lockVersions.get(row.id) !== row.lock_version)
      .sort((x, y) => x.id - y.id);
    if (stale.length > 0) {
      throw staleRecords(stale);
    }
  }

  /** As `updateMany`: every stale record named in one 409 before anything is deleted. */
  async function destroyMany(
    model: ModelDefinition,
    ids: number[],
    userId: number | undefined,
    lockVersions: Map<number, number> = new Map(),
  ): Promise<Row[]> {
    const results = await transaction(
      async (tx) => {
        await checkLocks(tx, model, lockVersions);
        const out: { record: Row; files: string[] }[] = [];
        for (const id of ids) out.push(await destroyIn(tx, model, id, userId, lockVersions.get(id)));
        return out;
      },
      [],
      { answer: (done) => done.map((r) => r.record) },
    );
    await removeStoredFiles(
      results.flatMap((r) => r.files),
      deps.uploadDir,
    );
    return results.map((r) => r.record);
  }

  /**
   * Runs a write in one transaction; files written for a transaction that fails are removed. Its
   * change events and its answer (`status` with the value returned, for a request with an
   * Idempotency-Key) are written in the same transaction, last, so they exist exactly when the
   * write does: a request is one transaction.
   */
  async function transaction<T>(
    run: (tx: Tx) => Promise<T>,
    uploads: Upload[] = [],
    answer: { status?: number; answer?: (value: T) => unknown } = {},
  ): Promise<T> {
    let wroteEvents = false;
    let removeAfter: string[] = [];
    let recorded: Awaited<ReturnType<typeof recordAnswer>>;
    let committedEvents: StoredChangeEvent[] = [];
    try {
      const result = await db.transaction().execute(async (tx) => {
        trackChanges(tx);
        removeAfter = filesToRemove(tx);
        const value = await run(tx);
        // The answer is made of `value` alone: stored before the totals' row locks are taken.
        recorded = await recordAnswer(tx, answer.status ?? 200, answer.answer ? answer.answer(value) : value);
        await settleDerived(tx, dialect);
        // Read before the lock below; written after it, in commit order (services/webhook-outbox.ts).
        const events = await prepareEvents(tx, reads.presentCtx(tx));
        // Last: it serialises every writer until the commit (live/changes.ts).
        committedEvents = await flushChanges(tx, dialect);
        await writeEvents(tx, dialect, events);
        wroteEvents = events.length > 0;
        return value;
      });
      answerCommitted(recorded);
      deps.onCommit?.(committedEvents);
      if (wroteEvents) deps.onWebhookEvents?.();
      // Only once the deletes are committed: a rolled-back delete keeps its files.
      if (removeAfter.length > 0) await removeStoredFiles(removeAfter, deps.uploadDir);
      return result;
    } catch (err) {
      await removeStoredFiles(
        uploads.map((u) => u.storageKey),
        deps.uploadDir,
      );
      throw err;
    }
  }

  return { create, update, destroy, updateMany, destroyMany, transaction, insertAs, updateAs, destroyAllAs };
}
