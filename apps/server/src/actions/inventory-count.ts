/**
 * `POST /projects/{id}?do=inventory_count`: one counted quantity (packing spec §7: the quantity is
 * existing plus entered), added to the reading of that item in that document, or a new reading.
 * The handheld's offline queue sends it with an Idempotency-Key, so a quantity entered in a Wi-Fi
 * dead spot is counted exactly once however often it is sent; and since the server adds, two
 * operators counting the same shelf never overwrite each other.
 *
 * List counting needs the item's pick at the location and refuses going above its expected
 * quantity; mixed counting adds a line for a new item (expected = the item's stock); free counting
 * keeps readings without picks.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import {
  COUNT_OPTIONS,
  LOT_MAX_LENGTH,
  MAX_QUANTITY,
  countedQuantity,
  messages,
  recordQuantityRefusal,
  validateQuantity,
} from '@warehouse/shared';
import type { Row } from '../db/types';
import { ApiError, notFound } from '../errors';
import { defineCommand, type CommandContext } from './command';
import { itemDivisible, refusalError } from '../models/write-rules';
import {
  detectedNow,
  documentRef,
  lockDocument,
  loadInventory,
  num,
  positiveId,
  presentDocument,
  refuseClosed,
  type Inventory,
} from './inventory-scope';
import { lotOfSent } from '../models/reading-lots';
import { countedByItem, countedByPick } from '../models/counted-by';

const oneCount = z.object({
  ...documentRef,
  item_id: positiveId,
  pick_id: positiveId.nullish(),
  /** Checked by the shared quantity rule, which says in Italian what is wrong. */
  quantity: z.union([z.number(), z.string()]).optional(),
  /** The lot read with the item (issue 34): each lot of an item is counted on a reading of its own. */
  lot: z.string().trim().max(LOT_MAX_LENGTH).nullish(),
  expiry_date: z.iso.date().nullish(),
  /** The RFID tag read (no lot sent): counted under the lot of the tag's readings (reading-lots). */
  tag: z.string().trim().max(255).nullish(),
});
type Count = z.output<typeof oneCount>;

/** Several counts at once (the outbox draining a queue), each with its own key, applied once each. */
const batchBody = z.object({
  batch: z
    .array(oneCount.extend({ key: z.string().min(1).max(200) }))
    .min(1)
    .max(500),
});
const countBody = z.union([batchBody, oneCount]);
type CountContext = CommandContext<z.output<typeof countBody>>;

/** A number, or a numeric string ('2,5' included); anything else is NaN, refused by the rule. */
function toQuantity(value: number | string | undefined): number {
  if (typeof value === 'number') return value;
  const text = (value ?? '').trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

const invalid = (message: string) => new ApiError(422, message, 'invalid_input');

/** The pick a count goes to: list counting needs one; mixed counting adds one at the item's stock. */
async function pickFor(
  ctx: CountContext,
  body: Count,
  inventory: Inventory,
  document: Row,
  item: Row,
): Promise<Row | null> {
  if (inventory.mode === 'free') return null;
  const { tx } = ctx;
  let query = tx
    .selectFrom('picks')
    .selectAll()
    .where('project_id', '=', inventory.project.id as number)
    .where('item_id', '=', item.id as number);
  if (body.pick_id != null) query = query.where('id', '=', body.pick_id);
  else if (inventory.mode === 'mixed' || document.location_id == null) {
    query = query.where('document_id', '=', document.id as number);
  } else {
    const locationId = document.location_id as number;
    query = query.where((eb) =>
      eb.or([eb('location_id', '=', locationId), eb('document_id', '=', document.id as number)]),
    );
  }
  const found = (await query.orderBy('id', 'asc').limit(1).executeTakeFirst()) as Row | undefined;
  if (found) return found;
  if (inventory.mode === 'list') throw invalid('Articolo non trovato!');
  const picks = ctx.services.registry.get('picks')!;
  const created = await ctx.services.records.create(
    picks,
    {
      project_id: inventory.project.id,
      document_id: document.id,
      location_id: document.location_id,
      item_id: item.id,
      // Expected is the stock, kept within what a pick may expect (a negative stock expects nothing).
      quantity: Math.min(MAX_QUANTITY, Math.max(0, num(item.quantity))),
    },
    ctx.userId,
    [],
    tx,
  );
  return created;
}

interface Counted {
  rowId: number;
  pickId: number | null;
  itemId: number;
  documentId: number;
}

async function applyCount(ctx: CountContext, body: Count): Promise<Counted> {
  const { tx, services, userId } = ctx;
  const entered = toQuantity(body.quantity);
  // The shared quantity rule (finite, not negative, whole by the unit, at most MAX_QUANTITY):
  // 422 invalid_quantity with its sentence, as every other write of a quantity.
  const refusal = recordQuantityRefusal(entered, await itemDivisible(tx, body.item_id));
  if (refusal) throw refusalError(refusal);
  const inventory = await loadInventory(tx, ctx.id!);
  const document = await lockDocument(ctx, inventory, body);
  await refuseClosed(ctx, inventory, document);
  const item = (await tx
    .selectFrom('items')
    .selectAll()
    .where('id', '=', body.item_id)
    .executeTakeFirst()) as Row | undefined;
  if (!item) throw notFound(messages.itemNotFound);
  const pick = await pickFor(ctx, body, inventory, document, item);
  if (pick && !COUNT_OPTIONS[inventory.mode].excessAllowed) {
    const limit = validateQuantity({
      entered,
      detected: await detectedNow(tx, { pick_id: pick.id as number }),
      expected: num(pick.quantity),
      excessAllowed: false,
    });
    if (!limit.ok) throw invalid(limit.text);
  }
  let existing = tx
    .selectFrom('project_rows')
    .selectAll()
    .where('project_id', '=', ctx.id!)
    .where('document_id', '=', document.id as number)
    .where('item_id', '=', body.item_id);
  if (pick) existing = existing.where('pick_id', '=', pick.id as number);
  // Each operator counts into a reading of their own: a line counted by two keeps who counted what.
  existing =
    userId === undefined ? existing.where('user_id', 'is', null) : existing.where('user_id', '=', userId);
  const read = await lotOfSent(tx, body);
  const lot = read.lot ?? null;
  existing = lot === null ? existing.where('lot', 'is', null) : existing.where('lot', '=', lot);
  const reading = (await existing.orderBy('id', 'asc').limit(1).executeTakeFirst()) as Row | undefined;
  const rows = services.registry.get('project_rows')!;
  const written = reading
    ? await services.records.update(
        rows,
        reading.id as number,
        { quantity: countedQuantity(num(reading.quantity), entered) },
        userId,
        [],
        tx,
      )
    : await services.records.create(
        rows,
        {
          project_id: ctx.id,
          document_id: document.id,
          location_id: document.location_id ?? body.location_id ?? null,
          pick_id: pick?.id ?? null,
          item_id: body.item_id,
          quantity: countedQuantity(0, entered),
          user_id: userId,
          ...(lot === null ? {} : { lot, expiry_date: read.expiry_date ?? null }),
        },
        userId,
        [],
        tx,
      );
  return {
    rowId: written.id as number,
    pickId: (pick?.id as number) ?? null,
    itemId: body.item_id,
    documentId: document.id as number,
  };
}

async function present(ctx: CountContext, counted: Counted) {
  const { records, registry } = ctx.services;
  const countedBy =
    counted.pickId === null
      ? await countedByItem(ctx.tx, counted.documentId, [counted.itemId])
      : await countedByPick(ctx.tx, [counted.pickId]);
  return {
    project_row: await records.show(registry.get('project_rows')!, counted.rowId, ctx.tx),
    pick: counted.pickId === null ? null : await records.show(registry.get('picks')!, counted.pickId, ctx.tx),
    document: await presentDocument(ctx, counted.documentId),
    /** The line's contributions after this count: who counted how much (issue 48). */
    counted_by: countedBy.get(counted.pickId ?? counted.itemId) ?? [],
  };
}

/** A count of a batch: applied, already applied earlier (`counted: null`), or refused with its reason. */
type BatchResult =
  { key: string; counted: Counted | null } | { key: string; status: number; error: string; id?: string };

/**
 * One count of a batch, in a savepoint: a refused count (closed meanwhile, above expected, deleted
 * location…) leaves nothing behind and does not stop the others. Its key is recorded with it, so
 * sending it again in any later batch does nothing.
 */
async function applyKeyed(ctx: CountContext, count: Count & { key: string }): Promise<BatchResult> {
  const { tx } = ctx;
  const userId = ctx.userId ?? 0;
  const done = await tx
    .selectFrom('applied_counts')
    .select('id')
    .where('user_id', '=', userId)
    .where('key', '=', count.key)
    .executeTakeFirst();
  if (done) return { key: count.key, counted: null };
  await sql`savepoint inventory_count`.execute(tx);
  try {
    const counted = await applyCount(ctx, count);
    const stamp = new Date().toISOString();
    await tx
      .insertInto('applied_counts')
      .values({ user_id: userId, key: count.key, created_at: stamp, updated_at: stamp })
      .execute();
    await sql`release savepoint inventory_count`.execute(tx);
    return { key: count.key, counted };
  } catch (error) {
    await sql`rollback to savepoint inventory_count`.execute(tx);
    if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
    return {
      key: count.key,
      status: error.statusCode,
      error: error.message,
      ...(error.id ? { id: error.id } : {}),
    };
  }
}

export const inventoryCount = defineCommand({
  model: 'projects',
  name: 'inventory_count',
  on: 'member',
  permission: 'update',
  body: countBody,
  invalidBody: 'Indicare item_id, quantity e location_id oppure document_id',
  async run(ctx): Promise<Counted | BatchResult[]> {
    if (!('batch' in ctx.body)) return applyCount(ctx, ctx.body);
    const results: BatchResult[] = [];
    for (const count of ctx.body.batch) results.push(await applyKeyed(ctx, count));
    return results;
  },
  async answer(ctx, outcome) {
    if (!Array.isArray(outcome)) return present(ctx, outcome);
    const results = [];
    for (const result of outcome) {
      results.push(
        'counted' in result
          ? {
              key: result.key,
              status: 200,
              answer: result.counted ? await present(ctx, result.counted) : null,
            }
          : result,
      );
    }
    return { results };
  },
});
