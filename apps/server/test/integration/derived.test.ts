import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness, show } from './support/harness';

/** Derived fields the server keeps true in the writing transaction (ARCHITECTURE.md). */
describe.each(dialects)('derived quantities on %s', (dialect) => {
  let h: Harness;
  let n = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(async () => {
    await h?.close();
  });

  const get = (model: string, id: number) => show(h, model, id);
  const write = async (method: 'PUT' | 'DELETE', model: string, id: number, values?: object) => {
    const res = await h.request({
      method,
      url: `/api/v2/${model}/${id}`,
      token: h.tokens.admin,
      ...(values ? { payload: { [model]: values } } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const quantities = async (pickId: number) => {
    const pick = await get('picks', pickId);
    return [pick.quantity, pick.quantity_detected, pick.quantity_remaining];
  };
  const detectedOf = async (documentId: number) => (await get('documents', documentId)).quantity_detected;

  /** A fresh project with an item and a pick for it (quantity 10). */
  async function order(quantity = 10) {
    n++;
    const item = await create(h, 'items', { code: `ART-${n}` });
    const project = await create(h, 'projects', { name: `Ordine ${n}` });
    const pick = await create(h, 'picks', { project_id: project.id, item_id: item.id, quantity });
    return { item: item.id as number, project: project.id as number, pick: pick.id as number };
  }

  it('sums the rows of a pick as they are created, changed and deleted', async () => {
    const o = await order();
    expect(await quantities(o.pick)).toEqual([10, 0, 10]);

    const a = await create(h, 'project_rows', {
      project_id: o.project,
      item_id: o.item,
      pick_id: o.pick,
      quantity: 3,
    });
    const b = await create(h, 'project_rows', {
      project_id: o.project,
      item_id: o.item,
      pick_id: o.pick,
      quantity: 4.5,
    });
    expect(await quantities(o.pick)).toEqual([10, 7.5, 2.5]);

    await write('PUT', 'project_rows', a.id, { quantity: 8 });
    expect(await quantities(o.pick)).toEqual([10, 12.5, -2.5]);

    await write('DELETE', 'project_rows', b.id);
    expect(await quantities(o.pick)).toEqual([10, 8, 2]);

    await write('DELETE', 'project_rows', a.id);
    expect(await quantities(o.pick)).toEqual([10, 0, 10]);
  });

  it('recomputes the remaining quantity when the pick quantity changes', async () => {
    const o = await order();
    await create(h, 'project_rows', { project_id: o.project, item_id: o.item, pick_id: o.pick, quantity: 4 });
    const updated = await write('PUT', 'picks', o.pick, { quantity: 15 });
    expect([updated.quantity, updated.quantity_detected, updated.quantity_remaining]).toEqual([15, 4, 11]);
    expect(await quantities(o.pick)).toEqual([15, 4, 11]);
  });

  it('links a row created without pick_id to the unique pick of its project and item', async () => {
    const o = await order();
    const row = await create(h, 'project_rows', { project_id: o.project, item_id: o.item, quantity: 2 });
    expect(row.pick_id).toBe(o.pick);
    expect(await quantities(o.pick)).toEqual([10, 2, 8]);
  });

  it('links nothing when two picks of the project have the same item', async () => {
    const o = await order();
    const second = await create(h, 'picks', { project_id: o.project, item_id: o.item, quantity: 5 });
    const row = await create(h, 'project_rows', { project_id: o.project, item_id: o.item, quantity: 2 });
    expect(row.pick_id).toBeNull();
    expect(await quantities(o.pick)).toEqual([10, 0, 10]);
    expect(await quantities(second.id)).toEqual([5, 0, 5]);
  });

  it('resolves the pick again when a row moves to another project, recomputing old and new', async () => {
    const from = await order();
    const to = await create(h, 'projects', { name: `Destinazione ${n}` });
    const toPick = await create(h, 'picks', { project_id: to.id, item_id: from.item, quantity: 6 });
    const row = await create(h, 'project_rows', {
      project_id: from.project,
      item_id: from.item,
      quantity: 4,
    });
    expect(row.pick_id).toBe(from.pick);

    const moved = await write('PUT', 'project_rows', row.id, { project_id: to.id });
    expect(moved.pick_id).toBe(toPick.id);
    expect(await quantities(from.pick)).toEqual([10, 0, 10]);
    expect(await quantities(toPick.id)).toEqual([6, 4, 2]);
  });

  it('resolves the pick again when the moved row is sent back whole, its old pick_id included', async () => {
    const from = await order();
    const to = await create(h, 'projects', { name: `Rimandata ${n}` });
    const toPick = await create(h, 'picks', { project_id: to.id, item_id: from.item, quantity: 6 });
    const row = await create(h, 'project_rows', {
      project_id: from.project,
      item_id: from.item,
      quantity: 4,
    });

    const moved = await write('PUT', 'project_rows', row.id, { ...row, project_id: to.id });
    expect(moved.pick_id).toBe(toPick.id);
    expect(await quantities(from.pick)).toEqual([10, 0, 10]);
    expect(await quantities(toPick.id)).toEqual([6, 4, 2]);
  });

  it('keeps the pick a moved row is explicitly given', async () => {
    const from = await order();
    const to = await create(h, 'projects', { name: `Esplicita ${n}` });
    const p1 = await create(h, 'picks', { project_id: to.id, item_id: from.item, quantity: 6 });
    const p2 = await create(h, 'picks', { project_id: to.id, item_id: from.item, quantity: 3 });
    const row = await create(h, 'project_rows', {
      project_id: from.project,
      item_id: from.item,
      quantity: 2,
    });

    const moved = await write('PUT', 'project_rows', row.id, { project_id: to.id, pick_id: p2.id });
    expect(moved.pick_id).toBe(p2.id);
    expect(await quantities(from.pick)).toEqual([10, 0, 10]);
    expect(await quantities(p1.id)).toEqual([6, 0, 6]);
    expect(await quantities(p2.id)).toEqual([3, 2, 1]);
  });

  it('leaves a moved row without pick when the new project has none for its item', async () => {
    const from = await order();
    const to = await create(h, 'projects', { name: `Senza righe ${n}` });
    const row = await create(h, 'project_rows', {
      project_id: from.project,
      item_id: from.item,
      quantity: 4,
    });
    expect(await quantities(from.pick)).toEqual([10, 4, 6]);

    const moved = await write('PUT', 'project_rows', row.id, { project_id: to.id });
    expect(moved.pick_id).toBeNull();
    expect(await quantities(from.pick)).toEqual([10, 0, 10]);
  });

  it('leaves a moved row without pick when the new project has two for its item', async () => {
    const from = await order();
    const to = await create(h, 'projects', { name: `Ambiguo ${n}` });
    const p1 = await create(h, 'picks', { project_id: to.id, item_id: from.item, quantity: 1 });
    const p2 = await create(h, 'picks', { project_id: to.id, item_id: from.item, quantity: 2 });
    const row = await create(h, 'project_rows', {
      project_id: from.project,
      item_id: from.item,
      quantity: 4,
    });

    const moved = await write('PUT', 'project_rows', row.id, { project_id: to.id });
    expect(moved.pick_id).toBeNull();
    expect(await quantities(from.pick)).toEqual([10, 0, 10]);
    expect(await quantities(p1.id)).toEqual([1, 0, 1]);
    expect(await quantities(p2.id)).toEqual([2, 0, 2]);
  });

  it('keeps documents.quantity_detected equal to the sum of their rows', async () => {
    const o = await order();
    const d1 = await create(h, 'documents', { name: `Inventario ${n}`, project_id: o.project });
    const d2 = await create(h, 'documents', { name: `Inventario ${n} bis`, project_id: o.project });
    expect(await detectedOf(d1.id)).toBe(0);

    const base = { project_id: o.project, item_id: o.item };
    const a = await create(h, 'project_rows', { ...base, document_id: d1.id, quantity: 2 });
    const b = await create(h, 'project_rows', { ...base, document_id: d1.id, quantity: 5 });
    expect(await detectedOf(d1.id)).toBe(7);

    await write('PUT', 'project_rows', a.id, { quantity: 3 });
    expect(await detectedOf(d1.id)).toBe(8);

    await write('PUT', 'project_rows', b.id, { document_id: d2.id });
    expect([await detectedOf(d1.id), await detectedOf(d2.id)]).toEqual([3, 5]);

    await write('DELETE', 'project_rows', a.id);
    expect([await detectedOf(d1.id), await detectedOf(d2.id)]).toEqual([0, 5]);
  });

  it('updates the document when a pick is deleted and its rows go with it', async () => {
    const item = await create(h, 'items', { code: `ART-DEL-${++n}` });
    const project = await create(h, 'projects', { name: `Cancellazione ${n}` });
    const doc = await create(h, 'documents', { name: `Preparazione ${n}`, project_id: project.id });
    const pick = await create(h, 'picks', {
      project_id: project.id,
      item_id: item.id,
      document_id: doc.id,
      quantity: 9,
    });
    const base = { project_id: project.id, item_id: item.id, document_id: doc.id };
    await create(h, 'project_rows', { ...base, pick_id: pick.id, quantity: 2 });
    await create(h, 'project_rows', { ...base, pick_id: pick.id, quantity: 3 });
    // A row of the same document outside the pick stays counted.
    const other = await create(h, 'picks', { project_id: project.id, item_id: item.id, quantity: 1 });
    await create(h, 'project_rows', { ...base, pick_id: other.id, quantity: 1 });
    expect(await detectedOf(doc.id)).toBe(6);

    await write('DELETE', 'picks', pick.id);
    const rows = await h.handle.db
      .selectFrom('project_rows')
      .select('id')
      .where('pick_id', '=', pick.id)
      .execute();
    expect(rows).toEqual([]);
    expect(await detectedOf(doc.id)).toBe(1);
  });

  it('updates the documents of the rows of a deleted pick even when the pick has no document', async () => {
    const item = await create(h, 'items', { code: `ART-DEL-${++n}` });
    const project = await create(h, 'projects', { name: `Cancellazione ${n}` });
    const doc = await create(h, 'documents', { name: `Inventario ${n}`, project_id: project.id });
    const pick = await create(h, 'picks', { project_id: project.id, item_id: item.id, quantity: 9 });
    await create(h, 'project_rows', {
      project_id: project.id,
      item_id: item.id,
      pick_id: pick.id,
      document_id: doc.id,
      quantity: 4,
    });
    expect(await detectedOf(doc.id)).toBe(4);

    await write('DELETE', 'picks', pick.id);
    expect(await detectedOf(doc.id)).toBe(0);
  });
});

describe.each(dialects)('deleting a document on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h.close());

  it('recomputes the picks whose readings went with the document and its children', async () => {
    const item = await create(h, 'items', { code: 'DOC-DEL' });
    const project = await create(h, 'projects', { name: 'INV-DEL' });
    const pick = await create(h, 'picks', { project_id: project.id, item_id: item.id, quantity: 10 });
    const parent = await create(h, 'documents', { project_id: project.id, name: 'A01' });
    const child = await create(h, 'documents', {
      project_id: project.id,
      parent_id: parent.id,
      name: 'A01-1',
    });
    const pkg = await create(h, 'packages', { project_id: project.id });
    await create(h, 'project_rows', {
      project_id: project.id,
      item_id: item.id,
      document_id: child.id,
      package_id: pkg.id,
      quantity: 4,
    });
    await create(h, 'project_rows', { project_id: project.id, item_id: item.id, quantity: 1 });
    const before = await h.request({ method: 'GET', url: `/api/v2/picks/${pick.id}`, token: h.tokens.admin });
    expect(before.json()).toMatchObject({ quantity_detected: 5, quantity_remaining: 5 });

    const del = await h.request({
      method: 'DELETE',
      url: `/api/v2/documents/${parent.id}`,
      token: h.tokens.admin,
    });
    expect(del.statusCode).toBe(200);
    const after = await h.request({ method: 'GET', url: `/api/v2/picks/${pick.id}`, token: h.tokens.admin });
    expect(after.json()).toMatchObject({ quantity_detected: 1, quantity_remaining: 9 });
  });
});
