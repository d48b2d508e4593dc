import { z } from 'zod';
import { isStoreSupplyFinished } from '@warehouse/shared';
import type { Row } from '../db/types';
import { alreadyClosed, ApiError, notFound } from '../errors';
import { existingStorePick, STORE_TYPOLOGY } from '../models/store-picks';
import { defineCommand } from './command';

/** Location of a new store line when the client names none (spec section 9, as the screen did). */
const DEFAULT_LOCATION_ID = 1;

const body = z.object({
  item_id: z.number().int().positive(),
  quantity: z.number().finite().min(0),
  location_id: z.number().int().positive().nullable().optional(),
});

/**
 * `POST /projects/{id}?do=add_store_item`: 'Nuovo' on the store supply screen (goods-flow §4). The
 * item's line is created, or, when the supply already has one (another operator added it a moment
 * ago), that line takes the quantity entered, as the screen does for an item it already shows: two
 * handhelds adding the same item give one line, never two. The supply is locked while it looks
 * (models/store-picks.ts). A finished supply is 409 `already_closed`. Answers the pick and `merged`.
 */
export const addStoreItem = defineCommand({
  model: 'projects',
  name: 'add_store_item',
  on: 'member',
  permission: 'update',
  body,
  invalidBody: "Indicare l'articolo e la quantità da prelevare (un numero non negativo)",
  async run(ctx) {
    const { tx, services, userId } = ctx;
    const project = (await tx
      .selectFrom('projects')
      .innerJoin('project_typologies', 'project_typologies.id', 'projects.project_typology_id')
      .selectAll('projects')
      .select('project_typologies.title as typology')
      .where('projects.id', '=', ctx.id!)
      .executeTakeFirst()) as Row | undefined;
    if (!project) throw notFound(`Record non trovato: project ${ctx.id!}`);
    if (project.typology !== STORE_TYPOLOGY) {
      throw new ApiError(422, `${project.name as string} non è un approvvigionamento`, 'invalid_input');
    }
    if (isStoreSupplyFinished(project, { picking: false })) {
      throw alreadyClosed('Approvvigionamento già concluso', { project });
    }
    const picks = services.registry.get('picks')!;
    const values = { project_id: ctx.id!, item_id: ctx.body.item_id };
    const existing = await existingStorePick(values, { tx, dialect: services.dialect, userId });
    if (existing) {
      await services.records.update(
        picks,
        existing.id as number,
        { quantity: ctx.body.quantity },
        userId,
        [],
        tx,
      );
      return { id: existing.id as number, merged: true };
    }
    const created = await services.records.create(
      picks,
      { ...values, location_id: ctx.body.location_id ?? DEFAULT_LOCATION_ID, quantity: ctx.body.quantity },
      userId,
      [],
      tx,
    );
    return { id: created.id as number, merged: false };
  },
  answer: async (ctx, { id, merged }) => ({
    pick: await ctx.services.records.show(ctx.services.registry.get('picks')!, id, ctx.tx),
    merged,
  }),
});
