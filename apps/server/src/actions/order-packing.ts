import { z } from 'zod';
import {
  concludeOrderPacking,
  suspendOrderPacking,
  type Plan,
  type PickQuantities,
  type ProjectFlags,
} from '@warehouse/shared';
import type { Dialect, Row, Tx } from '../db/types';
import { badRequest, conflict } from '../api/errors';
import type { ActionContext, CustomAction } from './index';
import { buildOrderLabels, printOrderLabels, type LabelOutcome } from './order-labels';

/**
 * Order packing's two commands (packing spec §4), each one transaction: load the order and its
 * picks, run the shared rule, check the order's `lock_version` (and each pick's the client sent),
 * write, answer the new state. The screen asks the rule's confirmation first and sends what it asked
 * as `confirmed`; if the rule now asks something else (another operator read or deleted meanwhile),
 * the answer is a 409 and the screen reloads.
 */
const body = z.object({
  incoming: z.boolean().default(false),
  outgoing: z.boolean().default(false),
  picking: z.boolean().default(false),
  lock_version: z.coerce.number().int().min(0),
  picks: z
    .array(z.object({ id: z.coerce.number().int().positive(), lock_version: z.coerce.number().int().min(0) }))
    .max(100_000)
    .optional(),
  confirmed: z.enum(['partialPacking', 'suspendPacking']).nullable().optional(),
  /** Conclude only: the warehouse printer the screen found on entry; none → no labels. */
  printer_id: z.coerce.number().int().positive().nullable().optional(),
});
type Body = z.infer<typeof body>;

export type PackingOutcome = 'concluded' | 'partial' | 'nothing_detected' | 'suspended' | 'left';

export interface PackingAnswer {
  outcome: PackingOutcome;
  project: Row;
  zero_readings: number;
  deleted_packages: number;
  labels: LabelOutcome | null;
}

function parse(request: ActionContext['request']): Body {
  const parsed = body.safeParse(request.body ?? {});
  if (!parsed.success)
    throw badRequest("Indicare lock_version dell'ordine e la modalità (incoming, outgoing o picking)");
  const modes = [parsed.data.incoming, parsed.data.outgoing, parsed.data.picking].filter(Boolean);
  if (modes.length !== 1) throw badRequest('Indicare una sola modalità: incoming, outgoing o picking');
  return parsed.data;
}

/** The order (as the API shows it) and its picks, after checking every lock_version sent. */
async function load(ctx: ActionContext, tx: Tx, sent: Body) {
  const { services, model, id } = ctx;
  const project = await services.records.show(model, id!, tx);
  if (Number(project.lock_version) !== sent.lock_version) throw conflict();
  const picks = await tx
    .selectFrom('picks')
    .select(['id', 'item_id', 'location_id', 'quantity', 'quantity_detected', 'lock_version'])
    .where('project_id', '=', id!)
    .orderBy('id')
    .execute();
  if (sent.picks) {
    const current = new Map(picks.map((p) => [p.id as number, Number(p.lock_version)]));
    for (const pick of sent.picks) {
      // A pick deleted or edited by someone else since the screen loaded it.
      if (current.get(pick.id) !== pick.lock_version) throw conflict();
    }
  }
  const quantities: PickQuantities[] = picks.map((p) => ({
    id: p.id as number,
    quantity: Number(p.quantity),
    quantity_detected: Number(p.quantity_detected ?? 0),
  }));
  return { project, picks, quantities };
}

function checkConfirmed(plan: Plan<unknown>, sent: Body) {
  if (plan.confirm !== null && plan.confirm !== (sent.confirmed ?? null)) throw conflict();
}

async function writeFlags(ctx: ActionContext, tx: Tx, flags: Partial<ProjectFlags>, sent: Body) {
  const { services, model, id, request } = ctx;
  return services.records.update(
    model,
    id!,
    { ...flags, lock_version: sent.lock_version },
    request.currentUser?.id,
    [],
    tx,
  );
}

/** Zero-quantity readings for the picks nothing was read for (a partial conclude). */
async function insertZeroReadings(tx: Tx, projectId: number, picks: Row[], ids: number[], userId?: number) {
  const wanted = new Set(ids);
  const stamp = new Date().toISOString();
  const rows = picks
    .filter((p) => wanted.has(p.id as number))
    .map((p) => ({
      project_id: projectId,
      pick_id: p.id,
      item_id: p.item_id,
      location_id: p.location_id ?? null,
      user_id: userId ?? null,
      quantity: 0,
      created_at: stamp,
      updated_at: stamp,
    }));
  for (let i = 0; i < rows.length; i += 100) {
    await tx
      .insertInto('project_rows')
      .values(rows.slice(i, i + 100))
      .execute();
  }
  return rows.length;
}

/** Open packages of the order that hold no reading: made and never filled. */
async function deleteEmptyPackages(tx: Tx, dialect: Dialect, projectId: number): Promise<number> {
  const no = dialect === 'sqlite' ? 0 : false;
  const empty = await tx
    .selectFrom('packages as p')
    .select('p.id')
    .where('p.project_id', '=', projectId)
    .where('p.shipped', '=', no)
    .where('p.closed', '=', no)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('project_rows as r').select('r.id').whereRef('r.package_id', '=', 'p.id')),
      ),
    )
    .execute();
  const ids = empty.map((p) => p.id as number);
  for (let i = 0; i < ids.length; i += 500) {
    await tx
      .deleteFrom('packages')
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
  }
  return ids.length;
}

/**
 * `POST /projects/{id}?do=conclude_packing`
 * `{incoming|outgoing|picking: true, lock_version, picks?: [{id, lock_version}], confirmed?, printer_id?}`.
 * Complete → store = picking, prepared = incoming or outgoing, partial and suspended false. Nothing
 * detected → nothing written (`outcome: 'nothing_detected'`). Partial (confirmed 'partialPacking') →
 * zero-quantity readings for the unread picks, partial true, suspended false. Then the order's open
 * packages without readings are deleted, and, once all that is committed, one order label per
 * remaining package goes to `printer_id`. A printer failure leaves the order concluded and answers
 * `labels.error` for the screen to show.
 */
export const concludePacking: CustomAction = {
  model: 'projects',
  name: 'conclude_packing',
  methods: ['POST', 'PUT'],
  permission: 'update',
  async run(ctx) {
    const sent = parse(ctx.request);
    const userId = ctx.request.currentUser?.id;
    const done = await ctx.services.records.transaction(async (tx) => {
      const { project, picks, quantities } = await load(ctx, tx, sent);
      const plan = concludeOrderPacking(quantities, sent);
      if (plan.write === null) {
        return { outcome: 'nothing_detected', project, zero_readings: 0, deleted_packages: 0 } as const;
      }
      checkConfirmed(plan, sent);
      const zero = await insertZeroReadings(tx, ctx.id!, picks, plan.zeroQuantityPickIds, userId);
      const updated = await writeFlags(ctx, tx, plan.write, sent);
      const deleted = await deleteEmptyPackages(tx, ctx.services.dialect, ctx.id!);
      const outcome = plan.confirm ? 'partial' : 'concluded';
      return { outcome, project: updated, zero_readings: zero, deleted_packages: deleted } as const;
    });
    let labels: LabelOutcome | null = null;
    if (done.outcome !== 'nothing_detected' && sent.printer_id) {
      const fields = await buildOrderLabels(ctx.services.db, done.project);
      labels = await printOrderLabels(ctx.services.db, sent.printer_id, fields, userId);
    }
    return { ...done, labels } satisfies PackingAnswer;
  },
};

/**
 * `POST /projects/{id}?do=suspend_packing` `{incoming|outgoing|picking: true, lock_version, confirmed?}`.
 * Nothing detected → suspended false (`outcome: 'left'`); otherwise (confirmed 'suspendPacking')
 * partial false and suspended true, to be reopened later. Packages stay as they are.
 */
export const suspendPacking: CustomAction = {
  model: 'projects',
  name: 'suspend_packing',
  methods: ['POST', 'PUT'],
  permission: 'update',
  async run(ctx) {
    const sent = parse(ctx.request);
    return ctx.services.records.transaction(async (tx) => {
      const { quantities } = await load(ctx, tx, sent);
      const plan = suspendOrderPacking(quantities);
      checkConfirmed(plan, sent);
      const updated = await writeFlags(ctx, tx, plan.write!, sent);
      const outcome: PackingOutcome = plan.confirm ? 'suspended' : 'left';
      return {
        outcome,
        project: updated,
        zero_readings: 0,
        deleted_packages: 0,
        labels: null,
      } satisfies PackingAnswer;
    });
  },
};
