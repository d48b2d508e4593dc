import { describe, expect, it } from 'vitest';
import { keyRefusal } from '../../../src/lib/kit/quantity-input';

/** Issue 48: a quantity field that does not take a character says why. */
describe('why a quantity field refused an edit', () => {
  it("a decimal mark on an item counted in whole units ('2,5' on CF) names the unit", () => {
    expect(keyRefusal('2,', false, 'CF')).toBe('Per CF solo numeri interi: la virgola non è ammessa');
    expect(keyRefusal('2.5', false, '')).toBe(
      'Per questo articolo solo numeri interi: la virgola non è ammessa',
    );
  });

  it('a letter, a second mark or a pasted exponent; too many characters', () => {
    expect(keyRefusal('1e3', true, 'KG')).toBe('Inserire solo cifre e, se ammessa, una virgola decimale');
    expect(keyRefusal('1,2,', true, 'KG')).toBe('Inserire solo cifre e, se ammessa, una virgola decimale');
    expect(keyRefusal('1234567890123', true, 'KG')).toBe('Quantità troppo lunga');
  });
});
