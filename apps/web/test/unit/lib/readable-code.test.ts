import { describe, expect, it } from 'vitest';
import { readableCode, visibleText } from '../../../src/lib/reader/visible-text';

// Issue 48: a code shown to the operator never draws the GS1 separator as a box or '<GS>'.
describe('a code as the operator reads it', () => {
  it('GS1 as printed under its barcode, with or without symbology identifier', () => {
    expect(readableCode(']C10208012345678976' + '3712\x1d15270131' + '10LOT42')).toBe(
      '(02)08012345678976(37)12(15)270131(10)LOT42',
    );
    expect(readableCode('0108012345678976' + '10AB\x1d17270131')).toBe('(01)08012345678976(10)AB(17)270131');
  });

  it('plain codes as read; control characters of a non-GS1 code left out', () => {
    expect(readableCode('8012345678976')).toBe('8012345678976');
    expect(readableCode('1527013110LOT42')).toBe('1527013110LOT42');
    expect(readableCode('PK\x1dX')).toBe('PK X');
    // The reader settings' test field still names them.
    expect(visibleText('PK\x1dX')).toBe('PK<GS>X');
  });
});
