import { describe, expect, it } from 'vitest';
import type { Item, Package, ProjectRow } from '../../../src/domain/records';
import { gtinVariants, resolveScan, type ScanLookups } from '../../../src/domain/scan';

const OIL: Item = { id: 1, code: 'OLIO', barcode: '8001234567897', additional_barcodes: [] };
const PASTA: Item = { id: 2, code: 'PASTA', barcode: null };

/** The look-ups over a few records, as the server answers them. */
function lookups(overrides: Partial<ScanLookups> = {}): ScanLookups {
  const items = [OIL, PASTA];
  const extras = new Map([['EXTRA-7', PASTA]]);
  const packages: Package[] = [
    { id: 5, name: 'COLLO-1', project_id: 1, closed: false, shipped: false },
    { id: 6, name: 'COLLO-SPEDITO', project_id: 1, closed: true, shipped: true },
    { id: 7, name: 'COLLO-CHIUSO', project_id: 1, closed: true, shipped: false, sscc: '380123451234567891' },
    {
      id: 8,
      name: 'COLLO-SPEDITO-2',
      project_id: 1,
      closed: true,
      shipped: true,
      sscc: '106141411234567897',
    },
  ];
  const rows: ProjectRow[] = [{ id: 9, code: 'E280TAG' }];
  return {
    itemByBarcode: async (code) => items.find((i) => i.barcode === code) ?? null,
    itemByAdditionalBarcode: async (code) => extras.get(code) ?? null,
    itemByAnyCode: async (codes) => items.find((i) => codes.includes(i.barcode ?? '')) ?? null,
    itemByCode: async (code) => items.find((i) => i.code === code) ?? null,
    packageByName: async (name) => packages.find((p) => p.name === name) ?? null,
    packageBySscc: async (sscc) => packages.find((p) => p.sscc === sscc) ?? null,
    locationByCode: async (code) => (code === 'A-01' ? { id: 3, name: 'A-01' } : null),
    documentByName: async (name) => (name === 'INV-1' ? { id: 4, name: 'INV-1' } : null),
    readingsByTag: async (tag) => rows.filter((r) => r.code === tag),
    ...overrides,
  };
}

describe('what did I scan?', () => {
  it('finds an item by barcode, then by additional barcode', async () => {
    const byBarcode = await resolveScan(' 8001234567897 ', ['item'], lookups());
    expect(byBarcode).toMatchObject({ kind: 'item', via: 'barcode', item: { code: 'OLIO' } });
    const byExtra = await resolveScan('EXTRA-7', ['item'], lookups());
    expect(byExtra).toMatchObject({ kind: 'item', via: 'additional', item: { code: 'PASTA' } });
  });

  it('reads a GS1 element string: AI 01 carries the 14-digit GTIN of a 13-digit barcode', async () => {
    const found = await resolveScan('(01)08001234567897(10)LOT7', ['item'], lookups());
    expect(found).toMatchObject({ kind: 'item', via: 'gs1', item: { code: 'OLIO' }, gs1: { lot: 'LOT7' } });
    expect(gtinVariants('08001234567897')).toEqual(['08001234567897', '8001234567897']);
  });

  it('item-code: an item by its own code, after its barcodes when asked in that order', async () => {
    expect(await resolveScan('PASTA', ['item', 'item-code'], lookups())).toMatchObject({
      kind: 'item',
      via: 'code',
      item: { id: 2 },
    });
    expect(await resolveScan('8001234567897', ['item', 'item-code'], lookups())).toMatchObject({
      via: 'barcode',
    });
    expect(await resolveScan('NESSUNO', ['item', 'item-code'], lookups())).toMatchObject({
      kind: 'unknown',
      message: 'Articolo non trovato!<br>Codice letto: NESSUNO',
    });
  });

  it('tries the kinds in the order given and takes the first hit', async () => {
    expect(await resolveScan('A-01', ['item', 'package', 'location'], lookups())).toMatchObject({
      kind: 'location',
      location: { name: 'A-01' },
    });
    expect(await resolveScan('COLLO-1', ['package', 'item'], lookups())).toMatchObject({
      kind: 'package',
      package: { id: 5 },
    });
    expect(await resolveScan('INV-1', ['document'], lookups())).toMatchObject({ kind: 'document' });
    expect(await resolveScan('E280TAG', ['tag'], lookups())).toMatchObject({
      kind: 'tag',
      readings: [{ id: 9 }],
    });
  });

  it("answers the spec's message for the first kind asked when nothing matches", async () => {
    expect(await resolveScan('XYZ', ['item', 'package'], lookups())).toEqual({
      kind: 'unknown',
      code: 'XYZ',
      title: 'Ricerca Articolo',
      message: 'Articolo non trovato!<br>Codice letto: XYZ',
    });
    expect(await resolveScan('COLLO-SPEDITO', ['package'], lookups())).toEqual({
      kind: 'unknown',
      code: 'COLLO-SPEDITO',
      message: 'Collo non trovato oppure già chiuso e spedito!',
    });
    // Closed but not yet on a truck: no longer findable either (spec §4).
    expect(await resolveScan('COLLO-CHIUSO', ['package'], lookups())).toMatchObject({ kind: 'unknown' });
    expect(await resolveScan('Z-99', ['location'], lookups())).toMatchObject({
      message: 'Ubicazione non trovata!',
    });
    expect(await resolveScan('DOC-9', ['document'], lookups())).toMatchObject({
      message: 'DOC-9: Documento non trovato!',
    });
  });

  it('an SSCC (GS1-128, DataMatrix, Digital Link /00/) selects its package; a shipped one is not found', async () => {
    for (const code of [
      ']C100380123451234567891',
      '(00)380123451234567891(02)08012345000012(37)12',
      ']d200380123451234567891',
      'https://id.gs1.org/00/380123451234567891',
    ]) {
      expect(await resolveScan(code, ['loadable-package'], lookups())).toMatchObject({
        kind: 'package',
        package: { id: 7 },
      });
    }
    expect(await resolveScan('(00)106141411234567897', ['loadable-package'], lookups())).toMatchObject({
      kind: 'unknown',
    });
    expect(await resolveScan('(00)380123451234567891', ['package'], lookups())).toMatchObject({
      kind: 'unknown',
    });
  });

  it('loadable-package: truck loading finds a package waiting for the truck, closed and not shipped', async () => {
    expect(await resolveScan('COLLO-CHIUSO', ['loadable-package'], lookups())).toMatchObject({
      kind: 'package',
      package: { id: 7 },
    });
    for (const code of ['COLLO-1', 'COLLO-SPEDITO', 'NESSUNO']) {
      expect(await resolveScan(code, ['loadable-package'], lookups())).toEqual({
        kind: 'unknown',
        code,
        message: 'Collo non trovato oppure già chiuso e spedito!',
      });
    }
  });

  it('keeps a hostile code as text in the message (never HTML, shown by MultilineText)', async () => {
    const found = await resolveScan('<img src=x>', ['item'], lookups());
    expect(found).toMatchObject({
      kind: 'unknown',
      message: 'Articolo non trovato!<br>Codice letto: <img src=x>',
    });
  });
});
