import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidSscc } from '@warehouse/shared';
import { VirtualPrinter } from '../../../src/printing/virtual-printer';
import { create, createHarness, dialects, show, type Harness } from '../support/harness';
import { decodePng } from '../support/decode-png';

const PREFIX = '8012345';

/**
 * The "done when": a customer order packed into three parcels prints three GS1 logistic
 * labels whose PNGs (the virtual printer's) a scanner reads as exactly the element strings printed,
 * the SSCC lowest; the order's DESADV lists the three SSCCs with their items, quantities, lots and
 * dates. Around it: the settings and GLNs the back office may store, a reading keeping a supplier's
 * SSCC, the trace finding a package by its SSCC.
 */
describe.each(dialects)('shipping with SSCCs on %s', (dialect) => {
  let h: Harness;
  let printer: VirtualPrinter;
  let printerId: number;
  let outDir: string;

  beforeAll(async () => {
    h = await createHarness(dialect);
    outDir = mkdtempSync(join(tmpdir(), 'warehouse-labels-'));
    printer = new VirtualPrinter({ host: '127.0.0.1', port: 0, outDir });
    const { port } = await printer.start();
    printerId = (await create(h, 'printers', { name: 'Magazzino', host: '127.0.0.1', port })).id;
  }, 60_000);
  afterAll(async () => {
    await printer?.stop();
    await h?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  const put = (model: string, id: number, values: object) =>
    h.request({ method: 'PUT', url: `/api/v2/${model}/${id}`, token: h.tokens.admin, payload: values });
  const settingId = async (ns: string, key: string) =>
    Number(
      (
        await h.handle.db
          .selectFrom('settings')
          .select('id')
          .where('ns', '=', ns)
          .where('key', '=', key)
          .executeTakeFirstOrThrow()
      ).id,
    );

  it('refuses a company prefix that is not 7–11 digits and a GLN with a wrong check digit', async () => {
    const prefix = await settingId('gs1', 'company_prefix');
    const short = await put('settings', prefix, { setting: { raw: '801234' } });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      id: 'invalid_input',
      error: expect.stringContaining('da 7 a 11 cifre'),
    });
    const customer = await h.request({
      method: 'POST',
      url: '/api/v2/customers',
      token: h.tokens.admin,
      payload: { customers: { name: 'GLN sbagliato', gln: '8098765000001' } },
    });
    expect(customer.statusCode).toBe(422);
    expect(customer.json().fields).toEqual(['gln']);
  });

  it('packs three parcels: three GS1 labels read as their SSCCs, and the DESADV lists them', async () => {
    for (const [ns, key, raw] of [
      ['gs1', 'company_prefix', PREFIX],
      ['gs1', 'sscc_extension_digit', '3'],
      ['site', 'name', 'Magazzino Nord S.p.A.'],
      ['site', 'gln', '8012345000005'],
    ] as const) {
      const res = await put('settings', await settingId(ns, key), { setting: { raw } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const customer = await create(h, 'customers', { name: 'Supermercati Rossi', gln: '8098765000009' });
    const project = await create(h, 'projects', { name: 'ORD-44', customer_id: customer.id });
    const coffee = await create(h, 'items', {
      code: 'CAF-250',
      description: 'Caffè',
      barcode: '8012345000012',
    });
    const tea = await create(h, 'items', { code: 'TE-20', description: 'Tè', barcode: '8012345000029' });
    const packages = [];
    for (let i = 0; i < 3; i++) {
      packages.push(
        (
          await h.request({
            method: 'POST',
            url: '/api/v2/packages',
            token: h.tokens.operator,
            payload: { packages: { project_id: project.id, closed: false, shipped: false } },
          })
        ).json() as { id: number; name: string },
      );
    }
    const reading = (item: number, quantity: number, pkg: number, lot?: string, expiry?: string) =>
      create(h, 'project_rows', {
        project_id: project.id,
        item_id: item,
        quantity,
        package_id: pkg,
        lot: lot ?? null,
        expiry_date: expiry ?? null,
      });
    await reading(coffee.id, 12, packages[0]!.id, 'L2611-07', '2027-12-31');
    await reading(tea.id, 6, packages[1]!.id);
    await reading(coffee.id, 4, packages[2]!.id, 'L2611-08', '2028-01-31');
    await reading(tea.id, 2, packages[2]!.id);

    const before = printer.labels.length;
    const concluded = await h.request({
      method: 'POST',
      url: `/api/v2/projects/${project.id}?do=conclude_packing`,
      token: h.tokens.operator,
      payload: {
        outgoing: true,
        lock_version: (await show(h, 'projects', project.id)).lock_version,
        printer_id: printerId,
      },
    });
    expect(concluded.statusCode, concluded.body).toBe(200);
    expect(concluded.json().labels).toMatchObject({ total: 3, printed: 3 });

    const ssccs = await Promise.all(
      packages.map(async (p) => (await show(h, 'packages', p.id)).sscc as string),
    );
    for (const sscc of ssccs) expect(sscc).toMatch(/^38012345\d{9}\d$/);
    expect(ssccs.every((s) => isValidSscc(s))).toBe(true);
    expect(new Set(ssccs).size).toBe(3);

    const labels = (await printer.waitForLabels(before + 3)).slice(before);
    const read = await Promise.all(labels.map(async (l) => decodePng(readFileSync(l.pngPath!))));
    expect(read[0]).toEqual([
      { text: '(02)08012345000012(37)12', gs1: true },
      { text: '(15)271231(10)L2611-07', gs1: true },
      { text: `(00)${ssccs[0]}`, gs1: true },
    ]);
    expect(read[1]).toEqual([
      { text: '(02)08012345000029(37)6', gs1: true },
      { text: `(00)${ssccs[1]}`, gs1: true },
    ]);
    // Two items: no content data, the SSCC only.
    expect(read[2]).toEqual([{ text: `(00)${ssccs[2]}`, gs1: true }]);
    expect(labels[0]!.zpl).toContain(`(00) 3 8012345 ${ssccs[0]!.slice(8, 17)} ${ssccs[0]!.slice(17)}`);

    const edi = await h.request({
      method: 'GET',
      url: `/api/v2/projects/${project.id}?do=despatch_advice`,
      token: h.tokens.supervisor,
    });
    expect(edi.statusCode, edi.body).toBe(200);
    expect(edi.headers['content-type']).toContain('application/edifact');
    const segments = edi.body.trim().split('\n');
    expect(segments.filter((s) => s.startsWith('GIN+BJ+'))).toEqual(ssccs.map((s) => `GIN+BJ+${s}'`));
    expect(segments).toContain("NAD+BY+8098765000009::9'");
    expect(segments).toContain("NAD+SU+8012345000005::9'");
    const json = await h.request({
      method: 'GET',
      url: `/api/v2/projects/${project.id}?do=despatch_advice&format=json`,
      token: h.tokens.supervisor,
    });
    expect(json.json().packages).toEqual([
      {
        sscc: ssccs[0],
        lines: [
          {
            gtin: '08012345000012',
            item_code: 'CAF-250',
            quantity: 12,
            lot: 'L2611-07',
            best_before: '2027-12-31',
          },
        ],
      },
      {
        sscc: ssccs[1],
        lines: [{ gtin: '08012345000029', item_code: 'TE-20', quantity: 6, lot: null, best_before: null }],
      },
      {
        sscc: ssccs[2],
        lines: [
          {
            gtin: '08012345000012',
            item_code: 'CAF-250',
            quantity: 4,
            lot: 'L2611-08',
            best_before: '2028-01-31',
          },
          { gtin: '08012345000029', item_code: 'TE-20', quantity: 2, lot: null, best_before: null },
        ],
      },
    ]);

    // The trace finds a package by its SSCC, scanned (GS1) or typed.
    for (const q of [`(00)${ssccs[1]}`, ssccs[1]!]) {
      const traced = await h.request({
        method: 'GET',
        url: `/api/v2/project_rows?do=trace&q=${encodeURIComponent(q)}`,
        token: h.tokens.operator,
      });
      expect(traced.statusCode, traced.body).toBe(200);
      expect(traced.json()).toMatchObject({ found: 'package' });
    }
  }, 120_000);

  it('says what a DESADV is missing', async () => {
    const customer = await create(h, 'customers', { name: 'Senza GLN' });
    const project = await create(h, 'projects', { name: 'ORD-NOGLN', customer_id: customer.id });
    const res = await h.request({
      method: 'GET',
      url: `/api/v2/projects/${project.id}?do=despatch_advice`,
      token: h.tokens.supervisor,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toContain('GLN del cliente');
  });

  it("keeps a supplier's SSCC on the reading it brought, traces it back, refuses a wrong check digit", async () => {
    const supplier = await create(h, 'suppliers', { name: 'Torrefazione Sud' });
    const project = await create(h, 'projects', { name: 'ARRIVO-1', supplier_id: supplier.id });
    const item = await create(h, 'items', { code: 'IN-1' });
    const row = await create(h, 'project_rows', {
      project_id: project.id,
      item_id: item.id,
      quantity: 1,
      lot: 'L-IN-1',
      sscc: '106141411234567897',
    });
    expect((await show(h, 'project_rows', row.id)).sscc).toBe('106141411234567897');
    const found = await h.request({
      method: 'GET',
      url: '/api/v2/project_rows?q[sscc_eq]=106141411234567897',
      token: h.tokens.operator,
    });
    expect(found.json().map((r: { id: number }) => r.id)).toEqual([row.id]);
    // The trace follows the supplier's SSCC, scanned or typed, back to the reading it brought.
    for (const q of ['(00)106141411234567897', '106141411234567897']) {
      const traced = await h.request({
        method: 'GET',
        url: `/api/v2/project_rows?do=trace&q=${encodeURIComponent(q)}`,
        token: h.tokens.operator,
      });
      expect(traced.statusCode, traced.body).toBe(200);
      expect(traced.json()).toMatchObject({
        found: 'sscc',
        received: [
          {
            reading_id: row.id,
            supplier: { id: supplier.id, name: 'Torrefazione Sud' },
            order: { id: project.id, name: 'ARRIVO-1' },
            item: { code: 'IN-1' },
            lot: 'L-IN-1',
            quantity: 1,
          },
        ],
        lots: [{ lot: 'L-IN-1' }],
      });
    }
    const bad = await h.request({
      method: 'POST',
      url: '/api/v2/project_rows',
      token: h.tokens.operator,
      payload: {
        project_rows: { project_id: project.id, item_id: item.id, quantity: 1, sscc: '106141411234567898' },
      },
    });
    expect(bad.statusCode).toBe(422);
  });
});
