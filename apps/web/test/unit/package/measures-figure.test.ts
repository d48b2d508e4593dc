// @vitest-environment jsdom
/** The package's measures as a closing decision names them in its question (issue 41). */
import { describe, expect, it } from 'vitest';
import { measuresFigure } from '../../../src/features/package/use-close-package';

describe('measuresFigure', () => {
  it('the four measures, the Italian way', () => {
    expect(measuresFigure({ width: 400, depth: 300, height: 250, weight: 12.5 })).toBe(
      '400×300×250 mm, 12,5 kg',
    );
  });

  it('a package with none stored says so; a missing one is a dash', () => {
    expect(measuresFigure({ width: null, depth: null, height: null, weight: null })).toBe('nessuna misura');
    expect(measuresFigure({ width: 400, depth: null, height: 250, weight: 3 })).toBe('400×–×250 mm, 3 kg');
  });
});
