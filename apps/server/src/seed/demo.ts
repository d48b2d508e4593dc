import { sql } from 'kysely';
import type { DbHandle } from '../db/connection';
import { randomSecret } from '../auth/passwords';
import { createUser, setSetting } from '../users';
import { ean13, inserter } from './insert';
import type { PrinterAddress } from '../printing/connection';
import { seedDemoPrinting } from './demo-printing';
import { seedInventoryDemo } from './demo-inventory';
import { seedPackingDemo } from './demo-packing';
import { seedPackagesDemo } from './demo-packages';
import { seedProjectPrepDemo } from './demo-project-prep';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

const ITEMS: [code: string, description: string, unit: number, price: number][] = [
  ['PAS-500', 'Pasta di semola spaghetti 500 g', 0, 1.29],
  ['PAS-PEN', 'Pasta di semola penne rigate 500 g', 0, 1.29],
  ['OLI-1L', 'Olio extravergine di oliva 1 L', 0, 8.9],
  ['POM-400', 'Pomodori pelati 400 g', 0, 0.99],
  ['RIS-CAR', 'Riso Carnaroli 1 kg', 0, 3.49],
  ['FAR-00', 'Farina tipo 00 1 kg', 0, 0.89],
  ['CAF-250', 'Caffè macinato moka 250 g', 0, 3.99],
  ['ZUC-1K', 'Zucchero semolato 1 kg', 0, 1.15],
  ['PAR-24', 'Parmigiano Reggiano 24 mesi', 1, 21.5],
  ['GRA-PAD', 'Grana Padano DOP', 1, 16.9],
  ['PRO-CRU', 'Prosciutto crudo di Parma', 1, 29.0],
  ['MOZ-125', 'Mozzarella di bufala 125 g', 0, 2.1],
  ['ACQ-15', 'Acqua minerale naturale 1,5 L', 2, 0.35],
  ['VIN-CHI', 'Vino Chianti DOCG 0,75 L', 0, 7.5],
  ['BIR-33', 'Birra chiara 33 cl', 2, 0.99],
  ['BIS-FRO', 'Biscotti frollini 700 g', 0, 2.79],
  ['MAR-ALB', 'Marmellata di albicocche 340 g', 0, 2.35],
  ['TON-80', "Tonno all'olio di oliva 3x80 g", 2, 3.6],
  ['AMA-ARA', 'Amaretti di Saronno 200 g', 0, 3.2],
  ['PAN-GRA', 'Pangrattato 400 g', 0, 1.1],
  ['DET-LAV', 'Detersivo lavatrice 2 L', 0, 6.49],
  ['CAR-IGI', 'Carta igienica 8 rotoli', 2, 3.99],
  ['SAP-MAR', 'Sapone di Marsiglia 250 g', 0, 1.5],
  ['SPU-CUC', 'Spugne da cucina 3 pezzi', 2, 1.2],
  ['NAS-ADE', 'Nastro adesivo da imballo', 0, 2.5],
  ['SCA-40', 'Scatola cartone 40x30x30', 0, 1.8],
  ['PAL-EPA', 'Pallet EPAL 120x80', 0, 12.0],
  ['FIL-EST', 'Film estensibile 23 micron', 1, 4.2],
  ['GUA-NIT', 'Guanti in nitrile taglia M', 2, 7.9],
  ['ETI-TER', 'Etichette termiche 100x150', 2, 15.0],
];

/** Seeds a realistic Italian demo warehouse when the database has no users; returns the logins created. */
export async function seedDemoIfEmpty(
  handle: DbHandle,
  options: { loopbackOnly: boolean; printer?: PrinterAddress },
): Promise<DemoLogin[] | undefined> {
  // One transaction: a first start stopped while seeding (a kill, a power cut) leaves an empty
  // database that the next start seeds, never half a demo that fails every later start on its
  // unique codes.
  return handle.db.transaction().execute(async (tx) => {
    const users = await tx
      .selectFrom('users')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    if (Number(users.n) > 0) return undefined;
    return seedDemo({ ...handle, db: tx }, options);
  });
}

/**
 * Seeds the demo warehouse whatever the database holds (tests whose database already has a user:
 * the two-process fixture creates its administrator first). Returns the logins created.
 */
export async function seedDemo(
  handle: DbHandle,
  { loopbackOnly, printer }: { loopbackOnly: boolean; printer?: PrinterAddress },
): Promise<DemoLogin[]> {
  const { db, dialect } = handle;
  void loopbackOnly; // passwords are generated either way: no password is ever written in code
  const insert = inserter(db, dialect);

  const [plant] = await insert('plants', [{ name: 'Stabilimento di Milano', code: 'MI01' }]);
  const locationNames = [
    'RICEVIMENTO',
    'A01-01',
    'A01-02',
    'A02-01',
    'B01-01',
    'B01-02',
    'C01-01',
    'SPEDIZIONE',
  ];
  const locations = await insert(
    'locations',
    locationNames.map((name) => ({ name, code: name, plant_id: plant })),
  );
  await insert('branches', [
    { code: '1', name: 'Negozio Milano Centro' },
    { code: '2', name: 'Negozio Torino Lingotto' },
  ]);
  const units = await insert('measure_units', [
    // Pieces and packs are counted whole; kilograms allow decimals (quantity rules, migration 019).
    { name: 'PZ', code: 'PZ', divisible: false },
    { name: 'KG', code: 'KG', divisible: true },
    { name: 'CF', code: 'CF', divisible: false },
  ]);
  const items = await insert(
    'items',
    ITEMS.map(([code, description, unit, price], i) => ({
      code,
      description,
      barcode: ean13(`80${String(1000000000 + i * 7919)}`),
      measure_unit_id: units[unit],
      location_id: locations[1 + (i % 6)],
      quantity: 50 + ((i * 37) % 200),
      locked_quantity: i % 5 === 0 ? 10 : 0,
      external_code: `EXT${String(i + 1).padStart(5, '0')}`,
      retail_price: price,
    })),
  );
  await insert(
    'additional_barcodes',
    items
      .filter((_, i) => i % 3 === 0)
      .map((item_id, i) => ({ item_id, code: ean13(`81${String(2000000000 + i * 104729)}`) })),
  );
  await insert(
    'item_locations',
    items.flatMap((item_id, i) => [
      { item_id, location_id: locations[1 + (i % 6)] },
      { item_id, location_id: locations[1 + ((i + 2) % 6)] },
    ]),
    { timestamps: false },
  );

  const customers = await insert('customers', [
    {
      name: 'Rossi Alimentari S.r.l.',
      external_code: 'C0001',
      address: 'Via Roma 12',
      postal_code: '20121',
      locality: 'Milano',
      province: 'MI',
    },
    {
      name: 'Bianchi Distribuzione S.p.A.',
      external_code: 'C0002',
      address: 'Corso Francia 88',
      postal_code: '10138',
      locality: 'Torino',
      province: 'TO',
    },
    {
      name: 'Supermercati Verdi',
      external_code: 'C0003',
      address: 'Via Emilia 240',
      postal_code: '40133',
      locality: 'Bologna',
      province: 'BO',
    },
    {
      name: 'Gastronomia Esposito',
      external_code: 'C0004',
      address: 'Via Toledo 5',
      postal_code: '80134',
      locality: 'Napoli',
      province: 'NA',
    },
  ]);
  const suppliers = await insert('suppliers', [
    {
      name: 'Pastificio Lombardo S.r.l.',
      external_code: 'F0001',
      address: 'Via dei Mulini 3',
      postal_code: '24121',
      locality: 'Bergamo',
      province: 'BG',
    },
    {
      name: 'Oleificio Toscano',
      external_code: 'F0002',
      address: 'Strada del Chianti 17',
      postal_code: '50022',
      locality: 'Greve in Chianti',
      province: 'FI',
    },
    {
      name: 'Caseificio Emiliano',
      external_code: 'F0003',
      address: 'Via Parma 45',
      postal_code: '42121',
      locality: 'Reggio Emilia',
      province: 'RE',
    },
  ]);
  const addresses = await insert('addresses', [
    {
      customer_id: customers[0],
      name: 'Magazzino Rossi Lambrate',
      address: 'Via Rombon 11',
      postal_code: '20134',
      locality: 'Milano',
      province: 'MI',
    },
    {
      customer_id: customers[1],
      name: 'Deposito Bianchi Nord',
      address: 'Strada del Drosso 30',
      postal_code: '10135',
      locality: 'Torino',
      province: 'TO',
    },
  ]);
  const [courier, agent] = await insert('transport_means', [
    { name: 'Corriere', flag_agent: false },
    { name: 'Consegna agente', flag_agent: true },
  ]);
  const [ac, lp, an, outgoing, inventoryList, inventoryFree, inventoryMixed] = await insert(
    'project_typologies',
    [
      { title: 'AC', description: 'Ingresso Merce Con Lista' },
      { title: 'LP', description: 'Lista di Prelievo', picking: true },
      { title: 'AN', description: 'Approvvigionamento Negozio' },
      { title: 'Uscita Merce Senza Lista', description: 'Uscita Merce Senza Lista' },
      { title: 'Inventario Con Anagrafica', inventory: true },
      { title: 'Inventario Senza Anagrafica', inventory: true, free: true },
      { title: 'IN', description: 'Inventario misto', inventory: true },
    ],
  );
  const year = new Date().getFullYear();
  const today = new Date().toISOString().slice(0, 10);
  const branchOne = (
    await db.selectFrom('branches').select('id').where('code', '=', '1').executeTakeFirstOrThrow()
  ).id;

  const projects = await insert('projects', [
    {
      name: `AC-${year}-0001`,
      description: 'Ordine fornitore pasta',
      project_typology_id: ac,
      supplier_id: suppliers[0],
      project_date: today,
      plant_id: plant,
    },
    {
      name: `AC-${year}-0002`,
      description: 'Ordine fornitore olio',
      project_typology_id: ac,
      supplier_id: suppliers[1],
      project_date: today,
      plant_id: plant,
      partial: true,
    },
    {
      name: `AC-${year}-0003`,
      description: 'Ordine fornitore formaggi',
      project_typology_id: ac,
      supplier_id: suppliers[2],
      project_date: today,
      plant_id: plant,
    },
    {
      name: `LP-${year}-0101`,
      project_typology_id: lp,
      customer_id: customers[0],
      address_id: addresses[0],
      transport_mean_id: courier,
      project_date: today,
      estimated_shipping_date: today,
      payment_code: 'RB60',
      package_number: 2,
      operator: 'Mario',
      zone: 'Nord',
      plant_id: plant,
    },
    {
      name: `LP-${year}-0102`,
      project_typology_id: lp,
      customer_id: customers[1],
      address_id: addresses[1],
      transport_mean_id: agent,
      project_date: today,
      payment_code: 'BB30',
      zone: 'Nord',
      plant_id: plant,
    },
    {
      name: `LP-${year}-0103`,
      project_typology_id: lp,
      customer_id: customers[2],
      project_date: today,
      suspended: true,
      plant_id: plant,
    },
    {
      name: `LP-${year}-0104`,
      project_typology_id: lp,
      customer_id: customers[3],
      project_date: today,
      plant_id: plant,
    },
    {
      name: `AN-${year}-0001`,
      project_typology_id: an,
      branch_id: branchOne,
      serie: 0,
      year,
      external_code: `AN-${year}-0001`,
      project_date: today,
    },
    {
      name: `AN-${year}-0002`,
      project_typology_id: an,
      branch_id: branchOne,
      serie: 0,
      year,
      external_code: `AN-${year}-0002`,
      project_date: today,
      store: true,
    },
    { name: 'Rossi Alimentari S.r.l.', project_typology_id: outgoing, customer_id: customers[0] },
    { name: 'Supermercati Verdi', project_typology_id: outgoing, customer_id: customers[2] },
    {
      name: `INV-${year}-A`,
      description: 'Inventario annuale corsia A',
      project_typology_id: inventoryList,
      project_date: today,
    },
    {
      name: `INV-${year}-LIBERO`,
      description: 'Inventario libero',
      project_typology_id: inventoryFree,
      project_date: today,
    },
    {
      name: `INV-${year}-MISTO`,
      description: 'Inventario misto',
      project_typology_id: inventoryMixed,
      project_date: today,
    },
  ]);
  const [acPasta, acOil, acCheese, lp1, lp2, lp3, lp4, an1, an2, , , invList, , invMixed] = projects;
  const pick = (
    project_id: number | undefined,
    item: number,
    quantity: number,
    extra: Record<string, unknown> = {},
  ) => ({
    project_id,
    item_id: items[item],
    location_id: locations[1 + (item % 6)],
    quantity,
    quantity_remaining: quantity,
    ...extra,
  });
  await insert('picks', [
    pick(acPasta, 0, 120),
    pick(acPasta, 1, 80),
    pick(acOil, 2, 60.5),
    pick(acCheese, 8, 45.2),
    pick(acCheese, 9, 38),
    ...[0, 3, 6, 12, 15].map((i) => pick(lp1, i, 2 + (i % 4))),
    ...[2, 4, 7, 13].map((i) => pick(lp2, i, 1 + (i % 3))),
    ...[5, 11].map((i) => pick(lp3, i, 3)),
    ...[16, 17, 18].map((i) => pick(lp4, i, 4)),
    ...[0, 2, 6].map((i) => pick(an1, i, 6)),
    ...[12, 14].map((i) => pick(an2, i, 12)),
  ]);
  const [docA1, docA2] = await insert('documents', [
    { project_id: invList, location_id: locations[1], name: 'A01-01', code: 'A01-01', issued_at: today },
    { project_id: invList, location_id: locations[2], name: 'A01-02', code: 'A01-02', issued_at: today },
    { project_id: invMixed, location_id: locations[3], name: 'A02-01', code: 'A02-01', issued_at: today },
  ]);
  await insert('picks', [
    ...[0, 6, 12].map((i) => pick(invList, i, 50, { document_id: docA1, location_id: locations[1] })),
    ...[1, 7].map((i) => pick(invList, i, 40, { document_id: docA2, location_id: locations[2] })),
  ]);
  await insert('packages', [
    { project_id: lp1, name: `COLLO-${year}-000001`, incremental: 1 },
    { project_id: lp1, name: `COLLO-${year}-000002`, incremental: 2 },
  ]);
  await seedPackagesDemo(db, dialect, [lp1!, lp2!]);

  // Goods already received with their RFID tags: outgoing goods can read them.
  const [lot] = await insert('serials', [{ item_id: items[0], code: `L${year}0412` }]);
  const received = Array.from({ length: 20 }, (_, i) => ({
    project_id: acOil,
    item_id: items[2],
    location_id: locations[0],
    serial_id: null,
    description: ITEMS[2]![1],
    quantity: 1,
    code: `E28011700000020${String(1000000000 + i).slice(1)}`,
  }));
  received.push({
    ...received[0]!,
    project_id: acPasta,
    item_id: items[0],
    serial_id: lot as never,
    description: ITEMS[0]![1],
    code: 'E2801170000002099999999',
  });
  await insert('project_rows', received);
  // Inserted directly, so link the readings to their picks and count them as the server would.
  await sql`update project_rows set pick_id = (select p.id from picks p where p.project_id = project_rows.project_id and p.item_id = project_rows.item_id)
      where pick_id is null`.execute(db);
  await sql`update picks set
      quantity_detected = (select coalesce(sum(r.quantity), 0) from project_rows r where r.pick_id = picks.id),
      quantity_remaining = quantity - (select coalesce(sum(r.quantity), 0) from project_rows r where r.pick_id = picks.id)`.execute(
    db,
  );

  await seedDemoPrinting(insert, plant!, printer);

  await seedInventoryDemo(handle);

  await seedPackingDemo(db, dialect);
  await seedProjectPrepDemo(db, dialect);

  for (const key of [
    'enable_picking_list',
    'enable_shipping',
    'enable_receipt',
    'enable_movement',
    'enable_inventory',
    'enable_package_close',
    'enable_truck_loading',
    'enable_lot_where',
  ]) {
    await setSetting(db, `track.${key}`, 'true');
  }

  const logins: DemoLogin[] = [
    { role: 'admin', email: 'admin@warehouse.demo', password: randomSecret(9) },
    { role: 'supervisore', email: 'supervisore@warehouse.demo', password: randomSecret(9) },
    { role: 'operatore', email: 'operatore@warehouse.demo', password: randomSecret(9) },
  ];
  await createUser(handle, {
    email: logins[0]!.email,
    password: logins[0]!.password,
    name: 'Amministratore',
    admin: true,
    plantId: plant,
  });
  await createUser(handle, {
    email: logins[1]!.email,
    password: logins[1]!.password,
    name: 'Giulia Supervisore',
    roles: ['supervisore'],
    locationId: locations[0],
    plantId: plant,
  });
  await createUser(handle, {
    email: logins[2]!.email,
    password: logins[2]!.password,
    name: 'Marco Operatore',
    roles: ['operatore'],
    locationId: locations[0],
    plantId: plant,
  });
  return logins;
}
