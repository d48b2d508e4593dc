import { describe, expect, it } from 'vitest';
import {
  checkQuantity,
  closedAfter,
  defaultQuantity,
  findPickForReading,
  packingFlagsOf,
  parseQuantity,
  rowComplete,
  selectionPath,
  sortPicks,
} from '../../../src/features/order/packing-rules';
import type { PackingPick } from '../../../src/features/order/packing-types';

const pick = (id: number, code: string, location: string, expected: number, detected = 0): PackingPick => ({
  id,
  project_id: 1,
  item_id: id * 10,
  quantity: expected,
  quantity_detected: detected,
  item: {
    id: id * 10,
    code,
    barcode: `800${id}`,
    description: `Articolo ${code}`,
    location: { id: id, name: location },
    additional_barcodes: [{ code: `810${id}` }],
  },
});

describe('packing flags and exit', () => {
  it('reads the query flags; exit keeps the mode', () => {
    const flags = packingFlagsOf('?incoming=false&outgoing=true&picking=false&revision=true&locked');
    expect(flags).toEqual({ incoming: false, outgoing: true, picking: false, revision: true, locked: true });
    expect(selectionPath(flags)).toBe('/order/selection?incoming=false&outgoing=true&picking=false');
    expect(packingFlagsOf('?picking').picking).toBe(true);
    expect(packingFlagsOf('').outgoing).toBe(true);
  });
});

describe('picks', () => {
  it('are sorted by location name, then item code', () => {
    const sorted = sortPicks([pick(1, 'B', 'B02', 1), pick(2, 'C', 'A01', 1), pick(3, 'A', 'B02', 1)]);
    expect(sorted.map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it('a barcode finds the item by barcode or additional barcode, a tag by item code', () => {
    const picks = [pick(1, 'ART-1', 'A', 2), pick(2, 'ART-2', 'A', 2)];
    expect(findPickForReading(picks, '8002', 'barcode')?.id).toBe(2);
    expect(findPickForReading(picks, '8101', 'barcode')?.id).toBe(1);
    expect(findPickForReading(picks, 'ART-2', 'tag')?.id).toBe(2);
    expect(findPickForReading(picks, 'ART-2', 'barcode')).toBeUndefined();
    expect(findPickForReading(picks, '9999', 'barcode')).toBeUndefined();
  });

  it('two picks of one item: the first still to complete', () => {
    const done = { ...pick(1, 'ART-1', 'A', 2, 2) };
    const open = { ...pick(2, 'ART-1', 'B', 2, 0), item: done.item };
    expect(findPickForReading([done, open], '8001', 'barcode')?.id).toBe(2);
  });
});

describe('the row modal', () => {
  const p = pick(1, 'ART-1', 'A', 3, 1);

  it('opens with 1 (remaining when assigning the remaining quantity)', () => {
    expect(defaultQuantity(p)).toBe(1);
    expect(defaultQuantity(p, true)).toBe(2);
  });

  it('confirm needs location, quantity and (except incoming) a package', () => {
    const values = { locationId: '4', quantity: 1, packageId: '9' };
    expect(rowComplete(p, values, false)).toBe(true);
    expect(rowComplete(p, { ...values, packageId: null }, false)).toBe(false);
    expect(rowComplete(p, { ...values, packageId: null }, true)).toBe(true);
    expect(rowComplete(p, { ...values, quantity: '' }, true)).toBe(false);
    expect(rowComplete(p, { ...values, locationId: null }, true)).toBe(false);
  });

  it('quantities: decimal comma, negatives refused, excess allowed, absurd sizes refused', () => {
    expect(parseQuantity('1,5')).toBe(1.5);
    expect(parseQuantity('abc')).toBeNaN();
    expect(parseQuantity('')).toBeNaN();
    expect(checkQuantity(p, 10)).toEqual({ ok: true });
    expect(checkQuantity(p, -1)).toMatchObject({
      ok: false,
      text: 'Non è consentito inserire valori negativi nel campo Quantità!',
    });
    expect(checkQuantity(p, Number.NaN)).toMatchObject({ ok: false, reason: 'invalidQuantity' });
    expect(checkQuantity(p, 1e9)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('a pick closes once detected plus entered reaches expected', () => {
    expect(closedAfter(p, 2)).toBe(true);
    expect(closedAfter(p, 1)).toBe(false);
  });
});
