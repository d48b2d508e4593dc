/**
 * The lines of a counting screen and what the operator sees on them: the server's detected
 * quantity plus what is still in the outbox (pending), so a count entered in a dead spot shows at
 * once. Pure functions, unit-tested.
 */
import {
  countedQuantity,
  rowStatus,
  type CountContribution,
  type ReadLot,
  type RowStatus,
} from '@warehouse/shared';
import type { Item, Pick, Reading } from './types';

export interface CountLine {
  /** `pick:<id>` for list and mixed lines, `item:<id>` for free lines (one per item). */
  key: string;
  itemId: number;
  pickId: number | null;
  item: Item | null;
  locationName: string;
  expected: number;
  /** What the server has. */
  detected: number;
  /** What waits in the outbox for this line. */
  pending: number;
  /** Free lines: who counted last and when (an open dialog names them when the count changes). */
  lastReading?: { userId: number; at: string } | null;
  /** Who counted how much of the line, as the server has it (issue 48); absent from an older copy. */
  countedBy?: CountContribution[];
}

/** What `?do=inventory_counted_by` answers for a line: a pick's, or in free counting an item's. */
export interface CountedByLine {
  pick_id: number | null;
  item_id?: number;
  counted_by: CountContribution[];
}

/** The lines with who counted how much on each (a line nobody counted yet has an empty list). */
export function withCountedBy(lines: readonly CountLine[], counted: readonly CountedByLine[]): CountLine[] {
  const byPick = new Map(counted.filter((c) => c.pick_id !== null).map((c) => [c.pick_id!, c.counted_by]));
  const byItem = new Map(counted.filter((c) => c.pick_id === null).map((c) => [c.item_id!, c.counted_by]));
  return lines.map((line) => ({
    ...line,
    countedBy: (line.pickId !== null ? byPick.get(line.pickId) : byItem.get(line.itemId)) ?? [],
  }));
}

/** What an outbox entry of a count carries, so the screen can show it on its line. */
export interface CountMeta {
  itemId: number;
  pickId: number | null;
  quantity: number;
  item: Item;
  locationName: string;
  /** The lot read with the item (issue 34). */
  lot?: ReadLot;
}

const num = (v: number | null | undefined) => v ?? 0;

export function linesFromPicks(picks: readonly Pick[]): CountLine[] {
  return picks.map((p) => ({
    key: `pick:${p.id}`,
    itemId: p.item_id,
    pickId: p.id,
    item: p.item ?? null,
    locationName: p.location?.name ?? '',
    expected: num(p.quantity),
    detected: num(p.quantity_detected),
    pending: 0,
  }));
}

/** Free counting: one line per item read, expected being the item's stock. */
export function linesFromReadings(readings: readonly Reading[]): CountLine[] {
  const byItem = new Map<number, CountLine>();
  for (const r of readings) {
    if (r.item_id == null) continue;
    const itemId = r.item_id;
    const line = byItem.get(itemId) ?? {
      key: `item:${itemId}`,
      itemId,
      pickId: null,
      item: r.item ?? null,
      locationName: r.location?.name ?? '',
      expected: num(r.item?.quantity),
      detected: 0,
      pending: 0,
    };
    line.detected = countedQuantity(line.detected, num(r.quantity));
    // An operator's count adds to their own reading (issue 48): its last change is their last count.
    const at = r.updated_at ?? r.created_at;
    if (r.user_id != null && at && (!line.lastReading || at >= line.lastReading.at))
      line.lastReading = { userId: r.user_id, at };
    byItem.set(itemId, line);
  }
  return [...byItem.values()];
}

/** The lines with the outbox's pending counts on them; an item counted only offline gets its line. */
export function withPending(lines: readonly CountLine[], pending: readonly CountMeta[]): CountLine[] {
  if (pending.length === 0) return lines as CountLine[];
  const out = lines.map((line) => ({ ...line }));
  const byPick = new Map(out.filter((l) => l.pickId !== null).map((l) => [l.pickId!, l]));
  const byItem = new Map(out.map((l) => [l.itemId, l]));
  for (const meta of pending) {
    let line = (meta.pickId !== null ? byPick.get(meta.pickId) : undefined) ?? byItem.get(meta.itemId);
    if (!line) {
      line = {
        key: `item:${meta.itemId}`,
        itemId: meta.itemId,
        pickId: meta.pickId,
        item: meta.item,
        locationName: meta.locationName,
        expected: num(meta.item.quantity),
        detected: 0,
        pending: 0,
      };
      out.push(line);
      byItem.set(meta.itemId, line);
    }
    line.pending = countedQuantity(line.pending, meta.quantity);
  }
  return out;
}

export const shownDetected = (line: CountLine) => countedQuantity(line.detected, line.pending);

/**
 * What is counted so far, one total per measure unit in the order units first appear: 4 CF and
 * 1,25 KG are two totals, never '5,25' (issue 48). Lines with nothing counted add no unit.
 */
export function totalsByUnit(lines: readonly CountLine[]): { unit: string; quantity: number }[] {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const counted = shownDetected(line);
    if (counted === 0) continue;
    const unit = line.item?.measure_unit?.name ?? '';
    totals.set(unit, countedQuantity(totals.get(unit) ?? 0, counted));
  }
  return [...totals].map(([unit, quantity]) => ({ unit, quantity }));
}

export function lineStatus(line: CountLine): RowStatus {
  return rowStatus(line.expected, shownDetected(line));
}

/** Location name, then item code (packing spec §9). */
// One collator for every comparison (`localeCompare` with a locale builds one per call).
const collator = new Intl.Collator('it', { numeric: true });

export function compareLines(a: CountLine, b: CountLine): number {
  return (
    collator.compare(a.locationName, b.locationName) ||
    collator.compare(a.item?.code ?? '', b.item?.code ?? '')
  );
}

export function lineSearchText(line: CountLine): string {
  return `${line.item?.code ?? ''} ${line.item?.description ?? ''}`;
}

/** The codes a reading may carry for an item: its code, barcode and additional barcodes. */
export function itemCodes(item: Item | null | undefined): string[] {
  if (!item) return [];
  return [item.code, item.barcode ?? '', ...(item.additional_barcodes ?? []).map((b) => b.code)].filter(
    Boolean,
  );
}

/** An index from every code of the lines' items to the line (first line wins). */
export function indexLines(lines: readonly CountLine[]): Map<string, CountLine> {
  const index = new Map<string, CountLine>();
  for (const line of lines)
    for (const code of itemCodes(line.item)) if (!index.has(code)) index.set(code, line);
  return index;
}
