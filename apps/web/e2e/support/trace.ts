/**
 * Lot L2611 of flour for the trace screens (issue 34), written through the API so the server fills
 * each reading's lot and first order: 60 kg from Mulino Rossi to Scaffale A, 50 kg from Molini
 * Bianchi to Scaffale B; packed 30 (Bar Sport) and 20 (Forno Verdi) into packages that left on the
 * truck, 10 (Pasticceria Neri) into one still here.
 */
import { apiClient, insert, insertOne } from './goods';
import type { TestServer } from './server';

export const FLOUR_GTIN = '08001234567897';
export const SHIPPED_AT = '2026-11-20T10:00:00.000Z';

export async function seedFlourLot(server: TestServer, atoken: string) {
  const api = await apiClient(server, atoken);
  const [ac, lp] = await insert(server, 'project_typologies', [
    { title: 'AC' },
    { title: 'LP', picking: true },
  ]);
  const kg = await insertOne(server, 'measure_units', { name: 'KG', code: 'KG' });
  const flour = await insertOne(server, 'items', {
    code: 'FAR-00',
    description: 'Farina 00',
    barcode: FLOUR_GTIN.slice(1),
    measure_unit_id: kg,
  });
  const [shelfA, shelfB] = await insert(server, 'locations', [
    { name: 'Scaffale A' },
    { name: 'Scaffale B' },
  ]);
  const [mulino, molini] = await insert(server, 'suppliers', [
    { name: 'Mulino Rossi' },
    { name: 'Molini Bianchi' },
  ]);
  const [bar, forno, pasticceria] = await insert(server, 'customers', [
    { name: 'Bar Sport', locality: 'Milano', external_code: 'C001' },
    { name: 'Forno Verdi', locality: 'Torino', external_code: 'C002' },
    { name: 'Pasticceria Neri', locality: 'Genova', external_code: 'C003' },
  ]);
  const [ac1, ac2, lp1, lp2, lp3] = await insert(server, 'projects', [
    { name: 'AC-1', project_typology_id: ac, supplier_id: mulino },
    { name: 'AC-2', project_typology_id: ac, supplier_id: molini },
    { name: 'LP-1', project_typology_id: lp, customer_id: bar },
    { name: 'LP-2', project_typology_id: lp, customer_id: forno },
    { name: 'LP-3', project_typology_id: lp, customer_id: pasticceria },
  ]);
  const [p1, p2, p3] = await insert(server, 'packages', [
    { project_id: lp1, name: 'PK-1-001', incremental: 1 },
    { project_id: lp2, name: 'PK-2-001', incremental: 1 },
    { project_id: lp3, name: 'PK-3-001', incremental: 1 },
  ]);
  const reading = (values: Record<string, unknown>) =>
    api.post('/project_rows', { project_row: { item_id: flour, lot: 'L2611', ...values } });
  await reading({ project_id: ac1, location_id: shelfA, quantity: 60, code: 'TAG-1' });
  await reading({ project_id: ac2, location_id: shelfB, quantity: 50, code: 'TAG-2' });
  await reading({
    module: 'packing',
    project_id: lp1,
    location_id: shelfA,
    quantity: 30,
    package_id: p1,
    expiry_date: '2027-01-31',
  });
  await reading({
    module: 'packing',
    project_id: lp2,
    location_id: shelfB,
    quantity: 20,
    package_id: p2,
    expiry_date: '2027-01-31',
  });
  await reading({
    module: 'packing',
    project_id: lp3,
    location_id: shelfA,
    quantity: 10,
    package_id: p3,
    expiry_date: '2027-01-31',
  });
  await server.db
    .updateTable('packages')
    .set({ closed: 1, shipped: 1, shipping_date: SHIPPED_AT })
    .where('id', 'in', [p1 as number, p2 as number])
    .execute();
  return { flour };
}
