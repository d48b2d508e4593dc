/** Orders for the order-selection end-to-end tests: supplier orders (AC) and customer orders (LP) in every state. */
import type { TestServer } from './server';
import { insert, insertOne, seedBasics, type Basics } from './goods';

export interface SeededOrders {
  basics: Basics;
  ids: Record<string, number>;
  rossi: number;
  bianchi: number;
}

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

export async function seedOrders(server: TestServer): Promise<SeededOrders> {
  const basics = await seedBasics(server);
  const [pastificio, oleificio] = await insert(server, 'suppliers', [
    {
      name: 'Pastificio Lombardo',
      address: 'Via dei Mulini 3',
      postal_code: '24121',
      locality: 'Bergamo',
      province: 'BG',
    },
    {
      name: 'Oleificio Toscano',
      address: 'Strada del Chianti 17',
      postal_code: '50022',
      locality: 'Greve',
      province: 'FI',
    },
  ]);
  const [rossi, bianchi] = (await insert(server, 'customers', [
    {
      name: 'Rossi Alimentari',
      address: 'Via Roma 12',
      postal_code: '20121',
      locality: 'Milano',
      province: 'MI',
    },
    {
      name: 'Bianchi Distribuzione',
      address: 'Corso Francia 88',
      postal_code: '10138',
      locality: 'Torino',
      province: 'TO',
    },
  ])) as [number, number];
  const address = await insertOne(server, 'addresses', {
    customer_id: rossi,
    name: 'Magazzino Rossi Lambrate',
    address: 'Via Rombon 11',
    postal_code: '20134',
    locality: 'Milano',
    province: 'MI',
  });
  const agent = await insertOne(server, 'transport_means', { name: 'Consegna agente', flag_agent: true });
  const ac = basics.typologies.ac;
  const lp = basics.typologies.lp;
  const rows = [
    { name: 'AC-NEW', project_typology_id: ac, supplier_id: pastificio, updated_at: at(1) },
    { name: 'AC-PART', project_typology_id: ac, supplier_id: oleificio, partial: true, updated_at: at(2) },
    { name: 'AC-SUSP', project_typology_id: ac, supplier_id: pastificio, suspended: true, updated_at: at(3) },
    { name: 'AC-PREP', project_typology_id: ac, supplier_id: oleificio, prepared: true, updated_at: at(4) },
    { name: 'AC-CLOSED', project_typology_id: ac, supplier_id: pastificio, closed: true, updated_at: at(5) },
    {
      name: 'LP-0101',
      description: 'Consegna entro venerdì',
      project_typology_id: lp,
      customer_id: rossi,
      address_id: address,
      transport_mean_id: agent,
      project_date: '2025-06-10',
      estimated_shipping_date: '2025-06-20',
      package_number: 2,
      operator: 'Mario',
      payment_code: 'RB60',
      zone: 'Nord',
      updated_at: at(10),
    },
    { name: 'LP-0102', project_typology_id: lp, customer_id: bianchi, suspended: true, updated_at: at(11) },
    { name: 'LP-0103', project_typology_id: lp, customer_id: bianchi, partial: true, updated_at: at(12) },
    { name: 'LP-0104', project_typology_id: lp, customer_id: rossi, closed: true, updated_at: at(13) },
    { name: 'LP-0105', project_typology_id: lp, customer_id: bianchi, updated_at: at(9) },
  ];
  // One insert per row: rows with different columns would otherwise share NULL defaults.
  const ids: Record<string, number> = {};
  for (const row of rows) ids[row.name] = await insertOne(server, 'projects', row);
  return { basics, ids, rossi, bianchi };
}
