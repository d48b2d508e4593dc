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

  it('an operator is refused (403 forbidden)', async () => {
    const res = await get('items?do=export', h.tokens.operator);
    expect(res.statusCode).toBe(403);
    expect(res.json().id).toBe('forbidden');
  });
});
