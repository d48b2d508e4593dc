/** GS1 Digital Link URIs read into the same elements as a barcode's element string. */
import { describe, expect, it } from 'vitest';
import { parseGs1 } from '../../src/barcode/gs1';
import { parseIncomingBarcode } from '../../src/barcode/incoming';

const today = new Date('2025-06-15T10:00:00Z');
const parse = (text: string) => parseGs1(text, { today });

describe('parseGs1: GS1 Digital Link', () => {
  it("reads GS1's example: primary key, qualifier and a query attribute", () => {
    expect(parse('https://id.gs1.org/01/09506000134352/10/ABC?17=261231')).toEqual({
      ok: true,
      elements: [
        { ai: '01', value: '09506000134352' },
        { ai: '10', value: 'ABC' },
        { ai: '17', value: '261231' },
      ],
      data: { gtin: '09506000134352', lot: 'ABC', expiry: '2026-12-31' },
    });
  });

  it('reads any domain, a path prefix, percent-encoding and ignores non-AI parameters', () => {
    const result = parse(
      'HTTP://labels.example.com/gs1/dl/01/9506000134352/10/L%2F7?linkType=gs1:pip&3103=012500',
    );
    expect(result).toMatchObject({
      ok: true,
      data: { gtin: '09506000134352', lot: 'L/7', netWeightKg: 12.5 },
    });
  });

  it('takes qualifiers in the order of the dictionary (22, 10, 21)', () => {
    const result = parse('https://id.gs1.org/01/09506000134352/22/V1/10/L1/21/S1');
    expect(result.ok && result.elements.map((e) => e.ai)).toEqual(['01', '22', '10', '21']);
    expect(parse('https://id.gs1.org/01/09506000134352/21/S1/10/L1')).toMatchObject({
      ok: false,
      error: { code: 'invalid-digital-link' },
    });
  });

  it('reads other primary keys: SSCC, GLN with extension', () => {
    expect(parse('https://example.org/00/106141411234567897')).toMatchObject({
      ok: true,
      data: { sscc: '106141411234567897' },
    });
    expect(parse('https://example.org/414/9501101530003/254/DOCK-3')).toMatchObject({
      ok: true,
      data: { location: '9501101530003' },
    });
  });

  it.each([
    ['an unknown path', 'https://id.gs1.org/product/12345', 'invalid-digital-link'],
    ['a key without value', 'https://id.gs1.org/01', 'invalid-digital-link'],
    [
      'a qualifier that is not a key of (01)',
      'https://id.gs1.org/01/09506000134352/17/261231',
      'invalid-digital-link',
    ],
    ['broken percent-encoding', 'https://id.gs1.org/01/09506000134352/10/%E0%A4%A', 'invalid-digital-link'],
    ['a wrong check digit', 'https://id.gs1.org/01/09506000134353', 'check-digit'],
    ['an unknown AI in the query', 'https://id.gs1.org/01/09506000134352?19=1', 'unknown-ai'],
    ['an impossible date in the query', 'https://id.gs1.org/01/09506000134352?17=261331', 'invalid-date'],
    [
      'a query AI that excludes the key',
      'https://id.gs1.org/01/09506000134352?02=09506000134352',
      'conflicting-ai',
    ],
    [
      'a query AI repeating the path with another value',
      'https://id.gs1.org/01/09506000134352/10/A?10=B',
      'duplicate-ai',
    ],
  ])('refuses %s', (_case, uri, code) => {
    const result = parse(uri);
    expect(result.ok ? 'ok' : result.error.code).toBe(code);
  });

  it('fills the incoming form like any other GS1 barcode', () => {
    expect(
      parseIncomingBarcode('https://id.gs1.org/01/09506000134352/10/L1?400=PO-7&15=260600&3202=005512', {
        today,
      }),
    ).toMatchObject({
      ok: true,
      barcode: {
        gtin: '09506000134352',
        lot: 'L1',
        order: 'PO-7',
        bestBefore: '2026-06-30',
        netWeight: { value: 55.12, unit: 'lb' },
      },
    });
  });
});
