/**
 * The barcode lookup (`POST /items/search`) and the lists behind it reuse one compiled query per
 * shape of search (services/search/compiled.ts): every request must still get the answer of its own
 * values, whatever was asked before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from './support/harness';

describe.each(dialects)('barcode lookup on %s', (dialect) => {
  let h: Harness;
  const ids: Record<string, number> = {};

  const search = async (q: unknown, query = '') => {
    const res = await h.request({
      method: 'POST',
      url: `/api/v2/items/search${query}`,
      token: h.tokens.operator,
      payload: { q },
    });
    return { status: res.statusCode, body: res.json(), range: res.headers['content-range'] };
  };
  const found = async (q: unknown, query = '') => {
    const { status, body } = await search(q, query);
    return status === 404 ? [] : (body as { code: string }[]).map((item) => item.code);
  };

  beforeAll(async () => {
    h = await createHarness(dialect);
    const unit = await create(h, 'measure_units', { name: 'PZ' });
    for (const [code, barcode] of [
      ['ART-1', '8001234567890'],
      ['ART-2', '8009876543210'],
      ['ART-3', 'ABC-123-x'],
    ] as const) {
      ids[code] = (await create(h, 'items', { code, barcode, measure_unit_id: unit.id })).id;
    }
    await create(h, 'additional_barcodes', { item_id: ids['ART-2'], code: 'ALT-002' });
  });
  afterAll(() => h.close());

  it('answers each reading with its own item, one after the other', async () => {
    expect(await found({ barcode_eq: '8001234567890' })).toEqual(['ART-1']);
    expect(await found({ barcode_eq: '8009876543210' })).toEqual(['ART-2']);
    expect(await found({ barcode_eq: ' 8001234567890 ' })).toEqual(['ART-1']);
    expect(await found({ barcode_eq: '8000000000000' })).toEqual([]);
    const item = (await search({ barcode_eq: '8009876543210' })).body[0];
    expect(item).toMatchObject({
      code: 'ART-2',
      measure_unit: { name: 'PZ' },
      additional_barcodes: [{ code: 'ALT-002' }],
    });
  });

  it('finds an item by an additional barcode, alone or beside its own', async () => {
    expect(await found({ additional_barcodes_code_eq: 'ALT-002' })).toEqual(['ART-2']);
    expect(await found({ barcode_or_additional_barcodes_code_eq: 'ALT-002' })).toEqual(['ART-2']);
    expect(await found({ barcode_or_additional_barcodes_code_eq: '8001234567890' })).toEqual(['ART-1']);
  });

  it('compares barcodes exactly (case and all), while _cont ignores case', async () => {
    expect(await found({ barcode_eq: 'ABC-123-x' })).toEqual(['ART-3']);
    expect(await found({ barcode_eq: 'abc-123-X' })).toEqual([]);
    expect(await found({ barcode_eq: 'ABC-123-X' })).toEqual([]);
    expect(await found({ barcode_cont: 'abc-123' })).toEqual(['ART-3']);
    expect(await found({ barcode_cont: '123-X' })).toEqual(['ART-3']);
  });

  it('takes lists of any length and pages with their own bounds', async () => {
    expect(await found({ barcode_in: ['8001234567890'] })).toEqual(['ART-1']);
    expect(await found({ barcode_in: ['8001234567890', 'ABC-123-x'] })).toEqual(['ART-1', 'ART-3']);
    expect(await found({ barcode_in: ['8009876543210'] })).toEqual(['ART-2']);
    expect(await found({ code_start: 'ART' }, '?page=1&per=2')).toEqual(['ART-1', 'ART-2']);
    const second = await search({ code_start: 'ART' }, '?page=2&per=2');
    expect(second.body.map((i: { code: string }) => i.code)).toEqual(['ART-3']);
    expect(second.range).toBe('items 2-2/3');
    expect(await found({ id_gt: ids['ART-1'] }, '?page=1&per=1')).toEqual(['ART-2']);
    expect(await found({ id_gt: ids['ART-2'] }, '?page=1&per=1')).toEqual(['ART-3']);
  });

  it('refuses hostile input with a 400 and keeps answering', async () => {
    for (const q of [
      { barcode_eq: 'A\u0000B' },
      { barcode_eq: { nested: 'x' } },
      { password_digest_eq: 'x' },
      { "barcode_eq'; drop table items; --": 'x' },
      { id_eq: '1 or 1=1' },
    ]) {
      expect((await search(q)).status, JSON.stringify(q)).toBe(400);
    }
    expect(await found({ barcode_eq: "8001234567890' or '1'='1" })).toEqual([]);
    expect(await found({ barcode_eq: '%' })).toEqual([]);
    expect(await found({ barcode_eq: '8001234567890' })).toEqual(['ART-1']);
  });
});
