import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from '../support/harness';
import { count, importCsv, rows } from './support';

describe.each(dialects)('CSV import of locations, customers, suppliers and orders on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
    await create(h, 'plants', { name: 'Sede', code: 'S1' });
    await create(h, 'project_typologies', { title: 'Ordine Cliente', picking: true });
    await create(h, 'project_typologies', { title: 'AN' });
    for (const code of ['A', 'B', 'C']) await create(h, 'items', { code, barcode: `80${code}` });
  });
  afterAll(() => h.close());

  it('locations by code, with their plant; a code already stored is updated', async () => {
    const first = await importCsv(h, 'locations', 'code;name;plant\nL1;Scaffale 1;S1\nL2;Scaffale 2;\n');
    expect(first.json()).toMatchObject({ created: 2, errors: [] });
    const again = await importCsv(h, 'locations', 'code;name\nL1;Scaffale Uno\n');
    expect(again.json()).toMatchObject({ created: 0, updated: 1 });
    const l1 = (await rows(h, 'locations')).find((l) => l.code === 'L1')!;
    expect(l1.name).toBe('Scaffale Uno');
    expect(l1.plant_id).not.toBeNull();
  });

  it.each(['customers', 'suppliers'])('%s by external code', async (model) => {
    const res = await importCsv(
      h,
      model,
      'Codice;Nome;Indirizzo;CAP;Località;Provincia;Partita IVA\nP1;"Rossi; S.r.l.";Via Roma 1;00100;Roma;RM;IT0123\n',
    );
    expect(res.json()).toMatchObject({ created: 1, errors: [] });
    expect((await rows(h, model))[0]).toMatchObject({
      external_code: 'P1',
      name: 'Rossi; S.r.l.',
      province: 'RM',
    });
  });

  it('orders with their lines: one CSV line per line, the order created once', async () => {
    const csv = [
      'name;project_typology;customer;project_date;item;quantity;location',
      'AC-1;Ordine Cliente;P1;31/12/2026;A;2;L1',
      'AC-1;;;;B;1,5;',
      'AC-2;Ordine Cliente;;2026-11-30;C;4;',
    ].join('\n');
    const res = await importCsv(h, 'projects', csv);
    expect(res.json()).toMatchObject({ total: 3, valid: 3, created: 3, written: 3, errors: [] });
    const projects = await rows(h, 'projects', 'name');
    expect(projects.map((p) => [p.name, String(p.project_date).slice(0, 10)])).toEqual([
      ['AC-1', '2026-12-31'],
      ['AC-2', '2026-11-30'],
    ]);
    expect(projects[0]!.customer_id).not.toBeNull();
    const picks = await h.request({
      method: 'GET',
      url: `/api/v2/picks?q[project_id_eq]=${projects[0]!.id as number}&q[s]=id+asc`,
      token: h.tokens.operator,
    });
    expect(
      picks
        .json()
        .map((p: { item: { code: string }; quantity: number; quantity_remaining: number }) => [
          p.item.code,
          p.quantity,
          p.quantity_remaining,
        ]),
    ).toEqual([
      ['A', 2, 2],
      ['B', 1.5, 1.5],
    ]);
  });

  it('an order already stored, an unknown item, a line that contradicts its order: named, nothing written', async () => {
    const before = [await count(h, 'projects'), await count(h, 'picks')];
    const csv = [
      'name;project_typology;customer;item;quantity',
      'AC-1;Ordine Cliente;;A;1', // line 2: stored already
      'AC-3;Ordine Cliente;;Z;1', // line 3: unknown item
      'AC-3;Ordine Cliente;P9;A;1', // line 4: another customer than line 3
      'AC-4;Nessuna;;A;1', // line 5: unknown typology
      'AC-4;;;B;1', // line 6: its order is not importable
      'AC-5;Ordine Cliente;;A;0', // line 7: quantity zero
      'AC-6;;;A;1', // line 8: first line without typology
    ].join('\n');
    const res = await importCsv(h, 'projects', csv);
    expect(res.json().errors.map((e: { line: number; field: string | null }) => [e.line, e.field])).toEqual([
      [2, 'name'],
      [3, 'item'],
      [4, 'customer'],
      [5, 'project_typology'],
      [6, 'name'],
      [7, 'quantity'],
      [8, 'project_typology'],
    ]);
    expect(res.json()).toMatchObject({ total: 7, invalid: 7, written: 0 });
    expect([await count(h, 'projects'), await count(h, 'picks')]).toEqual(before);
  });

  it("a store supply's item on two lines: the second refused by the picks' rule, as a pick added by hand is", async () => {
    const csv = ['name;project_typology;item;quantity', 'AN-1;AN;A;1', 'AN-1;;A;2'].join('\n');
    const res = await importCsv(h, 'projects', csv, { mode: 'valid' });
    expect(res.json()).toMatchObject({
      valid: 1,
      invalid: 1,
      written: 1,
      errors: [{ line: 3, field: 'item', message: "Articolo «A» già presente nell'approvvigionamento" }],
    });
    const order = (await rows(h, 'projects')).find((p) => p.name === 'AN-1')!;
    const picks = await h.handle.db
      .selectFrom('picks')
      .select(['quantity', 'quantity_remaining', 'closed'])
      .where('project_id', '=', order.id as number)
      .execute();
    expect(picks.map((p) => [Number(p.quantity), Number(p.quantity_remaining), Boolean(p.closed)])).toEqual([
      [1, 1, false],
    ]);
  });

  it('only valid rows: the order is written with its valid lines', async () => {
    const csv = [
      'name;project_typology;item;quantity',
      'AC-7;Ordine Cliente;A;1',
      'AC-7;;Z;1',
      'AC-7;;C;3',
    ].join('\n');
    const res = await importCsv(h, 'projects', csv, { mode: 'valid' });
    expect(res.json()).toMatchObject({ valid: 2, invalid: 1, written: 2 });
    const order = (await rows(h, 'projects')).find((p) => p.name === 'AC-7')!;
    const picks = await h.handle.db
      .selectFrom('picks')
      .select('quantity')
      .where('project_id', '=', order.id as number)
      .execute();
    expect(picks.map((p) => Number(p.quantity)).sort()).toEqual([1, 3]);
  });
});
