import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from '../support/harness';
import { count, importCsv, rows } from './support';

const HEADER = 'code;description;barcode;additional_barcodes;measure_unit;location;quantity;retail_price';

describe.each(dialects)('CSV import of items on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
    await create(h, 'measure_units', { name: 'Pezzi', code: 'PZ' });
    await create(h, 'locations', { name: 'Scaffale A1', code: 'A1' });
  });
  afterAll(() => h.close());

  it('creates items with their barcodes, unit and location by code; Italian decimal commas read', async () => {
    const csv = [
      HEADER,
      'IT-1;Vite M4;8001;8001A|8001B;PZ;A1;1.234,5;0,25',
      'IT-2;Dado M4;8002;;pz;;3;',
      '',
    ].join('\r\n');
    const res = await importCsv(h, 'items', csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 2,
      valid: 2,
      invalid: 0,
      created: 2,
      updated: 0,
      written: 2,
      errors: [],
    });
    const items = await rows(h, 'items', 'code');
    const first = items.find((i) => i.code === 'IT-1')!;
    expect(Number(first.quantity)).toBe(1234.5);
    expect(Number(first.retail_price)).toBe(0.25);
    expect(first.measure_unit_id).not.toBeNull();
    expect(first.location_id).not.toBeNull();
    const extra = await h.handle.db
      .selectFrom('additional_barcodes')
      .select('code')
      .where('item_id', '=', first.id as number)
      .orderBy('code')
      .execute();
    expect(extra.map((e) => e.code)).toEqual(['8001A', '8001B']);
    // The handheld finds it by an additional barcode.
    const found = await h.request({
      method: 'GET',
      url: '/api/v2/items?q[additional_barcodes_code_eq]=8001B',
      token: h.tokens.operator,
    });
    expect(found.json().map((i: { code: string }) => i.code)).toEqual(['IT-1']);
  });

  it('an existing code updates that item (only the columns in the file) and replaces its additional barcodes', async () => {
    const res = await importCsv(
      h,
      'items',
      'code;description;additional_barcodes\nIT-1;Vite M4 zincata;8001C\n',
    );
    expect(res.json()).toMatchObject({ created: 0, updated: 1, written: 1, errors: [] });
    const item = (await rows(h, 'items')).find((i) => i.code === 'IT-1')!;
    expect(item.description).toBe('Vite M4 zincata');
    expect(item.barcode).toBe('8001'); // not in the file: kept
    expect(item.lock_version).toBe(1);
    const extra = await h.handle.db
      .selectFrom('additional_barcodes')
      .select('code')
      .where('item_id', '=', item.id as number)
      .execute();
    expect(extra.map((e) => e.code)).toEqual(['8001C']);
  });

  it('dry run: answers what it would do and writes nothing', async () => {
    const before = await count(h, 'items');
    const events = await count(h, 'change_events');
    const res = await importCsv(h, 'items', `${HEADER}\nNEW-1;Nuovo;9001;;;;1;\nIT-2;Dado;;;;;;\n`, {
      dryRun: true,
    });
    expect(res.json()).toMatchObject({ total: 2, valid: 2, created: 1, updated: 1, written: 0 });
    expect(await count(h, 'items')).toBe(before);
    expect(await count(h, 'change_events')).toBe(events);
    expect((await rows(h, 'items')).find((i) => i.code === 'IT-2')!.description).toBe('Dado M4');
  });

  const threeBad = [
    HEADER,
    'OK-1;Buono 1;7001;;PZ;A1;1;',
    'OK-1;Doppione;7002;;;;1;', // line 3: code twice in the file
    'OK-2;Buono 2;7003;;;;2,5;',
    'BAD-1;Numero;7004;;;;tre;', // line 5: not a number
    'BAD-2;Unità;7005;;KG;;1;', // line 6: unknown unit
    'BAD-3;Barcode;8002;;;;1;', // line 7: barcode of IT-2 in the database
  ].join('\n');

  it('all or nothing: one bad row and nothing is written; every bad line and field is named', async () => {
    const before = await count(h, 'items');
    const res = await importCsv(h, 'items', threeBad);
    const body = res.json();
    expect(body).toMatchObject({ total: 6, valid: 2, invalid: 4, written: 0 });
    expect(body.errors.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual([
      [3, 'code'],
      [5, 'quantity'],
      [6, 'measure_unit'],
      [7, 'barcode'],
    ]);
    expect(body.errors[1].message).toMatch(/Numero non valido/);
    expect(await count(h, 'items')).toBe(before);
  });

  it('only the valid rows when asked (mode=valid)', async () => {
    const before = await count(h, 'items');
    const res = await importCsv(h, 'items', threeBad, { mode: 'valid' });
    expect(res.json()).toMatchObject({ valid: 2, invalid: 4, created: 2, written: 2 });
    expect(await count(h, 'items')).toBe(before + 2);
  });

  it('a mapping names the fields of other headers; Windows-1252 and commas are read', async () => {
    const csv = 'Articolo,Descrizione articolo,Ignorata\r\nW-1,Caffè più forte,x\r\n';
    const res = await importCsv(h, 'items', csv, {
      encoding: 'win1252',
      mapping: { Articolo: 'code', 'Descrizione articolo': 'description', Ignorata: '' },
    });
    expect(res.json()).toMatchObject({ created: 1, errors: [] });
    expect((await rows(h, 'items')).find((i) => i.code === 'W-1')!.description).toBe('Caffè più forte');
  });

  it('UTF-8 with BOM and Italian labels as headers', async () => {
    const res = await importCsv(h, 'items', 'Codice;Descrizione\nU-1;Perché sì\n', { bom: true });
    expect(res.json()).toMatchObject({ created: 1, errors: [] });
    expect((await rows(h, 'items')).find((i) => i.code === 'U-1')!.description).toBe('Perché sì');
  });

  it('NDJSON: progress lines, then the result', async () => {
    const lines = [HEADER, ...Array.from({ length: 4500 }, (_, i) => `P-${i};Progresso ${i};;;;;1;`)];
    const res = await importCsv(h, 'items', lines.join('\n'), {
      accept: 'application/x-ndjson',
      dryRun: true,
    });
    expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
    const out = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(out.filter((o) => o.type === 'progress').map((o) => o.rows)).toEqual([2000, 4000]);
    expect(out.at(-1)).toMatchObject({ type: 'result', total: 4500, valid: 4500, written: 0 });
  });

  it('import_fields lists the columns for the mapping screen', async () => {
    const res = await h.request({
      method: 'GET',
      url: '/api/v2/items?do=import_fields',
      token: h.tokens.supervisor,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ name: 'code', label: 'Codice', required: true });
    expect(res.json()).toContainEqual({
      name: 'additional_barcodes',
      label: 'Barcode aggiuntivi',
      required: false,
    });
  });

  it('an operator is refused (403 forbidden), a supervisor may import', async () => {
    const refused = await importCsv(h, 'items', 'code\nOP-1\n', { token: h.tokens.operator });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().id).toBe('forbidden');
    const fields = await h.request({
      method: 'GET',
      url: '/api/v2/items?do=import_fields',
      token: h.tokens.operator,
    });
    expect(fields.statusCode).toBe(403);
    const ok = await importCsv(h, 'items', 'code\nSUP-1\n', { token: h.tokens.supervisor });
    expect(ok.json()).toMatchObject({ created: 1 });
  });

  it('repeats in batches far apart are still refused (found in the database, not kept in memory)', async () => {
    const lines = ['code;barcode'];
    for (let i = 0; i < 1200; i++) lines.push(`FAR-${i};FB-${i}`);
    lines.push('FAR-3;FB-NEW', 'FAR-NEW;FB-7', 'FAR-2;FB-2');
    const before = await count(h, 'items');
    const res = await importCsv(h, 'items', `${lines.join('\n')}\n`, { mode: 'valid' });
    expect(res.json()).toMatchObject({ total: 1203, valid: 1200, invalid: 3, created: 1200, written: 1200 });
    expect(res.json().errors).toEqual([
      { line: 1202, field: 'code', message: 'Codice già presente in una riga precedente del file' },
      { line: 1203, field: 'barcode', message: "Barcode «FB-7» già assegnato all'articolo FAR-7" },
      { line: 1204, field: 'code', message: 'Codice già presente in una riga precedente del file' },
    ]);
    expect(await count(h, 'items')).toBe(before + 1200);
  });

  it('announces an import as one change per kind, not one per record', async () => {
    const events = () =>
      h.handle.db
        .selectFrom('change_events')
        .select(['model', 'record_id', 'kind'])
        .where('model', '=', 'items')
        .orderBy('id');
    const before = (await events().execute()).length;
    const csv = `code;description\nEV-1;a\nEV-2;b\nIT-1;Vite M4 zincata\n`;
    expect((await importCsv(h, 'items', csv)).json()).toMatchObject({ created: 2, updated: 1 });
    const added = (await events().execute()).slice(before);
    expect(added).toEqual([
      { model: 'items', record_id: 0, kind: 'create' },
      { model: 'items', record_id: 0, kind: 'update' },
    ]);
  });
});
