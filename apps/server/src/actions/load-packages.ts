import { z } from 'zod';
import { isPackageLoadable } from '@warehouse/shared';
import { ApiError, forbidden } from '../errors';
import { isAdminOrSupervisor } from '../auth/roles';
import { defineCommand, distinctIds, lockVersions, presentAll, versionRef } from './command';
import { recordEvent } from '../services/webhook-outbox';

const body = z.object({ packages: z.array(versionRef).min(1).max(500).refine(distinctIds) });

/**
 * `POST /packages?do=load_packages`: 'Carica selezionati' (spec §4 "Package lifecycle"). Every
 * selected package gets shipped true and the same shipping_date (the server's clock, ISO), all or
 * nothing: a stale lock_version is 409 `stale_record`, a package not closed or already shipped is
 * 409 `already_closed`, and then no package is loaded. Only supervisors select packages (§6).
 */
export const loadPackages = defineCommand({
  model: 'packages',
  name: 'load_packages',
  on: 'collection',
  permission: 'update',
  body,
  invalidBody: 'Indicare i colli da caricare (id e lock_version, ciascuno una volta)',
  async run(ctx) {
    if (!(await isAdminOrSupervisor(ctx.tx, ctx.userId))) {
      throw forbidden('Solo un supervisore può caricare i colli sul camion');
    }
    const rows = await lockVersions(ctx, ctx.model, ctx.body.packages, undefined, (found) => {
      const refused = found.find(
        (row) => !isPackageLoadable({ closed: Boolean(row.closed), shipped: Boolean(row.shipped) }),
      );
      if (!refused) return null;
      const name = String(refused.name);
      return {
        message: refused.shipped
          ? `Collo ${name} già caricato sul camion`
          : `Collo ${name} non ancora chiuso`,
        row: refused,
      };
    });
    const projects = new Set(rows.map((row) => row.project_id));
    if (projects.size > 1)
      throw new ApiError(422, 'I colli da caricare devono essere di un solo progetto', 'invalid_input');
    const shippingDate = new Date().toISOString();
    for (const row of rows) {
      await ctx.services.records.update(
        ctx.model,
        row.id as number,
        { shipped: true, shipping_date: shippingDate },
        ctx.userId,
        [],
        ctx.tx,
      );
    }
    const ids = rows.map((row) => row.id as number);
    recordEvent(ctx.tx, 'package.shipped', { ids }, ctx.userId);
    return { ids, shippingDate };
  },
  async answer(ctx, { ids, shippingDate }) {
    return {
      packages: await presentAll(ctx, ctx.model, ids),
      loaded: ids.length,
      shipping_date: shippingDate,
    };
  },
});
