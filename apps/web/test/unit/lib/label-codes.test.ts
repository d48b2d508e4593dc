import { describe, expect, it } from 'vitest';
import { Gs1LabelCodes, neededBeside } from '../../../src/lib/scan/label-codes';

const today = new Date('2026-01-15T00:00:00Z');
const GS = '\x1d';
// One logistic label, three barcodes: SSCC; content GTIN, count and best before; net weight and lot.
const SSCC = '(00)009501101500000013';
const CONTENT = `]C1020950110153000337${'12'}${GS}15260630`;
const WEIGHT_LOT = '(3103)012500(10)L-77';
const NEXT_SSCC = '(00)009501101500000020';

const reader = () => new Gs1LabelCodes({ today });

describe('a GS1 logistic label read barcode by barcode', () => {
  it('SSCC, then (02)(37)(15), then (3103)(10): whole at each step, the label growing', () => {
    const codes = reader();
    const first = codes.read(SSCC);
    // An SSCC read alone is understood: a whole label.
    expect(first).toEqual({
      kind: 'label',
      codes: [SSCC],
      barcode: { sscc: '009501101500000013' },
      missing: null,
    });
    const second = codes.read(CONTENT);
    expect(second).toMatchObject({
      kind: 'label',
      codes: [SSCC, CONTENT],
      barcode: { sscc: '009501101500000013', gtin: '09501101530003', count: 12, bestBefore: '2026-06-30' },
      missing: null,
    });
    const third = codes.read(WEIGHT_LOT);
    expect(third).toMatchObject({
      kind: 'label',
      codes: [SSCC, CONTENT, WEIGHT_LOT],
      barcode: { gtin: '09501101530003', count: 12, lot: 'L-77', netWeightKg: 12.5 },
      missing: null,
    });
  });

  it('weight and lot first: kept, naming the companion still to read; the GTIN completes the label', () => {
    const codes = reader();
    const first = codes.read(WEIGHT_LOT);
    expect(first.kind).toBe('label');
    if (first.kind !== 'label') return;
    expect(first.barcode).toEqual({ netWeightKg: 12.5, netWeight: { value: 12.5, unit: 'kg' }, lot: 'L-77' });
    expect(first.missing?.code).toBe('missing-companion');
    // (37) needs (00)+(02) beside it: still a label in the making.
    const second = codes.read(CONTENT);
    expect(second).toMatchObject({ kind: 'label', missing: { code: 'missing-companion', ai: '37' } });
    if (second.kind === 'label') expect(neededBeside(second.missing!)).toBe('(00)+(02) o (00)+(8026)');
    expect(codes.read(SSCC)).toMatchObject({
      kind: 'label',
      codes: [WEIGHT_LOT, CONTENT, SSCC],
      barcode: { sscc: '009501101500000013', gtin: '09501101530003', lot: 'L-77' },
      missing: null,
    });
  });

  it("the next box's SSCC starts a new label; the same barcode read twice changes nothing", () => {
    const codes = reader();
    codes.read(SSCC);
    codes.read(CONTENT);
    expect(codes.read(CONTENT)).toMatchObject({ codes: [SSCC, CONTENT, CONTENT], missing: null });
    expect(codes.read(NEXT_SSCC)).toEqual({
      kind: 'label',
      codes: [NEXT_SSCC],
      barcode: { sscc: '009501101500000020' },
      missing: null,
    });
  });

  it('what is not a GS1 label part is read on its own and ends the label', () => {
    const codes = reader();
    codes.read(WEIGHT_LOT);
    expect(codes.read('ente : AC-1|Lotto : L1')).toEqual({ kind: 'other' });
    expect(codes.read('8001234567890')).toEqual({ kind: 'other' });
    // A wrong check digit: read alone, so the screen says why.
    expect(codes.read('(00)009501101500000014')).toEqual({ kind: 'other' });
    // After those, (02)(37)(15) alone is a label in the making again, not joined to the weight read before.
    expect(codes.read(CONTENT)).toMatchObject({ codes: [CONTENT], missing: { ai: '37' } });
  });

  it('reset: after a save the next barcode starts a label', () => {
    const codes = reader();
    codes.read(WEIGHT_LOT);
    codes.reset();
    expect(codes.read(CONTENT)).toMatchObject({ codes: [CONTENT] });
  });
});
