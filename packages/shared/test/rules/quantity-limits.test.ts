import { describe, expect, it } from 'vitest';
import { checkQuantity, MAX_QUANTITY, parseQuantityText } from '../../src/rules/quantity-limits';

const pz = { divisible: false };
const kg = { divisible: true };

describe('parseQuantityText', () => {
  it('reads whole numbers on a PZ line and decimals with either mark on a kg line', () => {
    expect(parseQuantityText('12', pz)).toEqual({ ok: true, value: 12 });
    expect(parseQuantityText('1,5', kg)).toEqual({ ok: true, value: 1.5 });
    expect(parseQuantityText(' 2.25 ', kg)).toEqual({ ok: true, value: 2.25 });
  });

  it('refuses an exponent, a decimal on a PZ line, zero and a scanned code', () => {
    expect(parseQuantityText('1e3', pz)).toEqual({ ok: false, reason: 'notANumber' });
    expect(parseQuantityText('1,5', pz)).toEqual({ ok: false, reason: 'notWhole' });
    expect(parseQuantityText('0', pz)).toEqual({ ok: false, reason: 'zero' });
    expect(parseQuantityText('8010001267045', pz)).toEqual({ ok: false, reason: 'aboveMaximum' });
    expect(parseQuantityText('-3', pz)).toEqual({ ok: false, reason: 'negative' });
  });
});

describe('checkQuantity', () => {
  it('accepts the maximum and refuses one more, and anything not finite', () => {
    expect(checkQuantity(MAX_QUANTITY, pz).ok).toBe(true);
    expect(checkQuantity(MAX_QUANTITY + 1, pz)).toEqual({ ok: false, reason: 'aboveMaximum' });
    expect(checkQuantity(1e300, kg)).toEqual({ ok: false, reason: 'aboveMaximum' });
    expect(checkQuantity(Number.NaN, kg)).toEqual({ ok: false, reason: 'notANumber' });
    expect(checkQuantity('5', kg)).toEqual({ ok: false, reason: 'notANumber' });
    expect(checkQuantity(2.5, pz)).toEqual({ ok: false, reason: 'notWhole' });
  });

  it('allows zero for counts and negatives for corrections only when asked', () => {
    expect(checkQuantity(0, { divisible: false, allowZero: true }).ok).toBe(true);
    expect(checkQuantity(-50, { divisible: false, allowNegative: true }).ok).toBe(true);
    expect(checkQuantity(0.0001, kg)).toEqual({ ok: false, reason: 'tooPrecise' });
  });
});
