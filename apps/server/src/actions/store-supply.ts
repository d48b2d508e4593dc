import { z } from 'zod';
import { messages, type Plan, type PickQuantities, type ProjectFlags } from '@warehouse/shared';
import type { Row } from '../db/types';
import { ApiError } from '../errors';
import { confirmationRequired, lockVersions, type CommandContext } from './command';

/**
 * What closing and leaving a store supply share (goods-flow §4): the body, loading the supply with
 * its picks, applying a store plan from `@warehouse/shared`, the answer.
 */

export { STORE_TYPOLOGY } from '../models/store-picks';
import { STORE_TYPOLOGY } from '../models/store-picks';

export const storeBody = z.object({
  lock_version: z.number().int().min(0),
  /** true on the fulfilment screen (`?picking=true`), false on supply creation. */
  picking: z.boolean(),
  /** The operator answered yes to the plan's confirmation. */
  confirmed: z.boolean().default(false),
});
export type StoreContext = CommandContext<z.infer<typeof storeBody>>;

export const INVALID_STORE_BODY =
  'Indicare lock_version e picking (true in prelievo, false in approvvigionamento)';

export interface StorePick extends PickQuantities {
  item_id: number;
  location_id: number | null;
}

export interface LoadedSupply {
  project: Row;
  picks: StorePick[];
}

/** The supply, locked and version-checked, with its picks. */
export async function loadSupply(ctx: StoreContext): Promise<LoadedSupply> {
  const { tx } = ctx;
  const ref = { id: ctx.id!, lock_version: ctx.body.lock_version };
  const [project] = await lockVersions(ctx, ctx.model, [ref], () => currentSupply(ctx));
  const typology = await tx
    .selectFrom('project_typologies')
    .select('title')
    .where('id', '=', (project!.project_typology_id as number) ?? 0)
    .executeTakeFirst();
  if (typology?.title !== STORE_TYPOLOGY) {
    throw new ApiError(422, `${project!.name as string} non è un approvvigionamento`, 'invalid_input');
  }
  const picks = await tx
    .selectFrom('picks')
    .select(['id', 'quantity', 'quantity_detected', 'item_id', 'location_id'])
    .where('project_id', '=', ctx.id!)
    .orderBy('id')
    .execute();
  return {
    project: project!,
    picks: picks.map((p) => ({
      id: p.id as number,
      quantity: Number(p.quantity ?? 0),
      quantity_detected: Number(p.quantity_detected ?? 0),
      item_id: p.item_id as number,
      location_id: (p.location_id as number | null) ?? null,
    })),
  };
}

export const currentSupply = async (ctx: StoreContext) => ({
  project: await ctx.services.records.show(ctx.model, ctx.id!, ctx.tx),
});

export interface StoreOutcome {
  /** Where the supply's picks stood, or 'finished' when it was left as it was. */
  state: string;
  changed: boolean;
  /** Go back to the selection (false: the screen stays, e.g. closing with nothing picked). */
  leave: boolean;
  readings_created: number;
}

/**
 * Applies a store plan after its confirmation: zero-quantity readings for the listed picks
 * (through the generic create, so they link and count like any reading), then the flags.
 */
export async function applyStorePlan(
  ctx: StoreContext,
  supply: LoadedSupply,
  plan: Plan<Partial<ProjectFlags>>,
  state: string,
): Promise<StoreOutcome> {
  if (plan.confirm && !ctx.body.confirmed) {
    throw confirmationRequired(plan.confirm, messages[plan.confirm], await currentSupply(ctx));
  }
  const rowsModel = ctx.services.registry.get('project_rows')!;
  const fallbackLocation = await userLocation(ctx);
  for (const pickId of plan.zeroQuantityPickIds) {
    const pick = supply.picks.find((p) => p.id === pickId)!;
    await ctx.services.records.create(
      rowsModel,
      {
        project_id: ctx.id!,
        pick_id: pick.id,
        item_id: pick.item_id,
        location_id: pick.location_id ?? fallbackLocation,
        user_id: ctx.userId ?? null,
        quantity: 0,
      },
      ctx.userId,
      [],
      ctx.tx,
    );
  }
  if (plan.write && Object.keys(plan.write).length > 0) {
    await ctx.services.records.update(ctx.model, ctx.id!, plan.write, ctx.userId, [], ctx.tx);
  }
  return {
    state,
    changed: plan.write !== null || plan.zeroQuantityPickIds.length > 0,
    leave: plan.leave,
    readings_created: plan.zeroQuantityPickIds.length,
  };
}

/** Where the operator works: a zero-quantity reading of a pick without a location goes there. */
async function userLocation(ctx: StoreContext): Promise<number | null> {
  if (ctx.userId === undefined) return null;
  const user = await ctx.tx
    .selectFrom('users')
    .select('location_id')
    .where('id', '=', ctx.userId)
    .executeTakeFirst();
  return (user?.location_id as number | null) ?? null;
}

export async function answerSupply(ctx: StoreContext, outcome: StoreOutcome) {
  return { ...(await currentSupply(ctx)), ...outcome };
}
