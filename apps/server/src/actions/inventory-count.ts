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
import { z } from 'zod';
import { COUNT_OPTIONS, countedQuantity, messages, validateQuantity } from '@warehouse/shared';
import type { Row } from '../db/types';
import { ApiError, notFound } from '../api/errors';
import { defineCommand, type CommandContext } from './command';
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

const countBody = z.object({
  ...documentRef,
  item_id: positiveId,
  pick_id: positiveId.nullish(),
  /** Checked by the shared quantity rule, which says in Italian what is wrong. */
  quantity: z.union([z.number(), z.string()]).optional(),
});
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
  inventory: Inventory,
  document: Row,
  item: Row,
): Promise<Row | null> {
  if (inventory.mode === 'free') return null;
  const { tx, body } = ctx;
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
  if (inventory.mode === 'list') throw invalid("L'articolo non è nella lista di questa ubicazione");
  const picks = ctx.services.registry.get('picks')!;
  const created = await ctx.services.records.create(
    picks,
    {
      project_id: inventory.project.id,
      document_id: document.id,
      location_id: document.location_id,
      item_id: item.id,
      quantity: num(item.quantity),
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
  documentId: number;
}

export const inventoryCount = defineCommand({
  model: 'projects',
  name: 'inventory_count',
  on: 'member',
  permission: 'update',
  body: countBody,
  invalidBody: 'Indicare item_id, quantity e location_id oppure document_id',
  async run(ctx): Promise<Counted> {
    const { tx, body, services, userId } = ctx;
    const entered = toQuantity(body.quantity);
    const check = validateQuantity({ entered, detected: 0, expected: 0 });
    if (!check.ok) throw invalid(check.text);
    const inventory = await loadInventory(tx, ctx.id!);
    const document = await lockDocument(ctx, inventory, body);
    await refuseClosed(ctx, inventory, document);
    const item = (await tx
      .selectFrom('items')
      .selectAll()
      .where('id', '=', body.item_id)
      .executeTakeFirst()) as Row | undefined;
    if (!item) throw notFound(messages.itemNotFound);
    const pick = await pickFor(ctx, inventory, document, item);
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
    const reading = (await existing.orderBy('id', 'asc').limit(1).executeTakeFirst()) as Row | undefined;
    const rows = services.registry.get('project_rows')!;
    const written = reading
      ? await services.records.update(
          rows,
          reading.id as number,
          { quantity: countedQuantity(num(reading.quantity), entered), user_id: userId },
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
          },
          userId,
          [],
          tx,
        );
    return {
      rowId: written.id as number,
      pickId: (pick?.id as number) ?? null,
      documentId: document.id as number,
    };
  },
  async answer(ctx, counted) {
    const { records, registry } = ctx.services;
    return {
      project_row: await records.show(registry.get('project_rows')!, counted.rowId, ctx.tx),
      pick:
        counted.pickId === null ? null : await records.show(registry.get('picks')!, counted.pickId, ctx.tx),
      document: await presentDocument(ctx, counted.documentId),
    };
  },
});
