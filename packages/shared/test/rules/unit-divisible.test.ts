import { describe, expect, it } from 'vitest';
import { parseQuantityText, unitDivisible } from '../../src';

/** One rule for whether a unit takes decimals, asked by the server and the screens (issue 30). */
describe('unitDivisible', () => {
  it("the unit's own flag wins over its code, as a boolean or SQLite's 0/1", () => {
    expect(unitDivisible({ code: 'PZ', divisible: true })).toBe(true);
    expect(unitDivisible({ code: 'KG', divisible: false })).toBe(false);
    expect(unitDivisible({ code: 'KG', divisible: 0 })).toBe(false);
    expect(unitDivisible({ code: 'PZ', divisible: 1 })).toBe(true);
  });

  it('without a flag: whole-piece codes refuse decimals, others take them; the name when no code', () => {
    expect(unitDivisible({ code: ' pz ', divisible: null })).toBe(false);
    expect(unitDivisible({ code: 'CF' })).toBe(false);
    // Packages counted as a unit ('Nr. Colli'), as the screens counted them before the flag.
    expect(unitDivisible({ code: 'Colli ' })).toBe(false);
    expect(unitDivisible({ code: '', name: 'COLLI' })).toBe(false);
    expect(unitDivisible({ code: 'SC' })).toBe(false);
    expect(unitDivisible({ code: 'KG' })).toBe(true);
    expect(unitDivisible({ code: '', name: 'PZ' })).toBe(false);
    expect(unitDivisible(null)).toBe(true);
  });

  it("decides what '1,5' is: refused in a carton counted whole, taken in a piece unit marked divisible", () => {
    expect(parseQuantityText('1,5', { divisible: unitDivisible({ code: 'CT', divisible: false }) })).toEqual({
      ok: false,
      reason: 'notWhole',
    });
    expect(parseQuantityText('1,5', { divisible: unitDivisible({ code: 'PZ', divisible: true }) })).toEqual({
      ok: true,
      value: 1.5,
    });
  });
});
