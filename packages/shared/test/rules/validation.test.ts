import { describe, expect, it } from 'vitest';
import { validateQuantity } from '../../src/rules/validation';

const TITLE = 'Quantità non valida';
const NEGATIVE = 'Non è consentito inserire valori negativi nel campo Quantità!';
const ABOVE =
  'La Quantità inserita sommata alla Quantità rilevata in precedenza è superiore alla Quantità Prevista!';

describe('validateQuantity', () => {
  it('accepts a quantity within the expected one', () => {
    expect(validateQuantity({ entered: 3, detected: 2, expected: 5, excessAllowed: false })).toEqual({
      ok: true,
    });
    expect(validateQuantity({ entered: 0, detected: 0, expected: 5 })).toEqual({ ok: true });
  });

  it('refuses a negative quantity, even where excess is allowed', () => {
    const refused = { ok: false, reason: 'negativeQuantity', title: TITLE, text: NEGATIVE };
    expect(validateQuantity({ entered: -1, detected: 0, expected: 5 })).toEqual(refused);
    expect(validateQuantity({ entered: -1, detected: 10, expected: 5, excessAllowed: false })).toEqual(
      refused,
    );
  });

  it('refuses exceeding the expected quantity when excess is off', () => {
    expect(validateQuantity({ entered: 4, detected: 2, expected: 5, excessAllowed: false })).toEqual({
      ok: false,
      reason: 'quantityAboveExpected',
      title: TITLE,
      text: ABOVE,
    });
  });

  it('allows exceeding by default (excess on)', () => {
    expect(validateQuantity({ entered: 4, detected: 2, expected: 5 })).toEqual({ ok: true });
    expect(validateQuantity({ entered: 4, detected: 2, expected: 5, excessAllowed: true })).toEqual({
      ok: true,
    });
  });

  it('does not count rounding of decimals as exceeding', () => {
    expect(validateQuantity({ entered: 0.2, detected: 0.1, expected: 0.3, excessAllowed: false }).ok).toBe(
      true,
    );
  });

  it('refuses a quantity that is not a number', () => {
    for (const entered of [Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(validateQuantity({ entered, detected: 0, expected: 5 })).toMatchObject({
        ok: false,
        reason: 'invalidQuantity',
        title: TITLE,
      });
    }
  });
});
