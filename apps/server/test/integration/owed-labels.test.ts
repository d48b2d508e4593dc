import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, type Harness } from './support/harness';
import { startLabelPrinter, type LabelPrinter } from './support/label-printer';

const UNREACHABLE = "La stampante non è raggiungibile; l'etichetta non è stata stampata";

/** Labels that did not print stay owed (migration 024) and come out later, once each. */
describe.each(dialects)('labels owed on %s', (dialect) => {
  let h: Harness;
  let printer: LabelPrinter;
  let printerId: number;
  let n = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
    printer = await startLabelPrinter();
    printerId = (await create(h, 'printers', { name: 'Magazzino', host: '127.0.0.1', port: printer.port }))
      .id;
  });
  afterAll(async () => {
    await h?.close();
    await printer?.close();
  });

  const post = (url: string, payload: object) =>
    h.request({ method: 'POST', url: `/api/v2/${url}`, token: h.tokens.operator, payload });
  const owedList = async () => {
    const res = await h.request({
      method: 'GET',
      url: '/api/v2/projects?do=owed_labels',
      token: h.tokens.operator,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().projects as { id: number; name: string; labels: number; reason: string | null }[];
  };

  /** An order with one pick read into two packages, ready to conclude. */
  async function packedOrder() {
    n++;
    const customer = await create(h, 'customers', { name: `Bar Sport ${n}` });
    const project = await create(h, 'projects', { name: `LP-OWED-${n}`, customer_id: customer.id });
    const item = await create(h, 'items', { code: `OW-${n}`, description: 'Caffè in grani' });
    const pick = await create(h, 'picks', { project_id: project.id, item_id: item.id, quantity: 2 });
    for (let i = 0; i < 2; i++) {
      const pkg = (
        await post('packages', { packages: { project_id: project.id, closed: false, shipped: false } })
      ).json();
      await create(h, 'project_rows', {
        project_id: project.id,
        pick_id: pick.id,
        item_id: item.id,
        quantity: 1,
        package_id: pkg.id,
      });
    }
    return project as { id: number; name: string; lock_version: number };
  }
  const conclude = (project: { id: number; lock_version: number }, printer_id: number | null) =>
    post(`projects/${project.id}?do=conclude_packing`, {
      outgoing: true,
      lock_version: project.lock_version,
      printer_id,
    });

  it('a printer out of paper at Concludi: the reason is told, the labels stay owed and print once later', async () => {
    const project = await packedOrder();
    printer.setState('paper_out');
    const before = printer.jobs.length;
    const res = await conclude(project, printerId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'concluded',
      labels: { total: 2, printed: 0, error: UNREACHABLE, reason: 'paper_out', owed: 2 },
    });
    expect(await owedList()).toContainEqual({
      id: project.id,
      name: project.name,
      customer_name: `Bar Sport ${n}`,
      labels: 2,
      reason: 'paper_out',
    });

    // Still out of paper: nothing comes out, nothing is forgotten.
    const refused = await post(`projects/${project.id}?do=print_owed_labels`, { printer_id: printerId });
    expect(refused.json().labels).toMatchObject({ printed: 0, reason: 'paper_out', owed: 2 });

    printer.setState('ready');
    const [first, second] = await Promise.all([
      post(`projects/${project.id}?do=print_owed_labels`, { printer_id: printerId }),
      post(`projects/${project.id}?do=print_owed_labels`, { printer_id: printerId }),
    ]);
    // Two operators pressing at once: each label comes out once.
    expect(first.json().labels.printed + second.json().labels.printed).toBe(2);
    const labels = await printer.jobsFrom(before, 2);
    expect(labels.map((l) => /PK-\d+-00\d/.exec(l)?.[0]).sort()).toEqual([
      `PK-${project.id}-001`,
      `PK-${project.id}-002`,
    ]);
    expect(printer.jobs.length).toBe(before + 2);
    expect((await owedList()).some((p) => p.id === project.id)).toBe(false);
  });

  it('no printer at entry: the order labels are owed; printer management off: none', async () => {
    const owed = await packedOrder();
    const res = await conclude(owed, null);
    expect(res.json().labels).toMatchObject({ total: 2, printed: 0, reason: 'no_printer', owed: 2 });
    const off = await packedOrder();
    const offRes = await post(`projects/${off.id}?do=conclude_packing`, {
      outgoing: true,
      lock_version: off.lock_version,
    });
    expect(offRes.json().labels).toBeNull();
    const list = await owedList();
    expect(list.find((p) => p.id === owed.id)).toMatchObject({ labels: 2, reason: 'no_printer' });
    expect(list.some((p) => p.id === off.id)).toBe(false);
  });

  it("a new package without a printer owes its label; 'Ristampa etichetta' prints it and settles it", async () => {
    printer.setState('ready');
    const project = await create(h, 'projects', { name: `PREP-OWED-${++n}` });
    const res = await post(`projects/${project.id}?do=prepare_packages`, { count: 1, printer_id: null });
    expect(res.statusCode).toBe(200);
    const { packages, labels } = res.json();
    expect(labels).toMatchObject({ total: 1, printed: 0, reason: 'no_printer', owed: 1 });
    const before = printer.jobs.length;
    const reprint = await post(`projects/${project.id}?do=print_owed_labels`, {
      printer_id: printerId,
      package_id: packages[0].id,
    });
    expect(reprint.json().labels).toMatchObject({ printed: 1, error: null, owed: 0 });
    expect((await printer.jobsFrom(before, 1))[0]).toContain(packages[0].name);
    // A reprint of a package whose label is not owed prints it again.
    const again = await post(`projects/${project.id}?do=print_owed_labels`, {
      printer_id: printerId,
      package_id: packages[0].id,
    });
    expect(again.json().labels).toMatchObject({ printed: 1, owed: 0 });
  });
  const owedRows = (projectId: number) =>
    h.handle.db.selectFrom('owed_labels').selectAll().where('project_id', '=', projectId).execute();

  it('a refused conclusion owes no label: the transaction that would owe them is rolled back', async () => {
    const project = await packedOrder();
    const stale = await post(`projects/${project.id}?do=conclude_packing`, {
      outgoing: true,
      lock_version: project.lock_version + 1,
      printer_id: null,
    });
    expect(stale.statusCode).toBe(409);
    // One pick more than was read: the rule asks first, and nothing is written until it is answered.
    const item = await create(h, 'items', { code: `OW-X-${n}`, description: 'Zucchero' });
    await create(h, 'picks', { project_id: project.id, item_id: item.id, quantity: 1 });
    const current = (
      await h.request({ method: 'GET', url: `/api/v2/projects/${project.id}`, token: h.tokens.admin })
    ).json();
    const asked = await post(`projects/${project.id}?do=conclude_packing`, {
      outgoing: true,
      lock_version: current.lock_version,
      printer_id: null,
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().id).toBe('confirmation_required');
    expect(await owedRows(project.id)).toEqual([]);
    expect((await owedList()).some((p) => p.id === project.id)).toBe(false);

    const confirmed = await post(`projects/${project.id}?do=conclude_packing`, {
      outgoing: true,
      lock_version: current.lock_version,
      printer_id: null,
      confirmed: true,
    });
    expect(confirmed.json()).toMatchObject({ outcome: 'partial', labels: { owed: 2, reason: 'no_printer' } });
    expect(await owedRows(project.id)).toHaveLength(2);
  });

  it('a label left being printed by a process that died is printed again once its take has expired', async () => {
    printer.setState('ready');
    const project = await packedOrder();
    expect((await conclude(project, null)).statusCode).toBe(200);
    const [first, second] = await owedRows(project.id);
    // As a process killed mid-print leaves them: one taken long ago, one taken just now.
    const taken = (id: unknown, at: Date) =>
      h.handle.db
        .updateTable('owed_labels')
        .set({ taken_at: at.toISOString(), taken_by: 'processo-morto' })
        .where('id', '=', id as number)
        .execute();
    await taken(first!.id, new Date(Date.now() - 10 * 60_000));
    await taken(second!.id, new Date());
    // 'Etichette da stampare' shows no printer reason for a label being printed.
    expect((await owedList()).find((p) => p.id === project.id)).toMatchObject({ labels: 2, reason: null });

    const before = printer.jobs.length;
    const res = await post(`projects/${project.id}?do=print_owed_labels`, { printer_id: printerId });
    expect(res.json().labels).toMatchObject({ total: 2, printed: 1, error: null, owed: 1 });
    expect((await printer.jobsFrom(before, 1))[0]).toContain(`PK-${project.id}-001`);
    const left = await owedRows(project.id);
    expect(left.map((r) => [r.id, r.reason, r.taken_by])).toEqual([
      [second!.id, 'no_printer', 'processo-morto'],
    ]);
  });

  it("a label that fails while taken keeps only the printer's reason and is free for the next print", async () => {
    const project = await packedOrder();
    printer.setState('paper_out');
    expect((await conclude(project, printerId)).json().labels).toMatchObject({
      reason: 'paper_out',
      owed: 2,
    });
    const rows = await owedRows(project.id);
    expect(rows.map((r) => [r.reason, r.taken_at, r.taken_by])).toEqual([
      ['paper_out', null, null],
      ['paper_out', null, null],
    ]);
    printer.setState('ready');
    const res = await post(`projects/${project.id}?do=print_owed_labels`, { printer_id: printerId });
    expect(res.json().labels).toMatchObject({ total: 2, printed: 2, owed: 0 });
  });
});
