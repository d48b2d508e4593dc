/**
 * Inventory counting commands (packing spec §4, §7). Each runs in one transaction:
 *
 * - `POST /projects/{id}?do=inventory_count`: one counted quantity, added to the existing reading
 *   of that item in that location's document (existing + entered), or a new reading. Sent with an
 *   Idempotency-Key by the handheld's offline queue, so a quantity entered in a Wi-Fi dead spot is
 *   counted exactly once however often it is sent.
 * - `POST /projects/{id}?do=inventory_conclude` / `inventory_suspend` / `inventory_exit`: the
 *   counting screen's 'Concludi', 'Esci/Sospendi' and back button: the document's lines are loaded,
 *   the shared rule decides, the document's lock_version is checked, its flags are written.
 *
 * A location's document is found by project and location, and created on first use (list and free
 * counting start from a location, not from a document).
 */
import { z } from 'zod';
import {
  COUNT_OPTIONS,
  countActionPlan,
  countedQuantity,
  inventoryModeOf,
  inventoryTexts,
  messages,
  validateQuantity,
  type CountAction,
  type InventoryMode,
  type PickQuantities,
} from '@warehouse/shared';
import type { Row, Tx } from '../db/types';
import { ApiError, badRequest, conflict, notFound, unprocessable } from '../api/errors';
import type { Services } from '../api/services';
import type { CustomAction } from './index';

const id = z.coerce.number().int().positive();

const countBody = z.object({
  location_id: id.nullish(),
  document_id: id.nullish(),
  item_id: id,
  pick_id: id.nullish(),
  /** Checked by the shared quantity rule, which names what is wrong in Italian. */
  quantity: z.union([z.number(), z.string()]).optional(),
});

const closeBody = z.object({
  location_id: id.nullish(),
  document_id: id.nullish(),
  /** The document's lock_version as the screen read it (absent when it had no document yet). */
  lock_version: z.coerce.number().int().nonnegative().nullish(),
  /** The operator answered the plan's confirmation with yes. */
  confirmed: z.boolean().optional(),
});

interface Inventory {
  project: Row;
  mode: InventoryMode;
}

/** A number, or a numeric string ('2,5' included); anything else is NaN, refused by the rule. */
function toQuantity(value: number | string | undefined): number {
  if (typeof value === 'number') return value;
  const text = (value ?? '').trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

const num = (v: unknown) => (v == null ? 0 : Number(v));

/** The project, when it is an inventory; its mode comes from its typology. */
async function loadInventory(tx: Tx, projectId: number): Promise<Inventory> {
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
 * The document counted into, locked for this transaction (PostgreSQL; SQLite runs one writer at a
 * time), so two operators' counts and a conclusion are applied one after the other. A location
 * without a document gets one, named after it.
 */
async function lockDocument(
  services: Services,
  tx: Tx,
  inventory: Inventory,
  ref: { document_id?: number | null; location_id?: number | null },
  userId: number | undefined,
): Promise<Row> {
  const projectId = inventory.project.id as number;
  const select = (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) => {
    const q = where(base());
    return (services.dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst() as Promise<
      Row | undefined
    >;
  };
  function base() {
    return tx.selectFrom('documents').selectAll().where('project_id', '=', projectId);
  }
  if (ref.document_id != null) {
    const found = await select((q) => q.where('id', '=', ref.document_id!));
    if (!found) throw notFound(messages.documentNotFound);
    return found;
  }
  if (ref.location_id == null) throw badRequest('Indicare location_id oppure document_id');
  const location = (await tx
    .selectFrom('locations')
    .selectAll()
    .where('id', '=', ref.location_id)
    .executeTakeFirst()) as Row | undefined;
  if (!location) throw notFound(messages.locationNotFound);
  const existing = await select((q) =>
    q.where('location_id', '=', ref.location_id!).orderBy('id', 'asc').limit(1),
  );
  if (existing) return existing;
  const model = services.registry.get('documents')!;
  const created = await services.records.create(
    model,
    {
      project_id: projectId,
      location_id: location.id,
      name: location.name,
      code: location.code ?? location.name,
      issued_at: new Date().toISOString().slice(0, 10),
      closed: false,
      partial: false,
    },
    userId,
    [],
    tx,
  );
  return (await select((q) => q.where('id', '=', created.id as number)))!;
}

function refuseClosed(inventory: Inventory, document: Row): void {
  if (document.closed && document.closed !== 0) {
    throw new ApiError(409, inventoryTexts.locationNotAccessible(String(inventory.project.name)));
  }
}

/**
 * The lines the shared rule judges: list counting, the inventory's picks at the document's location
 * (or linked to the document); mixed counting, the document's picks; free counting, the document's
 * readings per item, expected being the item's stock.
 */
async function countLines(tx: Tx, inventory: Inventory, document: Row): Promise<PickQuantities[]> {
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
  let picks = tx
    .selectFrom('picks')
    .select(['id', 'quantity', 'quantity_detected'])
    .where('project_id', '=', projectId);
  picks =
    inventory.mode === 'mixed' || locationId == null
      ? picks.where('document_id', '=', documentId)
      : picks.where((eb) => eb.or([eb('location_id', '=', locationId), eb('document_id', '=', documentId)]));
  return (await picks.execute()).map((p) => ({
    id: p.id as number,
    quantity: num(p.quantity),
    quantity_detected: num(p.quantity_detected),
  }));
}

/** The pick a count goes to: list counting needs one; mixed counting adds one (expected = stock). */
async function pickFor(
  services: Services,
  tx: Tx,
  inventory: Inventory,
  document: Row,
  item: Row,
  pickId: number | null | undefined,
  userId: number | undefined,
): Promise<Row | null> {
  if (inventory.mode === 'free') return null;
  const projectId = inventory.project.id as number;
  let query = tx
    .selectFrom('picks')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('item_id', '=', item.id as number);
  if (pickId != null) query = query.where('id', '=', pickId);
  else if (inventory.mode === 'mixed') query = query.where('document_id', '=', document.id as number);
  else if (document.location_id != null) {
    const locationId = document.location_id as number;
    query = query.where((eb) =>
      eb.or([eb('location_id', '=', locationId), eb('document_id', '=', document.id as number)]),
    );
  }
  const found = (await query.orderBy('id', 'asc').limit(1).executeTakeFirst()) as Row | undefined;
  if (found) return found;
  if (inventory.mode === 'list') throw unprocessable("L'articolo non è nella lista di questa ubicazione");
  const created = await services.records.create(
    services.registry.get('picks')!,
    {
      project_id: projectId,
      document_id: document.id,
      location_id: document.location_id,
      item_id: item.id,
      quantity: num(item.quantity),
    },
    userId,
    [],
    tx,
  );
  return (await tx
    .selectFrom('picks')
    .selectAll()
    .where('id', '=', created.id as number)
    .executeTakeFirst()) as Row;
}

export const inventoryCount: CustomAction = {
  model: 'projects',
  name: 'inventory_count',
  methods: ['POST'],
  permission: 'update',
  async run({ request, services, id: projectId }) {
    const parsed = countBody.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest('Indicare item_id, quantity e location_id oppure document_id');
    const body = { ...parsed.data, quantity: toQuantity(parsed.data.quantity) };
    const userId = request.currentUser?.id;
    const check = validateQuantity({ entered: body.quantity, detected: 0, expected: 0 });
    if (!check.ok) throw unprocessable(check.text);
    return services.records.transaction(async (tx) => {
      const inventory = await loadInventory(tx, projectId!);
      const document = await lockDocument(services, tx, inventory, body, userId);
      refuseClosed(inventory, document);
      const item = (await tx
        .selectFrom('items')
        .selectAll()
        .where('id', '=', body.item_id)
        .executeTakeFirst()) as Row | undefined;
      if (!item) throw notFound(messages.itemNotFound);
      const pick = await pickFor(services, tx, inventory, document, item, body.pick_id, userId);
      if (pick && !COUNT_OPTIONS[inventory.mode].excessAllowed) {
        const limit = validateQuantity({
          entered: body.quantity,
          detected: num(pick.quantity_detected),
          expected: num(pick.quantity),
          excessAllowed: false,
        });
        if (!limit.ok) throw unprocessable(limit.text);
      }
      const locationId = (document.location_id as number | null) ?? body.location_id ?? null;
      let existing = tx
        .selectFrom('project_rows')
        .selectAll()
        .where('project_id', '=', projectId!)
        .where('document_id', '=', document.id as number)
        .where('item_id', '=', body.item_id);
      if (pick) existing = existing.where('pick_id', '=', pick.id as number);
      const reading = (await existing.orderBy('id', 'asc').limit(1).executeTakeFirst()) as Row | undefined;
      const rowsModel = services.registry.get('project_rows')!;
      const projectRow = reading
        ? await services.records.update(
            rowsModel,
            reading.id as number,
            { quantity: countedQuantity(num(reading.quantity), body.quantity), user_id: userId },
            userId,
            [],
            tx,
          )
        : await services.records.create(
            rowsModel,
            {
              project_id: projectId,
              document_id: document.id,
              location_id: locationId,
              pick_id: pick?.id ?? null,
              item_id: body.item_id,
              quantity: countedQuantity(0, body.quantity),
              user_id: userId,
            },
            userId,
            [],
            tx,
          );
      return {
        project_row: projectRow,
        pick: pick
          ? await services.records.show(services.registry.get('picks')!, pick.id as number, tx)
          : null,
        document: await services.records.show(services.registry.get('documents')!, document.id as number, tx),
      };
    });
  },
};

function closeAction(action: CountAction): CustomAction {
  return {
    model: 'projects',
    name: `inventory_${action}`,
    methods: ['POST'],
    permission: 'update',
    async run({ request, services, id: projectId }) {
      const parsed = closeBody.safeParse(request.body ?? {});
      if (!parsed.success) throw badRequest('Indicare location_id oppure document_id, e lock_version');
      const body = parsed.data;
      const userId = request.currentUser?.id;
      return services.records.transaction(async (tx) => {
        const inventory = await loadInventory(tx, projectId!);
        const document = await lockDocument(services, tx, inventory, body, userId);
        if (body.lock_version != null && num(document.lock_version) !== body.lock_version) throw conflict();
        const plan = countActionPlan(inventory.mode, action, await countLines(tx, inventory, document));
        // The counts changed since the operator was asked (or was not asked): ask again.
        if (plan.confirm && body.confirmed !== true) throw conflict();
        const documentsModel = services.registry.get('documents')!;
        const written = plan.write
          ? await services.records.update(
              documentsModel,
              document.id as number,
              { ...plan.write, lock_version: num(document.lock_version) },
              userId,
              [],
              tx,
            )
          : await services.records.show(documentsModel, document.id as number, tx);
        return { document: written, mode: inventory.mode, applied: plan.write !== null, leave: plan.leave };
      });
    },
  };
}

export const inventoryConclude = closeAction('conclude');
export const inventorySuspend = closeAction('suspend');
export const inventoryExit = closeAction('exit');
