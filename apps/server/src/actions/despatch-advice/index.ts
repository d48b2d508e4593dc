import { normalizeGtin, hasValidCheckDigit, isValidGln } from '@warehouse/shared';
import type { Row } from '../../db/types';
import { ApiError } from '../../errors';
import { siteParty } from '../logistic-labels';
import type { CustomAction } from '../types';
import { desadvJson, writeDesadv, type Desadv, type DesadvPackage } from './edifact';

/** The GLN of a party row, if it has a valid one. */
const glnOf = (party: unknown) => {
  const gln = (party as Row | null | undefined)?.gln;
  return typeof gln === 'string' && isValidGln(gln) ? gln : null;
};

/**
 * `GET /projects/{id}?do=despatch_advice[&format=json]` (docs/server.md "Despatch advice"): the
 * order's shipment — its packages that have an SSCC, with their items, quantities, lots and dates —
 * as an EANCOM D96A DESADV (`application/edifact`), or as JSON with the same content. Refused (422
 * `invalid_input`) with what is missing: the site's, the customer's GLN, packages without an SSCC,
 * items without a GTIN barcode.
 */
export const despatchAdvice: CustomAction = {
  model: 'projects',
  name: 'despatch_advice',
  methods: ['GET'],
  permission: 'read',
  async run({ request, reply, services, model, id }) {
    const project = (await services.records.show(model, id!, services.db)) as Row;
    const site = await siteParty(services.db);
    const customer = project.customer as Row | null;
    const address = project.address as Row | null;
    const missing: string[] = [];
    if (!isValidGln(site.gln)) missing.push('GLN del magazzino (impostazione site.gln)');
    const buyer = glnOf(customer);
    if (!buyer) missing.push('GLN del cliente');
    const rows = await services.db
      .selectFrom('packages as p')
      .leftJoin('project_rows as r', 'r.package_id', 'p.id')
      .leftJoin('items as i', 'i.id', 'r.item_id')
      .select([
        'p.id as package_id',
        'p.name as package_name',
        'p.sscc',
        'p.incremental',
        'r.quantity',
        'r.lot',
        'r.expiry_date',
        'i.code as item_code',
        'i.barcode',
      ])
      .where('p.project_id', '=', id!)
      .orderBy('p.incremental')
      .orderBy('p.id')
      .orderBy('r.id')
      .execute();
    const packages = new Map<number, DesadvPackage & { name: string }>();
    const noGtin = new Set<string>();
    for (const row of rows) {
      if (row.quantity == null) continue; // an empty package ships nothing
      const key = Number(row.package_id);
      let pkg = packages.get(key);
      if (!pkg) {
        pkg = { sscc: String(row.sscc ?? ''), name: String(row.package_name), lines: [] };
        packages.set(key, pkg);
      }
      const gtin = normalizeGtin(row.barcode as string | null);
      if (!gtin || !hasValidCheckDigit(gtin)) {
        noGtin.add(String(row.item_code ?? ''));
        continue;
      }
      const lot = (row.lot as string | null) || null;
      const bestBefore = (row.expiry_date as string | null) || null;
      const same = pkg.lines.find((l) => l.gtin === gtin && l.lot === lot && l.bestBefore === bestBefore);
      if (same) same.quantity += Number(row.quantity);
      else
        pkg.lines.push({
          gtin,
          itemCode: (row.item_code as string | null) ?? undefined,
          quantity: Number(row.quantity),
          lot,
          bestBefore,
        });
    }
    const unlabelled = [...packages.values()].filter((p) => !p.sscc).map((p) => p.name);
    if (unlabelled.length > 0) missing.push(`SSCC dei colli ${unlabelled.join(', ')}`);
    if (noGtin.size > 0) missing.push(`GTIN degli articoli ${[...noGtin].join(', ')}`);
    if (packages.size === 0) missing.push('colli con articoli');
    if (missing.length > 0) {
      throw new ApiError(
        422,
        `Avviso di spedizione non compilabile: mancano ${missing.join('; ')}`,
        'invalid_input',
        {
          missing,
        },
      );
    }
    const now = new Date();
    const advice: Desadv = {
      reference: String(id).slice(0, 14),
      number: String(project.name ?? id),
      date: now,
      despatchDate: now,
      sender: site.gln,
      recipient: buyer!,
      buyer: { gln: buyer! },
      supplier: { gln: site.gln },
      deliveryPoint: { gln: glnOf(address) ?? buyer! },
      orderNumber: String(project.name ?? ''),
      packages: [...packages.values()].map(({ sscc, lines }) => ({ sscc, lines })),
    };
    const query = request.query as Record<string, unknown>;
    if (query.format === 'json') return desadvJson(advice);
    return reply
      .type('application/edifact; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="desadv-${advice.number.replace(/[^\w.-]/g, '_')}.edi"`,
      )
      .header('cache-control', 'no-store')
      .send(writeDesadv(advice));
  },
};
