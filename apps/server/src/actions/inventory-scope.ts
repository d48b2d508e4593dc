/**
 * What the inventory commands share: the inventory (a project of an inventory typology, its mode
 * from the typology), the location's document (locked for the command, made on first use: list and
 * free counting start from a location, not from a document), and the lines the shared rules judge.
 */
import { z } from 'zod';
import {
  countedQuantity,
  inventoryModeOf,
  inventoryTexts,
  messages,
  type InventoryMode,
  type PickQuantities,
} from '@warehouse/shared';
import type { Row, Tx } from '../db/types';
import { alreadyClosed, badRequest, notFound } from '../errors';
import type { CommandContext } from './command';

export const positiveId = z.coerce.number().int().positive();

/** Where the count happens: a document (mixed counting), or a location (list and free counting). */
export const documentRef = {
  document_id: positiveId.nullish(),
  location_id: positiveId.nullish(),
};

export interface Inventory {
  project: Row;
  mode: InventoryMode;
}

export const num = (v: unknown) => (v == null ? 0 : Number(v));

/** The project, when it is an inventory; its mode comes from its typology. */
export async function loadInventory(tx: Tx, projectId: number): Promise<Inventory> {
  const project = (await tx
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', projectId)
    .executeTakeFirst()) as Row | undefined;
  if (!project) throw notFound(messages.inventoryNotFound);
  const typology = project.project_typology_id
    ? ((await tx
        .selectFrom('project_typologies')
        .selectAll()
        .where('id', '=', project.project_typology_id as number)
        .executeTakeFirst()) as Row | undefined)
    : undefined;
  const mode = inventoryModeOf(
    typology && {
      title: typology.title as string,
      inventory: Boolean(typology.inventory),
      free: Boolean(typology.free),
      picking: Boolean(typology.picking),
    },
  );
  if (!mode) throw notFound(messages.inventoryNotFound);
  return { project, mode };
}

/**
 * The document counted into, locked until the command commits (PostgreSQL; SQLite runs one writer
 * at a time): two operators' counts and a conclusion of the same document run one after the other.
 */
export async function lockDocument(
  ctx: CommandContext<unknown>,
  inventory: Inventory,
  ref: { document_id?: number | null; location_id?: number | null },
): Promise<Row> {
  const { tx, services } = ctx;
  const projectId = inventory.project.id as number;
  const find = async (column: 'id' | 'location_id', value: number) => {
    let q = tx
      .selectFrom('documents')
      .selectAll()
      .where('project_id', '=', projectId)
      .where(column, '=', value)
      .orderBy('id', 'asc')
      .limit(1);
    if (services.dialect === 'postgres') q = q.forUpdate();
    return (await q.executeTakeFirst()) as Row | undefined;
  };
  if (ref.document_id != null) {
    const found = await find('id', ref.document_id);
    if (!found) throw notFound(messages.documentNotFound);
    await linkLocationPicks(ctx, inventory, found);
    return found;
  }
  if (ref.location_id == null) throw badRequest('Indicare location_id oppure document_id');
  // Locking the location first makes two first counts of a location make one document: the second
  // waits here, and its look-up below (a statement of its own) sees the document the first made.
  let locationQuery = tx.selectFrom('locations').selectAll().where('id', '=', ref.location_id);
  if (services.dialect === 'postgres') locationQuery = locationQuery.forNoKeyUpdate();
  const location = (await locationQuery.executeTakeFirst()) as Row | undefined;
  if (!location) throw notFound(messages.locationNotFound);
  const existing = await find('location_id', ref.location_id);
  if (existing) {
    await linkLocationPicks(ctx, inventory, existing);
    return existing;
  }
  const created = await services.records.create(
    services.registry.get('documents')!,
    {
      project_id: projectId,
      location_id: location.id,
      name: location.name,
      code: location.code ?? location.name,
      issued_at: new Date().toISOString().slice(0, 10),
      closed: false,
      partial: false,
    },
    ctx.userId,
    [],
    tx,
  );
  const document = (await find('id', created.id as number))!;
  await linkLocationPicks(ctx, inventory, document);
  return document;
}

/**
 * List counting: the location's picks not yet in a document go into its count document (packing
 * spec §3, a pick's `document_id`), those added to the list after the first count included. The
 * look-up finds nothing once they are linked; each link is a pick's update through the model layer
 * (`updateAs`), so its version moves and the change is announced like any other write.
 * Migration 042 linked the picks counted before.
 */
async function linkLocationPicks(
  ctx: CommandContext<unknown>,
  inventory: Inventory,
  document: Row,
): Promise<void> {
  if (inventory.mode !== 'list' || document.location_id == null) return;
  const { tx, services } = ctx;
  const unlinked = await tx
    .selectFrom('picks')
    .select('id')
    .where('project_id', '=', inventory.project.id as number)
    .where('location_id', '=', document.location_id as number)
    .where('document_id', 'is', null)
    .execute();
  const picks = services.registry.get('picks')!;
  for (const { id } of unlinked) {
    await services.records.updateAs(tx, picks, id as number, { document_id: document.id }, ctx.userId);
  }
}

export async function presentDocument(ctx: CommandContext<unknown>, documentId: number) {
  return ctx.services.records.show(ctx.services.registry.get('documents')!, documentId, ctx.tx);
}

/** A concluded document takes no more counts and no other conclusion (packing spec §4, §5). */
export async function refuseClosed(ctx: CommandContext<unknown>, inventory: Inventory, document: Row) {
  if (!num(document.closed) && document.closed !== true) return;
  throw alreadyClosed(inventoryTexts.locationNotAccessible(String(inventory.project.name)), {
    documents: [await presentDocument(ctx, document.id as number)],
  });
}

/** What the readings of a pick (or of an item in a document) add up to, read now. */
export async function detectedNow(
  tx: Tx,
  where: { pick_id: number } | { document_id: number; item_id?: number },
) {
  let q = tx
    .selectFrom('project_rows')
    .select((eb) => eb.fn.coalesce(eb.fn.sum('quantity'), eb.val(0)).as('sum'));
  for (const [column, value] of Object.entries(where)) q = q.where(column, '=', value);
  return num((await q.executeTakeFirstOrThrow()).sum);
}

/**
 * The lines the shared rule judges. List counting: the inventory's picks at the document's location
 * (or linked to the document). Mixed counting: the document's picks. Free counting: the document's
 * readings per item, expected being the item's stock. Detected quantities are summed from the
 * readings now, not taken from the derived totals, which settle only at commit.
 */
export async function countLines(tx: Tx, inventory: Inventory, document: Row): Promise<PickQuantities[]> {
  const projectId = inventory.project.id as number;
  const documentId = document.id as number;
  const locationId = document.location_id as number | null;
  if (inventory.mode === 'free') {
    const rows = await tx
      .selectFrom('project_rows as r')
      .leftJoin('items as i', 'i.id', 'r.item_id')
      .select(['r.item_id', 'r.quantity', 'i.quantity as stock'])
      .where('r.project_id', '=', projectId)
      .where('r.document_id', '=', documentId)
      .execute();
    const byItem = new Map<number, PickQuantities>();
    for (const row of rows) {
      const itemId = row.item_id as number;
      const line = byItem.get(itemId) ?? { id: itemId, quantity: num(row.stock), quantity_detected: 0 };
      line.quantity_detected = countedQuantity(line.quantity_detected, num(row.quantity));
      byItem.set(itemId, line);
    }
    return [...byItem.values()];
  }
  const detected = tx
    .selectFrom('project_rows as r')
    .select((eb) => eb.fn.coalesce(eb.fn.sum('r.quantity'), eb.val(0)).as('sum'))
    .whereRef('r.pick_id', '=', 'p.id');
  let picks = tx
    .selectFrom('picks as p')
    .select(['p.id', 'p.quantity', detected.as('detected')])
    .where('p.project_id', '=', projectId);
  picks =
    inventory.mode === 'mixed' || locationId == null
      ? picks.where('p.document_id', '=', documentId)
      : picks.where((eb) =>
          eb.or([eb('p.location_id', '=', locationId), eb('p.document_id', '=', documentId)]),
        );
  return (await picks.execute()).map((p) => ({
    id: p.id as number,
    quantity: num(p.quantity),
    quantity_detected: num(p.detected),
  }));
}
