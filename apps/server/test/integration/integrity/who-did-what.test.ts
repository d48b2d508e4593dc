import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../../src/db/connection';
import { migrate } from '../../../src/db/migrate';
import type { Row } from '../../../src/db/types';
import { createHarness, dialects, type Harness } from '../support/harness';
import { ownDatabase, type OwnDatabase } from '../support/own-database';

/**
 * Migration 023 on a database holding readings, picks and print jobs written by a user, into a
 * package, with a template: every link stays, and deleting what they refer to is refused from then
 * on. On SQLite, codes and barcodes that differ only by accented capitals ('CITTÀ', 'città'), which
 * SQLite's own lower() let in, are renamed and reported, and the keys fold every letter.
 */
describe.each(dialects)('migration 023 on a populated %s database', (dialect) => {
  let older: OwnDatabase;
  let handle: DbHandle;
  const report: string[] = [];
  const ids: Record<string, number> = {};
  const stamp = new Date().toISOString();

  const insert = async (table: string, values: Row, timestamps = true): Promise<number> => {
    const row = await handle.db
      .insertInto(table)
      .values(timestamps ? { ...values, created_at: stamp, updated_at: stamp } : values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id as number;
  };
  const one = (table: string, id: number) =>
    handle.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow() as Promise<Row>;

  beforeAll(async () => {
    older = await ownDatabase(dialect, '022_lots');
    handle = older.handle;
    ids.user = await insert('users', { email: 'mario@test.it', password_digest: 'x' });
    ids.item = await insert('items', { code: 'CITTÀ', barcode: 'ÀB-1' });
    if (dialect === 'sqlite') {
      // Let in by SQLite's ASCII-only lower(): the same code and barcode to a user.
      ids.item2 = await insert('items', { code: ' città', barcode: 'àb-1' });
      ids.unit = await insert('measure_units', { name: 'Metri', code: 'MÈ' });
      ids.unit2 = await insert('measure_units', { name: 'Metri bis', code: 'mè' });
    }
    const typology = await insert('project_typologies', { title: 'LP' });
    ids.project = await insert('projects', { name: 'LP-23', project_typology_id: typology });
    ids.package = await insert('packages', { name: 'P-23', project_id: ids.project });
    ids.pick = await insert('picks', {
      project_id: ids.project,
      item_id: ids.item,
      user_id: ids.user,
      quantity: 2,
    });
    ids.reading = await insert('project_rows', {
      project_id: ids.project,
      pick_id: ids.pick,
      item_id: ids.item,
      package_id: ids.package,
      user_id: ids.user,
      quantity: 2,
    });
    ids.printer = await insert('printers', { name: 'Zebra' });
    ids.template = await insert('print_templates', { name: 'Etichetta 23', body: '^XA^XZ' });
    ids.job = await insert('print_jobs', {
      printer_id: ids.printer,
      print_template_id: ids.template,
      user_id: ids.user,
      payload: '{}',
      status: 'done',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
      report.push(String(line));
    });
    try {
      expect(await migrate(handle.db, handle.dialect, { upTo: '023_who_did_what' })).toEqual([
        '023_who_did_what',
      ]);
    } finally {
      warn.mockRestore();
    }
  });
  afterAll(async () => {
    await older?.drop();
  });

  it('keeps every link: who wrote the reading, the pick and the job, the package, the template', async () => {
    expect(await one('project_rows', ids.reading!)).toMatchObject({
      user_id: ids.user,
      package_id: ids.package,
    });
    expect((await one('picks', ids.pick!)).user_id).toBe(ids.user);
    expect(await one('print_jobs', ids.job!)).toMatchObject({
      user_id: ids.user,
      print_template_id: ids.template,
    });
  });

  it('refuses from now on to delete a user, a package or a template still referred to', async () => {
    for (const [table, id] of [
      ['users', ids.user],
      ['packages', ids.package],
      ['print_templates', ids.template],
    ] as const) {
      await expect(handle.db.deleteFrom(table).where('id', '=', id!).execute(), table).rejects.toThrow(
        /foreign key/i,
      );
      expect(await one(table, id!), table).toBeDefined();
    }
  });

  it('renames and reports codes and barcodes that differ by accented capitals only (SQLite let them in)', async () => {
    expect((await one('items', ids.item!)).code).toBe('CITTÀ');
    if (dialect === 'postgres') {
      // PostgreSQL's lower() folded them already: migration 020 refused the copies, nothing to do.
      expect(report).toEqual([]);
      return;
    }
    expect((await one('items', ids.item2!)).code).toBe(`città-DUP${ids.item2}`);
    expect((await one('items', ids.item2!)).barcode).toBe(`àb-1-DUP${ids.item2}`);
    expect((await one('measure_units', ids.unit2!)).code).toBe(`mè-DUP${ids.unit2}`);
    expect(report).toHaveLength(3);
    expect(report.every((line) => line.startsWith('023_who_did_what: '))).toBe(true);
    expect(report.join('\n')).toContain(`items ${ids.item2}: code « città» is also items ${ids.item}'s`);
  });

  it('refuses a code or a barcode repeated with other capitals in any alphabet', async () => {
    await expect(insert('items', { code: 'città ' })).rejects.toThrow(/unique/i);
    await expect(insert('items', { code: 'NUOVO', barcode: ' àb-1' })).rejects.toThrow(/unique|primary/i);
  });
});

/** Through the API: 'CITTÀ' then ' città ' is a duplicate on both databases; a user with readings stays. */
describe.each(dialects)('codes in any alphabet and users with readings through /api/v2 on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  const post = (model: string, payload: object) =>
    h.request({ method: 'POST', url: `/api/v2/${model}`, token: h.tokens.admin, payload });

  it("refuses ' città ' as CITTÀ's duplicate, for items, locations and measure units", async () => {
    for (const [model, singular, extra] of [
      ['items', 'item', {}],
      ['locations', 'location', { name: 'Città' }],
      ['measure_units', 'measure_unit', { name: 'Città' }],
    ] as const) {
      const first = await post(model, { [singular]: { code: 'CITTÀ', ...extra } });
      expect(first.statusCode, first.body).toBe(201);
      const second = await post(model, { [singular]: { code: ' città ', ...extra } });
      expect(second.statusCode, `${model}: ${second.body}`).toBe(422);
      expect(second.json()).toMatchObject({ id: 'duplicate', existing: { id: first.json().id } });
      expect(second.json().error).toMatch(/già usato/);
    }
  });

  it('refuses deleting a user who wrote readings (in_use), and the readings keep their writer', async () => {
    const user = await h.createUser({ email: 'luigi@test.it', password: 'password-23' });
    const typology = (await post('project_typologies', { project_typology: { title: 'PC' } })).json().id;
    const project = (
      await post('projects', { project: { name: 'PC-23', project_typology_id: typology } })
    ).json().id;
    const item = (await post('items', { item: { code: 'U-23' } })).json().id;
    const reading = await post('project_rows', {
      project_row: { project_id: project, item_id: item, quantity: 1, user_id: user.id },
    });
    expect(reading.statusCode, reading.body).toBe(201);
    const res = await h.request({ method: 'DELETE', url: `/api/v2/users/${user.id}`, token: h.tokens.admin });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().id).toBe('in_use');
    const stored = await h.handle.db
      .selectFrom('project_rows')
      .select('user_id')
      .where('id', '=', reading.json().id)
      .executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(user.id);
  });
});
