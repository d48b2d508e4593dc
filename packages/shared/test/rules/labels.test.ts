import { describe, expect, it } from 'vitest';
import { checkLabelCount, MAX_LABEL_COPIES } from '../../src/rules/labels';

describe('label count (spec section 5: the number of labels is required)', () => {
  it.each([1, '1', ' 12 ', MAX_LABEL_COPIES])('%o is accepted', (value) => {
    expect(checkLabelCount(value)).toEqual({ ok: true, count: Number(String(value).trim()) });
  });

  it.each([
    [undefined, 'required'],
    ['', 'required'],
    [0, 'invalid'],
    [-2, 'invalid'],
    [1.5, 'invalid'],
    ['tre', 'invalid'],
    [MAX_LABEL_COPIES + 1, 'too-many'],
  ])('%o is refused: %s', (value, reason) => {
    expect(checkLabelCount(value)).toEqual({ ok: false, reason });
  });
});
