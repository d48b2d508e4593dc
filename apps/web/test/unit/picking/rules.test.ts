import { describe, expect, it } from 'vitest';
import { formatQuantity, parseQuantity, partyDetails } from '../../../src/domain/format';
import { itemCodes, stockOf } from '../../../src/domain/items';
import {
  buildBarcodeIndex,
  checkPickQuantity,
  findPickForCode,
  listsWithPicks,
  otherLocations,
  pickLocationName,
  picksById,
  pickSearchText,
  sortPicks,
} from '../../../src/domain/picks';
import type { AdditionalBarcode, Item, Pick, Project } from '../../../src/domain/records';

const additional = (code: string): AdditionalBarcode => ({ id: 0, item_id: 0, code });
import {
  comparePickingLists,
  findListByName,
  parseProjectIds,
  pickingListSearchText,
  sortPickingLists,
} from '../../../src/features/picking/rules';

const item = (id: number, code: string, location: string, extra: Partial<Item> = {}): Item => ({
  id,
  code,
  description: `Descrizione ${code}`,
  barcode: `800${id}`,
  additional_barcodes: [additional(`810${id}`)],
  location: { id: id * 10, name: location },
  ...extra,
});

const pick = (id: number, it: Item, expected: number, detected = 0, projectId = 1): Pick => ({
  id,
  project_id: projectId,
  item_id: it.id,
  quantity: expected,
  quantity_detected: detected,
  item: it,
});

describe('parseProjectIds', () => {
  it('reads positive integers once each, in order, skipping anything else', () => {
    expect(parseProjectIds('3,5,8')).toEqual([3, 5, 8]);
    expect(parseProjectIds(' 5 , 3,5,,x,-1,0,2.5,7')).toEqual([5, 3, 7]);
    expect(parseProjectIds('')).toEqual([]);
    expect(parseProjectIds(null)).toEqual([]);
  });
});

describe('picking-list order', () => {
  const at = (m: number) => `2026-01-01T08:${String(m).padStart(2, '0')}:00.000Z`;
  const p = (name: string, flags: Partial<Project>, minute: number): Project => ({
    id: minute,
    name,
    updated_at: at(minute),
    ...flags,
  });

  it('closed, prepared, delivered, partial, suspended ascending, then updated_at descending', () => {
    const lists = [
      p('closed', { closed: true }, 50),
      p('suspended', { suspended: true }, 40),
      p('old', {}, 1),
      p('partial', { partial: true }, 30),
      p('prepared', { prepared: true }, 20),
      p('new', {}, 9),
      p('delivered', { delivered: true }, 10),
      p('partial-suspended', { partial: true, suspended: true }, 35),
    ];
    expect(sortPickingLists(lists).map((l) => l.name)).toEqual([
      'new',
      'old',
      'suspended',
      'partial',
      'partial-suspended',
      'delivered',
      'prepared',
      'closed',
    ]);
  });

  it('a missing date sorts after dated lists; equal lists keep their order', () => {
    const undated: Project = { id: 1, name: 'undated' };
    const dated = p('dated', {}, 5);
    expect(sortPickingLists([undated, dated]).map((l) => l.name)).toEqual(['dated', 'undated']);
    expect(comparePickingLists(undated, { id: 2, name: 'other' })).toBe(0);
  });

  it('searches by number and customer name; finds a list by name as read', () => {
    const list: Project = { id: 1, name: 'LP-1', customer: { id: 1, name: 'Rossi' } };
    expect(pickingListSearchText(list)).toBe('LP-1 Rossi');
    expect(pickingListSearchText({ id: 2, name: 'LP-2' })).toBe('LP-2 ');
    const lists = [{ name: 'LP-1' }, { name: ' LP-2 ' }];
    expect(findListByName(lists, 'LP-1')).toBe(lists[0]);
    expect(findListByName(lists, 'LP-2')).toBe(lists[1]);
    expect(findListByName(lists, 'lp-1')).toBeUndefined();
  });
});

describe('picks', () => {
  const a = item(1, 'B-2', 'A01');
  const b = item(2, 'A-1', 'B01');
  const c = item(3, 'A-10', 'A01');
  const d = item(4, 'A-9', 'A01');

  it('sorts by item location name, then item code (numbers in codes compare as numbers)', () => {
    const picks = [pick(1, a, 1), pick(2, b, 1), pick(3, c, 1), pick(4, d, 1)];
    expect(sortPicks(picks).map((p) => p.item?.code)).toEqual(['A-9', 'A-10', 'B-2', 'A-1']);
  });

  it("uses the pick's location when the item has none", () => {
    const loose: Pick = { ...pick(5, { id: 5, code: 'Z' }, 1), location: { id: 1, name: 'AAA' } };
    expect(pickLocationName(loose)).toBe('AAA');
    expect(pickLocationName(pick(6, { id: 6, code: 'Y' }, 1))).toBe('');
    expect(sortPicks([pick(1, a, 1), loose]).map((p) => p.id)).toEqual([1, 5]);
  });

  it('searches by item code and description', () => {
    expect(pickSearchText(pick(1, a, 1))).toBe('B-2 Descrizione B-2');
    expect(pickSearchText({ id: 1, project_id: 1, item_id: 1, quantity: 1 })).toBe(' ');
  });

  it('the item codes are its barcode and additional barcodes', () => {
    expect(itemCodes(a)).toEqual(['8001', '8101']);
    expect(
      itemCodes({ id: 9, code: 'X', barcode: null, additional_barcodes: [additional('1'), additional('')] }),
    ).toEqual(['1']);
    expect(itemCodes(null)).toEqual([]);
  });
});

describe('barcode index', () => {
  const a = item(1, 'A', 'A01');
  const b = item(2, 'B', 'A01', { additional_barcodes: [additional('8002'), additional('X2')] });

  it('maps every barcode and additional barcode to its picks, each pick once per code', () => {
    const picks = [pick(10, a, 5), pick(20, b, 1), pick(30, a, 2, 0, 2)];
    const index = buildBarcodeIndex(picks);
    expect(index.get('8001')).toEqual([10, 30]);
    expect(index.get('8101')).toEqual([10, 30]);
    expect(index.get('8002')).toEqual([20]);
    expect(index.get('X2')).toEqual([20]);
    expect(index.get('nope')).toBeUndefined();
  });

  it('opens the first pick of the item still to complete, else the first; unknown codes find nothing', () => {
    const first = pick(10, a, 5, 5);
    const second = pick(30, a, 2, 0, 2);
    const picks = [first, second];
    const index = buildBarcodeIndex(picks);
    expect(findPickForCode(index, picksById(picks), '8001')?.id).toBe(30);
    const done = [first, { ...second, quantity_detected: 3 }];
    expect(findPickForCode(index, picksById(done), '8001')?.id).toBe(10);
    expect(findPickForCode(index, picksById(picks), ' 8101 ')?.id).toBe(30);
    expect(findPickForCode(index, picksById(picks), '999')).toBeUndefined();
  });

  it('reads the current quantities through the id map (the index is built once)', () => {
    const picks = [pick(10, a, 5, 0), pick(30, a, 2, 0, 2)];
    const index = buildBarcodeIndex(picks);
    const later = [pick(10, a, 5, 5), pick(30, a, 2, 0, 2)];
    expect(findPickForCode(index, picksById(later), '8001')?.id).toBe(30);
  });

  it('with excess not allowed an exceeded pick is still to complete', () => {
    const over = pick(10, a, 2, 3);
    const other = pick(30, a, 2, 2, 2);
    const index = buildBarcodeIndex([over, other]);
    expect(findPickForCode(index, picksById([over, other]), '8001', true)?.id).toBe(10);
    expect(findPickForCode(index, picksById([over, other]), '8001', false)?.id).toBe(10);
    const exact = pick(10, a, 2, 2);
    const under = pick(30, a, 2, 1, 2);
    expect(findPickForCode(index, picksById([exact, under]), '8001', false)?.id).toBe(30);
  });
});

describe('pick modal details', () => {
  it('other locations: the item locations besides the shown one, once each', () => {
    const it = item(1, 'A', 'A01', {
      locations: [
        { id: 1, name: 'A01' },
        { id: 2, name: 'B01' },
        { id: 3, name: 'B01' },
        { id: 4, name: 'C01' },
      ],
    });
    expect(otherLocations(pick(1, it, 1))).toEqual(['B01', 'C01']);
    expect(otherLocations(pick(1, item(2, 'B', 'A01'), 1))).toEqual([]);
  });

  it('stock, with what is available only when some is locked', () => {
    expect(stockOf({ id: 1, code: 'A', quantity: 100, locked_quantity: 10 })).toEqual({
      stock: 100,
      available: 90,
    });
    expect(stockOf({ id: 1, code: 'A', quantity: 100, locked_quantity: 0 })).toEqual({
      stock: 100,
      available: null,
    });
    expect(stockOf(null)).toEqual({ stock: 0, available: null });
  });

  it('parses the typed quantity (decimal comma, empty is not a number)', () => {
    expect(parseQuantity('2,5')).toBe(2.5);
    expect(parseQuantity('-1')).toBe(-1);
    expect(parseQuantity(3)).toBe(3);
    expect(parseQuantity('')).toBeNaN();
    expect(parseQuantity('-')).toBeNaN();
    expect(parseQuantity(null)).toBeNaN();
  });

  it('checks the quantity: negative refused, excess only when the option says so', () => {
    const p = pick(1, item(1, 'A', 'A01'), 5, 3);
    expect(checkPickQuantity(p, 2, true)).toEqual({ ok: true });
    expect(checkPickQuantity(p, 4, true)).toEqual({ ok: true });
    expect(checkPickQuantity(p, -1, true)).toMatchObject({
      ok: false,
      title: 'Quantità non valida',
      text: 'Non è consentito inserire valori negativi nel campo Quantità!',
    });
    expect(checkPickQuantity(p, 4, false)).toMatchObject({
      ok: false,
      text: 'La Quantità inserita sommata alla Quantità rilevata in precedenza è superiore alla Quantità Prevista!',
    });
    expect(checkPickQuantity(p, Number.NaN, true)).toMatchObject({ ok: false, reason: 'invalidQuantity' });
  });

  it('formats quantities the Italian way', () => {
    expect(formatQuantity(2.5)).toBe('2,5');
    expect(formatQuantity(12345.6789)).toBe('12345,679');
    expect(formatQuantity(null)).toBe('0');
  });

  it("writes a party's address on one line", () => {
    expect(
      partyDetails({ address: 'Via Roma 1', postal_code: '20100', locality: 'Milano', province: 'MI' }),
    ).toBe('Via Roma 1, 20100 Milano (MI)');
    expect(partyDetails({ locality: 'Milano' })).toBe('Milano');
    expect(partyDetails(null)).toBe('');
  });
});

describe('listsWithPicks', () => {
  it('groups the picks by selected list, keeping lists without picks', () => {
    const it = item(1, 'A', 'A01');
    const picks = [pick(1, it, 2, 1, 7), pick(2, it, 3, 0, 9), pick(3, it, 1, 1, 7), pick(4, it, 1, 1, 99)];
    expect(listsWithPicks([7, 8, 9], picks)).toEqual([
      {
        id: 7,
        picks: [
          { id: 1, quantity: 2, quantity_detected: 1 },
          { id: 3, quantity: 1, quantity_detected: 1 },
        ],
      },
      { id: 8, picks: [] },
      { id: 9, picks: [{ id: 2, quantity: 3, quantity_detected: 0 }] },
    ]);
  });
});
