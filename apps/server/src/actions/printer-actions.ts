import { z } from 'zod';
import { ApiError, badRequest, notFound, rateLimited, unprocessable } from '../errors';
import { findPrinter, PRINTER_PURPOSES } from '../printing/find-printer';
import { LABEL_FIELDS } from '../printing/label-fields';
import { LabelRenderError, labelSizeMm } from '../printing/preview';
import { fillTemplate, TemplateError } from '../printing/template';
import type { CustomAction } from './types';

const findQuery = z.object({
  purpose: z.enum(PRINTER_PURPOSES).optional(),
  name: z.string().min(1).max(255).optional(),
});

/**
 * `GET /printers?do=find&purpose=store|warehouse` (or `&name=…`): the printer the current user's
 * screens print on (printing/find-printer.ts), with its live `is_online` and `offline_reason`;
 * 404 'Stampante non trovata' (id `printer_not_found`) when there is none.
 */
export const findPrinterAction: CustomAction = {
  model: 'printers',
  name: 'find',
  methods: ['GET'],
  permission: 'read',
  async run({ request, services }) {
    const parsed = findQuery.safeParse(request.query);
    if (!parsed.success || (!parsed.data.purpose && !parsed.data.name)) {
      throw badRequest(`Indicare purpose (${PRINTER_PURPOSES.join(', ')}) oppure name`);
    }
    const user = await services.db
      .selectFrom('users')
      .select('plant_id')
      .where('id', '=', request.currentUser!.id)
      .executeTakeFirst();
    const printer = await findPrinter(services.db, {
      ...parsed.data,
      plantId: user?.plant_id == null ? null : Number(user.plant_id),
    });
    if (!printer) throw new ApiError(404, 'Stampante non trovata', 'printer_not_found');
    // Serialised like GET /printers/{id}, with the live status.
    return services.records.show(services.registry.get('printers')!, Number(printer.id));
  },
};

const previewBody = z.object({
  print_template: z.union([z.string().min(1).max(255), z.number().int().positive()]).optional(),
  /** Unsaved ZPL to preview (a template being edited). */
  body: z.string().min(1).max(50_000).optional(),
  fields: z
    .record(z.string().max(100), z.union([z.string().max(20_000), z.number(), z.boolean(), z.null()]))
    .optional(),
});

/**
 * `POST /print_templates/{id}?do=preview` (or `POST /print_templates?do=preview` with
 * `print_template` or an unsaved `body`) `{"fields":{…}}`: the label rendered to PNG with those
 * fields, or with sample values when no fields are given. Answers `{image: "data:image/png;base64,…",
 * zpl, width_mm, height_mm}`, or the PNG itself when the request accepts only `image/png`.
 */
export const previewTemplate: CustomAction = {
  model: 'print_templates',
  name: 'preview',
  methods: ['POST'],
  permission: 'read',
  async run({ request, reply, services, id }) {
    const wait = services.previewLimit.take(request.currentUser!.id);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw rateLimited('Troppe anteprime, riprovare tra poco', { retry_after: wait });
    }
    const parsed = previewBody.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest('Indicare print_template o body, e fields');
    const ref = id ?? parsed.data.print_template;
    let template = parsed.data.body;
    if (template === undefined) {
      if (ref === undefined) throw badRequest('Indicare print_template o body');
      const row = await services.db
        .selectFrom('print_templates')
        .select('body')
        .where(typeof ref === 'number' ? 'id' : 'name', '=', ref)
        .executeTakeFirst();
      if (!row) throw notFound('Modello di stampa non trovato');
      template = String(row.body);
    }
    let zpl: string;
    try {
      zpl = fillTemplate(template, parsed.data.fields ?? LABEL_FIELDS);
    } catch (err) {
      if (err instanceof TemplateError) throw unprocessable(err.message);
      throw err;
    }
    let png: Buffer;
    try {
      png = await services.labels.render(zpl, request.currentUser?.id ?? '');
    } catch (err) {
      throw previewRefusal(err, request.log);
    }
    if (request.headers.accept === 'image/png') return reply.type('image/png').send(png);
    const size = labelSizeMm(zpl);
    return {
      image: `data:image/png;base64,${png.toString('base64')}`,
      zpl,
      width_mm: size.width,
      height_mm: size.height,
    };
  },
};

/** What a preview that could not be rendered answers; the renderer itself stays usable. */
function previewRefusal(err: unknown, log: { warn(o: object, m: string): void }): ApiError {
  if (!(err instanceof LabelRenderError)) {
    log.warn({ err }, 'label preview failed');
    return unprocessable('Anteprima non disponibile per questo modello');
  }
  if (err.reason === 'too_large') return unprocessable(err.message, 'invalid_template');
  if (err.reason === 'busy')
    return new ApiError(503, 'Anteprime occupate, riprovare tra poco', 'unavailable');
  log.warn({ err: err.message, reason: err.reason }, 'label preview failed');
  return err.reason === 'timeout'
    ? unprocessable('Anteprima non disponibile: etichetta troppo complessa')
    : unprocessable('Anteprima non disponibile per questo modello');
}
