import type { LabelParty } from '@warehouse/shared';
import type { Dialect, Executor, Row, Tx } from '../db/types';
import { ensurePackageSscc, ssccSettings } from '../models/package-sscc';
import { logisticLabelFields, type LogisticReading } from '../printing/logistic-label';
import { TEMPLATE_NAMES } from '../printing/shipped-templates';

/** The GS1 logistic label's template (203 dpi; the 300 dpi one is for printers set up with it). */
export const LOGISTIC_LABEL_TEMPLATE = TEMPLATE_NAMES.logistic;

/** The site's name and address for the label's "from" (settings `site.name`, `site.address`). */
export async function siteParty(db: Executor): Promise<{ name: string; address: string; gln: string }> {
  const rows = await db.selectFrom('settings').select(['key', 'raw']).where('ns', '=', 'site').execute();
  const value = (key: string) => String(rows.find((r) => r.key === key)?.raw ?? '').trim();
  return { name: value('name'), address: value('address'), gln: value('gln') };
}

export interface LogisticLabel {
  packageId: number;
  fields: Record<string, string>;
}

/**
 * The GS1 logistic label of each of `packageIds` (in that order), or null while no company prefix is
 * set (the callers print their usual labels then). Each package gets its SSCC here if it has none:
 * its first label gives it, in the caller's transaction, and it is kept for ever.
 */
export async function buildLogisticLabels(
  tx: Tx,
  dialect: Dialect,
  project: Row,
  packageIds: readonly number[],
  date = new Date(),
): Promise<LogisticLabel[] | null> {
  const settings = await ssccSettings(tx);
  if (!settings || packageIds.length === 0) return settings ? [] : null;
  const site = await siteParty(tx);
  const rows = await tx
    .selectFrom('project_rows as r')
    .leftJoin('items as i', 'i.id', 'r.item_id')
    .select(['r.package_id', 'r.item_id', 'r.quantity', 'r.lot', 'r.expiry_date', 'i.barcode'])
    .where('r.package_id', 'in', [...packageIds])
    .execute();
  const labels: LogisticLabel[] = [];
  for (const [index, packageId] of packageIds.entries()) {
    const pkg = await tx
      .selectFrom('packages')
      .select(['name'])
      .where('id', '=', packageId)
      .executeTakeFirst();
    const sscc = await ensurePackageSscc(tx, dialect, packageId);
    if (!pkg || !sscc) continue;
    const readings: LogisticReading[] = rows
      .filter((r) => Number(r.package_id) === packageId)
      .map((r) => ({
        item_id: Number(r.item_id ?? 0),
        barcode: r.barcode as string | null,
        quantity: Number(r.quantity ?? 0),
        lot: r.lot as string | null,
        expiry_date: r.expiry_date as string | null,
      }));
    labels.push({
      packageId,
      fields: logisticLabelFields({
        date,
        site,
        address: project.address as LabelParty | null,
        customer: project.customer as LabelParty | null,
        sscc,
        companyPrefixLength: settings.companyPrefix.length,
        packageName: String(pkg.name ?? ''),
        position: index + 1,
        total: packageIds.length,
        readings,
      }),
    });
  }
  return labels;
}

/** The order's packages that hold readings, in incremental order (those that get a label). */
export async function packagesWithReadings(db: Executor, projectId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('packages as p')
    .select(['p.id', 'p.incremental'])
    .where('p.project_id', '=', projectId)
    .where((eb) =>
      eb.exists(eb.selectFrom('project_rows as r').select('r.id').whereRef('r.package_id', '=', 'p.id')),
    )
    .orderBy('p.incremental')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => Number(r.id));
}
