import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_QUANTITY,
  QUANTITY_DECIMALS,
  checkQuantity,
  defaultDivisible,
  parseQuantityText,
  recordQuantityRefusal,
  type QuantityRules,
} from '../../src';

/**
 * Properties of the quantity rules the server and the screens share (issue 30): whatever a client
 * or an operator sends, what is accepted is a finite, bounded quantity with the unit's precision,
 * and the text an operator types means the number it reads as.
 */
const rules = fc.record({
  divisible: fc.boolean(),
  allowZero: fc.boolean(),
  allowNegative: fc.boolean(),
}) as fc.Arbitrary<QuantityRules>;

const anyNumber = fc.oneof(
  fc.double(),
  fc.integer({ min: -2 * MAX_QUANTITY, max: 2 * MAX_QUANTITY }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 1e300, -0, MAX_QUANTITY, MAX_QUANTITY + 1),
);

/** A number with at most QUANTITY_DECIMALS decimals within the limit, as thousandths. */
const thousandths = fc.integer({ min: 0, max: MAX_QUANTITY * 1000 }).map((n) => n / 1000);

describe('quantity rules, for any input', () => {
  it('an accepted quantity is finite, within ±MAX_QUANTITY, of the allowed sign and precision', () => {
    fc.assert(
      fc.property(anyNumber, rules, (value, r) => {
        const result = checkQuantity(value, r);
        if (!result.ok) return;
        expect(result.value).toBe(value);
        expect(Number.isFinite(value)).toBe(true);
        expect(Math.abs(value)).toBeLessThanOrEqual(MAX_QUANTITY);
        if (!r.allowNegative) expect(value).toBeGreaterThanOrEqual(0);
        if (!r.allowZero) expect(value).not.toBe(0);
        if (!r.divisible) expect(Number.isInteger(value)).toBe(true);
        const scaled = value * 10 ** QUANTITY_DECIMALS;
        expect(Math.abs(scaled - Math.round(scaled))).toBeLessThan(1e-6);
      }),
    );
  });

  it('anything but a finite number is refused as not a number', () => {
    const notNumbers = fc.oneof(
      fc.string(),
      fc.constant(null),
      fc.constant(undefined),
      fc.boolean(),
      fc.constantFrom(Number.NaN, Infinity, -Infinity),
      fc.array(fc.integer()),
    );
    fc.assert(
      fc.property(notNumbers, rules, (value, r) => {
        expect(checkQuantity(value, r)).toEqual({ ok: false, reason: 'notANumber' });
      }),
    );
  });

  it('every whole number from 1 to MAX_QUANTITY is a quantity of any unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_QUANTITY }), fc.boolean(), (n, divisible) => {
        expect(checkQuantity(n, { divisible })).toEqual({ ok: true, value: n });
      }),
    );
  });

  it('above MAX_QUANTITY is refused as above the maximum, whatever the unit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: MAX_QUANTITY, noNaN: true, noDefaultInfinity: true }),
        rules,
        (value, r) => {
          fc.pre(value > MAX_QUANTITY);
          expect(checkQuantity(value, r)).toEqual({ ok: false, reason: 'aboveMaximum' });
        },
      ),
    );
  });

  it('a unit that is not divisible refuses every fraction', () => {
    fc.assert(
      fc.property(thousandths, (value) => {
        fc.pre(!Number.isInteger(value));
        expect(checkQuantity(value, { divisible: false, allowZero: true })).toEqual({
          ok: false,
          reason: 'notWhole',
        });
      }),
    );
  });

  it('typed text reads as the number it shows: with a point or a decimal comma, never otherwise', () => {
    fc.assert(
      fc.property(thousandths, fc.boolean(), (value, comma) => {
        const text = comma ? String(value).replace('.', ',') : String(value);
        fc.pre(!/e/i.test(text));
        const rules = { divisible: true, allowZero: true };
        expect(parseQuantityText(text, rules)).toEqual(checkQuantity(value, rules));
        expect(parseQuantityText(` ${text} `, rules)).toEqual(checkQuantity(value, rules));
      }),
    );
  });

  it('text with an exponent, a space or a second separator inside is never read as a quantity', () => {
    const digits = fc.stringMatching(/^\d{1,4}$/);
    const garbled = fc
      .tuple(digits, fc.constantFrom('e', 'E', ' ', '.5.', ',5,', '+', 'x'), digits)
      .map(([a, mark, b]) => `${a}${mark}${b}`);
    fc.assert(
      fc.property(garbled, rules, (text, r) => {
        expect(parseQuantityText(text, r).ok).toBe(false);
      }),
    );
  });

  it('the server refuses exactly what the rule refuses, with the same reason (zero allowed, negatives not)', () => {
    fc.assert(
      fc.property(anyNumber, fc.boolean(), (value, divisible) => {
        const rule = checkQuantity(value, { divisible, allowZero: true });
        const refusal = recordQuantityRefusal(value, divisible);
        if (rule.ok) expect(refusal).toBeNull();
        else
          expect(refusal).toMatchObject({ id: 'invalid_quantity', reason: rule.reason, field: 'quantity' });
      }),
    );
  });

  it('a unit code is whole or divisible alike in any case and with blanks around', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('PZ', 'CF', 'KG', 'M', 'LT'),
        fc.boolean(),
        fc.nat(3),
        (code, lower, pad) => {
          const written = ' '.repeat(pad) + (lower ? code.toLowerCase() : code) + ' '.repeat(pad);
          expect(defaultDivisible(written)).toBe(defaultDivisible(code));
        },
      ),
    );
    expect([defaultDivisible('PZ'), defaultDivisible('CF'), defaultDivisible('KG')]).toEqual([
      false,
      false,
      true,
    ]);
  });
});
