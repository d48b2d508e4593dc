import { z } from 'zod';
import { isStoreSupplyFinished, pickedQuantityWrites } from '@warehouse/shared';
import type { Row } from '../db/types';
import { alreadyClosed, notFound } from '../errors';
import { defineCommand } from './command';
import { refuseChangedDetected } from './seen-detected';

/** Location of a store reading when neither the client nor the pick names one (spec section 9). */
const DEFAULT_LOCATION_ID = 1;

const body = z.object({
  quantity: z.number().finite().min(0),
  location_id: z.number().int().positive().nullable().optional(),
  /**
   * The picked quantity the operator decided on (as the dialog showed it). Another operator's
   * 'Quantità Prelevata' meanwhile makes it differ: 409 `stale_record`, nothing written.
   */
  seen_detected: z.number().finite().optional(),
});

/**
 * `POST /picks/{id}?do=store_picked`: the store fulfilment screen's 'Quantità Prelevata' of a pick
 * (goods-flow §9), set rather than added: by the shared `pickedQuantityWrites` rule the pick's first
 * reading takes the quantity, the others are emptied, and without readings one is created. One
 * request, one transaction, with the pick locked, so the app's outbox can send it from the device
 * exactly once (Idempotency-Key) whenever the server answers. A finished supply is 409
 * `already_closed` (another operator closed it meanwhile); a picked quantity other than the one the
 * operator saw (`seen_detected`: another operator set it meanwhile) is 409 `stale_record` naming
 * who and when: nothing is written either way. Answers the pick, as the client's `a` asks (the
 * field selection of the store list it goes into), else with its default shape.
 */
export const storePicked = defineCommand({
  model: 'picks',
  name: 'store_picked',
  on: 'member',
  permission: 'update',
  body,
  invalidBody: 'Indicare la quantità prelevata (un numero non negativo)',
  presentation: true,
  async run(ctx) {
    const { tx, services, userId } = ctx;
    let query = tx.selectFrom('picks').selectAll().where('id', '=', ctx.id!);
    if (services.dialect === 'postgres') query = query.forUpdate();
    const pick = (await query.executeTakeFirst()) as Row | undefined;
    if (!pick) throw notFound(`Record non trovato: pick ${ctx.id!}`);
    const project = (await tx
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', pick.project_id as number)
      .executeTakeFirst()) as Row | undefined;
    if (!project || isStoreSupplyFinished(project, { picking: true })) {
      throw alreadyClosed(`${(project?.name as string) ?? 'Approvvigionamento'} è già chiuso`, {
        project: project ?? null,
      });
    }
    await refuseChangedDetected(tx, services, pick, ctx.body.seen_detected);
    const readings = await tx
      .selectFrom('project_rows')
      .select(['id', 'quantity'])
      .where('pick_id', '=', pick.id as number)
      .orderBy('id')
      .execute();
    const plan = pickedQuantityWrites(
      readings.map((r) => ({ id: r.id as number, quantity: Number(r.quantity ?? 0) })),
      ctx.body.quantity,
    );
    const rows = services.registry.get('project_rows')!;
    for (const row of plan.update)
      await services.records.update(rows, row.id, { quantity: row.quantity }, userId, [], tx);
    if (plan.create !== null) {
      await services.records.create(
        rows,
        {
          project_id: pick.project_id,
          pick_id: pick.id,
          location_id: ctx.body.location_id ?? pick.location_id ?? DEFAULT_LOCATION_ID,
          item_id: pick.item_id,
          quantity: plan.create,
        },
        userId,
        [],
        tx,
      );
    }
    return pick.id as number;
  },
  answer: (ctx, id) => ctx.services.records.show(ctx.services.registry.get('picks')!, id, ctx.tx, ctx.shape),
});
