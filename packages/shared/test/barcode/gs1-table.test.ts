/**
 * The AI table is generated from GS1's Syntax Dictionary kept in packages/shared/data: it must match
 * what the generator makes today, cover every AI the dictionary lists, and agree with an independent
 * parser (gs1-barcode-parser-mod) on how element strings split.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain CommonJS without types, used only as a cross-check
import { parseBarcode } from 'gs1-barcode-parser-mod';
import { DATA_DIR, TABLE_FILE, generateTable, parseDictionary } from '../../scripts/gs1-table';
import { GS1_AI_TABLE, ISO3166_NUMERIC, ISO4217_NUMERIC } from '../../src/barcode/gs1-table.generated';
import { parseGs1 } from '../../src/barcode/gs1';

describe('the generated AI table', () => {
  // Formatting 100 kB with prettier takes seconds on a busy machine: a generous limit, no timing claim.
  it(
    'is up to date with the dictionary (run `npm run gs1:generate` when this fails)',
    { timeout: 60_000 },
    async () => {
      expect(readFileSync(TABLE_FILE, 'utf8')).toBe(await generateTable());
    },
  );

  it('holds every AI of the dictionary, ranges expanded', () => {
    const entries = parseDictionary(readFileSync(`${DATA_DIR}/gs1-syntax-dictionary.txt`, 'utf8'));
    expect(Object.keys(GS1_AI_TABLE).sort()).toEqual(entries.map((e) => e.ai).sort());
    expect(Object.keys(GS1_AI_TABLE)).toHaveLength(541);
    expect(GS1_AI_TABLE['3203']).toMatchObject({
      title: 'NET WEIGHT (lb)',
      unit: 'lb',
      predefinedLength: true,
    });
    expect(GS1_AI_TABLE['99']).toMatchObject({
      title: 'INTERNAL',
      components: [{ cset: 'X', min: 1, max: 90 }],
    });
  });

  it('reads the code lists of the reference linters', () => {
    expect(ISO3166_NUMERIC.has('380')).toBe(true);
    expect(ISO3166_NUMERIC.has('999')).toBe(false);
    expect(ISO4217_NUMERIC.has('978')).toBe(true);
    expect(ISO4217_NUMERIC.has('000')).toBe(false);
  });

  it('refuses a dictionary line it cannot read instead of guessing', () => {
    expect(() => parseDictionary('01 *? Q14 # BROKEN')).toThrow(/Unknown attribute/);
  });
});

describe('cross-check with gs1-barcode-parser-mod', () => {
  const GS = '\x1d';
  const strings = [
    `]C101095011015300031725123110LOT-1${GS}3202005512`,
    `0109501101530003${'15260600'}3103001250400PO-77${GS}21SER/9`,
    `00106141411234567897020950110153000337${'24'}`,
    `(01)09501101530003(11)250101(3922)199(30)12`,
    `01095011015300034109501101530003${'7006'}250101${GS}90INT`,
  ];

  it.each(strings)('%j splits into the same AIs and values', (text) => {
    const ours = parseGs1(text, { today: new Date('2025-06-15T00:00:00Z') });
    if (!ours.ok) throw new Error(ours.error.message);
    const theirs = (parseBarcode(text) as { parsedCodeItems: { ai: string; raw: string }[] }).parsedCodeItems;
    expect(ours.elements).toEqual(theirs.map((item) => ({ ai: item.ai, value: item.raw })));
  });
});
