import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { create, createHarness, dialects, show, type Harness } from './support/harness';
import { explainConstraint } from '../../src/services/constraints';
import { registry } from '../../src/models/registry';

/**
 * Every constraint the database enforces answers 422 (`constraint`; `in_use` for a record still used,
 * `duplicate` for a code: see integrity/database.test.ts) with an Italian message in the
 * operator's words (field and model labels, never a column name) and never a 500; the record
 * stays as it was.
 */
describe.each(dialects)('constraint failures on %s', (dialect) => {
  let h: Harness;
  let typology: { id: number };
  let project: { id: number };
  let item: { id: number };
  let reading: { id: number };

  beforeAll(async () => {
    h = await createHarness(dialect);
    typology = await create(h, 'project_typologies', { title: 'Uscita Merce Senza Lista' });
    project = await create(h, 'projects', { name: 'AC-1', project_typology_id: typology.id });
    item = await create(h, 'items', { code: 'ART-1' });
    await create(h, 'picks', { project_id: project.id, item_id: item.id, quantity: 3 });
    reading = await create(h, 'project_rows', { project_id: project.id, item_id: item.id, quantity: 1 });
  });
  afterAll(() => h.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    h.request({ method, url: `/api/v2/${url}`, token: h.tokens.admin, ...(payload ? { payload } : {}) });

  describe('a delete that a foreign key blocks', () => {
    it('a project typology still used by a project: 422 naming the project, the typology kept', async () => {
      const res = await send('DELETE', `project_typologies/${typology.id}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error:
          'Impossibile eliminare Tipologia progetto «Uscita Merce Senza Lista»: è ancora in uso in 1 Progetto',
        id: 'in_use',
        used_by: [{ model: 'projects', label: 'Progetto', count: 1 }],
      });
      expect((await show(h, 'project_typologies', typology.id)).title).toBe('Uscita Merce Senza Lista');
    });

    it('an item still used by an order line and a reading: 422 naming both, the item kept', async () => {
      const res = await send('DELETE', `items/${item.id}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: 'Impossibile eliminare Articolo «ART-1»: è ancora in uso in 1 Riga da prelevare e 1 Lettura',
        id: 'in_use',
        used_by: [
          { model: 'picks', label: 'Riga da prelevare', count: 1 },
          { model: 'project_rows', label: 'Lettura', count: 1 },
        ],
      });
      expect((await show(h, 'items', item.id)).code).toBe('ART-1');
    });
  });

  // A reference to a record that does not exist, on insert, for every model that holds one.
  const missing = 999_999;
  const insertCases: [string, string, () => Record<string, unknown>][] = [
    ['picks', 'Articolo', () => ({ project_id: project.id, item_id: missing })],
    ['project_rows', 'Articolo', () => ({ project_id: project.id, item_id: missing })],
    ['projects', 'Tipologia progetto', () => ({ name: 'X', project_typology_id: missing })],
    ['additional_barcodes', 'Articolo', () => ({ item_id: missing, code: 'B' })],
    ['serials', 'Articolo', () => ({ item_id: missing, code: 'L1' })],
    ['documents', 'Progetto', () => ({ name: 'D', project_id: missing })],
    ['packages', 'Progetto', () => ({ name: 'C1', project_id: missing })],
    ['tracks', 'Lettura', () => ({ project_row_id: missing, last_seen_at: new Date().toISOString() })],
    ['locations', 'Stabilimento', () => ({ name: 'L', plant_id: missing })],
    ['printers', 'Stabilimento', () => ({ name: 'P', plant_id: missing })],
    ['addresses', 'Cliente', () => ({ name: 'A', customer_id: missing })],
    ['permissions', 'Ruolo', () => ({ role_id: missing, predicate: 'can', action: 'read', model: 'all' })],
  ];
  it.each(insertCases)(
    'creating %s with a missing reference: 422 naming %s',
    async (model, label, values) => {
      const res = await send('POST', model, { [model]: values() });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: `Riferimento non valido: ${label} ${missing} non esiste`,
        id: 'constraint',
      });
    },
  );

  it('updating a reading to a missing item: 422 naming the field, the reading kept', async () => {
    const res = await send('PUT', `project_rows/${reading.id}`, { project_row: { item_id: missing } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: `Riferimento non valido: Articolo ${missing} non esiste`,
      id: 'constraint',
    });
    expect((await show(h, 'project_rows', reading.id)).item_id).toBe(item.id);
  });

  it('updating a user to a missing location: 422 naming the field', async () => {
    const res = await send('PUT', `users/${h.users.operator}`, { user: { location_id: missing } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(`Riferimento non valido: Ubicazione ${missing} non esiste`);
  });

  // Unique keys, single and composite.
  // The answer names the fields too (`fields`), so a form shows the message at the field.
  const uniqueCases: [string, string, () => Record<string, unknown>, string[]][] = [
    ['users', 'il campo Email', () => ({ email: 'dup@test.it', password: 'a long password' }), ['email']],
    ['branches', 'il campo Codice', () => ({ code: 'B1' }), ['code']],
    ['roles', 'il campo Nome', () => ({ name: 'magazziniere' }), ['name']],
    ['print_templates', 'il campo Nome', () => ({ name: 'etichetta', body: '^XA^XZ' }), ['name']],
    [
      'settings',
      'i campi Gruppo e Chiave',
      () => ({ ns: 'track', key: 'custom_flag', raw: '1' }),
      ['ns', 'key'],
    ],
    ['serials', 'i campi Articolo e Lotto', () => ({ item_id: item.id, code: 'LOT-1' }), ['item_id', 'code']],
  ];
  it.each(uniqueCases)('a duplicate %s: 422 naming %s', async (model, what, values, fields) => {
    expect((await send('POST', model, { [model]: values() })).statusCode).toBe(201);
    const res = await send('POST', model, { [model]: values() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: `Valore già presente per ${what}`, id: 'constraint', fields });
  });

  it('an update that makes a duplicate: 422, the record kept', async () => {
    const other = await create(h, 'branches', { code: 'B2' });
    const res = await send('PUT', `branches/${other.id}`, { branch: { code: 'B1' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Valore già presente per il campo Codice');
    expect((await show(h, 'branches', other.id)).code).toBe('B2');
  });

  // Columns the database keeps NOT NULL that a client may still send as null.
  const notNullCases: [string, string, () => Record<string, unknown>][] = [
    ['items', 'Quantità', () => ({ code: 'N1', quantity: null })],
    ['picks', 'Quantità Prevista', () => ({ project_id: project.id, item_id: item.id, quantity: null })],
    ['project_rows', 'Quantità', () => ({ project_id: project.id, item_id: item.id, quantity: null })],
    ['projects', 'Chiuso', () => ({ name: 'N', closed: null })],
    ['documents', 'Chiuso', () => ({ name: 'N', closed: null })],
    ['packages', 'Chiuso', () => ({ project_id: project.id, name: 'N', closed: null })],
    ['printers', 'Predefinita', () => ({ name: 'N', default: null })],
    ['transport_means', 'Consegna Agente', () => ({ name: 'N', flag_agent: null })],
  ];
  it.each(notNullCases)(
    '%s with a null that the database refuses: 422 naming %s',
    async (model, label, values) => {
      const res = await send('POST', model, { [model]: values() });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: `Campo obbligatorio mancante: ${label}`,
        id: 'constraint',
        fields: [expect.any(String)],
      });
    },
  );

  it('an update to null that the database refuses: 422, the record kept', async () => {
    const res = await send('PUT', `items/${item.id}`, { item: { quantity: null } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Campo obbligatorio mancante: Quantità');
    expect((await show(h, 'items', item.id)).quantity).toBe(0);
  });

  it('a required field left out is refused before the database, with its label', async () => {
    const res = await send('POST', 'picks', { pick: { project_id: project.id } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'Campo obbligatorio mancante: Articolo',
      id: 'invalid_input',
      fields: ['item_id'],
    });
  });

  it('a value of the wrong type or too long names its field', async () => {
    const bad = await send('POST', 'items', { item: { code: 'T1', quantity: 'molti' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'Valore non valido per il campo Quantità',
      id: 'invalid_input',
      fields: ['quantity'],
    });
    const long = await send('POST', 'items', { item: { code: 'x'.repeat(300) } });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ id: 'invalid_input', fields: ['code'] });
  });

  // No model has a CHECK constraint yet; the mapping is proven on the drivers' real errors.
  it('a check constraint and a refusing trigger are a 422, never a 500', async () => {
    const db = h.handle.db;
    await sql`create table check_probe (id integer primary key, quantity integer check (quantity >= 0))`.execute(
      db,
    );
    const failure = await sql`insert into check_probe (id, quantity) values (1, -1)`
      .execute(db)
      .catch((e) => e);
    const explained = await explainConstraint(failure, db, registry);
    expect(explained).toMatchObject({ statusCode: 422, id: 'constraint' });
    expect(explained?.message).toBe('Valori non ammessi: controllare i dati inseriti');
    if (dialect === 'sqlite') {
      await sql`create trigger check_probe_guard before insert on check_probe
        begin select raise(abort, 'refused'); end`.execute(db);
      const refused = await sql`insert into check_probe (id, quantity) values (2, 1)`
        .execute(db)
        .catch((e) => e);
      expect(refused.code).toBe('SQLITE_CONSTRAINT_TRIGGER');
      expect(await explainConstraint(refused, db, registry)).toMatchObject({
        statusCode: 422,
        id: 'constraint',
      });
    }
    await sql`drop table check_probe`.execute(db);
  });
});
