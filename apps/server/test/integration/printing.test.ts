import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLabelFields } from '../../src/printing/label-fields';
import {
  ORDER_LABEL,
  PACKAGE_LABEL,
  PRICE_LABEL,
  TEMPLATE_NAMES,
} from '../../src/printing/shipped-templates';
import {
  hostStatusAnswer,
  VirtualPrinter,
  type VirtualPrinterState,
} from '../../src/printing/virtual-printer';
import { create, createHarness, dialects, type Harness, show } from './support/harness';
import { commandsOf, printedTexts } from './support/labels';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const fullOrder = {
  current_date: '23/11/2026',
  customer_external_code: 'C042',
  customer_name: 'Società Agricola Né Più Né Meno',
  customer_address: 'Via Garibaldi 1',
  customer_postal_code: '37121',
  customer_locality: 'Verona',
  customer_province: 'VR',
  package_incremental: 2,
  project_packages_number: 5,
  package_name: 'PKG-0042',
  item_0_quantity: 3,
  item_0_description: 'Caffè in grani',
};

describe.each(dialects)('printing on %s', (dialect) => {
  let h: Harness;
  let outDir: string;
  let zebra: VirtualPrinter;
  let zebraPort: number;
  let printerId: number;

  const print = (id: number, body: object, token = h.tokens.operator) =>
    h.request({
      method: 'POST',
      url: `/api/v2/printers/${id}?do=print_single_barcode`,
      token,
      payload: body,
    });

  /** Prints and returns the label the virtual printer received. */
  async function printed(body: object) {
    const before = zebra.labels.length;
    const res = await print(printerId, body);
    expect(res.statusCode, res.body).toBe(200);
    const labels = await zebra.waitForLabels(before + 1);
    expect(zebra.labels).toHaveLength(before + 1); // one job, however many copies
    return { res: res.json(), label: labels[before]! };
  }

  const jobsOf = async (id: number) =>
    (
      await h.request({
        method: 'GET',
        url: `/api/v2/print_jobs?q[printer_id_eq]=${id}&always_ok=true`,
        token: h.tokens.admin,
      })
    ).json();

  beforeAll(async () => {
    h = await createHarness(dialect);
    outDir = mkdtempSync(join(tmpdir(), 'warehouse-labels-'));
    zebra = new VirtualPrinter({ port: 0, outDir });
    zebraPort = (await zebra.start()).port;
    printerId = (
      await create(h, 'printers', {
        name: 'Zebra Magazzino',
        host: '127.0.0.1',
        port: zebraPort,
        purpose: 'warehouse',
      })
    ).id;
  });
  afterAll(async () => {
    await zebra?.stop();
    await h?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  describe('the shipped templates', () => {
    it('are installed with the schema, under the names the screens use', async () => {
      const res = await h.request({
        method: 'GET',
        url: '/api/v2/print_templates',
        token: h.tokens.operator,
      });
      const byName = new Map(res.json().map((t: { name: string; body: string }) => [t.name, t.body]));
      expect(byName.get(TEMPLATE_NAMES.order)).toBe(ORDER_LABEL);
      expect(byName.get(TEMPLATE_NAMES.package)).toBe(PACKAGE_LABEL);
      expect(byName.get(TEMPLATE_NAMES.price)).toBe(PRICE_LABEL);
    });

    it('order label with every field: all printed, UTF-8 (^CI28), Code 128 of the package, a .zpl and a .png written', async () => {
      const { res, label } = await printed({ print_template: TEMPLATE_NAMES.order, fields: fullOrder });
      expect(res.ids).toHaveLength(1);
      expect(label.zpl).toContain('^CI28');
      const texts = printedTexts(label.zpl);
      expect(texts).toContain('Società Agricola Né Più Né Meno');
      expect(texts).toContain('Collo 2 di 5');
      expect(texts).toContain('37121 Verona VR');
      expect(texts).toContain('Caffè in grani');
      expect(texts).toContain('Cod. cliente C042');
      expect(label.zpl).toMatch(/\^BCN,110,Y,N,N\^FH\^FDPKG-0042\^FS/);
      expect(readFileSync(label.zplPath!, 'utf8')).toBe(label.zpl);
      expect(readFileSync(label.pngPath!).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    });

    it('order label with missing fields: prints the rest, the missing ones empty, no placeholder left', async () => {
      const { label } = await printed({
        print_template: TEMPLATE_NAMES.order,
        fields: { package_name: 'PKG-1' },
      });
      expect(label.zpl).not.toContain('{{');
      expect(printedTexts(label.zpl)).toContain('Collo  di ');
      expect(label.zpl).toContain('^FDPKG-1^FS');
    });

    it('order label with 12 item lines prints item_0 … item_9 only', async () => {
      const lines = Array.from({ length: 12 }, (_, i) => ({
        quantity: i + 1,
        description: `Articolo riga ${i}`,
      }));
      const fields = orderLabelFields({
        date: new Date(2026, 10, 23),
        customer: { name: 'Cliente' },
        packageIncremental: 1,
        projectPackagesNumber: 1,
        packageName: 'PKG-12',
        lines,
      });
      // Lines 10 and 11 also sent by a careless client: still not printed.
      const { label } = await printed({
        print_template: TEMPLATE_NAMES.order,
        fields: {
          ...fields,
          item_10_description: 'Articolo riga 10',
          item_11_description: 'Articolo riga 11',
        },
      });
      const texts = printedTexts(label.zpl);
      for (let i = 0; i < 10; i++) expect(texts).toContain(`Articolo riga ${i}`);
      expect(texts).not.toContain('Articolo riga 10');
      expect(texts).not.toContain('Articolo riga 11');
      expect(texts).toContain('23/11/2026');
    });

    it('package label: the name in clear and as a barcode', async () => {
      const { label } = await printed({
        print_template: TEMPLATE_NAMES.package,
        fields: { package_name: 'COLLO-7' },
      });
      expect(printedTexts(label.zpl)).toEqual(['COLLO-7', 'COLLO-7']);
      expect(label.zpl).toContain('^BCN,200,Y,N,N^FH^FDCOLLO-7^FS');
    });

    it('price label: euro price, EAN-13 for a valid EAN, copies from quantity', async () => {
      const { res, label } = await printed({
        print_template: TEMPLATE_NAMES.price,
        fields: {
          item_code: 'A1',
          item_description: 'Tè verde',
          item_external_code: 'X9',
          item_barcode: '8001234567897',
          item_retail_price: 12.5,
        },
        quantity: 3,
      });
      expect(res.copies).toBe(3);
      expect(label.copies).toBe(3);
      expect(label.zpl).toMatch(/\^PQ3\^XZ$/);
      expect(printedTexts(label.zpl)).toEqual(
        expect.arrayContaining(['Tè verde', 'Cod. A1', 'ID X9', '€ 12,50']),
      );
      expect(label.zpl).toContain('^BEN,80,Y,N^FD800123456789^FS');
    });

    it('price label: label_quantity gives the copies; a code that is not an EAN becomes Code 128', async () => {
      const { label } = await printed({
        print_template: TEMPLATE_NAMES.price,
        fields: { item_barcode: 'ABC>123', item_retail_price: '3', label_quantity: 2 },
      });
      expect(label.copies).toBe(2);
      expect(label.zpl).toContain('^BCN,80,Y,N,N^FH^FDABC><123^FS');
    });
  });

  describe('values cannot inject commands', () => {
    it('^, ~ and _ print as themselves; the label keeps the template’s commands', async () => {
      const hostile = 'X^XZ^XA^PW9999~JR~HS_5E';
      const { label } = await printed({
        print_template: TEMPLATE_NAMES.package,
        fields: { package_name: hostile },
      });
      // The template's own commands, the barcode field it expands to, and the copies (^PQ): no more.
      const expected = PACKAGE_LABEL.replace('{{package_name|code128:200}}', '^BCN,200,Y,N,N^FH^FD^FS')
        .replace('{{package_name|cut:26}}', '')
        .replace(/\^XZ$/, '^PQ1^XZ');
      expect(commandsOf(label.zpl)).toEqual(commandsOf(expected));
      expect(zebra.labels.at(-1)!.zpl).toBe(label.zpl); // one label, not split by the ^XZ^XA inside
      expect(printedTexts(label.zpl)).toEqual([hostile, hostile]);
    });

    it('control characters become spaces, emoji a question mark, 10,000 characters are cut', async () => {
      const { label } = await printed({
        print_template: TEMPLATE_NAMES.price,
        fields: { item_description: 'riga\r\nseconda\u0000🎉', item_code: 'x'.repeat(10_000) },
      });
      const texts = printedTexts(label.zpl);
      expect(texts[0]).toBe('riga  seconda ?');
      expect(texts[1]).toBe(`Cod. ${'x'.repeat(13)}...`);
      // eslint-disable-next-line no-control-regex
      expect(label.zpl).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
    });
  });

  describe('label count', () => {
    it.each([0, -1, 1000, 2.5, 'tre'])('refuses %s copies, and sends nothing', async (quantity) => {
      const before = zebra.connections;
      const res = await print(printerId, { print_template: TEMPLATE_NAMES.price, fields: {}, quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Numero di etichette non valido: da 1 a 999');
      const byField = await print(printerId, {
        print_template: TEMPLATE_NAMES.price,
        fields: { label_quantity: quantity },
      });
      expect(byField.statusCode).toBe(400);
      expect(zebra.connections).toBe(before);
    });
  });

  describe('printer status', () => {
    let stateful: VirtualPrinter;
    let statefulId: number;
    beforeAll(async () => {
      stateful = new VirtualPrinter({ port: 0 });
      const { port } = await stateful.start();
      statefulId = (await create(h, 'printers', { name: 'Zebra stati', host: '127.0.0.1', port })).id;
    });
    afterAll(() => stateful?.stop());

    it.each<[VirtualPrinterState, boolean, string | null]>([
      ['ready', true, null],
      ['paper_out', false, 'paper_out'],
      ['paused', false, 'paused'],
      ['head_open', false, 'head_open'],
      ['ribbon_out', false, 'ribbon_out'],
      ['offline', false, 'unreachable'],
    ])('~HS of a printer %s → is_online %s, offline_reason %s', async (state, online, reason) => {
      stateful.state = state;
      const printer = await show(h, 'printers', statefulId);
      expect(printer.is_online).toBe(online);
      expect(printer.offline_reason).toBe(reason);
    });

    it('a printer that is not ready gets no label: 503 with the reason, job recorded failed', async () => {
      stateful.state = 'paper_out';
      const before = stateful.labels.length;
      const res = await print(statefulId, {
        print_template: TEMPLATE_NAMES.package,
        fields: { package_name: 'P' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error: "La stampante non è raggiungibile; l'etichetta non è stata stampata",
        id: 'printer_offline',
        offline_reason: 'paper_out',
      });
      expect(stateful.labels).toHaveLength(before);
      const [job] = await jobsOf(statefulId);
      expect(job).toMatchObject({ id: res.json().job_id, status: 'failed', error: 'paper_out' });
    });

    it('a printer that hangs (accepts, never answers): the request ends within seconds, job failed', async () => {
      stateful.state = 'offline';
      const started = Date.now();
      const res = await print(statefulId, {
        print_template: TEMPLATE_NAMES.package,
        fields: { package_name: 'P' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().offline_reason).toBe('unreachable');
      expect(Date.now() - started).toBeLessThan(10_000);
      expect((await jobsOf(statefulId))[0]).toMatchObject({ status: 'failed', error: 'unreachable' });
    });

    it('a printer that is not there: unreachable', async () => {
      const closed = createServer();
      const port = await new Promise<number>((resolve) =>
        closed.listen(0, '127.0.0.1', () => resolve((closed.address() as AddressInfo).port)),
      );
      await new Promise((resolve) => closed.close(resolve));
      const gone = await create(h, 'printers', { name: 'Spenta', host: '127.0.0.1', port });
      expect(await show(h, 'printers', gone.id)).toMatchObject({
        is_online: false,
        offline_reason: 'unreachable',
      });
      const res = await print(gone.id, { print_template: TEMPLATE_NAMES.package, fields: {} });
      expect(res.json()).toMatchObject({ id: 'printer_offline', offline_reason: 'unreachable' });
    });

    it('one command at a time per printer, even when several prints and checks arrive together', async () => {
      stateful.state = 'ready';
      stateful.peakConnections = 0;
      const before = stateful.labels.length;
      const results = await Promise.all([
        ...Array.from({ length: 4 }, (_, i) =>
          print(statefulId, { print_template: TEMPLATE_NAMES.package, fields: { package_name: `C-${i}` } }),
        ),
        show(h, 'printers', statefulId),
        show(h, 'printers', statefulId),
      ]);
      expect(results.slice(0, 4).map((r) => (r as { statusCode: number }).statusCode)).toEqual([
        200, 200, 200, 200,
      ]);
      await stateful.waitForLabels(before + 4);
      expect(stateful.peakConnections).toBe(1);
    });
  });

  describe('a printer that closes the connection mid-label', () => {
    let rude: Server;
    let rudeId: number;
    beforeAll(async () => {
      // Answers ~HS as ready, then resets the connection as soon as label bytes arrive.
      rude = createServer((socket) => {
        socket.on('error', () => undefined);
        socket.on('data', (chunk) => {
          if (chunk.toString('latin1').startsWith('~HS')) socket.end(hostStatusAnswer('ready'), 'latin1');
          else socket.resetAndDestroy();
        });
      });
      const port = await new Promise<number>((resolve) =>
        rude.listen(0, '127.0.0.1', () => resolve((rude.address() as AddressInfo).port)),
      );
      rudeId = (await create(h, 'printers', { name: 'Maleducata', host: '127.0.0.1', port })).id;
    });
    afterAll(() => new Promise((resolve) => rude?.close(resolve)));

    it('is a print error, never "printed": 502, job failed connection_closed', async () => {
      const res = await print(rudeId, { print_template: TEMPLATE_NAMES.order, fields: fullOrder });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        error: "Errore durante la stampa dell'etichetta",
        id: 'print_failed',
        offline_reason: 'connection_closed',
      });
      expect((await jobsOf(rudeId))[0]).toMatchObject({ status: 'failed', error: 'connection_closed' });
    });
  });

  describe('print jobs', () => {
    it('are listed for an administrator with their outcome and payload', async () => {
      const jobs = await jobsOf(printerId);
      expect(jobs.length).toBeGreaterThan(0);
      expect(jobs[0]).toMatchObject({ printer_id: printerId, status: 'sent', error: null });
      expect(jobs[0].payload).toMatch(/^\^XA/);
    });

    it('cannot be written through the API, not even by an administrator', async () => {
      const [job] = await jobsOf(printerId);
      for (const token of [h.tokens.admin, h.tokens.operator]) {
        const created = await h.request({
          method: 'POST',
          url: '/api/v2/print_jobs',
          token,
          payload: { print_job: { status: 'sent' } },
        });
        expect(created.statusCode).toBe(403);
        const updated = await h.request({
          method: 'PUT',
          url: `/api/v2/print_jobs/${job.id}`,
          token,
          payload: { print_job: { status: 'failed' } },
        });
        expect(updated.statusCode).toBe(403);
        const removed = await h.request({ method: 'DELETE', url: `/api/v2/print_jobs/${job.id}`, token });
        expect(removed.statusCode).toBe(403);
      }
      expect((await show(h, 'print_jobs', job.id)).status).toBe('sent');
    });
  });

  describe('templates', () => {
    it('a template with an unknown placeholder is refused when saved, naming it', async () => {
      const res = await h.request({
        method: 'POST',
        url: '/api/v2/print_templates',
        token: h.tokens.admin,
        payload: { print_template: { name: 'sbagliato', body: '^XA^FO1,1^FH^FD{{item_cod}}^FS^XZ' } },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('Segnaposto sconosciuto nel modello: {{item_cod}}');
    });

    it('a placeholder in a field without ^FH is refused (it could not be escaped)', async () => {
      const tpl = await create(h, 'print_templates', {
        name: 'ok',
        body: '^XA^FO1,1^FH^FD{{barcode}}^FS^XZ',
      });
      const res = await h.request({
        method: 'PUT',
        url: `/api/v2/print_templates/${tpl.id}`,
        token: h.tokens.admin,
        payload: { print_template: { body: '^XA^FO1,1^FD{{barcode}}^FS^XZ' } },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toContain('^FH');
    });

    it('preview: the stored template with sample fields, as PNG', async () => {
      const res = await h.request({
        method: 'POST',
        url: '/api/v2/print_templates?do=preview',
        token: h.tokens.operator,
        payload: { print_template: TEMPLATE_NAMES.price },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ width_mm: 60, height_mm: 40 });
      expect(printedTexts(body.zpl)).toContain('€ 12,50');
      expect(Buffer.from(body.image.replace('data:image/png;base64,', ''), 'base64').subarray(0, 8)).toEqual(
        PNG_SIGNATURE,
      );
    });

    it('preview: given fields, by id, as image/png when asked', async () => {
      const [price] = (
        await h.request({
          method: 'GET',
          url: `/api/v2/print_templates?q[name_eq]=${TEMPLATE_NAMES.price}`,
          token: h.tokens.operator,
        })
      ).json();
      const res = await h.request({
        method: 'POST',
        url: `/api/v2/print_templates/${price.id}?do=preview`,
        token: h.tokens.operator,
        headers: { accept: 'image/png' },
        payload: { fields: { item_description: 'Zucchero', item_retail_price: 1 } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    });

    it('preview of an unsaved body with an unknown placeholder: 422 naming it', async () => {
      const res = await h.request({
        method: 'POST',
        url: '/api/v2/print_templates?do=preview',
        token: h.tokens.admin,
        payload: { body: '^XA^FH^FD{{nope}}^FS^XZ' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toContain('{{nope}}');
    });
  });

  describe('finding the printer of a screen', () => {
    it('by purpose and the user’s plant; 404 printer_not_found when there is none', async () => {
      const plant = await create(h, 'plants', { name: 'Negozio Verona' });
      const other = await create(h, 'plants', { name: 'Negozio Roma' });
      await create(h, 'printers', {
        name: 'Roma',
        purpose: 'store',
        plant_id: other.id,
        host: '127.0.0.1',
        port: zebraPort,
      });
      const mine = await create(h, 'printers', {
        name: 'Verona',
        purpose: 'store',
        plant_id: plant.id,
        host: '127.0.0.1',
        port: zebraPort,
      });
      await h.createUser({
        email: 'negozio@test.it',
        password: 'una password lunga',
        plantId: plant.id,
        roles: ['operatore'],
      });
      const token = await h.login('negozio@test.it', 'una password lunga');
      const found = await h.request({ method: 'GET', url: '/api/v2/printers?do=find&purpose=store', token });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toMatchObject({ id: mine.id, is_online: true, offline_reason: null });
      const byName = await h.request({ method: 'GET', url: '/api/v2/printers?do=find&name=Roma', token });
      expect(byName.json().name).toBe('Roma');
      const none = await h.request({ method: 'GET', url: '/api/v2/printers?do=find&name=Nessuna', token });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ error: 'Stampante non trovata', id: 'printer_not_found' });
      const bad = await h.request({ method: 'GET', url: '/api/v2/printers?do=find&purpose=cucina', token });
      expect(bad.statusCode).toBe(400);
    });

    it('a printer with an unknown purpose is refused', async () => {
      const res = await h.request({
        method: 'POST',
        url: '/api/v2/printers',
        token: h.tokens.admin,
        payload: { printer: { name: 'X', purpose: 'cucina' } },
      });
      expect(res.statusCode).toBe(422);
    });
  });

  it('a printer id that does not exist: 404 Stampante non trovata', async () => {
    const res = await print(999_999, { print_template: TEMPLATE_NAMES.package, fields: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Stampante non trovata', id: 'printer_not_found' });
    expect(existsSync(outDir)).toBe(true);
  });
});
