/**
 * The inventory screens' writes, one path each (docs/web-app.md "Which write path"): a counted
 * quantity through the outbox, 'Concludi' / 'Esci' as one server command (sent by the command
 * client), a line's removal.
 */
import { lotPayload, type CountAction } from '@warehouse/shared';
import { api } from '../../lib/api';
import { outbox } from '../../lib/outbox';
import { countScope, type CountPlace } from './api';
import type { CountMeta } from './count-lines';
import type { CloseAnswer } from './types';

/**
 * Queues one counted quantity in the outbox: kept on the device, shown pending, sent by itself
 * (once, whatever the network does) to `?do=inventory_count`, which adds it to the reading.
 */
export function queueCount(projectId: number, place: CountPlace, meta: CountMeta): void {
  outbox.enqueue({
    method: 'POST',
    path: `/projects/${projectId}`,
    query: { do: 'inventory_count' },
    json: {
      ...('documentId' in place ? { document_id: place.documentId } : { location_id: place.locationId }),
      item_id: meta.itemId,
      pick_id: meta.pickId,
      quantity: meta.quantity,
      ...lotPayload(meta.lot ?? {}),
    },
    scope: countScope(projectId, place),
    label: `${meta.item.code} × ${String(meta.quantity).replace('.', ',')}`,
    meta,
    // A queue of counts (a burst, a dead spot) drains in a few requests, each count applied once.
    batch: true,
  });
}

/** 'Concludi', 'Esci/Sospendi' or back: one command; `confirmed` once the operator said yes. */
export async function closeCount(
  projectId: number,
  place: CountPlace,
  action: CountAction,
  lockVersion: number | null,
  confirmed: boolean,
  idempotencyKey: string,
): Promise<CloseAnswer> {
  return api.request<CloseAnswer>('POST', `/projects/${projectId}`, {
    idempotencyKey,
    query: { do: `inventory_${action}` },
    json: {
      ...('documentId' in place ? { document_id: place.documentId } : { location_id: place.locationId }),
      lock_version: lockVersion,
      confirmed,
    },
  });
}
