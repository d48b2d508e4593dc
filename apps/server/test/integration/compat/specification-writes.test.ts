import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, createHarness, dialects, show, type Harness } from '../support/harness';
import { multipart, pngBytes } from '../support/multipart';

type Body = Record<string, unknown>;

/**
 * The specification's own client (issue 47, point 1): every write its two documents list under
 * "Creates" and "Updates" (goods-flow §7, packing-inventory-labels §7), sent exactly in the shape
 * written there — the wrapper key, the fields, nothing more (no `module`, no `lock_version` where the
 * list names none) — as the operator whose screen sends it. Each is accepted and stored as the
 * matching screen of this app stores it. The request shapes are copied here from the documents.
 */
describe.each(dialects)("the specification's writes, exactly as written, on %s", (dialect) => {
  let h: Harness;
  const ids: Record<string, number> = {};
  const year = new Date().getFullYear();

  async function send(method: 'POST' | 'PUT', url: string, payload: Body, token = h.tokens.operator) {
    const res = await h.request({ method, url: `/api/v2/${url}`, token, payload });
    expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(method === 'POST' ? 201 : 200);
    return res.json() as Body & { id: number; lock_version: number };
  }
  const post = (url: string, payload: Body, token?: string) => send('POST', url, payload, token);
  const put = (url: string, payload: Body, token?: string) => send('PUT', url, payload, token);
  /** What the database holds now, through the API's own answer (booleans and dates as clients read them). */
  const stored = (model: string, id: number | undefined) => show(h, model, id!);

  beforeAll(async () => {
    h = await createHarness(dialect);
    const typology = async (title: string, more: Body = {}) =>
      (await create(h, 'project_typologies', { title, ...more })).id as number;
    ids.ac = await typology('AC');
    ids.lp = await typology('LP', { picking: true });
    ids.an = await typology('AN');
    ids.inventoryTypology = await typology('INV', { inventory: true });
    ids.branch = (await create(h, 'branches', { code: '1', name: 'Sede' })).id;
    ids.location = (await create(h, 'locations', { name: 'A01-01', code: 'A01-01' })).id;
    ids.location2 = (await create(h, 'locations', { name: 'B01-02', code: 'B01-02' })).id;
    ids.item = (
      await create(h, 'items', { code: 'ART-1', description: 'Caffè in grani', barcode: '8001' })
    ).id;
    ids.item2 = (await create(h, 'items', { code: 'ART-2', description: 'Tè verde' })).id;
    ids.customer = (await create(h, 'customers', { name: 'Caffè Città' })).id;
    ids.supplier = (await create(h, 'suppliers', { name: 'Torrefazione Più' })).id;
    const project = async (name: string, typologyId: number) =>
      (await create(h, 'projects', { name, project_typology_id: typologyId })).id as number;
    const pick = async (projectId: number, more: Body = {}) =>
      (await create(h, 'picks', { project_id: projectId, item_id: ids.item, quantity: 5, ...more }))
        .id as number;
    ids.incoming = await project('AC-1', ids.ac);
    ids.order = await project('LP-1', ids.lp);
    ids.orderPick = await pick(ids.order, { location_id: ids.location });
    ids.picking = await project('LP-2', ids.lp);
    ids.pickingPick = await pick(ids.picking);
    ids.supply = await project('AN-1', ids.an);
    ids.supplyPick = await pick(ids.supply);
    ids.packageOfOrder = (await create(h, 'packages', { project_id: ids.order })).id;
    // Package preparation: a document of the order and a reference item under it, with its pick.
    ids.prepDocument = (await create(h, 'documents', { name: 'DDT-1', project_id: ids.order })).id;
    ids.reference = (
      await create(h, 'documents', { name: 'RIF-1', project_id: ids.order, parent_id: ids.prepDocument })
    ).id;
    ids.referencePick = await pick(ids.order, { document_id: ids.reference });
    // An inventory with its per-location document and a list pick.
    ids.inventory = await project('INV-1', ids.inventoryTypology);
    ids.inventoryDocument = (
      await create(h, 'documents', { name: 'A01-01', project_id: ids.inventory, location_id: ids.location })
    ).id;
    ids.inventoryPick = await pick(ids.inventory, {
      document_id: ids.inventoryDocument,
      location_id: ids.location,
    });
  });
  afterAll(() => h?.close());

  describe('goods-flow §7, Creates', () => {
    it('serial {item_id, code}', async () => {
      const serial = await post('serials', { serial: { item_id: ids.item, code: 'TAG-0001' } });
      expect(await stored('serials', serial.id)).toMatchObject({ item_id: ids.item, code: 'TAG-0001' });
      ids.serial = serial.id;
    });

    const tagReading = (projectId: number | undefined, code: string) => ({
      project_id: projectId,
      location_id: ids.location,
      item_id: ids.item,
      description: 'Caffè in grani',
      serial_id: ids.serial,
      quantity: 1,
      code,
    });

    it('project_row {project_id, location_id, item_id, description, serial_id, quantity, code}', async () => {
      const values = tagReading(ids.incoming, 'TAG-0001');
      const row = await post('project_rows', { project_row: values });
      expect(await stored('project_rows', row.id)).toMatchObject({ ...values, package_id: null });
      ids.tagReading = row.id;
    });

    it('… and pick_id on picking: a picking reading of the LP order, no package', async () => {
      const values = { ...tagReading(ids.picking, 'TAG-0002'), pick_id: ids.pickingPick };
      const row = await post('project_rows', { project_row: values });
      expect(await stored('project_rows', row.id)).toMatchObject({ ...values, package_id: null });
      expect((await stored('picks', ids.pickingPick)).quantity_detected).toBe(1);
    });

    it('… and pick_id on store: a supply fulfilment reading', async () => {
      const values = { ...tagReading(ids.supply, 'TAG-0003'), pick_id: ids.supplyPick };
      const row = await post('project_rows', { project_row: values });
      expect(await stored('project_rows', row.id)).toMatchObject(values);
    });

    it('track {project_row_id, location_id, last_seen_at}', async () => {
      const values = {
        project_row_id: ids.tagReading,
        location_id: ids.location,
        last_seen_at: '2026-03-02T08:15:00.000Z',
      };
      const track = await post('tracks', { track: values });
      expect(await stored('tracks', track.id)).toMatchObject(values);
    });

    it('project_typology {title, inventory, picking, free}', async () => {
      const values = { title: 'Uscita Merce Senza Lista', inventory: false, picking: false, free: false };
      const typology = await post('project_typologies', { project_typology: values }, h.tokens.admin);
      expect(await stored('project_typologies', typology.id)).toMatchObject(values);
    });

    it('project {name, project_typology_id}', async () => {
      const values = { name: 'AC-NUOVO', project_typology_id: ids.ac };
      const project = await post('projects', { project: values });
      expect(await stored('projects', project.id)).toMatchObject(values);
    });

    it('project: the order form (name, description, customer, supplier, closed, partial, prepared, delivered)', async () => {
      // The form's customer and supplier are its combos' choices: their ids.
      const values = {
        name: 'LP-MODULO',
        description: 'Ordine dal modulo',
        customer_id: ids.customer,
        supplier_id: ids.supplier,
        closed: false,
        partial: false,
        prepared: false,
        delivered: false,
      };
      const project = await post('projects', { project: values });
      expect(await stored('projects', project.id)).toMatchObject(values);
    });

    it('supply project {name, project_date, project_typology_id, branch_id, serie 0, year, external_code}', async () => {
      const values = {
        name: 'AN-NUOVO',
        project_date: '2026-03-02',
        project_typology_id: ids.an,
        branch_id: ids.branch,
        serie: 0,
        year,
        external_code: 'AN-NUOVO',
      };
      const project = await post('projects', { project: values });
      expect(await stored('projects', project.id)).toMatchObject(values);
      ids.newSupply = project.id;
    });

    it('pick {project_id, location_id, item_id, quantity}', async () => {
      const values = {
        project_id: ids.newSupply,
        location_id: ids.location,
        item_id: ids.item2,
        quantity: 4,
      };
      const pick = await post('picks', { pick: values });
      expect(await stored('picks', pick.id)).toMatchObject({ ...values, quantity_detected: 0 });
    });

    it("outgoing customer creation posts to the singular 'project' model", async () => {
      const values = { name: 'Cliente al banco', project_typology_id: ids.lp };
      const project = await post('project', { project: values });
      expect(await stored('projects', project.id)).toMatchObject(values);
    });
  });

  describe('goods-flow §7, Updates', () => {
    it('outgoing project_row {project_id, description}: the tag moves to the customer order', async () => {
      const values = { project_id: ids.order, description: 'Caffè per Caffè Città' };
      await put(`project_rows/${ids.tagReading}`, { project_row: values });
      expect(await stored('project_rows', ids.tagReading)).toMatchObject(values);
    });

    it('project_row {quantity}', async () => {
      const row = await create(h, 'project_rows', {
        project_id: ids.incoming,
        item_id: ids.item2,
        quantity: 1,
      });
      await put(`project_rows/${row.id}`, { project_row: { quantity: 3 } });
      expect((await stored('project_rows', row.id)).quantity).toBe(3);
    });

    it('pick {quantity} or {closed}', async () => {
      // Store fulfilment: the pick's quantity edited, then closed once its readings reach it.
      const supply = (await create(h, 'projects', { name: 'AN-PICK', project_typology_id: ids.an })).id;
      const pick = await create(h, 'picks', { project_id: supply, item_id: ids.item2, quantity: 2 });
      await put(`picks/${pick.id}`, { pick: { quantity: 3 } });
      expect((await stored('picks', pick.id)).quantity).toBe(3);
      await create(h, 'project_rows', {
        project_id: supply,
        pick_id: pick.id,
        item_id: ids.item2,
        quantity: 3,
      });
      await put(`picks/${pick.id}`, { pick: { closed: true } });
      expect(await stored('picks', pick.id)).toMatchObject({
        quantity: 3,
        quantity_detected: 3,
        closed: true,
      });
    });

    it('project {name, description}, {name, project_date}, and the two sets of flags', async () => {
      const project = (await create(h, 'projects', { name: 'AN-FLAGS', project_typology_id: ids.an })).id;
      const writes: Body[] = [
        { name: 'AN-FLAGS-2', description: 'Rinominato' },
        { name: 'AN-FLAGS-3', project_date: '2026-03-03' },
        { store: true, partial: false, suspended: true },
        { store: false, prepared: true, partial: true, suspended: false },
      ];
      for (const values of writes) {
        await put(`projects/${project}`, { project: values }, h.tokens.supervisor);
        expect(await stored('projects', project)).toMatchObject(values);
      }
    });
  });

  describe('packing-inventory-labels §7, Creates', () => {
    it('pick {picks: project_id, document_id, location_id, item_id, quantity}', async () => {
      const values = {
        project_id: ids.inventory,
        document_id: ids.inventoryDocument,
        location_id: ids.location,
        item_id: ids.item2,
        quantity: 2,
      };
      const pick = await post('picks', { picks: values });
      expect(await stored('picks', pick.id)).toMatchObject(values);
    });

    it('project row for order packing {project_rows: project_id, pick_id, location_id, item_id, quantity, package_id}', async () => {
      const values = {
        project_id: ids.order,
        pick_id: ids.orderPick,
        location_id: ids.location,
        item_id: ids.item,
        quantity: 2,
        package_id: ids.packageOfOrder,
      };
      const row = await post('project_rows', { project_rows: values });
      expect(await stored('project_rows', row.id)).toMatchObject({ ...values, document_id: null });
      expect((await stored('picks', ids.orderPick)).quantity_detected).toBe(2);
      // Order packing's zero-quantity reading of a partial conclusion: the same shape, quantity 0.
      const zero = await post('project_rows', { project_rows: { ...values, quantity: 0 } });
      expect((await stored('project_rows', zero.id)).quantity).toBe(0);
    });

    it('project row for inventory, with pick_id and without (free inventory)', async () => {
      const values = {
        project_id: ids.inventory,
        document_id: ids.inventoryDocument,
        location_id: ids.location,
        pick_id: ids.inventoryPick,
        item_id: ids.item,
        quantity: 3,
      };
      const listed = await post('project_rows', { project_rows: values });
      expect(await stored('project_rows', listed.id)).toMatchObject(values);
      const { pick_id: _listOnly, ...free } = { ...values, item_id: ids.item2, quantity: 1 };
      const counted = await post('project_rows', { project_rows: free });
      expect(await stored('project_rows', counted.id)).toMatchObject(free);
    });

    it('project row for project management, with external_reference, package_id, user_id', async () => {
      const values = {
        project_id: ids.order,
        document_id: ids.reference,
        location_id: ids.location,
        pick_id: ids.referencePick,
        item_id: ids.item,
        quantity: 1,
        external_reference: 'RIF-ESTERNO-7',
        package_id: ids.packageOfOrder,
        user_id: h.users.operator,
      };
      const row = await post('project_rows', { project_rows: values });
      expect(await stored('project_rows', row.id)).toMatchObject(values);
      ids.managementReading = row.id;
    });

    it('package {packages: project_id, closed false, shipped false}', async () => {
      const pkg = await post('packages', {
        packages: { project_id: ids.order, closed: false, shipped: false },
      });
      // Named by the server (its barcode), open, of this order.
      expect(await stored('packages', pkg.id)).toMatchObject({
        project_id: ids.order,
        closed: false,
        shipped: false,
        name: expect.any(String),
      });
      ids.newPackage = pkg.id;
    });

    it('location {locations: name, code}', async () => {
      const location = await post('locations', { locations: { name: 'C03-04', code: 'C03-04' } });
      expect(await stored('locations', location.id)).toMatchObject({ name: 'C03-04', code: 'C03-04' });
    });

    it('document {document: name, code, description, issued_at, closed, partial, project_id}', async () => {
      const values = {
        name: 'B01-02',
        code: 'B01-02',
        description: 'Conteggio B01-02',
        issued_at: '2026-03-02',
        closed: false,
        partial: false,
        project_id: ids.inventory,
      };
      const document = await post('documents', { document: values });
      expect(await stored('documents', document.id)).toMatchObject(values);
      ids.newDocument = document.id;
    });
  });

  describe('packing-inventory-labels §7, Updates', () => {
    it('project row {project_rows: quantity}; in project management with lock_version and user_id', async () => {
      const row = await create(h, 'project_rows', {
        project_id: ids.inventory,
        document_id: ids.inventoryDocument,
        item_id: ids.item2,
        quantity: 1,
      });
      // Inventory sends the existing quantity plus the entered one.
      await put(`project_rows/${row.id}`, { project_rows: { quantity: 1 + 2 } });
      expect((await stored('project_rows', row.id)).quantity).toBe(3);
      const reading = await stored('project_rows', ids.managementReading);
      await put(
        `project_rows/${ids.managementReading}`,
        {
          project_rows: { quantity: 2, lock_version: reading.lock_version, user_id: h.users.supervisor },
        },
        h.tokens.supervisor,
      );
      expect(await stored('project_rows', ids.managementReading)).toMatchObject({
        quantity: 2,
        user_id: h.users.supervisor,
        lock_version: reading.lock_version + 1,
      });
    });

    it('pick {picks: closed} or {picks: lock_version, user_id}', async () => {
      // Inventory: a list pick counted in full is closed; project management names who read it.
      const pick = await create(h, 'picks', {
        project_id: ids.inventory,
        document_id: ids.inventoryDocument,
        item_id: ids.item,
        quantity: 1,
      });
      await create(h, 'project_rows', {
        project_id: ids.inventory,
        document_id: ids.inventoryDocument,
        pick_id: pick.id,
        item_id: ids.item,
        quantity: 1,
      });
      await put(`picks/${pick.id}`, { picks: { closed: true } });
      expect((await stored('picks', pick.id)).closed).toBe(true);
      const now = await stored('picks', ids.referencePick);
      await put(`picks/${ids.referencePick}`, {
        picks: { lock_version: now.lock_version, user_id: h.users.operator },
      });
      expect(await stored('picks', ids.referencePick)).toMatchObject({
        user_id: h.users.operator,
        lock_version: now.lock_version + 1,
      });
    });

    it('item {items: location_id}', async () => {
      await put(`items/${ids.item2}`, { items: { location_id: ids.location2 } });
      expect((await stored('items', ids.item2)).location_id).toBe(ids.location2);
    });

    it('project {project: store, prepared, partial, suspended} or {project: closed, partial}', async () => {
      const order = (await create(h, 'projects', { name: 'LP-CONCLUDI', project_typology_id: ids.lp })).id;
      const concluded = { store: true, prepared: true, partial: false, suspended: false };
      await put(`projects/${order}`, { project: concluded }, h.tokens.supervisor);
      expect(await stored('projects', order)).toMatchObject(concluded);
      await put(
        `projects/${ids.inventory}`,
        { project: { closed: true, partial: false } },
        h.tokens.supervisor,
      );
      expect(await stored('projects', ids.inventory)).toMatchObject({ closed: true, partial: false });
      await put(
        `projects/${ids.inventory}`,
        { project: { closed: false, partial: false } },
        h.tokens.supervisor,
      );
    });

    it('document {document: closed, partial}, and the edit variant wrapped as {project: …}', async () => {
      await put(`documents/${ids.newDocument}`, { document: { closed: false, partial: true } });
      expect(await stored('documents', ids.newDocument)).toMatchObject({ closed: false, partial: true });
      const edit = {
        name: 'B01-02',
        code: 'B01-02-BIS',
        description: 'Conteggio rivisto',
        issued_at: '2026-03-04',
        project_id: ids.inventory,
      };
      await put(`documents/${ids.newDocument}`, { project: edit });
      expect(await stored('documents', ids.newDocument)).toMatchObject(edit);
    });

    it('package closing as JSON {package: width, height, depth, weight, lock_version, closed}', async () => {
      const pkg = await stored('packages', ids.newPackage);
      const values = { width: 400, height: 300, depth: 200, weight: 7.5, closed: true };
      await put(`packages/${ids.newPackage}`, { package: { ...values, lock_version: pkg.lock_version } });
      expect(await stored('packages', ids.newPackage)).toMatchObject(values);
    });

    it('package closing as multipart {packages[width], …, [pictures][] file} when a photo exists', async () => {
      const pkg = await post('packages', {
        packages: { project_id: ids.order, closed: false, shipped: false },
      });
      const fields = { width: '410', height: '310', depth: '210', weight: '8.25', closed: 'true' };
      const body = multipart([
        ...Object.entries(fields).map(([name, value]) => ({ name: `packages[${name}]`, value })),
        { name: 'packages[lock_version]', value: String(pkg.lock_version) },
        { name: 'packages[pictures][]', filename: 'collo.png', contentType: 'image/png', data: pngBytes() },
      ]);
      const res = await h.request({
        method: 'PUT',
        url: `/api/v2/packages/${pkg.id}`,
        token: h.tokens.operator,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = await h.request({
        method: 'GET',
        url: `/api/v2/packages/${pkg.id}?a[methods][]=pictures`,
        token: h.tokens.admin,
      });
      expect(after.json()).toMatchObject({ width: 410, height: 310, depth: 210, weight: 8.25, closed: true });
      expect(after.json().pictures).toHaveLength(1);
    });

    it('package shipping {package: shipped, shipping_date}', async () => {
      const values = { shipped: true, shipping_date: '2026-03-02T17:30:00.000Z' };
      await put(`packages/${ids.newPackage}`, { package: values }, h.tokens.supervisor);
      expect(await stored('packages', ids.newPackage)).toMatchObject(values);
    });
  });
});
