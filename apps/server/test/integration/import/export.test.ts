import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from '../support/harness';

describe.each(dialects)('CSV export of a list on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
    await create(h, 'items', { code: 'E-1', description: '=HYPERLINK("http://x")', quantity: 1.5 });
    await create(h, 'items', { code: 'E-2', description: '+39 06; "uno"', quantity: 2 });
    await create(h, 'items', { code: 'E-3', description: '@SUM(A1)', quantity: 3 });
    await create(h, 'items', { code: 'F-1', description: '-1', quantity: 4 });
    await create(h, 'items', { code: 'F-2', description: '\tcella', quantity: 5 });
  });
  afterAll(() => h.close());

  const get = (url: string, token = h.tokens.admin) =>
    h.request({ method: 'GET', url: `/api/v2/${url}`, token });

  it('the filtered, sorted list as CSV: BOM, semicolons, formulas neutralised, an attachment', async () => {
    const res = await get('items?do=export&columns=code,description,quantity&q[code_start]=E&s=code+desc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="items-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'code;description;quantity',
      "E-3;'@SUM(A1);3",
      `E-2;"'+39 06; ""uno""";2`,
      `E-1;"'=HYPERLINK(""http://x"")";1,5`,
      '',
    ]);
  });

  it("Excel (Italia): 'Sì'/'No' and dd/mm/yyyy days, which a write takes back; standard CSV keeps true/false and ISO", async () => {
    await create(h, 'projects', { name: 'X-1', closed: true, project_date: '2026-11-20' });
    await create(h, 'projects', { name: 'X-2', closed: false });
    const list = 'columns=name,closed,project_date&q[name_start]=X-&s=name+asc';
    const excel = await get(`projects?do=export&${list}`);
    expect(excel.body.slice(1).split('\r\n')).toEqual([
      'name;closed;project_date',
      'X-1;Sì;20/11/2026',
      'X-2;No;',
      '',
    ]);
    const csv = await get(`projects?do=export&format=csv&${list}`);
    expect(csv.body.split('\r\n')).toEqual([
      'name,closed,project_date',
      'X-1,true,2026-11-20',
      'X-2,false,',
      '',
    ]);
    // An export edited in Excel imports as it was: the same words go back in.
    await create(h, 'projects', { name: 'X-3', closed: 'Sì', project_date: '21/11/2026' });
    const [back] = (await get('projects?q[name_eq]=X-3')).json() as Record<string, unknown>[];
    expect(back).toMatchObject({ closed: true, project_date: '2026-11-21' });
  });

  it('a leading minus and a leading tab are neutralised too', async () => {
    const res = await get('items?do=export&columns=code,description&q[code_start]=F&q[s]=code+asc');
    expect(res.body.slice(1).split('\r\n')).toEqual(['code;description', "F-1;'-1", "F-2;'\tcella", '']);
  });

  it('an unknown or hidden column is a 400 naming it', async () => {
    const unknown = await get('items?do=export&columns=code,prezzo');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'Colonna sconosciuta: prezzo', id: 'invalid_input' });
    const hidden = await get('users?do=export&columns=email,password_digest');
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().error).toBe('Colonna sconosciuta: password_digest');
    const all = await get('users?do=export');
    expect(all.body.split('\r\n')[0]).not.toMatch(/password_digest|atoken/);
  });

  it('streams a long list page by page, every row once', async () => {
    const stamp = new Date().toISOString();
    const values = Array.from({ length: 4500 }, (_, i) => ({
      code: `S-${String(i).padStart(5, '0')}`,
      quantity: 0,
      locked_quantity: 0,
      created_at: stamp,
      updated_at: stamp,
    }));
    for (let i = 0; i < values.length; i += 500)
      await h.handle.db
        .insertInto('items')
        .values(values.slice(i, i + 500))
        .execute();
    const res = await get('items?do=export&columns=code&q[code_start]=S-&s=code+asc');
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines.length).toBe(4501);
    expect(lines[1]).toBe('S-00000');
    expect(new Set(lines).size).toBe(4501);
    expect(lines.at(-1)).toBe('S-04499');
  });

  it('associated columns as the list shows them, headed by the titles, with the list filter', async () => {
    const plant = await create(h, 'plants', { name: 'Sede' });
    const shelf = await create(h, 'locations', { name: 'Scaffale A', code: 'SA', plant_id: plant.id });
    const item = await create(h, 'items', {
      code: 'A-1',
      description: 'con ubicazione',
      location_id: shelf.id,
    });
    await create(h, 'additional_barcodes', { code: '111', item_id: item.id });
    await create(h, 'additional_barcodes', { code: '222', item_id: item.id });
    await create(h, 'items', { code: 'A-2', description: 'senza' });
    const titles = ['Codice', 'Barcode aggiuntivi', 'Ubicazione'].map(
      (t) => `titles[]=${encodeURIComponent(t)}`,
    );
    const res = await get(
      `items?do=export&columns=code,additional_barcodes,location_name&${titles.join('&')}&q[code_start]=A-&s=location_name+asc`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'Codice;Barcode aggiuntivi;Ubicazione',
      'A-1;111, 222;Scaffale A',
      'A-2;;',
      '',
    ]);
    const locations = await get(`locations?do=export&columns=name,plant_name&q[plant_name_cont]=Sed`);
    expect(locations.body.slice(1).split('\r\n')).toEqual(['name;plant_name', 'Scaffale A;Sede', '']);
    const roles = await get(`users?do=export&columns=email,roles&q[email_start]=super`);
    expect(roles.body.slice(1).split('\r\n')).toEqual(['email;roles', 'super@test.it;supervisore', '']);
  });

  it('standard CSV: commas, no BOM, decimal point, quoted when a cell holds a comma', async () => {
    const res = await get(
      'items?do=export&columns=code,description,quantity&q[code_start]=E&s=code+asc&format=csv',
    );
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('code');
    expect(res.body.split('\r\n').slice(0, 3)).toEqual([
      'code,description,quantity',
      `E-1,"'=HYPERLINK(""http://x"")",1.5`,
      `E-2,"'+39 06; ""uno""",2`,
    ]);
    const bad = await get('items?do=export&format=xls');
    expect(bad.statusCode).toBe(400);
  });

  it('a column of a model the role may not read is refused, naming it', async () => {
    const res = await get('users?do=export&columns=email&q[email_start]=x', h.tokens.supervisor);
    expect(res.statusCode).toBe(403);
    const roles = await get('items?do=export&columns=code,location_name', h.tokens.supervisor);
    expect(roles.statusCode).toBe(200);
  });

  it('keyset pages over ties and empty values: every row once, in the list order', async () => {
    const stamp = new Date().toISOString();
    const a = await create(h, 'locations', { name: 'K-uno' });
    const b = await create(h, 'locations', { name: 'K-due' });
    // 5,000 items sorted by location name descending: many ties and a third without a location.
    const values = Array.from({ length: 5000 }, (_, i) => ({
      code: `K-${String(i).padStart(5, '0')}`,
      location_id: i % 3 === 0 ? null : i % 3 === 1 ? a.id : b.id,
      quantity: 0,
      locked_quantity: 0,
      created_at: stamp,
      updated_at: stamp,
    }));
    for (let i = 0; i < values.length; i += 500)
      await h.handle.db
        .insertInto('items')
        .values(values.slice(i, i + 500))
        .execute();
    const res = await get('items?do=export&columns=code,location_name&q[code_start]=K-&s=location_name+desc');
    const lines = res.body.slice(1).trim().split('\r\n').slice(1);
    expect(lines.length).toBe(5000);
    expect(new Set(lines).size).toBe(5000);
    const list = await get('items?q[code_start]=K-&q[s]=location_name+desc&per=5000&page=1');
    const expected = (list.json() as { code: string; location?: { name: string } | null }[]).map(
      (r) => `${r.code};${r.location?.name ?? ''}`,
    );
    expect(lines).toEqual(expected);
  });

  it('an operator is refused (403 forbidden)', async () => {
    const res = await get('items?do=export', h.tokens.operator);
    expect(res.statusCode).toBe(403);
    expect(res.json().id).toBe('forbidden');
  });
});
