import { describe, expect, it } from 'vitest';
import {
  compareLines,
  indexLines,
  lineStatus,
  linesFromPicks,
  linesFromReadings,
  shownDetected,
  totalsByUnit,
  withCountedBy,
  withPending,
  type CountMeta,
} from '../../../src/features/inventory/count-lines';
import type { Item } from '../../../src/features/inventory/types';

const item = (id: number, code: string, stock = 10): Item => ({
  id,
  code,
  barcode: `800${id}`,
  additional_barcodes: [{ code: `810${id}` } as never],
  quantity: stock,
});
const meta = (it: Item, quantity: number, pickId: number | null = null): CountMeta => ({
  itemId: it.id,
  pickId,
  quantity,
  item: it,
  locationName: 'A01',
});

describe('count lines', () => {
  it('free counting: one line per item, expected at its stock, detected summed', () => {
    const a = item(1, 'A');
    const lines = linesFromReadings([
      { id: 1, item_id: 1, quantity: 2, item: a },
      { id: 2, item_id: 1, quantity: 0.1 },
      { id: 3, item_id: 2, quantity: 0.2, item: item(2, 'B', 4) },
    ]);
    expect(lines.map((l) => [l.key, l.expected, l.detected])).toEqual([
      ['item:1', 10, 2.1],
      ['item:2', 4, 0.2],
    ]);
  });

  it('pending counts show on their line, and an item counted only offline gets its own', () => {
    const a = item(1, 'A');
    const lines = linesFromPicks([
      { id: 7, project_id: 1, item_id: 1, quantity: 5, quantity_detected: 2, item: a },
    ]);
    const shown = withPending(lines, [meta(a, 1, 7), meta(a, 1, 7), meta(item(3, 'C', 6), 4)]);
    expect(shown.map((l) => [l.key, shownDetected(l), l.pending, l.expected])).toEqual([
      ['pick:7', 4, 2, 5],
      ['item:3', 4, 4, 6],
    ]);
    // The server's lines are not changed.
    expect(lines[0]!.pending).toBe(0);
    expect(lineStatus(shown[0]!)).toBe('partial');
  });

  it('a line is found by code, barcode or additional barcode; lines sort by location then code', () => {
    const lines = linesFromPicks([
      { id: 1, project_id: 1, item_id: 2, quantity: 1, item: item(2, 'B'), location: { id: 1, name: 'A02' } },
      { id: 2, project_id: 1, item_id: 1, quantity: 1, item: item(1, 'A'), location: { id: 2, name: 'A02' } },
      { id: 3, project_id: 1, item_id: 3, quantity: 1, item: item(3, 'C'), location: { id: 3, name: 'A01' } },
    ]);
    expect([...lines].sort(compareLines).map((l) => l.item?.code)).toEqual(['C', 'A', 'B']);
    const index = indexLines(lines);
    expect(['A', '8001', '8101'].map((code) => index.get(code)?.pickId)).toEqual([2, 2, 2]);
  });
});

describe('totals per unit (issue 48)', () => {
  it('4 CF and 1,25 KG are two totals, pending counts included; nothing counted adds no unit', () => {
    const cf = { ...item(1, 'A'), measure_unit: { name: 'CF' } } as Item;
    const kg = { ...item(2, 'B'), measure_unit: { name: 'KG' } } as Item;
    const line = (it: Item, detected: number, pending = 0) => ({
      key: `item:${it.id}`,
      itemId: it.id,
      pickId: null,
      item: it,
      locationName: 'A01',
      expected: 0,
      detected,
      pending,
    });
    expect(
      totalsByUnit([line(cf, 3, 1), line(kg, 1.25), line({ ...cf, id: 3 } as Item, 0), line(kg, 0.1)]),
    ).toEqual([
      { unit: 'CF', quantity: 4 },
      { unit: 'KG', quantity: 1.35 },
    ]);
    expect(totalsByUnit([])).toEqual([]);
  });

  it('puts who counted how much on each line: a pick line by its pick, a free line by its item', () => {
    const marco = { user_id: 1, name: 'Marco', quantity: 5, at: '2026-12-07T10:00:00Z' };
    const anna = { user_id: 2, name: 'Anna', quantity: 3, at: '2026-12-07T10:01:00Z' };
    const [picked, other] = linesFromPicks([
      { id: 9, item_id: 1, quantity: 10, quantity_detected: 8, item: item(1, 'A') } as never,
      { id: 10, item_id: 2, quantity: 1, quantity_detected: 0, item: item(2, 'B') } as never,
    ]);
    const [free] = linesFromReadings([{ id: 1, item_id: 3, quantity: 3, item: item(3, 'C') } as never]);
    const lines = withCountedBy(
      [picked!, other!, free!],
      [
        { pick_id: 9, counted_by: [marco, anna] },
        { pick_id: null, item_id: 3, counted_by: [anna] },
      ],
    );
    expect(lines.map((l) => l.countedBy)).toEqual([[marco, anna], [], [anna]]);
  });
});
