import { z } from 'zod';
import { badRequest } from '../errors';
import { printLabel } from '../printing/print-label';
import { MAX_COPIES } from '../printing/template';
import type { CustomAction } from './types';

const body = z.object({
  print_template: z.union([z.string().min(1).max(255), z.number().int().positive()]),
  fields: z
    .record(z.string().max(100), z.union([z.string().max(20_000), z.number(), z.boolean(), z.null()]))
    .refine((f) => Object.keys(f).length <= 200)
    .default({}),
  quantity: z.coerce.number().int().min(1).max(MAX_COPIES).optional(),
});

/** The copies asked: `quantity`, else the price label's `label_quantity` field, else one. */
function copiesOf(quantity: number | undefined, fields: Record<string, unknown>): number {
  if (quantity !== undefined) return quantity;
  const fromField = fields.label_quantity;
  if (fromField === undefined || fromField === null || fromField === '') return 1;
  const n = Number(fromField);
  if (!Number.isInteger(n) || n < 1 || n > MAX_COPIES) {
    throw badRequest(`Numero di etichette non valido: da 1 a ${MAX_COPIES}`);
  }
  return n;
}

/**
 * `POST /printers/{id}?do=print_single_barcode` `{"print_template":"name or id","fields":{…},
 * "quantity":N}`: prints one job of N copies (printing/print-label.ts) and answers
 * `{"ids":[jobId],"copies":N}`; 503 `printer_offline` (with `offline_reason`) or 502
 * `print_failed` when the label was not printed, the job recorded as failed either way.
 */
export const printSingleBarcode: CustomAction = {
  model: 'printers',
  name: 'print_single_barcode',
  methods: ['POST', 'PUT'],
  permission: 'read',
  async run({ request, services, id }) {
    const parsed = body.safeParse(request.body ?? {});
    if (!parsed.success) {
      const quantityIssue = parsed.error.issues.some((i) => i.path[0] === 'quantity');
      throw badRequest(
        quantityIssue
          ? `Numero di etichette non valido: da 1 a ${MAX_COPIES}`
          : 'Indicare print_template, fields e quantity',
      );
    }
    const { print_template, fields, quantity } = parsed.data;
    const job = await printLabel(services.db, {
      printerId: id!,
      template: print_template,
      fields,
      copies: copiesOf(quantity, fields),
      userId: request.currentUser?.id ?? null,
    });
    return { ids: [job.id], copies: job.copies };
  },
};
