/**
 * An order's lines as the incoming screen uses them: one per item (an order may list an item on more
 * than one pick: their quantities add up), with the remaining quantity the weight hint shows
 * (pick quantity − quantity_detected), and the look-ups a barcode needs.
 */
import { sameGtin } from '@warehouse/shared';
import type { Item, Pick } from '../../domain/records';

export interface OrderLine {
  item: Item;
  quantity: number;
  detected: number;
  /** quantity − detected (may be negative once more was received than ordered). */
  remaining: number;
}

const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** Rounds away binary noise (0.1 + 0.2) so hints and comparisons read as the operator expects. */
export const round = (n: number): number => Math.round(n * 1e6) / 1e6;

export function orderLines(picks: readonly Pick[]): OrderLine[] {
  const byItem = new Map<number, OrderLine>();
  for (const pick of picks) {
    if (!pick.item) continue;
    const line = byItem.get(pick.item.id) ?? { item: pick.item, quantity: 0, detected: 0, remaining: 0 };
    line.quantity = round(line.quantity + num(pick.quantity));
    line.detected = round(line.detected + num(pick.quantity_detected));
    line.remaining = round(line.quantity - line.detected);
    byItem.set(pick.item.id, line);
  }
  return [...byItem.values()].sort((a, b) => a.item.code.localeCompare(b.item.code, 'it'));
}

/** The line of an item code (the spec barcode's 'Articolo Cliente'), compared as written. */
export function lineByCode(lines: readonly OrderLine[], code: string): OrderLine | undefined {
  const wanted = code.trim();
  return lines.find((l) => l.item.code === wanted) ?? lines.find((l) => l.item.code.trim() === wanted);
}

/** The line whose item has this GTIN as its barcode or one of its additional barcodes. */
export function lineByGtin(lines: readonly OrderLine[], gtin: string): OrderLine | undefined {
  return lines.find(
    (l) =>
      sameGtin(l.item.barcode, gtin) ||
      l.item.barcode === gtin ||
      (l.item.additional_barcodes ?? []).some((b) => sameGtin(b.code, gtin) || b.code === gtin),
  );
}
