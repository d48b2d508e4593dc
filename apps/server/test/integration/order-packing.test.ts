import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, show, type Harness } from './support/harness';
import { closedPort, startLabelPrinter, type LabelPrinter } from './support/label-printer';

/** Enough of an order label to see every field arrive: one line per field. */
const LABEL =
  '^XA^CI28\n^FO0,0^FH^FD{{current_date}}|{{customer_external_code}}|{{customer_name}}|{{customer_address}}|{{customer_postal_code}}|{{customer_locality}}|{{customer_province}}^FS\n' +
  '^FO0,0^FH^FDcollo {{package_incremental}}/{{project_packages_number}} {{package_name}}^FS\n' +
  Array.from(
    { length: 10 },
    (_, i) => `^FO0,0^FH^FD{{item_${i}_quantity}} x {{item_${i}_description}}^FS`,
  ).join('\n') +
  '\n^XZ';
const UNREACHABLE = "La stampante non è raggiungibile; l'etichetta non è stata stampata";

describe.each(dialects)('order packing commands on %s', (dialect) => {
  let h: Harness;
  let printer: LabelPrinter;
  let printerId: number;
  let offlinePrinterId: number;
  let n = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
    printer = await startLabelPrinter();
    // One line per field, so a test can read every field (the shipped label is laid out for paper).
    await h.handle.db
      .updateTable('print_templates')
      .set({ body: LABEL })
      .where('name', '=', 'etichetta_ordine')
      .execute();
    printerId = (await create(h, 'printers', { name: 'Magazzino', host: '127.0.0.1', port: printer.port }))
      .id;
    offlinePrinterId = (
      await create(h, 'printers', { name: 'Spenta', host: '127.0.0.1', port: await closedPort() })
    ).id;
  });
  afterAll(async () => {
    await h?.close();
    await printer?.close();
  });

  const post = (url: string, payload: object, token = h.tokens.operator) =>
    h.request({ method: 'POST', url: `/api/v2/${url}`, token, payload });

  /** A customer order with an address and three picks (expected 2, 3, 1). */
  async function order(extra: Record<string, unknown> = {}) {
    n++;
    const customer = await create(h, 'customers', {
      name: `Caffè Città ${n}`,
      external_code: `C${n}`,
      address: 'Via Roma 1',
      postal_code: '20100',
      locality: 'Milano',
      province: 'MI',
    });
    const address = await create(h, 'addresses', {
      customer_id: customer.id,
      name: `Magazzino Più ${n}`,
      address: 'Viale Città 9',
      postal_code: '10100',
      locality: 'Torino',
      province: 'TO',
    });
    const project = await create(h, 'projects', {
      name: `LP-${n}`,
      customer_id: customer.id,
      address_id: address.id,
      ...extra,
    });
    const items = [];
    for (const [i, description] of ['Caffè in grani', 'Tè verde', 'Cioccolato fondente'].entries()) {
      items.push(await create(h, 'items', { code: `IT-${n}-${i}`, description }));
    }
    const picks = [];
    for (const [i, quantity] of [2, 3, 1].entries()) {
      picks.push(await create(h, 'picks', { project_id: project.id, item_id: items[i].id, quantity }));
    }
    return { project, items, picks };
  }

  const newPackage = async (projectId: number) =>
    (await post('packages', { packages: { project_id: projectId, closed: false, shipped: false } })).json();

  const read = (
    projectId: number,
    pick: { id: number; item_id: number },
    quantity: number,
    packageId?: number,
  ) =>
    create(h, 'project_rows', {
      project_id: projectId,
      pick_id: pick.id,
      item_id: pick.item_id,
      quantity,
      package_id: packageId ?? null,
    });

  const lockOf = async (projectId: number) => (await show(h, 'projects', projectId)).lock_version as number;
  const conclude = async (projectId: number, extra: object = {}) =>
    post(`projects/${projectId}?do=conclude_packing`, {
      outgoing: true,
      lock_version: await lockOf(projectId),
      printer_id: printerId,
      ...extra,
    });
  const suspend = async (projectId: number, extra: object = {}) =>
    post(`projects/${projectId}?do=suspend_packing`, {
      outgoing: true,
      lock_version: await lockOf(projectId),
      ...extra,
    });

  describe('packages', () => {
    it('are named PK-<order>-<nnn> with an incremental per order', async () => {
      const { project } = await order();
      const first = await newPackage(project.id);
      const second = await newPackage(project.id);
      expect(first).toMatchObject({
        name: `PK-${project.id}-001`,
        incremental: 1,
        closed: false,
        shipped: false,
      });
      expect(second).toMatchObject({ name: `PK-${project.id}-002`, incremental: 2 });
    });

    it('stay unique when many handhelds create them at once', async () => {
      const { project } = await order();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          post('packages', { packages: { project_id: project.id, closed: false, shipped: false } }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
      const increments = answers.map((a) => a.json().incremental).sort((a, b) => a - b);
      expect(increments).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      expect(new Set(answers.map((a) => a.json().name)).size).toBe(12);
    });

    it('skip a name already taken by hand, and refuse a duplicate name', async () => {
      const { project } = await order();
      await create(h, 'packages', { project_id: project.id, name: `PK-${project.id}-001`, incremental: 7 });
      const next = await newPackage(project.id);
      expect(next).toMatchObject({ name: `PK-${project.id}-008`, incremental: 8 });
      const duplicate = await post('packages', { packages: { project_id: project.id, name: next.name } });
      expect(duplicate.statusCode).toBe(422);
    });

    it('take no reading of another order', async () => {
      const a = await order();
      const b = await order();
      const foreign = await newPackage(b.project.id);
      const res = await post('project_rows', {
        project_rows: {
          project_id: a.project.id,
          pick_id: a.picks[0].id,
          item_id: a.items[0].id,
          quantity: 1,
          package_id: foreign.id,
        },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe("Il collo scelto non appartiene a quest'ordine");
      expect((await show(h, 'picks', a.picks[0].id)).quantity_detected).toBe(0);
    });
  });

  describe('conclude', () => {
    it('complete with excess: prepared, empty packages deleted, one label per package', async () => {
      const { project, picks } = await order();
      const [p1, p2, empty] = [
        await newPackage(project.id),
        await newPackage(project.id),
        await newPackage(project.id),
      ];
      await read(project.id, picks[0], 2, p1.id);
      await read(project.id, picks[1], 1, p1.id);
      await read(project.id, picks[1], 3, p2.id); // 4 of 3: excess is allowed
      await read(project.id, picks[2], 1, p2.id);
      const before = printer.jobs.length;
      const res = await conclude(project.id);
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer).toMatchObject({
        outcome: 'concluded',
        zero_readings: 0,
        deleted_packages: 1,
        labels: { total: 2, printed: 2, error: null },
        project: { store: false, prepared: true, partial: false, suspended: false },
      });
      const stored = await show(h, 'projects', project.id);
      expect(stored).toMatchObject({ prepared: true, store: false, partial: false, suspended: false });
      const packages = await h.handle.db
        .selectFrom('packages')
        .select('id')
        .where('project_id', '=', project.id)
        .execute();
      expect(packages.map((p) => p.id).sort()).toEqual([p1.id, p2.id].sort());
      expect(packages.some((p) => p.id === empty.id)).toBe(false);

      const [label1, label2] = await printer.jobsFrom(before, 2);
      const today = new Date();
      const date = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
      expect(label1).toContain(`${date}|C${n}|Magazzino Più ${n}|Viale Città 9|10100|Torino|TO`);
      expect(label1).toContain(`collo 1/2 ${p1.name}`);
      expect(label1).toContain('2 x Caffè in grani\n1 x Tè verde\n x \n');
      expect(label2).toContain(`collo 2/2 ${p2.name}`);
      expect(label2).toContain('3 x Tè verde\n1 x Cioccolato fondente\n');
      const jobs = await h.handle.db.selectFrom('print_jobs').select('status').where('id', '>', 0).execute();
      expect(jobs.filter((j) => j.status === 'sent').length).toBeGreaterThanOrEqual(2);
    });

    it('picking mode: store true, prepared false', async () => {
      const { project, picks } = await order();
      for (const [i, q] of [2, 3, 1].entries()) await read(project.id, picks[i], q);
      const res = await conclude(project.id, { outgoing: false, picking: true, printer_id: null });
      expect(res.json()).toMatchObject({ outcome: 'concluded', labels: null });
      expect(await show(h, 'projects', project.id)).toMatchObject({
        store: true,
        prepared: false,
        partial: false,
      });
    });

    it('nothing detected: nothing is written', async () => {
      const { project } = await order({ suspended: true });
      const lock = await lockOf(project.id);
      const res = await conclude(project.id);
      expect(res.json()).toMatchObject({ outcome: 'nothing_detected', labels: null });
      expect(await show(h, 'projects', project.id)).toMatchObject({
        lock_version: lock,
        prepared: false,
        suspended: true,
      });
    });

    it('partial: refused unless confirmed, then zero readings for untouched picks and partial true', async () => {
      const { project, picks } = await order();
      const pkg = await newPackage(project.id);
      await read(project.id, picks[0], 1, pkg.id);
      const unconfirmed = await conclude(project.id);
      expect(unconfirmed.statusCode).toBe(409);
      expect(unconfirmed.json()).toMatchObject({
        id: 'confirmation_required',
        confirm: 'partialPacking',
        error: "Evasione parziale! Confermi comunque la chiusura dell'attività di impacchettamento?",
      });
      expect(await show(h, 'projects', project.id)).toMatchObject({ partial: false });

      const res = await conclude(project.id, { confirmed: true });
      expect(res.json()).toMatchObject({
        outcome: 'partial',
        zero_readings: 2,
        project: { partial: true, suspended: false, prepared: false },
        labels: { total: 1, printed: 1 },
      });
      const rows = await h.handle.db
        .selectFrom('project_rows')
        .select(['pick_id', 'quantity'])
        .where('project_id', '=', project.id)
        .where('quantity', '=', 0)
        .execute();
      expect(rows.map((r) => r.pick_id).sort()).toEqual([picks[1].id, picks[2].id].sort());
    });

    it('a stale lock_version is a 409 and writes nothing', async () => {
      const { project, picks } = await order();
      for (const [i, q] of [2, 3, 1].entries()) await read(project.id, picks[i], q);
      const stale = await lockOf(project.id);
      await h.request({
        method: 'PUT',
        url: `/api/v2/projects/${project.id}`,
        token: h.tokens.supervisor,
        payload: { project: { notes: 'altro operatore', lock_version: stale } },
      });
      const res = await post(`projects/${project.id}?do=conclude_packing`, {
        outgoing: true,
        lock_version: stale,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'Modifica in conflitto con altro operatore',
        id: 'stale_record',
        current: { project: { id: project.id, notes: 'altro operatore' } },
      });
      expect(await show(h, 'projects', project.id)).toMatchObject({ prepared: false });
    });

    it('a pick changed by someone else since it was loaded is a 409', async () => {
      const { project, picks } = await order();
      for (const [i, q] of [2, 3, 1].entries()) await read(project.id, picks[i], q);
      const seen = picks.map((p) => ({ id: p.id, lock_version: p.lock_version }));
      await h.request({
        method: 'PUT',
        url: `/api/v2/picks/${picks[0].id}`,
        token: h.tokens.supervisor,
        payload: { pick: { quantity: 5, lock_version: picks[0].lock_version } },
      });
      const res = await conclude(project.id, { picks: seen });
      expect(res.statusCode).toBe(409);
      expect(await show(h, 'projects', project.id)).toMatchObject({ prepared: false });
    });

    it('an unreachable printer: the order stays concluded and the answer says so', async () => {
      const { project, picks } = await order();
      const pkg = await newPackage(project.id);
      for (const [i, q] of [2, 3, 1].entries()) await read(project.id, picks[i], q, pkg.id);
      const res = await conclude(project.id, { printer_id: offlinePrinterId });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        outcome: 'concluded',
        labels: { total: 1, printed: 0, error: UNREACHABLE },
      });
      expect(await show(h, 'projects', project.id)).toMatchObject({ prepared: true });
      const failed = await h.handle.db
        .selectFrom('print_jobs')
        .select('status')
        .where('printer_id', '=', offlinePrinterId)
        .execute();
      expect(failed.map((j) => j.status)).toEqual(['failed']);
    });

    it('an order concluded already is not concluded again', async () => {
      const { project, picks } = await order();
      for (const [i, q] of [2, 3, 1].entries()) await read(project.id, picks[i], q);
      expect((await conclude(project.id, { printer_id: null })).statusCode).toBe(200);
      const again = await conclude(project.id, { printer_id: null });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ id: 'already_closed', error: 'Ordine già concluso' });
    });

    it('refuses a body without exactly one mode', async () => {
      const { project } = await order();
      const res = await post(`projects/${project.id}?do=conclude_packing`, {
        lock_version: 0,
        outgoing: true,
        picking: true,
      });
      expect(res.statusCode).toBe(400);
      const bad = await post(`projects/${project.id}?do=conclude_packing`, {
        lock_version: 'x',
        outgoing: true,
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('suspend', () => {
    it('untouched: suspended false without a question', async () => {
      const { project } = await order({ suspended: true });
      const res = await suspend(project.id);
      expect(res.json()).toMatchObject({ outcome: 'left', project: { suspended: false } });
    });

    it('touched: refused unless confirmed, then suspended true and partial false; packages kept', async () => {
      const { project, picks } = await order({ partial: true });
      const pkg = await newPackage(project.id);
      await newPackage(project.id);
      await read(project.id, picks[0], 1, pkg.id);
      expect((await suspend(project.id)).statusCode).toBe(409);
      const res = await suspend(project.id, { confirmed: true });
      expect(res.json()).toMatchObject({
        outcome: 'suspended',
        project: { suspended: true, partial: false },
      });
      const packages = await h.handle.db
        .selectFrom('packages')
        .select('id')
        .where('project_id', '=', project.id)
        .execute();
      expect(packages).toHaveLength(2);
    });
  });
});
