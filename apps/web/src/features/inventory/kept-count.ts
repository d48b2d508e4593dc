/**
 * A counting screen's last answers from the server, kept on the device (issue 48): after a reload
 * without a network the screen shows its header, lines and totals from here, the outbox's pending
 * counts on them, rather than an empty page. Replaced by the server's as soon as it answers. The
 * editable modes (free, mixed) also keep the items they can add, slimmed to what a line shows, so a
 * new item read offline becomes a line like any reading.
 */
import { readKept } from '../../lib/keep';
import { placeKey, type CountPlace } from './api';
import type { CountLine } from './count-lines';
import type { InventoryDocument, InventoryProject, Item, Named } from './types';

export interface KeptCount {
  project: InventoryProject;
  document: InventoryDocument | null;
  location: Named | null;
  lines: CountLine[];
}

export const keptCountKey = (projectId: number, place: CountPlace) =>
  `inventory/count/${projectId}/${placeKey(place)}`;

export const KEPT_ITEMS_KEY = 'inventory/items';

export function readKeptCount(projectId: number, place: CountPlace): KeptCount | null {
  const kept = readKept<KeptCount>(keptCountKey(projectId, place));
  return kept && typeof kept === 'object' && Array.isArray(kept.lines) && kept.project ? kept : null;
}

export function readKeptItems(): Item[] | null {
  const kept = readKept<Item[]>(KEPT_ITEMS_KEY);
  return Array.isArray(kept) ? kept : null;
}

/** What a line and a new-item search need of an item: a 10,000-item list must not fill the storage. */
export function slimItems(items: readonly Item[]): Item[] {
  return items.map((i) => ({
    id: i.id,
    code: i.code,
    description: i.description,
    barcode: i.barcode,
    quantity: i.quantity,
    measure_unit: i.measure_unit,
    additional_barcodes: i.additional_barcodes?.map((b) => ({ id: b.id, item_id: b.item_id, code: b.code })),
  }));
}
