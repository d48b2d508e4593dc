/**
 * Pure helpers of order packing (/order/management/{id}); the conclude/suspend rules themselves
 * are `@warehouse/shared`'s and run again on the server. Unit-tested in test/unit/order/packing.
 */
import { isPickComplete, validateQuantity, type PickQuantities, type QuantityCheck } from '@warehouse/shared';
import { orderModeOf } from './mode';
import type { PackingItem, PackingPick, RowValues } from './packing-types';

export type { RowValues };

/** Spec §9: assign remaining quantity off, exceeding allowed, negative not allowed. */
export const PACKING_OPTIONS = { assignRemaining: false, excessAllowed: true } as const;

/** No order line is counted in millions: a larger number is a slip of the finger (or a barcode). */
export const MAX_QUANTITY = 999_999;

export interface PackingModes {
  incoming: boolean;
  outgoing: boolean;
  picking: boolean;
}

export interface PackingFlags extends PackingModes {
  revision: boolean;
  locked: boolean;
}

const isOn = (params: URLSearchParams, name: string) => {
  const value = params.get(name);
  return value !== null && !['false', '0', 'no'].includes(value.trim().toLowerCase());
};

/** The screen's query flags; exactly one mode is on (customer orders when none is given). */
export function packingFlagsOf(search: string | URLSearchParams): PackingFlags {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const mode = orderModeOf(params);
  return {
    incoming: mode === 'incoming',
    outgoing: mode === 'outgoing',
    picking: mode === 'picking',
    revision: isOn(params, 'revision'),
    locked: isOn(params, 'locked'),
  };
}

/** Where exit and close go: order selection with the same mode flags. */
export function selectionPath({ incoming, outgoing, picking }: PackingModes): string {
  return `/order/selection?incoming=${incoming}&outgoing=${outgoing}&picking=${picking}`;
}

export const detectedOf = (pick: PackingPick) => Number(pick.quantity_detected ?? 0);

export const quantitiesOf = (pick: PackingPick): PickQuantities => ({
  id: pick.id,
  quantity: Number(pick.quantity),
  quantity_detected: detectedOf(pick),
});

const collator = new Intl.Collator('it', { numeric: true, sensitivity: 'base' });

/** The location a pick is shown and sorted by: its item's location, else the pick's own. */
export function pickLocationName(pick: PackingPick): string {
  return pick.item?.location?.name ?? pick.location?.name ?? '';
}

/** Spec §2: location name, then item code, ascending. */
export function sortPicks(picks: readonly PackingPick[]): PackingPick[] {
  return [...picks].sort(
    (a, b) =>
      collator.compare(pickLocationName(a), pickLocationName(b)) ||
      collator.compare(a.item?.code ?? '', b.item?.code ?? '') ||
      a.id - b.id,
  );
}

export const pickSearchText = (pick: PackingPick) =>
  `${pick.item?.code ?? ''} ${pick.item?.description ?? ''}`;

function itemBarcodes(item: PackingItem | null | undefined): string[] {
  if (!item) return [];
  return [item.barcode ?? '', ...(item.additional_barcodes ?? []).map((b) => b.code)].filter(Boolean);
}

/**
 * The pick a reading opens: a barcode matches the item's barcode or additional barcodes, a tag the
 * item code (spec §5). Among several picks of one item, the first still to complete.
 */
export function findPickForReading(
  picks: readonly PackingPick[],
  code: string,
  kind: 'barcode' | 'tag',
): PackingPick | undefined {
  const wanted = code.trim();
  const matches = picks.filter((pick) =>
    kind === 'tag' ? pick.item?.code === wanted : itemBarcodes(pick.item).includes(wanted),
  );
  return (
    matches.find((p) => !isPickComplete(Number(p.quantity), detectedOf(p), PACKING_OPTIONS.excessAllowed)) ??
    matches[0]
  );
}

/** The quantity the row modal opens with: 1, or what remains when the assign-remaining option is on. */
export function defaultQuantity(
  pick: PackingPick,
  assignRemaining: boolean = PACKING_OPTIONS.assignRemaining,
): number {
  if (!assignRemaining) return 1;
  return Math.max(0, Number(pick.quantity) - detectedOf(pick));
}

/** The number typed in a quantity field ('' → NaN; a decimal comma accepted). */
export function parseQuantity(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  const text = (value ?? '').trim().replace(',', '.');
  return text === '' || text === '-' || !/^-?\d*\.?\d*$/.test(text) ? Number.NaN : Number(text);
}

/** The quantity check of the row modal: a number, not negative (spec §5), not absurd; excess allowed. */
export function checkQuantity(
  pick: PackingPick,
  entered: number,
): QuantityCheck | { ok: false; reason: 'tooLarge' } {
  const check = validateQuantity({
    entered,
    detected: detectedOf(pick),
    expected: Number(pick.quantity),
    excessAllowed: PACKING_OPTIONS.excessAllowed,
  });
  if (check.ok && entered > MAX_QUANTITY) return { ok: false, reason: 'tooLarge' };
  return check;
}

/**
 * Spec §5: confirm is enabled when every field but the first (the code) has a value: description,
 * location, quantity, and the package except for incoming, where packages are not used.
 */
export function rowComplete(pick: PackingPick, values: RowValues, incoming: boolean): boolean {
  const quantity = String(values.quantity ?? '').trim();
  return (
    Boolean(pick.item?.description) &&
    Boolean(values.locationId) &&
    quantity !== '' &&
    quantity !== '-' &&
    (incoming || Boolean(values.packageId))
  );
}

/** A pick is closed once detected plus entered reaches expected (spec §4); false again otherwise. */
export function closedAfter(pick: PackingPick, entered: number): boolean {
  return detectedOf(pick) + entered >= Number(pick.quantity) - 1e-9;
}

/** The location the row modal starts with: the item's, else the pick's. */
export function startLocationId(pick: PackingPick): number | null {
  return pick.item?.location_id ?? pick.item?.location?.id ?? pick.location_id ?? null;
}

export function locksOf(picks: readonly PackingPick[]): { id: number; lock_version: number }[] {
  return picks.map((p) => ({ id: p.id, lock_version: p.lock_version ?? 0 }));
}

export interface ReadingIndex {
  byBarcode: Map<string, PackingPick[]>;
  byCode: Map<string, PackingPick[]>;
}

/** Barcodes and item codes → picks, built once per load (a reading must not scan 2,000 picks). */
export function buildReadingIndex(picks: readonly PackingPick[]): ReadingIndex {
  const index: ReadingIndex = { byBarcode: new Map(), byCode: new Map() };
  const add = (map: Map<string, PackingPick[]>, code: string, pick: PackingPick) => {
    const list = map.get(code);
    if (list) list.push(pick);
    else map.set(code, [pick]);
  };
  for (const pick of picks) {
    for (const code of new Set(itemBarcodes(pick.item))) add(index.byBarcode, code, pick);
    if (pick.item?.code) add(index.byCode, pick.item.code, pick);
  }
  return index;
}

/** The pick a code opens: by barcode first, else by item code (a tag); the first still to complete. */
export function findPickInIndex(index: ReadingIndex, code: string): PackingPick | undefined {
  const wanted = code.trim();
  const matches = index.byBarcode.get(wanted) ?? index.byCode.get(wanted) ?? [];
  return (
    matches.find(
      (p) => !isPickComplete(Number(p.quantity ?? 0), detectedOf(p), PACKING_OPTIONS.excessAllowed),
    ) ?? matches[0]
  );
}
