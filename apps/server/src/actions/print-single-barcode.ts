import { z } from 'zod';
import { ApiError, badRequest, notFound } from '../api/errors';
import type { CustomAction } from './types';
import { fillTemplate, sendToPrinter } from '../printing/socket';

const body = z.object({
  print_template: z.union([z.string().min(1).max(255), z.coerce.number().int().positive()]),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
  quantity: z.coerce.number().int().min(1).max(500).default(1),
});

/**
 * `POST /printers/{id}?do=print_single_barcode`: fills a template (by name or
 * id) with the given fields and sends `quantity` jobs to the printer; answers
 * `{"ids":[…]}` with the ids of the jobs sent.
 */
export const printSingleBarcode: CustomAction = {
  model: 'printers',
  name: 'print_single_barcode',
  methods: ['POST', 'PUT'],
  permission: 'read',
  async run({ request, services, id }) {
    const parsed = body.safeParse(request.body);
    if (!parsed.success) throw badRequest('Indicare print_template, fields e quantity');
    const { db } = services;
    const printer = await db.selectFrom('printers').selectAll().where('id', '=', id!).executeTakeFirst();
    if (!printer) throw notFound('Stampante non trovata');
    const ref = parsed.data.print_template;
    const template = await db
      .selectFrom('print_templates')
      .selectAll()
      .where(typeof ref === 'number' ? 'id' : 'name', '=', ref)
      .executeTakeFirst();
    if (!template) throw notFound('Modello di stampa non trovato');

    const payload = fillTemplate(template.body as string, parsed.data.fields);
    const ids: number[] = [];
    for (let copy = 0; copy < parsed.data.quantity; copy++) {
      let status = 'sent';
      try {
        await sendToPrinter(printer.host, printer.port, payload);
      } catch {
        status = 'failed';
      }
      const stamp = new Date().toISOString();
      const job = await db
        .insertInto('print_jobs')
        .values({
          printer_id: printer.id,
          print_template_id: template.id,
          user_id: request.currentUser?.id ?? null,
          copies: 1,
          payload,
          status,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (status === 'failed')
        throw new ApiError(503, "La stampante non è raggiungibile; l'etichetta non è stata stampata");
      ids.push(job.id as number);
    }
    return { ids };
  },
};
