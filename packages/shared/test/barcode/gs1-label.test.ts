import { describe, expect, it } from 'vitest';
import { gs1ElementString, joinGs1Label, parseGs1, parseGs1Label } from '../../src/barcode/gs1';

const GS = '\x1d';
const TODAY = new Date('2026-11-27T12:00:00Z');
/** A logistic label's three barcodes: the SSCC; content, count and best before; weight and lot. */
const SSCC = '00380123450000000013';
const CONTENT = '0208010000000001' + '3712' + GS + '15270630';
const WEIGHT_LOT = '3103012500' + '10LOT-77';

describe('GS1 labels read barcode by barcode', () => {
  it('an SSCC read on its own is understood', () => {
    const sscc = parseGs1(SSCC, { today: TODAY });
    expect(sscc.ok && sscc.data.sscc).toBe('380123450000000013');
  });

  it('the count barcode alone needs its companions; read on a label it is one reading', () => {
    const alone = parseGs1(CONTENT, { today: TODAY });
    expect(alone.ok ? null : alone.error.code).toBe('missing-companion');
    const label = parseGs1Label([SSCC, CONTENT, WEIGHT_LOT], { today: TODAY });
    expect(label.ok && label.data).toMatchObject({
      sscc: '380123450000000013',
      contentGtin: '08010000000001',
      count: 12,
      bestBefore: '2027-06-30',
      netWeightKg: 12.5,
      lot: 'LOT-77',
    });
  });

  it('the order of the barcodes does not matter; a barcode read twice is harmless', () => {
    const label = parseGs1Label([WEIGHT_LOT, CONTENT, SSCC, CONTENT], { today: TODAY });
    expect(label.ok && label.data.count).toBe(12);
  });

  it('a label missing the barcode its content needs says which AI needs which', () => {
    const partial = parseGs1Label([CONTENT, WEIGHT_LOT], { today: TODAY });
    expect(partial.ok).toBe(false);
    if (!partial.ok) expect(partial.error).toMatchObject({ code: 'missing-companion', ai: '37' });
  });

  it('two barcodes disagreeing on one AI are refused', () => {
    const clash = parseGs1Label([WEIGHT_LOT, '10LOT-78'], { today: TODAY, requireCompanions: false });
    expect(clash.ok ? null : clash.error.code).toBe('duplicate-ai');
  });
});

// Issue 48: a camera frame holding a whole logistic label is read as one reading.
describe('the barcodes of one label seen at once, joined', () => {
  it('SSCC, content with count and date, weight with lot: one element string the parser reads whole', () => {
    const joined = joinGs1Label([SSCC, CONTENT, WEIGHT_LOT], { today: TODAY });
    // A separator after variable-length values only ((37) here, not (00), (02) or (15)), none at the end.
    expect(joined).toBe(
      ']C1' + SSCC + '0208010000000001' + '3712' + GS + '15270630' + '3103012500' + '10LOT-77',
    );
    const read = parseGs1(joined!, { today: TODAY });
    expect(read.ok && read.data).toMatchObject({
      sscc: '380123450000000013',
      contentGtin: '08010000000001',
      count: 12,
      lot: 'LOT-77',
      bestBefore: '2027-06-30',
    });
  });

  it('part of the label in frame is still joined; codes of two labels or no GS1 are not', () => {
    expect(joinGs1Label([CONTENT, '10LOT42'], { today: TODAY })).toBe(
      ']C10208010000000001' + '3712' + GS + '15270630' + '10LOT42',
    );
    // Two best-before dates: not one label.
    expect(joinGs1Label([CONTENT, '1527013110LOT42'], { today: TODAY })).toBeNull();
    expect(joinGs1Label([SSCC, '00380123450000000020'])).toBeNull();
    expect(joinGs1Label([CONTENT, 'PASTA-500'])).toBeNull();
    expect(joinGs1Label([])).toBeNull();
  });

  it('an element string ends variable-length values with a separator, except the last', () => {
    expect(
      gs1ElementString([
        { ai: '10', value: 'A1' },
        { ai: '01', value: '08010000000001' },
        { ai: '21', value: 'S9' },
      ]),
    ).toBe(']C110A1' + GS + '0108010000000001' + '21S9');
  });
});
