import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isValidGln, isValidSscc, hasValidCheckDigit } from '@warehouse/shared';
import { desadvJson, writeDesadv, type Desadv } from '../../../src/actions/despatch-advice/edifact';

/** An order of two parcels: one item with a lot in the first, two items (one with a lot) in the second. */
const ADVICE: Desadv = {
  reference: '42',
  number: 'ORD-2026-0042',
  date: new Date('2026-12-07T09:30:00Z'),
  despatchDate: new Date('2026-12-07T09:30:00Z'),
  sender: '8012345000005',
  recipient: '8098765000009',
  buyer: { gln: '8098765000009' },
  supplier: { gln: '8012345000005' },
  deliveryPoint: { gln: '8098765000108' },
  orderNumber: 'ORD-2026-0042',
  packages: [
    {
      sscc: '380123450000000013',
      lines: [
        {
          gtin: '08012345000012',
          itemCode: 'CAF-250',
          quantity: 12,
          lot: 'L2611-07',
          bestBefore: '2027-12-31',
        },
      ],
    },
    {
      sscc: '380123450000000020',
      lines: [
        { gtin: '08012345000029', itemCode: 'TE+VERDE', quantity: 6, lot: null, bestBefore: null },
        {
          gtin: '08012345000012',
          itemCode: 'CAF-250',
          quantity: 4,
          lot: 'L2611-08',
          bestBefore: '2028-01-31',
        },
      ],
    },
  ],
};

/** EDIFACT segments with their elements and components, the release character `?` honoured. */
function parseEdifact(text: string): string[][][] {
  const body = text.replace(/^UNA.{6}\n?/, '');
  const segments: string[][][] = [];
  let segment: string[][] = [];
  let element: string[] = [];
  let value = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '?') {
      value += body[++i];
    } else if (c === ':') {
      element.push(value);
      value = '';
    } else if (c === '+') {
      element.push(value);
      segment.push(element);
      element = [];
      value = '';
    } else if (c === "'") {
      element.push(value);
      segment.push(element);
      segments.push(segment);
      segment = [];
      element = [];
      value = '';
    } else if (c !== '\n') value += c;
  }
  return segments;
}

describe('DESADV writer (EANCOM D96A)', () => {
  const text = writeDesadv(ADVICE);

  it('writes the hand-checked interchange exactly', () => {
    const expected = readFileSync(new URL('./expected-desadv.edi', import.meta.url), 'utf8');
    expect(text).toBe(expected);
  });

  it('parses back: UNT counts UNH…UNT, UNZ counts the messages, references match', () => {
    expect(text.startsWith("UNA:+.? '")).toBe(true);
    const segments = parseEdifact(text);
    const tags = segments.map((s) => s[0]![0]);
    expect(tags[0]).toBe('UNB');
    expect(tags.at(-1)).toBe('UNZ');
    const unh = tags.indexOf('UNH');
    const unt = tags.indexOf('UNT');
    expect(Number(segments[unt]![1]![0])).toBe(unt - unh + 1);
    expect(segments[unt]![2]![0]).toBe(segments[unh]![1]![0]);
    expect(Number(segments.at(-1)![1]![0])).toBe(tags.filter((t) => t === 'UNH').length);
    expect(segments.at(-1)![2]![0]).toBe(segments[0]![5]![0]);
    expect(segments[unh]![2]).toEqual(['DESADV', 'D', '96A', 'UN', 'EAN007']);
    expect(segments.find((s) => s[0]![0] === 'BGM')![1]![0]).toBe('351');
    const nad = segments.filter((s) => s[0]![0] === 'NAD');
    expect(nad.map((s) => s[1]![0])).toEqual(['BY', 'SU', 'DP']);
    for (const s of nad) expect(isValidGln(s[2]![0])).toBe(true);
    const ssccs = segments.filter((s) => s[0]![0] === 'GIN' && s[1]![0] === 'BJ').map((s) => s[2]![0]!);
    expect(ssccs).toEqual(['380123450000000013', '380123450000000020']);
    for (const sscc of ssccs) expect(isValidSscc(sscc)).toBe(true);
    const gtins = segments.filter((s) => s[0]![0] === 'LIN').map((s) => s[3]![0]!);
    expect(gtins).toHaveLength(3);
    for (const gtin of gtins) expect(hasValidCheckDigit(gtin)).toBe(true);
    expect(segments.filter((s) => s[0]![0] === 'QTY').map((s) => s[1])).toEqual([
      ['12', '12'],
      ['12', '6'],
      ['12', '4'],
    ]);
    // The released '+' of an item code comes back as itself.
    expect(segments.filter((s) => s[0]![0] === 'PIA').map((s) => s[2]![0])).toContain('TE+VERDE');
    expect(segments.filter((s) => s[0]![0] === 'GIN' && s[1]![0] === 'BX').map((s) => s[2]![0])).toEqual([
      'L2611-07',
      'L2611-08',
    ]);
  });

  it('gives the same content as JSON', () => {
    const json = desadvJson(ADVICE);
    expect(json.packages.map((p) => p.sscc)).toEqual(['380123450000000013', '380123450000000020']);
    expect(json.packages[1]!.lines[1]).toEqual({
      gtin: '08012345000012',
      item_code: 'CAF-250',
      quantity: 4,
      lot: 'L2611-08',
      best_before: '2028-01-31',
    });
    expect(json.parties.delivery_point.gln).toBe('8098765000108');
  });
});
