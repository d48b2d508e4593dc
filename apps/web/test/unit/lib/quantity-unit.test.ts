import { describe, expect, it } from 'vitest';
import { isDivisibleUnit } from '../../../src/domain/items';
import { acceptsQuantityText, readQuantity } from '../../../src/lib/scan/quantity';

/**
 * The scan modals' quantity field follows the measure unit loaded with the item (its `divisible`
 * flag, issue 30), not the unit's name: a site that weighs 'PZ' or counts 'KG' whole is obeyed.
 */
describe('the quantity field by the item measure unit', () => {
  const field = (unit: { code: string; name: string; divisible?: boolean | null }, typed: string) => {
    const divisible = isDivisibleUnit(unit);
    return { typeable: acceptsQuantityText(typed, divisible), read: readQuantity(typed, { divisible }) };
  };

  it("takes '1,5' in a unit marked divisible, whatever its name", () => {
    expect(field({ code: 'PZ', name: 'Pezzi', divisible: true }, '1,5')).toEqual({
      typeable: true,
      read: { ok: true, quantity: 1.5, implausible: false },
    });
  });

  it("refuses '1,5' in a unit marked not divisible, even one named KG", () => {
    const { typeable, read } = field({ code: 'KG', name: 'Chili', divisible: false }, '1,5');
    expect(typeable).toBe(false);
    expect(read).toEqual({
      ok: false,
      message: "L'unità di misura non ammette decimali: inserire un numero intero.",
    });
  });

  it('falls back to the shared rule by code only when the flag is missing', () => {
    expect(isDivisibleUnit({ code: 'CF', name: 'Confezioni', divisible: null })).toBe(false);
    expect(isDivisibleUnit({ code: 'LT', name: 'Litri' })).toBe(true);
  });
});
