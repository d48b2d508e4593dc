import { z } from 'zod';
import {
  isPickingListFinished,
  messages,
  type PickingListPlan,
  type PickingListProject,
  type PickQuantities,
} from '@warehouse/shared';
import type { Row, Tx } from '../db/types';
import { ApiError } from '../errors';
import { settleDerived } from '../models/derived';
import { PICKING_TYPOLOGY } from '../models/project-typologies';
import {
  confirmationRequired,
  distinctIds,
  lockVersions,
  presentAll,
  versionRef,
  type CommandContext,
} from './command';

/**
 * What 'Concludi' and 'Esci/Sospendi' over the selected picking lists share (goods-flow §4): the
 * body, loading the lists with their picks, applying a plan from `@warehouse/shared`, the answer.
 */

export const pickingListsBody = z.object({
  lists: z.array(versionRef).min(1).max(200).refine(distinctIds),
  /** The operator answered yes to the plan's confirmation. */
  confirmed: z.boolean().default(false),
});
export type PickingListsBody = z.infer<typeof pickingListsBody>;
export type PickingContext = CommandContext<PickingListsBody>;

export const INVALID_PICKING_BODY =
  'Indicare lists: le liste di prelievo selezionate, ciascuna con id e lock_version';

export interface ListOutcome {
  project_id: number;
  /** Where its picks stood: complete, partial, untouched, or finished (left as it was). */
  state: string;
  changed: boolean;
  readings_deleted: number;
}

async function picksByProject(tx: Tx, projectIds: number[]): Promise<Map<number, PickQuantities[]>> {
  const rows = await tx
    .selectFrom('picks')
    .select(['id', 'project_id', 'quantity', 'quantity_detected'])
    .where('project_id', 'in', projectIds)
    .orderBy('id')
    .execute();
  const byProject = new Map<number, PickQuantities[]>(projectIds.map((id) => [id, []]));
  for (const row of rows) {
    byProject.get(row.project_id as number)!.push({
      id: row.id as number,
      quantity: Number(row.quantity ?? 0),
      quantity_detected: Number(row.quantity_detected ?? 0),
    });
  }
  return byProject;
}

/** The named lists, locked and version-checked, with their picks, as the rules take them. */
export async function loadPickingLists(ctx: PickingContext): Promise<PickingListProject[]> {
  const { tx, body } = ctx;
  // Versions moved because another operator finished every list: 'already_closed' (and by whom),
  // not a bare conflict. A finished list sent at its current version is the command's own business.
  const stale = (rows: Row[]) => rows.some((row, i) => row.lock_version !== body.lists[i]!.lock_version);
  const projects = await lockVersions(ctx, ctx.model, body.lists, undefined, (rows) =>
    stale(rows) && rows.every((row) => isPickingListFinished(row))
      ? {
          message:
            rows.length === 1
              ? `Lista di prelievo ${String(rows[0]!.name)} già conclusa`
              : 'Liste di prelievo già concluse',
          row: rows[0]!,
        }
      : null,
  );
  const typologies = await tx
    .selectFrom('project_typologies')
    .select(['id', 'title'])
    .where('id', 'in', [...new Set(projects.map((p) => (p.project_typology_id as number) ?? 0))])
    .execute();
  const titles = new Map(typologies.map((t) => [t.id as number, t.title as string]));
  const other = projects.find((p) => titles.get(p.project_typology_id as number) !== PICKING_TYPOLOGY);
  if (other) throw new ApiError(422, `${other.name as string} non è una lista di prelievo`, 'invalid_input');
  const picks = await picksByProject(
    tx,
    projects.map((p) => p.id as number),
  );
  return projects.map((p: Row) => ({
    id: p.id as number,
    picks: picks.get(p.id as number)!,
    finished: isPickingListFinished(p),
  }));
}

/** The lists as stored now, for a 409's `current` and for the answer. */
export async function currentLists(ctx: PickingContext) {
  return {
    projects: await presentAll(
      ctx,
      ctx.model,
      ctx.body.lists.map((ref) => ref.id),
    ),
  };
}

/** Stops before any write when the plan asks the operator something they have not answered yet. */
export async function requireConfirmation(ctx: PickingContext, plan: PickingListPlan): Promise<void> {
  if (plan.confirm && !ctx.body.confirmed) {
    throw confirmationRequired(plan.confirm, messages[plan.confirm], await currentLists(ctx));
  }
}

/**
 * Deletes every reading of a project as any reading is deleted (models/project-rows: the delete
 * rule, the totals they counted toward, a change event each).
 */
export async function deleteReadings(ctx: PickingContext, projectId: number): Promise<number> {
  const rows = await ctx.tx
    .selectFrom('project_rows')
    .select('id')
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  return ctx.services.records.destroyAllAs(
    ctx.tx,
    ctx.services.registry.get('project_rows')!,
    rows.map((r) => r.id as number),
    ctx.userId,
  );
}

/** Writes each list's flags (bumping its lock_version) and deletes readings where the plan says so. */
export async function applyPlan(ctx: PickingContext, plan: PickingListPlan): Promise<ListOutcome[]> {
  const outcomes: ListOutcome[] = [];
  for (const action of plan.actions) {
    const readingsDeleted = action.deleteReadings ? await deleteReadings(ctx, action.projectId) : 0;
    // The picks' totals now, so their change follows their readings' deletion, before the list's.
    if (readingsDeleted > 0) await settleDerived(ctx.tx, ctx.services.dialect);
    const changed = Object.keys(action.flags).length > 0;
    if (changed) {
      await ctx.services.records.update(ctx.model, action.projectId, action.flags, ctx.userId, [], ctx.tx);
    }
    outcomes.push({
      project_id: action.projectId,
      state: action.state,
      changed: changed || readingsDeleted > 0,
      readings_deleted: readingsDeleted,
    });
  }
  return outcomes;
}

export async function answerLists(ctx: PickingContext, results: ListOutcome[]) {
  return { ...(await currentLists(ctx)), results };
}
