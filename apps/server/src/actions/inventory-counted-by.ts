/**
 * `GET /projects/{id}?do=inventory_counted_by&location_id=L` (or `&document_id=D`): who counted how
 * much of each line of a count (issue 48), what a counting screen shows under its lines. List and
 * mixed counting answer per pick (`{ "pick_id": 9, "counted_by": […] }`), free counting per item
 * (`{ "pick_id": null, "item_id": 5, "counted_by": […] }`), each contribution
 * `{ "user_id", "name", "quantity", "at" }`.
 * A location not counted yet (no document) has no lines. Nothing is written.
 */
import { z } from 'zod';
import type { Row, Tx } from '../db/types';
import { badRequest, notFound } from '../errors';
import { messages } from '@warehouse/shared';
import { countedByItem, countedByPick } from '../models/counted-by';
import { countLines, documentRef, loadInventory } from './inventory-scope';
import type { CustomAction } from './types';

const placeQuery = z.object(documentRef);

export const inventoryCountedBy: CustomAction = {
  model: 'projects',
  name: 'inventory_counted_by',
  methods: ['GET'],
  permission: 'read',
  async run({ services, id, request }) {
    const parsed = placeQuery.safeParse(request.query);
    if (!parsed.success || (parsed.data.document_id == null && parsed.data.location_id == null)) {
      throw badRequest('Indicare location_id oppure document_id');
    }
    const db = services.db as unknown as Tx;
    const inventory = await loadInventory(db, id!);
    const place = parsed.data;
    const column = place.document_id != null ? 'id' : 'location_id';
    const document = (await db
      .selectFrom('documents')
      .selectAll()
      .where('project_id', '=', id!)
      .where(column, '=', (place.document_id ?? place.location_id)!)
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst()) as Row | undefined;
    if (!document) {
      if (place.document_id != null) throw notFound(messages.documentNotFound);
      return { lines: [] };
    }
    const lines = await countLines(db, inventory, document);
    const ids = lines.map((line) => line.id);
    if (inventory.mode === 'free') {
      const counted = await countedByItem(db, document.id as number, ids);
      return {
        lines: ids.map((itemId) => ({ pick_id: null, item_id: itemId, counted_by: counted.get(itemId) })),
      };
    }
    const counted = await countedByPick(db, ids);
    return { lines: ids.map((pickId) => ({ pick_id: pickId, counted_by: counted.get(pickId) })) };
  },
};
