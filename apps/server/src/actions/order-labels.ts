import { orderLabels, type LabelPackage, type LabelParty, type OrderLabelFields } from '@warehouse/shared';
import type { Database, Row } from '../db/types';
import { fillTemplate, sendToPrinter } from './printing';

/** The shipped ZPL template of the order label (one per package; fields in packing spec §7). */
export const ORDER_LABEL_TEMPLATE = 'etichetta_ordine';

export const PRINTER_UNREACHABLE = "La stampante non è raggiungibile; l'etichetta non è stata stampata";

export interface LabelOutcome {
  /** Labels the order needed (one per package with readings). */
  total: number;
  printed: number;
  /** null when every label was sent; otherwise what the operator is told. */
  error: string | null;
}

/** The order label of each package of the order that holds readings, in incremental order. */
export async function buildOrderLabels(
  db: Database,
  project: Row,
  date = new Date(),
): Promise<OrderLabelFields[]> {
  const projectId = project.id as number;
  const rows = await db
    .selectFrom('project_rows as r')
    .innerJoin('packages as p', 'p.id', 'r.package_id')
    .leftJoin('items as i', 'i.id', 'r.item_id')
    .select([
      'p.id as package_id',
      'p.name as package_name',
      'p.incremental as incremental',
      'r.item_id as item_id',
      'r.quantity as quantity',
      'i.code as item_code',
      'i.description as item_description',
    ])
    .where('p.project_id', '=', projectId)
    .orderBy('p.incremental')
    .orderBy('p.id')
    .execute();
  const packages = new Map<number, LabelPackage & { readings: LabelPackage['readings'][number][] }>();
  for (const row of rows) {
    const id = row.package_id as number;
    let pkg = packages.get(id);
    if (!pkg) {
      pkg = {
        name: String(row.package_name ?? ''),
        incremental: row.incremental == null ? null : Number(row.incremental),
        readings: [],
      };
      packages.set(id, pkg);
    }
    pkg.readings.push({
      item_id: Number(row.item_id ?? 0),
      item_code: row.item_code as string | null,
      item_description: row.item_description as string | null,
      quantity: Number(row.quantity ?? 0),
    });
  }
  return orderLabels({
    date,
    address: project.address as LabelParty | null,
    customer: project.customer as LabelParty | null,
    packages: [...packages.values()],
  });
}

/**
 * Sends the labels to the printer one after the other and records each job. Stops at the first
 * failure (an unreachable printer fails every label the same way): the rest are reported unprinted.
 */
export async function printOrderLabels(
  db: Database,
  printerId: number,
  labels: readonly OrderLabelFields[],
  userId: number | undefined,
): Promise<LabelOutcome> {
  const outcome: LabelOutcome = { total: labels.length, printed: 0, error: null };
  if (labels.length === 0) return outcome;
  const printer = await db.selectFrom('printers').selectAll().where('id', '=', printerId).executeTakeFirst();
  const template = await db
    .selectFrom('print_templates')
    .selectAll()
    .where('name', '=', ORDER_LABEL_TEMPLATE)
    .executeTakeFirst();
  if (!printer) return { ...outcome, error: 'Stampante non trovata' };
  if (!template) return { ...outcome, error: `Modello di stampa non trovato: ${ORDER_LABEL_TEMPLATE}` };
  for (const fields of labels) {
    const payload = fillTemplate(template.body as string, fields);
    let status = 'sent';
    try {
      await sendToPrinter(printer.host, printer.port, payload);
    } catch {
      status = 'failed';
    }
    const stamp = new Date().toISOString();
    await db
      .insertInto('print_jobs')
      .values({
        printer_id: printer.id,
        print_template_id: template.id,
        user_id: userId ?? null,
        copies: 1,
        payload,
        status,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    if (status === 'failed') return { ...outcome, error: PRINTER_UNREACHABLE };
    outcome.printed++;
  }
  return outcome;
}
