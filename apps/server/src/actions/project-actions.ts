import { z } from 'zod';
import type { Row, Tx } from '../db/types';
import { ApiError, badRequest, notFound } from '../errors';
import { lastWriter } from '../live/last-writer';
import { settleDerived } from '../models/derived';
import { readMultipart } from '../services/multipart';
import { removeStoredFiles } from '../services/uploads';
import type { CustomAction } from './types';

const bulkBody = z.object({
  project_rows: z
    .array(z.looseObject({ id: z.coerce.number().int().positive() }))
    .min(1)
    .max(10_000),
});

/**
 * `PUT /projects/{id}?do=bulk_update_rows`: many readings updated in one transaction, all or nothing.
 * Every row sent with a `lock_version` that is no longer stored is named at once (409 `stale_record`
 * with `stale: [{ id, code, project_id, lock_version }]`, the first one as `current` with who moved it
 * and when): outgoing tells the operator which tags moved meanwhile instead of one at a time.
 */
export const bulkUpdateRows: CustomAction = {
  model: 'projects',
  name: 'bulk_update_rows',
  methods: ['PUT', 'PATCH', 'POST'],
  permission: 'update',
  async run({ request, services, id }) {
    const parsed = bulkBody.safeParse(request.body);
    if (!parsed.success) throw badRequest('Indicare project_rows: un elenco di righe con id');
    const rowsModel = services.registry.get('project_rows')!;
    const projectsModel = services.registry.get('projects')!;
    return services.records.transaction(async (tx) => {
      await services.records.show(projectsModel, id!, tx);
      await refuseStale(tx, parsed.data.project_rows);
      // In id order, so that two bulk updates of the same readings lock them in the same order
      // (opposite orders deadlock on PostgreSQL); the answer keeps the order of the request.
      const byId = [...parsed.data.project_rows].sort((a, b) => a.id - b.id);
      const written = new Map<number, Row>();
      for (const row of byId) {
        written.set(
          row.id,
          await services.records.update(rowsModel, row.id, row as Row, request.currentUser?.id, [], tx),
        );
      }
      return parsed.data.project_rows.map((row) => written.get(row.id)!);
    });
  },
};

/**
 * `PUT /projects/{id}?do=bulk_update_signatures`: multipart signature images, which become the
 * project's signatures: the ones they replace are deleted, their files removed once committed (a
 * client that signs again does not pile up files on the server's disk).
 */
export const bulkUpdateSignatures: CustomAction = {
  model: 'projects',
  name: 'bulk_update_signatures',
  methods: ['PUT', 'PATCH', 'POST'],
  permission: 'update',
  async run({ request, services, model, id }) {
    if (!request.isMultipart()) throw badRequest('Inviare le firme come multipart/form-data');
    const { uploads } = await readMultipart(request, undefined);
    const signatures = uploads.map((u) => ({ ...u, field: 'signatures' }));
    if (signatures.length === 0) throw badRequest('Nessuna firma ricevuta');
    const exists = await services.db
      .selectFrom('projects')
      .select('id')
      .where('id', '=', id!)
      .executeTakeFirst();
    if (!exists) throw notFound(`Record non trovato: project ${id}`);
    const replaced: string[] = [];
    const answer = await services.records.transaction(async (tx) => {
      const old = await tx
        .deleteFrom('attachments')
        .where('owner_model', '=', 'projects')
        .where('owner_id', '=', id!)
        .where('field', '=', 'signatures')
        .returning('storage_key')
        .execute();
      replaced.push(...old.map((a) => String(a.storage_key)));
      return services.records.update(model, id!, {}, request.currentUser?.id, signatures, tx);
    }, signatures);
    await removeStoredFiles(replaced, services.uploadDir);
    return answer;
  },
};

const deleteBody = z
  .object({
    ids: z.array(z.coerce.number().int().positive()).max(100_000).optional(),
    /** The readings of these picks (a pick's trash): no need to read the pick's readings first. */
    pick_ids: z.array(z.coerce.number().int().positive()).max(100_000).optional(),
    /** Order packing: the picks emptied are open again (`closed` false). */
    reopen_picks: z.boolean().optional(),
  })
  .optional();

/**
 * `POST /projects/{id}?do=delete_rows`: deletes the project's readings (all of them, those of `ids`
 * or those of `pick_ids` that belong to it) in one transaction and recomputes what they counted
 * toward; answers `{"deleted": N, "picks": [...]}` with the picks named by `pick_ids` as they are now
 * (totals recomputed), so a screen needs no GET afterwards. Running it again deletes nothing more, so
 * a retried 'Concludi' is safe.
 * The rules of deleting one reading apply (models/write-rules): none out of a concluded project, a
 * closed document or package; project management's only by a supervisor.
 */
export const deleteRows: CustomAction = {
  model: 'projects',
  name: 'delete_rows',
  methods: ['POST', 'DELETE'],
  permission: 'update',
  async run({ request, services, model, id }) {
    const parsed = deleteBody.safeParse(request.body ?? undefined);
    if (!parsed.success) throw badRequest('ids deve essere un elenco di id');
    const { ids, pick_ids: pickIds, reopen_picks: reopen } = parsed.data ?? {};
    return services.records.transaction(async (tx) => {
      await services.records.show(model, id!, tx);
      let rows = tx.selectFrom('project_rows').select('id').where('project_id', '=', id!);
      if (ids) rows = rows.where('id', 'in', ids.length > 0 ? ids : [0]);
      if (pickIds) rows = rows.where('pick_id', 'in', pickIds.length > 0 ? pickIds : [0]);
      const found = await rows.orderBy('id').execute();
      // As deleting each one (models/project-rows: its rule once per container, totals, events).
      const deleted = await services.records.destroyAllAs(
        tx,
        services.registry.get('project_rows')!,
        found.map((r) => r.id as number),
        request.currentUser?.id,
      );
      // The totals now: their changes follow the readings' deletion, before a reopened pick's.
      await settleDerived(tx, services.dialect);
      const picks = services.registry.get('picks')!;
      const named = pickIds
        ? await tx
            .selectFrom('picks')
            .select(['id', 'closed'])
            .where('project_id', '=', id!)
            .where('id', 'in', pickIds.length > 0 ? pickIds : [0])
            .orderBy('id')
            .execute()
        : [];
      if (reopen) {
        for (const pick of named.filter((p) => Boolean(p.closed)))
          await services.records.update(
            picks,
            pick.id as number,
            { closed: false },
            request.currentUser?.id,
            [],
            tx,
          );
      }
      await settleDerived(tx, services.dialect);
      const answered = [];
      for (const pick of named) answered.push(await services.records.show(picks, pick.id as number, tx));
      return { deleted, ...(pickIds ? { picks: answered } : {}) };
    });
  },
};

/** 409 `stale_record` naming every row whose sent lock_version is not the stored one (nothing written). */
async function refuseStale(tx: Tx, rows: readonly Row[]): Promise<void> {
  const sent = new Map<number, number>();
  for (const row of rows) if (row.lock_version != null) sent.set(Number(row.id), Number(row.lock_version));
  if (sent.size === 0) return;
  const stored = await tx
    .selectFrom('project_rows')
    .select(['id', 'code', 'project_id', 'lock_version'])
    .where('id', 'in', [...sent.keys()])
    .orderBy('id')
    .execute();
  const stale = stored
    .map((r) => ({
      id: Number(r.id),
      code: r.code == null ? null : String(r.code),
      project_id: r.project_id == null ? null : Number(r.project_id),
      lock_version: Number(r.lock_version),
    }))
    .filter((r) => sent.get(r.id) !== r.lock_version);
  const first = stale[0];
  if (!first) return;
  const writer = await lastWriter(tx, { model: 'project_rows', id: first.id });
  const message = `Modifica in conflitto con altro operatore${stale.length > 1 ? ` su ${stale.length} record` : ''}`;
  throw new ApiError(409, message, 'stale_record', { current: first, ...writer, stale });
}
