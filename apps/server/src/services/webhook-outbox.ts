import { randomBytes } from 'node:crypto';
import { PostgresAdapter, sql } from 'kysely';
import type { Database, Dialect, Executor, Row, Tx } from '../db/types';
import { defaultShape, present, type PresentContext } from './serialize';
import { EVENTS, type EventName, type EventSpec } from '../webhooks/catalog';

/**
 * The webhook outbox (issue 43): an event is recorded in the transaction of the change that causes
 * it (`recordEvent`, beside `recordChange`), written with one delivery per subscribed endpoint just
 * before the commit, so none is lost when the process dies and none exists for a change that
 * rolled back. docs/webhooks.md lists the events (webhooks/catalog.ts); their JSON Schemas: webhook-schemas.ts.
 */

/** An event as it is recorded: which records (`ids`), or the data itself (`data`). */
interface PendingEvent {
  name: EventName;
  ids?: number[];
  data?: Row;
  userId: number | null;
  /** Only to this endpoint (the test event). */
  webhookId?: number;
  /** `item.changed` of a deleted item: the item as it was. */
  deleted?: Row;
}

const pending = new WeakMap<Tx, PendingEvent[]>();

/** Above this, the event carries the ids and a link instead of the records. */
export const MAX_BODY_BYTES = 20 * 1024;

/** Records an event in the writing transaction (`records.transaction`): written at its commit. */
export function recordEvent(
  tx: Tx,
  name: EventName,
  what: { ids?: number[]; data?: Row; deleted?: Row; webhookId?: number },
  userId: number | undefined,
): void {
  let list = pending.get(tx);
  if (!list) pending.set(tx, (list = []));
  // One item.changed per item and transaction: its state at the commit is what is sent.
  if (name === 'item.changed' && what.ids && list.some((e) => e.name === name && e.ids?.[0] === what.ids![0]))
    return;
  list.push({ name, ...what, userId: userId ?? null });
}

/** The event body as signed and sent (Standard Webhooks: `type`, `timestamp`, `data`). */
export interface EventBody {
  id: string;
  type: EventName;
  timestamp: string;
  actor: { id: number; name: string | null } | null;
  data: Row;
}

export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** An event ready to write: its body, and the endpoints it goes to. */
export interface PreparedEvent {
  body: EventBody;
  targets: number[];
}

/**
 * The transaction's events with the endpoints subscribed to them, read as they stand at its end
 * (before the change events' lock is taken: presenting records reads the database). An event no
 * endpoint wants is not even presented.
 */
export async function prepareEvents(tx: Tx, ctx: PresentContext | undefined): Promise<PreparedEvent[]> {
  const list = pending.get(tx);
  pending.delete(tx);
  if (!list || list.length === 0) return [];
  // Few rows; `active` is filtered here (a boolean is 0/1 on SQLite).
  const hooks = (await tx.selectFrom('webhooks').select(['id', 'events', 'active']).execute()).filter((h) =>
    Boolean(h.active),
  );
  const stamp = new Date().toISOString();
  const actors = new Map<number, string | null>();
  const prepared: PreparedEvent[] = [];
  for (const event of list) {
    const targets =
      event.webhookId !== undefined
        ? [event.webhookId]
        : hooks.filter((h) => subscribes(String(h.events), event.name)).map((h) => Number(h.id));
    if (targets.length === 0) continue;
    if (event.userId !== null && !actors.has(event.userId)) {
      const user = await tx
        .selectFrom('users')
        .select('name')
        .where('id', '=', event.userId)
        .executeTakeFirst();
      actors.set(event.userId, (user?.name as string | null) ?? null);
    }
    const body: EventBody = {
      id: newMessageId(),
      type: event.name,
      timestamp: stamp,
      actor: event.userId === null ? null : { id: event.userId, name: actors.get(event.userId) ?? null },
      data: event.data ?? (await dataOf(tx, ctx!, event)),
    };
    if (Buffer.byteLength(JSON.stringify(body)) > MAX_BODY_BYTES) body.data = linksOf(event);
    prepared.push({ body, targets });
  }
  return prepared;
}

/** The records (and lines) of an event as /api/v2 shows them. */
async function dataOf(tx: Executor, ctx: PresentContext, event: PendingEvent): Promise<Row> {
  const spec: EventSpec = EVENTS[event.name];
  const model = ctx.registry.get(spec.model!)!;
  if (event.deleted) return { [model.singular]: event.deleted, deleted: true };
  const ids = event.ids ?? [];
  const rows = (await tx
    .selectFrom(model.table)
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('id')
    .execute()) as Row[];
  const records = await present(model, rows, defaultShape(model.include), { ...ctx, db: tx });
  if (spec.many) return { [model.name]: records };
  const data: Row = { [model.singular]: records[0] ?? null };
  if (spec.lines) {
    const lines = ctx.registry.get(spec.lines.model)!;
    const lineRows = (await tx
      .selectFrom(lines.table)
      .selectAll()
      .where(spec.lines.foreignKey, 'in', ids)
      .orderBy('id')
      .execute()) as Row[];
    data.lines = await present(lines, lineRows, defaultShape(lines.include), { ...ctx, db: tx });
  }
  return data;
}

/** An event too large to carry its records: their ids and where /api/v2 shows them. */
function linksOf(event: PendingEvent): Row {
  const model = EVENTS[event.name] as EventSpec;
  const ids = event.ids ?? [];
  return {
    truncated: true,
    model: model.model ?? null,
    ids,
    links: ids.map((id) => `/api/v2/${model.model}/${id}`),
    ...(model.lines
      ? { lines_link: `/api/v2/${model.lines.model}?q[${model.lines.foreignKey}_in][]=${ids.join(',')}` }
      : {}),
  };
}

/** Whether an endpoint's `events` (a JSON list) names `name` or `*`. */
export function subscribes(events: string, name: string): boolean {
  let list: unknown;
  try {
    list = JSON.parse(events);
  } catch {
    return false;
  }
  return Array.isArray(list) && (list.includes('*') || list.includes(name));
}

/**
 * Writes the events and their deliveries; on PostgreSQL under the change events' lock (taken again,
 * it is re-entrant) so event and delivery ids are committed in increasing order: a process never
 * delivers an endpoint's later event before an earlier one that was still committing.
 */
export async function writeEvents(tx: Tx, dialect: Dialect, events: PreparedEvent[]): Promise<void> {
  if (events.length === 0) return;
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.change_events'))`.execute(tx);
  const stamp = new Date().toISOString();
  for (const { body, targets } of events) {
    const event = await tx
      .insertInto('webhook_events')
      .values({
        msg_id: body.id,
        name: body.type,
        user_id: body.actor?.id ?? null,
        body: JSON.stringify(body),
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('webhook_deliveries')
      .values(
        targets.map((webhook_id) => ({
          webhook_id,
          event_id: event.id,
          event_name: body.type,
          status: 'pending',
          attempts: 0,
          next_attempt_at: stamp,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
  }
}

/** The database of an executor (for writers that are handed a bare database). */
export const dialectOf = (db: Executor): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/**
 * Events of a write made outside `records.transaction` (a label left owed once the command had
 * committed), with their data given: written in a transaction of their own.
 */
export async function writeEventsNow(
  db: Database,
  events: { name: EventName; data: Row; userId: number | undefined }[],
): Promise<void> {
  if (events.length === 0) return;
  await db.transaction().execute(async (tx) => {
    for (const e of events) recordEvent(tx, e.name, { data: e.data }, e.userId);
    await writeEvents(tx, dialectOf(tx), await prepareEvents(tx, undefined));
  });
}

/** Events a generic write of a model causes (beside its change event): master data, `item.changed`. */
export function recordModelEvent(
  tx: Tx,
  model: string,
  row: Row,
  userId: number | undefined,
  deleted?: Row,
): void {
  if (model !== 'items') return;
  recordEvent(tx, 'item.changed', deleted ? { deleted } : { ids: [row.id as number] }, userId);
}
