/**
 * Which printer a screen prints on (spec section 7: "search printer by name or by plant"): the
 * printer with that name when a name is given; otherwise the printer with that purpose (warehouse:
 * order and package labels; store: price labels) of the user's plant, else one with no plant; a
 * printer marked `default` first, then the oldest.
 */
import type { Executor, Row } from '../db/types';

export const PRINTER_PURPOSES = ['warehouse', 'store'] as const;
export type PrinterPurpose = (typeof PRINTER_PURPOSES)[number];

export async function findPrinter(
  db: Executor,
  by: { name?: string; purpose?: PrinterPurpose; plantId?: number | null },
): Promise<Row | undefined> {
  let query = db.selectFrom('printers').selectAll();
  if (by.name !== undefined) return query.where('name', '=', by.name).orderBy('id').executeTakeFirst();
  if (by.purpose) query = query.where('purpose', '=', by.purpose);
  const candidates = await query.execute();
  const rank = (p: Row) =>
    (by.plantId != null && Number(p.plant_id) === by.plantId ? 0 : p.plant_id == null ? 2 : 4) +
    (p.default ? 0 : 1);
  return candidates
    .filter((p) => by.plantId == null || p.plant_id == null || Number(p.plant_id) === by.plantId)
    .sort((a, b) => rank(a) - rank(b) || Number(a.id) - Number(b.id))[0];
}
