import { describe, expect, it } from 'vitest';
import { formatDate, today } from '../../../src/domain/format';
import type { Project } from '../../../src/domain/records';
import {
  isSupplyFormComplete,
  isValidExpectedQuantity,
  newSupplyPayload,
  parsePickingFlag,
  pickedQuantityWrites,
  sortStoreProjects,
} from '../../../src/features/store/rules';

describe('store supply order', () => {
  const p = (name: string, suspended: boolean, updated?: string): Project => ({
    id: name.length,
    name,
    suspended,
    updated_at: updated,
  });

  it('suspended first, then updated_at descending (undated last)', () => {
    const sorted = sortStoreProjects([
      p('old', false, '2026-01-01T08:00:00Z'),
      p('undated', false),
      p('susp-old', true, '2026-01-01T07:00:00Z'),
      p('new', false, '2026-01-02T08:00:00Z'),
      p('susp-new', true, '2026-01-03T07:00:00Z'),
    ]);
    expect(sorted.map((x) => x.name)).toEqual(['susp-new', 'susp-old', 'new', 'old', 'undated']);
  });
});

describe('supply form', () => {
  it('needs a name and a project date', () => {
    expect(isSupplyFormComplete({ name: 'AN-1', project_date: '2026-03-01' })).toBe(true);
    expect(isSupplyFormComplete({ name: '  ', project_date: '2026-03-01' })).toBe(false);
    expect(isSupplyFormComplete({ name: 'AN-1', project_date: '' })).toBe(false);
  });

  it('creates with serie 0, the current year, external_code = name, the AN typology and branch 1', () => {
    expect(
      newSupplyPayload(
        { name: ' AN-7 ', project_date: '2026-03-01' },
        { typologyId: 3, branchId: 1 },
        new Date(2027, 5, 1),
      ),
    ).toEqual({
      name: 'AN-7',
      project_date: '2026-03-01',
      project_typology_id: 3,
      branch_id: 1,
      serie: 0,
      year: 2027,
      external_code: 'AN-7',
    });
  });

  it('dates: today for the field, DD/MM/YYYY for the list', () => {
    expect(today(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(formatDate('2026-03-15')).toBe('15/03/2026');
    expect(formatDate('2026-03-15T10:00:00Z')).toBe('15/03/2026');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('ieri')).toBe('ieri');
  });
});

describe('quantities', () => {
  it('a new supply pick needs an expected quantity above 0', () => {
    expect(isValidExpectedQuantity(1)).toBe(true);
    expect(isValidExpectedQuantity(0.5)).toBe(true);
    expect(isValidExpectedQuantity(0)).toBe(false);
    expect(isValidExpectedQuantity(-1)).toBe(false);
    expect(isValidExpectedQuantity(Number.NaN)).toBe(false);
  });

  it('the picked quantity: the first reading takes it and the others are emptied', () => {
    expect(
      pickedQuantityWrites(
        [
          { id: 1, quantity: 2 },
          { id: 2, quantity: 1 },
          { id: 3, quantity: 0 },
        ],
        5,
      ),
    ).toEqual({
      update: [
        { id: 1, quantity: 5 },
        { id: 2, quantity: 0 },
      ],
      create: null,
    });
  });

  it('without readings one is created, except for 0', () => {
    expect(pickedQuantityWrites([], 4)).toEqual({ update: [], create: 4 });
    expect(pickedQuantityWrites([], 0)).toEqual({ update: [], create: null });
  });
});

describe('parsePickingFlag', () => {
  it('true only for true or 1', () => {
    expect(parsePickingFlag('true')).toBe(true);
    expect(parsePickingFlag('1')).toBe(true);
    expect(parsePickingFlag('false')).toBe(false);
    expect(parsePickingFlag(null)).toBe(false);
    expect(parsePickingFlag('yes')).toBe(false);
  });
});
