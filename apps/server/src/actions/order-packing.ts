import { z } from 'zod';
import {
  concludeOrderPacking,
  messages,
  suspendOrderPacking,
  type Plan,
  type PickQuantities,
  type ProjectFlags,
} from '@warehouse/shared';
import type { Row } from '../db/types';
import { defaultShape, present } from '../services/serialize';
import { staleRecord } from '../errors';
import {
  confirmationRequired,
  defineCommand,
  distinctIds,
  lockVersions,
  versionRef,
  type CommandContext,
} from './command';
import { buildOrderLabels, ORDER_LABEL_TEMPLATE } from './order-labels';
import { buildLogisticLabels, LOGISTIC_LABEL_TEMPLATE, packagesWithReadings } from './logistic-labels';
import { NO_PRINTER, oweLabels, printAfterCommit } from './owed-labels';
import type { CustomAction } from './types';
import { recordEvent } from '../services/webhook-outbox';

/**
 * Order packing's two commands (packing spec §4), `POST /projects/{id}?do=conclude_packing` and
 * `?do=suspend_packing`, each one transaction (docs/server.md "Commands"): lock the order and its
 * picks, check the order's lock_version and each pick's the client sent (409 `stale_record` with the
 * current state), run the shared rule, write, answer the new state. The rule's question comes back
 * as 409 `confirmation_required` until the client sends `confirmed: true`. Conclude owes one order
 * label per package in its transaction and prints them once it has committed.
 */
const packingBody = z
  .object({
    incoming: z.boolean().default(false),
    outgoing: z.boolean().default(false),
    picking: z.boolean().default(false),
    /** The order's lock_version as the screen read it. */
    lock_version: z.number().int().min(0),
    /** The picks as the screen read them; a pick changed, added or deleted since is a 409. */
    picks: z.array(versionRef).max(100_000).refine(distinctIds).optional(),
    /** The operator answered yes to the rule's question. */
    confirmed: z.boolean().default(false),
    /** Conclude: the warehouse printer the screen found on entry; none → no labels. */
    printer_id: z.number().int().positive().nullable().optional(),
  })
  .refine((b) => [b.incoming, b.outgoing, b.picking].filter(Boolean).length === 1);
type PackingBody = z.infer<typeof packingBody>;
type PackingContext = CommandContext<PackingBody>;

const INVALID_BODY = "Indicare lock_version dell'ordine e una sola modalità (incoming, outgoing o picking)";

export type PackingOutcome = 'concluded' | 'partial' | 'nothing_detected' | 'suspended' | 'left';

interface Done {
  outcome: PackingOutcome;
  zero_readings: number;
  deleted_packages: number;
  /** Conclude: the owed_labels rows written for the order labels (taken out of the answer). */
  owed_label_ids?: number[];
}

/** The order and its picks as stored now: a 409's `current` and the answer. */
async function current(ctx: PackingContext) {
  const picksModel = ctx.services.registry.get('picks')!;
  const rows = await ctx.tx
    .selectFrom('picks')
    .selectAll()
    .where('project_id', '=', ctx.id!)
    .orderBy('id')
    .execute();
  const picks = await present(
    picksModel,
    rows as Row[],
    defaultShape(picksModel.include),
    ctx.services.records.present(ctx.tx),
  );
  return { project: await ctx.services.records.show(ctx.model, ctx.id!, ctx.tx), picks };
}

/** The order locked and version-checked, its picks locked, checked and as the rules take them. */
async function load(ctx: PackingContext) {
  const { tx, body, id } = ctx;
  const [project] = await lockVersions(
    ctx,
    ctx.model,
    [{ id: id!, lock_version: body.lock_version }],
    () => current(ctx),
    ([order]) => (isOrderFinished(order!) ? { message: 'Ordine già concluso', row: order! } : null),
  );
  let query = tx
    .selectFrom('picks')
    .select(['id', 'item_id', 'location_id', 'quantity', 'quantity_detected', 'lock_version'])
    .where('project_id', '=', id!)
    .orderBy('id');
  if (ctx.services.dialect === 'postgres') query = query.forUpdate();
  const picks = await query.execute();
  if (body.picks) {
    const sent = new Map(body.picks.map((p) => [p.id, p.lock_version]));
    const same =
      sent.size === picks.length && picks.every((p) => sent.get(p.id as number) === Number(p.lock_version));
    if (!same) throw staleRecord(await current(ctx));
  }
  const quantities: PickQuantities[] = picks.map((p) => ({
    id: p.id as number,
    quantity: Number(p.quantity),
    quantity_detected: Number(p.quantity_detected ?? 0),
  }));
  return { project: project!, picks, quantities };
}

async function requireConfirmation(ctx: PackingContext, plan: Plan<unknown>) {
  if (plan.confirm && !ctx.body.confirmed) {
    throw confirmationRequired(plan.confirm, messages[plan.confirm], await current(ctx));
  }
}

async function writeFlags(ctx: PackingContext, flags: Partial<ProjectFlags>) {
  await ctx.services.records.update(ctx.model, ctx.id!, flags, ctx.userId, [], ctx.tx);
}

/**
 * Zero-quantity readings for the picks nothing was read for (a partial conclude), written as any
 * reading is (models/project-rows: its rules, its pick's totals, its change event).
 */
async function insertZeroReadings(ctx: PackingContext, picks: Row[], ids: number[]): Promise<number> {
  const wanted = new Set(ids);
  const rowsModel = ctx.services.registry.get('project_rows')!;
  let written = 0;
  for (const pick of picks.filter((p) => wanted.has(p.id as number))) {
    const reading = {
      project_id: ctx.id,
      pick_id: pick.id,
      item_id: pick.item_id,
      location_id: pick.location_id ?? null,
      user_id: ctx.userId ?? null,
      quantity: 0,
    };
    await ctx.services.records.insertAs(ctx.tx, rowsModel, reading, ctx.userId);
    written += 1;
  }
  return written;
}

/** Open packages of the order that hold no reading: made and never filled. Deleted as any package is. */
async function deleteEmptyPackages(ctx: PackingContext): Promise<number> {
  const no = ctx.services.dialect === 'sqlite' ? 0 : false;
  const empty = await ctx.tx
    .selectFrom('packages as p')
    .select('p.id')
    .where('p.project_id', '=', ctx.id!)
    .where('p.shipped', '=', no)
    .where('p.closed', '=', no)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('project_rows as r').select('r.id').whereRef('r.package_id', '=', 'p.id')),
      ),
    )
    .orderBy('p.id')
    .execute();
  const packages = ctx.services.registry.get('packages')!;
  return ctx.services.records.destroyAllAs(
    ctx.tx,
    packages,
    empty.map((p) => p.id as number),
    ctx.userId,
  );
}

/** A closed, prepared or delivered order is finished: packing it again would reopen it (409 `already_closed`). */
const isOrderFinished = (project: Row) => Boolean(project.closed || project.prepared || project.delivered);

/**
 * One order label per package, written as owed in the conclusion's transaction: committed with it
 * or not at all. Without `printer_id` (printer management off) none.
 */
async function oweOrderLabels(ctx: PackingContext): Promise<number[]> {
  const printerId = ctx.body.printer_id;
  if (printerId === undefined) return [];
  const project = await ctx.services.records.show(ctx.model, ctx.id!, ctx.tx);
  // With a GS1 company prefix set, each package's label is the GS1 logistic label with its SSCC.
  const logistic = await buildLogisticLabels(
    ctx.tx,
    ctx.services.dialect,
    project,
    await packagesWithReadings(ctx.tx, ctx.id!),
  );
  const labels = logistic
    ? logistic.map((l) => ({ template: LOGISTIC_LABEL_TEMPLATE, fields: l.fields, packageId: l.packageId }))
    : (await buildOrderLabels(ctx.tx, project)).map((f) => ({
        template: ORDER_LABEL_TEMPLATE,
        fields: { ...f },
        packageId: null,
      }));
  return oweLabels(ctx.tx, ctx.id!, labels, ctx.userId, printerId === null ? NO_PRINTER : null);
}

async function answer(ctx: PackingContext, done: Done) {
  return { ...done, ...(await current(ctx)) };
}

const concludeCommand = defineCommand({
  model: 'projects',
  name: 'conclude_packing',
  on: 'member',
  permission: 'update',
  body: packingBody,
  invalidBody: INVALID_BODY,
  async run(ctx): Promise<Done> {
    const { picks, quantities } = await load(ctx);
    const plan = concludeOrderPacking(quantities, ctx.body);
    if (plan.write === null) return { outcome: 'nothing_detected', zero_readings: 0, deleted_packages: 0 };
    await requireConfirmation(ctx, plan);
    const zero = await insertZeroReadings(ctx, picks, plan.zeroQuantityPickIds);
    await writeFlags(ctx, plan.write);
    const deleted = await deleteEmptyPackages(ctx);
    recordEvent(ctx.tx, 'order.concluded', { ids: [ctx.id!] }, ctx.userId);
    return {
      outcome: plan.confirm ? 'partial' : 'concluded',
      zero_readings: zero,
      deleted_packages: deleted,
      owed_label_ids: await oweOrderLabels(ctx),
    };
  },
  answer,
});

/**
 * `POST /projects/{id}?do=conclude_packing`
 * `{incoming|outgoing|picking: true, lock_version, picks?: [{id, lock_version}], confirmed?, printer_id?}`.
 * Complete → store = picking, prepared = incoming or outgoing, partial and suspended false. Nothing
 * detected → nothing written (`outcome: 'nothing_detected'`). Partial (after `confirmed`) →
 * zero-quantity readings for the unread picks, partial true, suspended false. Then the order's open
 * packages without readings are deleted and one order label per remaining package is owed, all in
 * the transaction; once committed, the labels go to `printer_id`. A printer failure (or a process
 * that dies while printing) leaves the order concluded and the labels not printed owed
 * (owed-labels.ts); `labels.error` and `labels.reason` say why, as with `printer_id: null` (no
 * printer at entry). Without `printer_id` (printer management off) no label.
 */
export const concludePacking: CustomAction = {
  ...concludeCommand,
  async run(ctx) {
    const { owed_label_ids: ids, ...done } = (await concludeCommand.run(ctx)) as Done & { project: Row };
    const printerId = (ctx.request.body as { printer_id?: number | null }).printer_id;
    const labels =
      ids === undefined || printerId === undefined
        ? null
        : await printAfterCommit(ctx.services.db, ctx.id!, printerId, ids, {
            userId: ctx.request.currentUser?.id,
            process: ctx.services.instance.id,
          });
    return { ...done, labels };
  },
};

/**
 * `POST /projects/{id}?do=suspend_packing` `{incoming|outgoing|picking: true, lock_version, picks?, confirmed?}`.
 * Nothing detected → suspended false (`outcome: 'left'`); otherwise (after `confirmed`) partial false
 * and suspended true, to be reopened later. Packages stay as they are.
 */
export const suspendPacking = defineCommand({
  model: 'projects',
  name: 'suspend_packing',
  on: 'member',
  permission: 'update',
  body: packingBody,
  invalidBody: INVALID_BODY,
  async run(ctx): Promise<Done> {
    const { quantities } = await load(ctx);
    const plan = suspendOrderPacking(quantities);
    await requireConfirmation(ctx, plan);
    await writeFlags(ctx, plan.write!);
    return { outcome: plan.confirm ? 'suspended' : 'left', zero_readings: 0, deleted_packages: 0 };
  },
  answer,
});
