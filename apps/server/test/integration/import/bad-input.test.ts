import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from '../support/harness';
import { pngBytes } from '../support/multipart';
import { count, importCsv } from './support';

describe.each(dialects)('CSV import refuses bad input on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h.close());

  it('a wrong header: unknown and missing required columns named at line 1', async () => {
    const res = await importCsv(h, 'locations', 'codice_sbagliato;description\nA;B\n');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { line: 1, field: null, message: 'Colonna sconosciuta: codice_sbagliato' },
      { line: 1, field: 'code', message: 'Colonna obbligatoria mancante: Codice' },
      { line: 1, field: 'name', message: 'Colonna obbligatoria mancante: Nome' },
    ]);
  });

  it('a mapping to an unknown field, or two columns on one field', async () => {
    const res = await importCsv(h, 'locations', 'a;b;c\n1;2;3\n', {
      mapping: { a: 'code', b: 'name', c: 'password_digest' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ line: 1, field: 'password_digest' });
    const twice = await importCsv(h, 'locations', 'a;b;c\n1;2;3\n', {
      mapping: { a: 'code', b: 'name', c: 'name' },
    });
    expect(twice.json().errors[0].message).toBe('Il campo Nome è associato a più colonne');
  });

  it('a binary file is refused', async () => {
    const res = await importCsv(h, 'items', pngBytes(2000));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Il file non è un CSV di testo (contiene dati binari)');
  });

  it('an empty file is refused', async () => {
    const res = await importCsv(h, 'items', '');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ line: 1 });
  });

  it('a 10 MB line is refused with its line number, and nothing is written', async () => {
    const before = await count(h, 'items');
    const csv = `code;description\nL-1;uno\nL-2;${'x'.repeat(10 * 1024 * 1024)}\nL-3;tre\n`;
    const res = await importCsv(h, 'items', csv, { mode: 'valid' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { line: 3, field: null, message: 'Riga troppo lunga (oltre 1 MB): il file non è un CSV valido' },
    ]);
    expect(await count(h, 'items')).toBe(before);
  });

  it('quotes opened and never closed', async () => {
    const res = await importCsv(h, 'items', 'code;description\nQ-1;"aperte\n');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Virgolette aperte e mai chiuse');
  });

  it('a file over the upload limit is refused with 413', async () => {
    const big = Buffer.alloc(201 * 1024 * 1024, 'a');
    const res = await importCsv(h, 'items', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('File troppo grande: massimo 200 MB');
  });

  it('dates in several formats; a bad date, a bad number and a missing required value named', async () => {
    await create(h, 'project_typologies', { title: 'Ordine', picking: true });
    await create(h, 'items', { code: 'X' });
    const res = await importCsv(
      h,
      'projects',
      [
        'name;project_typology;project_date;item;quantity',
        'O-1;Ordine;31/12/2026;X;1',
        'O-2;Ordine;2026-12-31;X;1',
        'O-3;Ordine;31-12-26;X;1',
        'O-4;Ordine;31/02/2026;X;1',
        'O-5;Ordine;01/01/2027;X;1,2,3',
        'O-6;Ordine;;;1',
      ].join('\n'),
      { dryRun: true },
    );
    expect(res.json()).toMatchObject({ total: 6, valid: 3, invalid: 3 });
    expect(res.json().errors).toEqual([
      {
        line: 5,
        field: 'project_date',
        message: 'Data non valida: «31/02/2026» (usare gg/mm/aaaa o aaaa-mm-gg)',
      },
      { line: 6, field: 'quantity', message: 'Numero non valido: «1,2,3»' },
      { line: 7, field: 'item', message: 'Articolo: valore obbligatorio' },
    ]);
  });

  it('a quote inside an unquoted cell is a character', async () => {
    const res = await importCsv(
      h,
      'customers',
      'external_code;name\nC-2;=HYPERLINK("x")\nC-3;12" pollici\n',
      { dryRun: true },
    );
    expect(res.json()).toMatchObject({ total: 2, valid: 2, errors: [] });
  });

  it('too many cells on a row', async () => {
    const res = await importCsv(h, 'customers', 'external_code;name\nC-1;Rossi;extra\n', { dryRun: true });
    expect(res.json().errors).toEqual([{ line: 2, field: null, message: 'Troppe colonne: 3 invece di 2' }]);
  });
});
