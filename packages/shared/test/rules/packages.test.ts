import { describe, expect, it } from 'vitest';
import {
  checkPackageMeasures,
  isPackageClosable,
  isPackageLoadable,
  measureProblem,
} from '../../src/rules/packages';

describe('package lifecycle', () => {
  it('closes only packages neither closed nor shipped', () => {
    expect(isPackageClosable({ closed: false, shipped: false })).toBe(true);
    expect(isPackageClosable({ closed: null, shipped: null })).toBe(true);
    expect(isPackageClosable({ closed: true, shipped: false })).toBe(false);
    expect(isPackageClosable({ closed: false, shipped: true })).toBe(false);
  });

  it('loads only closed packages not yet shipped', () => {
    expect(isPackageLoadable({ closed: true, shipped: false })).toBe(true);
    expect(isPackageLoadable({ closed: false, shipped: false })).toBe(false);
    expect(isPackageLoadable({ closed: true, shipped: true })).toBe(false);
  });
});

describe('package measures', () => {
  it('accepts positive values within the limits, with a decimal comma too', () => {
    expect(checkPackageMeasures({ width: 400, depth: '300', height: ' 250 ', weight: '12,5' })).toEqual({
      ok: true,
      measures: { width: 400, depth: 300, height: 250, weight: 12.5 },
    });
  });

  it.each([
    ['width', '', 'missing'],
    ['width', undefined, 'missing'],
    ['depth', 'abc', 'not_a_number'],
    ['depth', '1e3', 'not_a_number'],
    ['height', '12.5.1', 'not_a_number'],
    ['height', 0, 'not_positive'],
    ['weight', '-1', 'not_positive'],
    ['width', 10_001, 'too_large'],
    ['weight', 5_000.5, 'too_large'],
    ['width', 10.5, 'too_precise'],
    ['weight', 1.0005, 'too_precise'],
    ['weight', Number.NaN, 'not_a_number'],
    ['weight', Infinity, 'not_a_number'],
  ] as const)('%s = %j is %s', (field, value, problem) => {
    expect(measureProblem(field, value)).toBe(problem);
  });

  it('names the first wrong field', () => {
    expect(checkPackageMeasures({ width: 1, depth: 0, height: 'x', weight: 1 })).toEqual({
      ok: false,
      field: 'depth',
      problem: 'not_positive',
    });
  });
});
