import { orderLabels, type LabelPackage, type LabelParty, type OrderLabelFields } from '@warehouse/shared';
import type { Database, Row } from '../db/types';
import { TEMPLATE_NAMES } from '../printing/shipped-templates';

/** The shipped ZPL template of the order label (one per package; fields in packing spec §7). */
export const ORDER_LABEL_TEMPLATE = TEMPLATE_NAMES.order;

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
