import type { Row, Tx } from '../db/types';
import { staleRecord } from '../errors';
import { lastWriter } from '../live/last-writer';
import type { Services } from '../services/services';

const sameFigure = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/**
 * The pick's detected quantity the operator decided on (`seen_detected`: 'Quantità Prelevata' in
 * store picking, a figure set by hand), checked against the stored one on the pick the command has
 * locked. Only decisions use it: a reading adds and is never compared (add_reading, issue 41). Another operator's write meanwhile makes them differ: 409 `stale_record` with the pick as
 * stored now and who wrote its last reading and when, so nothing is written and the operator
 * decides again on the fresh figure. No figure sent (an older client): no check.
 */
export async function refuseChangedDetected(
  tx: Tx,
  services: Services,
  pick: Row,
  seen: number | undefined,
): Promise<void> {
  if (seen === undefined || sameFigure(seen, Number(pick.quantity_detected ?? 0))) return;
  const latest = await tx
    .selectFrom('project_rows')
    .select('id')
    .where('pick_id', '=', pick.id as number)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const writer = latest
    ? await lastWriter(tx, { model: 'project_rows', id: latest.id as number })
    : undefined;
  const picks = services.registry.get('picks')!;
  throw staleRecord(
    { picks: [await services.records.show(picks, pick.id as number, tx)] },
    undefined,
    writer,
  );
}
