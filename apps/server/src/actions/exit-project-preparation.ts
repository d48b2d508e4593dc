import { z } from 'zod';
import { isEnabled, preparationExit } from '@warehouse/shared';
import type { Row } from '../db/types';
import { ApiError } from '../errors';
import {
  confirmationRequired,
  defineCommand,
  lockVersions,
  presentAll,
  versionRef,
  type CommandContext,
} from './command';

/** The server setting that lets the exit recalculate the project too (off by default; docs/server.md). */
export const UPDATE_PROJECT_SETTING = { ns: 'project_preparation', key: 'update_project' } as const;

export const EXIT_INCOMPLETE_MESSAGE =
  'Non sono stati inseriti tutti i dati previsti. Confermi comunque di voler uscire?';

const body = z.object({
  /** The reference item's lock_version as the screen read it. */
  lock_version: z.number().int().min(0),
  parent: versionRef,
  /** Required when the update-project setting is on. */
  project: versionRef.optional(),
  /** The operator confirmed leaving a partial reference item. */
  confirmed: z.boolean().default(false),
});
type Body = z.output<typeof body>;

async function updateProjectSetting(ctx: CommandContext<Body>): Promise<boolean> {
  const row = await ctx.tx
    .selectFrom('settings')
    .select('raw')
    .where('ns', '=', UPDATE_PROJECT_SETTING.ns)
    .where('key', '=', UPDATE_PROJECT_SETTING.key)
    .executeTakeFirst();
  return isEnabled(row?.raw);
}

const flags = (row: Row) => ({
  id: row.id as number,
  closed: row.closed === true || row.closed === 1,
  partial: row.partial === true || row.partial === 1,
});

/**
 * `POST /documents/{referenceItemId}?do=exit_project_preparation`: leaving package preparation
 * (packing spec §4) as one transaction. The reference item and its parent (and the project, when the
 * `project_preparation.update_project` setting is on) are locked and version-checked; the picks of
 * the reference item are read with every committed reading; the shared `preparationExit` rule gives
 * the new flags. A partial reference item needs `confirmed` (409 `confirmation_required` otherwise,
 * nothing written). Answers `{ documents: [referenceItem, parent], project }`.
 */
export const exitProjectPreparation = defineCommand({
  model: 'documents',
  name: 'exit_project_preparation',
  on: 'member',
  permission: 'update',
  body,
  invalidBody: 'Indicare lock_version del riferimento e parent {id, lock_version}',
  async run(ctx) {
    const { tx, body } = ctx;
    const referenceItemId = ctx.id!;
    if (body.parent.id === referenceItemId)
      throw new ApiError(422, 'Documento padre non valido', 'invalid_input');
    const current = async () => ({
      documents: await presentAll(ctx, ctx.model, [referenceItemId, body.parent.id]),
    });
    const [referenceItem, parent] = await lockVersions(
      ctx,
      ctx.model,
      [{ id: referenceItemId, lock_version: body.lock_version }, body.parent],
      current,
    );
    if (Number(referenceItem!.parent_id) !== body.parent.id) {
      throw new ApiError(422, 'Il riferimento non appartiene al documento indicato', 'invalid_input');
    }
    const updateProject = await updateProjectSetting(ctx);
    const projectId = Number(parent!.project_id);
    if (updateProject) {
      if (!body.project || body.project.id !== projectId) {
        throw new ApiError(
          422,
          'Indicare il progetto del documento con il suo lock_version',
          'invalid_input',
        );
      }
      const projects = ctx.services.registry.get('projects')!;
      await lockVersions(ctx, projects, [body.project], async () => ({
        project: await ctx.services.records.show(projects, projectId, tx),
      }));
    }

    let picksQuery = tx
      .selectFrom('picks')
      .select(['id', 'quantity', 'quantity_detected'])
      .where('document_id', '=', referenceItemId)
      .orderBy('id');
    if (ctx.services.dialect === 'postgres') picksQuery = picksQuery.forUpdate();
    const picks = (await picksQuery.execute()).map((p) => ({
      id: p.id as number,
      quantity: Number(p.quantity ?? 0),
      quantity_detected: Number(p.quantity_detected ?? 0),
    }));
    const siblings = await tx
      .selectFrom('documents')
      .selectAll()
      .where('parent_id', '=', body.parent.id)
      .execute();
    const projectDocuments = updateProject
      ? await tx
          .selectFrom('documents')
          .selectAll()
          .where('project_id', '=', projectId)
          .where('parent_id', 'is', null)
          .execute()
      : [];

    const exit = preparationExit({
      picks,
      siblings: siblings.map((row) => flags(row as Row)),
      referenceItemId,
      projectDocuments: projectDocuments.map((row) => flags(row as Row)),
      parentId: body.parent.id,
      updateProject,
    });
    if (exit.confirm && !body.confirmed) {
      throw confirmationRequired(exit.confirm, EXIT_INCOMPLETE_MESSAGE, await current());
    }
    await ctx.services.records.update(
      ctx.model,
      referenceItemId,
      { ...exit.referenceItem },
      ctx.userId,
      [],
      tx,
    );
    await ctx.services.records.update(ctx.model, body.parent.id, { ...exit.parent }, ctx.userId, [], tx);
    if (exit.project) {
      const projects = ctx.services.registry.get('projects')!;
      await ctx.services.records.update(projects, projectId, { ...exit.project }, ctx.userId, [], tx);
    }
    return { projectId: exit.project ? projectId : null };
  },
  async answer(ctx, result) {
    const projects = ctx.services.registry.get('projects')!;
    return {
      documents: await presentAll(ctx, ctx.model, [ctx.id!, ctx.body.parent.id]),
      project: result.projectId ? await ctx.services.records.show(projects, result.projectId, ctx.tx) : null,
    };
  },
});
