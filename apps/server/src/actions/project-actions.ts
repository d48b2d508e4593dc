import { z } from 'zod';
import type { Row } from '../db/types';
import { badRequest, notFound } from '../api/errors';
import { readMultipart } from '../api/multipart';
import type { CustomAction } from './index';

const bulkBody = z.object({
  project_rows: z
    .array(z.looseObject({ id: z.coerce.number().int().positive() }))
    .min(1)
    .max(10_000),
});

/** `PUT /projects/{id}?do=bulk_update_rows`: many readings updated in one transaction, all or nothing. */
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
      const updated: Row[] = [];
      for (const row of parsed.data.project_rows) {
        updated.push(
          await services.records.update(rowsModel, row.id, row as Row, request.currentUser?.id, [], tx),
        );
      }
      return updated;
    });
  },
};

/** `PUT /projects/{id}?do=bulk_update_signatures`: multipart signature images attached to the project. */
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
    return services.records.update(model, id!, {}, request.currentUser?.id, signatures);
  },
};
