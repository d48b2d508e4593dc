import { z } from 'zod';
import { MAX_PREPARATION_LABELS } from '@warehouse/shared';
import type { Row } from '../db/types';
import { TEMPLATE_NAMES } from '../printing/shipped-templates';
import { defineCommand, presentAll } from './command';
import { buildLogisticLabels, LOGISTIC_LABEL_TEMPLATE } from './logistic-labels';
import { NO_PRINTER, oweLabels, printAfterCommit } from './owed-labels';
import type { CustomAction } from './types';

const body = z.object({
  /** How many packages (and labels): 1 … 500. */
  count: z.number().int().min(1).max(MAX_PREPARATION_LABELS),
  /** Where the labels go; null: no printer, the labels are owed; absent: no labels at all. */
  printer_id: z.number().int().positive().nullable().optional(),
});

const createPackages = defineCommand({
  model: 'projects',
  name: 'prepare_packages',
  on: 'member',
  permission: 'update',
  body,
  invalidBody: `Numero di etichette non valido: da 1 a ${MAX_PREPARATION_LABELS}`,
  async run(ctx) {
    const packages = ctx.services.registry.get('packages')!;
    const project = await ctx.services.records.show(ctx.model, ctx.id!, ctx.tx); // 404 for an unknown project
    const ids: number[] = [];
    const names: string[] = [];
    for (let n = 0; n < ctx.body.count; n++) {
      // Named by the one package-name rule (models/package-names.ts), unique under concurrency.
      const created = (await ctx.services.records.create(
        packages,
        { project_id: ctx.id!, closed: false, shipped: false },
        ctx.userId,
        [],
        ctx.tx,
      )) as Row;
      ids.push(Number(created.id));
      names.push(String(created.name));
    }
    // Their labels are owed in this same transaction: no package is created without its label owed.
    const printerId = ctx.body.printer_id;
    if (printerId === undefined) return { ids, owed: [] };
    // With a GS1 company prefix set, the GS1 logistic label: each package's SSCC is given now.
    const logistic = await buildLogisticLabels(ctx.tx, ctx.services.dialect, project, ids);
    const labels = logistic
      ? logistic.map((l) => ({ template: LOGISTIC_LABEL_TEMPLATE, fields: l.fields, packageId: l.packageId }))
      : ids.map((packageId, i) => ({
          template: TEMPLATE_NAMES.package,
          fields: { package_name: names[i]! },
          packageId,
        }));
    const owed = await oweLabels(ctx.tx, ctx.id!, labels, ctx.userId, printerId === null ? NO_PRINTER : null);
    return { ids, owed };
  },
  async answer(ctx, { ids, owed }) {
    return { packages: await presentAll(ctx, ctx.services.registry.get('packages')!, ids), owed };
  },
});

/**
 * `POST /projects/{id}?do=prepare_packages` `{count, printer_id?}`: 'Stampa etichette' of package
 * preparation (packing spec §2, §7). Creates `count` packages of the project in one transaction
 * (all or none) with one package label each owed (barcode = package name) and, once committed,
 * prints them through the one print function. A printer failure stops the printing and leaves the packages created:
 * `labels.error` says why and `labels.printed` how many came out; the rest stay owed (owed-labels.ts),
 * as all do with `printer_id: null`. Answers `{packages, labels}`.
 */
export const preparePackages: CustomAction = {
  ...createPackages,
  async run(ctx) {
    const { packages, owed } = (await createPackages.run(ctx)) as { packages: Row[]; owed: number[] };
    const printerId = (ctx.request.body as { printer_id?: number | null }).printer_id;
    const labels =
      printerId === undefined
        ? null
        : await printAfterCommit(ctx.services.db, ctx.id!, printerId, owed, {
            userId: ctx.request.currentUser?.id,
            process: ctx.services.instance.id,
          });
    return { packages, labels };
  },
};
